import UIKit

enum Ink {
    static let blue = UIColor(red: 0.12, green: 0.37, blue: 0.84, alpha: 1)
    static let snow = UIColor(white: 1, alpha: 1)
    static let night = UIColor(white: 0.1, alpha: 1)
    static let legacy = UIColor(white: 0.6, alpha: 1)
}

final class Banner: UIView {
    let caption = UILabel()
    let footnote = UILabel()

    func applyStyle() {
        addSubview(caption)
        addSubview(footnote)
        if #available(iOS 13.0, *) {
            backgroundColor = Ink.blue
            caption.textColor = Ink.snow
        } else {
            backgroundColor = Ink.legacy
        }
        if #unavailable(iOS 14) {
            footnote.textColor = Ink.legacy
        } else {
            footnote.textColor = Ink.night
        }
    }
}
