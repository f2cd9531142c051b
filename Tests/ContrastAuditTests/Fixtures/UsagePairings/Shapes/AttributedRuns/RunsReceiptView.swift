import UIKit

enum RunsTones {
    static let paper = UIColor(red: 0.98, green: 0.97, blue: 0.94, alpha: 1)
    static let total = UIColor(red: 0.1, green: 0.35, blue: 0.2, alpha: 1)
    static let fee = UIColor(red: 0.7, green: 0.45, blue: 0.4, alpha: 1)
    static let stamp = UIColor(red: 0.55, green: 0.55, blue: 0.9, alpha: 1)
}

// The same in Swift: `append`, `addAttribute`, a method that returns a run, and one whose color is its
// parameter's default (the call leaves it out).
final class RunsReceiptView: UIView {
    private let totalLabel = UILabel()
    private let stampLabel = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = RunsTones.paper
        addSubview(totalLabel)
        addSubview(stampLabel)
        let text = NSMutableAttributedString(string: "Total ")
        text.append(NSAttributedString(string: "12.00", attributes: [.foregroundColor: RunsTones.total]))
        text.append(feeRun("incl. 0.50 fee"))
        text.addAttribute(.foregroundColor, value: RunsTones.total, range: NSRange(location: 0, length: 5))
        totalLabel.attributedText = text
        stampLabel.attributedText = stampRun("PAID")
    }

    required init?(coder: NSCoder) { nil }

    private func feeRun(_ string: String) -> NSAttributedString {
        NSAttributedString(string: string, attributes: [.foregroundColor: RunsTones.fee])
    }

    private func stampRun(_ string: String, color: UIColor = RunsTones.stamp) -> NSAttributedString {
        return NSAttributedString(string: string, attributes: [.foregroundColor: color])
    }
}
