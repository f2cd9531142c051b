import UIKit

enum Ink {
    static let paper = UIColor(red: 0.98, green: 0.97, blue: 0.95, alpha: 1)
    static let badgeText = UIColor(red: 1, green: 1, blue: 1, alpha: 1)
    static let badgeFill = UIColor(red: 0.75, green: 0.2, blue: 0.15, alpha: 1)
    static let title = UIColor(red: 0.1, green: 0.1, blue: 0.12, alpha: 1)
    static let bar = UIColor(red: 0.9, green: 0.9, blue: 0.92, alpha: 1)
    static let note = UIColor(red: 0.35, green: 0.35, blue: 0.4, alpha: 1)
    static let stroke = UIColor(red: 0.5, green: 0.2, blue: 0.2, alpha: 1)
}
