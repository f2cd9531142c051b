import SwiftUI
import UIKit

enum Hue {
    static let calmInk = Color(red: 0.05, green: 0.3, blue: 0.45)
    static let calmWash = Color(red: 0.9, green: 0.96, blue: 0.98)
    static let loudInk = Color(red: 0.55, green: 0.25, blue: 0.0)
    static let loudWash = Color(red: 1.0, green: 0.95, blue: 0.88)
    static let rowInk = UIColor(white: 0.15, alpha: 1)
    static let rowFill = UIColor(white: 0.93, alpha: 1)
    static let rowAlertInk = UIColor(red: 0.6, green: 0.0, blue: 0.0, alpha: 1)
}

enum Mood {
    case calm
    case loud
}

struct NoticeLook {
    let ink: Color
    let wash: Color
}

extension Mood {
    /// The look of each mood, picked per case: the view's `mood.look` is read once per case.
    var look: NoticeLook {
        switch self {
        case .calm: return NoticeLook(ink: Hue.calmInk, wash: Hue.calmWash)
        case .loud: return NoticeLook(ink: Hue.loudInk, wash: Hue.loudWash)
        }
    }
}

struct Notice: View {
    let mood: Mood
    let text: String

    var body: some View {
        let look = mood.look
        Text(text)
            .foregroundStyle(look.ink)
            .padding()
            .background(look.wash)
    }
}

enum RowState {
    case normal
    case alert

    var ink: UIColor {
        switch self {
        case .normal: return Hue.rowInk
        case .alert: return Hue.rowAlertInk
        }
    }
}

final class StatusRow: UIView {
    private let label = UILabel()
    var state: RowState = .normal

    func restyle() {
        let ink = state.ink
        label.textColor = ink
        backgroundColor = Hue.rowFill
        addSubview(label)
    }
}
