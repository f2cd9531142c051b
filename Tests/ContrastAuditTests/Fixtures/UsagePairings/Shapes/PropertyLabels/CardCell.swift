import UIKit

/// Labels kept in properties, styled in one method and placed in another.
final class CardCell: UITableViewCell {
    lazy var title = UILabel(frame: .zero)
    lazy var detail = UILabel()
    /// Colored by the controller that configures the cell.
    let caption = UILabel()
    lazy var insetView = UIView(frame: .zero)

    private func setUp() {
        insetView.backgroundColor = UIColor(red: 0.9, green: 0.9, blue: 0.95, alpha: 1)
        title.font = .preferredFont(forTextStyle: .headline)
        detail.font = .preferredFont(forTextStyle: .body)
        caption.font = .preferredFont(forTextStyle: .footnote)
    }

    private func tint() {
        detail.textColor = UIColor(white: 0.3, alpha: 1)
    }

    private func layOut() {
        contentView.addSubview(insetView)
        insetView.addSubview(title)
        insetView.addSubview(detail)
        insetView.addSubview(caption)
    }
}

final class CardsController: UITableViewController {
    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = CardCell()
        cell.caption.textColor = UIColor(white: 0.45, alpha: 1)
        return cell
    }
}
