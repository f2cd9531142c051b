import UIKit

enum Palette {
    static let brand = Theme.Colors.brandPrimary.color
    static let title = UIColor(asset: Theme.Colors.titleText)
}

final class TitleView: UIView {
    let label = UILabel()

    func setUp() {
        label.textColor = Theme.Colors.titleText.color
        label.backgroundColor = Theme.Colors.brandPrimary.color
    }
}
