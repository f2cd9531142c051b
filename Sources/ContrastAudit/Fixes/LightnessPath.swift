import Foundation

/// The colors a suggestion may move a color along: its OKLCH lightness changes, its hue is kept, and its
/// chroma is reduced only as far as needed to stay in the gamut of its space (sRGB, or Display P3 for a
/// P3 color). Every point is quantized to 8 bits per channel, because that is what a theme file stores
/// and what a passing suggestion must still pass after.
struct LightnessPath: Sendable {
    /// The color being adjusted (its alpha is kept).
    let original: Color
    /// The space suggestions are written in: sRGB, or Display P3 for a P3 token.
    let space: ColorSpace
    let lightness: Double
    let chroma: Double
    let hue: Double

    /// Chroma bisection steps: 2⁻³⁰ of the original chroma is far below one 8-bit step.
    static let chromaSteps = 30
    /// Components within this of 0...1 count as in gamut (conversion round-off).
    static let gamutTolerance = 1e-7

    init(original: Color) {
        self.original = original
        space = original.space == .displayP3 ? .displayP3 : .sRGB
        let lch = original.okLCH
        lightness = lch.l
        // An achromatic color (or one with an undefined hue) moves along the gray axis.
        if let h = lch.h, lch.c >= OKLCH.achromaticChroma {
            chroma = lch.c
            hue = h
        } else {
            chroma = 0
            hue = 0
        }
    }

    /// The in-gamut color at lightness `l` (not quantized), and whether its chroma had to be reduced.
    func fit(_ l: Double) -> (color: Color, chromaReduced: Bool) {
        if l <= 0 { return (Color.black.converted(to: space).withAlpha(original.alpha), chroma > 0) }
        if l >= 1 { return (Color.white.converted(to: space).withAlpha(original.alpha), chroma > 0) }
        let full = Color(okLCH: OKLCH(l: l, c: chroma, h: hue), alpha: original.alpha, in: space)
        if inGamut(full) { return (full, false) }
        var low = 0.0
        var high = chroma
        for _ in 0..<Self.chromaSteps {
            let mid = (low + high) / 2
            if inGamut(Color(okLCH: OKLCH(l: l, c: mid, h: hue), alpha: original.alpha, in: space)) {
                low = mid
            } else {
                high = mid
            }
        }
        let fitted = Color(okLCH: OKLCH(l: l, c: low, h: hue), alpha: original.alpha, in: space)
        let clipped = fitted.components.clamped(lowerBound: SIMD3(repeating: 0), upperBound: SIMD3(repeating: 1))
        return (Color(space: space, components: clipped, alpha: original.alpha), true)
    }

    func inGamut(_ color: Color) -> Bool {
        let c = color.components
        return c.min() >= -Self.gamutTolerance && c.max() <= 1 + Self.gamutTolerance
    }

    /// The color at lightness `l`, quantized to 8 bits per channel in its space (alpha kept as is: a
    /// suggestion never changes a token's alpha).
    func quantized(_ l: Double) -> (color: Color, chromaReduced: Bool) {
        let (color, reduced) = fit(l)
        return (Self.quantize(color), reduced)
    }

    static func quantize(_ color: Color) -> Color {
        let c = color.components
        func step(_ v: Double) -> Double { Double(Color.quantize(v)) / 255 }
        return Color(space: color.space, components: SIMD3(step(c.x), step(c.y), step(c.z)), alpha: color.alpha)
    }
}

/// A passing color found on a lightness path.
public struct AdjustedColor: Sendable, Hashable {
    public enum Direction: String, Sendable, Hashable, Codable {
        case darker
        case lighter
    }

    /// The quantized color that passes.
    public var color: Color
    /// Its OKLCH lightness before quantization.
    public var lightness: Double
    public var direction: Direction
    /// Whether chroma had to be reduced to stay in gamut.
    public var chromaReduced: Bool
    /// ΔE_OK from the original color.
    public var deltaE: Double
}

/// Finds the closest passing color on a lightness path, in both directions.
enum LightnessSearch {
    /// Bisection steps on lightness: 2⁻³⁰ is far below one 8-bit step.
    static let steps = 30

    /// The nearest passing quantized color darker than the original and the nearest lighter one, when
    /// they exist. `passes` sees quantized colors only, so whatever it accepts still passes after the
    /// color is written as 8 bits.
    static func candidates(on path: LightnessPath, passes: (Color) -> Bool) -> [AdjustedColor] {
        var found: [AdjustedColor] = []
        for direction in [AdjustedColor.Direction.darker, .lighter] {
            if let candidate = search(path, direction: direction, passes: passes) { found.append(candidate) }
        }
        return found
    }

    /// The closest of the candidates by ΔE_OK (ties: the darker one, as the reference procedure does).
    static func best(on path: LightnessPath, passes: (Color) -> Bool) -> AdjustedColor? {
        candidates(on: path, passes: passes).min {
            ($0.deltaE, $0.direction == .darker ? 0 : 1) < ($1.deltaE, $1.direction == .darker ? 0 : 1)
        }
    }

    static func search(
        _ path: LightnessPath, direction: AdjustedColor.Direction, passes: (Color) -> Bool
    ) -> AdjustedColor? {
        let end: Double = direction == .darker ? 0 : 1
        let endColor = path.quantized(end)
        guard passes(endColor.color) else { return nil }
        // `near` fails (or is the start), `far` passes; bisect towards the start.
        var near = path.lightness
        var far = end
        for _ in 0..<steps {
            let mid = (near + far) / 2
            if passes(path.quantized(mid).color) { far = mid } else { near = mid }
        }
        let (color, reduced) = path.quantized(far)
        return AdjustedColor(
            color: color, lightness: far, direction: direction, chromaReduced: reduced,
            deltaE: DeltaE.ok(path.original.withAlpha(1), color.withAlpha(1)))
    }
}
