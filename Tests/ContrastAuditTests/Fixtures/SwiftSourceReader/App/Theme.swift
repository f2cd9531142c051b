// swift-format-ignore-file
import UIKit

/// Uses the palette declared in Colors.swift.
struct AppTheme {
    static let link: UIColor = .brandBlue
    static let background = UIColor.paper
    static let pressed = UIColor.brandBlue.withAlphaComponent(0.6)
    static let chrome = UIColor(dynamicProvider: { traits in
        switch traits.userInterfaceStyle {
        case .dark:
            return UIColor(0x202124)
        default:
            return .paper
        }
    })
}
