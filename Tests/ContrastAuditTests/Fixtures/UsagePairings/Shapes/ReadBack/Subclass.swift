import UIKit

extension UIColor {
    static let keyFill = UIColor(red: 0.9, green: 0.85, blue: 0.7, alpha: 1)
    static let keyPressedFill = UIColor(red: 0.3, green: 0.25, blue: 0.1, alpha: 1)
    static let keyText = UIColor(red: 0.25, green: 0.2, blue: 0.1, alpha: 1)
}

/// The base cell sets its pill's fill; a subclass calls `super` and then colors its label over that fill.
class BaseKeyCell: UICollectionViewCell {
    let pill = PillView()

    func refresh() {
        pill.fillColor = isHighlighted ? .keyPressedFill : .keyFill
    }
}

final class LetterKeyCell: BaseKeyCell {
    let letterLabel = UILabel()
    /// The key's font, declared once: read where the label takes it.
    var font: UIFont = .systemFont(ofSize: 40, weight: .bold)

    override func refresh() {
        super.refresh()
        letterLabel.textColor = .keyText
        letterLabel.backgroundColor = pill.fillColor
        letterLabel.font = font
    }
}
