import SwiftUI

extension Color {
    static let page = Color(red: 0.12, green: 0.1, blue: 0.25)
    static let ink = Color(red: 0.5, green: 0.5, blue: 0.68)
}

enum Face { case heading, caption }

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
        }
    }
}

struct Dashboard: View {
    var body: some View {
        ZStack {
            Color.page.edgesIgnoringSafeArea(.all)
            VStack {
                StyledText(text: "Title", face: .heading).foregroundColor(.ink)
                StyledText(text: "Detail", face: .caption).foregroundColor(.ink)
            }
        }
    }
}
