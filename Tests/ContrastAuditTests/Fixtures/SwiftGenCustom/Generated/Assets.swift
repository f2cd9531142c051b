// The shape of SwiftGen's xcassets output with `enumName: Theme` in swiftgen.yml (written for this test).

import UIKit

internal enum Theme {
    internal enum Colors {
        internal static let brandPrimary = ColorAsset(name: "brand-primary")
        internal static let titleText = ColorAsset(name: "Title Text")
    }
}

internal final class ColorAsset {
    internal fileprivate(set) var name: String

    internal private(set) lazy var color: UIColor = {
        guard let color = UIColor(asset: self) else {
            fatalError("Unable to load color asset named \(name).")
        }
        return color
    }()

    fileprivate init(name: String) {
        self.name = name
    }
}

internal extension UIColor {
    convenience init?(asset: ColorAsset) {
        let bundle = Bundle(for: BundleToken.self)
        self.init(named: asset.name, in: bundle, compatibleWith: nil)
    }
}

private final class BundleToken {}
