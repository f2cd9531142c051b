import SwiftUI

/// Shown in a sheet by a view that is not among these files; it sizes the sheet itself.
struct WelcomeSheet: View {
    var body: some View {
        VStack(spacing: 16) {
            Text("Welcome back")
                .font(.title3)
            Text("Your notes are synced.")
                .foregroundColor(.secondary)
            Button("Done") {}
                .buttonStyle(.borderedProminent)
        }
        .padding(24)
        .background(GeometryReader { _ in Color.clear })
        .presentationDetents([.medium])
        .onAppear {}
    }
}

/// Not a sheet's content: nothing says what it is drawn on.
struct LooseView: View {
    var body: some View {
        Text("Loose")
            .foregroundColor(.secondary)
    }
}
