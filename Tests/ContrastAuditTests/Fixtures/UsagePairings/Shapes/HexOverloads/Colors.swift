import UIKit

extension UIColor {
    /// Bytes as integers: the `self.init` inside is UIKit's (CGFloat arguments), not this one again.
    convenience init(red: Int, green: Int, blue: Int, alpha: CGFloat = 1) {
        self.init(
            red: CGFloat(red) / 255, green: CGFloat(green) / 255, blue: CGFloat(blue) / 255, alpha: alpha)
    }

    /// Skips a leading `#` by moving the scanner past it.
    convenience init?(web: String) {
        let text = web.trimmingCharacters(in: .whitespacesAndNewlines)
        let scanner = Scanner(string: text)
        if text.hasPrefix("#") {
            scanner.currentIndex = text.dropFirst().startIndex
        }
        var value: UInt64 = 0
        guard scanner.scanHexInt64(&value) else { return nil }
        self.init(red: Int(value >> 16) & 0xFF, green: Int(value >> 8) & 0xFF, blue: Int(value) & 0xFF)
    }

    /// CGFloat values: UIKit's initializer, never the Int overload above (that would divide by 255 twice).
    convenience init(gray byte: UInt8) {
        let level = CGFloat(byte) / 255
        self.init(red: level, green: level, blue: level, alpha: 1)
    }

    static let coral = UIColor(red: 245, green: 110, blue: 88)
    static let slate = UIColor(gray: 0x40)
    static let night = UIColor(web: "#1B2430")!
    static let mist = UIColor(web: "E4E9F0")!
}

final class Toast: UIView {
    private let message = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .mist
        message.textColor = .night
        addSubview(message)
    }

    required init?(coder: NSCoder) { fatalError() }
}
