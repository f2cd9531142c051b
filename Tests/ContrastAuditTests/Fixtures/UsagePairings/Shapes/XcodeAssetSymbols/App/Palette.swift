import SwiftUI

enum Palette {
    static let muted: Color = .appGray
    static let accent = Color(.brandPrimary)
    static let surface = ColorResource.card
    /// The symbol of a color set the inputs do not hold: no asset, so no color (and no self-reference).
    static let primaryDeep = Color(.primaryDeep)
}
