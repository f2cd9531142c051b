import SwiftUI

extension Color {
    static let deep = Color(red: 0.3, green: 0.2, blue: 0.5)
    static let moss = Color(red: 0.2, green: 0.4, blue: 0.2)
    static let rust = Color(red: 0.6, green: 0.25, blue: 0.1)
    static let sand = Color(red: 0.9, green: 0.9, blue: 0.85)
}

/// Pushed and presented screens sit on their own default background, whatever the presenting view sits on.
struct Library: View {
    @State var showing = false

    var body: some View {
        VStack {
            // The labels of links and buttons take the accent color: not paired as the label color.
            NavigationLink(destination: Shelf()) { Text("Shelf") }
            NavigationLink {
                Text("Inline").foregroundColor(.deep)
            } label: {
                Text("Inline")
            }
            Button(action: { showing = true }) { Text("Sheet") }
            // A plain button's label keeps the primary color.
            Button(action: {}) { Text("Plain") }.buttonStyle(.plain)
        }
        .background(Color.sand)
        .sheet(isPresented: $showing) {
            Text("In the sheet").foregroundColor(.rust)
        }
    }
}

struct Shelf: View {
    var body: some View {
        Text("On the shelf").foregroundColor(.moss)
    }
}
