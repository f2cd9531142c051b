import UIKit

enum Chrome {
    static let navigation = UIColor(red: 0.1, green: 0.15, blue: 0.3, alpha: 1)
    static let paper = UIColor(red: 0.98, green: 0.97, blue: 0.95, alpha: 1)
    static let banner = UIColor(red: 0.95, green: 0.85, blue: 0.3, alpha: 1)
}

enum Styling {
    static func apply() {
        UINavigationBar.appearance().barTintColor = Chrome.navigation
    }
}

// White status-bar text, a light view: but the app-wide dark navigation bar may be what is under the bar.
final class ListController: UIViewController {
    override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = Chrome.paper
    }
}

// Its own navigation bar color is known.
final class PromoController: UIViewController {
    override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationController?.navigationBar.barTintColor = Chrome.banner
    }
}
