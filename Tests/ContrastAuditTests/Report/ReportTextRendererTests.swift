import Foundation
import Testing

@testable import ContrastAudit

/// The text report of hand-built reports (`ReportFixtures`): no reader or rule runs, so these fail only
/// when the text renderer does. End-to-end text output is covered by the golden files of `check`.
@Suite struct ReportTextRendererTests {
    static func text(_ report: AuditReport, onlyFailures: Bool = false) -> String {
        ReportTextRenderer.render(report, options: RenderOptions(onlyFailures: onlyFailures))
    }

    static func lines(_ report: AuditReport, onlyFailures: Bool = false) -> [String] {
        text(report, onlyFailures: onlyFailures).split(separator: "\n", omittingEmptySubsequences: false).map(
            String.init)
    }

    /// The counts of the fixture's table, counted by hand: 5 evaluations, 1 pass, 3 errors, 1 warning,
    /// and one failure (link in dark) repeating light's colors.
    @Test func summaryLineCountsTheResults() {
        #expect(
            ReportTextRenderer.summaryLine(ReportFixtures.mixed)
                == "3 errors, 1 warning in 5 evaluations across 2 appearances; 3 distinct failures "
                + "(1 repeats the same colors in another appearance)")
        #expect(
            ReportTextRenderer.summaryLine(ReportFixtures.passing)
                == "0 errors, 0 warnings in 1 evaluation across 1 appearance")
        let lines = Self.lines(ReportFixtures.mixed)
        #expect(lines.suffix(2) == [ReportTextRenderer.summaryLine(ReportFixtures.mixed), ""])
    }

    /// 4.4999 is below 4.5: shown truncated as 4.49:1, never rounded up to a passing-looking 4.50:1.
    @Test func ratiosAreTruncatedNotRounded() throws {
        let dark = try #require(Self.lines(ReportFixtures.mixed).first { $0.hasPrefix("    dark ") })
        #expect(dark.contains(" 4.49:1 "), "\(dark)")
        #expect(dark.contains("FAIL"))
        #expect(!Self.text(ReportFixtures.mixed).contains("4.50:1"))
    }

    /// Each failing pairing is a group headed by its id, role, rule and minimum; a result that repeats an
    /// earlier appearance's colors is shown on that appearance's row.
    @Test func groupsAndRepeats() {
        let lines = Self.lines(ReportFixtures.mixed)
        #expect(lines[0] == "Themes/app.json  scheme-json, 4 tokens")
        #expect(lines.contains("✗ body on surface  (text, rule text-contrast, minimum 4.5:1)"))
        #expect(lines.contains("✗ link on surface  (ui, rule non-text-contrast, minimum 3:1)"))
        #expect(lines.contains { $0.hasPrefix("    light (= dark) ") && $0.contains("2.50:1") })
        #expect(lines.filter { $0.hasPrefix("    dark ") }.count == 1, "link's dark row is folded into light's")
        #expect(lines.contains("    Themes/app.json:3:34: error: contrast 4.49:1 is below 4.5:1 in dark"))
    }

    @Test func suggestionsAndTheReasonThereIsNone() {
        let lines = Self.lines(ReportFixtures.mixed)
        #expect(lines.contains("      suggest: change foreground \"body\" to #7A7A7A: 4.61:1, ΔE_OK 0.012"))
        #expect(lines.contains("      no suggestion: no color on either side reaches 3:1"))
    }

    @Test func coverageFindingsAndReaderWarnings() {
        let lines = Self.lines(ReportFixtures.mixed)
        #expect(lines.contains("! token accent  [unpaired-token]  Themes/app.json:6:5"))
        #expect(lines.contains("    warning: token \"accent\" is in no pairing"))
        #expect(lines.contains("Themes/app.json:7:5: warning: a reader warning about \"surface\""))
    }

    /// A pairing that passes everywhere is left out; a failing pairing keeps its passing rows for context.
    @Test func onlyFailuresLeavesPassingPairingsOut() {
        let title = ReportFixtures.pairing("title", on: ["surface"], line: 10)
        let passing = ReportFixtures.contrast(
            pairing: title, pairingIndex: 2, appearance: ReportFixtures.light, foreground: "#000000",
            background: "#FFFFFF", value: 21, at: ReportFixtures.location(line: 5, column: 15),
            message: "contrast 21:1 meets 4.5:1 in light")
        let report = ReportFixtures.report(ReportFixtures.mixedResults + [passing])
        #expect(Self.text(report).contains("title on surface"))
        let failures = Self.text(report, onlyFailures: true)
        #expect(!failures.contains("title on surface"))
        #expect(failures.contains("✗ body on surface"))
        // The summary still describes the whole audit.
        #expect(failures.hasSuffix(ReportTextRenderer.summaryLine(report) + "\n"))
        #expect(ReportTextRenderer.summaryLine(report).contains(" in 6 evaluations "))
    }

    @Test func sameReportGivesSameBytes() {
        #expect(Self.text(ReportFixtures.mixed) == Self.text(ReportFixtures.mixed))
    }
}
