import SwiftUI

extension Color {
    static let gold = Color(red: 0.85, green: 0.65, blue: 0.1)
    static let page = Color(red: 0.1, green: 0.1, blue: 0.12)
    static let idle = Color(red: 0.3, green: 0.3, blue: 0.32)
}

/// A toggle whose title and the outline's inside are chosen by the same flag: white on the fill when on, the
/// color itself over the page when off.
struct ToggleChip: View {
    let color: Color
    let isOn: Bool

    var body: some View {
        Button(action: {}) {
            Text("Favorite").foregroundStyle(isOn ? .white : color)
        }
        .background(
            RoundedRectangle(cornerRadius: 8)
                .stroke(color, lineWidth: isOn ? 0 : 2)
                .background(isOn ? color : .clear)
        )
    }
}

struct Onboarding: View {
    var canAdvance: Bool { true }

    var body: some View {
        VStack {
            ToggleChip(color: .gold, isOn: true)
            // The title and the capsule's fill chosen by one computed flag: each arm with its own.
            Text("Continue")
                .foregroundColor(canAdvance ? .black : .white)
                .background(Capsule().fill(canAdvance ? Color.gold : Color.idle))
        }
        .background(Color.page)
    }
}

/// Shown or hidden by a flag: the hidden arm draws nothing, so it is neither paired nor a note.
struct CountBadge: View {
    let show: Bool

    var body: some View {
        Text("3")
            .foregroundColor(.white)
            .opacity(show ? 1 : 0)
            .background(Color.idle)
    }
}
