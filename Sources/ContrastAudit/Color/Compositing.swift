/// Straight-alpha source-over compositing in gamma-encoded (extended) sRGB, the way UIKit and CSS
/// blend: `c = fg·a + bg·(1−a)` over an opaque backdrop, all in `Double` with no 8-bit rounding.
extension Color {
    /// This color drawn over `backdrop`.
    ///
    /// An opaque color covers the backdrop and comes back unchanged, in its own space. Otherwise the
    /// result is in sRGB (extended when a component leaves 0...1); when both are translucent the result
    /// is too, with the general source-over alpha.
    public func composited(over backdrop: Color) -> Color {
        if alpha >= 1 { return self }
        let top = sRGBComponents
        let bottom = backdrop.sRGBComponents
        let outAlpha = alpha + backdrop.alpha * (1 - alpha)
        let mixed: SIMD3<Double>
        if backdrop.alpha >= 1 {
            mixed = top * alpha + bottom * (1 - alpha)
        } else if outAlpha > 0 {
            mixed = (top * alpha + bottom * (backdrop.alpha * (1 - alpha))) / outAlpha
        } else {
            mixed = SIMD3(repeating: 0)
        }
        return Color.markingExtended(Color(space: .sRGB, components: mixed, alpha: min(outAlpha, 1)))
    }

    /// A foreground drawn over a stack of backgrounds, nearest first: `layers[0]` lies directly behind
    /// the foreground, each next one beneath the previous.
    public func composited(over layers: [Color]) -> Color {
        guard let backdrop = Color.flatten(layers) else { return self }
        return composited(over: backdrop)
    }

    /// The single color a stack of layers (nearest first) looks like, or `nil` for an empty stack.
    package static func flatten(_ layers: [Color]) -> Color? {
        guard var result = layers.last else { return nil }
        for layer in layers.dropLast().reversed() {
            result = layer.composited(over: result)
        }
        return result
    }
}
