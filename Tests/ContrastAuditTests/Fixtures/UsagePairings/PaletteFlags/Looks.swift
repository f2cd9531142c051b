import UIKit

protocol Look {
    var header: UIColor { get }
    var title: UIColor { get }
}

final class PaperLook: Look {
    /// Chosen by a build setting the files do not declare.
    var header: UIColor { Features.compactHeader ? UIColor(white: 1, alpha: 1) : UIColor(white: 0.96, alpha: 1) }
    var title: UIColor = UIColor(white: 0.1, alpha: 1)
}

final class InkLook: Look {
    var header: UIColor { Features.compactHeader ? UIColor(white: 0.08, alpha: 1) : UIColor(white: 0.13, alpha: 1) }
    var title: UIColor = UIColor(white: 1, alpha: 1)
}

final class HeaderView: UIView {
    let caption = UILabel()
    var tint: UIColor { isHighlighted ? UIColor(white: 0.5, alpha: 1) : UIColor(white: 0.2, alpha: 1) }
    var isHighlighted = false

    func update(look: Look) {
        addSubview(caption)
        backgroundColor = look.header
        caption.textColor = look.title
    }
}
