import SwiftUI

struct Swatch: View {
    let tint = Color(red: 0.2, green: 0.4, blue: 0.9)
    let plate = Color(red: 0.1, green: 0.1, blue: 0.15)

    var body: some View {
        HStack {
            // The ring sits on its own plate, drawn under it by the chain's later `.background`.
            Circle()
                .strokeBorder(tint, lineWidth: 1)
                .background(Circle().fill(plate))
                .frame(width: 20, height: 20)
        }
        .padding()
        .background(Color.white)
    }
}
