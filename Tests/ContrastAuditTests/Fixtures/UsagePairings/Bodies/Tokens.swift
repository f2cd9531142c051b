import UIKit

extension UIColor {
    static func hexColor(_ hex: String) -> UIColor {
        var rgb: UInt64 = 0
        Scanner(string: hex).scanHexInt64(&rgb)
        return UIColor(
            red: CGFloat((rgb >> 16) & 0xFF) / 255.0, green: CGFloat((rgb >> 8) & 0xFF) / 255.0,
            blue: CGFloat(rgb & 0xFF) / 255.0, alpha: 1)
    }
}

enum Tokens {
    enum Text {
        static let muted = "8a8f98"
        static let strong = "1c1e21"
    }
    enum State {
        static let open = "1a7f37"
        static let closed = "cf222e"
    }
}

extension String {
    var uiColor: UIColor {
        return UIColor.hexColor(self)
    }
}

enum Bar {
    static let fill = UIColor(red: 0.1, green: 0.1, blue: 0.1, alpha: 1)
    static let title = UIColor(white: 1, alpha: 1)
    static let torch = UIColor(red: 1, green: 0.8, blue: 0.2, alpha: 1)
}
