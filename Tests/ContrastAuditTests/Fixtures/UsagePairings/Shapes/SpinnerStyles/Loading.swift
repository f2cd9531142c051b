import SwiftUI

struct LoadingOverlay: View {
    var body: some View {
        ZStack {
            Color(red: 0.11, green: 0.11, blue: 0.15)
                .ignoresSafeArea()
            ProgressView()
                .progressViewStyle(CircularProgressViewStyle(tint: Color(red: 0.5, green: 0.5, blue: 0.55)))
                .scaleEffect(2)
        }
    }
}
