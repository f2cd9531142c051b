import UIKit

enum FieldShade: String { case ink, paper }

extension UIColor {
    #if TARGET_INTERFACE_BUILDER
        /// What Interface Builder's canvas shows; the app never compiles this.
        static func shade(_ shade: FieldShade) -> UIColor {
            switch shade {
            case .ink: return UIColor(red: 0.1, green: 0.1, blue: 0.1, alpha: 1)
            default: fatalError("not on the canvas")
            }
        }
    #else
        static func shade(_ shade: FieldShade) -> UIColor {
            switch shade {
            case .ink: return UIColor(red: 0.2, green: 0.2, blue: 0.25, alpha: 1)
            case .paper: return UIColor(red: 0.96, green: 0.95, blue: 0.9, alpha: 1)
            }
        }
    #endif
}

@IBDesignable
final class CodeField: UIControl {
    private let digits = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = UIColor.shade(.paper)
        digits.textColor = UIColor.shade(.ink)
        addSubview(digits)
    }

    required init?(coder: NSCoder) { fatalError() }

    override func prepareForInterfaceBuilder() {
        super.prepareForInterfaceBuilder()
        backgroundColor = UIColor.shade(.ink)
        let placeholder = UILabel(frame: .zero)
        placeholder.textColor = .white
        addSubview(placeholder)
    }
}
