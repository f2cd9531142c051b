import SwiftUI

extension Color {
    static let paper = Color(red: 0.97, green: 0.96, blue: 0.93)
    static let brand = Color(red: 0.1, green: 0.3, blue: 0.6)
}

struct WidthKey: PreferenceKey {
    static var defaultValue: CGFloat = 0
    static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) { value = nextValue() }
}

struct PillStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label.padding()
    }
}

struct ActionsView: View {
    let docs = URL(string: "https://example.com")!

    var body: some View {
        VStack {
            // The automatic style: titles and symbols in the catalog's accent color.
            Button("Save") {}
            Button {
            } label: {
                Image(systemName: "square.and.arrow.up")
            }
            Link("Read the docs", destination: docs)
            // A style of the app's draws the label: not evaluated.
            Button("Delete") {}
                .buttonStyle(PillStyle())
            // In a list, a navigation link's label is the primary color, not the accent.
            NavigationLink("Next") {
                Text("Second page")
            }
            VStack {
                // The tint set around the button is its accent.
                Button("Go") {}
            }
            .tint(.brand)
            // Measuring the text draws nothing: the paper stays its background.
            Text("Measured")
                .foregroundColor(.brand)
                .background(
                    GeometryReader { proxy in Color.clear.preference(key: WidthKey.self, value: proxy.size.width) })
            // A destructive role draws the title in the system red, not the accent.
            Button("Remove", role: .destructive) {}
        }
        .background(Color.paper)
    }
}

/// Previews draw sample colors the app never shows: not read.
struct ActionsView_Previews: PreviewProvider {
    static var previews: some View {
        VStack {
            Text("Sample").foregroundColor(.yellow)
            Badge(ink: .yellow)
        }
        .background(Color.white)
    }
}

struct Badge: View {
    let ink: Color

    var body: some View {
        Text("New").foregroundColor(ink)
    }
}

#Preview {
    Text("Sample").foregroundColor(.orange).background(Color.white)
}
