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
