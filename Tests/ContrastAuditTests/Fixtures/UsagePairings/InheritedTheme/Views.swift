import UIKit

final class Palette: NSObject {
    let surface: UIColor
    let label: UIColor

    init(surface: UIColor, label: UIColor) {
        self.surface = surface
        self.label = label
    }

    static let sunrise = Palette(surface: UIColor(white: 0.98, alpha: 1), label: UIColor(white: 0.12, alpha: 1))
    static let midnight = Palette(surface: UIColor(white: 0.08, alpha: 1), label: UIColor(white: 0.9, alpha: 1))
}

enum PaletteStore {
    static var chosen: Palette?
}

extension UIView {
    /// Every view reads the palette the user chose.
    var palette: Palette? { PaletteStore.chosen }
}

final class CounterView: UIView {
    let count = UILabel()
    let date = UILabel()
    let tag = UILabel()

    func restyleCount() {
        guard let palette = palette else { return }
        count.backgroundColor = palette.surface
        count.textColor = palette.label
    }

    func restyleDate() {
        let palette = self.palette ?? .sunrise
        date.backgroundColor = palette.surface
        date.textColor = palette.label
    }

    func restyleTag() {
        tag.backgroundColor = palette?.surface
        tag.textColor = palette?.label
    }

    let note = UILabel()

    /// A comparison with an instance is known in each reading: only its branch runs.
    func restyleNote() {
        guard let palette = palette else { return }
        note.textColor = palette.label
        note.backgroundColor = palette.surface
        if palette == Palette.sunrise {
            note.backgroundColor = .white
        }
    }
}
