import UIKit

enum Palette {
    static let brand = Asset.Colors.brandPrimary.color
    static let title = R.color.titleText()
    static let missing = Asset.nothingHere.color
    static let legacy = UIColor(named: "Title Text", in: .main, compatibleWith: nil)
}

final class TitleView: UIView {
    let label = UILabel()
    let badge = UILabel()

    func setUp() {
        label.textColor = R.color.titleText()
        label.backgroundColor = UIColor(resource: R.color.brandPrimary)
        badge.textColor = Asset.Colors.titleText.swiftUIColor
        badge.backgroundColor = R.color.dup(compatibleWith: traitCollection)
    }
}
