import Foundation
import Testing

@testable import ContrastAudit
@testable import audit

/// What must not depend on `--format`: exit codes and `--fail-on`, atomic `--output`, and the same bytes
/// for the same input. One case per registered format, so a new renderer is covered when it is added.
@Suite struct ReportFormatBehaviorTests {
    static let example = "Examples/catchup.json"
    static let warningsOnly = "Tests/ContrastAuditTests/Fixtures/Check/warnings-only.json"
    static let root = Fixtures.packageRoot.path

    @Test func everyFormatIsTested() {
        #expect(ReportRenderers.formats.count >= 7)
        #expect(
            Set(ReportRenderers.formats).isSuperset(of: [
                "text", "json", "sarif", "junit", "markdown", "github", "xcode",
            ]))
    }

    @Test(arguments: ReportRenderers.formats)
    func exitCodesAndFailOnDoNotDependOnTheFormat(_ format: String) {
        let f = ["--format", format]
        #expect(runAudit(["check", Self.example] + f, directory: Self.root).exitCode == .failures)
        #expect(runAudit(["check", Self.example, "--fail-on", "never"] + f, directory: Self.root).exitCode == .success)
        #expect(runAudit(["check", Self.warningsOnly] + f, directory: Self.root).exitCode == .success)
        #expect(
            runAudit(["check", Self.warningsOnly, "--fail-on", "warning"] + f, directory: Self.root).exitCode
                == .failures)
        #expect(
            runAudit(["check", Self.warningsOnly, "--fail-on", "error"] + f, directory: Self.root).exitCode == .success)
        let bad = runAudit(
            ["check", "Tests/ContrastAuditTests/Fixtures/Check/no-such-theme.json"] + f, directory: Self.root)
        #expect(bad.exitCode == .invalidInput)
        #expect(bad.stdout.isEmpty)
    }

    @Test(arguments: ReportRenderers.formats)
    func outputIsWrittenAtomicallyInEveryFormat(_ format: String) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("ca-format-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = folder.appendingPathComponent("report.out")
        try Data("old report\n".utf8).write(to: output)
        let written = runAudit(
            ["check", Self.example, "--format", format, "--output", output.path], directory: Self.root)
        #expect(written.exitCode == .failures)
        #expect(written.stdout.isEmpty)
        let printed = runAudit(["check", Self.example, "--format", format], directory: Self.root)
        #expect(try String(contentsOf: output, encoding: .utf8) == printed.stdout)
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["report.out"], "no temporary file left"
        )

        // Bad input: exit 2 and the previous file untouched.
        let failed = runAudit(
            [
                "check", "Tests/ContrastAuditTests/Fixtures/Check/no-such-theme.json", "--format", format, "--output",
                output.path,
            ],
            directory: Self.root)
        #expect(failed.exitCode == .invalidInput)
        #expect(try String(contentsOf: output, encoding: .utf8) == printed.stdout)
        // An output folder that does not exist: exit 2.
        let missing = runAudit(
            [
                "check", Self.example, "--format", format, "--output",
                folder.appendingPathComponent("no/report.out").path,
            ],
            directory: Self.root)
        #expect(missing.exitCode == .invalidInput)
        #expect(missing.stderr.contains("no/report.out"))
    }

    @Test(arguments: ReportRenderers.formats)
    func sameInputGivesTheSameBytesInEveryFormat(_ format: String) {
        let showcase = ReportFormatSnapshotTests.showcase
        let first = runAudit(["check", Self.example, showcase, "--format", format], directory: Self.root)
        let second = runAudit(["check", Self.example, showcase, "--format", format], directory: Self.root)
        let reversed = runAudit(["check", showcase, Self.example, "--format", format], directory: Self.root)
        #expect(first.exitCode == .failures)
        #expect(!first.stdout.isEmpty)
        #expect(first.stdout == second.stdout)
        #expect(first.stdout == reversed.stdout, "input order must not change the \(format) report")
    }
}
