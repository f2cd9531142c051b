import SwiftUI

enum ButtonColors {
    static let page = Color(red: 0.96, green: 0.96, blue: 0.97)
    static let link = Color(red: 0.2, green: 0.5, blue: 0.95)
    static let action = Color(red: 0.9, green: 0.45, blue: 0.1)
    static let icon = Color(red: 0.5, green: 0.5, blue: 0.55)
}

struct ButtonsView: View {
    var body: some View {
        VStack {
            // A title in the tint color: text.
            Button("Learn more") {}
                .tint(ButtonColors.link)
            // The tint is the fill; the system draws the label over it.
            Button("Buy") {}
                .buttonStyle(.borderedProminent)
                .tint(ButtonColors.action)
            // No color here: the title takes the app's accent color, which this body does not show.
            Button("Cancel") {}
            // A symbol draws in its foreground style; a tint colors only controls.
            Image(systemName: "gear")
                .tint(ButtonColors.icon)
        }
        .background(ButtonColors.page)
    }
}
