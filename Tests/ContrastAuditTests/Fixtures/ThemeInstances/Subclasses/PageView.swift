import UIKit

final class PageView: UIView {
    private let bodyLabel = UILabel()

    func apply(palette: ReaderPalette) {
        addSubview(bodyLabel)
        backgroundColor = palette.pageColor
        bodyLabel.textColor = palette.inkColor
    }
}
