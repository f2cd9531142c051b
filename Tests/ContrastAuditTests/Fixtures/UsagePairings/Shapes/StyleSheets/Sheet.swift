import UIKit

/// The properties a style sets; the app applies them to the views that use the style.
final class Style {
    var backgroundColor: UIColor?
    var barTintColor: UIColor?
    var fontColor: UIColor?
    var fontColorDetailed: UIColor?
    var fontColorDisabled: UIColor?
    var tintColor: UIColor?

    static func add(_ build: (Style) -> Void) -> Style {
        let style = Style()
        build(style)
        return style
    }
}

enum Sheet {
    case cell
    case blueButton
    case navigationBar
    case searchBar
    case tabBar

    func style() -> Style {
        switch self {
        case .cell:
            return .add { s in
                s.backgroundColor = Ink.paper
                s.fontColor = Ink.text
                s.fontColorDetailed = Ink.detail
            }
        case .blueButton:
            return .add { s in
                s.fontColor = Ink.paper
                s.backgroundColor = Ink.link
                s.fontColorDisabled = Ink.detail
            }
        case .navigationBar:
            return .add { s in
                s.barTintColor = Ink.bar
                s.fontColor = Ink.paper
            }
        case .searchBar:
            // The text sits in the search field, not on the bar: not guessed.
            return .add { s in
                s.backgroundColor = Ink.paper
                s.barTintColor = Ink.bar
                s.fontColor = Ink.text
            }
        case .tabBar:
            // Both in one color: nothing to choose between.
            return .add { s in
                s.backgroundColor = Ink.paper
                s.barTintColor = Ink.paper
                s.fontColor = Ink.detail
            }
        }
    }
}

enum Ink {
    static let paper = UIColor(white: 1, alpha: 1)
    static let text = UIColor(white: 0.1, alpha: 1)
    static let detail = UIColor(white: 0.45, alpha: 1)
    static let link = UIColor(red: 0.1, green: 0.5, blue: 0.9, alpha: 1)
    static let bar = UIColor(red: 0, green: 0.4, blue: 0.2, alpha: 1)
}
