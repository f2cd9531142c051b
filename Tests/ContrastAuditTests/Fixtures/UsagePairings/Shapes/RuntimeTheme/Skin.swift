import UIKit

final class Swatches: NSObject {
    let ink: UIColor
    let paper: UIColor

    init(ink: UIColor, paper: UIColor) {
        self.ink = ink
        self.paper = paper
    }
}

// The skin in use is picked when the app starts, from the user's setting.
final class Skin: NSObject {
    static let day = Skin(
        swatches: Swatches(
            ink: UIColor(red: 0.1, green: 0.1, blue: 0.1, alpha: 1),
            paper: UIColor(red: 0.97, green: 0.97, blue: 0.95, alpha: 1)))
    static let night = Skin(
        swatches: Swatches(
            ink: UIColor(red: 0.9, green: 0.9, blue: 0.9, alpha: 1),
            paper: UIColor(red: 0.1, green: 0.12, blue: 0.13, alpha: 1)))

    static var active: Skin = {
        UserDefaults.standard.bool(forKey: "night") ? Skin.night : Skin.day
    }()

    let swatches: Swatches

    init(swatches: Swatches) {
        self.swatches = swatches
        super.init()
    }
}

final class NoteCell: UICollectionViewCell {
    let caption = UILabel()

    func restyle() {
        contentView.addSubview(caption)
        backgroundColor = Skin.active.swatches.paper
        caption.textColor = Skin.active.swatches.ink
    }
}
