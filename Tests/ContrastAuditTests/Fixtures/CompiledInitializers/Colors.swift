import SwiftUI
import UIKit

// Helpers whose bodies are one `self.init(...)` computed from the parameters (run compiled), and helpers near
// that shape whose calls fall back to the generic evaluator.
extension UIColor {
    convenience init(rgb: Int) {
        self.init(
            red: CGFloat((rgb >> 16) & 0xFF) / 255, green: CGFloat((rgb >> 8) & 0xFF) / 255,
            blue: CGFloat(rgb & 0xFF) / 255, alpha: 1)
    }

    convenience init(r: Int, g: Int, b: Int, a: CGFloat = 1) {
        self.init(red: CGFloat(r) / 255, green: CGFloat(g) / 255, blue: CGFloat(b) / 255, alpha: a)
    }

    convenience init(gray: Int) {
        self.init(white: CGFloat(gray) / 255, alpha: 1)
    }

    convenience init(steps value: Int) {
        self.init(red: Double(value / 3) / 100, green: Double(value % 7) / 10, blue: 0.5 * 1, alpha: 1 - 0.25)
    }

    convenience init(literal value: Int) {
        self.init(red: 28 / 255, green: value / 255, blue: Double(Int(value) << 1) / 1000, alpha: 1)
    }

    convenience init(overflow value: Int) {
        self.init(red: CGFloat(value) / 0, green: 1, blue: 1, alpha: 1)
    }

    convenience init(missing value: Int) {
        self.init(red: CGFloat(value) / 255, green: 0)
    }

    convenience init(hue degrees: Int) {
        self.init(hue: CGFloat(degrees) / 360, saturation: 0.5, brightness: 0.75, alpha: 1)
    }

    convenience init(anything value: Any) {
        self.init(red: value, green: 0, blue: 0, alpha: 1)
    }
}

extension Color {
    init(rgb: Int) {
        self.init(
            red: Double((rgb >> 16) & 0xFF) / 255, green: Double((rgb >> 8) & 0xFF) / 255,
            blue: Double(rgb & 0xFF) / 255)
    }
}

enum Palette {
    static let charcoal = UIColor(rgb: 0x1C1C1E)
    static let mint = UIColor(r: 12, g: 200, b: 99)
    static let veil = UIColor(r: 12, g: 200, b: 99, a: 0.5)
    static let mid = UIColor(gray: 128)
    static let stepped = UIColor(steps: 250)
    static let written = UIColor(literal: 51)
    static let infinite = UIColor(overflow: 3)
    static let partial = UIColor(missing: 3)
    static let sky = UIColor(hue: 200)
    static let text = UIColor(anything: "text")
    static let big = UIColor(rgb: 0xFFFFFF + 1)
    static let swiftUIBrand = Color(rgb: 0x3366CC)
    static let adaptive = UIColor { $0.userInterfaceStyle == .dark ? UIColor(rgb: 0x111111) : UIColor(rgb: 0xEEEEEE) }
}
