import UIKit

/// A view whose xib stacks labels over siblings: a photo and a plate.
final class StackView: UIView {
    @IBOutlet weak var overImage: UILabel!

    func apply() {
        overImage.textColor = .white
    }
}
