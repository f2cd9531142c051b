import SwiftUI

@main
struct ChatApp: App {
    var body: some Scene {
        WindowGroup {
            NavigationStack {
                Thread()
            }
        }
    }
}

/// The thread's own wash, half transparent in dark mode, over the window's system background.
struct Thread: View {
    @Environment(\.colorScheme) var colorScheme

    var body: some View {
        ScrollViewReader { proxy in
            ScrollView {
                Bubble()
            }
        }
        .background(colorScheme == .light ? Color.white : Color(red: 0.2, green: 0.2, blue: 0.25, opacity: 0.5))
    }
}

/// A sent row and a reply row, each read with the arguments of its call; only the reply passes an error.
struct Bubble: View {
    @Environment(\.colorScheme) var colorScheme

    var body: some View {
        VStack {
            row(text: "Hello", tint: colorScheme == .light ? .gray.opacity(0.1) : Color.black.opacity(0.3))
            row(text: "Hi", tint: Color.black.opacity(0.3), error: "Timed out")
        }
    }

    func row(text: String, tint: Color, error: String? = nil) -> some View {
        VStack {
            Text(text)
            if let error {
                Text(error).foregroundColor(.red)
            }
        }
        .background(tint)
    }
}
