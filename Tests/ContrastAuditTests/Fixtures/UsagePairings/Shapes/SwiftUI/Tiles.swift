import SwiftUI

// A component with no background of its own, placed on a card by the view that builds it.
struct StatTile: View {
    let label: String
    let value: String

    var body: some View {
        VStack {
            Text(label).foregroundColor(.muted)
            Text(value).bold()
        }
    }
}

struct StatCard: View {
    var body: some View {
        HStack {
            StatTile(label: "Steps", value: "9,120")
            StatTile(label: "Floors", value: "12")
        }
        .background(Color.card)
    }
}

// A glyph built in a property, given its background where it is placed; and a fill in a shape.
struct CloseBadge: View {
    let close: () -> Void

    var body: some View {
        HStack {
            Button(action: close) {
                mark.background(Color.chip, in: Circle())
            }
            Text("Close").foregroundColor(.white).background(Color.chip, in: Capsule())
        }
    }

    var mark: some View {
        Image(systemName: "xmark").foregroundColor(.white)
    }
}

// Disabled until ready: the colors of the disabled arm are reported, never failing.
struct PlayButton: View {
    let ready: Bool
    let play: () -> Void

    var body: some View {
        Button(action: play) {
            Text("Play")
                .foregroundColor(ready ? .white : .muted)
                .background(ready ? Color.chip : Color.card)
        }
        .disabled(!ready)
    }
}
