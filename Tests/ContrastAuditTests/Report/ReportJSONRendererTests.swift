import Foundation
import Testing

@testable import ContrastAudit

/// The JSON report (DESIGN.md §8) of hand-built reports (`ReportFixtures`), read back with
/// `JSONSerialization`: no reader or rule runs, so these fail only when the JSON renderer does.
@Suite struct ReportJSONRendererTests {
    static func object(_ report: AuditReport) throws -> [String: Any] {
        let text = ReportJSONRenderer.render(report, options: RenderOptions())
        return try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    static func results(_ report: AuditReport) throws -> [[String: Any]] {
        try #require(try object(report)["results"] as? [[String: Any]])
    }

    /// The fixture's counts, counted by hand from its table.
    @Test func summaryCountsTheResults() throws {
        let summary = try #require(try Self.object(ReportFixtures.mixed)["summary"] as? [String: Int])
        #expect(
            summary == [
                "evaluations": 5, "passed": 1, "errors": 3, "warnings": 1, "infos": 0, "distinctFailures": 3,
                "notEvaluated": 0,
            ])
    }

    /// Pairings read from code but not evaluated (a color that cannot be evaluated) are counted in the summary.
    @Test func summaryCountsPairingsNotEvaluated() throws {
        var report = ReportFixtures.mixed
        report.unevaluatedPairings = 2
        let summary = try #require(try Self.object(report)["summary"] as? [String: Int])
        #expect(summary["notEvaluated"] == 2)
        #expect(ReportTextRenderer.summaryLine(report).contains("; 2 pairings not evaluated: unresolvable colors"))
    }

    @Test func topLevelFields() throws {
        let object = try Self.object(ReportFixtures.mixed)
        #expect(object["schemaVersion"] as? Int == 1)
        #expect(object["ruleSets"] as? [String] == ["wcag2-aa"])
        #expect(object["appearances"] as? [String] == ["light", "dark"])
        let inputs = try #require(object["inputs"] as? [[String: Any]])
        #expect(inputs.count == 1)
        #expect(inputs.first?["path"] as? String == "Themes/app.json")
        #expect(inputs.first?["format"] as? String == "scheme-json")
        #expect(inputs.first?["tokens"] as? Int == 4)
        let warnings = try #require(object["warnings"] as? [[String: Any]])
        #expect(warnings.count == 1)
        #expect(warnings.first?["message"] as? String == "a reader warning about \"surface\"")
    }

    /// One result per evaluation, in report order; values are full precision, never rounded.
    @Test func resultsKeepOrderAndFullPrecision() throws {
        let results = try Self.results(ReportFixtures.mixed)
        #expect(results.count == 5)
        #expect(
            results.map { $0["rule"] as? String } == [
                "text-contrast", "text-contrast", "non-text-contrast", "non-text-contrast", "unpaired-token",
            ])
        #expect(results.map { $0["status"] as? String } == ["pass", "fail", "fail", "fail", "fail"])
        #expect(results[0]["severity"] == nil, "a pass has no severity")
        #expect(results[1]["severity"] as? String == "error")
        #expect(results[4]["severity"] as? String == "warning")
        #expect(results[1]["value"] as? Double == 4.4999)
        #expect(results[1]["threshold"] as? Double == 4.5)
        // JSONSerialization may read the last digit of a long number differently, so the margin is
        // compared as written: Swift's shortest text for the same Double.
        let text = ReportJSONRenderer.render(ReportFixtures.mixed, options: RenderOptions())
        #expect(text.contains("\"margin\": \(4.4999 - 4.5),"))
        #expect(results[1]["metric"] as? String == "wcag2")
        #expect(results[1]["colors"] as? [String: String] == ["foreground": "#767676", "background": "#111111"])
        let location = try #require(results[1]["location"] as? [String: Any])
        #expect(location["path"] as? String == "Themes/app.json")
        #expect(location["line"] as? Int == 3)
        #expect(location["column"] as? Int == 34)
    }

    @Test func pairingsRepeatsAndCoverage() throws {
        let results = try Self.results(ReportFixtures.mixed)
        let pairing = try #require(results[2]["pairing"] as? [String: Any])
        #expect(pairing["id"] as? String == "link on surface")
        #expect(pairing["foreground"] as? String == "link")
        #expect(pairing["backgrounds"] as? [String] == ["surface"])
        #expect(pairing["role"] as? String == "ui")
        #expect(pairing["origin"] as? String == "declared")
        #expect(results[3]["sameAs"] as? String == "light")
        #expect(results[2]["sameAs"] == nil)
        #expect(results[4]["appearance"] is NSNull)
        #expect(results[4]["pairing"] is NSNull)
        #expect(results[4]["token"] as? String == "accent")
    }

    @Test func suggestionsAndTheReasonThereIsNone() throws {
        let results = try Self.results(ReportFixtures.mixed)
        let suggestions = try #require(results[1]["suggestions"] as? [[String: Any]])
        #expect(suggestions.count == 1)
        #expect(suggestions.first?["side"] as? String == "foreground")
        #expect(suggestions.first?["token"] as? String == "body")
        #expect(suggestions.first?["color"] as? String == "#7A7A7A")
        #expect(suggestions.first?["value"] as? Double == 4.61)
        #expect(suggestions.first?["deltaE"] as? Double == 0.0123)
        #expect(results[2]["suggestionReason"] as? String == "no color on either side reaches 3:1")
    }

    /// Names are data: they come back exactly, whatever characters they hold.
    @Test func hostileNamesReadBackExactly() throws {
        let results = try Self.results(ReportFixtures.hostile)
        let pairing = try #require(results.first?["pairing"] as? [String: Any])
        #expect(pairing["id"] as? String == ReportFixtures.hostileName + " on bg")
        #expect(pairing["foreground"] as? String == ReportFixtures.hostileName)
    }

    @Test func validatesAgainstTheReportSchema() throws {
        let validator = try ReportSchemaTests.validator()
        for report in [ReportFixtures.mixed, ReportFixtures.hostile, ReportFixtures.passing] {
            let violations = validator.validate(try Self.object(report))
            #expect(violations.isEmpty, "\(violations.prefix(5).map(\.description))")
        }
    }

    @Test func sameReportGivesSameBytes() {
        let options = RenderOptions()
        #expect(
            ReportJSONRenderer.render(ReportFixtures.mixed, options: options)
                == ReportJSONRenderer.render(ReportFixtures.mixed, options: options))
    }
}
