import UIKit

enum Palette {
    static let barA = UIColor(red: 0.1, green: 0.2, blue: 0.3, alpha: 1)
    static let barB = UIColor(red: 0.2, green: 0.5, blue: 0.65, alpha: 1)
    static let barC = UIColor(red: 0.9, green: 0.3, blue: 0.2, alpha: 1)
    static let barD = UIColor(red: 0.3, green: 0.3, blue: 0.4, alpha: 1)
    static let barE = UIColor(red: 0.4, green: 0.1, blue: 0.1, alpha: 1)
}

extension UIColor {
    var isDark: Bool {
        var brightness: CGFloat = 0
        getHue(nil, saturation: nil, brightness: &brightness, alpha: nil)
        return brightness < 0.6
    }
}

final class IfElseController: UIViewController {
    override var preferredStatusBarStyle: UIStatusBarStyle {
        if Palette.barA.isDark {
            return .lightContent
        } else {
            return .darkContent
        }
    }
}

final class GuardController: UIViewController {
    override var preferredStatusBarStyle: UIStatusBarStyle {
        guard !Palette.barB.isDark else { return .lightContent }
        return .darkContent
    }
}

final class DirectIfController: UIViewController {
    override var preferredStatusBarStyle: UIStatusBarStyle {
        var brightness: CGFloat = 0
        Palette.barC.getHue(nil, saturation: nil, brightness: &brightness, alpha: nil)
        if brightness < 0.7 { return .lightContent }
        return .darkContent
    }
}

// Dark text on dark bars: not the rule the status-bar check models.
final class ReversedIfController: UIViewController {
    override var preferredStatusBarStyle: UIStatusBarStyle {
        var brightness: CGFloat = 0
        Palette.barD.getHue(nil, saturation: nil, brightness: &brightness, alpha: nil)
        if brightness < 0.5 { return .darkContent }
        return .lightContent
    }
}

final class ReversedHelperController: UIViewController {
    override var preferredStatusBarStyle: UIStatusBarStyle {
        if Palette.barE.isDark { return .darkContent }
        return .lightContent
    }
}

// The style goes through a local: which side gets light content is not read, so no pairing.
final class LocalStyleController: UIViewController {
    override var preferredStatusBarStyle: UIStatusBarStyle {
        var brightness: CGFloat = 0
        Palette.barF.getHue(nil, saturation: nil, brightness: &brightness, alpha: nil)
        var style = UIStatusBarStyle.darkContent
        if brightness < 0.7 { style = .lightContent }
        return style
    }
}

extension Palette {
    static let barF = UIColor(red: 0.2, green: 0.2, blue: 0.2, alpha: 1)
}
