import UIKit

enum SeparatorTones {
    static let card = UIColor(red: 1, green: 1, blue: 1, alpha: 1)
    static let title = UIColor(red: 0.27, green: 0.32, blue: 0.37, alpha: 1)
    static let rule = UIColor(red: 0.85, green: 0.85, blue: 0.87, alpha: 1)
    static let banner = UIColor(red: 0.9, green: 0.3, blue: 0.2, alpha: 1)
}

// Thin views named as separators draw their fill as a line on the card: reported, never failing. A view whose
// name only contains the letters (`headlineBanner`) is a panel, not a line.
final class SeparatorCard: UIView {
    private let containerView = UIView()
    private let titleLabel = UILabel()
    private let topSeparator = UIView()
    private let dividerView = UIView()
    private let bottomLine = UIView()
    private let headlineBanner = UIView()

    override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(containerView)
        containerView.backgroundColor = SeparatorTones.card
        titleLabel.textColor = SeparatorTones.title
        topSeparator.backgroundColor = .black.withAlphaComponent(0.07)
        dividerView.backgroundColor = SeparatorTones.rule
        bottomLine.backgroundColor = SeparatorTones.rule
        headlineBanner.backgroundColor = SeparatorTones.banner
        [titleLabel, topSeparator, dividerView, bottomLine, headlineBanner].forEach(containerView.addSubview)
    }

    required init?(coder: NSCoder) { nil }
}
