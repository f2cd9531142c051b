// swift-format-ignore-file
// The method is named like a view on purpose, as apps do.
import SwiftUI

enum Panel {
    static let fill = Color(red: 0.96, green: 0.95, blue: 0.9)
    static let ink = Color(red: 0.3, green: 0.3, blue: 0.35)
}

/// A row built by a method named like a view (`ToggleRow`), marked `@ViewBuilder`, whose last parameter is
/// given as a trailing closure: read at each call like any view method (it was silent).
struct Preferences: View {
    @State private var sounds = false

    var body: some View {
        VStack {
            ToggleRow(text: "Sounds", isOn: sounds) {
                sounds.toggle()
            }
        }
        .background(Panel.fill, in: RoundedRectangle(cornerRadius: 9))
    }

    @ViewBuilder
    func ToggleRow(text: String, isOn: Bool, compact: Bool = false, onTap: @escaping () -> Void)
        -> some View
    {
        HStack {
            Text(text)
                .foregroundColor(Panel.ink)
            Spacer()
        }
        .onTapGesture { onTap() }
    }
}
