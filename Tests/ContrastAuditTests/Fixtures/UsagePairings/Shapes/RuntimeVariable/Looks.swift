import UIKit

protocol Look {
    var ink: UIColor { get }
    var page: UIColor { get }
}

struct SunLook: Look {
    var ink: UIColor { UIColor(red: 0.1, green: 0.1, blue: 0.1, alpha: 1) }
    var page: UIColor { .white }
}

struct MoonLook: Look {
    var ink: UIColor { .white }
    var page: UIColor { UIColor(red: 0.2, green: 0.2, blue: 0.2, alpha: 1) }
}

// The look is switched while the app runs: its first value is no answer.
final class LookManager {
    static let shared = LookManager()
    var isMoon = false
    var current: Look { isMoon ? MoonLook() : SunLook() }
}

extension UIColor {
    static var lookInk: UIColor { LookManager.shared.current.ink }
    static var lookPage: UIColor { LookManager.shared.current.page }
}

final class NoteView: UIView {
    let label = UILabel()

    func restyle() {
        addSubview(label)
        backgroundColor = .lookPage
        label.textColor = .lookInk
    }
}
