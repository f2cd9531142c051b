import Foundation
import Testing

@testable import ContrastAudit

/// `LightnessPath.quantized` ends its chroma bisection early once the bytes are decided (issue 15). The
/// answer must be the one the full 20-step bisection gives, so it is compared here with that search,
/// written out again from the conversions themselves, on random colors (sRGB and Display P3, gray and
/// saturated) at random lightness and at the lightness values the suggestion bisection visits.
@Suite struct LightnessPathBytesTests {
    /// The previous search: the full chroma bisection in linear light, then each channel encoded and
    /// rounded to 8 bits.
    static func reference(_ path: LightnessPath, _ l: Double) -> Color {
        guard l > 0, l < 1 else { return LightnessPath.quantize(path.fit(l).color) }
        let components = bisected(path, l).components
        func byte(_ x: Double) -> Double {
            Double(Color.quantize(TransferFunction.sRGBEncode(min(max(x, 0), 1)))) / 255
        }
        return Color(
            space: path.space, components: SIMD3(byte(components.x), byte(components.y), byte(components.z)),
            alpha: path.original.alpha)
    }

    /// The linear components at lightness `l` after the full chroma bisection (`chromaSteps` halvings), and whether
    /// the chroma had to be reduced.
    static func bisected(_ path: LightnessPath, _ l: Double) -> (components: SIMD3<Double>, reduced: Bool) {
        let radians = path.hue * .pi / 180
        let toSpace = path.space.fromLinearSRGB
        func linear(_ c: Double) -> SIMD3<Double> {
            let srgb = OKLab(l: l, a: c * cos(radians), b: c * sin(radians)).linearSRGB
            return toSpace?.apply(srgb) ?? srgb
        }
        func inGamut(_ v: SIMD3<Double>) -> Bool {
            v.min() >= -LightnessPath.gamutTolerance && v.max() <= 1 + LightnessPath.gamutTolerance
        }
        let components = linear(path.chroma)
        guard !inGamut(components) else { return (components, false) }
        var low = 0.0
        var high = path.chroma
        for _ in 0..<LightnessPath.chromaSteps {
            let mid = (low + high) / 2
            if inGamut(linear(mid)) { low = mid } else { high = mid }
        }
        return (linear(low), true)
    }

    static func randomColor(_ rng: inout SystemRandomNumberGenerator, index: Int) -> Color {
        let channel = { (rng: inout SystemRandomNumberGenerator) in Double.random(in: 0...1, using: &rng) }
        switch index % 4 {
        case 0: return Color(space: .displayP3, components: SIMD3(channel(&rng), channel(&rng), channel(&rng)))
        case 1:
            // Near gray: small chroma, where rounding decides the most.
            let base = channel(&rng)
            let tint = { (rng: inout SystemRandomNumberGenerator) in
                min(1, max(0, base + Double.random(in: -0.02...0.02, using: &rng)))
            }
            return Color(space: .sRGB, components: SIMD3(tint(&rng), tint(&rng), tint(&rng)))
        default:
            let bytes = SIMD3(
                Double(UInt8.random(in: 0...255, using: &rng)), Double(UInt8.random(in: 0...255, using: &rng)),
                Double(UInt8.random(in: 0...255, using: &rng)))
            return Color(space: .sRGB, components: bytes / 255)
        }
    }

    @Test func earlyEndGivesTheFullBisectionsBytes() {
        var rng = SystemRandomNumberGenerator()
        var reduced = 0
        for index in 0..<1_500 {
            let path = LightnessPath(original: Self.randomColor(&rng, index: index))
            var points = (0..<24).map { _ in Double.random(in: 0.001...0.999, using: &rng) }
            // The bisection's own points, towards black and towards white.
            for end in [0.0, 1.0] {
                var near = path.lightness
                var far = end
                for _ in 0..<12 {
                    let mid = (near + far) / 2
                    points.append(mid)
                    if Bool.random(using: &rng) { far = mid } else { near = mid }
                }
            }
            for l in points {
                let fast = path.quantized(l)
                if fast.chromaReduced { reduced += 1 }
                #expect(
                    fast.color == Self.reference(path, l),
                    "\(path.original.hex) in \(path.space) at lightness \(l)")
            }
        }
        // The early end is only taken when chroma is reduced: make sure that happened often.
        #expect(reduced > 10_000)
    }
}
