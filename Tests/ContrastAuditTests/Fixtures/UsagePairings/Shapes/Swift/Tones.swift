import UIKit

extension UIColor {
    /// `#RRGGBB` through a scanner, as many apps write it.
    convenience init(hexString: String) {
        var bits: UInt64 = 0
        Scanner(string: hexString.replacingOccurrences(of: "#", with: "")).scanHexInt64(&bits)
        self.init(
            red: CGFloat((bits >> 16) & 0xFF) / 255, green: CGFloat((bits >> 8) & 0xFF) / 255,
            blue: CGFloat(bits & 0xFF) / 255, alpha: 1)
    }

    /// A function of the color it is read on: no constant.
    var softened: UIColor { withAlphaComponent(0.6) }

    static let spinner = UIColor(red: 0, green: 0.39, blue: 0.24, alpha: 1)
    static let meter = UIColor(red: 0.55, green: 0.2, blue: 0.6, alpha: 1)
}

struct Tones {
    let surface: UIColor
    let text: UIColor

    static let dawn = Tones(surface: .init(hexString: "#F4F4F8"), text: .init(hexString: "#5C5C66"))
    static let dusk = Tones(surface: .init(hexString: "#1A2230"), text: .init(hexString: "#C8D0DC"))
}

enum Period {
    case dawn, dusk

    var tones: Tones {
        switch self {
        case .dawn: return .dawn
        case .dusk: return .dusk
        }
    }
}
