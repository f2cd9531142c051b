import SwiftUI

extension Color {
    static let menuSurface = Color("MenuSurface")
}

// A menu's label, like a button's, is drawn in the accent color where nothing colors it.
struct MenuBar: View {
    var body: some View {
        HStack {
            Menu {
                Button("Users") {}
            } label: {
                Text("Filter")
            }
        }
        .background(Color.menuSurface)
    }
}
