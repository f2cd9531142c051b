import UIKit

extension UIColor {
    static func convenienceLime() -> UIColor { UIColor(red: 0.74, green: 1, blue: 0.12, alpha: 1) }
    static func convenienceNavy() -> UIColor { UIColor(red: 0.1, green: 0.12, blue: 0.16, alpha: 1) }
}

// Convenience initializers the app declares on UIKit's own classes: each construction is read with its
// arguments (or the defaults it leaves out).
extension UILabel {
    convenience init(caption: String, captionColor: UIColor = .white, size: CGFloat) {
        self.init()
        text = caption
        textColor = captionColor
        font = UIFont.systemFont(ofSize: size)
    }
}

extension UILabel {
    // Only the font: the text color is set later, where the option is picked.
    convenience init(option: String, size: CGFloat, weight: UIFont.Weight = .bold) {
        self.init()
        text = option
        font = UIFont.systemFont(ofSize: size, weight: weight)
    }
}

extension UIButton {
    convenience init(symbol: String, glyphColor: UIColor) {
        self.init()
        // A symbol drawn in the tint: the glyph itself, not an image beneath it.
        setBackgroundImage(UIImage(systemName: symbol), for: .normal)
        tintColor = glyphColor
    }
}

final class ConvenienceScreen: UIViewController {
    private let heading = UILabel(caption: "Status", captionColor: UIColor.convenienceLime(), size: 15)
    private let detail = UILabel(caption: "Alive", size: 15)
    private let radio = UIButton(symbol: "circle", glyphColor: UIColor.convenienceLime())
    private let option = UILabel(option: "Alive", size: 20)

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = UIColor.convenienceNavy()
        [heading, detail, radio, option].forEach(view.addSubview(_:))
    }

    @objc private func pick() {
        option.textColor = UIColor.convenienceLime()
    }
}
