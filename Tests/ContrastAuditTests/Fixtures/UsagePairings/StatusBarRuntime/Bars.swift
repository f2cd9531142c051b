import UIKit

struct Tag {
    let name: String
    let color: UIColor
}

extension UIColor {
    var isLight: Bool {
        var brightness: CGFloat = 0
        getHue(nil, saturation: nil, brightness: &brightness, alpha: nil)
        return brightness >= 0.7
    }
}

final class TagViewController: UIViewController {
    let tag: Tag

    init(tag: Tag) {
        self.tag = tag
        super.init(nibName: nil, bundle: nil)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationController?.navigationBar.barTintColor = tag.color
    }

    override var preferredStatusBarStyle: UIStatusBarStyle {
        tag.color.isLight ? .darkContent : .lightContent
    }
}

enum Palette {
    static let accent = UIColor(red: 0.1, green: 0.4, blue: 0.8, alpha: 1)
}

/// A rule that picks by luminance at the balance point: every bar gets text of 4.58:1 or more.
final class SafeTagViewController: UIViewController {
    var barColor: UIColor?

    override var preferredStatusBarStyle: UIStatusBarStyle {
        guard let barColor else { return .default }
        return barColor.isDarkByLuminance ? .lightContent : .darkContent
    }
}

extension UIColor {
    var isDarkByLuminance: Bool {
        var r: CGFloat = 0
        var g: CGFloat = 0
        var b: CGFloat = 0
        getRed(&r, green: &g, blue: &b, alpha: nil)
        return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b) < 0.1791
    }
}

func linear(_ c: CGFloat) -> CGFloat {
    c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
}
