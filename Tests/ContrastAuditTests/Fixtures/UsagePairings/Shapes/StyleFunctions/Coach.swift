import SwiftUI

// A template image colored by the chain is a component like a symbol: with no background here, a note.
struct CoachView: View {
    var body: some View {
        VStack(spacing: 0) {
            Image(uiImage: UIImage(named: "arrow")!)
                .renderingMode(.template)
                .foregroundStyle(Color.reef)
            Image("logo")
        }
    }
}
