import UIKit

extension UIColor {
    static let selectionFill = UIColor(red: 0.2, green: 0.1, blue: 0.5, alpha: 1)
    static let plainFill = UIColor(white: 0.95, alpha: 1)
    static let selectedText = UIColor.white
    static let plainText = UIColor(white: 0.2, alpha: 1)
}

final class PillView: UIView {
    var fillColor: UIColor = .clear
}

class ChipCell: UICollectionViewCell {
    let textLabel = UILabel()
    let pill = PillView()

    override var isSelected: Bool {
        didSet { update() }
    }

    func update() {
        pill.fillColor = isSelected ? .selectionFill : .plainFill
        textLabel.textColor = isSelected ? .selectedText : .plainText
        textLabel.backgroundColor = pill.fillColor
    }
}
