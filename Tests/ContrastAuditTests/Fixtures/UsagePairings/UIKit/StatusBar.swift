import UIKit

final class TintedController: UIViewController {
    override var preferredStatusBarStyle: UIStatusBarStyle {
        var brightness: CGFloat = 0
        Ink.bar.getHue(nil, saturation: nil, brightness: &brightness, alpha: nil)
        return brightness < 0.6 ? .lightContent : .darkContent
    }
}
