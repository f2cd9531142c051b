import UIKit

extension UIColor {
    convenience init(rgb: Int) {
        self.init(
            red: CGFloat((rgb >> 16) & 0xFF) / 255, green: CGFloat((rgb >> 8) & 0xFF) / 255,
            blue: CGFloat(rgb & 0xFF) / 255, alpha: 1)
    }
}

/// The reading screen's colors: one palette for light mode, one for dark mode.
struct ReadingPalette {
    let page: UIColor
    let text: UIColor
    let caption: UIColor
    var link: UIColor = UIColor(rgb: 0x1D5FC9)

    static let light = ReadingPalette(
        page: UIColor(rgb: 0xFFFFFF), text: UIColor(rgb: 0x1C1C1E), caption: UIColor(rgb: 0x6C6C70))
    static let dark = ReadingPalette(
        page: UIColor(rgb: 0x1C1C1E), text: UIColor(rgb: 0xF2F2F7), caption: UIColor(rgb: 0x98989D),
        link: UIColor(rgb: 0x64A8FF))
}

/// A user-picked set of themes: three instances, so each stays a theme of its own.
struct ReaderTheme {
    let background: UIColor
    let foreground: UIColor

    static let light = ReaderTheme(background: UIColor(rgb: 0xFAFAFA), foreground: UIColor(rgb: 0x222222))
    static let sepia = ReaderTheme(background: UIColor(rgb: 0xF4ECD8), foreground: UIColor(rgb: 0x5B4636))
    static let dark = ReaderTheme(background: UIColor(rgb: 0x121212), foreground: UIColor(rgb: 0xE0E0E0))
}

/// Three themes, but the code picks light or dark by the appearance: those two are one theme's appearances.
struct ArticleTheme {
    let surface: UIColor
    let body: UIColor

    static let light = ArticleTheme(surface: UIColor(rgb: 0xFFFFFF), body: UIColor(rgb: 0x333333))
    static let sepia = ArticleTheme(surface: UIColor(rgb: 0xF8F1E3), body: UIColor(rgb: 0x4F321C))
    static let dark = ArticleTheme(surface: UIColor(rgb: 0x000000), body: UIColor(rgb: 0xB0B0B0))

    static var current: ArticleTheme {
        UITraitCollection.current.userInterfaceStyle == .dark ? .dark : .light
    }
}

/// `current` is light's palette in light mode but a palette of its own in dark mode: a theme of its own.
struct BannerStyle {
    let fill: UIColor
    let label: UIColor

    static let light = BannerStyle(fill: UIColor(rgb: 0xFFFFFF), label: UIColor(rgb: 0x0A0A0A))
    static let sepia = BannerStyle(fill: UIColor(rgb: 0xF4ECD8), label: UIColor(rgb: 0x3B2A1A))
    static let night = BannerStyle(fill: UIColor(rgb: 0x1E1E1E), label: UIColor(rgb: 0xD0D0D0))

    static var current: BannerStyle {
        UITraitCollection.current.userInterfaceStyle == .dark
            ? BannerStyle(fill: UIColor(rgb: 0x101010), label: UIColor(rgb: 0xEEEEEE)) : .light
    }
}

/// Two button styles one screen can show side by side: not appearances.
struct ButtonStyle {
    let fill: UIColor
    let title: UIColor

    static let light = ButtonStyle(fill: UIColor(rgb: 0xFFFFFF), title: UIColor(rgb: 0x000000))
    static let dark = ButtonStyle(fill: UIColor(rgb: 0x000000), title: UIColor(rgb: 0xFFFFFF))
}
