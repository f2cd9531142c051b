// swift-format-ignore-file
import UIKit

extension UIColor {
    /// 0xRRGGBB.
    convenience init(hex: UInt32) {
        self.init(
            red: CGFloat((hex >> 16) & 0xFF) / 255, green: CGFloat((hex >> 8) & 0xFF) / 255,
            blue: CGFloat(hex & 0xFF) / 255, alpha: 1)
    }
}

enum Palette {
    static let page = UIColor(red: 1, green: 1, blue: 1, alpha: 1)
    static let caption = UIColor(red: 0.60, green: 0.60, blue: 0.60, alpha: 1.0)  // keep this comment
    static let note = UIColor(red: 153/255, green: 153 / 255.0, blue: 153/255, alpha: 1)
    static let hint = UIColor(hex: 0x9a9a9a)
    static let tag = #colorLiteral(red: 0.6, green: 0.6, blue: 0.6, alpha: 1)
    static let surface = UIColor { $0.userInterfaceStyle == .dark ? UIColor(hex: 0x202020) : UIColor(hex: 0xFFFFFF) }
    static let adaptive = UIColor { $0.userInterfaceStyle == .dark ? UIColor(hex: 0x5A5A5A) : UIColor(hex: 0x999999) }
    static let ink = UIColor(displayP3Red: 0.6, green: 0.6, blue: 0.6, alpha: 1)
    static let accent = UIColor(hue: 0.6, saturation: 0.5, brightness: 0.9, alpha: 1)
}

final class CardView: UIView {
    let captionLabel = UILabel()
    let noteLabel = UILabel()
    let hintLabel = UILabel()
    let tagLabel = UILabel()
    let inkLabel = UILabel()
    let accentLabel = UILabel()

    func configure() {
        backgroundColor = Palette.page
        for label in [captionLabel, noteLabel, hintLabel, tagLabel, inkLabel, accentLabel] { addSubview(label) }
        captionLabel.textColor = Palette.caption
        noteLabel.textColor = Palette.note
        hintLabel.textColor = Palette.hint
        tagLabel.textColor = Palette.tag
        inkLabel.textColor = Palette.ink
        accentLabel.textColor = Palette.accent
    }
}

final class AdaptiveView: UIView {
    let label = UILabel()

    func configure() {
        backgroundColor = Palette.surface
        addSubview(label)
        label.textColor = Palette.adaptive
    }
}
