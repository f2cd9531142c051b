import Foundation
import Testing

@testable import ContrastAudit
@testable import audit

@Suite struct DiagnosticTests {
    struct FormatCase: CustomTestStringConvertible, Sendable {
        var name: String
        var diagnostic: Diagnostic
        var expected: String
        var testDescription: String { name }
    }

    static let formatCases: [FormatCase] = [
        FormatCase(
            name: "error at a position",
            diagnostic: Diagnostic(
                location: SourceLocation(path: "Themes/a.json", line: 3, column: 5, offset: 40),
                message: "unterminated string"
            ),
            expected: "Themes/a.json:3:5: error: unterminated string"
        ),
        FormatCase(
            name: "warning at a position",
            diagnostic: Diagnostic(
                severity: .warning,
                location: SourceLocation(path: "a.json", line: 1, column: 1, offset: 0),
                message: "unused token \"tint\""
            ),
            expected: #"a.json:1:1: warning: unused token "tint""#
        ),
        FormatCase(
            name: "note",
            diagnostic: Diagnostic(
                severity: .note,
                location: SourceLocation(path: "a.json", line: 2, column: 7, offset: 9),
                message: "first defined here"
            ),
            expected: "a.json:2:7: note: first defined here"
        ),
        FormatCase(
            name: "file only",
            diagnostic: Diagnostic(location: SourceLocation(path: "missing.json"), message: "no such file"),
            expected: "missing.json: error: no such file"
        ),
        FormatCase(
            name: "no location",
            diagnostic: Diagnostic(location: nil, message: "unknown option \"--colour\""),
            expected: #"error: unknown option "--colour""#
        ),
    ]

    @Test(arguments: formatCases)
    func formatsLikeACompiler(_ testCase: FormatCase) {
        #expect(testCase.diagnostic.formatted == testCase.expected)
        #expect(testCase.diagnostic.description == testCase.expected)
        #expect(testCase.diagnostic.errorDescription == testCase.expected)
        #expect((testCase.diagnostic as any Error).localizedDescription == testCase.expected)
    }

    @Test func roundTripsThroughJSON() throws {
        let diagnostics = Self.formatCases.map(\.diagnostic)
        let data = try JSONEncoder().encode(diagnostics)
        #expect(try JSONDecoder().decode([Diagnostic].self, from: data) == diagnostics)
    }

    @Test func locationsDescribeThemselves() {
        let location = SourceLocation(path: "a.json", line: 12, column: 3, offset: 200)
        #expect(location.description == "a.json:12:3")
        #expect(location.lineAndColumn == "12:3")
        #expect(location.hasPosition)
        #expect(SourceLocation(path: "a.json").description == "a.json")
        #expect(!SourceLocation(path: "a.json").hasPosition)
    }

    @Test func locationsSortByPathThenPosition() {
        let locations = [
            SourceLocation(path: "b.json", line: 1, column: 1, offset: 0),
            SourceLocation(path: "a.json", line: 2, column: 1, offset: 10),
            SourceLocation(path: "a.json", line: 1, column: 9, offset: 8),
            SourceLocation(path: "a.json"),
            SourceLocation(path: "a.json", line: 1, column: 2, offset: 1),
        ]
        #expect(
            locations.sorted().map(\.description) == ["a.json", "a.json:1:2", "a.json:1:9", "a.json:2:1", "b.json:1:1"]
        )
    }

    @Test func sourceErrorsBecomeDiagnosticsAtALocation() {
        let location = SourceLocation(path: "a.json", line: 4, column: 2, offset: 30)
        let diagnostic = SourceError.nestingTooDeep(limit: 8).diagnostic(at: location)
        #expect(diagnostic == Diagnostic(location: location, message: "nesting deeper than 8 levels"))
        #expect(SourceError.unreadable(.noSuchFile).errorDescription == "no such file")
    }
}
