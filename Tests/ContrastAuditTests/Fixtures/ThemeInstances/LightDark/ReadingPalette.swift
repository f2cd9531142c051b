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
