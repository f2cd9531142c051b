import Foundation
import Testing

@testable import ContrastAudit

/// Issue 13 item 5: `unpaired-token` reports semantic tokens (a role word, or an alias) and counts palette
/// primitives in one note.
@Suite struct CoverageSemanticTests {
    @Test func primitivesAreCountedNotReported() throws {
        let scheme = """
            { "colors": { "text": "#111111", "background": "#FFFFFF", "gray50": "#FAFAFA", "red500": "#F44336",
                          "textSecondary": "#555555", "link": "{red500}", "hint": "{gray50}" },
              "pairings": [ { "foreground": "text", "background": "background" } ] }
            """
        let tree = try TemporaryTree(["theme.json": scheme])
        let report = try Auditor(paths: ["theme.json"], base: tree.url).audit()
        let unpaired = report.results.compactMap(\.token).sorted()
        // textSecondary and link have role words, hint is an alias; gray50 and red500 are primitives (and
        // each is the target of an alias from an unpaired token, which does not cover it).
        #expect(unpaired == ["hint", "link", "textSecondary"])
        let note = try #require(report.warnings.first { $0.message.contains("palette primitives") })
        #expect(note.severity == .note)
        #expect(
            note.message
                == "unpaired-token: 2 palette primitives in no pairing left out (no role word in the name, not an alias: \"gray50\", \"red500\")"
        )
    }
}
