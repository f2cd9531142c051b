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

    @Test func suggestionsFollowAsNotesAtTheEdit() throws {
        var report = try auditReport(["Examples/catchup.json"])
        let index = try #require(report.results.firstIndex { $0.status == .fail })
        let start = SourceLocation(path: "Examples/catchup.json", line: 9, column: 40, offset: 300)
        let edit = AuditResult.TextEdit(
            path: "Examples/catchup.json", byteRange: 300..<309, start: start,
            end: SourceLocation(path: "Examples/catchup.json", line: 9, column: 49, offset: 309),
            replacement: "\"#C0BAB2\"")
        report.results[index].suggestions = [
            AuditResult.Suggestion(
                side: .foreground, token: "secondaryText", color: "#C0BAB2", value: 4.52, deltaE: 0.0301, edit: edit)
        ]
        let lines = ReportXcodeRenderer.render(report, options: packageRenderOptions).split(separator: "\n")
        #expect(
            lines[1]
                == "Examples/catchup.json:9:40: note: suggest: change foreground \"secondaryText\" to #C0BAB2: 4.52:1, ΔE_OK 0.030"
        )
    }

    @Test func aPassingAuditPrintsNothing() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("ca-xcode-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data(
            ##"{"colors": {"ink": "#000000", "paper": "#FFFFFF"}, "pairings": [{"foreground": "ink", "background": "paper"}]}"##
                .utf8
        ).write(to: folder.appendingPathComponent("theme.json"))
        let outcome = runAudit(["check", "theme.json", "--format", "xcode"], directory: folder.path)
        #expect(outcome.exitCode == .success, "\(outcome.stderr)")
        #expect(outcome.stdout.isEmpty)
    }
}
