import UIKit

final class EpisodeCell: UITableViewCell {
    private let titleLabel = UILabel()

    func setUp() {
        contentView.addSubview(titleLabel)
        contentView.backgroundColor = ThemeColor.primaryUi01()
        titleLabel.textColor = ThemeColor.primaryText01()
    }
}

final class ThemePreview: UIView {
    private let sampleLabel = UILabel()

    func show(theme: Theme.ThemeType) {
        addSubview(sampleLabel)
        backgroundColor = ThemeColor.primaryUi01(for: theme)
        sampleLabel.textColor = ThemeColor.primaryText01(for: theme)
    }

    func showDark() {
        addSubview(sampleLabel)
        backgroundColor = ThemeColor.primaryUi01(for: .dark)
        sampleLabel.textColor = ThemeColor.primaryText01(for: .dark)
    }
}
