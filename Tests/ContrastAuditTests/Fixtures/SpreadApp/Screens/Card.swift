import UIKit

final class Card: UIView {
    let heading = UILabel()
    let badge = UILabel()

    func style() {
        addSubview(heading)
        addSubview(badge)
        backgroundColor = Palette.moss
        heading.textColor = Palette.cream
        badge.textColor = .white
        badge.backgroundColor = Palette.brand
    }
}
