import SwiftUI

struct Footer: View {
    var body: some View {
        Text("Terms").foregroundStyle(Color.accentColor)
            .background(Color.white)
    }
}
