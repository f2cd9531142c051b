import SwiftUI

extension Color {
    static let chalk = Color(red: 0.96, green: 0.96, blue: 0.94)
    static let slate = Color(red: 0.22, green: 0.24, blue: 0.28)
    static let ink = Color(red: 0.08, green: 0.08, blue: 0.10)
    static let paper = Color(red: 1.0, green: 0.99, blue: 0.96)
    static let night = Color(red: 0.30, green: 0.32, blue: 0.40)
    static let rust = Color(red: 0.60, green: 0.25, blue: 0.10)
    static let sand = Color(red: 0.93, green: 0.88, blue: 0.78)
}
