import UIKit

final class AccessoryBar: UIView {
    private let title = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        // A phone's bar, a lighter one on a pad.
        var fill = UIColor(white: 0.5, alpha: 1)
        if UIDevice.current.userInterfaceIdiom == .pad {
            fill = UIColor(white: 0.6, alpha: 1)
        }
        backgroundColor = fill
        title.textColor = .white
        addSubview(title)
    }

    required init?(coder: NSCoder) { fatalError("not used") }
}
