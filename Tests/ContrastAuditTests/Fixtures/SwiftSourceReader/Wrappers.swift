// swift-format-ignore-file
import SwiftUI
import UIKit

struct SchemeColor {
    let light: UIColor
    let dark: UIColor

    var color: UIColor {
        UIColor { traits in traits.userInterfaceStyle == .dark ? dark : light }
    }
}

/// Deliberately named so that argument names would mislead: `first` is used in dark mode.
struct SwappedColor {
    let first: UIColor
    let second: UIColor

    var uiColor: UIColor {
        UIColor { $0.userInterfaceStyle == .light ? second : first }
    }
}

struct AdaptiveColor {
    let base: (light: UIColor, dark: UIColor)
    let elevated: (light: UIColor, dark: UIColor)
}

extension UIColor {
    convenience init(_ adaptive: AdaptiveColor) {
        self.init { traits in
            let pair = traits.userInterfaceLevel == .elevated ? adaptive.elevated : adaptive.base
            return traits.userInterfaceStyle == .dark ? pair.dark : pair.light
        }
    }
}

enum ButtonColors {
    static let background = SchemeColor(light: .white, dark: UIColor(white: 0.1, alpha: 1))
    static let text = SwappedColor(first: .white, second: .black)
    static let surface = AdaptiveColor(
        base: (light: .white, dark: .black),
        elevated: (light: UIColor(white: 0.95, alpha: 1), dark: UIColor(white: 0.17, alpha: 1)))
}

extension Color {
    static let sunrise = Color(red: 1, green: 0.5, blue: 0.25, opacity: 0.9)
    static let deepP3 = Color(.displayP3, red: 0.9, green: 0.2, blue: 0.1, opacity: 1)
    static let canvas = Color(.secondarySystemBackground)
    static let bridged = Color(uiColor: .systemGreen)
    static let tint = Color.blue.opacity(0.5)
    static let fixedRed: Color = .red
    static let hued = Color(hue: 0.5, saturation: 0.5, brightness: 0.5)
}

struct Card: View {
    @Environment(\.colorScheme) var colorScheme
    var fill: Color { colorScheme == .dark ? Color(white: 0.2) : .white }
    var body: some View { Rectangle().fill(fill) }
}

/// A SwiftUI pair bridged to UIKit through a provider property.
struct DynamicPair {
    let lightColor: Color
    let darkColor: Color

    init(lightColor: Color, darkColor: Color) {
        self.lightColor = lightColor
        self.darkColor = darkColor
    }

    init(staticColor: Color) {
        self.lightColor = staticColor
        self.darkColor = staticColor
    }
}

#if canImport(UIKit)
extension DynamicPair {
    var provider: (UITraitCollection) -> UIColor {
        { traits in
            switch traits.userInterfaceStyle {
            case .dark: return UIColor(darkColor)
            case .light, .unspecified: return UIColor(lightColor)
            @unknown default: return UIColor(lightColor)
            }
        }
    }

    var uiColor: UIColor { UIColor(dynamicProvider: provider) }
}
#endif

extension Color {
    static func shade(_ amount: Double) -> Color { .black.opacity(amount) }
    static func tint(_ amount: Double) -> Color { .white.opacity(amount) }
}

enum Palette {
    private static let hex474747 = Color(0x474747)
    static let textPrimary = DynamicPair(lightColor: .shade(0.84), darkColor: .tint(0.84))
    static let accent = DynamicPair(lightColor: .red, darkColor: hex474747)
    static let fixed = DynamicPair(staticColor: .blue)
}

extension Color {
    init(_ hex: UInt32, opacity: Double = 1) {
        self.init(.sRGB, red: Double((hex >> 16) & 0xFF) / 255, green: Double((hex >> 8) & 0xFF) / 255,
                  blue: Double(hex & 0xFF) / 255, opacity: opacity)
    }
}
