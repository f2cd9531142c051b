import SwiftUI

enum Palette {
    static let muted: Color = .appGray
    static let accent = Color(.brandPrimary)
    static let surface = ColorResource.card
}
