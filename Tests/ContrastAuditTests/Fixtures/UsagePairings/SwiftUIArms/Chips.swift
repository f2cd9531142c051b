import SwiftUI

enum Shade {
    static let violet = Color(red: 0.42, green: 0.18, blue: 0.85)
    static let mist = Color(red: 0.95, green: 0.95, blue: 0.97)
    static let paper = Color(red: 1, green: 1, blue: 1)
    static let ink = Color(red: 0.1, green: 0.1, blue: 0.1)
}

struct ToggleChip: View {
    @State private var pressed = false

    var body: some View {
        Text("Follow")
            .foregroundColor(pressed ? Shade.paper : Shade.ink)
            .background(pressed ? Shade.violet : Shade.mist)
    }
}

struct PlayButton: View {
    let item: String?

    var body: some View {
        HStack {
            Text("Play")
                .foregroundColor(item != nil ? Shade.paper : Shade.ink)
        }
        .background(item == nil ? Shade.mist : Shade.violet)
    }
}

struct PressableRow: ViewModifier {
    @State var tapped = false
    @State var held = false

    func body(content: Content) -> some View {
        GeometryReader { proxy in
            content
                .frame(width: proxy.size.width)
                .background(self.held || self.tapped ? Shade.violet : Shade.mist)
        }
        .foregroundColor(held || tapped ? Shade.paper : Shade.ink)
    }
}

struct RowStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack {
            configuration.label
        }
        .foregroundColor(Shade.ink)
        .background(Shade.mist)
    }
}
