import SwiftUI

struct Notice: View {
    var urgent: Bool

    var body: some View {
        // Colored where it is used, differently in each branch.
        let caption = Text("Heads up")
            .foregroundStyle(Color.ink)
        let tint = Color.rust
        // Bound and never used: still code that exists, read once.
        let spare = Text("Later").foregroundColor(tint).background(Color.sand)

        VStack {
            if urgent {
                caption.background(Color.night)
            } else {
                caption.background(Color.paper)
            }
        }
    }
}

struct Stamp: View {
    var body: some View {
        // A filled shape bound to a name and used as a background.
        let plate = RoundedRectangle(cornerRadius: 6).fill(Color.chalk)
        Text("Stamp")
            .foregroundStyle(Color.rust)
            .background(plate)
    }
}
