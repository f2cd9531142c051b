import UIKit

/// The app colors every label through the appearance proxy: a label's default color is the app's.
final class AppStyle {
    static func apply() {
        UILabel.appearance().textColor = UIColor(white: 0.9, alpha: 1)
    }
}

final class Card: UIView {
    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = UIColor(white: 0.1, alpha: 1)
        let title = UILabel()
        addSubview(title)
        let field = UITextField()
        addSubview(field)
    }

    required init?(coder: NSCoder) { fatalError() }
}
