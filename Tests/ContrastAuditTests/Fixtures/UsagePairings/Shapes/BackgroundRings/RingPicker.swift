import SwiftUI

enum RingTones {
    static let canvas = Color(red: 0.12, green: 0.01, blue: 0.42)
    static let ring = Color(red: 0, green: 0.56, blue: 0.32)
    static let caption = Color(red: 0.85, green: 0.85, blue: 0.9)
}

// A selection ring drawn as a stroked shape in `.background`: an outline over the canvas, not a fill beneath
// the avatar and its caption.
struct RingPicker: View {
    @State private var picked = 0

    var body: some View {
        HStack {
            ForEach(0..<3) { index in
                VStack {
                    Circle()
                        .frame(width: 60, height: 60)
                    Text("Coin \(index)")
                        .foregroundColor(RingTones.caption)
                }
                .padding(4)
                .background(
                    RoundedRectangle(cornerRadius: 10)
                        .stroke(picked == index ? RingTones.ring : Color.clear, lineWidth: 1)
                )
                .onTapGesture { picked = index }
            }
        }
        .background(RingTones.canvas.ignoresSafeArea())
    }
}
