import UIKit

enum LinkColors {
    static let card = UIColor(white: 1, alpha: 1)
    static let link = UIColor(red: 0.2, green: 0.5, blue: 0.95, alpha: 1)
    static let icon = UIColor(red: 0.5, green: 0.5, blue: 0.55, alpha: 1)
}

final class LinkCardView: UIView {
    private let moreButton = UIButton(type: .system)
    private let iconButton = UIButton(type: .system)

    func setUp() {
        backgroundColor = LinkColors.card
        addSubview(moreButton)
        addSubview(iconButton)
        // A system button draws its title in its tint: text.
        moreButton.setTitle("Learn more", for: .normal)
        moreButton.tintColor = LinkColors.link
        // An image only: the tint is a component's.
        iconButton.setImage(UIImage(systemName: "gear"), for: .normal)
        iconButton.tintColor = LinkColors.icon
    }
}
