import UIKit

enum Ink {
    static let paper = UIColor(red: 1, green: 1, blue: 1, alpha: 1)
    static let panel = UIColor(red: 0.2, green: 0.2, blue: 0.2, alpha: 1)
    static let body = UIColor(red: 0.1, green: 0.1, blue: 0.1, alpha: 1)
    static let muted = UIColor(red: 0.6, green: 0.6, blue: 0.6, alpha: 1)
    static let onPanel = UIColor(red: 0.9, green: 0.9, blue: 0.9, alpha: 1)
    static let link = UIColor(red: 0, green: 0.4, blue: 0.8, alpha: 1)
    static let rule = UIColor(red: 0.8, green: 0.8, blue: 0.8, alpha: 1)
    static let bar = UIColor(red: 0.65, green: 0.65, blue: 0.65, alpha: 1)
    static let never = UIColor(red: 0.3, green: 0.1, blue: 0.1, alpha: 1)
}
