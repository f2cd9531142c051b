import UIKit

// The tones come from a computed property over the period picked at run time.
final class SummaryController: UIViewController {
    var period: Period = .dawn
    private let note = UILabel()
    private var tones: Tones { period.tones }

    func paint() {
        view.backgroundColor = tones.surface
        note.textColor = tones.text
        view.addSubview(note)
    }
}

// The bar is styled in a property observer.
final class AgendaController: UIViewController {
    // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
    // (set before the view loads, as apps do)
    var tones: Tones! {
        didSet {
            navigationController?.navigationBar.barTintColor = tones.surface
            navigationController?.navigationBar.titleTextAttributes = [.foregroundColor: tones.text]
        }
    }
}
