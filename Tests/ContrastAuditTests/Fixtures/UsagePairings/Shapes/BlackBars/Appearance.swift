import UIKit

enum Appearance {
    static func apply() {
        // A black bar style draws the title white over the bar's tint.
        UINavigationBar.appearance().barStyle = .black
        UINavigationBar.appearance().barTintColor = UIColor(red: 0.2, green: 0.3, blue: 0.4, alpha: 1)
    }
}

final class ListController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        // The title's own color replaces the style's white.
        navigationController?.navigationBar.barStyle = .blackOpaque
        navigationController?.navigationBar.titleTextAttributes = [.foregroundColor: UIColor.yellow]
        navigationController?.navigationBar.barTintColor = UIColor(red: 0.1, green: 0.1, blue: 0.1, alpha: 1)
    }
}
