import SwiftUI

extension Color {
    static let go = Color(red: 0.1, green: 0.5, blue: 0.2)
    static let stop = Color(red: 0.8, green: 0.1, blue: 0.1)
}

/// Cases with values: the color depends on the case alone, except for `custom`, whose value is the color.
enum Kind {
    case go(withArrow: Bool)
    case stop(withArrow: Bool)
    case custom(Color)

    var color: Color {
        switch self {
        case .go: return .go
        case .stop: return .stop
        case .custom(let color): return color
        }
    }
}

struct KindButton: View {
    var title: String
    var kind: Kind

    var body: some View {
        Text(title)
            .foregroundColor(.white)
            .background(RoundedRectangle(cornerRadius: 9).fill(kind.color))
    }
}
