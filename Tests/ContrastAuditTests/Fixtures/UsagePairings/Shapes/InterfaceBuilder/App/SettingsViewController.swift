import UIKit

/// A controller built in code: its own `view` is not the storyboard's.
final class SettingsViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .black
    }
}
