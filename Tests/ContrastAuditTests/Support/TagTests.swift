import Foundation
import Testing

/// The `slow` tag and the `--skip` pattern documented beside it name the same suites, so the pattern in
/// `Tags.swift` and `docs/DESIGN.md` keeps working as suites are added.
@Suite struct TagTests {
    static let skipPattern = "Sweep|Corpus|SuggestionProperty|BackdropRange|SARIFSchema|PairingQuality"

    /// Names of the suites declared with `.tags(.slow)`, read from the test sources.
    static func taggedSuites() throws -> [String] {
        let root = Fixtures.packageRoot.appendingPathComponent("Tests/ContrastAuditTests")
        let walker = try #require(FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil))
        var names: [String] = []
        let declaration = try NSRegularExpression(
            pattern: #"^@Suite\(.*\.tags\(\.slow\)\) struct (\w+)"#, options: .anchorsMatchLines)
        for case let url as URL in walker where url.pathExtension == "swift" {
            let text = try String(contentsOf: url, encoding: .utf8)
            for match in declaration.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
                names.append(String(text[Range(match.range(at: 1), in: text)!]))
            }
        }
        return names.sorted()
    }

    @Test func theSkipPatternCoversEverySlowSuite() throws {
        let suites = try Self.taggedSuites()
        #expect(suites.count >= 5)
        let pattern = try NSRegularExpression(pattern: Self.skipPattern)
        for suite in suites {
            #expect(pattern.firstMatch(in: suite, range: NSRange(suite.startIndex..., in: suite)) != nil, "\(suite)")
        }
        let tags = try String(
            contentsOf: Fixtures.packageRoot.appendingPathComponent("Tests/ContrastAuditTests/Support/Tags.swift"),
            encoding: .utf8)
        #expect(tags.contains("--skip '\(Self.skipPattern)'"))
    }
}
