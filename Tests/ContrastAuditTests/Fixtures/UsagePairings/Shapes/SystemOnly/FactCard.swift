import SwiftUI

// Only system colors: still a screen whose pairings are checked.
struct FactCard: View {
    var body: some View {
        VStack {
            Text("Protein")
            Text("12 g").foregroundColor(.secondary)
        }
        .background(Color(.systemBackground))
    }
}
