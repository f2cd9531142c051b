import UIKit

extension UIColor {
    static let screen = UIColor(red: 0.95, green: 0.95, blue: 0.96, alpha: 1)
    static let well = UIColor(red: 0.15, green: 0.15, blue: 0.17, alpha: 1)
    static let glyph = UIColor(red: 0.6, green: 0.6, blue: 0.64, alpha: 1)
}

// A `#selector(...)` with an argument label in the middle of the body: what follows it still counts (the
// glyph sits in the well, not on the screen).
final class SearchController: UIViewController {
    private let scope = UIButton(type: .system)
    private let query = UITextField()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .screen
        let well = UIStackView()
        well.backgroundColor = .well
        query.addTarget(self, action: #selector(queryChanged(_:)), for: .editingChanged)
        scope.tintColor = .glyph
        well.addArrangedSubview(scope)
        well.addArrangedSubview(query)
        view.addSubview(well)
    }

    @objc private func queryChanged(_ field: UITextField) {}
}
