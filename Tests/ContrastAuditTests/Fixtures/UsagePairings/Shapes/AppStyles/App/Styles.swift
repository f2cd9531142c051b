import SwiftUI

extension Color {
    /// A bare member of the extended type: `Color.white`.
    static var ink: Color { white }
    static var fill: Color { Color(red: 0.1, green: 0.3, blue: 0.6) }
    /// A computed color, not a view drawn at an opacity.
    static var hairline: Color { white.opacity(0.5) }
}

/// Style methods that views call as modifiers: their bodies are read at each call.
extension Text {
    func headingStyle() -> Text {
        foregroundColor(.ink)
            .font(.title)
            .fontWeight(.bold)
    }

    func pillStyle(_ tint: Color = .fill) -> some View {
        foregroundColor(.white)
            .padding()
            .background(tint)
    }
}

extension View {
    func outlined() -> some View {
        overlay(Capsule().stroke(Color.fill, lineWidth: 2))
    }

    /// Reads a name of its own scope: not read in place.
    func shaded() -> some View {
        background(shade)
    }

    var shade: Color { .gray }
}
