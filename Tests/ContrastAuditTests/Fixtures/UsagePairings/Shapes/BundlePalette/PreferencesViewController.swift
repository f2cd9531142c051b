import UIKit

final class PreferencesViewController: UIViewController {
    private let note = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationController?.navigationBar.barTintColor = ColorBook.current.leaf
        navigationController?.navigationBar.titleTextAttributes = [.foregroundColor: UIColor.white]
        view.backgroundColor = .white
        view.addSubview(note)
        note.textColor = ColorBook.current.badge
    }
}
