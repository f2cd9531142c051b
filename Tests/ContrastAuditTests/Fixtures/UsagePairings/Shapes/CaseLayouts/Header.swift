import UIKit

final class NoteHeader: UIView {
    enum Kind {
        case cell
        case popover
    }

    init(layout: NoteLayout) {
        super.init(frame: .zero)
        self.backgroundColor = layout.backgroundColor
        self.setupView(with: layout)
    }

    required init?(coder: NSCoder) { fatalError() }

    private func setupView(with layout: NoteLayout) {
        let author = UILabel()
        author.font = layout.font
        author.textColor = .systemGray
        self.addSubview(author)
        let share = UIButton()
        share.tintColor = .systemBlue
        var buttons: [UIView] = [share]
        let lock = UIImageView()
        lock.tintColor = .systemGray
        buttons.append(lock)
        let stack = UIStackView(arrangedSubviews: buttons)
        self.addSubview(stack)
        // No text color set anywhere: UIKit's label color.
        let page = UILabel()
        page.font = layout.font
        self.addSubview(page)
        // Colored in another method, through the property it is kept in: not the default.
        let caption = UILabel()
        self.caption = caption
        self.addSubview(caption)
        // Styled by the app's own function, which may color it: not the default either.
        let note = UILabel()
        NoteStyle.apply(to: note)
        self.addSubview(note)
    }

    private var caption: UILabel?

    func highlight() {
        caption?.textColor = .systemRed
    }
}

/// A background given by whoever builds the view: what sits on it says so.
final class TintedHeader: UIView {
    init(color: UIColor) {
        super.init(frame: .zero)
        backgroundColor = color
        setUp()
    }

    required init?(coder: NSCoder) { fatalError() }

    private func setUp() {
        let title = UILabel()
        title.textColor = .label
        addSubview(title)
    }
}

struct NoteLayout {
    let backgroundColor: UIColor
    let font: UIFont

    init(type: NoteHeader.Kind) {
        self.font = .preferredFont(forTextStyle: .body)
        switch type {
        case .cell:
            self.backgroundColor = .systemBackground
        case .popover:
            self.backgroundColor = UIColor(white: 0.2, alpha: 1)
        }
    }
}

enum NoteStyle {
    static func apply(to label: UILabel) {
        label.font = .preferredFont(forTextStyle: .footnote)
    }
}
