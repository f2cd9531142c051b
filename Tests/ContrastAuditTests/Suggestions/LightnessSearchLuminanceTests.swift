import Foundation
import Testing

@testable import ContrastAudit

/// Issue 15, sixth pass: a WCAG search tests an opaque sRGB path's points by their 8-bit luminance, read
/// from the bytes (`passesLuminance`), instead of making each color and reading its bytes back; and the
/// rounding to the best 8-bit neighbor walks the neighbors once instead of listing them. Both must give
/// exactly what the color test and the listing gave, so they are compared here with those, written out
/// again, on random pairs (opaque and translucent, sRGB and Display P3, grays and saturated colors).
@Suite struct LightnessSearchLuminanceTests {
    /// The previous rounding: every passing neighbor listed with its ΔE_OK and hue test (the table of 8-bit
    /// linear values for sRGB, as the search uses), then the closest, or the closest that keeps the hue
    /// within the budget, each the first of equals as `min(by:)` picks it.
    static func oracleNearest(to color: Color, original: Color, passes: (Color) -> Bool) -> Color? {
        let originalLab = original.okLab
        let originalLCH = originalLab.lch
        let hueMatters = originalLCH.c > LightnessSearch.visibleChroma && originalLCH.h != nil
        let gray = originalLCH.c < OKLCH.achromaticChroma || originalLCH.h == nil
        for reach in [0, 1] {
            let scaled = color.components * 255
            func range(_ v: Double) -> ClosedRange<Int> {
                max(0, Int(v.rounded(.down)) - reach)...min(255, Int(v.rounded(.up)) + reach)
            }
            var scored: [(color: Color, deltaE: Double, keepsHue: Bool)] = []
            for r in range(scaled.x) {
                for g in range(scaled.y) {
                    for b in range(scaled.z) where !gray || (r == g && g == b) {
                        let candidate = Color(
                            space: color.space, components: SIMD3(Double(r), Double(g), Double(b)) / 255,
                            alpha: color.alpha)
                        guard passes(candidate) else { continue }
                        let table = WCAG2Contrast.linearized8Bit
                        let lab =
                            color.space == .sRGB
                            ? OKLab(linearSRGB: SIMD3(table[r], table[g], table[b])) : candidate.okLab
                        scored.append(
                            (candidate, lab.distance(to: originalLab), LightnessSearch.keepsHue(lab.lch, originalLCH)))
                    }
                }
            }
            guard let closest = scored.min(by: { $0.deltaE < $1.deltaE }) else { continue }
            if !hueMatters { return closest.color }
            if let keeping = scored.filter(\.keepsHue).min(by: { $0.deltaE < $1.deltaE }),
                keeping.deltaE <= closest.deltaE + LightnessSearch.hueBudget
            {
                return keeping.color
            }
            if reach == 1 { return closest.color }
        }
        return nil
    }

    /// The previous search: every bisection point made into its quantized color and tested as a color.
    static func oracleSearch(
        _ path: LightnessPath, direction: AdjustedColor.Direction, passes: (Color) -> Bool
    ) -> AdjustedColor? {
        let end: Double = direction == .darker ? 0 : 1
        guard passes(path.quantized(end).color) else { return nil }
        var near = path.lightness
        var far = end
        while abs(far - near) > LightnessSearch.lightnessResolution {
            let mid = (near + far) / 2
            if passes(path.quantized(mid).color) { far = mid } else { near = mid }
        }
        let (continuous, reduced) = path.fit(far)
        let color =
            oracleNearest(to: continuous, original: path.original, passes: passes) ?? path.quantized(far).color
        return AdjustedColor(
            color: color, lightness: far, direction: direction, chromaReduced: reduced,
            deltaE: DeltaE.ok(path.original.withAlpha(1), color.withAlpha(1)))
    }

    static func randomColor(_ rng: inout SystemRandomNumberGenerator, index: Int) -> Color {
        var color = LightnessPathBytesTests.randomColor(&rng, index: index)
        // One in seven translucent: those are never tested by luminance.
        if index % 7 == 3 { color = color.withAlpha(Double.random(in: 0.2...0.9, using: &rng)) }
        return color
    }

    @Test func luminanceOfBytesIsTheColorsLuminance() {
        for value in 0...255 {
            let byte = Double(value) / 255
            for (red, green, blue) in [(value, 0, 255), (17, value, 200), (255 - value, 128, value)] {
                let color = Color(
                    space: .sRGB, components: SIMD3(Double(red), Double(green), Double(blue)) / 255)
                #expect(
                    WCAG2Contrast.luminance8Bit(color)
                        == WCAG2Contrast.luminance8Bit(red: red, green: green, blue: blue))
            }
            // The search's colors divide the bytes by 255; reading them back must find the same byte.
            #expect(Int((byte * 255).rounded()) == value)
        }
    }

    @Test func searchesMatchTheColorTest() {
        var rng = SystemRandomNumberGenerator()
        var compared = 0
        var byLuminance = 0
        for index in 0..<600 {
            let foreground = Self.randomColor(&rng, index: index)
            let background = Self.randomColor(&rng, index: index + 3).withAlpha(index % 5 == 0 ? 0.6 : 1)
            let minimum = [3.0, 4.5, 7.0][index % 3]
            let target = SuggestionTarget(metric: .wcag2, minimum: minimum)
            for side in PairSuggester.Side.allCases {
                guard
                    let fast = PairSuggester.fastPredicate(
                        side: side, foreground: foreground, backgrounds: [background], target: target)
                else { continue }
                let path = LightnessPath(original: side == .foreground ? foreground : background)
                if path.space == .sRGB && path.original.isOpaque { byLuminance += 1 }
                for direction in [AdjustedColor.Direction.darker, .lighter] {
                    let found = LightnessSearch.search(
                        path, direction: direction, passes: fast.passes, passesLuminance: fast.byLuminance)
                    let expected = Self.oracleSearch(path, direction: direction, passes: fast.passes)
                    #expect(found == expected, "\(foreground.hex) on \(background.hex), \(side) \(direction)")
                    compared += 1
                }
            }
        }
        #expect(compared > 1_000)
        #expect(byLuminance > 300)
    }

    /// `fit` takes the chroma bisection's final low end from the replay when the replay is proved to make
    /// the bisection's decisions: the color must be the one of the full bisection, written out here.
    @Test func fitMatchesTheFullBisection() {
        var rng = SystemRandomNumberGenerator()
        var reducedCount = 0
        for index in 0..<4_000 {
            let path = LightnessPath(original: Self.randomColor(&rng, index: index))
            let l = index % 2 == 0 ? Double.random(in: 0.001...0.999, using: &rng) : path.lightness * 0.5
            guard l > 0, l < 1 else { continue }
            let (components, reduced) = LightnessPathBytesTests.bisected(path, l)
            if reduced { reducedCount += 1 }
            let clipped = components.clamped(lowerBound: SIMD3(repeating: 0), upperBound: SIMD3(repeating: 1))
            let expected = Color(
                space: path.space,
                components: SIMD3(
                    TransferFunction.sRGBEncode(clipped.x), TransferFunction.sRGBEncode(clipped.y),
                    TransferFunction.sRGBEncode(clipped.z)), alpha: path.original.alpha)
            let fitted = path.fit(l)
            #expect(fitted.color == expected && fitted.chromaReduced == reduced, "\(path.original.hex) at \(l)")
        }
        #expect(reducedCount > 1_000)
    }

    @Test func roundingMatchesTheListing() {
        var rng = SystemRandomNumberGenerator()
        for index in 0..<3_000 {
            let original = Self.randomColor(&rng, index: index)
            let other = Self.randomColor(&rng, index: index + 1).withAlpha(1)
            let minimum = Double.random(in: 1.5...8, using: &rng)
            // As `PairSuggester.fastPredicate` tests: by the table's luminance where there is one, so the
            // luminance test answers as `passes` does for every opaque 8-bit sRGB color.
            let fixed = WCAG2Contrast.luminance(other)
            let byLuminance = { (luminance: Double) in WCAG2Contrast.ratio(luminance: luminance, fixed) >= minimum }
            let passes = { (candidate: Color) in
                WCAG2Contrast.luminance8Bit(candidate).map(byLuminance)
                    ?? (WCAG2Contrast.ratio(candidate, other) >= minimum)
            }
            let path = LightnessPath(original: original)
            let color = path.fit(Double.random(in: 0.02...0.98, using: &rng)).color
            let expected = Self.oracleNearest(to: color, original: original, passes: passes)
            #expect(LightnessSearch.nearestPassing8Bit(to: color, original: original, passes: passes) == expected)
            #expect(
                LightnessSearch.nearestPassing8Bit(
                    to: color, original: original, passes: passes, passesLuminance: byLuminance) == expected,
                "\(original.hex) against \(other.hex) at \(minimum)")
        }
    }
}
