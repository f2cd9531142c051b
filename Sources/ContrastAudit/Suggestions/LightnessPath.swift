import Foundation

/// The colors a suggestion may move a color along: its OKLCH lightness changes, its hue is kept, and its
/// chroma is reduced only as far as needed to stay in the gamut of its space (sRGB, or Display P3 for a
/// P3 color). Points are quantized to 8 bits per channel, because that is what a theme file stores and
/// what a passing suggestion must still pass after.
struct LightnessPath: Sendable {
    /// The color being adjusted (its alpha is kept).
    let original: Color
    /// The space suggestions are written in: sRGB, or Display P3 for a P3 token.
    let space: ColorSpace
    let lightness: Double
    let chroma: Double
    let hue: Double
    /// `cos` and `sin` of the hue, computed once: every point of the path shares them.
    private let hueCosine: Double
    private let hueSine: Double
    /// Linear sRGB to the space's linear components (`nil` for sRGB itself).
    private let toSpace: Matrix3?
    /// `ColorMatrices.okLabToLMS` and `ColorMatrices.lmsToLinearSRGB`.
    private let okLabToLMS = ColorMatrices.okLabToLMS
    private let lmsToLinearSRGB = ColorMatrices.lmsToLinearSRGB
    /// For the early end of the chroma bisection (`chromaSlope`): `3 |N_ij| |α_j|`, where `N` takes cubed
    /// LMS to the space's linear components and `α_j` is how fast LMS component `j` moves with chroma.
    private let slopeWeights: Matrix3
    /// `|α_j|`.
    private let chromaRates: SIMD3<Double>
    /// `α_j` and `k_j` with their signs: the cube root of LMS component `j` is `k_j l + α_j c`.
    private let signedChromaRates: SIMD3<Double>
    private let signedLightnessRates: SIMD3<Double>
    /// The linear components as cubics in chroma: `Σ_j N_ij (k_j l + α_j c)³ = l³ P0 + l² c P1 + l c² P2 +
    /// c³ P3`, with `P0 = N k³`, `P1 = 3 N k²α`, `P2 = 3 N kα²`, `P3 = N α³` (see `replayedBytes`).
    private let cubic: (SIMD3<Double>, SIMD3<Double>, SIMD3<Double>, SIMD3<Double>)

    /// Chroma bisection steps: 2⁻²⁰ of the original chroma is far below one 8-bit step.
    static let chromaSteps = 20
    /// Linear components within this of 0...1 count as in gamut (conversion round-off).
    static let gamutTolerance = 1e-9

    init(original: Color) {
        self.original = original
        space = original.space == .displayP3 ? .displayP3 : .sRGB
        toSpace = space.fromLinearSRGB
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
        hueCosine = cos(hue * .pi / 180)
        hueSine = sin(hue * .pi / 180)
        let toLMS = ColorMatrices.okLabToLMS
        let rates =
            SIMD3(toLMS.row0.y, toLMS.row1.y, toLMS.row2.y) * hueCosine
            + SIMD3(toLMS.row0.z, toLMS.row1.z, toLMS.row2.z) * hueSine
        chromaRates = Self.magnitudes(rates)
        signedChromaRates = rates
        signedLightnessRates = SIMD3(toLMS.row0.x, toLMS.row1.x, toLMS.row2.x)
        let mix = toSpace.map { $0.multiplied(by: ColorMatrices.lmsToLinearSRGB) } ?? ColorMatrices.lmsToLinearSRGB
        let scale = 3 * chromaRates
        slopeWeights = Matrix3(
            Self.magnitudes(mix.row0) * scale, Self.magnitudes(mix.row1) * scale, Self.magnitudes(mix.row2) * scale)
        let k = signedLightnessRates
        cubic = (
            mix.apply(k * k * k), 3 * mix.apply(k * k * rates), 3 * mix.apply(k * rates * rates),
            mix.apply(rates * rates * rates)
        )
    }

    /// Linear components in the path's space for lightness `l` and chroma `c` at the path's hue.
    /// The same operations as `OKLab.linearSRGB` (so the same values), with the matrices held by the path
    /// instead of read from their lazily made statics at every point.
    private func linear(_ l: Double, _ c: Double) -> SIMD3<Double> {
        let root = okLabToLMS.apply(SIMD3(l, c * hueCosine, c * hueSine))
        let srgb = lmsToLinearSRGB.apply(root * root * root)
        return toSpace?.apply(srgb) ?? srgb
    }

    /// Gamut checks happen in linear light: the transfer curve maps 0...1 onto 0...1 monotonically, so
    /// nothing needs encoding until a point is chosen.
    private func inGamut(_ linear: SIMD3<Double>) -> Bool {
        Self.within(linear.x, linear.y, linear.z, -Self.gamutTolerance, 1 + Self.gamutTolerance)
    }

    /// Whether `x`, `y` and `z` all lie in `low...high`: the test of `min() >= low && max() <= high` on
    /// their vector (components are finite), lane by lane, since the vector's `min()` and `max()` are
    /// loops the compiler does not unroll (issue 15, sixth pass).
    @inline(__always)
    private static func within(_ x: Double, _ y: Double, _ z: Double, _ low: Double, _ high: Double) -> Bool {
        x >= low && y >= low && z >= low && x <= high && y <= high && z <= high
    }

    /// The in-gamut color at lightness `l` (not quantized), and whether its chroma had to be reduced.
    func fit(_ l: Double) -> (color: Color, chromaReduced: Bool) {
        if l <= 0 { return (Color.black.converted(to: space).withAlpha(original.alpha), chroma > 0) }
        if l >= 1 { return (Color.white.converted(to: space).withAlpha(original.alpha), chroma > 0) }
        let (clipped, reduced) = fittedLinear(l)
        let encoded = SIMD3(
            TransferFunction.sRGBEncode(clipped.x), TransferFunction.sRGBEncode(clipped.y),
            TransferFunction.sRGBEncode(clipped.z))
        return (Color(space: space, components: encoded, alpha: original.alpha), reduced)
    }

    /// The linear components of `fit(l)` for `0 < l < 1`, clipped to 0...1, before encoding.
    private func fittedLinear(_ l: Double) -> (SIMD3<Double>, Bool) {
        var components = linear(l, chroma)
        var reduced = false
        if !inGamut(components), let replayed = replayedLow(l, outside: components) {
            // The bisection's own final low end (see `replayedBytes`), without its 20 conversions.
            reduced = true
            components = replayed
        } else if !inGamut(components) {
            reduced = true
            var low = 0.0
            var high = chroma
            for _ in 0..<Self.chromaSteps {
                let mid = (low + high) / 2
                if inGamut(linear(l, mid)) { low = mid } else { high = mid }
            }
            components = linear(l, low)
        }
        return (components.clamped(lowerBound: SIMD3(repeating: 0), upperBound: SIMD3(repeating: 1)), reduced)
    }

    /// The color at lightness `l`, quantized to 8 bits per channel in its space (alpha kept as is: a
    /// suggestion never changes a token's alpha). The same as quantizing `fit(l)`, but the bytes come from
    /// `ByteQuantizer` instead of three powers: searches quantize thousands of points.
    func quantized(_ l: Double) -> (color: Color, chromaReduced: Bool) {
        if l <= 0 || l >= 1 {
            let (color, reduced) = fit(l)
            return (Self.quantize(color), reduced)
        }
        let (bytes, reduced) = fittedBytes(l)
        return (Color(space: space, components: bytes / 255, alpha: original.alpha), reduced)
    }

    /// The 8-bit channels of `quantized(l)` for `0 < l < 1`, as `Double`s (`quantized` divides them by 255).
    func quantizedBytes(_ l: Double) -> SIMD3<Double> { fittedBytes(l).0 }

    /// The bytes of `fittedLinear(l)`, as `Double`s. The chroma bisection stops as soon as every chroma
    /// still in its interval gives the same bytes: the bisection's final chroma lies in that interval, so
    /// its bytes are known without the remaining steps. Each channel is a cubic in chroma whose slope is
    /// at most `chromaSlope(l)` (mean value theorem), so over an interval of width `w` it stays within
    /// `slope × w` of its value at the interval's low end (plus `1e-12` for the rounding of two
    /// evaluations, which is about 1e-15); the bytes are monotone in the value, so equal bytes at both
    /// ends of that range are the bytes of everything in it. Most points take `replayedBytes` first.
    private func fittedBytes(_ l: Double) -> (SIMD3<Double>, Bool) {
        let components = linear(l, chroma)
        if inGamut(components) { return (Self.bytes(components), false) }
        if let bytes = replayedBytes(l, outside: components) { return (bytes, true) }
        let slope = chromaSlope(l)
        var low = 0.0
        var high = chroma
        var lowComponents = linear(l, low)
        for _ in 0..<Self.chromaSteps {
            let mid = (low + high) / 2
            let candidate = linear(l, mid)
            if inGamut(candidate) {
                low = mid
                lowComponents = candidate
            } else {
                high = mid
            }
            let spread = slope * (high - low) + 1e-12
            // One byte spans at most 0.009 in linear light: a wider range cannot fall in one.
            guard spread.x < 0.0045, spread.y < 0.0045, spread.z < 0.0045 else { continue }
            let bottom = lowComponents - spread
            let top = lowComponents + spread
            if let x = ByteQuantizer.commonByte(bottom.x, top.x), let y = ByteQuantizer.commonByte(bottom.y, top.y),
                let z = ByteQuantizer.commonByte(bottom.z, top.z)
            {
                return (SIMD3(Double(x), Double(y), Double(z)), true)
            }
        }
        return (Self.bytes(lowComponents), true)
    }

    /// The bytes of `fittedLinear(l)` for a point out of gamut at full chroma, from a replay of the chroma
    /// bisection on the cubics (`cubic`: a few multiplications per step instead of the conversion), or
    /// `nil` when the replay cannot be shown to match the bisection on the conversion. It matches when
    /// every channel is monotone in chroma on `0...chroma` (its derivative, a quadratic, keeps one sign:
    /// checked at both ends and at its vertex) and the replay's final interval checks out with the
    /// conversion itself: its low end in gamut and its high end out, each by `replayMargin`, far more
    /// than the conversion's rounding (about 1e-14). Then every point the replay took as in gamut lies at
    /// or below the low end, where each channel lies between its gray value (inside) and its value at the
    /// low end (inside), so the conversion finds it in gamut too; every point taken as out lies at or
    /// above the high end, where the channel that is out there is further out. So each step decides as
    /// the bisection's would, the final interval is the bisection's, and the low end's bytes are its
    /// answer.
    private func replayedBytes(_ l: Double, outside: SIMD3<Double>) -> SIMD3<Double>? {
        replayedLow(l, outside: outside).map(Self.bytes)
    }

    /// The linear components at the low end of the chroma bisection's final interval, from the replay of
    /// `replayedBytes`, or `nil` when the replay cannot be shown to match: then they are the components
    /// `fittedLinear` computes with the full bisection (its final low end is the same chroma).
    private func replayedLow(_ l: Double, outside: SIMD3<Double>) -> SIMD3<Double>? {
        let gray = cubic.0 * (l * l * l)
        let first = cubic.1 * (l * l)
        let second = cubic.2 * l
        let third = cubic.3
        guard inside(gray), monotoneInChroma(first, 2 * second, 3 * third) else { return nil }
        var low = 0.0
        var high = chroma
        // Lane by lane, the same operations as the vector form `((third * mid + second) * mid + first) * mid +
        // gray` (each lane's product and sum, in that order).
        let (bottom, top) = (-Self.gamutTolerance, 1 + Self.gamutTolerance)
        for _ in 0..<Self.chromaSteps {
            let mid = (low + high) / 2
            let x = ((third.x * mid + second.x) * mid + first.x) * mid + gray.x
            let y = ((third.y * mid + second.y) * mid + first.y) * mid + gray.y
            let z = ((third.z * mid + second.z) * mid + first.z) * mid + gray.z
            if Self.within(x, y, z, bottom, top) { low = mid } else { high = mid }
        }
        let lowComponents = linear(l, low)
        let highComponents = high == chroma ? outside : linear(l, high)
        let margin = Self.replayMargin
        guard inside(lowComponents),
            !Self.within(
                highComponents.x, highComponents.y, highComponents.z, -Self.gamutTolerance - margin,
                1 + Self.gamutTolerance + margin)
        else { return nil }
        return lowComponents
    }

    /// How far inside or outside the gamut bounds a checked point of `replayedBytes` must be.
    static let replayMargin = 1e-12

    private func inside(_ components: SIMD3<Double>) -> Bool {
        Self.within(
            components.x, components.y, components.z, -Self.gamutTolerance + Self.replayMargin,
            1 + Self.gamutTolerance - Self.replayMargin)
    }

    /// Whether the quadratic `d0 + d1 c + d2 c²` (each channel's derivative in chroma) keeps one sign on
    /// `0...chroma`, by a clear margin, in every channel: its extremes are at the ends and at the vertex.
    private func monotoneInChroma(_ d0: SIMD3<Double>, _ d1: SIMD3<Double>, _ d2: SIMD3<Double>) -> Bool {
        let c = chroma
        let atEnd = (d2 * c + d1) * c + d0
        let scale = (Self.magnitudes(d2) * c + Self.magnitudes(d1)) * c + Self.magnitudes(d0)
        let floor = scale * 1e-9
        for channel in 0..<3 {
            let start = d0[channel]
            let end = atEnd[channel]
            var low = min(start, end)
            var high = max(start, end)
            if d2[channel] != 0 {
                let vertex = -d1[channel] / (2 * d2[channel])
                if vertex > 0 && vertex < c {
                    let value = (d2[channel] * vertex + d1[channel]) * vertex + start
                    low = min(low, value)
                    high = max(high, value)
                }
            }
            guard low > floor[channel] || high < -floor[channel] else { return false }
        }
        return true
    }

    /// A bound on how fast each linear component moves with chroma at lightness `l`, for any chroma up to
    /// the path's: `Σ_j 3 |N_ij| |α_j| (|k_j| l + chroma |α_j|)²`, the derivative of `Σ_j N_ij (k_j l +
    /// α_j c)³` bounded term by term, widened by a part in 10⁴ against rounding. (A bound over the
    /// bisection's current interval only ends it about one step sooner, for more work per step.)
    private func chromaSlope(_ l: Double) -> SIMD3<Double> {
        let reach = Self.magnitudes(signedLightnessRates) * l + chromaRates * chroma
        return slopeWeights.apply(reach * reach) * 1.0001
    }

    private static func magnitudes(_ v: SIMD3<Double>) -> SIMD3<Double> { SIMD3(abs(v.x), abs(v.y), abs(v.z)) }

    /// The 8-bit values (as `Double`s) of linear components, clipped to 0...1 first.
    private static func bytes(_ linear: SIMD3<Double>) -> SIMD3<Double> {
        let clipped = linear.clamped(lowerBound: SIMD3(repeating: 0), upperBound: SIMD3(repeating: 1))
        return SIMD3(
            Double(ByteQuantizer.byte(clipped.x)), Double(ByteQuantizer.byte(clipped.y)),
            Double(ByteQuantizer.byte(clipped.z)))
    }

    static func quantize(_ color: Color) -> Color {
        let c = color.components
        func step(_ v: Double) -> Double { Double(Color.quantize(v)) / 255 }
        return Color(space: color.space, components: SIMD3(step(c.x), step(c.y), step(c.z)), alpha: color.alpha)
    }
}

/// The 8-bit value of a linear channel, as `Color.quantize(TransferFunction.sRGBEncode(x))` gives it, from
/// a table of the linear values where each byte starts instead of a power per channel. Near one of those
/// values (where rounding in the power could decide) the curve itself is computed, so the answer is
/// always the same as the direct computation (a test compares them).
enum ByteQuantizer {
    /// `starts[q]`: the smallest linear value whose byte is at least `q` (found by bisection on the
    /// direct computation, which is monotone); `starts[0]` is 0.
    static let starts: [Double] = (0...255).map { $0 == 0 ? 0 : start(of: $0) }

    /// Linear values this close (relative) to a start are computed directly.
    static let margin = 1e-12

    static func direct(_ x: Double) -> UInt8 { Color.quantize(TransferFunction.sRGBEncode(x)) }

    static func start(of byte: Int) -> Double {
        var low = 0.0
        var high = 1.0
        while true {
            let mid = (low + high) / 2
            guard mid > low, mid < high else { return high }
            if Int(direct(mid)) >= byte { high = mid } else { low = mid }
        }
    }

    /// Buckets of equal width over 0...1, narrower than the gap between any two starts (the smallest,
    /// at the dark end, is 1/255/12.92 ≈ 3e-4), so a bucket holds at most one start.
    static let bucketCount = 1 << 16

    /// `firstByte[i]`: the byte of the low end of bucket `i`.
    static let firstByte: [UInt8] = {
        var table = [UInt8](repeating: 0, count: bucketCount + 1)
        var byte = 0
        for bucket in 0...bucketCount {
            let low = Double(bucket) / Double(bucketCount)
            while byte < 255 && starts[byte + 1] <= low { byte += 1 }
            table[bucket] = UInt8(byte)
        }
        return table
    }()

    /// The byte `byte(min(max(x, 0), 1))` gives every `x` in `low...high`, when it is the same for all of
    /// them and they keep `margin` away from the starts around it (so the table alone decides each);
    /// otherwise `nil`.
    static func commonByte(_ low: Double, _ high: Double) -> UInt8? {
        let starts = Self.starts
        if high < 1 {
            // Below the start of byte 1 (clipped values at 0 included) everything is byte 0.
            if high < starts[1] * (1 - margin) { return 0 }
            guard low > 0 else { return nil }
            var byte = Int(firstByte[Int(low * Double(bucketCount))])
            if byte < 255 && starts[byte + 1] <= low { byte += 1 }
            guard low - starts[byte] > low * margin, byte == 255 || starts[byte + 1] - high > high * margin else {
                return nil
            }
            return UInt8(byte)
        }
        // Clipped to 1 at the top: byte 255, if the whole range is past the start of 255.
        return low - starts[255] > low * margin ? 255 : nil
    }

    /// The byte of a linear value in 0...1 (clipped; NaN gives 0, as `Color.quantize` does).
    static func byte(_ x: Double) -> UInt8 {
        guard x > 0 else { return x == 0 ? 0 : direct(x) }
        guard x < 1 else { return direct(x) }
        let starts = Self.starts
        var low = Int(firstByte[Int(x * Double(bucketCount))])
        if low < 255 && starts[low + 1] <= x { low += 1 }
        let tolerance = x * margin
        if (low > 0 && x - starts[low] <= tolerance) || (low < 255 && starts[low + 1] - x <= tolerance) {
            return direct(x)
        }
        return UInt8(low)
    }
}

/// A passing color found on a lightness path.
package struct AdjustedColor: Sendable, Hashable {
    package enum Direction: String, Sendable, Hashable, Codable {
        case darker
        case lighter
    }

    /// The quantized color that passes.
    package var color: Color
    /// Its OKLCH lightness before quantization.
    package var lightness: Double
    package var direction: Direction
    /// Whether chroma had to be reduced to stay in gamut.
    package var chromaReduced: Bool
    /// ΔE_OK from the original color.
    package var deltaE: Double
}

/// Finds the closest passing color on a lightness path, in both directions.
enum LightnessSearch {
    /// Lightness resolution of the bisection: well below one 8-bit step (about 0.004 in OKLCH lightness
    /// at its finest), and the rounding step below looks at the neighbors anyway.
    static let lightnessResolution = 1e-5
    /// Hue drift allowed by rounding to 8 bits, for colors with enough chroma to have a visible hue.
    static let hueTolerance = 1.0
    /// Below this OKLCH chroma a hue is not visible, so rounding may move it freely.
    static let visibleChroma = 0.02
    /// ΔE_OK a suggestion may give up to keep its hue after rounding.
    static let hueBudget = 0.005

    /// The nearest passing quantized color darker than the original and the nearest lighter one, when
    /// they exist. `passes` sees 8-bit colors only, so whatever it accepts still passes once written.
    /// `passesLuminance`, when given, must answer as `passes` does for every opaque 8-bit sRGB color, from
    /// its luminance (`WCAG2Contrast.luminance8Bit`): the search then tests an opaque sRGB path's points by
    /// their bytes, without making each color and reading its bytes back.
    static func candidates(
        on path: LightnessPath, passes: (Color) -> Bool, passesLuminance: ((Double) -> Bool)? = nil
    ) -> [AdjustedColor] {
        var found: [AdjustedColor] = []
        for direction in [AdjustedColor.Direction.darker, .lighter] {
            if let candidate = search(path, direction: direction, passes: passes, passesLuminance: passesLuminance) {
                found.append(candidate)
            }
        }
        return found
    }

    /// The closest of the candidates by ΔE_OK (ties: the darker one, as the reference procedure does).
    static func best(
        on path: LightnessPath, passes: (Color) -> Bool, passesLuminance: ((Double) -> Bool)? = nil
    ) -> AdjustedColor? {
        candidates(on: path, passes: passes, passesLuminance: passesLuminance).min {
            ($0.deltaE, $0.direction == .darker ? 0 : 1) < ($1.deltaE, $1.direction == .darker ? 0 : 1)
        }
    }

    static func search(
        _ path: LightnessPath, direction: AdjustedColor.Direction, passes: (Color) -> Bool,
        passesLuminance: ((Double) -> Bool)? = nil
    )
        -> AdjustedColor?
    {
        let end: Double = direction == .darker ? 0 : 1
        guard passes(path.quantized(end).color) else { return nil }
        // Only an opaque sRGB path's points are tested by luminance (those are the colors it answers for).
        let byLuminance = path.space == .sRGB && path.original.isOpaque ? passesLuminance : nil
        func pointPasses(_ l: Double) -> Bool {
            guard let byLuminance, l > 0, l < 1 else { return passes(path.quantized(l).color) }
            let bytes = path.quantizedBytes(l)
            return byLuminance(WCAG2Contrast.luminance8Bit(red: Int(bytes.x), green: Int(bytes.y), blue: Int(bytes.z)))
        }
        // `near` fails (or is the start), `far` passes; bisect towards the start.
        var near = path.lightness
        var far = end
        while abs(far - near) > lightnessResolution {
            let mid = (near + far) / 2
            if pointPasses(mid) { far = mid } else { near = mid }
        }
        let (continuous, reduced) = path.fit(far)
        let color =
            nearestPassing8Bit(to: continuous, original: path.original, passes: passes, passesLuminance: byLuminance)
            ?? path.quantized(far).color
        return AdjustedColor(
            color: color, lightness: far, direction: direction, chromaReduced: reduced,
            deltaE: DeltaE.ok(path.original.withAlpha(1), color.withAlpha(1)))
    }

    /// Plain rounding of the boundary color can change its hue by many degrees in dark, low-chroma colors
    /// (one 8-bit step is large there) or fall just short of the target. So the 8-bit colors around it
    /// are tried, first the floor/ceiling box, then one step beyond: the closest passing one by ΔE_OK,
    /// unless one that keeps the hue within `hueTolerance` costs at most `hueBudget` more.
    /// (`passingNeighbors` lists the candidates; this walks them once, keeping the closest and the closest
    /// that keeps the hue as `min(by:)` would, the first of equals, and tests the hue only when it matters.)
    static func nearestPassing8Bit(
        to color: Color, original: Color, passes: (Color) -> Bool, passesLuminance: ((Double) -> Bool)? = nil
    ) -> Color? {
        let originalLab = original.okLab
        let originalLCH = originalLab.lch
        let hueMatters = originalLCH.c > visibleChroma && originalLCH.h != nil
        for reach in [0, 1] {
            var closest: (color: Color, deltaE: Double)?
            var keeping: (color: Color, deltaE: Double)?
            forEachPassingNeighbor(
                of: color, original: originalLab, reach: reach, passes: passes, passesLuminance: passesLuminance
            ) { candidate, lab in
                let deltaE = lab.distance(to: originalLab)
                if closest.map({ deltaE < $0.deltaE }) ?? true { closest = (candidate, deltaE) }
                if hueMatters, keepsHue(lab.lch, originalLCH), keeping.map({ deltaE < $0.deltaE }) ?? true {
                    keeping = (candidate, deltaE)
                }
            }
            guard let closest else { continue }
            if !hueMatters { return closest.color }
            if let keeping, keeping.deltaE <= closest.deltaE + hueBudget { return keeping.color }
            if reach == 1 { return closest.color }
        }
        return nil
    }

    /// The passing 8-bit colors around `color` (each channel from `reach` steps below its floor to
    /// `reach` steps above its ceiling), with ΔE_OK from `original` and whether they keep its hue.
    static func passingNeighbors(
        of color: Color, original: Color, reach: Int = 1, passes: (Color) -> Bool
    )
        -> [(color: Color, deltaE: Double, keepsHue: Bool)]
    {
        let originalLab = original.okLab
        let originalLCH = originalLab.lch
        var result: [(color: Color, deltaE: Double, keepsHue: Bool)] = []
        forEachPassingNeighbor(of: color, original: originalLab, reach: reach, passes: passes) { candidate, lab in
            result.append((candidate, lab.distance(to: originalLab), keepsHue(lab.lch, originalLCH)))
        }
        return result
    }

    /// Calls `body` with each passing 8-bit color around `color` (as `passingNeighbors` lists them: red,
    /// then green, then blue ascending) and its OKLab. An opaque sRGB neighbor is tested by its luminance
    /// when `passesLuminance` is given (it answers as `passes` does for those colors).
    static func forEachPassingNeighbor(
        of color: Color, original originalLab: OKLab, reach: Int, passes: (Color) -> Bool,
        passesLuminance: ((Double) -> Bool)? = nil, _ body: (Color, OKLab) -> Void
    ) {
        let scaled = color.components * 255
        let originalLCH = originalLab.lch
        func range(_ v: Double) -> ClosedRange<Int> {
            max(0, Int(v.rounded(.down)) - reach)...min(255, Int(v.rounded(.up)) + reach)
        }
        // A gray stays gray: off-axis neighbors would tint it for a ΔE_OK gain of a thousandth.
        let gray = originalLCH.c < OKLCH.achromaticChroma || originalLCH.h == nil
        // For sRGB the linear channels come from the table of 8-bit values: the same decoding of the same
        // `byte / 255` as `Color.linearSRGB`, so the same OKLab, without three powers per neighbor.
        let table = color.space == .sRGB ? WCAG2Contrast.linearized8Bit : nil
        let byLuminance = color.space == .sRGB && color.isOpaque ? passesLuminance : nil
        for r in range(scaled.x) {
            for g in range(scaled.y) {
                for b in range(scaled.z) where !gray || (r == g && g == b) {
                    let candidate = Color(
                        space: color.space, components: SIMD3(Double(r), Double(g), Double(b)) / 255,
                        alpha: color.alpha)
                    if let byLuminance {
                        guard byLuminance(WCAG2Contrast.luminance8Bit(red: r, green: g, blue: b)) else { continue }
                    } else {
                        guard passes(candidate) else { continue }
                    }
                    body(candidate, table.map { OKLab(linearSRGB: SIMD3($0[r], $0[g], $0[b])) } ?? candidate.okLab)
                }
            }
        }
    }

    /// Whether a color keeps the hue of another: trivially when either has too little chroma for a
    /// visible hue.
    static func keepsHue(_ lch: OKLCH, _ originalLCH: OKLCH) -> Bool {
        guard originalLCH.c > visibleChroma, lch.c > visibleChroma, let h0 = originalLCH.h, let h = lch.h else {
            return true
        }
        let difference = abs(h - h0)
        return min(difference, 360 - difference) <= hueTolerance
    }

    static func keepsHue(_ candidate: Color, _ originalLCH: OKLCH) -> Bool {
        keepsHue(candidate.okLCH, originalLCH)
    }
}
