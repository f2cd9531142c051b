import UIKit

struct Skin {
    static let solid = Skin(
        page: UIColor(red: 0.96, green: 0.96, blue: 0.94, alpha: 1), text: UIColor(white: 0, alpha: 1))
    static let glass = Skin(page: .clear, text: UIColor(red: 0.4, green: 0.4, blue: 0.4, alpha: 1))

    let page: UIColor
    let text: UIColor
}

final class QuoteCell: UITableViewCell {
    private let quoteLabel = UILabel()

    func apply(skin: Skin) {
        contentView.backgroundColor = .white
        contentView.addSubview(quoteLabel)
        quoteLabel.backgroundColor = skin.page
        quoteLabel.textColor = skin.text
    }
}
