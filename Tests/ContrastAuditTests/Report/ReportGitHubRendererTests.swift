import Foundation
import Testing

@testable import ContrastAudit
@testable import audit

/// GitHub workflow commands: escaping as the Actions toolkit does it, one well-formed command per place
/// to fix, and the job summary appended to `$GITHUB_STEP_SUMMARY`.
@Suite struct ReportGitHubRendererTests {
    static let root = Fixtures.packageRoot.path
    static let example = "Examples/catchup.json"

    struct EscapeCase: CustomTestStringConvertible, Sendable {
        let input: String
        let data: String
        let property: String
        var testDescription: String { input.debugDescription }
    }

    /// From `@actions/core` `command.ts`: `escapeData` and `escapeProperty`.
    static let escapeCases: [EscapeCase] = [
        EscapeCase(input: "plain", data: "plain", property: "plain"),
        EscapeCase(input: "50%", data: "50%25", property: "50%25"),
        EscapeCase(input: "a\nb\r\nc", data: "a%0Ab%0D%0Ac", property: "a%0Ab%0D%0Ac"),
        EscapeCase(input: "a:b,c", data: "a:b,c", property: "a%3Ab%2Cc"),
        EscapeCase(input: "%0A", data: "%250A", property: "%250A"),
        EscapeCase(input: "::error::x", data: "::error::x", property: "%3A%3Aerror%3A%3Ax"),
    ]

    @Test(arguments: escapeCases)
    func escaping(_ c: EscapeCase) {
        #expect(ReportGitHubRenderer.escapedData(c.input) == c.data)
        #expect(ReportGitHubRenderer.escapedProperty(c.input) == c.property)
    }

    /// Every command line is `::LEVEL PROPERTIES::MESSAGE` with no separator inside a property value, even
    /// for names made of separators; the last line is the summary, not a command.
    @Test(arguments: ReportFormatSnapshotTests.inputs.map(\.arguments))
    func everyLineIsAWellFormedCommand(_ arguments: [String]) throws {
        let outcome = runAudit(["check"] + arguments + ["--format", "github"], directory: Self.root)
        var lines = outcome.stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines.removeLast() == "")
        let summary = lines.removeLast()
        #expect(summary == ReportTextRenderer.summaryLine(try auditReport(arguments)), "\(summary)")
        #expect(!lines.isEmpty)
        for line in lines {
            let command = try #require(["::error ", "::warning ", "::notice "].first { line.hasPrefix($0) }, "\(line)")
            let rest = line.dropFirst(command.count)
            let end = try #require(rest.range(of: "::"))
            let properties = rest[..<end.lowerBound].split(separator: ",")
            #expect(
                properties.map { $0.split(separator: "=", maxSplits: 1)[0] }.allSatisfy {
                    ["file", "line", "col", "title"].contains($0)
                })
            #expect(properties.allSatisfy { !$0.contains(":") }, "\(line)")
            #expect(!rest[end.upperBound...].contains("\n") && !rest[end.upperBound...].contains("\r"))
        }
    }

    /// Hand-built: one annotation per failing pairing and rule (link's repeat in dark is merged into its
    /// light one), then the summary line.
    @Test func handBuiltAnnotationsThenTheSummary() throws {
        let text = ReportGitHubRenderer.render(ReportFixtures.mixed, options: RenderOptions())
        let lines = text.split(separator: "\n").map(String.init)
        #expect(lines.count == 4)
        #expect(
            lines[0]
                == "::error file=Themes/app.json,line=3,col=34,title=wcag2-aa/text-contrast::body on surface: "
                + "contrast 4.49:1 is below 4.5:1 in dark%0Asuggest: change foreground \"body\" to #7A7A7A: 4.61:1, "
                + "ΔE_OK 0.012")
        #expect(lines[1].hasPrefix("::error file=Themes/app.json,line=4,col=15,title=wcag2-aa/non-text-contrast::"))
        #expect(lines[1].contains("in light (also in dark)"))
        #expect(
            lines[2]
                == "::warning file=Themes/app.json,line=6,col=5,title=wcag2-aa/unpaired-token::token \"accent\" is in "
                + "no pairing")
        #expect(lines[3] == ReportTextRenderer.summaryLine(ReportFixtures.mixed))
        // A name full of separators stays inside its message.
        let hostile = ReportGitHubRenderer.render(ReportFixtures.hostile, options: RenderOptions())
        let command = try #require(hostile.split(separator: "\n").first)
        #expect(command.hasPrefix("::error file=Themes/app.json,line=2,col=9,title=wcag2-aa/text-contrast::"))
        #expect(command.contains(ReportGitHubRenderer.escapedData(ReportFixtures.hostileName + " on bg")))
    }

    @Test func oneAnnotationPerPlaceToFix() throws {
        let outcome = runAudit(["check", Self.example, "--format", "github"], directory: Self.root)
        let commands = outcome.stdout.split(separator: "\n").filter { $0.hasPrefix("::") }
        #expect(commands.count == 3)
        #expect(
            commands[1].hasPrefix(
                "::error file=Examples/catchup.json,line=12,col=22,title=wcag2-aa/text-contrast::link on background: "
                    + "contrast 3.53:1 is below 4.5:1 in light (also in dark, light.elevated, dark.elevated)"))
        // The suggestions follow on their own lines of the same annotation, each naming the appearances it
        // is for: #D03118 is darker, right for light but wrong for dark.
        #expect(commands[1].contains("%0Asuggest for light, light.elevated: change foreground \"accent\" to #D03118"))
        #expect(!commands[1].contains("%0Asuggest: change foreground \"accent\""))
    }

    @Test func theJobSummaryIsAppendedWhenTheVariableIsSet() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("ca-summary-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let summary = folder.appendingPathComponent("step_summary.md")
        try Data("# an earlier step\n".utf8).write(to: summary)
        let variables = ["GITHUB_STEP_SUMMARY": summary.path]
        let markdown = runAudit(["check", Self.example, "--format", "markdown"], directory: Self.root).stdout

        let first = runAudit(["check", Self.example, "--format", "github"], directory: Self.root, variables: variables)
        #expect(first.exitCode == .failures)
        #expect(first.stdout.hasPrefix("::error "))
        #expect(try String(contentsOf: summary, encoding: .utf8) == "# an earlier step\n" + markdown)
        _ = runAudit(["check", Self.example, "--format", "github"], directory: Self.root, variables: variables)
        #expect(try String(contentsOf: summary, encoding: .utf8) == "# an earlier step\n" + markdown + markdown)
        // Other formats leave the summary alone.
        _ = runAudit(["check", Self.example, "--format", "sarif"], directory: Self.root, variables: variables)
        #expect(try String(contentsOf: summary, encoding: .utf8) == "# an earlier step\n" + markdown + markdown)
    }

    @Test func anUnwritableJobSummaryIsAnErrorAndNothingIsWritten() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("ca-summary-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = folder.appendingPathComponent("annotations.txt")
        // A folder where the summary file should be.
        let outcome = runAudit(
            ["check", Self.example, "--format", "github", "--output", output.path], directory: Self.root,
            variables: ["GITHUB_STEP_SUMMARY": folder.path])
        #expect(outcome.exitCode == .invalidInput)
        #expect(outcome.stderr.hasPrefix("\(folder.path): error: cannot append to the file: "), "\(outcome.stderr)")
        #expect(outcome.stdout.isEmpty)
        #expect(!FileManager.default.fileExists(atPath: output.path))
    }
}
