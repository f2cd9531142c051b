import UIKit

enum Palette {
    static let surface = UIColor(red: 0.98, green: 0.97, blue: 0.94, alpha: 1)
    static let heading = UIColor(red: 0.13, green: 0.31, blue: 0.47, alpha: 1)
    static let body = UIColor(red: 0.45, green: 0.47, blue: 0.5, alpha: 1)
}
