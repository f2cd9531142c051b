import SwiftUI

extension Color {
    static let page = Color(red: 0.12, green: 0.1, blue: 0.25)
    static let ink = Color(red: 0.5, green: 0.5, blue: 0.68)
    static let gain = Color(red: 0.3, green: 0.8, blue: 0.4)
    static let loss = Color(red: 0.9, green: 0.3, blue: 0.3)
}

enum Face { case heading, caption, figure }

/// The app's font as a view modifier: a face per case, all at the size it is given.
struct Brand: ViewModifier {
    var face: Face
    var size: CGFloat

    init(_ face: Face = .caption, size: CGFloat = 14) {
        self.face = face
        self.size = size
    }

    func body(content: Content) -> some View {
        content.font(font())
    }

    func font() -> Font {
        switch face {
        case .heading: return Font.custom("Brand-SemiBold", size: size)
        case .caption: return Font.custom("Brand-Regular", size: size)
        case .figure: return Font.custom("Brand-Bold", size: size)
        }
    }
}

/// The app's text view: its style picked by a `switch` on what each place gives it.
struct StyledText: View {
    var text: String
    var face: Face

    var body: some View {
        switch face {
        case .heading: return Text(text).modifier(Brand(.heading, size: 22))
        case .caption: return Text(text).modifier(Brand(.caption, size: 13))
        case .figure: return Text(text).modifier(Brand(.figure, size: 15))
        }
    }
}

struct Dashboard: View {
    let up: Bool

    var body: some View {
        ZStack {
            Color.page.edgesIgnoringSafeArea(.all)
            VStack {
                StyledText(text: "Title", face: .heading).foregroundColor(.ink)
                StyledText(text: "Detail", face: .caption).foregroundColor(.ink)
                // A bold face at 15 pt; each arm of the color choice is a reading of its own.
                StyledText(text: "+12", face: .figure).foregroundColor(up ? Color.gain : Color.loss)
            }
        }
    }
}
