import SwiftUI

struct GateView: View {
    @Environment(\.colorScheme) private var colorScheme

    var body: some View {
        ZStack {
            (colorScheme == .dark ? Color(red: 0.1, green: 0.1, blue: 0.12) : Color.white)
                .ignoresSafeArea()
            VStack {
                Text("Please update")
                    .foregroundColor(Color(red: 0.3, green: 0.3, blue: 0.3))
            }
        }
    }
}
