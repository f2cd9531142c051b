import SwiftUI

enum Paper {
    static let sheet = Color(red: 0.98, green: 0.98, blue: 0.98)
    static let ink = Color(red: 0.15, green: 0.15, blue: 0.15)
    static let rim = Color(red: 0.85, green: 0.85, blue: 0.85)
}

/// A button whose outline is drawn only in dark: in light the stroke is clear, so nothing is drawn there.
struct OutlinedCard: View {
    @Environment(\.colorScheme) var scheme

    var body: some View {
        Button(action: {}) {
            Text("Balance")
                .foregroundColor(Paper.ink)
        }
        .background(Paper.sheet)
        .overlay(
            RoundedRectangle(cornerRadius: 12)
                .stroke(scheme == .dark ? Paper.rim : Color.clear, lineWidth: 1)
        )
    }
}
