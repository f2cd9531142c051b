import Foundation
import Testing

@testable import ContrastAudit
@testable import audit

/// Every applicable entry of `vectors.json`, within the tolerances the file states.
@Suite(.enabled(if: SharedData.isAvailable, SharedData.skipNote)) struct ReferenceVectorTests {
    static let pairs: [Vector] = Vector.all("pairs")
    static let translucent: [Vector] = Vector.all("translucent")
    static let twoLayer: [Vector] = Vector.all("two_layer")
    static let p3Vectors: [Vector] = Vector.all("display_p3")

    static func color(_ hex: String) throws -> Color {
        try Color(parsing: hex)
    }

    /// Components within ±1 of the expected hex where the reference flags a rounding tie, else exact.
    static func expectHex(
        _ actual: String, _ expected: String, allowOff: Int, sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) {
        let a = Array(actual.dropFirst().utf8)
        let e = Array(expected.uppercased().dropFirst().utf8)
        guard a.count == e.count else {
            Issue.record("hex \(actual) vs \(expected)", sourceLocation: sourceLocation)
            return
        }
        for index in stride(from: 0, to: a.count, by: 2) {
            let x = Int(String(decoding: a[index..<index + 2], as: UTF8.self), radix: 16)!
            let y = Int(String(decoding: e[index..<index + 2], as: UTF8.self), radix: 16)!
            #expect(abs(x - y) <= allowOff, "hex \(actual) vs \(expected)", sourceLocation: sourceLocation)
        }
    }

    @Test(arguments: pairs)
    func wcagRatioAndVerdicts(_ v: Vector) throws {
        let fg = try Self.color(v.string("fg"))
        let bg = try Self.color(v.string("bg"))
        let ratio = WCAG2Contrast.ratio(fg, bg)
        let variants = v.dictionary("wcag_ratio_variants")
        let expected = (variants["wcag_0.04045"] as! NSNumber).doubleValue
        #expect(abs(ratio - expected) <= 1e-9)
        // The ColorAide ratio uses slightly different luminance weights: within 0.002 by the file's bound.
        #expect(abs(ratio - v.double("wcag_ratio")) <= 0.002)
        let luminance = v.dictionary("fg_luminance")["wcag_0.04045"] as! NSNumber
        #expect(abs(WCAG2Contrast.luminance(fg) - luminance.doubleValue) <= 1e-12)
        let passes = v.dictionary("passes")
        let sensitive = (v["boundary_sensitive_at"] as! [NSNumber]).map(\.doubleValue)
        for (key, verdict) in passes {
            let threshold = Double(key)!
            let ours = WCAG2Contrast().passes(ratio, minimum: threshold)
            if sensitive.contains(threshold) {
                #expect(ours == (expected >= threshold))
            } else {
                #expect(ours == (verdict as! Bool), "verdict at \(key)")
            }
        }
    }

    @Test(arguments: pairs)
    func apcaAndBrightness(_ v: Vector) throws {
        let fg = try Self.color(v.string("fg"))
        let bg = try Self.color(v.string("bg"))
        #expect(abs(APCAContrast.lc(text: fg, background: bg) - v.double("apca_lc")) <= 1e-6)
        #expect(abs(HSBBrightness.brightness(fg) - v.double("fg_hsb_brightness")) <= 1e-12)
        #expect(abs(HSBBrightness.brightness(bg) - v.double("bg_hsb_brightness")) <= 1e-12)
    }

    @Test(arguments: pairs)
    func perceptualSpaces(_ v: Vector) throws {
        for side in ["fg", "bg"] {
            let color = try Self.color(v.string(side))
            let lch = color.okLCH
            let expectedLCH = v[side + "_oklch"] as! [Any]
            let l = (expectedLCH[0] as! NSNumber).doubleValue
            let c = (expectedLCH[1] as! NSNumber).doubleValue
            #expect(abs(lch.l - l) <= 1e-5)
            #expect(abs(lch.c - c) <= 1e-5)
            if c >= 0.01, let h = expectedLCH[2] as? NSNumber {
                var difference = abs((lch.h ?? .nan) - h.doubleValue)
                difference = min(difference, 360 - difference)
                #expect(difference <= 0.01)
            }
            let lab = color.okLab
            let expectedLab = v.doubles(side + "_oklab")
            #expect(abs(lab.l - expectedLab[0]) <= 1e-5)
            #expect(abs(lab.a - expectedLab[1]) <= 1e-5)
            #expect(abs(lab.b - expectedLab[2]) <= 1e-5)
            for (white, key) in [(WhitePoint.d50, "_lab_d50"), (.d65, "_lab_d65")] {
                let cie = color.lab(white)
                let expected = v.doubles(side + key)
                #expect(abs(cie.l - expected[0]) <= 0.001, "\(key) L")
                #expect(abs(cie.a - expected[1]) <= 0.001, "\(key) a")
                #expect(abs(cie.b - expected[2]) <= 0.001, "\(key) b")
            }
        }
    }

    @Test(arguments: pairs)
    func colorDifferences(_ v: Vector) throws {
        let fg = try Self.color(v.string("fg"))
        let bg = try Self.color(v.string("bg"))
        #expect(abs(DeltaE.ok(fg, bg) - v.double("delta_e_ok")) <= 1e-4)
        let de2000 = v.dictionary("delta_e_2000")
        let d65 = (de2000["lab_d65"] as! NSNumber).doubleValue
        let d50 = (de2000["lab_d50"] as! NSNumber).doubleValue
        #expect(abs(DeltaE.ciede2000(fg, bg, white: .d65) - d65) <= 0.001)
        #expect(abs(DeltaE.ciede2000(fg, bg, white: .d50) - d50) <= 0.001)
    }

    @Test(arguments: translucent)
    func translucentComposite(_ v: Vector) throws {
        let fg = try Self.color(v.string("fg"))
        let bg = try Self.color(v.string("bg"))
        #expect(abs(fg.alpha - v.double("alpha")) <= 1e-12)
        let composite = fg.composited(over: bg)
        let expected = v.doubles("composite_srgb")
        for channel in 0..<3 {
            #expect(abs(composite.sRGBComponents[channel] - expected[channel]) <= 1e-9)
        }
        Self.expectHex(composite.hex, v.string("composite_hex"), allowOff: v.bool("composite_hex_tie") ? 1 : 0)
        let ratio = WCAG2Contrast.ratio(composite, bg)
        let variants = v.dictionary("wcag_ratio_variants")
        #expect(abs(ratio - (variants["wcag_0.04045"] as! NSNumber).doubleValue) <= 1e-9)
        let fromHex = WCAG2Contrast.ratio(try Self.color(composite.hex), bg)
        #expect(abs(fromHex - v.double("wcag_ratio_from_hex")) <= 0.002)
        #expect(abs(APCAContrast.lc(text: composite, background: bg) - v.double("apca_lc")) <= 1e-6)
        let lcHex = APCAContrast.lc(text: try Self.color(composite.hex), background: bg)
        #expect(abs(lcHex - v.double("apca_lc_from_hex")) <= 1e-6)
    }

    @Test(arguments: twoLayer)
    func twoLayerComposite(_ v: Vector) throws {
        let base = try Self.color(v.string("base"))
        let surface = try Self.color(v.string("surface"))
        let text = try Self.color(v.string("text"))
        let surfaceComposite = surface.composited(over: base)
        let textComposite = text.composited(over: [surface, base])
        let expectedSurface = v.doubles("surface_composite_srgb")
        let expectedText = v.doubles("text_composite_srgb")
        for channel in 0..<3 {
            #expect(abs(surfaceComposite.sRGBComponents[channel] - expectedSurface[channel]) <= 1e-9)
            #expect(abs(textComposite.sRGBComponents[channel] - expectedText[channel]) <= 1e-9)
        }
        let tie = v.bool("hex_tie") ? 1 : 0
        Self.expectHex(surfaceComposite.hex, v.string("surface_composite_hex"), allowOff: tie)
        Self.expectHex(textComposite.hex, v.string("text_composite_hex"), allowOff: tie)
        let ratio = WCAG2Contrast.ratio(textComposite, surfaceComposite)
        let variants = v.dictionary("wcag_ratio_variants")
        #expect(abs(ratio - (variants["wcag_0.04045"] as! NSNumber).doubleValue) <= 1e-9)
        let fromHex = WCAG2Contrast.ratio(try Self.color(textComposite.hex), try Self.color(surfaceComposite.hex))
        #expect(abs(fromHex - v.double("wcag_ratio_from_hex")) <= 0.002)
        #expect(abs(APCAContrast.lc(text: textComposite, background: surfaceComposite) - v.double("apca_lc")) <= 1e-6)
    }

    @Test(arguments: p3Vectors)
    func displayP3Conversion(_ v: Vector) throws {
        let components = v.doubles("display_p3")
        let p3 = Color(space: .displayP3, components: SIMD3(components[0], components[1], components[2]))
        let unmapped = p3.sRGBComponents
        let expectedUnmapped = v.doubles("srgb_unmapped")
        for channel in 0..<3 {
            #expect(abs(unmapped[channel] - expectedUnmapped[channel]) <= 1e-5)
        }
        #expect(p3.isInSRGBGamut() == v.bool("in_srgb_gamut"))
        Self.expectHex(p3.hex, v.string("srgb_clipped_hex"), allowOff: 1)
        let mapped = p3.gamutMapped(to: .sRGB)
        let expectedMapped = v.doubles("srgb_css4_gamut_mapped")
        for channel in 0..<3 {
            #expect(abs(mapped.components[channel] - expectedMapped[channel]) <= 1e-4, "mapped channel \(channel)")
        }
        Self.expectHex(mapped.hex, v.string("srgb_css4_gamut_mapped_hex"), allowOff: 1)
        // The luminance of the unclipped color, by the WCAG weights: within the cross-formula bound.
        #expect(abs(WCAG2Contrast.luminance(p3) - v.double("luminance_direct")) <= 1e-4)
        #expect(abs(WCAG2Contrast.ratio(p3, .white) - v.double("wcag_ratio_vs_white_direct")) <= 0.002)
        let lch = p3.okLCH
        let expectedLCH = (v["oklch"] as! [Any]).prefix(2).map { ($0 as! NSNumber).doubleValue }
        #expect(abs(lch.l - expectedLCH[0]) <= 1e-5)
        #expect(abs(lch.c - expectedLCH[1]) <= 1e-5)
    }

    /// The published spot values: contrast checkers' commonly cited ratios and apca-w3's own tests.
    @Test func publishedSpotValues() throws {
        let spots = ReferenceVectors.all["spot_values"] as! [String: Any]
        for entry in spots["wcag"] as! [[String: Any]] {
            let fg = try Self.color(entry["fg"] as! String)
            let bg = try Self.color(entry["bg"] as! String)
            let ratio = WCAG2Contrast.ratio(fg, bg)
            let variants = entry["variants"] as! [String: Any]
            #expect(abs(ratio - (variants["wcag_0.04045"] as! NSNumber).doubleValue) <= 1e-9)
            // Published figures are rounded to two decimals.
            #expect(abs(ratio - (entry["published"] as! NSNumber).doubleValue) <= 0.005)
        }
        let apca = spots["apca"] as! [String: Any]
        for entry in apca["values"] as! [[String: Any]] {
            let text = try Self.color(entry["text"] as! String)
            let background = try Self.color(entry["background"] as! String)
            let lc = APCAContrast.lc(text: text.composited(over: background), background: background)
            #expect(abs(lc - (entry["published"] as! NSNumber).doubleValue) <= 1e-6, "\(entry["text"]!)")
        }
    }

    /// Pairs where the WCAG weights and ColorAide's disagree at a threshold: our verdict follows WCAG's.
    @Test func boundaryExamplesFollowWCAGCoefficients() throws {
        let linearization = ReferenceVectors.all["linearization"] as! [String: Any]
        let examples = linearization["boundary_examples"] as! [[String: Any]]
        #expect(examples.count >= 10)
        for example in examples {
            let ratio = WCAG2Contrast.ratio(
                try Self.color(example["fg"] as! String), try Self.color(example["bg"] as! String))
            let threshold = (example["threshold"] as! NSNumber).doubleValue
            #expect((ratio >= threshold) == (example["passes_wcag_coefficients"] as! Bool))
        }
    }
}
