import UIKit

enum Bar {
    static let fill = UIColor(red: 0.47, green: 0.67, blue: 0.21, alpha: 1)
    static let ink = UIColor(red: 0.05, green: 0.05, blue: 0.05, alpha: 1)
}

/// Debug backgrounds behind a constant `false` flag never draw: the label sits on the button's fill.
class StackedButton: UIView {
    let kDebugColors = false
    let textLabel = UILabel()
    let imageView = UIImageView()

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = Bar.fill
        textLabel.textColor = Bar.ink
        imageView.tintColor = Bar.ink
        addSubview(textLabel)
        addSubview(imageView)
        if kDebugColors {
            textLabel.backgroundColor = .green
            imageView.backgroundColor = .red
        }
    }
}
