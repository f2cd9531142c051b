import UIKit

enum Stage {
    static let grape = UIColor(red: 0.43, green: 0.12, blue: 1, alpha: 1)
    static let lemon = UIColor(red: 1, green: 0.95, blue: 0.4, alpha: 1)
}

final class LiveBadge: UIView {
    let caption = UILabel()
    let header = UILabel()
    let footer = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = Stage.grape
        addSubview(caption)
        addSubview(header)
        addSubview(footer)
        caption.backgroundColor = backgroundColor
        caption.textColor = .white
        header.backgroundColor = Stage.lemon
        footer.backgroundColor = header.backgroundColor
        footer.textColor = .black
    }

    required init?(coder: NSCoder) { fatalError("not used") }
}
