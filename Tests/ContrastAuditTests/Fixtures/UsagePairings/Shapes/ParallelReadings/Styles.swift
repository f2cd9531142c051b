import UIKit

extension UIColor {
    convenience init(_ hex: Int) {
        self.init(
            red: CGFloat((hex >> 16) & 0xFF) / 255, green: CGFloat((hex >> 8) & 0xFF) / 255,
            blue: CGFloat(hex & 0xFF) / 255, alpha: 1)
    }
}

class BaseStyle {
    var surface: UIColor { return .white }
    var label: UIColor { return UIColor(0x202124) }
}

final class DuskStyle: BaseStyle {
    override var surface: UIColor { return UIColor(0x2B2D31) }
    override var label: UIColor { return UIColor(0xE8EAED) }
}

enum Styles {
    static let day = BaseStyle()
    static let dusk = DuskStyle()
}

final class BadgeCell: UICollectionViewCell {
    private let nameLabel = UILabel()

    func configure(style: BaseStyle) {
        contentView.backgroundColor = style.surface
        nameLabel.textColor = style.label
    }
}
