import UIKit

/// Dynamic colors built where they are used, a background and a text color.
final class Banner: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        let bar = UIView()
        bar.backgroundColor = UIColor(dynamicProvider: { $0.userInterfaceStyle == .dark ? .black : .white })
        view.addSubview(bar)
        let title = UILabel()
        title.textColor = UIColor { traits in traits.userInterfaceStyle == .dark ? .lightGray : .darkGray }
        bar.addSubview(title)
    }
}
