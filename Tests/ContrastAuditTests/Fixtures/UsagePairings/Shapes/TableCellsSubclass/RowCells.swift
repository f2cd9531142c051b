import UIKit

/// Shown in a grouped table, and, as its subclass, in a table whose style is chosen at run time.
class BaseRowCell: UITableViewCell {
    let valueLabel = UILabel()

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        contentView.addSubview(valueLabel)
        valueLabel.textColor = UIColor(white: 0.4, alpha: 1)
    }

    required init?(coder: NSCoder) { nil }
}

final class FancyRowCell: BaseRowCell {}

final class RowsController: UIViewController {
    let groupedTable = UITableView(frame: .zero, style: .grouped)

    override func viewDidLoad() {
        super.viewDidLoad()
        groupedTable.register(BaseRowCell.self, forCellReuseIdentifier: "row")
    }
}

final class FancyRowsController: UIViewController {
    var compact = false

    override func viewDidLoad() {
        super.viewDidLoad()
        let fancyTable = UITableView(frame: .zero, style: compact ? .plain : .insetGrouped)
        fancyTable.register(FancyRowCell.self, forCellReuseIdentifier: "fancy")
        view.addSubview(fancyTable)
    }
}
