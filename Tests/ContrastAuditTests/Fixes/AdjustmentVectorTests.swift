import Foundation
import Testing

@testable import ContrastAudit
@testable import audit

/// `vectors.json` `adjustments`: the closest passing foreground for 60 failing pairs at 4.5:1.
@Suite(.enabled(if: SharedData.isAvailable, SharedData.skipNote)) struct AdjustmentVectorTests {
    static let cases: [Vector] = {
        let adjustments = ReferenceVectors.all["adjustments"] as! [String: Any]
        return (adjustments["cases"] as! [[String: Any]]).map { Vector(fields: $0) }
    }()

    @Test(arguments: cases)
    func suggestionMatchesTheReference(_ v: Vector) throws {
        let fg = try Color(parsing: v.string("fg"))
        let bg = try Color(parsing: v.string("bg"))
        let target = SuggestionTarget(metric: .wcag2, minimum: v.double("target"))
        let result = PairSuggester.suggest(foreground: fg, backgrounds: [bg], target: target, sides: [.foreground])
        let side = try #require(result.sides.first)
        let adjusted = try #require(side.adjusted, "\(side.reason ?? "")")
        // Reaches the target after 8-bit quantization (the color is already quantized: re-parse its hex).
        let written = try Color(parsing: adjusted.color.hex)
        #expect(written == adjusted.color)
        #expect(WCAG2Contrast.ratio(written, bg) >= target.minimum)
        // No further than the reference's answer.
        #expect(adjusted.deltaE <= v.double("result_delta_e_ok") + 0.005)
        let monotone = v.dictionary("predicate_monotone")[v.string("chosen")] as? Bool ?? false
        if monotone {
            #expect(adjusted.direction.rawValue == v.string("chosen"))
            #expect(abs(adjusted.lightness - v.double("result_L")) <= 0.002)
            ReferenceVectorTests.expectHex(adjusted.color.hex, v.string("result_hex"), allowOff: 2)
        }
        #expect(adjusted.chromaReduced == v.bool("result_chroma_reduced") || !monotone)
    }
}
