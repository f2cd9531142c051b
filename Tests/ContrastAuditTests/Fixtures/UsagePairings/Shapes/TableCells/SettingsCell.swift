import UIKit

final class SettingsCell: UITableViewCell {
    let hintLabel = UILabel()

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        contentView.addSubview(hintLabel)
        hintLabel.textColor = UIColor(red: 0.2, green: 0.5, blue: 0.3, alpha: 1)
    }

    required init?(coder: NSCoder) { nil }
}

final class SettingsController: UITableViewController {
    init() {
        super.init(style: .insetGrouped)
    }

    required init?(coder: NSCoder) { nil }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "setting", for: indexPath) as! SettingsCell
        return cell
    }
}

/// Shown in no table of the files read: its background stays unknown.
final class LooseCell: UITableViewCell {
    let noteLabel = UILabel()

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        contentView.addSubview(noteLabel)
        noteLabel.textColor = UIColor(white: 0.3, alpha: 1)
    }

    required init?(coder: NSCoder) { nil }
}
