import UIKit

extension UIColor {
    convenience init(rgb: Int) {
        self.init(
            red: CGFloat((rgb >> 16) & 0xFF) / 255, green: CGFloat((rgb >> 8) & 0xFF) / 255,
            blue: CGFloat(rgb & 0xFF) / 255, alpha: 1)
    }
}

final class Theme {
    enum ThemeType: Int {
        case light, dark
        case rosé
    }

    static let sharedTheme = Theme()
    var activeTheme: ThemeType = .light
}

/// Generated: one constant per role and theme, one switch per role.
enum ThemeColor {
    private static let primaryText01Light = UIColor(rgb: 0x292B2E)
    private static let primaryText01Dark = UIColor(rgb: 0xFFFFFF)
    private static let primaryText01Rosé = UIColor(rgb: 0x8A7F79)
    private static let primaryUi01Light = UIColor(rgb: 0xFFFFFF)
    private static let primaryUi01Dark = UIColor(rgb: 0x292B2E)
    private static let primaryUi01Rosé = UIColor(rgb: 0xFFF0EB)

    static func primaryText01(for theme: Theme.ThemeType? = nil) -> UIColor {
        let theme = theme ?? Theme.sharedTheme.activeTheme
        switch theme {
        case .light:
            return ThemeColor.primaryText01Light
        case .dark:
            return ThemeColor.primaryText01Dark
        case .rosé:
            return ThemeColor.primaryText01Rosé
        }
    }

    static func primaryUi01(for theme: Theme.ThemeType? = nil) -> UIColor {
        let theme = theme ?? Theme.sharedTheme.activeTheme
        switch theme {
        case .light:
            return ThemeColor.primaryUi01Light
        case .dark:
            return ThemeColor.primaryUi01Dark
        case .rosé:
            return ThemeColor.primaryUi01Rosé
        }
    }

    /// Not a table: the color depends on the podcast's, known at run time.
    static func playerHighlight01(podcastColor: UIColor) -> UIColor {
        podcastColor.withAlphaComponent(0.5)
    }
}
