import UIKit

/// The base card colors itself and places the content view its subclasses fill.
class CardView: UIView {
    let contentView = UIView()

    init() {
        super.init(frame: .zero)
        backgroundColor = UIColor(white: 0.95, alpha: 1)
        addSubview(contentView)
    }

    required init?(coder: NSCoder) { nil }
}

/// On the base card's background.
final class InfoCard: CardView {
    private let detailLabel = UILabel()

    override init() {
        super.init()
        contentView.addSubview(detailLabel)
        detailLabel.textColor = UIColor(white: 0.5, alpha: 1)
    }

    required init?(coder: NSCoder) { nil }
}

/// Its own background, set in another method, replaces the base card's.
final class AlertCard: CardView {
    private let titleLabel = UILabel()

    override init() {
        super.init()
        contentView.addSubview(titleLabel)
        titleLabel.textColor = UIColor(white: 1, alpha: 1)
        applyStyle()
    }

    private func applyStyle() {
        backgroundColor = UIColor(red: 0.7, green: 0.1, blue: 0.1, alpha: 1)
    }

    required init?(coder: NSCoder) { nil }
}
