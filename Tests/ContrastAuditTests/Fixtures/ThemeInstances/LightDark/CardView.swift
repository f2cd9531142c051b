import SwiftUI

/// Three palettes; the view picks light or dark by the color scheme: those two are one theme's appearances.
struct CardPalette {
    let surface: Color
    let title: Color

    static let light = CardPalette(surface: Color(white: 1), title: Color(white: 0.1))
    static let sepia = CardPalette(surface: Color(white: 0.95), title: Color(white: 0.3))
    static let dark = CardPalette(surface: Color(white: 0.1), title: Color(white: 0.9))
}

struct CardView: View {
    @Environment(\.colorScheme) var colorScheme

    var body: some View {
        let palette = colorScheme == .dark ? CardPalette.dark : CardPalette.light
        Text("Card")
            .foregroundStyle(palette.title)
            .background(palette.surface)
    }
}
