import SwiftUI

extension Color {
    static let night = Color(red: 0.1, green: 0.1, blue: 0.15)
}

// Colors picked by the appearance: one pairing whose light and dark values differ, never the light colors
// checked in dark. The face holds a symbol and a text, so the strictest role (text) decides.
struct Chip: View {
    @Environment(\.colorScheme) var colorScheme

    var body: some View {
        self.face
            .foregroundColor(self.colorScheme == .light ? Color.white : .black)
            .background(self.colorScheme == .light ? Color.night : Color.white)
    }

    private var face: some View {
        HStack {
            Image(systemName: "star")
            Text("Play")
        }
    }
}
