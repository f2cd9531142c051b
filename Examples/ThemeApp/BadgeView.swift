import SwiftUI

/// The "New" badge on a list row, in the brand color from the asset catalog.
struct BadgeView: View {
    var body: some View {
        Text("New")
            .font(.caption)
            .foregroundStyle(Color(uiColor: Palette.badgeText.color))
            .padding(.horizontal, 6)
            .background(Capsule().fill(Color("Brand")))
    }
}
