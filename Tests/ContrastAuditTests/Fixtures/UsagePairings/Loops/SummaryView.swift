import UIKit

enum Palette {
    static let card = UIColor(red: 1, green: 1, blue: 1, alpha: 1)
    static let ink = UIColor(red: 0.1, green: 0.1, blue: 0.1, alpha: 1)
    static let muted = UIColor(red: 0.6, green: 0.6, blue: 0.6, alpha: 1)
    static let accent = UIColor(red: 0.2, green: 0.4, blue: 0.9, alpha: 1)
    static let banner = UIColor(red: 0.95, green: 0.9, blue: 0.7, alpha: 1)
    static let link = UIColor(red: 0.0, green: 0.3, blue: 0.8, alpha: 1)

    /// A loop the reader does not run changes the color: not evaluated (never the color before the loop).
    static var looped: UIColor {
        var color = UIColor.red
        for step in [1, 2] {
            color = step == 2 ? .blue : .green
        }
        return color
    }
}

final class SummaryView: UIView {
    private let headerView = UIView()
    private let titleLabel = UILabel()
    private let dateLabel = UILabel()
    private let noteLabel = UILabel()
    private let infoButton = UIButton()

    private func makeButton() -> UIButton { UIButton() }

    func style() {
        backgroundColor = Palette.card
        headerView.backgroundColor = Palette.banner
        addSubview(headerView)
        [titleLabel].forEach { headerView.addSubview($0) }
        addSubview(dateLabel)
        [titleLabel, dateLabel].forEach { $0.textColor = Palette.ink }
        [noteLabel].forEach { label in
            addSubview(label)
            label.textColor = Palette.muted
        }
        // One element names no receiver: the loop is not read for any of them.
        [infoButton, makeButton()].forEach { $0.tintColor = Palette.accent }
    }

    func highlight() {
        for label in [titleLabel, noteLabel] {
            label.textColor = Palette.link
        }
    }
}
