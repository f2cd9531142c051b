import Foundation
import Testing

@testable import ContrastAudit
@testable import audit

/// `--write-baseline` and `--baseline`: accepted failures drop out of every format, the summary and the exit
/// code; new ones are reported; fixed ones are listed; a malformed file is an error at its position.
@Suite struct BaselineTests {
    /// A folder holding a copy of the example as `theme.json`, removed afterwards.
    final class Workspace {
        let folder: URL
        var theme: URL { folder.appendingPathComponent("theme.json") }

        init() throws {
            folder = FileManager.default.temporaryDirectory.appendingPathComponent("ca-baseline-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try FileManager.default.copyItem(
                at: Fixtures.packageRoot.appendingPathComponent("Examples/catchup.json"), to: theme)
        }

        deinit { try? FileManager.default.removeItem(at: folder) }

        func run(_ arguments: [String], in subfolder: String? = nil) -> CommandOutcome {
            runAudit(
                ["check"] + arguments,
                directory: subfolder.map { folder.appendingPathComponent($0).path } ?? folder.path)
        }

        func json(_ arguments: [String]) throws -> [String: Any] {
            let outcome = run(arguments + ["--format", "json"])
            return try #require(try JSONSerialization.jsonObject(with: Data(outcome.stdout.utf8)) as? [String: Any])
        }

        func edit(_ old: String, _ new: String) throws {
            let text = try String(contentsOf: theme, encoding: .utf8)
            #expect(text.contains(old))
            try text.replacingOccurrences(of: old, with: new).write(to: theme, atomically: true, encoding: .utf8)
        }
    }

    static func reportValidator() throws -> JSONSchemaValidator {
        try JSONSchemaValidator(
            contentsOf: Fixtures.packageRoot.appendingPathComponent("docs/report.schema.json"), options: .strict)
    }

    /// The baseline file format, checked with the entry definition the report schema documents.
    static func baselineValidator() throws -> JSONSchemaValidator {
        let report = try JSONSerialization.jsonObject(
            with: Data(contentsOf: Fixtures.packageRoot.appendingPathComponent("docs/report.schema.json")))
        let definitions = try #require((report as? [String: Any])?["definitions"])
        let schema: [String: Any] = [
            "$schema": "http://json-schema.org/draft-07/schema#",
            "definitions": definitions,
            "type": "object", "additionalProperties": false, "required": ["version", "failures"],
            "properties": [
                "version": ["const": 1], "tool": ["type": "string"],
                "failures": ["type": "array", "items": ["$ref": "#/definitions/baselineEntry"]],
            ],
        ]
        return try JSONSchemaValidator(schema: schema, options: .strict)
    }

    @Test func aBaselineOfTheCurrentFailuresLeavesNothingToReport() throws {
        let workspace = try Workspace()
        let written = workspace.run(["theme.json", "--write-baseline", "baseline.json"])
        #expect(written.exitCode == .failures, "writing a baseline does not change the audit's outcome")
        let data = try Data(contentsOf: workspace.folder.appendingPathComponent("baseline.json"))
        let file = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        #expect(try Self.baselineValidator().validate(file).isEmpty)
        let failures = try #require(file["failures"] as? [[String: Any]])
        #expect(failures.count == 9)
        #expect(failures.allSatisfy { $0["path"] as? String == "theme.json" })

        let report = try workspace.json(["theme.json", "--baseline", "baseline.json"])
        #expect(try Self.reportValidator().validate(report).isEmpty)
        let summary = try #require(report["summary"] as? [String: Int])
        #expect(summary["errors"] == 0 && summary["warnings"] == 0)
        let baseline = try #require(report["baseline"] as? [String: Any])
        #expect(baseline["new"] as? Int == 0)
        #expect(baseline["unchanged"] as? Int == 9)
        #expect(baseline["fixed"] as? Int == 0)
        for format in ReportRenderers.formats {
            let outcome = workspace.run(["theme.json", "--baseline", "baseline.json", "--format", format])
            #expect(outcome.exitCode == .success, "\(format): \(outcome.stderr)")
        }
    }

    @Test func newFailuresAreReportedAndFixedOnesListed() throws {
        let workspace = try Workspace()
        _ = workspace.run(["theme.json", "--write-baseline", "baseline.json"])
        // Fix secondaryText in dark.elevated; break text in light.
        try workspace.edit(##""dark": "#A8A29A""##, ##""dark": "#C8C2BA""##)
        try workspace.edit(##""text":          { "light": "#2B2118""##, ##""text":          { "light": "#A09890""##)

        let report = try workspace.json(["theme.json", "--baseline", "baseline.json"])
        #expect(try Self.reportValidator().validate(report).isEmpty)
        let baseline = try #require(report["baseline"] as? [String: Any])
        #expect(baseline["unchanged"] as? Int == 8)
        #expect(baseline["fixed"] as? Int == 1)
        let fixed = try #require((baseline["fixedFailures"] as? [[String: Any]])?.first)
        #expect(fixed["pairing"] as? String == "secondaryText on card on background")
        #expect(fixed["appearance"] as? String == "dark.elevated")
        let results = try #require(report["results"] as? [[String: Any]])
        let failing = results.filter { $0["status"] as? String == "fail" }
        #expect(baseline["new"] as? Int == failing.count)
        #expect(!failing.isEmpty)
        #expect(failing.allSatisfy { ($0["pairing"] as? [String: Any])?["foreground"] as? String == "text" })
        #expect((report["summary"] as? [String: Int])?["errors"] == failing.count)

        let text = workspace.run(["theme.json", "--baseline", "baseline.json"])
        #expect(text.exitCode == .failures)
        #expect(
            text.stdout.contains(
                "baseline baseline.json: \(failing.count) new, 8 unchanged (not shown), 1 fixed\n"
                    + "  fixed: wcag2-aa/text-contrast, secondaryText on card on background, dark.elevated (theme.json)\n"
            ))
        let markdown = workspace.run(["theme.json", "--baseline", "baseline.json", "--format", "markdown"]).stdout
        #expect(
            markdown.contains(
                "- fixed: `wcag2-aa/text-contrast, secondaryText on card on background, dark.elevated (theme.json)`"))
        let sarif = workspace.run(["theme.json", "--baseline", "baseline.json", "--format", "sarif"]).stdout
        #expect(sarif.contains(#""baselineState": "new""#))
        #expect(!sarif.contains(#""baselineState": "unchanged""#))
    }

    @Test func aBaselineMatchesFromAnyWorkingFolder() throws {
        let workspace = try Workspace()
        try FileManager.default.createDirectory(
            at: workspace.folder.appendingPathComponent("sub"), withIntermediateDirectories: true)
        _ = workspace.run(["theme.json", "--write-baseline", "baseline.json"])
        let outcome = workspace.run(["../theme.json", "--baseline", "../baseline.json"], in: "sub")
        #expect(outcome.exitCode == .success, "\(outcome.stdout)")
        // Written from the subfolder, into it: the same failures with paths relative to the subfolder.
        _ = workspace.run(["../theme.json", "--write-baseline", "here.json"], in: "sub")
        let here = try String(contentsOf: workspace.folder.appendingPathComponent("sub/here.json"), encoding: .utf8)
        #expect(here.contains(#""path": "../theme.json""#), "a theme outside the baseline's folder is named with ..")
        #expect(workspace.run(["theme.json", "--baseline", "sub/here.json"]).exitCode == .success)
    }

    struct BadCase: CustomTestStringConvertible, Sendable {
        let name: String
        let text: String
        let position: String
        let message: String
        var testDescription: String { name }
    }

    static let fingerprint = String(repeating: "ab", count: 32)

    static let badCases: [BadCase] = [
        BadCase(name: "not JSON", text: "{\n  \"version\": 1,\n  failures\n}", position: "3:3", message: "error: "),
        BadCase(name: "not an object", text: "[]", position: "1:1", message: "a baseline file must be an object"),
        BadCase(
            name: "unknown key", text: "{\"version\": 1, \"failures\": [], \"fail\": 1}", position: "1:32",
            message: "unknown key \"fail\" in a baseline file"),
        BadCase(
            name: "other version", text: "{\"version\": 2, \"failures\": []}", position: "1:13",
            message: "unsupported baseline version 2; expected 1"),
        BadCase(
            name: "no failures", text: "{\"version\": 1}", position: "1:1",
            message: "a baseline file needs \"failures\""),
        BadCase(
            name: "short fingerprint",
            text:
                "{\"version\": 1, \"failures\": [\n  {\"fingerprint\": \"abc\", \"ruleSet\": \"a\", \"rule\": \"b\", \"path\": \"c\"}]}",
            position: "2:19", message: "\"fingerprint\" must be 64 lowercase hex digits"),
        BadCase(
            name: "entry without a rule",
            text:
                "{\"version\": 1, \"failures\": [{\"fingerprint\": \"\(fingerprint)\", \"ruleSet\": \"a\", \"path\": \"c\"}]}",
            position: "1:29", message: "a baseline entry needs \"rule\""),
        BadCase(
            name: "unknown severity",
            text:
                "{\"version\": 1, \"failures\": [{\"fingerprint\": \"\(fingerprint)\", \"ruleSet\": \"a\", \"rule\": \"b\", \"path\": \"c\", \"severity\": \"fatal\"}]}",
            position: "1:167", message: "unknown \"severity\" \"fatal\""),
    ]

    @Test(arguments: badCases)
    func aMalformedBaselineIsAnErrorAtItsPosition(_ c: BadCase) throws {
        let workspace = try Workspace()
        try Data(c.text.utf8).write(to: workspace.folder.appendingPathComponent("baseline.json"))
        let outcome = workspace.run(["theme.json", "--baseline", "baseline.json", "--output", "report.txt"])
        #expect(outcome.exitCode == .invalidInput)
        #expect(outcome.stderr.hasPrefix("baseline.json:\(c.position): error: "), "\(outcome.stderr)")
        #expect(outcome.stderr.contains(c.message), "\(outcome.stderr)")
        #expect(!FileManager.default.fileExists(atPath: workspace.folder.appendingPathComponent("report.txt").path))
    }

    @Test func aMissingBaselineOrAnUnwritableOneIsAnError() throws {
        let workspace = try Workspace()
        let missing = workspace.run(["theme.json", "--baseline", "nope.json"])
        #expect(missing.exitCode == .invalidInput)
        #expect(missing.stderr.hasPrefix("nope.json: error: "))
        let unwritable = workspace.run(["theme.json", "--write-baseline", "no/such/folder/baseline.json"])
        #expect(unwritable.exitCode == .invalidInput)
        #expect(unwritable.stderr.hasPrefix("no/such/folder/baseline.json: error: cannot write"))
    }
}
