import UIKit

enum PlacedTones {
    static let screen = UIColor(red: 0.97, green: 0.97, blue: 0.99, alpha: 1)
    static let panel = UIColor(red: 0.16, green: 0.18, blue: 0.24, alpha: 1)
    static let badgeInk = UIColor(red: 0.95, green: 0.8, blue: 0.3, alpha: 1)
    static let headerInk = UIColor(red: 0.27, green: 0.32, blue: 0.37, alpha: 1)
    static let footerInk = UIColor(red: 0.5, green: 0.5, blue: 0.55, alpha: 1)
}

// View classes that leave their own background clear or unset draw on what lies beneath them where they are
// placed: a badge added to a panel, a header returned to a table whose background the controller sets.
final class PlacedBadgeView: UIView {
    private let titleLabel = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .clear
        titleLabel.textColor = PlacedTones.badgeInk
        addSubview(titleLabel)
    }

    required init?(coder: NSCoder) { nil }
}

final class PlacedHeader: UIView {
    private let titleLabel = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        setUp()
    }

    required init?(coder: NSCoder) { nil }

    private func setUp() {
        titleLabel.textColor = PlacedTones.headerInk
        addSubview(titleLabel)
    }
}

// Returned to a table whose background no code sets: UIKit's default depends on the table's style, so its
// label stays a note.
final class PlacedFooter: UIView {
    private let captionLabel = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        captionLabel.textColor = PlacedTones.footerInk
        addSubview(captionLabel)
    }

    required init?(coder: NSCoder) { nil }
}

final class PlacedHostController: UIViewController, UITableViewDelegate {
    private let panel = UIView()
    private let badge = PlacedBadgeView()
    private let tableView = UITableView(frame: .zero, style: .grouped)

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = PlacedTones.screen
        panel.backgroundColor = PlacedTones.panel
        view.addSubview(panel)
        panel.addSubview(badge)
        tableView.backgroundColor = PlacedTones.screen
        tableView.delegate = self
        view.addSubview(tableView)
    }

    func tableView(_: UITableView, viewForHeaderInSection _: Int) -> UIView? {
        let header = PlacedHeader()
        return header
    }
}

final class PlacedFooterController: UIViewController, UITableViewDelegate {
    private let tableView = UITableView(frame: .zero, style: .plain)

    override func viewDidLoad() {
        super.viewDidLoad()
        // Not beneath the footer: the table between them is opaque.
        view.backgroundColor = PlacedTones.screen
        tableView.delegate = self
        view.addSubview(tableView)
    }

    func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? {
        let footer = PlacedFooter()
        return footer
    }
}
