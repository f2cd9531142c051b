import UIKit

struct Skin {
    let card: UIColor
    let cardPressed: UIColor
    let title: UIColor
    let badge: UIColor

    static let day = Skin(
        card: UIColor(red: 1, green: 1, blue: 1, alpha: 1),
        cardPressed: UIColor(white: 0.9, alpha: 1),
        title: UIColor(red: 0.1, green: 0.1, blue: 0.12, alpha: 1),
        badge: UIColor(red: 0.2, green: 0.4, blue: 0.9, alpha: 1))
    static let night = Skin(
        card: UIColor(red: 0.1, green: 0.1, blue: 0.12, alpha: 1),
        cardPressed: UIColor(white: 0.2, alpha: 1),
        title: UIColor(white: 0.95, alpha: 1),
        badge: UIColor(red: 0.4, green: 0.6, blue: 1, alpha: 1))
}
