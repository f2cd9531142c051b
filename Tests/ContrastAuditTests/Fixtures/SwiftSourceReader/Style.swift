// swift-format-ignore-file
import UIKit

/// A classic style singleton: four colors and a status-bar brightness rule.
final class Style {
    static let shared = Style()

    var backgroundColor = UIColor(hue: 0.11, saturation: 0.06, brightness: 0.97, alpha: 1.0)
    var textColor = UIColor(hue: 0.08, saturation: 0.45, brightness: 0.17, alpha: 1.0)
    var accentColor = UIColor(hue: 0.02, saturation: 0.80, brightness: 0.90, alpha: 1)
    var barColor: UIColor = UIColor(hue: 0.58, saturation: 0.70, brightness: 0.35, alpha: 1.0)

    var statusBarStyle: UIStatusBarStyle {
        var brightness: CGFloat = 0
        barColor.getHue(nil, saturation: nil, brightness: &brightness, alpha: nil)
        return brightness < 0.7 ? .lightContent : .darkContent
    }
}
