import UIKit

/// A view styled by static functions of its `Style`, each called with the view it styles.
final class NoticeView: UIView {
    let title = UILabel()
    let details = UILabel()

    func setup() {
        addSubview(title)
        addSubview(details)
    }

    func style() {
        Style.root(self)
        Self.Style.title(self.title)
        Style.details(details, lines: 0)
    }
}

extension NoticeView {
    enum Style {
        static func root(_ view: UIView) {
            view.backgroundColor = Palette.surface
        }

        static func title(_ label: UILabel) {
            label.textColor = Palette.heading
            label.font = .systemFont(ofSize: 20, weight: .bold)
        }

        static func details(_ label: UILabel, lines: Int) {
            label.textColor = Palette.body
            label.numberOfLines = lines
        }
    }
}
