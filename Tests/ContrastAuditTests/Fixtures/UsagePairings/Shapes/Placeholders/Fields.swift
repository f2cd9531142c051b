import SwiftUI

extension Color {
    static let fieldFill = Color(red: 0.95, green: 0.93, blue: 0.9)
    static let ink = Color(red: 0.1, green: 0.1, blue: 0.1)
}

/// A field on the app's own fill keeps the system placeholder color: both are paired.
struct NameField: View {
    @Binding var name: String

    var body: some View {
        ZStack {
            Rectangle()
                .foregroundColor(Color.fieldFill)
            TextField("Enter the title here...", text: $name)
                .foregroundColor(Color.ink)
                .padding()
        }
    }
}

/// In a form the field sits on the system's row color: Apple's default look, not paired for its placeholder.
struct Settings: View {
    @State private var nickname = ""
    @State private var city = ""

    var body: some View {
        Form {
            TextField("Nickname", text: $nickname)
            TextField("City", text: $city, prompt: Text("Where you live"))
                .background(Color.fieldFill)
        }
    }
}
