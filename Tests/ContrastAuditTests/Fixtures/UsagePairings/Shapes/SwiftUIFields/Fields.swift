import SwiftUI

extension Color {
    static let ink = Color(red: 0.2, green: 0.2, blue: 0.25)
    static let paper = Color(red: 0.98, green: 0.97, blue: 0.94)
    static let link = Color(red: 0.1, green: 0.35, blue: 0.75)
}

struct SignIn: View {
    @State var name = ""
    @State var secret = ""

    var body: some View {
        VStack {
            // A plain field: its text over the paper around it.
            TextField("Name", text: $name).foregroundColor(.ink)
            // Rounded border fields draw their own background (on the field or anywhere around it).
            SecureField("Password", text: $secret).textFieldStyle(.roundedBorder)
            VStack {
                TextField("Email", text: $name)
            }
            .textFieldStyle(RoundedBorderTextFieldStyle())
            // A link whose label is a view: that view's color; a titled link takes the accent color.
            Link(destination: URL(string: "https://example.com/help")!) {
                Label("Help", systemImage: "questionmark.circle").foregroundColor(.link)
            }
            Link("Terms", destination: URL(string: "https://example.com/terms")!)
        }
        .background(Color.paper)
    }
}

struct Highlighted {
    let attributedString: AttributedString
}

/// Attributed text carries the colors of its runs (a highlighter's theme): not paired as the label color.
struct CodeBlock: View {
    let result: Highlighted

    var body: some View {
        VStack {
            Text(result.attributedString)
            Text("Caption")
        }
        .background(Color.ink)
    }
}
