import UIKit

/// The reader screen: a title and a byline on a card, over the style's background.
final class ArticleViewController: UIViewController {
    private let titleLabel = UILabel()
    private let bylineLabel = UILabel()
    private let card = UIView()
    private let shareButton = UIButton(type: .system)

    override var preferredStatusBarStyle: UIStatusBarStyle { Style.shared.statusBarStyle }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = Style.shared.backgroundColor
        navigationController?.navigationBar.barTintColor = Style.shared.barColor

        card.backgroundColor = Palette.cardBackground.color
        titleLabel.textColor = Palette.cardText.color
        titleLabel.font = .boldSystemFont(ofSize: 24)
        bylineLabel.textColor = Palette.secondaryText.color
        bylineLabel.font = .systemFont(ofSize: 13)
        card.addSubview(titleLabel)
        card.addSubview(bylineLabel)

        shareButton.setTitleColor(Style.shared.accentColor, for: .normal)
        shareButton.backgroundColor = Style.shared.backgroundColor
        view.addSubview(card)
        view.addSubview(shareButton)
    }
}
