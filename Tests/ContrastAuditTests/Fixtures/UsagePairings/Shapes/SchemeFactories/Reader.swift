import SwiftUI

struct ReaderView: View {
    @LookColorsNow private var colors

    private var bodyText: Color { colors.ink }

    var body: some View {
        VStack {
            Text("Chapter one")
                .foregroundColor(colors.ink)
                .readerFont(size: 22)
            Text("Page 12")
                .foregroundColor(colors.faint)
            Text("It was a quiet morning.")
                .foregroundColor(bodyText)
            Text("Bookmarked")
                .foregroundColor(colors.ink)
                .bookmarkPlate()
        }
        .background(colors.page)
    }
}

/// Only sets a font: draws nothing under the view.
private struct ReaderFont: ViewModifier {
    let size: CGFloat

    func body(content: Content) -> some View {
        content.font(.system(size: size, design: .serif))
    }
}

/// Draws a plate under the view, in a color this reader does not follow.
private struct BookmarkPlate: ViewModifier {
    func body(content: Content) -> some View {
        content.background(RoundedRectangle(cornerRadius: 4).fill(.thinMaterial))
    }
}

extension View {
    func readerFont(size: CGFloat) -> some View {
        modifier(ReaderFont(size: size))
    }

    func bookmarkPlate() -> some View {
        modifier(BookmarkPlate())
    }
}
