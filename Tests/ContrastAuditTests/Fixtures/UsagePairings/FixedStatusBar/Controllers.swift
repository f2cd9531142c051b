import UIKit

enum Chrome {
    static let night = UIColor(red: 0.12, green: 0.12, blue: 0.16, alpha: 1)
    static let paper = UIColor(red: 0.98, green: 0.97, blue: 0.95, alpha: 1)
}

// No navigation bar color: the view's background is under the status bar.
final class ReaderController: UIViewController {
    override var preferredStatusBarStyle: UIStatusBarStyle {
        return .lightContent
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = Chrome.night
    }
}

// `.default` follows the appearance: dark text in light mode, light text in dark mode.
final class SettingsController: UIViewController {
    override var preferredStatusBarStyle: UIStatusBarStyle { .default }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        view.backgroundColor = Chrome.paper
    }
}

// Nothing under the bar is set in this type: a note, no pairing.
final class PlainController: UIViewController {
    override var preferredStatusBarStyle: UIStatusBarStyle { .darkContent }
}

// Shown in a navigation controller (it sets its navigation item): the bar, whose color is not set anywhere,
// is under the status bar, not the view. A note, no pairing.
final class DetailController: UIViewController {
    override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.title = "Detail"
        view.backgroundColor = Chrome.night
    }
}
