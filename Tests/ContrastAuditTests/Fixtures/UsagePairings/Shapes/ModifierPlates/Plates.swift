import SwiftUI

struct CardPlate: ViewModifier {
    @Environment(\.colorScheme) var colorScheme: ColorScheme

    let isHovering: Bool

    func body(content: Content) -> some View {
        content
            .background(plate)
            .clipShape(RoundedRectangle(cornerRadius: 12, style: .continuous))
    }

    private var plate: Color {
        switch (colorScheme, isHovering) {
        case (.dark, true): return Color(white: 0.3)
        case (.dark, false): return Color(white: 0.2)
        case (.light, true): return Color(white: 0.85)
        case (.light, false), (_, _): return Color(white: 0.95)
        }
    }
}

struct GlowPlate: ViewModifier {
    func body(content: Content) -> some View {
        content.background(LinearGradient(colors: [.pink, .purple], startPoint: .top, endPoint: .bottom))
    }
}
