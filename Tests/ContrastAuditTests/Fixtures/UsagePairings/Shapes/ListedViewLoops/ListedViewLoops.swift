import UIKit

// Loops over views a local or a property lists: the loop's body colors each listed view.
enum ListedTones {
    static let panel = UIColor(red: 0.1, green: 0.1, blue: 0.12, alpha: 1)
    static let caption = UIColor(red: 0.55, green: 0.55, blue: 0.6, alpha: 1)
    static let action = UIColor(red: 0.3, green: 0.75, blue: 1, alpha: 1)
    static let note = UIColor(red: 0.9, green: 0.9, blue: 0.85, alpha: 1)
    static let hidden = UIColor(red: 0.4, green: 0.1, blue: 0.1, alpha: 1)
    static let card = UIColor(red: 0.25, green: 0.2, blue: 0.45, alpha: 1)
}

final class ListedLoopsViewController: UIViewController {
    private let headingLabel = UILabel()
    private let detailLabel = UILabel()
    private let confirmButton = UIButton(type: .custom)
    private let dismissButton = UIButton(type: .custom)
    private lazy var actionButtons: [UIButton] = [confirmButton, dismissButton]
    private let footnoteLabel = UILabel()
    private let legalLabel = UILabel()
    private lazy var footnotes = [footnoteLabel, legalLabel]
    private let footerCard = UIView()
    // Filled by a storyboard not among the files: like one outlet, taken to be in the controller's view.
    @IBOutlet private var outletLabels: [UILabel]!

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = ListedTones.panel
        let labels = [headingLabel, detailLabel]
        labels.forEach { view.addSubview($0) }
        for label in labels {
            label.textColor = ListedTones.caption
        }
        for (index, button) in actionButtons.enumerated() {
            view.addSubview(button)
            button.setTitle("Action \(index)", for: .normal)
            button.setTitleColor(ListedTones.action, for: .normal)
        }
        view.addSubview(footerCard)
        footerCard.backgroundColor = ListedTones.card
        footnotes.forEach(footerCard.addSubview)
        footnotes.forEach { $0.textColor = ListedTones.note }
        for label in outletLabels {
            label.textColor = ListedTones.hidden
        }
    }
}
