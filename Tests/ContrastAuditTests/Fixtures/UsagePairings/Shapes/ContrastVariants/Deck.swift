import UIKit

extension UIColor {
    convenience init(code: UInt32) {
        self.init(
            red: CGFloat((code >> 16) & 0xFF) / 255, green: CGFloat((code >> 8) & 0xFF) / 255,
            blue: CGFloat(code & 0xFF) / 255, alpha: 1)
    }

    // Increased-contrast values are optional; a color without them keeps its normal ones.
    convenience init(day: UIColor, dayBold: UIColor? = nil, night: UIColor, nightBold: UIColor? = nil) {
        self.init { traits in
            switch (traits.userInterfaceStyle, traits.accessibilityContrast) {
            case (.dark, .high) where nightBold != nil:
                nightBold!
            case (.dark, _):
                night
            case (_, .high) where dayBold != nil:
                dayBold!
            case (_, _):
                day
            }
        }
    }

    static func byCode(day: UInt32, dayBold: UInt32? = nil, night: UInt32, nightBold: UInt32? = nil) -> UIColor {
        UIColor(
            day: UIColor(code: day),
            dayBold: dayBold != nil ? UIColor(code: dayBold!) : nil,
            night: UIColor(code: night),
            nightBold: nightBold == nil ? nil : UIColor(code: nightBold!)
        )
    }
}

enum Deck {
    static var ink: UIColor { UIColor.byCode(day: 0x55555A, dayBold: 0x222226, night: 0xA0A0A8, nightBold: 0xE0E0E8) }
    static var paper: UIColor { UIColor(day: UIColor(code: 0xFFFFFF), night: UIColor(code: 0x1C1C1E)) }
}

final class DeckCell: UITableViewCell {
    let title = UILabel()

    func paint() {
        title.textColor = Deck.ink
        backgroundColor = Deck.paper
    }
}

final class HintView: UIView {
    let hint = UILabel()

    func build() {
        let box = UIStackView()
        box.backgroundColor = UIColor(white: 1, alpha: 1)
        hint.textColor = Deck.ink.withAlphaComponent(0.5)
        box.addArrangedSubview(hint)
        addSubview(box)
    }
}
