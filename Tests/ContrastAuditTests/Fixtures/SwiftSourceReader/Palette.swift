// swift-format-ignore-file
import UIKit

extension UIColor {
    convenience init(hex: String) {
        var text = hex.trimmingCharacters(in: .whitespacesAndNewlines)
        if text.hasPrefix("#") { text.removeFirst() }
        var value: UInt64 = 0
        Scanner(string: text).scanHexInt64(&value)
        let r = CGFloat((value >> 16) & 0xFF) / 255
        let g = CGFloat((value >> 8) & 0xFF) / 255
        let b = CGFloat(value & 0xFF) / 255
        self.init(red: r, green: g, blue: b, alpha: 1)
    }

    /// Alpha last: 0xRRGGBBAA.
    convenience init(rgba: UInt32) {
        self.init(
            red: CGFloat((rgba >> 24) & 0xFF) / 255.0,
            green: CGFloat((rgba >> 16) & 0xFF) / 255.0,
            blue: CGFloat((rgba >> 8) & 0xFF) / 255.0,
            alpha: CGFloat(rgba & 0xFF) / 255.0)
    }

    /// Alpha first: 0xAARRGGBB, in Display P3.
    convenience init(p3argb value: Int) {
        self.init(
            displayP3Red: CGFloat((value >> 16) & 0xFF) / 255,
            green: CGFloat((value >> 8) & 0xFF) / 255,
            blue: CGFloat(value & 0xFF) / 255,
            alpha: CGFloat((value >> 24) & 0xFF) / 255)
    }

    convenience init(rgb: Int) {
        self.init(red: CGFloat((rgb >> 16) & 0xFF) / 255, green: CGFloat((rgb >> 8) & 0xFF) / 255, blue: CGFloat(rgb & 0xFF) / 255, alpha: 1)
    }

    static let ink = UIColor(hex: "#1C1C1E")
    static let overlay = UIColor(rgba: 0x13052AB3)
    static let vivid = UIColor(p3argb: 0xB3FF2200)
    static let brandBlue = UIColor(rgb: 0x0A84FF)
    static let literal = UIColor(red: 28/255, green: CGFloat(0x1C) / 255.0, blue: 0.5 * 0.8, alpha: 1)
    static let dimmed = UIColor.black.withAlphaComponent(0.5)
    static let faint = brandBlue.withAlphaComponent(0.25)
    static let gray = UIColor(white: 0.2, alpha: 1)
    static let lit = #colorLiteral(red: 0.2, green: 0.4, blue: 0.6, alpha: 1)
    static let adaptive = UIColor { $0.userInterfaceStyle == .dark ? .white : UIColor(rgb: 0x111111) }
    static let provider = UIColor(dynamicProvider: { traits in
        if traits.userInterfaceLevel == .elevated {
            return UIColor(white: 0.3, alpha: 1)
        }
        switch traits.userInterfaceStyle {
        case .dark: return .black
        default: return .white
        }
    })
    static let contrasty = UIColor { traits in
        traits.accessibilityContrast == .high ? UIColor.black : UIColor.darkGray
    }
    static var computed: UIColor { return .brandBlue }
    static var background: UIColor { .systemBackground }
    static let fromServer = UIColor(hex: UserDefaults.standard.string(forKey: "color") ?? "")
    static let mystery = UIColor(hex: "#12345")
}

enum Theme {
    enum Colors {
        static let link = UIColor.brandBlue
        static let text: UIColor = .label
        static let card = Colors.link.withAlphaComponent(0.1)
    }
}

/// A hex-string helper that accepts #RGB, #RGBA, #RRGGBB and #RRGGBBAA, decided by the string's length.
extension UIColor {
    convenience init(hexString: String) {
        var red: CGFloat = 0, green: CGFloat = 0, blue: CGFloat = 0
        var alpha: CGFloat = 1
        guard hexString.hasPrefix("#") else {
            self.init(white: 0, alpha: 1)
            return
        }
        let digits = String(hexString[hexString.index(after: hexString.startIndex)...])
        var number: UInt64 = 0
        let scanner = Scanner(string: digits)
        if scanner.scanHexInt64(&number) {
            switch digits.count {
            case 3:
                red = CGFloat((number >> 8) & 0xF) / 15
                green = CGFloat((number >> 4) & 0xF) / 15
                blue = CGFloat(number & 0xF) / 15
            case 8:
                red = CGFloat((number & 0xFF00_0000) >> 24) / 255
                green = CGFloat((number & 0x00FF_0000) >> 16) / 255
                blue = CGFloat((number & 0x0000_FF00) >> 8) / 255
                alpha = CGFloat(number & 0x0000_00FF) / 255
            default:
                red = CGFloat((number >> 16) & 0xFF) / 255
                green = CGFloat((number >> 8) & 0xFF) / 255
                blue = CGFloat(number & 0xFF) / 255
            }
        } else {
            print("not hex")
        }
        self.init(red: red, green: green, blue: blue, alpha: alpha)
    }
}

enum Generated {
    static let short = UIColor(hexString: "#F80")
    static let withAlpha = UIColor(hexString: "#11223380")
    static let full = UIColor(hexString: "#ABCDEF")
}
