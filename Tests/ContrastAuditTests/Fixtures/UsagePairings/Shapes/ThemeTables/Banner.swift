import UIKit

final class Banner: UIView {
    private let title = UILabel()
    private let detail = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = LookManager.current.color(for: .paper)
        title.textColor = LookManager.current.color(for: .ink) ?? .white
        detail.textColor = Look.day.color(for: .hint) ?? .systemRed
        addSubview(title)
        addSubview(detail)
    }

    required init?(coder: NSCoder) { fatalError("not used") }
}
