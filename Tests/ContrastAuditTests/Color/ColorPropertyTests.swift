import Foundation
import Testing

@testable import ContrastAudit
@testable import audit

@Suite struct ColorPropertyTests {
    @Test func ratioIsSymmetricAndWithinOneToTwentyOne() {
        var rng = SplitMix64(seed: 1)
        for _ in 0..<20_000 {
            let a = rng.color8()
            let b = rng.color8()
            let ab = WCAG2Contrast.ratio(a, b)
            #expect(ab == WCAG2Contrast.ratio(b, a))
            #expect(ab >= 1 && ab <= 21)
        }
        #expect(WCAG2Contrast.ratio(.black, .white) == 21)
        #expect(WCAG2Contrast.ratio(.white, .white) == 1)
    }

    @Test func hexParsesBackToTheSameColor() throws {
        var rng = SplitMix64(seed: 2)
        for _ in 0..<20_000 {
            let color = rng.color8(alpha: rng.next() % 3 == 0 ? rng.byte() : 255)
            let parsed = try Color(parsing: color.hex)
            #expect(parsed == color, "\(color.hex)")
            let lower = try Color(parsing: color.hex.lowercased())
            #expect(lower == color)
        }
    }

    @Test func cssTextRoundTripsEveryColor() throws {
        var rng = SplitMix64(seed: 3)
        for _ in 0..<2_000 {
            let p3 = Color(
                space: .displayP3,
                components: SIMD3(
                    Double.random(in: 0...1, using: &rng), Double.random(in: 0...1, using: &rng),
                    Double.random(in: 0...1, using: &rng)), alpha: Double.random(in: 0...1, using: &rng))
            #expect(try Color(parsing: p3.cssText) == p3)
        }
    }

    @Test func okLabRoundTripsWithinOneBillionth() {
        var rng = SplitMix64(seed: 4)
        for _ in 0..<20_000 {
            let linear = SIMD3(
                Double.random(in: -0.2...1.2, using: &rng), Double.random(in: -0.2...1.2, using: &rng),
                Double.random(in: -0.2...1.2, using: &rng))
            let back = OKLab(linearSRGB: linear).linearSRGB
            #expect(abs(back.x - linear.x) <= 1e-9 && abs(back.y - linear.y) <= 1e-9 && abs(back.z - linear.z) <= 1e-9)
            let color = rng.color8()
            let again = Color(okLCH: color.okLCH)
            for channel in 0..<3 {
                #expect(abs(again.components[channel] - color.components[channel]) <= 1e-9)
            }
        }
    }

    @Test func labAndP3RoundTrip() {
        var rng = SplitMix64(seed: 5)
        for _ in 0..<5_000 {
            let color = rng.color8()
            for white in [WhitePoint.d50, .d65] {
                let back = Color(lab: color.lab(white), white: white)
                for channel in 0..<3 {
                    #expect(abs(back.components[channel] - color.components[channel]) <= 1e-9)
                }
            }
            let p3 = color.converted(to: .displayP3)
            #expect(p3.isInGamut(of: .displayP3), "sRGB lies inside Display P3")
            let back = p3.converted(to: .sRGB)
            for channel in 0..<3 {
                #expect(abs(back.components[channel] - color.components[channel]) <= 1e-9)
            }
        }
    }

    @Test func hsbMatchesUIKitConventions() throws {
        let red = try Color(parsing: "hsb(0, 100%, 100%)")
        #expect(red.hex == "#FF0000")
        let accent = try Color(parsing: "hsb(8, 80%, 90%)")
        let hsb = accent.hsb
        #expect(abs(hsb.hue - 8) < 1e-9 && abs(hsb.saturation - 0.8) < 1e-9 && abs(hsb.brightness - 0.9) < 1e-9)
        var rng = SplitMix64(seed: 6)
        for _ in 0..<5_000 {
            let color = rng.color8()
            let back = Color(hsb: color.hsb)
            for channel in 0..<3 {
                #expect(abs(back.components[channel] - color.components[channel]) <= 1e-12)
            }
        }
    }

    @Test func grayUsesTheTwoPointTwoCurve() {
        let gray = Color(white: 0.5)
        let expected = pow(0.5, 2.2)
        #expect(abs(gray.linearSRGB.x - expected) <= 1e-15)
        #expect(abs(WCAG2Contrast.luminance(gray) - expected) <= 1e-12)
    }

    @Test func displayedTruncationNeverRoundsUp() {
        #expect(Wording.truncated(4.499) == "4.49")
        #expect(Wording.truncated(4.4999999999999991) == "4.49")
        #expect(Wording.truncated(4.5) == "4.50")
        #expect(Wording.truncated(21) == "21.00")
        #expect(Wording.truncated(2.999999999) == "2.99")
        #expect(Wording.truncated(-68.54146, decimals: 1) == "-68.5")
        #expect(Wording.truncated(-0.04, decimals: 1) == "0.0")
        // A failing margin keeps its sign however small: 4.4999 against 4.5 is "-0.00", not "0.00".
        #expect(Wording.margin(4.4999 - 4.5, metric: .wcag2) == "-0.00")
        #expect(Wording.margin(-0.0004, metric: .deltaEOK) == "-0.000")
        #expect(Wording.margin(-0.25, metric: .wcag2) == "-0.25")
        #expect(Wording.margin(0.001, metric: .wcag2) == "0.00")
        #expect(Wording.truncated(1e-9) == "0.00")
        var rng = SplitMix64(seed: 8)
        for _ in 0..<20_000 {
            let value = Double.random(in: 1...21, using: &rng)
            let shown = Double(Wording.truncated(value))!
            #expect(shown <= value && value - shown < 0.01 + 1e-12)
        }
    }

    /// `HSB` is public, so an app may hand it any Double: a hue with no angle converts without trapping.
    @Test(arguments: [Double.infinity, -Double.infinity, Double.nan])
    func nonFiniteHueDoesNotTrap(_ hue: Double) {
        let color = Color(hsb: HSB(hue: hue, saturation: 0.5, brightness: 0.8))
        #expect(color.sRGBComponents == Color(hsb: HSB(hue: 0, saturation: 0.5, brightness: 0.8)).sRGBComponents)
    }
}
