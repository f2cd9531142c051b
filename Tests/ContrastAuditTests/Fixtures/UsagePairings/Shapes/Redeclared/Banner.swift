import UIKit

enum Tone {
    static let ink = UIColor(white: 0.1, alpha: 1)
    static let link = UIColor(red: 0.2, green: 0.3, blue: 0.8, alpha: 1)
    static let wash = UIColor(red: 0.85, green: 0.9, blue: 1, alpha: 1)
    static let paper = UIColor(white: 0.98, alpha: 1)
}

/// Two locals named `wrapper` in two blocks are two views: the second one's button is not on the first
/// one's wash.
final class Banner: UIView {
    func show(bold: String?, link: String?) {
        backgroundColor = Tone.paper
        if let bold {
            let wrapper = UIView()
            let label = UILabel()
            label.text = bold
            label.textColor = Tone.ink
            wrapper.addSubview(label)
            wrapper.backgroundColor = Tone.wash
            addSubview(wrapper)
        }
        if let link {
            let wrapper = UIView()
            let button = UIButton()
            button.setTitle(link, for: .normal)
            button.setTitleColor(Tone.link, for: .normal)
            wrapper.addSubview(button)
            addSubview(wrapper)
        }
    }
}
