import SwiftUI

// A palette declared for `.foregroundStyle(.ink)`: the members exist on Color alone.
extension ShapeStyle where Self == Color {
    static var ink: Color { bytes(0x22, 0x2A, 0x33) }
    static var paper: Color { wide(0xF6, 0xF2, 0xE8) }
    static var wash: Color { wide(0x10, 0x20, 0x40, opacity: 0.5) }
}

// A protocol extension constrained otherwise declares nothing on Color.
extension ShapeStyle where Self: View {
    static var stray: Color { bytes(0xFF, 0x00, 0x00) }
}

private func bytes(_ red: Double, _ green: Double, _ blue: Double, opacity: Double = 1) -> Color {
    Color(.sRGB, red: red / 255, green: green / 255, blue: blue / 255, opacity: opacity)
}

// Named like the color space it passes on: `.displayP3` below is the space, not this function.
private func wide(_ red: Double, _ green: Double, _ blue: Double, opacity: Double = 1) -> Color {
    displayP3(red, green, blue, opacity: opacity)
}

private func displayP3(_ red: Double, _ green: Double, _ blue: Double, opacity: Double) -> Color {
    Color(.displayP3, red: red / 255, green: green / 255, blue: blue / 255, opacity: opacity)
}

struct Note: View {
    var body: some View {
        Text("Due tomorrow")
            .foregroundStyle(.ink)
            .padding()
            .background(Color.paper)
    }
}
