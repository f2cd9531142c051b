import UIKit

/// A title color picked from the controller's own trait collection at the use site: one color per appearance.
final class SyncBar: UIViewController {
    private let button = UIButton(type: .custom)

    override func viewDidLoad() {
        super.viewDidLoad()
        let bar = UIView()
        bar.backgroundColor = .systemBackground
        view.addSubview(bar)
        let textColor: UIColor = self.traitCollection.userInterfaceStyle == .light ? .darkGray : .lightGray
        button.setTitle("Syncing", for: .normal)
        button.setTitleColor(textColor, for: .normal)
        bar.addSubview(button)
    }
}
