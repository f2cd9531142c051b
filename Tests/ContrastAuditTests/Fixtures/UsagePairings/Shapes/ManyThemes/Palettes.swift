import UIKit

// More themes than a body is read for: the colors are "not evaluated", never the first theme's.
protocol Palette {
    var ink: UIColor { get }
}

struct Palette00: Palette {
    var ink: UIColor { UIColor(red: 0.00, green: 0.2, blue: 0.3, alpha: 1) }
}

struct Palette01: Palette {
    var ink: UIColor { UIColor(red: 0.07, green: 0.2, blue: 0.3, alpha: 1) }
}

struct Palette02: Palette {
    var ink: UIColor { UIColor(red: 0.14, green: 0.2, blue: 0.3, alpha: 1) }
}

struct Palette03: Palette {
    var ink: UIColor { UIColor(red: 0.21, green: 0.2, blue: 0.3, alpha: 1) }
}

struct Palette04: Palette {
    var ink: UIColor { UIColor(red: 0.28, green: 0.2, blue: 0.3, alpha: 1) }
}

struct Palette05: Palette {
    var ink: UIColor { UIColor(red: 0.35, green: 0.2, blue: 0.3, alpha: 1) }
}

struct Palette06: Palette {
    var ink: UIColor { UIColor(red: 0.42, green: 0.2, blue: 0.3, alpha: 1) }
}

struct Palette07: Palette {
    var ink: UIColor { UIColor(red: 0.49, green: 0.2, blue: 0.3, alpha: 1) }
}

struct Palette08: Palette {
    var ink: UIColor { UIColor(red: 0.56, green: 0.2, blue: 0.3, alpha: 1) }
}

struct Palette09: Palette {
    var ink: UIColor { UIColor(red: 0.63, green: 0.2, blue: 0.3, alpha: 1) }
}

struct Palette10: Palette {
    var ink: UIColor { UIColor(red: 0.70, green: 0.2, blue: 0.3, alpha: 1) }
}

struct Palette11: Palette {
    var ink: UIColor { UIColor(red: 0.77, green: 0.2, blue: 0.3, alpha: 1) }
}

struct Palette12: Palette {
    var ink: UIColor { UIColor(red: 0.84, green: 0.2, blue: 0.3, alpha: 1) }
}

struct Palette13: Palette {
    var ink: UIColor { UIColor(red: 0.91, green: 0.2, blue: 0.3, alpha: 1) }
}

struct Palette14: Palette {
    var ink: UIColor { UIColor(red: 0.98, green: 0.2, blue: 0.3, alpha: 1) }
}

struct Palette15: Palette {
    var ink: UIColor { UIColor(red: 0.05, green: 0.2, blue: 0.3, alpha: 1) }
}

struct Palette16: Palette {
    var ink: UIColor { UIColor(red: 0.12, green: 0.2, blue: 0.3, alpha: 1) }
}

struct Palette17: Palette {
    var ink: UIColor { UIColor(red: 0.19, green: 0.2, blue: 0.3, alpha: 1) }
}

struct Palette18: Palette {
    var ink: UIColor { UIColor(red: 0.26, green: 0.2, blue: 0.3, alpha: 1) }
}

struct Palette19: Palette {
    var ink: UIColor { UIColor(red: 0.33, green: 0.2, blue: 0.3, alpha: 1) }
}

struct Palette20: Palette {
    var ink: UIColor { UIColor(red: 0.40, green: 0.2, blue: 0.3, alpha: 1) }
}

struct Palette21: Palette {
    var ink: UIColor { UIColor(red: 0.47, green: 0.2, blue: 0.3, alpha: 1) }
}

struct Palette22: Palette {
    var ink: UIColor { UIColor(red: 0.54, green: 0.2, blue: 0.3, alpha: 1) }
}

struct Palette23: Palette {
    var ink: UIColor { UIColor(red: 0.61, green: 0.2, blue: 0.3, alpha: 1) }
}

struct Palette24: Palette {
    var ink: UIColor { UIColor(red: 0.68, green: 0.2, blue: 0.3, alpha: 1) }
}

struct Palette25: Palette {
    var ink: UIColor { UIColor(red: 0.75, green: 0.2, blue: 0.3, alpha: 1) }
}

struct Palette26: Palette {
    var ink: UIColor { UIColor(red: 0.82, green: 0.2, blue: 0.3, alpha: 1) }
}

struct Palette27: Palette {
    var ink: UIColor { UIColor(red: 0.89, green: 0.2, blue: 0.3, alpha: 1) }
}

struct Palette28: Palette {
    var ink: UIColor { UIColor(red: 0.96, green: 0.2, blue: 0.3, alpha: 1) }
}

struct Palette29: Palette {
    var ink: UIColor { UIColor(red: 0.03, green: 0.2, blue: 0.3, alpha: 1) }
}

struct Palette30: Palette {
    var ink: UIColor { UIColor(red: 0.10, green: 0.2, blue: 0.3, alpha: 1) }
}

struct Palette31: Palette {
    var ink: UIColor { UIColor(red: 0.17, green: 0.2, blue: 0.3, alpha: 1) }
}

struct Palette32: Palette {
    var ink: UIColor { UIColor(red: 0.24, green: 0.2, blue: 0.3, alpha: 1) }
}

final class PaletteCenter: NSObject {
    static let shared = PaletteCenter()
    var palette: Palette = Palette00()
}

final class InkView: UIView {
    let label = UILabel()

    func restyle() {
        addSubview(label)
        backgroundColor = .white
        label.textColor = PaletteCenter.shared.palette.ink
    }
}
