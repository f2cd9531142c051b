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

// A package's view given a color: checked as graphics over the stack's background, the inference said.
struct Spinner: View {
    var body: some View {
        HStack {
            DotsIndicator()
                .foregroundColor(Color.reef)
        }
        .background(Color.white)
    }
}

// A stack's color over nothing in this body: one note, not one per child.
struct SettingsRow: View {
    var body: some View {
        HStack {
            Image(systemName: "gear")
            Text("Settings")
        }
        .foregroundColor(Color.slate)
    }
}
