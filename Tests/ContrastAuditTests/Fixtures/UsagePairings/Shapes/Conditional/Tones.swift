import SwiftUI
import UIKit

// One helper for every platform: an iOS app compiles the UIKit branch, never the watch's.
private func pair(day: Color, night: Color) -> Color {
    #if os(watchOS)
        return night
    #elseif canImport(UIKit) && !os(macOS)
        return Color(
            UIColor { traits in
                traits.userInterfaceStyle == .dark ? UIColor(night) : UIColor(day)
            })
    #else
        return day
    #endif
}

extension Color {
    static var sheet: Color {
        pair(day: Color(red: 1, green: 1, blue: 1), night: Color(red: 0.1, green: 0.1, blue: 0.1))
    }
    static var ink: Color {
        pair(day: Color(red: 0.2, green: 0.2, blue: 0.2), night: Color(red: 0.9, green: 0.9, blue: 0.9))
    }
}

struct Slate: View {
    var body: some View {
        Text("Slate").foregroundStyle(Color.ink).background(Color.sheet)
    }
}
