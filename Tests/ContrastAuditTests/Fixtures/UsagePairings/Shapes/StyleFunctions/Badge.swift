import SwiftUI

// Built by screens that are not among the files read: its initializer's default color is the one read.
struct Badge: View {
    let title: String
    let tint: Color

    init(title: String, tint: Color = .reef) {
        self.title = title
        self.tint = tint
    }

    var body: some View {
        Text(title)
            .foregroundColor(.white)
            .background(tint)
    }
}
