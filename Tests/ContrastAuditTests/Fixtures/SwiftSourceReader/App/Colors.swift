// swift-format-ignore-file
import UIKit

extension UIColor {
    convenience init(_ hex: Int, alpha: CGFloat = 1) {
        self.init(red: CGFloat((hex >> 16) & 0xFF) / 255, green: CGFloat((hex >> 8) & 0xFF) / 255,
                  blue: CGFloat(hex & 0xFF) / 255, alpha: alpha)
    }

    static let brandBlue = UIColor(0x1A73E8)
    static let paper = UIColor(0xFAFAF7)
}
