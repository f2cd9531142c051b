import SwiftUI

enum BoxColors {
    static let accent = Color(red: 0, green: 0.4, blue: 0.8)

    static func text(_ colorScheme: ColorScheme) -> Color {
        colorScheme == .dark ? Color(red: 0.8, green: 0.8, blue: 0.8) : Color(red: 0.4, green: 0.4, blue: 0.4)
    }

    static func box(_ colorScheme: ColorScheme) -> Color {
        colorScheme == .light ? .white : Color(red: 0.2, green: 0.2, blue: 0.2)
    }
}

struct BoxView: View {
    @Environment(\.colorScheme) var colorScheme

    var body: some View {
        VStack {
            Text("Title")
            Text("Description")
                .foregroundColor(BoxColors.text(colorScheme))
        }
        .background(RoundedRectangle(cornerRadius: 8).foregroundColor(BoxColors.box(colorScheme)))
    }
}
