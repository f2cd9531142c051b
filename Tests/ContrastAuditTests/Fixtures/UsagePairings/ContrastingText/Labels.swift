import UIKit

enum Palette {
    static let accent = UIColor(red: 0.1, green: 0.4, blue: 0.8, alpha: 1)
}

extension UIColor {
    var textOverlayColor: UIColor {
        guard let components = cgColor.components, components.count >= 3 else { return .black }
        let brightness = (components[0] * 299 + components[1] * 587 + components[2] * 114) / 1000
        return brightness < 0.5 ? .white : .black
    }
}

final class LabelCell: UICollectionViewCell {
    let label = UILabel()

    func configure(color: UIColor, name: String) {
        label.text = name
        label.textColor = color.textOverlayColor
        contentView.backgroundColor = color
    }
}

final class AccentBadge: UIView {
    let label = UILabel()

    func setUp() {
        label.textColor = Palette.accent.textOverlayColor
        backgroundColor = Palette.accent
    }
}

extension UIColor {
    /// Black on the dark side: not the rule modelled, so not read.
    var reversedOverlayColor: UIColor {
        guard let components = cgColor.components, components.count >= 3 else { return .black }
        let brightness = (components[0] * 299 + components[1] * 587 + components[2] * 114) / 1000
        return brightness < 0.5 ? .black : .white
    }
}

final class ReversedBadge: UIView {
    let label = UILabel()

    func setUp() {
        label.textColor = Palette.accent.reversedOverlayColor
        backgroundColor = Palette.accent
    }
}
