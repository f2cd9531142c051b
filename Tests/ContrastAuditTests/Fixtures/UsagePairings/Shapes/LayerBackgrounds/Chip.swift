import UIKit

final class Chip: UIView {
    private let title = UILabel()
    override init(frame: CGRect) {
        super.init(frame: frame)
        layer.backgroundColor = UIColor.darkGray.cgColor
        title.textColor = .white
        addSubview(title)
    }
    required init?(coder: NSCoder) { fatalError("not used") }
}
