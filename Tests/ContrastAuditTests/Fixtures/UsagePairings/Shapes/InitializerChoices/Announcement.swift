import SwiftUI

enum CheckOutcome { case accepted, refused }

/// Gray until an outcome is known; the initializer picks the outcome's color.
struct Announcement {
    var tint: Color = Color(red: 0.97, green: 0.97, blue: 0.97)
    var headline: String = ""

    init(_ outcome: CheckOutcome?) {
        if let outcome {
            tint = Self.tint(for: outcome)
        }
    }

    static func tint(for outcome: CheckOutcome) -> Color {
        switch outcome {
        case .accepted: return Color(red: 0.31, green: 0.63, blue: 0.4)
        case .refused: return Color(red: 0.83, green: 0.38, blue: 0.38)
        }
    }
}

struct AnnouncementView: View {
    var announcement: Announcement

    var body: some View {
        ZStack {
            announcement.tint
                .ignoresSafeArea()
            VStack {
                Text("Checked in")
                    .foregroundStyle(.white)
                Text("Details")
                    .foregroundStyle(Color(red: 0.1, green: 0.1, blue: 0.1))
                    .background(Color(red: 0.95, green: 0.95, blue: 0.95))
            }
        }
    }
}
