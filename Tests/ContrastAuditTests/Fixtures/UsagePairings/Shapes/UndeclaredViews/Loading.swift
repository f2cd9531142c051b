import SwiftUI

// A package's view given a color by its own chain, over the stack's background: checked as graphics, said so.
struct LoadingRow: View {
    var body: some View {
        HStack {
            Spacer()
            PulseIndicator(isVisible: .constant(true))
                .frame(width: 21, height: 21)
                .foregroundColor(Color.ember)
            Spacer()
        }
        .background(Color.chalk)
    }
}

// The same view with no background in this body: a note, no pairing.
struct LoadingBadge: View {
    var body: some View {
        PulseIndicator(isVisible: .constant(true))
            .foregroundColor(Color.dune)
    }
}

// Not paired: a package container colors its content, which sits on whatever it draws; a divider draws the
// separator color; an app view of the files read is read through its own body.
struct Gallery: View {
    var body: some View {
        VStack {
            Carousel {
                Text("Slide")
            }
            .foregroundColor(Color.dune)
            Divider()
                .foregroundColor(Color.dune)
            Gauge2()
                .foregroundColor(Color.dune)
        }
        .background(Color.ink)
    }
}

struct Gauge2: View {
    var body: some View {
        Capsule()
            .frame(height: 4)
    }
}

// Disabled: reported, never failing, whatever it draws.
struct PausedRow: View {
    var body: some View {
        PulseIndicator(isVisible: .constant(false))
            .foregroundColor(Color.ink)
            .disabled(true)
            .background(Color.chalk)
    }
}
