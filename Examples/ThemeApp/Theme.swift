import UIKit

// A small reading app's color scheme, kept where most apps keep theirs: in code.
//
//   swift run audit check Examples/ThemeApp
//
// `Style` is the classic style singleton: four colors from one hue, and a status-bar rule that picks
// light text on a dark bar by the bar's HSB brightness. `Palette` holds the colors that change with the
// appearance, through the app's own `SchemeColor` wrapper.

/// The four colors of the reader screen.
final class Style {
    static let shared = Style()

    var backgroundColor = UIColor(hue: 0.58, saturation: 0.08, brightness: 0.98, alpha: 1)
    var textColor = UIColor(hue: 0.58, saturation: 0.60, brightness: 0.20, alpha: 1)
    var accentColor = UIColor(hue: 0.58, saturation: 0.75, brightness: 0.85, alpha: 1)
    var barColor = UIColor(hue: 0.58, saturation: 0.55, brightness: 0.72, alpha: 1)

    /// Light text on a dark bar: the bar is dark when its brightness is below 0.7.
    var statusBarStyle: UIStatusBarStyle {
        var brightness: CGFloat = 0
        barColor.getHue(nil, saturation: nil, brightness: &brightness, alpha: nil)
        return brightness < 0.7 ? .lightContent : .darkContent
    }
}

/// A color with one value for light mode and one for dark mode.
struct SchemeColor {
    let light: UIColor
    let dark: UIColor

    var color: UIColor {
        UIColor { traits in
            traits.userInterfaceStyle == .dark ? self.dark : self.light
        }
    }
}

extension UIColor {
    /// `0xRRGGBB`, as the design files write it.
    convenience init(rgb: Int) {
        self.init(
            red: CGFloat((rgb >> 16) & 0xFF) / 255,
            green: CGFloat((rgb >> 8) & 0xFF) / 255,
            blue: CGFloat(rgb & 0xFF) / 255,
            alpha: 1)
    }
}

/// Colors that follow the appearance.
enum Palette {
    static let cardBackground = SchemeColor(light: .white, dark: UIColor(rgb: 0x1F2226))
    static let cardText = SchemeColor(light: UIColor(rgb: 0x1B1D21), dark: UIColor(rgb: 0xE8EAED))
    static let secondaryText = SchemeColor(light: UIColor(rgb: 0x8A8F98), dark: UIColor(rgb: 0x6B7079))
    static let badge = SchemeColor(light: UIColor(named: "Brand")!, dark: UIColor(named: "Brand")!)
    static let badgeText = SchemeColor(light: .white, dark: .white)
    static let separator = UIColor.separator
}
