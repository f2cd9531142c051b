import Foundation
import Testing

@testable import ContrastAudit
@testable import audit

/// Golden files for the text and JSON reports of `audit check`.
@Suite struct CheckReportSnapshotTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let name: String
        let arguments: [String]
        let snapshot: String
        var testDescription: String { name }
    }

    static let showcase = "Tests/ContrastAuditTests/Fixtures/Check/showcase.json"

    static let cases: [Case] = [
        Case(name: "example, text", arguments: ["check", "Examples/catchup.json"], snapshot: "check/catchup.txt"),
        Case(
            name: "example, json", arguments: ["check", "Examples/catchup.json", "--format", "json"],
            snapshot: "check/catchup.json"),
        Case(
            name: "example, text, terminal colors",
            arguments: ["check", "Examples/catchup.json", "--color", "always"], snapshot: "check/catchup.ansi.txt"),
        Case(name: "showcase, text", arguments: ["check", showcase], snapshot: "check/showcase.txt"),
        Case(
            name: "showcase, json", arguments: ["check", showcase, "--format", "json"], snapshot: "check/showcase.json"),
        Case(
            name: "showcase, only failures, AAA and APCA",
            arguments: [
                "check", showcase, "--format", "json", "--only-failures", "--rules", "wcag2-aaa", "--rules",
                "apca-advisory",
            ],
            snapshot: "check/showcase-aaa-apca.json"),
        Case(
            name: "example, HIG, all appearances",
            arguments: ["check", "Examples/catchup.json", "--rules", "apple-hig", "--appearances", "all"],
            snapshot: "check/catchup-hig-all.txt"),
    ]

    @Test(arguments: cases)
    func reportMatchesGoldenFile(_ c: Case) throws {
        let outcome = runAudit(c.arguments, directory: Fixtures.packageRoot.path)
        #expect(outcome.exitCode != .invalidInput, "\(outcome.stderr)")
        try Snapshot.assertMatches(outcome.stdout, named: c.snapshot)
    }
}
