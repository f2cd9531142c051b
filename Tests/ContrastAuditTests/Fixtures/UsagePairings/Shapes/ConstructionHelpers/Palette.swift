import UIKit

/// A palette class whose stored defaults are placeholders: the initializer sets some colors itself and the
/// rest in a private method it calls, once, before anything else can read them.
public class Palette: NSObject {
    public var brand: UIColor = .black
    public var lightText: UIColor = .black
    public var statusOn: UIColor = .green
    public var muted: UIColor = .gray
    /// Chosen at construction and again whenever the app calls `refresh()`, from a setting read at run time.
    public var accent: UIColor = .orange

    public static let shared = Palette()

    public override convenience init() {
        self.init(traits: nil)
    }

    public init(traits: UITraitCollection?) {
        super.init()
        brand = UIColor(red: 0.47, green: 0.67, blue: 0.21, alpha: 1)
        setUp()
        refresh()
    }

    private func setUp() {
        let onTime = UIColor { traits in
            if traits.userInterfaceStyle == .dark { return UIColor.systemGreen }
            return UIColor(red: 0.07, green: 0.60, blue: 0.00, alpha: 1.00)
        }
        statusOn = onTime
        muted = .secondaryLabel
        lightText = .white
    }

    func refresh() {
        if UserDefaults.standard.bool(forKey: "night") {
            accent = .systemIndigo
        } else {
            accent = .systemOrange
        }
    }
}

final class Badge: UILabel {
    override init(frame: CGRect) {
        super.init(frame: frame)
        textColor = Palette.shared.lightText
        backgroundColor = Palette.shared.statusOn
    }

    required init?(coder: NSCoder) { fatalError() }
}

final class Note: UIView {
    let label = UILabel()
    let tag = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        label.textColor = Palette.shared.muted
        tag.textColor = Palette.shared.accent
        backgroundColor = Palette.shared.brand
        addSubview(label)
        addSubview(tag)
    }

    func themeChanged() {
        Palette.shared.refresh()
    }

    required init?(coder: NSCoder) { fatalError() }
}
