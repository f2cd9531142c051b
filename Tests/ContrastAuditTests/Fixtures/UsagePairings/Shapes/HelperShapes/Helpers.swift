import UIKit

extension UIColor {
    // The widespread hex helper: four names declared together, then assigned as one tuple.
    convenience init(hexCode: String) {
        let hex = hexCode.trimmingCharacters(in: CharacterSet.alphanumerics.inverted)
        var int = UInt64()
        Scanner(string: hex).scanHexInt64(&int)
        let a, r, g, b: UInt64
        switch hex.count {
        case 6:
            (a, r, g, b) = (255, int >> 16, int >> 8 & 0xFF, int & 0xFF)
        case 8:
            (a, r, g, b) = (int >> 24, int >> 16 & 0xFF, int >> 8 & 0xFF, int & 0xFF)
        default:
            (a, r, g, b) = (255, 0, 0, 0)
        }
        self.init(red: CGFloat(r) / 255, green: CGFloat(g) / 255, blue: CGFloat(b) / 255, alpha: CGFloat(a) / 255)
    }

    // Bytes passed as an unlabelled tuple for a labelled tuple parameter.
    convenience init(rgba: (red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat)) {
        self.init(red: rgba.red / 255, green: rgba.green / 255, blue: rgba.blue / 255, alpha: rgba.alpha)
    }

    convenience init(rgb: (red: CGFloat, green: CGFloat, blue: CGFloat)) {
        self.init(rgba: (red: rgb.red, green: rgb.green, blue: rgb.blue, alpha: 1))
    }

    static func twoTone(light: UIColor, dark: UIColor? = nil) -> UIColor {
        if let dark {
            return UIColor { trait in trait.userInterfaceStyle == .dark ? dark : light }
        }
        return light
    }
}

enum Shades {
    static let paper = UIColor(hexCode: "fdf7b2")
    static let veil = UIColor(hexCode: "65444444")
    static let slate = UIColor(rgb: (51, 55, 58))
    static let slateHalf = UIColor(rgba: (51, 55, 58, 0.5))
    // The legacy text colors, through a helper.
    static let body = UIColor.twoTone(light: .darkText, dark: .lightText)
    // A name no file declares, through the same helper: unresolved, not dropped.
    static let stray = UIColor.twoTone(light: .fooText, dark: .black)
}

enum Signal {
    case alarm
    case calm

    var uiColor: UIColor {
        switch self {
        case .alarm:
            return UIColor(red: 1, green: 59 / 255, blue: 48 / 255, alpha: 1)
        case .calm:
            return UIColor(red: 52 / 255, green: 199 / 255, blue: 89 / 255, alpha: 1)
        }
    }
}

enum Banner {
    static let alarmFill = Signal.alarm.uiColor
    static let calmFill = Signal.calm.uiColor
}

extension UIColor {
    // A closure whose declared result is a labelled tuple returns unlabelled ones.
    convenience init(day: UIColor, night: UIColor) {
        let pick: (_ isDark: Bool) -> (value: UIColor, alpha: CGFloat) = { isDark in
            if isDark {
                return (night, 1)
            }
            return (day, 0.5)
        }
        self.init(dynamicProvider: { traits in
            let chosen = pick(traits.userInterfaceStyle == .dark)
            return chosen.value.withAlphaComponent(chosen.alpha)
        })
    }
}

enum Picked {
    static let ink = UIColor(day: .black, night: .white)
}
