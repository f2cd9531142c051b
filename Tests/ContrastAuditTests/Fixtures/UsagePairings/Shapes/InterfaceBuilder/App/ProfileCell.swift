import UIKit

final class ProfileCell: UITableViewCell {
    @IBOutlet weak var titleLabel: UILabel!
    @IBOutlet weak var badgeLabel: UILabel!

    func show(_ title: String) {
        titleLabel.text = title
    }
}
