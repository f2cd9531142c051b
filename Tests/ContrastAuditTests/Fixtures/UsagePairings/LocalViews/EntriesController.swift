import UIKit

enum Bar {
    static let ocean = UIColor(red: 0, green: 0.38, blue: 0.87, alpha: 1)
    static let fog = UIColor(red: 0.93, green: 0.93, blue: 0.94, alpha: 1)
    static let slate = UIColor(red: 0.2, green: 0.22, blue: 0.25, alpha: 1)
}

final class EntriesController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = Bar.fog
        navigationItem.rightBarButtonItem = UIBarButtonItem(customView: gearButton)
        let hint = UILabel()
        hint.textColor = Bar.slate
        view.addSubview(hint)
    }

    /// Built here and placed in the navigation bar: not on the view's background.
    private var gearButton: UIButton {
        let button = UIButton()
        button.tintColor = .white
        return button
    }
}
