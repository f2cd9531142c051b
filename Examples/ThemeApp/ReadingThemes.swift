import UIKit

/// The reader's page themes: one instance per theme, picked by the reader in the settings popover.
final class ReadingTheme {
    static let paper = ReadingTheme(page: .white, text: UIColor(rgb: 0x1E1E1E), link: UIColor(rgb: 0x2F5DBF))
    static let sepia = ReadingTheme(
        page: UIColor(rgb: 0xF4ECD8), text: UIColor(rgb: 0x3B3024), link: UIColor(rgb: 0x4C7BD9))
    static let night = ReadingTheme(
        page: UIColor(rgb: 0x141414), text: UIColor(rgb: 0xD6D6D6), link: UIColor(rgb: 0x7AA7FF))

    let page: UIColor
    let text: UIColor
    let link: UIColor

    init(page: UIColor, text: UIColor, link: UIColor) {
        self.page = page
        self.text = text
        self.link = link
    }
}

/// The settings popover shows a sample of the page in whichever theme is applied.
final class ReadingSettingsViewController: UIViewController {
    private let sampleLabel = UILabel()
    private let moreButton = UIButton(type: .system)

    func apply(theme: ReadingTheme) {
        view.backgroundColor = theme.page
        sampleLabel.textColor = theme.text
        moreButton.setTitleColor(theme.link, for: .normal)
    }
}
