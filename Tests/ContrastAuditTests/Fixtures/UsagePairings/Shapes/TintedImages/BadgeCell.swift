import UIKit

/// An image drawn in the color it was tinted with (`.alwaysOriginal`): a component over the cell.
final class BadgeCell: UITableViewCell {
    private let icon = UIImageView()

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        contentView.backgroundColor = UIColor(red: 0.1, green: 0.2, blue: 0.3, alpha: 1)
        let symbol = UIImage(systemName: "chevron.right")?.withTintColor(
            UIColor(white: 1, alpha: 0.6), renderingMode: .alwaysOriginal)
        icon.image = symbol
        contentView.addSubview(icon)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}
