import SwiftUI

struct AlarmOverlay: View {
    var body: some View {
        ZStack {
            Color.black.opacity(0.9)
                .ignoresSafeArea()
            VStack {
                Text("Wake up")
                    .foregroundColor(.white)
                Button(action: {}) {
                    HStack {
                        Image(systemName: "stop.circle.fill")
                        Text("Stop")
                    }
                    .foregroundColor(.white)
                    .background(
                        LinearGradient(colors: [Color.red, Color.orange], startPoint: .leading, endPoint: .trailing))
                }
            }
        }
    }
}
