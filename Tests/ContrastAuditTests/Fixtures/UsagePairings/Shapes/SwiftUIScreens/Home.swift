import SwiftUI

extension Color {
    static let hint = Color(red: 0.55, green: 0.55, blue: 0.55)
    static let brand = Color(red: 0.1, green: 0.3, blue: 0.7)
}

/// The window's root view: no background anywhere, so its texts sit on the hosting view's system background.
struct Home: View {
    var body: some View {
        VStack {
            Text("Welcome").foregroundColor(.brand)
            Badge()
            Hero()
            Tabs()
        }
    }
}

/// Placed by Home, itself placed in the window: the screen's background reaches it too.
struct Badge: View {
    var body: some View {
        Text("New").foregroundColor(.hint)
    }
}

/// Children of a ZStack drawn over an image or a gradient are not on the screen's background.
struct Hero: View {
    var body: some View {
        ZStack {
            LinearGradient(colors: [.black, .blue], startPoint: .top, endPoint: .bottom)
            Text("Over a gradient").foregroundColor(.white)
        }
    }
}

/// The accent of the tab bar and the controls inside: no color of the text's, which is the label color.
struct Tabs: View {
    var body: some View {
        TabView {
            Text("Inbox")
        }
        .accentColor(.black)
    }
}

/// Never placed in the files read: where it is shown is not known.
struct Orphan: View {
    var body: some View {
        Text("Somewhere").foregroundColor(.hint)
    }
}
