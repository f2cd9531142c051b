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
        let luminance = 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b)
        return luminance < 0.18
    }
}

/// The sRGB transfer function, undone.
func linear(_ c: CGFloat) -> CGFloat {
    c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
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

enum Accents {
    static let banner = UIColor(red: 0.2, green: 0.7, blue: 0.3, alpha: 1)
    static let toast = UIColor(red: 0.55, green: 0.55, blue: 0.55, alpha: 1)
    static let badge = UIColor(red: 0.8, green: 0.1, blue: 0.4, alpha: 1)
}

extension UIColor {
    /// The Rec. 709 weights on the encoded channels: luma, not WCAG luminance.
    var isBright: Bool {
        var r: CGFloat = 0
        var g: CGFloat = 0
        var b: CGFloat = 0
        getRed(&r, green: &g, blue: &b, alpha: nil)
        return 0.2126 * r + 0.7152 * g + 0.0722 * b > 0.6
    }

    /// YIQ weights whose sum is never divided by 1000: the scale of 128 is not known.
    var isPale: Bool {
        var r: CGFloat = 0
        var g: CGFloat = 0
        var b: CGFloat = 0
        getRed(&r, green: &g, blue: &b, alpha: nil)
        return r * 299 + g * 587 + b * 114 >= 128
    }
}

final class BannerController: UIViewController {
    override var preferredStatusBarStyle: UIStatusBarStyle {
        Accents.banner.isBright ? .darkContent : .lightContent
    }
}

final class ToastController: UIViewController {
    override var preferredStatusBarStyle: UIStatusBarStyle {
        Accents.toast.isPale ? .darkContent : .lightContent
    }
}

extension UIColor {
    /// Luminance through a nested function, which the reader skips: the measure is not known.
    var isDim: Bool {
        var r: CGFloat = 0
        var g: CGFloat = 0
        var b: CGFloat = 0
        getRed(&r, green: &g, blue: &b, alpha: nil)
        func decode(_ c: CGFloat) -> CGFloat { c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4) }
        return 0.2126 * decode(r) + 0.7152 * decode(g) + 0.0722 * decode(b) < 0.2
    }
}

final class BadgeController: UIViewController {
    override var preferredStatusBarStyle: UIStatusBarStyle {
        Accents.badge.isDim ? .lightContent : .darkContent
    }
}
