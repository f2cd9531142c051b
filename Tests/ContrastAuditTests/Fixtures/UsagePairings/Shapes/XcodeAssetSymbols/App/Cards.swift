import SwiftUI

/// Catalog colors named by the symbols Xcode generates for them: no extension in the app declares `appGray`,
/// `brandPrimary` or `card`.
struct Cards: View {
    var body: some View {
        VStack {
            Text("Total").foregroundStyle(.appGray)
            Text("Brand").foregroundColor(Color.brandPrimary)
            // SwiftUI's own `primary`: Xcode generates no `Color.primary` for the catalog's "Primary".
            Text("Label").foregroundStyle(.primary)
            Image(systemName: "star").foregroundStyle(Color(.brandPrimary))
            // Misspelt: no catalog color and no declaration, so not evaluated.
            Text("Typo").foregroundStyle(.appGrey)
        }
        .background(.card)
    }
}
