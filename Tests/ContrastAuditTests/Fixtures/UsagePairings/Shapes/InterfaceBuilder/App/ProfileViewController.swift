import UIKit

final class ProfileViewController: UIViewController {
    @IBOutlet weak var nameLabel: UILabel!
    @IBOutlet weak var statusLabel: UILabel!
    @IBOutlet weak var tableView: UITableView!

    override func viewDidLoad() {
        super.viewDidLoad()
        nameLabel.text = "Ada"
        nameLabel.numberOfLines = 2
        statusLabel.textColor = .systemRed
        view.addSubview(UIView())
        UITextField.appearance().textColor = .label
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "profile", for: indexPath) as! ProfileCell
        cell.badgeLabel.textColor = .systemPurple
        return cell
    }
}

/// A label that themes itself: what the document sets is replaced when it wakes.
final class ThemedLabel: UILabel {
    override func awakeFromNib() {
        super.awakeFromNib()
        textColor = .systemPink
    }
}
