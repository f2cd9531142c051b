import UIKit

extension UIColor {
    static let bannerText = UIColor(red: 0.2, green: 0.1, blue: 0.0, alpha: 1)
}

/// Its fill is a color set not among the files read, named at the site.
final class BannerView: UIView {
    private let message = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = UIColor(named: "BannerFill")
        message.textColor = .bannerText
        addSubview(message)
    }

    required init?(coder: NSCoder) { fatalError() }
}
