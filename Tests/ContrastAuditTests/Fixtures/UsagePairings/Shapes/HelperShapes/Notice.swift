import UIKit

// A clear view whose label sits, in a layout the code does not show, on a colored plate beside it: the label is
// not checked over every backdrop as if nothing held it.
final class NoticeView: UIView {
    private let backgroundView = UIView()
    private let noticeLabel = UILabel()

    func style() {
        backgroundColor = .clear
        backgroundView.backgroundColor = Shades.paper
        noticeLabel.textColor = Shades.slate
    }
}
