import UIKit

// Three palettes behind one protocol: the third is a subclass of the second that overrides one computed color
// and assigns a stored one after `super.init()`; a fourth, a subclass of an NSObject palette, reads `super`.
protocol ReaderPalette {
    var pageColor: UIColor { get }
    var inkColor: UIColor { get }
}

class PaperPalette: NSObject, ReaderPalette {
    var pageColor: UIColor { UIColor(red: 250 / 255, green: 247 / 255, blue: 240 / 255, alpha: 1) }
    var inkColor: UIColor = UIColor(red: 40 / 255, green: 36 / 255, blue: 30 / 255, alpha: 1)

    override init() {
        super.init()
    }
}

class NightPalette: NSObject, ReaderPalette {
    var pageColor: UIColor { UIColor(red: 30 / 255, green: 32 / 255, blue: 36 / 255, alpha: 1) }
    var inkColor: UIColor = UIColor(red: 224 / 255, green: 226 / 255, blue: 230 / 255, alpha: 1)
}

class InkPalette: NightPalette {
    override init() {
        super.init()
        inkColor = UIColor(red: 150 / 255, green: 150 / 255, blue: 150 / 255, alpha: 1)
    }

    override var pageColor: UIColor { UIColor(red: 0, green: 0, blue: 0, alpha: 1) }
}

class SepiaPalette: PaperPalette {
    override var inkColor: UIColor {
        get { super.inkColor.withAlphaComponent(0.8) }
        set {}
    }
}
