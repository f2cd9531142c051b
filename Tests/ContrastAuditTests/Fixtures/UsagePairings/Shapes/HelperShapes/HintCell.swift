import UIKit

// Colors kept in a private struct instance of the cell (with an `extension UIColor` elsewhere in the input).
final class HintCell: UITableViewCell {
    private struct Scheme {
        let fill: UIColor
        let ink: UIColor
    }

    private let warnScheme = Scheme(fill: UIColor(red: 1, green: 0.8, blue: 0, alpha: 1), ink: UIColor.black)
    private let hintBox = UIView()
    private let hintLabel = UILabel()

    func show() {
        contentView.addSubview(hintBox)
        hintBox.addSubview(hintLabel)
        hintBox.backgroundColor = warnScheme.fill
        hintLabel.textColor = warnScheme.ink
    }
}

final class AlarmView: UIView {
    private let message = UILabel()

    func build() {
        backgroundColor = Banner.alarmFill
        message.textColor = Shades.slate
        addSubview(message)
    }
}
