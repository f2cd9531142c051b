import UIKit

final class Card: UIView {
    private let stack = UIStackView()
    private let heading = TextLabel(.heading)
    private let body = TextLabel(.body, lines: 2)
    private let fine = TextLabel(.fine)
    private let tinted = TextLabel(.body, ink: Shade.accent)
    private let overridden = TextLabel(.body)
    private let live = LiveLabel(level: count)
    private var count = 0
    private let action = Pill(look: .filled(Shade.accent))
    private let cancel = Pill(look: .bare(Shade.accent))
    private let plain = Pill()

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = Shade.card
        addSubview(stack)
        stack.addArrangedView(heading, spacing: 8)
        stack.addArrangedView(body, spacing: 4)
        stack.addSubviews(fine, tinted)
        addSubview(overridden)
        overridden.textColor = Shade.muted
        addSubview(live)
        addSubview(action)
        addSubview(cancel)
        addSubview(plain)
        let note = InkLabel(ink: Shade.ink)
        addSubview(note)
    }

    required init?(coder: NSCoder) { fatalError() }
}

extension UIStackView {
    func addArrangedView(_ view: UIView, spacing: CGFloat) {
        addArrangedSubview(view)
        setCustomSpacing(spacing, after: view)
    }

    func addSubviews(_ views: UIView...) {
        for view in views { addArrangedSubview(view) }
    }
}
