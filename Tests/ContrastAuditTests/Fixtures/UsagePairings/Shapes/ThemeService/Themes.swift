import UIKit

protocol Theme {
    var tintColor: UIColor { get }
    var badgeColor: UIColor { get }
    var paperColor: UIColor { get }
}

// Defaults every theme may override; `badgeColor` reads the theme's own tint.
extension Theme {
    var tintColor: UIColor { UIColor(red: 0.6, green: 0.4, blue: 1, alpha: 1) }
    var badgeColor: UIColor { tintColor }
    var paperColor: UIColor { .white }
}

struct LavenderTheme: Theme {}

struct HarborTheme: Theme {
    var tintColor: UIColor { UIColor(red: 0.1, green: 0.3, blue: 0.6, alpha: 1) }
}

struct GraphiteTheme: Theme {
    var tintColor: UIColor { UIColor(red: 0.8, green: 0.8, blue: 0.85, alpha: 1) }
    var paperColor: UIColor { UIColor(red: 0.1, green: 0.1, blue: 0.12, alpha: 1) }
}

// The theme the user picked, swapped while the app runs.
final class ThemeCenter: NSObject {
    static let shared = ThemeCenter()
    var theme: Theme = LavenderTheme()
}

final class BadgeCell: UITableViewCell {
    let badge = UILabel()

    func restyle() {
        contentView.addSubview(badge)
        backgroundColor = ThemeCenter.shared.theme.paperColor
        badge.textColor = ThemeCenter.shared.theme.badgeColor
    }
}
