import SwiftUI

// Colors given by whoever builds it, and no one does in the files read: the container's color is named.
struct Header: View {
    let fill: Color
    let ink: Color
    let caption: String

    var body: some View {
        VStack {
            Text(caption)
            Image(systemName: "chevron.left")
        }
        .background(self.fill)
        .foregroundColor(self.ink)
    }
}

// The same through a view property of its own.
struct Tile: View {
    let accent: Color

    var body: some View {
        face
            .foregroundColor(accent)
            .background(Color.white)
    }

    private var face: some View {
        VStack {
            Image(systemName: "star")
            Text("Play")
        }
    }
}
