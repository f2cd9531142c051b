import UIKit

final class ArticleCell: UITableViewCell {
    private let titleLabel = UILabel()
    private let captionLabel = UILabel()

    func apply(palette: ReadingPalette) {
        contentView.addSubview(titleLabel)
        contentView.addSubview(captionLabel)
        contentView.backgroundColor = palette.page
        titleLabel.textColor = palette.text
        captionLabel.textColor = palette.caption
    }
}

final class ArticleFooter: UIView {
    private let noteLabel = UILabel()

    func configure(palette: ReadingPalette) {
        addSubview(noteLabel)
        backgroundColor = .systemBackground
        noteLabel.textColor = palette.caption
    }
}

final class ThemePicker: UIView {
    private let sampleLabel = UILabel()

    func show(theme: ReaderTheme) {
        addSubview(sampleLabel)
        backgroundColor = theme.background
        sampleLabel.textColor = theme.foreground
    }
}

final class ArticleBody: UIView {
    private let bodyLabel = UILabel()

    func render() {
        addSubview(bodyLabel)
        backgroundColor = .systemBackground
        bodyLabel.textColor = ArticleTheme.current.body
    }
}
