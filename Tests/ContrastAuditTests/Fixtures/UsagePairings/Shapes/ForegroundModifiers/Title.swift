import SwiftUI

// `adaptiveForegroundStyle` comes from a package that is not among the inputs.
struct AliasTitle: View {
    var body: some View {
        VStack {
            Text("prefix")
                .font(.title2)
                .adaptiveForegroundStyle(Color.indigo)
            Text("plain")
        }
        .background(Color.white)
    }
}
