import UIKit

enum Ink {
    static let title = UIColor(red: 0.1, green: 0.1, blue: 0.2, alpha: 1)
    static let note = UIColor(red: 0.5, green: 0.2, blue: 0.1, alpha: 1)
    static let card = UIColor(red: 0.9, green: 0.95, blue: 1, alpha: 1)
}

/// A cell whose xib lays out the views and whose code colors them.
final class ThemedCell: UITableViewCell {
    @IBOutlet weak var titleLabel: UILabel!
    @IBOutlet weak var noteLabel: UILabel!
    @IBOutlet weak var container: UIView!
    /// Connected in no document read: where it sits is not known.
    @IBOutlet weak var ghostLabel: UILabel!

    override func awakeFromNib() {
        super.awakeFromNib()
        titleLabel.textColor = Ink.title
        noteLabel.textColor = Ink.note
        container.backgroundColor = Ink.card
        ghostLabel.textColor = Ink.note
    }
}
