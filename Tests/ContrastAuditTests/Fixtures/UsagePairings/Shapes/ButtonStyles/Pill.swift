import SwiftUI

extension Color {
    static let pillText = Color(red: 1, green: 1, blue: 1)
    static let pillBack = Color(red: 0.1, green: 0.2, blue: 0.5)
}

// The style's colors are its initializer's defaults; the label dims only while pressed.
struct PillButtonStyle: ButtonStyle {
    let back: Color
    let text: Color

    init(back: Color = .pillBack, text: Color = .pillText) {
        self.back = back
        self.text = text
    }

    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .foregroundColor(self.text.opacity(configuration.isPressed ? 0.5 : 1))
            .background(RoundedRectangle(cornerRadius: 8).fill(self.back))
    }
}

struct CheckoutView: View {
    var body: some View {
        Button("Pay") {}.buttonStyle(PillButtonStyle())
    }
}
