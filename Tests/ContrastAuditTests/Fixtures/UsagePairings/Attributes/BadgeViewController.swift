import UIKit

final class BadgeViewController: UIViewController {
    private let badge = UILabel()
    private let note = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = Ink.paper
        // Text with its own background: the badge's glyphs sit on the fill, not on the paper.
        badge.attributedText = NSAttributedString(
            string: "New",
            attributes: [
                .font: UIFont.boldSystemFont(ofSize: 12),
                .foregroundColor: Ink.badgeText,
                .backgroundColor: Ink.badgeFill,
            ])
        // A stroke color beside the text color: only the text color is the foreground.
        note.attributedText = NSAttributedString(
            string: "Updated",
            attributes: [.strokeColor: Ink.stroke, .foregroundColor: Ink.note] as [NSAttributedString.Key: Any])
        view.addSubview(badge)
        view.addSubview(note)
        navigationController?.navigationBar.barTintColor = Ink.bar
        navigationController?.navigationBar.titleTextAttributes = [NSAttributedString.Key.foregroundColor: Ink.title]
    }
}
