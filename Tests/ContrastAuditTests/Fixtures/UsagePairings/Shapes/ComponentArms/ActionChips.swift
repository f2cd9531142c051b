import SwiftUI

/// A component colored by its callers.
struct ActionChip: View {
    var symbol: String
    var fill: Color
    /// Left out by every chip built here: only the symbol is drawn (a component, 3:1).
    var caption: String?

    var body: some View {
        HStack {
            Image(systemName: symbol)
            if let caption {
                Text(caption)
            }
        }
        .padding(6)
        .background(fill)
        .foregroundColor(.white)
    }
}

/// A color chosen in the argument is two looks; a chip disabled where it is built is reported, never failing.
struct ActionChipRow: View {
    var isLocked: Bool

    var body: some View {
        HStack {
            ActionChip(symbol: "pencil", fill: Color(red: 0.1, green: 0.5, blue: 0.6))
                .onTapGesture {}
                .disabled(true)
            ActionChip(
                symbol: "trash",
                fill: isLocked ? Color(red: 0.9, green: 0.6, blue: 0.6) : Color(red: 0.8, green: 0.1, blue: 0.2)
            )
            .disabled(isLocked)
        }
    }
}
