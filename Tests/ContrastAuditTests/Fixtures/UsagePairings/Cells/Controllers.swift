import UIKit

final class RowsController: UITableViewController {
    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        cell.backgroundColor = Shade.row
        cell.textLabel?.textColor = Shade.title
        cell.detailTextLabel?.textColor = Shade.detail
        return cell
    }
}

final class TintedRowsController: UITableViewController {
    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        cell.backgroundColor = Shade.row
        // The labels sit in the content view, which covers the cell's own background.
        cell.contentView.backgroundColor = Shade.rowContent
        cell.textLabel?.textColor = Shade.title
        return cell
    }
}

final class TabsController: UITabBarController {
    override func viewDidLoad() {
        super.viewDidLoad()
        tabBar.barTintColor = Shade.bar
        tabBar.tintColor = Shade.selected
        tabBar.unselectedItemTintColor = Shade.unselected
    }
}

final class ActionCell: UITableViewCell {
    let action = UIButton(type: .system)

    func configure() {
        action.backgroundColor = Shade.buttonFill
        action.titleLabel?.textColor = Shade.buttonText
    }
}
