import SwiftUI

extension Color {
    static let sheet = Color(red: 1, green: 1, blue: 1)
    static let live = Color(red: 0.9, green: 0.3, blue: 0.1)
    static let quiet = Color(red: 0.55, green: 0.55, blue: 0.6)
}

/// A row on a white sheet: a status dot beside the label, a hairline under it, a wide bar that is a surface.
struct SessionRow: View {
    let title: String
    let isLive: Bool

    var body: some View {
        VStack {
            HStack {
                if isLive {
                    Circle()
                        .frame(width: 8, height: 8)
                        .foregroundColor(Color.live)
                        .opacity(0.5)
                }
                Text(title)
                    .foregroundColor(.black)
            }
            // A rule, not a mark: too thin to count.
            Rectangle()
                .frame(width: 20, height: 1)
                .foregroundColor(Color.quiet)
            // A surface, not a mark: too large to count.
            RoundedRectangle(cornerRadius: 4)
                .frame(width: 80, height: 30)
                .foregroundColor(Color.quiet)
        }
        .background(Color.sheet)
    }
}
