import Foundation
import Testing

@testable import ContrastAudit

/// A suggestion search is shared by results with the same colors, but each result's edit (the SARIF fix
/// and `--fix`'s single-pair edit) must replace its own token's literal, not the first result's.
@Suite struct SuggestionEditTests {
    @Test func resultsWithTheSameColorsEditTheirOwnLiterals() throws {
        let path = "Tests/ContrastAuditTests/Fixtures/SuggestionEdits/same-colors.json"
        let report = try auditReport([path])
        let bytes = Array(try Data(contentsOf: Fixtures.packageRoot.appendingPathComponent(path)))
        let text = String(decoding: bytes, as: UTF8.self)
        for token in ["caption", "footnote"] {
            let result = try #require(report.results.first { $0.pairing?.foreground == token })
            #expect(result.status == .fail)
            let suggestion = try #require(result.suggestions.first { $0.side == .foreground })
            #expect(suggestion.token == token)
            let edit = try #require(suggestion.edit)
            // The literal in the file is the one on the token's own line: `"caption": "#777777"`.
            let line = try #require(text.split(separator: "\n").firstIndex { $0.contains("\"\(token)\"") }) + 1
            #expect(edit.start.line == line)
            #expect(String(decoding: bytes[edit.byteRange], as: UTF8.self) == "\"#777777\"")
        }
    }
}
