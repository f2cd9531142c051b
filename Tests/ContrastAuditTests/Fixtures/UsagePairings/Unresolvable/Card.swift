import UIKit

enum Shade {
    static let ink = UIColor.black
    static let paper = UIColor.white
    /// Comes from the server at run time: the reader cannot evaluate it.
    static let remote = UIColor(serverColor: "card")
    static let remoteAlias = Shade.remote
    static let mystery = mysteryColor()
}

final class CardView: UIView {
    let title = UILabel()
    let body = UILabel()

    func setUp() {
        addSubview(title)
        addSubview(body)
        backgroundColor = Shade.remoteAlias
        title.textColor = Shade.ink
    }
}

final class NoteView: UIView {
    let label = UILabel()
    let detail = UILabel()

    func setUp() {
        addSubview(label)
        addSubview(detail)
        backgroundColor = Shade.paper
        label.textColor = Shade.mystery
        detail.textColor = Shade.ink
    }
}
