import UIKit

final class ThreadCell: UITableViewCell {
    let nameLabel = UILabel()
    let dateLabel = UILabel()

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        contentView.addSubview(nameLabel)
        contentView.addSubview(dateLabel)
        nameLabel.textColor = UIColor(white: 0.45, alpha: 1)
        dateLabel.textColor = UIColor(white: 0.6, alpha: 1)
    }

    required init?(coder: NSCoder) { nil }
}

final class InboxController: UIViewController, UITableViewDataSource {
    private lazy var threadsTable: UITableView = {
        let table = UITableView(frame: .zero, style: .grouped)
        table.dataSource = self
        return table
    }()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(threadsTable)
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell: ThreadCell = tableView.dequeueReusableCell(withIdentifier: "thread", for: indexPath) as! ThreadCell
        return cell
    }
}
