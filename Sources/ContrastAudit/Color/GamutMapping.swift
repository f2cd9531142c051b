/// CSS Color 4 gamut mapping (§13.2, "binary search gamut mapping with local MINDE"): reduce OKLCH
/// chroma at constant lightness and hue until clipping the result moves it less than one
/// just-noticeable difference.
extension Color {
    /// ΔE_OK below which a clipped color counts as the same color (CSS Color 4).
    package static let gamutMappingJND = 0.02
    /// Chroma resolution of the binary search (CSS Color 4).
    static let gamutMappingEpsilon = 0.0001

    /// The color brought into the gamut of `target` (sRGB or Display P3) with CSS Color 4 gamut
    /// mapping, expressed in `target`. Extended spaces have no gamut and only convert.
    public func gamutMapped(to target: ColorSpace = .sRGB) -> Color {
        if target.allowsExtendedRange { return converted(to: target) }
        let origin = okLCH
        if origin.l >= 1 { return Color.white.converted(to: target).withAlpha(alpha) }
        if origin.l <= 0 { return Color.black.converted(to: target).withAlpha(alpha) }
        let direct = converted(to: target)
        if Color.isInUnitRange(direct.components) { return direct }

        func clip(_ color: Color) -> Color {
            Color(
                space: target,
                components: color.components.clamped(
                    lowerBound: SIMD3(repeating: 0), upperBound: SIMD3(repeating: 1)),
                alpha: alpha)
        }
        var current = origin
        var clipped = clip(direct)
        if clipped.okLab.distance(to: current.lab) < Color.gamutMappingJND { return clipped }

        var low = 0.0
        var high = origin.c
        var lowInGamut = true
        while high - low > Color.gamutMappingEpsilon {
            let chroma = (low + high) / 2
            current.c = chroma
            let candidate = Color(okLCH: current, alpha: alpha, in: target)
            if lowInGamut && Color.isInUnitRange(candidate.components) {
                low = chroma
                continue
            }
            clipped = clip(candidate)
            let error = clipped.okLab.distance(to: current.lab)
            if error < Color.gamutMappingJND {
                if Color.gamutMappingJND - error < Color.gamutMappingEpsilon { return clipped }
                lowInGamut = false
                low = chroma
            } else {
                high = chroma
            }
        }
        return clipped
    }

    /// Whether components lie in 0...1, allowing the rounding noise of a conversion round trip.
    static func isInUnitRange(_ components: SIMD3<Double>, tolerance: Double = 1e-7) -> Bool {
        components.min() >= -tolerance && components.max() <= 1 + tolerance
    }
}
