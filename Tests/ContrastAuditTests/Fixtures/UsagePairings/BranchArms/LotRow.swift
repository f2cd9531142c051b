import UIKit

enum Lot {
    static let plum = UIColor(red: 0.43, green: 0.12, blue: 1, alpha: 1)
    static let chalk = UIColor(white: 0.97, alpha: 1)
    static let snow = UIColor(white: 1, alpha: 1)
    static let coal = UIColor(white: 0, alpha: 1)
    static let amber = UIColor(red: 1, green: 0.75, blue: 0.2, alpha: 1)
    static let navy = UIColor(red: 0.05, green: 0.1, blue: 0.3, alpha: 1)
}

final class LotRow: UICollectionViewCell {
    let name = UILabel()
    let price = UILabel()
    let badge = UILabel()

    /// The text color, held in a local, and the background are chosen in the same arms.
    func show(live: Bool) {
        contentView.addSubview(name)
        let ink: UIColor
        if live {
            backgroundColor = Lot.plum
            ink = Lot.snow
        } else {
            ink = Lot.coal
            backgroundColor = Lot.chalk
        }
        name.textColor = ink
    }

    /// Two ternaries on the same condition: each arm's text meets its own arm's background.
    func mark(sold: Bool) {
        badge.backgroundColor = sold ? Lot.navy : Lot.amber
        badge.textColor = sold ? Lot.snow : Lot.coal
    }

    /// A negated condition in a second `if` on the same name is the other arm.
    func price(closed: Bool) {
        if closed {
            price.backgroundColor = Lot.navy
        } else {
            price.backgroundColor = Lot.amber
        }
        if !closed {
            price.textColor = Lot.coal
        } else {
            price.textColor = Lot.snow
        }
    }
}
