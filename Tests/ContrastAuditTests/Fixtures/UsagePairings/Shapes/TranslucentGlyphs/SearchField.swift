import SwiftUI

struct SearchField: View {
    @State private var query = ""

    var body: some View {
        HStack {
            TextField("Search", text: $query)
            clearButton
            Text("beta")
                .foregroundColor(Color(red: 0.2, green: 0.2, blue: 0.2))
                .opacity(0.5)
                .background(Color(red: 1, green: 0.9, blue: 0.6))
        }
        .background(RoundedRectangle(cornerRadius: 8).fill(Color(red: 0.95, green: 0.95, blue: 0.97)))
    }

    /// A glyph drawn at 70%: its color at that opacity over the field's fill.
    private var clearButton: some View {
        Button(action: { query = "" }) {
            Image(systemName: "xmark.circle.fill")
        }
        .foregroundColor(Color(red: 0.4, green: 0.4, blue: 0.45))
        .opacity(0.7)
    }
}
