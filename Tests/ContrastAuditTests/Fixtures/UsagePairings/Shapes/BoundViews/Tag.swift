import SwiftUI

/// A view built once under a name, then wrapped in a button or shown as it is.
struct Tag: View {
    var onTap: (() -> Void)?

    var body: some View {
        let tag = HStack {
            Text("Tag")
                .foregroundStyle(Color.slate)
        }
        .background(Color.chalk)

        if let onTap {
            Button(action: onTap) { tag }
        } else {
            tag
        }
    }
}
