import SwiftUI

struct Tag: View {
    let ink: Color
    let fill: Color
    let edge: Color

    var body: some View {
        Text("Tag")
            .foregroundColor(ink)
            .background(fill)
            .overlay(RoundedRectangle(cornerRadius: 4).stroke(edge, lineWidth: 2))
    }
}

struct Tags: View {
    var body: some View {
        VStack {
            // An outline in the fill's own color shows nothing.
            Tag(ink: .white, fill: .go, edge: .go)
            Tag(ink: .white, fill: .stop, edge: .yellow)
            caption
        }
        .background(Color.white)
    }

    /// A type-erased view is the view it wraps.
    private var caption: AnyView {
        AnyView(Text("Caption").foregroundColor(.stop))
    }
}
