import UIKit

final class ProfileViewController: UIViewController {
    private let nameLabel = UILabel()
    private let noteLabel = UILabel()
    private let panel = UIView()
    private let panelLabel = UILabel()
    private let followButton = UIButton(type: .system)
    private let avatar = UIImageView()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = Ink.paper
        nameLabel.textColor = Ink.muted
        nameLabel.textColor = Ink.body
        nameLabel.font = .systemFont(ofSize: 28, weight: .bold)
        noteLabel.textColor = Ink.muted
        noteLabel.backgroundColor = .clear
        panel.backgroundColor = Ink.panel
        panel.addSubview(panelLabel)
        panelLabel.textColor = Ink.onPanel
        panel.layer.borderColor = Ink.rule.cgColor
        panel.layer.borderWidth = 1
        followButton.setTitleColor(Ink.link, for: .normal)
        followButton.setTitleColor(Ink.rule, for: .disabled)
        view.addSubview(panel)
    }

    func apply(highlighted: Bool) {
        avatar.backgroundColor = Ink.panel
        if highlighted {
            avatar.tintColor = Ink.onPanel
        } else {
            avatar.tintColor = Ink.muted
        }
    }

    func apply(theme: UIColor) {
        nameLabel.textColor = theme
    }

    func configureBar() {
        let appearance = UINavigationBarAppearance()
        appearance.backgroundColor = Ink.bar
        appearance.titleTextAttributes = [.foregroundColor: Ink.paper]
        appearance.largeTitleTextAttributes = [.foregroundColor: Ink.paper, .font: UIFont.boldSystemFont(ofSize: 34)]
        navigationController?.navigationBar.standardAppearance = appearance
    }

    private lazy var captionLabel: UILabel = {
        let label = UILabel()
        label.textColor = Ink.muted
        label.backgroundColor = .clear
        return label
    }()
}
