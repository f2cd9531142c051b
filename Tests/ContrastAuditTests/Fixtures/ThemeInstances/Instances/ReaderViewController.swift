import UIKit

final class ReaderViewController: UIViewController {
    var theme = AppTheme.standard
    private let titleLabel = UILabel()
    private let captionLabel = UILabel()
    private let lightButton = UIButton()
    private let sepiaButton = UIButton()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(titleLabel)
        view.addSubview(captionLabel)
        lightButton.backgroundColor = AppTheme.light.palette.card
        lightButton.setTitleColor(AppTheme.light.palette.text, for: .normal)
        sepiaButton.backgroundColor = AppTheme.sepia.palette.card
        sepiaButton.setTitleColor(AppTheme.sepia.palette.text, for: .normal)
    }

    func apply(theme: AppTheme) {
        self.theme = theme
        view.backgroundColor = theme.palette.background
        titleLabel.textColor = theme.palette.text
        captionLabel.backgroundColor = .clear
        captionLabel.textColor = theme.palette.caption
    }
}
