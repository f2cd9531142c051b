import SwiftUI

/// A symbol with no color of its own is drawn in the primary color; multicolor and original ones, and asset
/// images, draw their own colors.
struct Symbols: View {
    var body: some View {
        HStack {
            Image(systemName: "star")
            Image(systemName: "sun.max.fill").symbolRenderingMode(.multicolor)
            Image(systemName: "flag").renderingMode(.original)
            Image("Logo")
        }
        .background(Color(red: 0.9, green: 0.9, blue: 0.8))
    }
}
