import UIKit

enum Auction {
    static let grape = UIColor(red: 0.43, green: 0.12, blue: 1, alpha: 1)
}

final class Tile: UICollectionViewCell {
    let title = UILabel()
}

private typealias Parts = Tile

extension Parts {
    func style() {
        contentView.addSubview(title)
        backgroundColor = Auction.grape
        title.textColor = .white
    }
}
