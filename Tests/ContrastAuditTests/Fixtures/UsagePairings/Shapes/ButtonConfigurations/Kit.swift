import UIKit

enum Kit {
    static let fill = UIColor(red: 0.10, green: 0.30, blue: 0.70, alpha: 1)
    static let ink = UIColor(red: 0.10, green: 0.10, blue: 0.12, alpha: 1)
    static let mint = UIColor(red: 0.80, green: 0.95, blue: 0.88, alpha: 1)
    static let paper = UIColor(red: 0.98, green: 0.97, blue: 0.94, alpha: 1)
    static let link = UIColor(red: 0.05, green: 0.35, blue: 0.60, alpha: 1)
    static let icon = UIColor(red: 0.45, green: 0.45, blue: 0.50, alpha: 1)
    static let chip = UIColor(red: 0.92, green: 0.92, blue: 0.95, alpha: 1)
    static let accent = UIColor(red: 0.60, green: 0.10, blue: 0.30, alpha: 1)
    static let wash = UIColor(red: 0.20, green: 0.50, blue: 0.30, alpha: 1)
    static let leaf = UIColor(red: 0.10, green: 0.40, blue: 0.20, alpha: 1)
    static let busy = UIColor(red: 0.30, green: 0.30, blue: 0.30, alpha: 1)
    static let idle = UIColor(red: 0.85, green: 0.85, blue: 0.85, alpha: 1)
}
