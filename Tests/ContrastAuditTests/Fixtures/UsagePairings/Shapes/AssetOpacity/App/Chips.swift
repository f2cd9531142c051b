import SwiftUI

extension Color {
    static let ink = Color(red: 0.1, green: 0.2, blue: 0.5)
    static let brand = Color("Brand")
    /// A catalog color changed in code: its catalog variants with the alpha.
    static let selection = Color("Brand").opacity(0.3)
}

/// Tinted chips: each text over its own color at a low opacity, over the white card.
struct Chips: View {
    var body: some View {
        VStack {
            Text("Code").foregroundColor(.ink).background(Color.ink.opacity(0.15))
            Text("Asset").foregroundColor(.brand).background(Color.brand.opacity(0.15))
            Text("System").foregroundColor(.blue).background(Color.blue.opacity(0.15))
        }
        .background(Color.white)
    }
}
