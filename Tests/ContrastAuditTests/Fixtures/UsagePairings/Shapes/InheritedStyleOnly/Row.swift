import SwiftUI

// No color declared, one used on a stack with no background: the audit says the use was not evaluated.
struct Row: View {
    var title: String

    var body: some View {
        HStack {
            Image(systemName: "gear")
            Text(title)
        }
        .padding(8)
        .foregroundColor(Color(.label))
    }
}
