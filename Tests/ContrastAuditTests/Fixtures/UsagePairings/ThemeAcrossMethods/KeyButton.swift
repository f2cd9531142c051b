import UIKit

// An inverted key: the digit is an attributed title in a bold 30 pt font (large text); the key's fill is set
// where the skin is applied.
final class KeyButton: UIButton {
    private var skin: Skin = .day

    func show(digit: String) {
        let title = NSAttributedString(
            string: digit,
            attributes: [.font: UIFont.boldSystemFont(ofSize: 30), .foregroundColor: skin.card])
        setAttributedTitle(title, for: .normal)
    }

    func restyle(skin: Skin) {
        self.skin = skin
        backgroundColor = skin.title
    }
}
