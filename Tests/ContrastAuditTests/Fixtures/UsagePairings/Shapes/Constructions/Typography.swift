import UIKit

/// A house label: its style enum picks the text color, unless the caller passes one.
protocol TypeStyle {
    var ink: UIColor { get }
}

enum TypeRole: TypeStyle {
    case heading
    case body
    case fine

    var ink: UIColor {
        if self == .fine {
            return Shade.muted
        }
        return Shade.ink
    }
}

class StyledLabel<Role: TypeStyle>: UILabel {
    private let role: Role

    init(_ role: Role, ink: UIColor? = nil, lines: Int = 0) {
        self.role = role
        super.init(frame: .zero)
        numberOfLines = lines
        self.textColor = ink == nil ? self.role.ink : ink
    }

    required init?(coder: NSCoder) { fatalError() }
}

final class TextLabel: StyledLabel<TypeRole> {
    override init(_ role: TypeRole, ink: UIColor? = nil, lines: Int = 0) {
        super.init(role, ink: ink, lines: lines)
    }
}

/// A label colored by its one argument.
final class InkLabel: UILabel {
    init(ink: UIColor) {
        super.init(frame: .zero)
        textColor = ink
    }

    required init?(coder: NSCoder) { fatalError() }
}

/// A label colored at run time: read at a construction, it is still not known.
final class LiveLabel: UILabel {
    init(level: Int) {
        super.init(frame: .zero)
        textColor = level > 3 ? Shade.alert : Shade.ink
    }

    required init?(coder: NSCoder) { fatalError() }
}
