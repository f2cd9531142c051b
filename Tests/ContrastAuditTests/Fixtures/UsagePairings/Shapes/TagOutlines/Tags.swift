import SwiftUI

struct Badge: View {
    let title: String
    var onSelect: () -> Void = {}

    var body: some View {
        VStack {
            // A tag: static text on its own fill, framed by a hairline.
            Text(title)
                .foregroundColor(.white)
                .background(Color.green)
                .clipShape(Capsule())
                .overlay(Capsule().stroke(Color.gray, lineWidth: 0.5))
            // A chip the user taps: its edge shows where to tap.
            Text("Filter")
                .foregroundColor(.blue)
                .overlay(Capsule().stroke(Color.blue.opacity(0.3), lineWidth: 1))
                .onTapGesture { onSelect() }
            // A plain-styled button's capsule: the button's edge.
            Button(action: onSelect) {
                Text("Retry")
                    .foregroundColor(.red)
                    .overlay(Capsule().stroke(Color.red, lineWidth: 1))
            }
            .buttonStyle(.plain)
        }
        .background(Color.white)
    }
}
