import Foundation
import Testing

@testable import ContrastAudit

/// Fonts read from code, for the large-text role: the sizes and weights each form gives.
@Suite struct UsageFontTests {
    static func font(_ source: String) throws -> UsageFont? {
        var parser = CodeParser(
            tokens: CodeLexer.tokenize(Array(source.utf8), language: .swift), language: .swift)
        return UsageFont.read(parser.parseExpression())
    }

    @Test func textStylesWithADesignOrAWeight() throws {
        // `.system(.title3, design: .rounded)`: the style's size (20 pt), not an unknown font.
        #expect(try Self.font(".system(.title3, design: .rounded)") == UsageFont(size: 20, bold: false))
        #expect(
            try Self.font(".system(.title, design: .rounded).weight(.semibold)") == UsageFont(size: 28, bold: false))
        #expect(try Self.font(".system(.body, weight: .bold)") == UsageFont(size: 17, bold: true))
        #expect(try Self.font(".system(size: 15, weight: .heavy)") == UsageFont(size: 15, bold: true))
    }

    @Test func facesNamedBold() throws {
        #expect(try Self.font(".custom(\"Inter-Bold\", size: 16)") == UsageFont(size: 16, bold: true))
        #expect(try Self.font(".custom(\"Inter-SemiBold\", size: 16)") == UsageFont(size: 16, bold: false))
        #expect(try Self.font("UIFont(name: \"Avenir-Heavy\", size: 14)") == UsageFont(size: 14, bold: true))
        #expect(UsageFont.faceIsBold("OpenSans-ExtraBold"))
        #expect(!UsageFont.faceIsBold("Lato-Demibold"))
    }

    /// Held-out round 21 (HealthyMe): `.custom("SeoulHangangEB", size: 16)` is extra bold, so large text at 16 pt;
    /// its siblings `SeoulHangangM` and `SeoulHangangL` are medium and light.
    @Test func facesWithAWeightAbbreviation() throws {
        #expect(try Self.font(".custom(\"SeoulHangangEB\", size: 16)") == UsageFont(size: 16, bold: true))
        for bold in ["NanumSquareB", "NanumSquareXB", "Futura-Bd", "Proxima-Blk", "Brand-EB"] {
            #expect(UsageFont.faceIsBold(bold), "\(bold)")
        }
        for regular in ["SeoulHangangM", "SeoulHangangL", "Futura-Bk", "NotoSansKR-Regular", "SFUI", "EB", "Font-b"] {
            #expect(!UsageFont.faceIsBold(regular), "\(regular)")
        }
    }
}
