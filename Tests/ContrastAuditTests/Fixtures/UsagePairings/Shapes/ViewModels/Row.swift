import UIKit

enum Palette {
    static let ink = UIColor(white: 0.2, alpha: 1)
    static let card = UIColor(white: 0.97, alpha: 1)
    static let alert = UIColor(red: 0.8, green: 0.1, blue: 0.1, alpha: 1)
}

struct RowModel {
    let title: String
    let isAlert: Bool

    /// The same for every row: read through the parameter as the type's color.
    var ink: UIColor { return Palette.ink }
    var fill: UIColor { Palette.card }
    /// Depends on the row: known only at run time.
    var badge: UIColor { isAlert ? Palette.alert : Palette.ink }
}

final class RowCell: UITableViewCell {
    private let titleLabel = UILabel()
    private let badgeLabel = UILabel()

    func configure(model: RowModel) {
        backgroundColor = model.fill
        titleLabel.textColor = model.ink
        badgeLabel.textColor = model.badge
        contentView.addSubview(titleLabel)
        contentView.addSubview(badgeLabel)
    }
}
