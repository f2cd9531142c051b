import UIKit

enum Scanner {
    static let accent = UIColor(red: 0, green: 0.5, blue: 1, alpha: 1)
}

final class ScannerViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        let mask = UIView()
        mask.backgroundColor = UIColor.black.withAlphaComponent(0.5)
        let hint = UILabel()
        hint.textColor = .white
        mask.addSubview(hint)
        view.addSubview(mask)
        view.tintColor = Scanner.accent
    }

    private lazy var badge: UILabel = .build { label in
        label.textColor = UIColor(red: 0.2, green: 0.2, blue: 0.2, alpha: 1)
        label.backgroundColor = #colorLiteral(red: 1, green: 0.8, blue: 0, alpha: 1)
    }
}
