import SwiftUI

/// Its symbol color has no written type: the default value says it is a `Color`.
struct StatRow: View {
    var title: String
    var symbolColor = Color.white

    var body: some View {
        HStack {
            Image(systemName: "star.fill")
                .foregroundColor(symbolColor)
            Text(title)
        }
        .padding()
        .background(Color(red: 0.95, green: 0.95, blue: 0.95))
    }
}

struct Stats: View {
    var body: some View {
        VStack {
            StatRow(title: "Likes", symbolColor: Color(red: 0.2, green: 0.6, blue: 0.3))
            StatRow(title: "Dislikes", symbolColor: Color(red: 0.8, green: 0.2, blue: 0.2))
            StatRow(title: "Views")
        }
    }
}
