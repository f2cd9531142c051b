import UIKit

enum ScannerColors {
    static let bar = UIColor(red: 0, green: 0, blue: 0, alpha: 1)
    static let title = UIColor(red: 1, green: 1, blue: 1, alpha: 1)
}

// The navigation controller fixes the style; the one controller it shows colors its bar.
final class ScannerNavigationController: UINavigationController {
    override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
}

final class ScannerViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        navigationController?.navigationBar.barTintColor = ScannerColors.bar
        navigationController?.navigationBar.titleTextAttributes = [.foregroundColor: ScannerColors.title]
    }
}

enum ReaderColors {
    static let bar = UIColor(red: 0.96, green: 0.94, blue: 0.88, alpha: 1)
}

// A navigation controller that colors its own bar.
final class ReaderNavigationController: UINavigationController {
    override var preferredStatusBarStyle: UIStatusBarStyle { .darkContent }

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationBar.barTintColor = ReaderColors.bar
    }
}
