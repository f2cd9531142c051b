import SwiftUI

extension Color {
    static let brandFill = Color(red: 0.2, green: 0.3, blue: 0.8)
}

struct EmptyState: View {
    var title: String
    @State var opacity = 0.0

    var body: some View {
        VStack {
            Text(title)
                .foregroundColor(.gray)
            Text("Retry")
                .foregroundColor(.white)
                .background(Capsule().fill(Color.brandFill))
        }
        .opacity(self.opacity)
        .onAppear {
            withAnimation { self.opacity = 1 }
        }
    }
}

/// Dimmed for good: the stored value never becomes 1, so the view is a note, not a pairing.
struct Hint: View {
    @State private var level = 0.4

    var body: some View {
        Text("Swipe to delete")
            .foregroundColor(.white)
            .background(Color.brandFill)
            .opacity(level)
            .onAppear { level = 0.5 }
    }
}

struct ListScreen: View {
    var body: some View {
        NavigationView {
            VStack {
                EmptyState(title: "Nothing here")
                Hint()
            }
        }
    }
}
