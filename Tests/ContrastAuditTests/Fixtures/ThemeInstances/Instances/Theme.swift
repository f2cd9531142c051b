import UIKit

extension UIColor {
    convenience init(_ hex: Int, alpha: CGFloat = 1) {
        self.init(
            red: CGFloat((hex >> 16) & 0xFF) / 255, green: CGFloat((hex >> 8) & 0xFF) / 255,
            blue: CGFloat(hex & 0xFF) / 255, alpha: alpha)
    }

    fileprivate static let ink = UIColor(0x1B1B1F)
    fileprivate static let slate = UIColor(0x6B6F76)
    fileprivate static let ivory = UIColor(0xFFFDF7)
    fileprivate static let parchment = UIColor(0xF3E9D2)
    fileprivate static let umber = UIColor(0x7A6A55)
    fileprivate static let midnight = UIColor(0x15171C)
    fileprivate static let mist = UIColor(0xC9CDD4)
    fileprivate static let azure = UIColor(0x2F62C8)
    fileprivate static let sky = UIColor(0x7FA8FF)
}

/// One palette per theme; `link` has a default argument, `caption` is a computed alias.
final class Palette: NSObject {
    fileprivate static let light = Palette(background: .ivory, card: .white, text: .ink, secondaryText: .slate)
    fileprivate static let sepia = Palette(
        background: .parchment, card: .parchment, text: .ink, secondaryText: .umber)
    fileprivate static let dark = Palette(
        background: .midnight, card: .black, text: .mist, secondaryText: .slate, link: .sky)

    let background: UIColor
    let card: UIColor
    let text: UIColor
    let secondaryText: UIColor
    let link: UIColor

    var caption: UIColor {
        return secondaryText
    }

    init(background: UIColor, card: UIColor, text: UIColor, secondaryText: UIColor, link: UIColor = .azure) {
        self.background = background
        self.card = card
        self.text = text
        self.secondaryText = secondaryText
        self.link = link
    }
}

final class AppTheme: NSObject {
    static let standard = AppTheme.light

    let palette: Palette
    let isDark: Bool
    let name: String

    static let light = AppTheme(palette: .light, isDark: false, name: "light")
    static let sepia = AppTheme(palette: .sepia, isDark: false, name: "sepia")
    static let dark = AppTheme(palette: .dark, isDark: true, name: "dark")
    static let darkDimmed = AppTheme(palette: .dark, isDark: true, name: "dark-dimmed")

    init(palette: Palette, isDark: Bool, name: String) {
        self.palette = palette
        self.isDark = isDark
        self.name = name
    }
}
