import Foundation
import Testing

@testable import ContrastAudit

/// The text report writes its blocks straight into bytes (issue 15, fifth pass); every block must be the
/// text the string-building version (`TextBlockOracle`) wrote, with and without terminal styles.
@Suite struct TextBlockBytesTests {
    static let ruleSets = [["wcag2-aa"], ["apple-hig", "color-vision", "apca-advisory"], ["wcag2-aaa"]]

    /// Every block of the audit of `paths` under each rule-set choice, compared with the oracle.
    func compareBlocks(_ paths: [String], base: URL) throws -> Int {
        var checked = 0
        for ruleSets in Self.ruleSets {
            let report = try Auditor(
                paths: paths, base: base, ruleSets: ruleSets, appearances: .list(Appearance.all),
                rulesDirectory: Fixtures.packageRoot.appendingPathComponent("Rules")
            ).audit()
            for group in ReportTextRenderer.groups(report.results) {
                for style in [TerminalStyle.plain, TerminalStyle(enabled: true)] {
                    let expected = TextBlockOracle.block(group, style: style)
                    #expect(ReportTextRenderer.block(group, style: style) == expected)
                }
                checked += 1
            }
        }
        return checked
    }

    @Test(arguments: [
        "Examples/catchup.json", "Examples/single-color-generator.json",
        "Tests/ContrastAuditTests/Fixtures/Check/showcase.json",
        "Tests/ContrastAuditTests/Fixtures/Check/markup-names.json",
        "Tests/ContrastAuditTests/Fixtures/Check/warnings-only.json",
    ])
    func fixtureBlocksEqualTheOracle(_ path: String) throws {
        #expect(try compareBlocks([path], base: Fixtures.packageRoot) > 0)
    }

    /// A random scheme: translucent colors (backdrop ranges, warnings), elevated and high-contrast
    /// variants, every role, and names with spaces, quotes and non-ASCII letters.
    @Test func randomSchemeBlocksEqualTheOracle() throws {
        var rng = SystemRandomNumberGenerator()
        // `hex` writes `#RRGGBBAA` for a translucent color.
        func color() -> String { PerformanceCacheTests.randomColor(&rng, translucent: true).hex }
        let names = (0..<24).map { index in
            ["tok\(index)", "naïve \(index)", "Δ-\(index)", "q\\\"\(index)"][index % 4]
        }
        var colors: [String] = []
        for name in names {
            colors.append(
                "\"\(name)\": {\"light\": \"\(color())\", \"dark\": \"\(color())\", "
                    + "\"dark.elevated\": \"\(color())\", \"light.high-contrast\": \"\(color())\"}")
        }
        let roles = ["text", "large-text", "ui", "decorative"]
        var pairings: [String] = []
        for index in 0..<80 {
            let foreground = names[Int.random(in: 0..<names.count, using: &rng)]
            let background = names[Int.random(in: 0..<names.count, using: &rng)]
            pairings.append(
                "{\"foreground\": \"\(foreground)\", \"background\": \"\(background)\", \"role\": \"\(roles[index % 4])\"}"
            )
        }
        let scheme =
            "{\"colors\": {\(colors.joined(separator: ", "))}, \"pairings\": [\(pairings.joined(separator: ", "))]}"
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("text-block-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data(scheme.utf8).write(to: folder.appendingPathComponent("random.json"))
        #expect(try compareBlocks(["random.json"], base: folder) > 0)
    }

    /// `TextBytes` writes numbers as `Wording.truncated` and `String(_:)` do.
    @Test func numbersEqualTheirStrings() {
        var rng = SystemRandomNumberGenerator()
        var values: [Double] = [0, -0.0, 1, -1, 4.5, 4.499999, 21, -0.004, 1e15, -1e16, .nan, .infinity, -.infinity]
        for _ in 0..<20_000 {
            let magnitude = pow(10, Double.random(in: -4...6, using: &rng))
            values.append(Bool.random(using: &rng) ? magnitude : -magnitude)
        }
        for value in values {
            for decimals in [0, 1, 2, 3] {
                var text = TextBytes()
                text.writeTruncated(value, decimals: decimals)
                #expect(String(decoding: text.bytes, as: UTF8.self) == Wording.truncated(value, decimals: decimals))
            }
        }
        for integer in [0, 7, -7, 10, 99, 100, Int.max, Int.min]
            + (0..<2_000).map({ _ in Int.random(in: -99_999...99_999) })
        {
            var text = TextBytes()
            text.writeInteger(integer)
            #expect(String(decoding: text.bytes, as: UTF8.self) == String(integer))
        }
    }

    /// `characters(from:)` counts what `String.count` counts, combining marks and CR LF included.
    @Test func characterCountsEqualStringCounts() {
        for sample in ["light", "1.43:1  ", "2.84:1–21.00:1  ", "ΔE_OK 0.1", "e\u{301}x", "a\r\nb", "👍🏽 ok", ""] {
            var text = TextBytes()
            text.write("prefix")
            let start = text.bytes.count
            text.write(sample)
            #expect(text.characters(from: start) == sample.count)
        }
    }
}
