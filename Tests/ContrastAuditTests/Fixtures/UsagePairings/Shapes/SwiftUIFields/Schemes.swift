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
