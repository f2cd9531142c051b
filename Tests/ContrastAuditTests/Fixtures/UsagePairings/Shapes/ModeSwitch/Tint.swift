import UIKit

// A style singleton whose initializer switches it to the mode a setting names: the stored values are only
// where it starts.
final class Tint: NSObject {
    static let shared: Tint = {
        let tint = Tint()
        tint.applyMode()
        return tint
    }()

    var ink: UIColor = .black
    var sheet = UIColor(red: 240 / 255, green: 240 / 255, blue: 240 / 255, alpha: 1)
    var accent: UIColor = UIColor(red: 0, green: 0.4, blue: 0.8, alpha: 1)
    let rule: UIColor = .lightGray

    func applyMode() {
        if Settings.night() {
            ink = .white
            self.sheet = .black
        } else {
            ink = .black
            self.sheet = UIColor(red: 247 / 255, green: 247 / 255, blue: 247 / 255, alpha: 1)
        }
        var shade = accent
        shade = shade.withAlphaComponent(0.5)
        record(shade)
    }

    func record(_ color: UIColor) {}
}

// A static one set by a static function.
enum Brand {
    static var primary = UIColor(red: 0.2, green: 0.3, blue: 0.4, alpha: 1)
    static let secondary = UIColor(red: 0.9, green: 0.9, blue: 0.9, alpha: 1)

    static func adopt(_ server: UIColor) {
        primary = server
    }

    // Set again whenever the level changes.
    static var highlight = UIColor(red: 1, green: 0.8, blue: 0.2, alpha: 1)
    static var level = 0 {
        didSet { highlight = level > 2 ? .orange : .yellow }
    }
}

// A struct's copy is changed by its mutating method; a constant instance keeps its stored values.
struct Look {
    var paper: UIColor = UIColor(red: 1, green: 0.98, blue: 0.94, alpha: 1)

    mutating func dim() {
        paper = .gray
    }
}

final class NoticeCell: UITableViewCell {
    let caption = UILabel()
    // The cell's own state, set by its `apply()`: no color of the theme.
    private var emphasis: UIColor = .black

    func apply(urgent: Bool) {
        emphasis = urgent ? .red : .black
        caption.textColor = Tint.shared.ink
        backgroundColor = Tint.shared.sheet
    }
}

final class RuleCell: UITableViewCell {
    let caption = UILabel()

    func paint() {
        caption.textColor = Tint.shared.accent
        backgroundColor = Tint.shared.rule
    }
}

// An instance whose member no file gives a value: that member is listed unresolvable, not dropped.
struct Pair {
    let light: UIColor
    let dark: UIColor
    var color: UIColor { UIColor { $0.userInterfaceStyle == .dark ? dark : light } }
    var cgColor: CGColor { color.cgColor }
}

enum Wrapped {
    static let stray = Pair(light: Prefs.value, dark: .black)
}

// A dark theme's default the reader cannot run (`darker(by:)` is in no file read): unresolvable, never the
// base protocol's default in its place.
protocol Mood {
    var ink: UIColor { get }
    var page: UIColor { get }
}

extension Mood {
    var ink: UIColor { .black }
    var page: UIColor { .white }
}

protocol DarkMood: Mood {}

extension DarkMood {
    var ink: UIColor { .white }
    var page: UIColor { UIColor.black.darker(by: 7) }
}

struct DayMood: Mood {}

struct NightMood: DarkMood {}

final class MoodCell: UITableViewCell {
    let caption = UILabel()

    func apply(mood: Mood) {
        caption.textColor = mood.ink
        backgroundColor = mood.page
    }
}
