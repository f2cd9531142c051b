import SwiftUI

extension Color {
    static let cardFill = Color("CardFill")
    static let inkText = Color(red: 0.05, green: 0.05, blue: 0.1)
}

/// The fill is a color set (light and dark) used only with an opacity, by its name and through a constant.
struct Badges: View {
    var body: some View {
        ZStack {
            Color.white
            VStack {
                Text("New")
                    .foregroundColor(.inkText)
                    .background(Color.cardFill.opacity(0.2))
                Text("Saved")
                    .foregroundColor(.inkText)
                    .background(Color("CardFill").opacity(0.5))
            }
        }
    }
}
