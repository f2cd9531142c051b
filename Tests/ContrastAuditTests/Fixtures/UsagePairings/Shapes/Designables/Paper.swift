import SwiftUI

/// Another type's `paper`: `UIColor.shade(.paper)` names the enum's case, which its parameter's type says.
extension Color {
    static let paper = Color(red: 0.5, green: 0.5, blue: 0.5)
}
