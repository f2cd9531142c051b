import UIKit

final class TrackCell: UITableViewCell {
    let titleLabel = UILabel()

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        contentView.addSubview(titleLabel)
        titleLabel.textColor = UIColor(white: 0.4, alpha: 1)
    }

    required init?(coder: NSCoder) { nil }
}

/// The data source colors its cells: the table's default is not what the cell shows.
final class TracksController: UIViewController, UITableViewDataSource {
    let tableView = UITableView(frame: .zero)

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(tableView)
        tableView.register(TrackCell.self, forCellReuseIdentifier: "track")
        tableView.dataSource = self
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "track", for: indexPath)
        cell.backgroundColor = indexPath.row % 2 == 0 ? .black : .darkGray
        return cell
    }
}
