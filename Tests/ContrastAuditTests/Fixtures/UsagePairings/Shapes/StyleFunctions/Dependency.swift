import SwiftUI

// A container from a dependency: its content is read, over whatever it draws, which is named.
struct InboxView: View {
    var body: some View {
        FancyScrollView {
            Text("Nothing to see here")
                .foregroundStyle(Color.slate)
        }
        .background(Color.reef)
    }
}
