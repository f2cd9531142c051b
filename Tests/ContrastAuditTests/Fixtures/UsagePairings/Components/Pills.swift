import SwiftUI

enum AppColors {
    static let savedText = Color(red: 0.63, green: 0.44, blue: 0.93)
    static let savedFill = Color(red: 0.95, green: 0.92, blue: 0.99)
    static let upvoteFill = Color(red: 1.0, green: 0.58, blue: 0.0)
}

/// A view that takes its colors: read once per place that builds it with colors.
struct Pill: View {
    let title: String
    let textColor: Color
    let fill: Color

    var body: some View {
        Text(title)
            .foregroundStyle(textColor)
            .padding(4)
            .background(Capsule().fill(fill))
    }
}

struct PostRow: View {
    let tint: Color

    var body: some View {
        HStack {
            Pill(title: "Saved", textColor: AppColors.savedText, fill: AppColors.savedFill)
            Pill(title: "Upvoted", textColor: .white, fill: AppColors.upvoteFill)
            Pill(title: "Custom", textColor: tint, fill: AppColors.savedFill)
        }
    }
}

/// Its own initializer may change what it is given: not read per construction.
struct Badge: View {
    let tint: Color

    init(tint: Color) {
        self.tint = tint.opacity(0.5)
    }

    var body: some View {
        Text("1").foregroundStyle(.white).background(Circle().fill(tint))
    }
}

struct BadgeRow: View {
    var body: some View {
        Badge(tint: AppColors.savedFill)
    }
}
