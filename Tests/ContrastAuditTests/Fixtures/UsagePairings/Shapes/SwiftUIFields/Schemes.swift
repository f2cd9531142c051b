import SwiftUI

/// Views that fix their color scheme show one appearance in all of them: not paired.
struct Player: View {
    var body: some View {
        VStack {
            Text("Now playing").foregroundColor(.gray)
        }
        .background(Color.black)
        .preferredColorScheme(.dark)
    }
}

struct Poster: View {
    var body: some View {
        Text("Credits").foregroundColor(.gray).background(Color.black)
            .environment(\.colorScheme, .light)
    }
}

/// SwiftUI's older `.colorScheme(_:)` modifier fixes the scheme too (round 18: a toast read in light).
struct Toast: View {
    var body: some View {
        Text("Saved").background(Color.gray)
            .colorScheme(.dark)
    }
}
