import SwiftUI

enum Tone {
    static let page = Color(red: 0.95, green: 0.95, blue: 0.95)
    static let card = Color(red: 1, green: 1, blue: 1)
    static let ink = Color(red: 0.15, green: 0.15, blue: 0.15)
    static let soft = Color(red: 0.55, green: 0.55, blue: 0.55)
    static let chip = Color(red: 0.1, green: 0.3, blue: 0.6)
    static let onChip = Color(red: 1, green: 1, blue: 1)
    static let icon = Color(red: 0.5, green: 0.5, blue: 0.5)
}

struct RowView: View {
    let title: String

    var body: some View {
        ZStack {
            Tone.page
            VStack {
                Text(title)
                    .font(.largeTitle)
                    .foregroundColor(Tone.ink)
                Text("Subtitle")
                    .foregroundStyle(Tone.soft)
                    .padding()
                    .background(RoundedRectangle(cornerRadius: 8).foregroundColor(Tone.card))
                Text("New")
                    .foregroundStyle(Tone.onChip)
                    .background(Capsule().fill(Tone.chip))
                Image(systemName: "star")
                    .foregroundStyle(Tone.icon)
                Text("Frosted")
                    .foregroundStyle(Tone.ink)
                    .background(.ultraThinMaterial)
            }
        }
    }
}

struct TagView: View {
    var body: some View {
        Label("Tag", systemImage: "tag")
            .foregroundColor(Tone.onChip)
            .background {
                Tone.chip
            }
    }
}
