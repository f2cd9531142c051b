import UIKit

enum TagPalette {
    static let text = UIColor(red: 0.1, green: 0.3, blue: 0.2, alpha: 1)
    static let fill = UIColor(red: 0.85, green: 0.95, blue: 0.88, alpha: 1)
}

/// A UIKit view whose initializer stores the colors it is given unchanged.
final class TagView: UIView {
    private let label = UILabel()
    private let textTint: UIColor
    private let fill: UIColor

    init(textTint: UIColor, fill: UIColor, title: String) {
        self.textTint = textTint
        self.fill = fill
        super.init(frame: .zero)
        label.text = title
    }

    func configure() {
        addSubview(label)
        backgroundColor = fill
        label.textColor = textTint
    }
}

final class TagList: UIView {
    func build() {
        let tag = TagView(textTint: TagPalette.text, fill: TagPalette.fill, title: "New")
        addSubview(tag)
    }
}
