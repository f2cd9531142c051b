// Deliberately not @testable, in a target without package access (Package.swift): this file sees only what
// a library user sees.
import ContrastAudit
import Foundation
import Testing

/// A library user audits a theme file through the public API alone and gets what `audit check` reports.
@Suite struct PublicAPITests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    @Test func auditingAFileFromSwiftFindsTheExamplesFailures() throws {
        let report = try Auditor(paths: ["Examples/catchup.json"], base: Self.root).audit()
        let failures = report.results.filter { $0.status == .fail }
        // The README's run of the same file: 9 errors in 36 evaluations across 4 appearances.
        #expect(report.summary.evaluations == 36)
        #expect(report.summary.errors == 9)
        #expect(failures.count == 9)
        let first = try #require(failures.first)
        #expect(first.message == "contrast 4.43:1 is below 4.5:1 in dark.elevated")
        #expect(first.location.map { "\($0)" } == "Examples/catchup.json:9:52")
        let sarif = try #require(ReportRenderers.renderer(for: "sarif")).render(report, options: RenderOptions())
        #expect(sarif.contains("\"ruleId\": \"wcag2-aa/text-contrast\""))
    }

    @Test func inputErrorsArriveAsADiagnosticList() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("public-api-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data(##"{ "colors": { "a": "#12345G" } }"##.utf8).write(to: folder.appendingPathComponent("bad.json"))
        do {
            _ = try Auditor(paths: ["bad.json"], base: folder).audit()
            Issue.record("a malformed color must not audit")
        } catch {
            #expect(error.diagnostics.count == 1)
            #expect(error.diagnostics.first?.formatted.hasPrefix("bad.json:1:") == true)
        }
    }

    @Test func aRuleSetFromTheLibraryAndAnExplicitAppearanceList() throws {
        let report = try Auditor(
            paths: ["Examples/catchup.json"], base: Self.root, ruleSets: ["wcag2-aaa"],
            appearances: .list([Appearance(.dark)])
        ).audit()
        #expect(report.appearances == [Appearance(.dark)])
        #expect(report.ruleSets == ["wcag2-aaa"])
        #expect(report.results.allSatisfy { $0.appearance == nil || $0.appearance == Appearance(.dark) })
    }
}
