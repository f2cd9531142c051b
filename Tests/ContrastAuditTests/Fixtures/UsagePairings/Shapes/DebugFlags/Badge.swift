import SwiftUI

private let showLayoutColors = false

/// The same in SwiftUI: a file's constant flag picks one branch of the builder's `if`.
struct Badge: View {
    var body: some View {
        VStack {
            if !showLayoutColors {
                Text("Live")
                    .foregroundColor(.white)
                    .background(Color.black)
            } else {
                Text("Live")
                    .foregroundColor(.white)
                    .background(Color.yellow)
            }
        }
    }
}
