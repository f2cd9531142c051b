import UIKit

enum ColorSchemeVariant: UInt {
    case light, dark
}

extension UIColor {
    static let ink = UIColor(red: 51 / 255, green: 55 / 255, blue: 58 / 255, alpha: 1)
    static let night = UIColor(red: 30 / 255, green: 32 / 255, blue: 33 / 255, alpha: 1)
}

// A table of light/dark pairs, read through a method of the case and a variant picked by the caller.
enum SchemeColor: Int {
    case text
    case barFill

    fileprivate func pair() -> Pair {
        switch self {
        case .text:
            return Pair(light: .ink, dark: .white)
        case .barFill:
            return Pair(light: .white, dark: .night)
        }
    }
}

private struct Pair {
    let light: UIColor
    let dark: UIColor
}

final class Scheme: NSObject {
    static let shared = Scheme()
    // An enum whose name holds "Color": its cases are no colors.
    var variant: ColorSchemeVariant = .light

    func color(named: SchemeColor, variant: ColorSchemeVariant? = nil) -> UIColor {
        let chosen = variant ?? self.variant
        let pair = named.pair()
        switch chosen {
        case .dark:
            return pair.dark
        case .light:
            return pair.light
        }
    }
}

extension UIColor {
    static func from(scheme: SchemeColor, variant: ColorSchemeVariant? = nil) -> UIColor {
        Scheme.shared.color(named: scheme, variant: variant)
    }
}

final class NoteCell: UITableViewCell {
    private let box = UIView()
    private let note = UILabel()

    func configure(variant: ColorSchemeVariant) {
        contentView.addSubview(box)
        box.addSubview(note)
        note.textColor = UIColor.from(scheme: .text, variant: variant)
        box.backgroundColor = UIColor.from(scheme: .barFill, variant: variant)
    }

    func configureLight() {
        contentView.addSubview(box)
        box.addSubview(note)
        note.textColor = UIColor.from(scheme: .text, variant: .light)
        box.backgroundColor = UIColor.from(scheme: .barFill, variant: .light)
    }
}

final class PasswordViewController: UIViewController {
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        // The image covers the bar tint color: the bar is not `.ink`, whatever the order.
        navigationController?.navigationBar.setBackgroundImage(UIImage(), for: .default)
        navigationController?.navigationBar.tintColor = .ink
        navigationController?.navigationBar.barTintColor = .ink
    }
}

// The cell's own variable, set by the app: read once per case, never at its stored `.light` alone; the title
// sits in the top container it is added to through a method reference.
final class ToggleCell: UITableViewCell {
    private let top = UIView()
    private let title = UILabel()
    private var variant: ColorSchemeVariant = .light {
        didSet { restyle() }
    }
    // Optional: not read per case, and its stored value is not taken either.
    private var mode: ColorSchemeVariant? = .dark

    func build() {
        [title].forEach(top.addSubview)
        contentView.addSubview(top)
    }

    private func restyle() {
        top.backgroundColor = UIColor.from(scheme: .barFill, variant: variant)
        title.textColor = UIColor.from(scheme: .text, variant: variant)
        top.tintColor = UIColor.from(scheme: .text, variant: mode)
    }
}

final class SheetViewController: UIViewController {
    override var preferredStatusBarStyle: UIStatusBarStyle { .default }

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationController?.navigationBar.barTintColor = .ink
        navigationController?.navigationBar.setBackgroundImage(UIImage(), for: .default)
    }
}
