import UIKit

final class BannerView: UIView {
    let titleLabel = UILabel()
    let detailLabel = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = UIColor(resource: .card)
        titleLabel.textColor = .brandPrimary
        detailLabel.textColor = UIColor.appGray
        addSubview(titleLabel)
        addSubview(detailLabel)
    }

    required init?(coder: NSCoder) { fatalError() }
}
