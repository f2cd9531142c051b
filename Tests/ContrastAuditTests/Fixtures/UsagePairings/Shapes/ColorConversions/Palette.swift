import UIKit

// `toColor` (a UIColor → Color conversion) lives in a package that is not among the inputs.
enum Palette {
    static let ink = UIColor(red: 0.3, green: 0.3, blue: 0.35, alpha: 1)
    static let paper = UIColor(red: 0.95, green: 0.95, blue: 0.9, alpha: 1)
    static let accent = UIColor(red: 0.1, green: 0.4, blue: 0.8, alpha: 1)
}
