import UIKit

enum Shade {
    static let row = UIColor(red: 0.96, green: 0.96, blue: 0.97, alpha: 1)
    static let rowContent = UIColor(red: 0.9, green: 0.92, blue: 0.96, alpha: 1)
    static let title = UIColor(red: 0.12, green: 0.12, blue: 0.14, alpha: 1)
    static let detail = UIColor(red: 0.55, green: 0.55, blue: 0.58, alpha: 1)
    static let bar = UIColor(red: 0.15, green: 0.2, blue: 0.3, alpha: 1)
    static let selected = UIColor(red: 0.95, green: 0.8, blue: 0.2, alpha: 1)
    static let unselected = UIColor(red: 0.45, green: 0.5, blue: 0.6, alpha: 1)
    static let buttonFill = UIColor(red: 0.1, green: 0.4, blue: 0.8, alpha: 1)
    static let buttonText = UIColor(red: 1, green: 1, blue: 1, alpha: 1)
}
