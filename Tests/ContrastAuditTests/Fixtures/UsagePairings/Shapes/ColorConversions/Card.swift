import SwiftUI

struct Card: View {
    var body: some View {
        VStack {
            Text("Title")
                .foregroundStyle(Palette.ink.toColor)
            Image(systemName: "star")
                .foregroundStyle(Palette.accent.toSwiftUIColor)
        }
        .background(Palette.paper.toColor)
    }
}
