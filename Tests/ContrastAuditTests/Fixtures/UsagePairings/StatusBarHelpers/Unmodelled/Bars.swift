import UIKit

enum Palette {
    static let header = UIColor(red: 0.3, green: 0.6, blue: 0.9, alpha: 1)
    static let footer = UIColor(red: 0.9, green: 0.4, blue: 0.1, alpha: 1)
}

/// YIQ brightness on 0-255 components.
func isLight(_ color: UIColor) -> Bool {
    var r: CGFloat = 0
    var g: CGFloat = 0
    var b: CGFloat = 0
    color.getRed(&r, green: &g, blue: &b, alpha: nil)
    let yiq = (r * 255 * 299 + g * 255 * 587 + b * 255 * 114) / 1000
    return yiq >= 128
}

extension UIColor {
    /// WCAG relative luminance.
    var isDarkByLuminance: Bool {
        var r: CGFloat = 0
        var g: CGFloat = 0
        var b: CGFloat = 0
        getRed(&r, green: &g, blue: &b, alpha: nil)
        func linear(_ c: CGFloat) -> CGFloat { c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4) }
        let luminance = 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b)
        return luminance < 0.18
    }
}

final class HeaderController: UIViewController {
    override var preferredStatusBarStyle: UIStatusBarStyle {
        isLight(Palette.header) ? .darkContent : .lightContent
    }
}

final class FooterController: UIViewController {
    override var preferredStatusBarStyle: UIStatusBarStyle {
        Palette.footer.isDarkByLuminance ? .lightContent : .darkContent
    }
}
