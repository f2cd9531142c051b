import SwiftUI

enum Shade {
    static let muted = Color(red: 0.45, green: 0.45, blue: 0.45)
    static let card = Color(red: 0.95, green: 0.95, blue: 0.9)
}

/// The tabs' screens, each the root of a navigation view: their views sit on the screen's default background
/// (the system background color) even though no window group or tab view holding them is among the files.
struct CoinsScreen: View {
    @State private var loaded = false

    var body: some View {
        NavigationView {
            self.mainBody()
                .navigationTitle("Coins")
        }
    }

    @ViewBuilder
    private func mainBody() -> some View {
        if loaded {
            Text("Loaded").foregroundColor(Shade.muted).background(Shade.card)
        } else {
            EmptyState(title: "No coins")
        }
    }
}

struct EmptyState: View {
    var title: String

    var body: some View {
        VStack {
            Text(title).foregroundColor(Shade.muted)
        }
    }
}
