import UIKit

extension UIColor {
    /// Validates with a regular expression before scanning, as some apps' hex helpers do.
    convenience init?(code: String) {
        let input = code.trimmingCharacters(in: .whitespaces)
        let pattern = try! NSRegularExpression(pattern: "^#?([0-9a-f]{6})$", options: [.caseInsensitive])
        guard let found = pattern.firstMatch(in: input, range: NSRange(input.startIndex..., in: input)),
            found.numberOfRanges == 2,
            let digits = Range(found.range(at: 1), in: input)
        else { return nil }
        var value: UInt64 = 0
        guard Scanner(string: String(input[digits])).scanHexInt64(&value) else { return nil }
        self.init(
            red: CGFloat((value >> 16) & 0xFF) / 255, green: CGFloat((value >> 8) & 0xFF) / 255,
            blue: CGFloat(value & 0xFF) / 255, alpha: 1)
    }

    /// The same with a quantified group, which the reader does not run.
    convenience init?(pairs: String) {
        let pattern = try! NSRegularExpression(pattern: "^#(([0-9A-F]{2}){3})$")
        guard let found = pattern.firstMatch(in: pairs, range: NSRange(location: 0, length: pairs.utf16.count)),
            let digits = Range(found.range(at: 1), in: pairs)
        else { return nil }
        var value: UInt64 = 0
        guard Scanner(string: String(pairs[digits])).scanHexInt64(&value) else { return nil }
        self.init(
            red: CGFloat((value >> 16) & 0xFF) / 255, green: CGFloat((value >> 8) & 0xFF) / 255,
            blue: CGFloat(value & 0xFF) / 255, alpha: 1)
    }

    static let deep = UIColor(code: "#1E3A5F")!
    static let pale = UIColor(code: " #f4eedd ")!
    static let short = UIColor(code: "#12345")!
    static let paired = UIColor(pairs: "#ABCDEF")!
}

final class Note: UIView {
    private let label = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .pale
        label.textColor = .deep
        addSubview(label)
    }

    required init?(coder: NSCoder) { fatalError() }
}
