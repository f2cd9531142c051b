import Foundation
import Testing

@testable import ContrastAudit
@testable import audit

/// Xcode issue lines: one per failing result, each in the compiler form, names never breaking a line.
@Suite struct ReportXcodeRendererTests {
    static let root = Fixtures.packageRoot.path

    /// `path:line:column: severity: message [ruleSet/rule]` or a suggestion note.
    static var issue:
        Regex<(Substring, path: Substring, line: Substring, column: Substring, severity: Substring, message: Substring)>
    {
        #/^(?<path>.+):(?<line>[0-9]+):(?<column>[0-9]+): (?<severity>error|warning|note): (?<message>.+)$/#
    }

    @Test(arguments: ReportFormatSnapshotTests.inputs.map(\.arguments))
    func oneCompilerStyleLinePerFailingResult(_ arguments: [String]) throws {
        let xcode = runAudit(["check"] + arguments + ["--format", "xcode"], directory: Self.root).stdout
        let json = runAudit(["check"] + arguments + ["--format", "json"], directory: Self.root).stdout
        let report = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let failures = (report["results"] as! [[String: Any]]).filter { $0["status"] as? String == "fail" }
        let all = xcode.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        // Suggestion notes (and the reason there is none) follow their issue; the issues themselves are one
        // per failing result.
        let lines = all.filter { !$0.contains(": note: suggest: ") && !$0.contains(": note: no suggestion: ") }
        let suggestions = failures.map { ($0["suggestions"] as? [Any])?.count ?? 0 }.reduce(0, +)
        let reasons = failures.filter { $0["suggestionReason"] != nil }.count
        #expect(all.count - lines.count == suggestions + reasons)
        #expect(lines.count == failures.count)
        for (line, failure) in zip(lines, failures) {
            let match = try #require(try Self.issue.wholeMatch(in: String(line)), "\(line)")
            let location = failure["location"] as! [String: Any]
            #expect(String(match.path) == location["path"] as? String)
            #expect(Int(match.line) == location["line"] as? Int)
            #expect(Int(match.column) == location["column"] as? Int)
            let severity = failure["severity"] as! String
            #expect(String(match.severity) == (severity == "info" ? "note" : severity))
            #expect(match.message.hasSuffix(" [\(failure["ruleSet"]!)/\(failure["rule"]!)]"))
        }
    }

    /// A suggestion with an edit is a note at the edit (where the value to change is), not at the result.
    @Test func suggestionsFollowAsNotesAtTheEdit() throws {
        var report = ReportFixtures.mixed
        let start = ReportFixtures.location(line: 3, column: 40, offset: 300)
        let edit = AuditResult.TextEdit(
            path: ReportFixtures.path, byteRange: 300..<309, start: start,
            end: ReportFixtures.location(line: 3, column: 49, offset: 309), replacement: "\"#C0BAB2\"")
        report.results[1].suggestions = [
            AuditResult.Suggestion(
                side: .foreground, token: "body", color: "#C0BAB2", value: 4.52, deltaE: 0.0301, edit: edit)
        ]
        let lines = ReportXcodeRenderer.render(report, options: RenderOptions()).split(separator: "\n")
        #expect(
            lines[0]
                == "Themes/app.json:3:34: error: body on surface: contrast 4.49:1 is below 4.5:1 in dark [wcag2-aa/text-contrast]"
        )
        #expect(
            lines[1]
                == "Themes/app.json:3:40: note: suggest: change foreground \"body\" to #C0BAB2: 4.52:1, ΔE_OK 0.030")
    }

    /// Hand-built: one issue per failing result (4), each followed by its suggestion or the reason there is none.
    @Test func handBuiltReportHasOneIssuePerFailingResult() throws {
        let lines = ReportXcodeRenderer.render(ReportFixtures.mixed, options: RenderOptions()).split(separator: "\n")
        let issues = lines.filter { !$0.contains(": note: ") }
        #expect(issues.count == 4)
        for line in lines { #expect(try Self.issue.wholeMatch(in: String(line)) != nil, "\(line)") }
        #expect(
            issues.map { try! Self.issue.wholeMatch(in: String($0))!.severity } == [
                "error", "error", "error", "warning",
            ])
        #expect(lines.count - issues.count == 3, "one suggestion and two reasons")
    }

    @Test func aPassingAuditPrintsNothing() {
        #expect(ReportXcodeRenderer.render(ReportFixtures.passing, options: RenderOptions()).isEmpty)
    }
}
