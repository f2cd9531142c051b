import SwiftUI

extension Color {
    static let reef = Color(red: 0.0, green: 0.45, blue: 0.55)
    static let slate = Color(red: 0.2, green: 0.2, blue: 0.25)
}

// The fill comes from the style's own function, given whether the button is pressed.
struct ReefStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .foregroundColor(.white)
            .background(fill(pressed: configuration.isPressed))
    }

    private func fill(pressed: Bool) -> Color {
        if pressed {
            return Color.reef.opacity(0.7)
        }
        return Color.reef
    }
}

// No background in the style: the label sits on whatever the button is placed on.
struct OutlineStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .foregroundColor(Color.slate)
            .overlay(Capsule().stroke(Color.slate, lineWidth: 1))
    }
}

// Enabled, not pressed, not hovered: the fill the button shows at rest.
struct TideStyle: ButtonStyle {
    @Environment(\.isEnabled) private var isEnabled: Bool
    @State private var isHovering = false

    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .foregroundColor(Color.slate)
            .background(fill(enabled: isEnabled, pressed: configuration.isPressed, hovering: isHovering))
    }

    private func fill(enabled: Bool, pressed: Bool, hovering: Bool) -> Color {
        if !enabled {
            return Color.gray
        }
        if pressed || hovering {
            return Color.reef
        }
        return Color.white
    }
}
