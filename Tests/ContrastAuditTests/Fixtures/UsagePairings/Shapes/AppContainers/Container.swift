import SwiftUI

extension Color {
    static let main = Color(red: 0.24, green: 0.22, blue: 0.4)
    static let accent = Color(red: 0.3, green: 0.85, blue: 0.6)
}

struct ContainerView<Content: View>: View {
    var content: () -> Content

    init(@ViewBuilder content: @escaping () -> Content) {
        self.content = content
    }

    var body: some View {
        ZStack {
            Color.main.edgesIgnoringSafeArea(.all)
            self.content()
        }
    }
}

struct Settings: View {
    var body: some View {
        ContainerView {
            VStack {
                Text("General").foregroundColor(.white)
            }
            .background(Color.white.opacity(0.08))
            // A switch tinted through its style.
            Toggle("", isOn: .constant(true)).toggleStyle(SwitchToggleStyle(tint: Color.accent))
        }
    }
}
