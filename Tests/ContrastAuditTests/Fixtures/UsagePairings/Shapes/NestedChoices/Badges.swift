import SwiftUI

/// A round badge whose disc and glyph both follow one flag, written inside the color's initializer.
struct RoundBadge: View {
    let symbol: String
    var premium = false

    var body: some View {
        ZStack {
            Circle()
                .frame(width: 40, height: 40)
                .foregroundColor(Color(premium ? "mossTint" : "plumTint"))
            Image(systemName: symbol)
                .foregroundColor(Color(premium ? "moss" : "plum"))
        }
    }
}

/// The same with the choice on a binding and the glyph as text.
struct StateChip: View {
    @Binding var active: Bool

    var body: some View {
        Text("Live")
            .foregroundColor(Color(active ? "plum" : "moss"))
            .padding(6)
            .background(Color(active ? "plumTint" : "mossTint"))
    }
}
