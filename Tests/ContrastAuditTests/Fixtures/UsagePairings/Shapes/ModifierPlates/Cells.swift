import SwiftUI

struct FileCell: View {
    @State private var isHovering = false
    let name: String

    var body: some View {
        VStack(spacing: 8) {
            Text(name).fontWeight(.semibold)
            VStack {
                Text("Downloading")
                Text("12 MB of 40 MB")
            }
            .font(.caption)
            .foregroundColor(.secondary)
        }
        .padding()
        .modifier(CardPlate(isHovering: isHovering))
        .onHover { isHovering = $0 }
    }
}

struct PromoCell: View {
    var body: some View {
        Text("New").foregroundColor(.white).modifier(GlowPlate())
    }
}
