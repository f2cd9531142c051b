import Foundation
import Testing

@testable import ContrastAudit
@testable import audit

/// Golden files for every CI and review format (`Snapshots/<format>/<input>.<extension>`) on the bundled
/// example, the showcase scheme, a real asset catalog with configured pairings, and a scheme whose names
/// are markup in every format. The SARIF and JUnit golden files are also checked against their schemas
/// (`ReportSARIFRendererTests`, and `xmllint` in `.ci/run`).
@Suite struct ReportFormatSnapshotTests {
    struct Input: Sendable {
        let name: String
        let arguments: [String]
    }

    static let showcase = "Tests/ContrastAuditTests/Fixtures/Check/showcase.json"
    static let studio = "Tests/ContrastAuditTests/Fixtures/Check/Studio.xcassets"
    static let studioConfig = "Tests/ContrastAuditTests/Fixtures/Check/studio.contrastaudit.json"
    static let markupNames = "Tests/ContrastAuditTests/Fixtures/Check/markup-names.json"

    static let inputs: [Input] = [
        Input(name: "catchup", arguments: ["Examples/catchup.json"]),
        Input(name: "showcase", arguments: [showcase]),
        Input(name: "studio", arguments: [studio, "--config", studioConfig]),
        Input(name: "markup-names", arguments: [markupNames]),
    ]

    /// Each format with the extension of its golden files.
    static let formats: [(format: String, extension: String)] = [
        ("sarif", "sarif"), ("junit", "xml"), ("github", "txt"), ("xcode", "txt"), ("markdown", "md"),
    ]

    struct Case: CustomTestStringConvertible, Sendable {
        let input: Input
        let format: String
        let snapshot: String
        var testDescription: String { "\(input.name), \(format)" }
    }

    static let cases: [Case] = inputs.flatMap { input in
        formats.map { Case(input: input, format: $0.format, snapshot: "\($0.format)/\(input.name).\($0.extension)") }
    }

    @Test(arguments: cases)
    func reportMatchesGoldenFile(_ c: Case) throws {
        let outcome = runAudit(
            ["check"] + c.input.arguments + ["--format", c.format], directory: Fixtures.packageRoot.path)
        #expect(outcome.exitCode == .failures, "\(outcome.stderr)")
        try Snapshot.assertMatches(outcome.stdout, named: c.snapshot)
    }

    /// Text and JSON for the asset catalog (the other inputs have theirs in `CheckReportSnapshotTests`); the
    /// JSON one is validated against `docs/report.schema.json` with the others.
    static let assetCatalogFormats = [("text", "txt"), ("json", "json")]
    static let assetCatalogSnapshots = assetCatalogFormats.map { "check/studio.\($0.1)" }

    @Test(arguments: assetCatalogFormats)
    func assetCatalogTextAndJSONMatchGoldenFiles(_ format: String, _ fileExtension: String) throws {
        let outcome = runAudit(
            ["check", Self.studio, "--config", Self.studioConfig, "--format", format],
            directory: Fixtures.packageRoot.path)
        #expect(outcome.exitCode == .failures, "\(outcome.stderr)")
        try Snapshot.assertMatches(outcome.stdout, named: "check/studio.\(fileExtension)")
    }

    @Test func everyRegisteredFormatHasGoldenFiles() {
        let covered = Set(Self.formats.map(\.format) + ["text", "json"])
        // html has its own golden files and checks (issue 6, HTML report).
        #expect(Set(ReportRenderers.formats).subtracting(covered).subtracting(["html"]).isEmpty)
    }
}
