import SwiftUI

extension Color {
    static let card = Color(red: 0.97, green: 0.95, blue: 0.9)
    static let chip = Color(red: 0.2, green: 0.4, blue: 0.8)
    static let muted = Color(red: 0.45, green: 0.43, blue: 0.4)
}
