import UIKit

// A model object that keeps the app's accent, picked from the user's settings: its `tintColor` is no view's.
final class AccentStore: NSObject {
    static let shared = AccentStore()
    var tintColor: UIColor

    override init() {
        if UserDefaults.standard.bool(forKey: "teal") {
            tintColor = UIColor(red: 0.2, green: 0.6, blue: 0.7, alpha: 1)
        } else {
            tintColor = UIColor(red: 0.9, green: 0.4, blue: 0.1, alpha: 1)
        }
        super.init()
    }

    func change(to color: UIColor) {
        tintColor = color
    }
}

extension UIColor {
    static var accent: UIColor { AccentStore.shared.tintColor }
}
