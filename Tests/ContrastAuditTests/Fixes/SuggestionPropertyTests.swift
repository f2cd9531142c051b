import Foundation
import Testing

@testable import ContrastAudit
@testable import audit

/// 10,000 random failing pairs (fixed seed): every suggestion passes after quantization, keeps the hue,
/// and is no further than the reference procedure's answer.
@Suite(.tags(.slow)) struct SuggestionPropertyTests {
    /// The published procedure (vectors.json `adjustments.procedure`), written out step by step and
    /// independently of `LightnessSearch`: 40-step chroma fit, 40-step lightness bisection, the candidate
    /// with the smaller lightness change.
    enum ReferenceProcedure {
        static func fit(_ l: Double, _ c0: Double, _ h0: Double) -> Color {
            if l <= 0 { return .black }
            if l >= 1 { return .white }
            func color(_ c: Double) -> Color { Color(okLCH: OKLCH(l: l, c: c, h: h0)) }
            func inGamut(_ c: Color) -> Bool { c.components.min() >= -1e-7 && c.components.max() <= 1 + 1e-7 }
            var result = color(c0)
            if !inGamut(result) {
                var lo = 0.0
                var hi = c0
                for _ in 0..<40 {
                    let mid = (lo + hi) / 2
                    if inGamut(color(mid)) { lo = mid } else { hi = mid }
                }
                result = color(lo)
            }
            return Color(space: .sRGB, components: result.components.clamped(lowerBound: .zero, upperBound: .one))
        }

        static func answer(fg: Color, bg: Color, target: Double) -> (color: Color, deltaE: Double)? {
            let lch = fg.okLCH
            let l0 = lch.l
            let (c0, h0) = lch.h == nil || lch.c < 1e-6 ? (0.0, 0.0) : (lch.c, lch.h!)
            func q(_ l: Double) -> Color { fit(l, c0, h0).quantized }
            func p(_ l: Double) -> Bool { WCAG2Contrast.ratio(q(l), bg) >= target }
            var candidates: [(l: Double, color: Color)] = []
            if p(0) {
                var lo = 0.0
                var hi = l0
                for _ in 0..<40 {
                    let mid = (lo + hi) / 2
                    if p(mid) { lo = mid } else { hi = mid }
                }
                candidates.append((lo, q(lo)))
            }
            if p(1) {
                var lo = l0
                var hi = 1.0
                for _ in 0..<40 {
                    let mid = (lo + hi) / 2
                    if p(mid) { hi = mid } else { lo = mid }
                }
                candidates.append((hi, q(hi)))
            }
            guard let best = candidates.min(by: { abs($0.l - l0) < abs($1.l - l0) }) else { return nil }
            return (best.color, DeltaE.ok(fg, best.color))
        }
    }

    @Test func randomFailingPairs() {
        var rng = SplitMix64(seed: 2024)
        var checked = 0
        var drifted = 0
        while checked < 10_000 {
            let fg = rng.color8()
            let bg = rng.color8()
            let target = [3.0, 4.5, 7.0][Int(rng.next() % 3)]
            guard WCAG2Contrast.ratio(fg, bg) < target else { continue }
            checked += 1
            let result = PairSuggester.suggest(
                foreground: fg, backgrounds: [bg], target: SuggestionTarget(minimum: target), sides: [.foreground])
            let reference = ReferenceProcedure.answer(fg: fg, bg: bg, target: target)
            guard let adjusted = result.sides[0].adjusted else {
                #expect(
                    reference == nil, "\(fg.hex) on \(bg.hex) at \(target): the reference found \(reference!.color.hex)"
                )
                continue
            }
            #expect(adjusted.color.quantized == adjusted.color, "suggestions are 8-bit colors")
            #expect(WCAG2Contrast.ratio(adjusted.color, bg) >= target, "\(fg.hex) on \(bg.hex)")
            if let reference {
                #expect(
                    adjusted.deltaE <= reference.deltaE + 0.005,
                    "\(fg.hex) on \(bg.hex) at \(target): \(adjusted.color.hex) vs \(reference.color.hex)")
            }
            // The hue is kept within 1° when the color has a visible hue, unless no nearby 8-bit color
            // (checked here independently over the same neighborhood) keeps it within the ΔE budget.
            if !LightnessSearch.keepsHue(adjusted.color, fg.okLCH) {
                drifted += 1
                let neighbors = LightnessSearch.passingNeighbors(
                    of: LightnessPath(original: fg).fit(adjusted.lightness).color, original: fg, reach: 1,
                    passes: { WCAG2Contrast.ratio($0, bg) >= target })
                let closest = neighbors.map(\.deltaE).min() ?? .infinity
                #expect(
                    !neighbors.contains { $0.keepsHue && $0.deltaE <= closest + LightnessSearch.hueBudget },
                    "\(fg.hex) -> \(adjusted.color.hex) drifts though a neighbor keeps the hue")
            }
        }
        // Rounding dark colors to 8 bits is the only cause of drift; it stays rare.
        #expect(drifted < 100, "\(drifted) of 10,000 suggestions drift in hue")
    }
}
