import UIKit

enum Palette {
    // HSB brightness 0.65 (the largest component).
    static let bar = UIColor(red: 0.2, green: 0.5, blue: 0.65, alpha: 1)
}

extension UIColor {
    /// Dark below brightness 0.6.
    var isDark: Bool {
        var brightness: CGFloat = 0
        getHue(nil, saturation: nil, brightness: &brightness, alpha: nil)
        return brightness < 0.6
    }
}

final class BarController: UIViewController {
    override var preferredStatusBarStyle: UIStatusBarStyle {
        Palette.bar.isDark ? .lightContent : .darkContent
    }
}
