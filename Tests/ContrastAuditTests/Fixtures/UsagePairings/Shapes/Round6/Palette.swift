import SwiftUI
import UIKit

enum Shade: String {
    case coal = "202124"
    case chalk = "F8F9FA"
}

extension UIColor {
    convenience init(hexCode: String) {
        var bits: UInt64 = 0
        Scanner(string: hexCode).scanHexInt64(&bits)
        self.init(
            red: CGFloat((bits >> 16) & 0xFF) / 255, green: CGFloat((bits >> 8) & 0xFF) / 255,
            blue: CGFloat(bits & 0xFF) / 255, alpha: 1)
    }

    convenience init(shade: Shade) {
        self.init(hexCode: shade.rawValue)
    }

    // Light and dark behind the usual availability guard.
    convenience init(day: Shade, night: Shade) {
        guard #available(iOS 13.0, *) else {
            self.init(shade: day)
            return
        }
        self.init(dynamicProvider: { traits in
            traits.userInterfaceStyle == .dark ? UIColor(shade: night) : UIColor(shade: day)
        })
    }

    static var bodyText: UIColor { UIColor(day: .coal, night: .chalk) }
    static var pageFill: UIColor { UIColor(day: .chalk, night: .coal) }
    // A case declared in a file not read: not evaluated, never black.
    static var stray: UIColor { UIColor(shade: .ocean40) }
}

// `.blue` for a `Color` property is SwiftUI's system blue, not UIKit's pure blue.
struct Scheme {
    var accent: Color
    var base: Color

    static let everyday = Scheme(accent: .blue, base: .white)
}

// A protocol's requirement gives way to its extension's default.
protocol Look {
    var ink: UIColor { get }
    var paper: UIColor { get }
}

extension Look {
    var ink: UIColor { UIColor(red: 0.1, green: 0.1, blue: 0.12, alpha: 1) }
}

// An initializer whose first parameter is no color: each argument still takes its own parameter's flavor.
struct Tints {
    let mode: Int
    let go: Color

    init(mode: Int, go: Color) {
        self.mode = mode
        self.go = go
    }

    static let basic = Tints(mode: 0, go: .green)
}
