import SwiftUI

// A stack's foreground is its children's: with no background in this body, one note and no pairing.
struct PlainRow: View {
    var title: String

    var body: some View {
        HStack {
            Image(systemName: "gear")
            Text(title)
        }
        .padding(8)
        .foregroundColor(Color.ember)
    }
}

// With a background on the stack, and through a nested stack: the text (and the symbol) in that color on it.
struct FilledRow: View {
    var title: String

    var body: some View {
        VStack {
            HStack {
                Image(systemName: "star")
                Text(title)
            }
        }
        .padding(8)
        .foregroundColor(Color.ink)
        .background(Color.dune)
    }
}
