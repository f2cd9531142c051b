import UIKit

enum Palette {
    static let moss = UIColor(red: 46 / 255, green: 94 / 255, blue: 62 / 255, alpha: 1)
    static let cream = UIColor(red: 1, green: 250 / 255, blue: 235 / 255, alpha: 1)
    static let brand = UIColor(named: "Brand")
}
