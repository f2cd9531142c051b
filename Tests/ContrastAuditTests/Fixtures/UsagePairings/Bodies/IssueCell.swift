import UIKit

final class IssueCell: UICollectionViewCell {
    private let stateIcon = UIImageView()
    private let dateLabel = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.backgroundColor = .white
        contentView.addSubview(stateIcon)
        contentView.addSubview(dateLabel)
        dateLabel.textColor = Tokens.Text.muted.uiColor
    }

    func configure(isOpen: Bool) {
        let tint: UIColor
        if isOpen {
            tint = Tokens.State.open.uiColor
        } else {
            tint = Tokens.State.closed.uiColor
        }
        stateIcon.tintColor = tint
    }
}

final class ScannerViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        navigationController?.navigationBar.barTintColor = Bar.fill
        navigationController?.navigationBar.titleTextAttributes = [.foregroundColor: Bar.title]
    }

    func toggleTorch(on: Bool) {
        navigationItem.rightBarButtonItem?.tintColor = on ? Bar.torch : Bar.title
    }
}
