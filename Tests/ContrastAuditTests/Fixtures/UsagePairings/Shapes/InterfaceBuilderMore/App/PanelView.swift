import UIKit

final class PanelView: UIView {
    @IBOutlet weak var captionLabel: UILabel!

    func reload() {
        setNeedsLayout()
        captionLabel.alpha = 0.9
        captionLabel.textColor = .secondaryLabel
    }
}

final class RowCell: UITableViewCell {}

extension UIProgressView {
    /// Every progress bar of the app is restyled in code: the document's tint never shows.
    func restyle() {
        progressTintColor = .systemRed
    }
}
