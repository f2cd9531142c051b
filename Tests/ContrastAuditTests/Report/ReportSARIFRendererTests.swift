import Foundation
import Testing

@testable import ContrastAudit
@testable import audit

/// The SARIF report: every golden file and live reports validate against the official SARIF 2.1.0 schema,
/// rule ids and indexes agree, fixes carry exact regions, URIs are encoded, fingerprints are stable.
@Suite struct ReportSARIFRendererTests {
    static func validator() throws -> JSONSchemaValidator {
        try JSONSchemaValidator(contentsOf: SharedData.url("reference/sarif-2.1.0-schema.json"))
    }

    static let snapshots: [String] = {
        let folder = Fixtures.snapshots.appendingPathComponent("sarif")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasSuffix(".sarif") }.sorted().map { "sarif/" + $0 }
    }()

    static func json(_ text: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    static func run(_ log: [String: Any]) throws -> [String: Any] {
        try #require((log["runs"] as? [[String: Any]])?.first)
    }

    static func results(_ log: [String: Any]) throws -> [[String: Any]] {
        try #require(try run(log)["results"] as? [[String: Any]])
    }

    @Test func thereAreSnapshotsToValidate() {
        #expect(Self.snapshots.count >= 4)
    }

    @Test(.enabled(if: SharedData.isAvailable, SharedData.skipNote), arguments: snapshots)
    func snapshotValidatesAgainstTheSARIFSchema(_ name: String) throws {
        let instance = try JSONSerialization.jsonObject(
            with: Snapshot.data(named: name))
        let violations = try Self.validator().validate(instance)
        #expect(violations.isEmpty, "\(violations.prefix(5).map(\.description))")
    }

    @Test(.enabled(if: SharedData.isAvailable, SharedData.skipNote))
    func ruleIdsAreUniqueAcrossRuleSetsAndResultsPointAtTheirDescriptor() throws {
        let outcome = runAudit(
            ["check", "Examples/catchup.json", "--format", "sarif", "--rules", "wcag2-aa", "--rules", "wcag2-aaa"],
            directory: Fixtures.packageRoot.path)
        let log = try Self.json(outcome.stdout)
        let driver = try #require((try Self.run(log)["tool"] as? [String: Any])?["driver"] as? [String: Any])
        #expect(driver["name"] as? String == "audit")
        #expect(driver["version"] as? String == AuditCommandLine.version)
        let rules = try #require(driver["rules"] as? [[String: Any]])
        let ids = rules.compactMap { $0["id"] as? String }
        #expect(ids.count == rules.count)
        #expect(Set(ids).count == ids.count, "rule ids must be unique: \(ids)")
        // Both rule sets have non-text-contrast and unpaired-token.
        #expect(ids.contains("wcag2-aa/non-text-contrast") && ids.contains("wcag2-aaa/non-text-contrast"))
        #expect(ids.contains("wcag2-aa/unpaired-token") && ids.contains("wcag2-aaa/unpaired-token"))
        let results = try Self.results(log)
        #expect(!results.isEmpty)
        for result in results {
            let index = try #require(result["ruleIndex"] as? Int)
            #expect(rules[index]["id"] as? String == result["ruleId"] as? String)
        }
        #expect(try Self.validator().validate(log).isEmpty)
    }

    @Test func resultsAreTheFailuresWithLevelsFromTheirSeverity() throws {
        let arguments = ["check", ReportFormatSnapshotTests.showcase]
        let json = try Self.json(
            runAudit(arguments + ["--format", "json"], directory: Fixtures.packageRoot.path).stdout)
        let failures = (json["results"] as! [[String: Any]]).filter { $0["status"] as? String == "fail" }
        let results = try Self.results(
            Self.json(runAudit(arguments + ["--format", "sarif"], directory: Fixtures.packageRoot.path).stdout))
        #expect(results.count == failures.count)
        let levels = ["error": "error", "warning": "warning", "info": "note"]
        for (result, failure) in zip(results, failures) {
            #expect(result["level"] as? String == levels[failure["severity"] as! String])
            let message = try #require((result["message"] as? [String: Any])?["text"] as? String)
            #expect(message.hasSuffix(failure["message"] as! String))
            #expect(result["kind"] == nil, "failures use the default kind, fail")
        }
        #expect(Set(results.compactMap { $0["level"] as? String }) == ["error", "warning"])
    }

    // MARK: Hand-built reports (no reader or rule runs)

    /// The failures of `ReportFixtures.mixed` (results 1 to 4), each pointing at its rule's descriptor, with
    /// the level its severity gives.
    @Test func handBuiltReportFailuresBecomeResults() throws {
        let log = try Self.json(ReportSARIFRenderer.render(ReportFixtures.mixed, options: RenderOptions()))
        let driver = try #require((try Self.run(log)["tool"] as? [String: Any])?["driver"] as? [String: Any])
        let rules = try #require(driver["rules"] as? [[String: Any]])
        #expect(
            rules.compactMap { $0["id"] as? String } == [
                "wcag2-aa/text-contrast", "wcag2-aa/non-text-contrast", "wcag2-aa/unpaired-token",
            ])
        let results = try Self.results(log)
        #expect(results.map { $0["level"] as? String } == ["error", "error", "error", "warning"])
        #expect(
            results.map { $0["ruleId"] as? String } == [
                "wcag2-aa/text-contrast", "wcag2-aa/non-text-contrast", "wcag2-aa/non-text-contrast",
                "wcag2-aa/unpaired-token",
            ])
        for result in results {
            let index = try #require(result["ruleIndex"] as? Int)
            #expect(rules[index]["id"] as? String == result["ruleId"] as? String)
        }
        let message = try #require((results[0]["message"] as? [String: Any])?["text"] as? String)
        #expect(message == "body on surface: contrast 4.49:1 is below 4.5:1 in dark")
        let region = try #require(
            ((results[0]["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])?["region"]
                as? [String: Int])
        #expect(region == ["startLine": 3, "startColumn": 34])
        let properties = try #require(results[0]["properties"] as? [String: Any])
        #expect(properties["value"] as? Double == 4.4999)
        #expect(
            properties["suggestions"] as? [String] == ["change foreground \"body\" to #7A7A7A: 4.61:1, ΔE_OK 0.012"])
        let reason = (results[1]["properties"] as? [String: Any])?["suggestionReason"] as? String
        #expect(reason == "no color on either side reaches 3:1")
        // Every result has its own fingerprint.
        let fingerprints = results.compactMap {
            ($0["partialFingerprints"] as? [String: String])?[ResultFingerprint.sarifKey]
        }
        #expect(fingerprints.count == 4 && Set(fingerprints).count == 4)
        if SharedData.isAvailable { #expect(try Self.validator().validate(log).isEmpty) }
    }

    @Test func aPassingReportHasNoResults() throws {
        let log = try Self.json(ReportSARIFRenderer.render(ReportFixtures.passing, options: RenderOptions()))
        #expect(try Self.results(log).isEmpty)
    }

    /// A suggestion that carries an edit of the color's bytes becomes a SARIF fix with that exact region; a
    /// suggestion without an edit does not.
    @Test func suggestionsWithEditsBecomeFixesWithExactRegions() throws {
        var report = ReportFixtures.mixed
        let start = ReportFixtures.location(line: 3, column: 34, offset: 120)
        let end = ReportFixtures.location(line: 3, column: 43, offset: 129)
        let edit = AuditResult.TextEdit(
            path: ReportFixtures.path, byteRange: 120..<129, start: start, end: end, replacement: "\"#B8B8B8\"")
        report.results[1].suggestions = [
            AuditResult.Suggestion(
                side: .foreground, token: "body", color: "#B8B8B8", value: 4.6123, deltaE: 0.0712, edit: edit),
            AuditResult.Suggestion(side: .background, token: "surface", color: "#000000", value: 4.51, deltaE: 0.02),
        ]
        let log = try Self.json(ReportSARIFRenderer.render(report, options: RenderOptions()))
        if SharedData.isAvailable { #expect(try Self.validator().validate(log).isEmpty) }
        let results = try Self.results(log)
        let fixed = results.filter { $0["fixes"] != nil }
        try #require(fixed.count == 1, "only the suggestion with an edit is a fix")
        let fix = try #require((fixed[0]["fixes"] as? [[String: Any]])?.first)
        let description = try #require((fix["description"] as? [String: Any])?["text"] as? String)
        #expect(description == "change foreground \"body\" to #B8B8B8: 4.61:1, ΔE_OK 0.071")
        let change = try #require((fix["artifactChanges"] as? [[String: Any]])?.first)
        #expect((change["artifactLocation"] as? [String: Any])?["uri"] as? String == ReportFixtures.path)
        let replacement = try #require((change["replacements"] as? [[String: Any]])?.first)
        let region = try #require(replacement["deletedRegion"] as? [String: Int])
        #expect(
            region == [
                "startLine": 3, "startColumn": 34, "endLine": 3, "endColumn": 43, "byteOffset": 120, "byteLength": 9,
            ])
        #expect((replacement["insertedContent"] as? [String: String])?["text"] == "\"#B8B8B8\"")
    }

    @Test func pathsWithSpacesArePercentEncodedAndRelativeToTheWorkingFolder() throws {
        let text = try String(
            contentsOf: Fixtures.snapshots.appendingPathComponent("sarif/studio.sarif"), encoding: .utf8)
        let results = try Self.results(Self.json(text))
        #expect(!results.isEmpty)
        for result in results {
            let location = try #require(
                ((result["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])?[
                    "artifactLocation"] as? [String: String])
            let uri = try #require(location["uri"])
            #expect(
                uri.hasPrefix("Tests/ContrastAuditTests/Fixtures/Check/Studio.xcassets/Panel%20Colors/"))
            #expect(!uri.contains(" "))
            #expect(location["uriBaseId"] == "%SRCROOT%")
        }
    }

    @Test func aFileOutsideTheWorkingFolderGetsAnAbsoluteFileURI() throws {
        let absolute = "/work/my themes/app.json"
        var report = ReportFixtures.mixed
        report.inputs[0].path = absolute
        for index in report.results.indices {
            report.results[index].path = absolute
            report.results[index].location?.path = absolute
        }
        let options = RenderOptions(workingDirectory: "/some/other folder")
        let log = try Self.json(ReportSARIFRenderer.render(report, options: options))
        let location = try #require(
            ((Self.results(log).first?["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])?[
                "artifactLocation"] as? [String: String])
        #expect(location["uri"] == "file:///work/my%20themes/app.json")
        #expect(location["uriBaseId"] == nil)
        if SharedData.isAvailable { #expect(try Self.validator().validate(log).isEmpty) }
    }

    /// Themes listed by a configuration file are relative to its folder, and so are the report's paths,
    /// wherever below it the audit runs.
    @Test func pathsOfConfiguredThemesAreRelativeToTheConfigurationsFolder() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("ca-sarif-\(UUID().uuidString)")
        let nested = folder.appendingPathComponent("App/Sources")
        try FileManager.default.createDirectory(at: nested, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.copyItem(
            at: Fixtures.packageRoot.appendingPathComponent("Examples/catchup.json"),
            to: folder.appendingPathComponent("theme.json"))
        try Data(#"{"themes": ["theme.json"]}"#.utf8).write(to: folder.appendingPathComponent(".contrastaudit.json"))
        let sarif = runAudit(["--format", "sarif"], directory: nested.path)
        let location = try #require(
            ((Self.results(Self.json(sarif.stdout)).first?["locations"] as? [[String: Any]])?.first?[
                "physicalLocation"] as? [String: Any])?["artifactLocation"] as? [String: String])
        #expect(location == ["uri": "theme.json", "uriBaseId": "%SRCROOT%"])
        let github = runAudit(["--format", "github"], directory: nested.path)
        #expect(github.stdout.hasPrefix("::error file=theme.json,line=9,col=52,"))
    }

    /// Fingerprints ignore line numbers, colors and how the path is spelled, and differ between results.
    @Test func fingerprintsSurviveUnrelatedEditsAndDifferBetweenResults() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("ca-sarif-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let theme = folder.appendingPathComponent("theme.json")
        let original = try String(
            contentsOf: Fixtures.packageRoot.appendingPathComponent("Examples/catchup.json"), encoding: .utf8)
        try original.write(to: theme, atomically: true, encoding: .utf8)

        func fingerprints(_ path: String) throws -> [String: String] {
            let outcome = runAudit(["check", path, "--format", "sarif"], directory: folder.path)
            try #require(outcome.exitCode == .failures, "\(outcome.stderr)")
            var map: [String: String] = [:]
            for result in try Self.results(Self.json(outcome.stdout)) {
                let properties = try #require(result["properties"] as? [String: Any])
                let key = [result["ruleId"], properties["pairing"], properties["appearance"]].map { "\($0 ?? "-")" }
                map[key.joined(separator: " ")] =
                    (result["partialFingerprints"] as? [String: String])?[ResultFingerprint.sarifKey]
            }
            return map
        }
        let before = try fingerprints("theme.json")
        #expect(before.count == 9)
        #expect(Set(before.values).count == before.count, "every result has its own fingerprint")
        #expect(try fingerprints("./theme.json") == before)
        #expect(try fingerprints(theme.path) == before)

        // Lines added above every color, and a failing color changed without passing.
        let edited = original.replacingOccurrences(
            of: "\"colors\": {", with: "\"colors\": {\n    // two new lines\n    // above every color"
        )
        .replacingOccurrences(
            of: "\"secondaryText\": { \"light\": \"#6B6259\", \"dark\": \"#A8A29A\" }",
            with: "\"secondaryText\": { \"light\": \"#6B6259\", \"dark\": \"#A9A39B\" }")
        #expect(edited != original)
        try edited.write(to: theme, atomically: true, encoding: .utf8)
        #expect(try fingerprints("theme.json") == before)
        let moved = runAudit(["check", "theme.json", "--format", "xcode"], directory: folder.path).stdout
        #expect(moved.contains("theme.json:11:52: error: secondaryText"), "the failure moved two lines down")
    }
}
