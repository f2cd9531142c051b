import SwiftUI

/// Xcode's asset symbols for colors in a folder that provides a namespace: `.Palette.ink`.
struct Badge: View {
    var body: some View {
        Text("New")
            .foregroundStyle(Color(.Palette.ink))
            .padding(4)
            .background(Color(ColorResource.Palette.paper))
    }
}
