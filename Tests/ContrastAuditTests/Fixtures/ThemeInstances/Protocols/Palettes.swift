import UIKit

extension UIColor {
    convenience init(rgb: Int) {
        self.init(
            red: CGFloat((rgb >> 16) & 0xFF) / 255.0, green: CGFloat((rgb >> 8) & 0xFF) / 255.0,
            blue: CGFloat(rgb & 0xFF) / 255.0, alpha: 1)
    }
}

enum Swatch {
    static let paper = UIColor(rgb: 0xF7F7FA)
    static let coal = UIColor(rgb: 0x17161C)
    static let fog = UIColor(rgb: 0xF9F9FB)
    static let cobalt = UIColor(rgb: 0x1F5FD6)
    static let graphite = UIColor(rgb: 0x2A2932)
    static let cyan = UIColor(rgb: 0x3BC4F2)
    static let plum = UIColor(rgb: 0x2B1E4E)
}

protocol BrowserPalette {
    var surface: UIColor { get }
    var textPrimary: UIColor { get }
    var actionPrimary: UIColor { get }
}

protocol BrowserTheme {
    var palette: BrowserPalette { get }
}

struct DayTheme: BrowserTheme {
    var palette: BrowserPalette = DayPalette()
}

struct DuskTheme: BrowserTheme {
    var palette: BrowserPalette = DuskPalette()
}

struct PrivateTheme: BrowserTheme {
    var palette: BrowserPalette = PrivatePalette()
}

private struct DayPalette: BrowserPalette {
    var surface: UIColor = Swatch.paper
    var textPrimary: UIColor = Swatch.coal
    var actionPrimary: UIColor = Swatch.cobalt
}

private struct DuskPalette: BrowserPalette {
    var surface: UIColor = Swatch.graphite
    var textPrimary: UIColor = Swatch.fog
    var actionPrimary: UIColor = Swatch.cyan
}

private struct PrivatePalette: BrowserPalette {
    var surface: UIColor = Swatch.plum
    var textPrimary: UIColor = Swatch.fog
    var actionPrimary: UIColor = Swatch.cyan
}
