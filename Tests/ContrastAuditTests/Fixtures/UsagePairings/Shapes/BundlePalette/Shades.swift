import UIKit

/// One palette per build flavor, picked from the bundle identifier when the app starts.
struct ColorBook {
    enum Flavor {
        case store
        case beta
    }

    static let current = ColorBook()

    let flavor: Flavor

    init() {
        if Bundle.main.bundleIdentifier?.hasSuffix(".beta") == true {
            flavor = .beta
        } else {
            flavor = .store
        }
    }

    /// The same in every flavor: known without the bundle.
    var leaf: UIColor {
        return UIColor(red: 0.5, green: 0.75, blue: 0.3, alpha: 1)
    }

    /// Chosen by the flavor: known only at run time.
    var badge: UIColor {
        return flavor == .beta ? .orange : .purple
    }
}
