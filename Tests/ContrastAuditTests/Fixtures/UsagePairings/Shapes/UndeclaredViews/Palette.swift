import SwiftUI

extension Color {
    static let ember = Color(red: 0.8, green: 0.3, blue: 0.2)
    static let chalk = Color(white: 0.96)
    static let ink = Color(red: 0.1, green: 0.15, blue: 0.25)
    static let dune = Color(red: 0.9, green: 0.85, blue: 0.7)
}
