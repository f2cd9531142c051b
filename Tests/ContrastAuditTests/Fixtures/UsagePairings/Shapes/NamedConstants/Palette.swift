import UIKit

/// Asset names kept as string constants, looked up where they are used.
enum Palette {
    static let inkPrimary = "inkPrimary"
    static let panel = "panel"
}

final class BadgeView: UIView {
    private let caption = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .white
        caption.textColor = UIColor.init(named: Palette.inkPrimary)
        addSubview(caption)
    }

    required init?(coder: NSCoder) { fatalError() }
}

final class PanelView: UIView {
    private let title = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = UIColor.init(named: Palette.panel)
        title.textColor = UIColor.init(named: Palette.inkPrimary)
        addSubview(title)
    }

    required init?(coder: NSCoder) { fatalError() }
}
