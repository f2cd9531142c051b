import SwiftUI

/// A headline of three runs: two in their own colors, the last in the whole's.
struct Banner: View {
    var body: some View {
        ZStack {
            Color.black
            (Text("Hot").foregroundColor(.orange) + Text(" ").foregroundColor(.red)
                + Text("deals").foregroundColor(Color.accentColor) + Text(" today"))
                .foregroundColor(.white)
        }
    }
}
