import UIKit

/// A button whose style carries its color: filled (white title on the color) or bare (the color on what
/// holds the button).
final class Pill: UIButton {
    enum Look {
        case filled(UIColor)
        case bare(UIColor)

        var title: UIColor {
            switch self {
            case .filled:
                return .white
            case .bare(let color):
                return color
            }
        }

        var fill: UIColor {
            switch self {
            case let .filled(color):
                return color
            case .bare:
                return .clear
            }
        }
    }

    init(look: Look = .filled(Shade.accent)) {
        super.init(frame: .zero)
        setTitleColor(look.title, for: .normal)
        backgroundColor = look.fill
    }

    required init?(coder: NSCoder) { fatalError() }
}

enum Shade {
    static let ink = UIColor(red: 0.1, green: 0.1, blue: 0.12, alpha: 1)
    static let muted = UIColor(red: 0.4, green: 0.4, blue: 0.45, alpha: 1)
    // A `static var`, as many apps write their palette: still the token, when passed to a construction.
    static var accent = UIColor(red: 0.1, green: 0.3, blue: 0.7, alpha: 1)
    static let alert = UIColor(red: 0.8, green: 0.1, blue: 0.1, alpha: 1)
    static let card = UIColor(red: 0.97, green: 0.96, blue: 0.93, alpha: 1)
    static let sheet = UIColor(white: 1, alpha: 1)
}
