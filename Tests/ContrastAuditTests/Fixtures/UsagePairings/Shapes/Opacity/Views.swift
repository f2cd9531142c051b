import SwiftUI

extension Color {
    static let fillOn = Color(red: 0.0, green: 0.38, blue: 0.8)
    static let fillOff = Color(red: 0.5, green: 0.5, blue: 0.5)
    static let onFill = Color(red: 1.0, green: 1.0, blue: 1.0)
}

enum Metrics {
    static let dimmed: Double = 0.5
}

// Drawn at half opacity whatever the state: nothing in it is paired.
struct FadedStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .foregroundStyle(Color.white)
            .background(Color.fillOn)
            .opacity(Metrics.dimmed)
    }
}

// Enabled at rest at full opacity; dimmed while pressed (momentary) and when disabled (exempt, named).
struct SubmitStyle: ButtonStyle {
    @Environment(\.isEnabled) private var isEnabled: Bool

    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .foregroundStyle(Color.white)
            .background(isEnabled ? Color.fillOn : Color.fillOff)
            .opacity(isEnabled ? 1 : 0.5)
            .opacity(configuration.isPressed ? 0.8 : 1)
    }
}

// `.secondary` as a style is the second level of the style around it, not the system's secondary label.
struct Row: View {
    var body: some View {
        HStack {
            Image(systemName: "star")
                .foregroundStyle(.secondary)
            Text("Title")
        }
        .foregroundStyle(Color.onFill)
        .background(Color.fillOn)
    }
}
