import SwiftUI

/// Sets no text color of its own: it draws in whatever foreground its callers give it.
struct PillButton: View {
    var text: String

    var body: some View {
        Text(text)
            .padding(8)
            .background(Color.white.opacity(0.05))
    }
}

struct HomePanel: View {
    var body: some View {
        VStack {
            PillButton(text: "Reorder")
        }
        .background(Color(red: 0.1, green: 0.1, blue: 0.12))
        .foregroundColor(.white)
    }
}
