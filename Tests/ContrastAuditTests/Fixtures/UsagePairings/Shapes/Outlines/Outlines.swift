import SwiftUI

extension Color {
    static let page = Color(red: 0.12, green: 0.12, blue: 0.14)
    static let hairline = Color(red: 0.2, green: 0.2, blue: 0.22)
    static let accentEdge = Color(red: 0.25, green: 0.25, blue: 0.3)
}

/// A card on the page: its faint outline is decoration, its text is what matters.
struct TipCard: View {
    @Binding var note: String

    var body: some View {
        VStack {
            Text("Thanks for the support")
                .foregroundColor(.white)
            // A field's edge shows where to type: a component.
            TextField("", text: $note)
                .foregroundColor(.white)
                .overlay(RoundedRectangle(cornerRadius: 6).stroke(Color.accentEdge))
            // A button with no fill: its outline is the button.
            Button(action: {}) {
                Text("Send")
                    .foregroundColor(.white)
                    .overlay(Capsule().stroke(Color.accentEdge, lineWidth: 2))
            }
        }
        .padding()
        .background(Color.page)
        .overlay(RoundedRectangle(cornerRadius: 13).stroke(Color.hairline, lineWidth: 1))
    }
}
