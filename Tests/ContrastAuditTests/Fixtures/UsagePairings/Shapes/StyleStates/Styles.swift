import SwiftUI

extension Color {
    func dimmed(for scheme: ColorScheme) -> Color {
        scheme == .dark ? self.opacity(0.5) : self.opacity(0.4)
    }
    static let brand = Color(red: 0.1, green: 0.3, blue: 0.7)
    static let danger = Color(red: 0.8, green: 0.2, blue: 0.2)
    static let muted = Color(red: 0.85, green: 0.85, blue: 0.87)
}

/// A style's look per destructive and enabled state, chosen by a switch over both flags; never built in the
/// files read, so every state is read.
public struct FilledStyle: ButtonStyle {
    private var isDestructive: Bool
    var isEnabled: Bool
    @Environment(\.colorScheme) private var colorScheme

    public init(enabled: Bool = true, destructive: Bool = false) {
        isEnabled = enabled
        isDestructive = destructive
    }

    var fill: Color {
        switch (isDestructive, isEnabled) {
        case (false, true): return Color.brand
        case (false, false): return Color.muted
        case (true, true): return Color.danger
        case (true, false): return Color.danger.dimmed(for: colorScheme)
        }
    }

    public func makeBody(configuration: Self.Configuration) -> some View {
        configuration.label
            .foregroundColor(Color.white)
            .background(fill)
            .opacity(configuration.isPressed ? 0.25 : 1)
    }
}

/// An outlined style whose title and outline share the state's color.
public struct OutlinedStyle: ButtonStyle {
    var isEnabled: Bool

    public init(enabled: Bool = true) {
        isEnabled = enabled
    }

    var ink: Color {
        switch (isEnabled, false) {
        case (true, _): return Color.brand
        case (false, _): return Color.muted
        }
    }

    public func makeBody(configuration: Self.Configuration) -> some View {
        configuration.label
            .foregroundColor(ink)
            .background(Color.white)
            .overlay(Capsule().stroke(ink, lineWidth: 1))
    }
}

/// A label style's icon is its symbol, over the style's own fill.
public struct BadgeLabelStyle: LabelStyle {
    public func makeBody(configuration: Configuration) -> some View {
        HStack {
            configuration.title
                .foregroundColor(Color.white)
            configuration.icon
                .foregroundColor(Color.muted)
        }
        .background(Color.brand)
    }
}

extension ButtonStyle where Self == FilledStyle {
    /// A style, not a color, though the style has one computed color.
    static var filled: FilledStyle { FilledStyle() }
}
