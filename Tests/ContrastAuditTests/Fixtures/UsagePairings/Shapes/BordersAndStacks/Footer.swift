import UIKit

enum Kit {
    static let field = UIColor(white: 0.96, alpha: 1)
    static let action = UIColor(red: 0.0, green: 0.35, blue: 0.8, alpha: 1)
    static let edge = UIColor(white: 0.55, alpha: 1)
    static let caption = UIColor(white: 0.35, alpha: 1)
}

final class Footer: UIView {
    private let send = UIButton()
    private let cancel = UIButton()
    private let more = UIButton()
    private let caption = UILabel()
    // The view's own property, not UIKit's (a UIView has no text color): setting it colors nothing.
    private var textColor: UIColor = .clear

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = Kit.field
        send.layer.borderColor = Kit.edge.cgColor
        send.layer.borderWidth = 1
        cancel.layer.borderColor = Kit.action.cgColor
        cancel.layer.borderWidth = 0
        more.layer.borderColor = Kit.action.cgColor
        caption.textColor = Kit.caption
        textColor = .yellow
        let stack = UIStackView(arrangedSubviews: [send, cancel, more, caption])
        addSubview(stack)
    }

    required init?(coder: NSCoder) { fatalError() }
}

/// A button whose border width its style computes: drawn for `.thin`, not for `.none`.
final class Framed: UIButton {
    enum Edge {
        case none
        case thin

        var width: CGFloat {
            switch self {
            case .none: return 0
            case .thin: return 1
            }
        }
    }

    init(edge: Edge) {
        super.init(frame: .zero)
        layer.borderColor = Kit.edge.cgColor
        layer.borderWidth = edge.width
    }

    required init?(coder: NSCoder) { fatalError() }
}

final class Bar: UIView {
    private let plain = Framed(edge: .none)
    private let outlined = Framed(edge: .thin)

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = Kit.field
        addSubview(plain)
        addSubview(outlined)
    }

    required init?(coder: NSCoder) { fatalError() }
}

final class Header: UITableViewHeaderFooterView {
    private let title = UILabel()

    override init(reuseIdentifier: String?) {
        super.init(reuseIdentifier: reuseIdentifier)
        contentView.backgroundColor = .groupTableViewBackground
        title.textColor = Kit.caption
        contentView.addSubview(title)
    }

    required init?(coder: NSCoder) { fatalError() }
}
