import Foundation
import Testing

@testable import ContrastAudit
@testable import audit

/// `audit sweep`: arguments, exit codes, the three formats and their golden files.
@Suite(.tags(.slow)) struct SweepCommandTests {
    static let example = "Examples/single-color-generator.json"

    func sweep(_ arguments: [String]) -> CommandOutcome {
        runAudit(["sweep"] + arguments, directory: Fixtures.packageRoot.path)
    }

    struct Golden: CustomTestStringConvertible, Sendable {
        var format: String
        var snapshot: String
        var testDescription: String { format }
    }

    static let goldens = [
        Golden(format: "text", snapshot: "sweep/single-color-step10.txt"),
        Golden(format: "json", snapshot: "sweep/single-color-step10.json"),
        Golden(format: "html", snapshot: "sweep/single-color-step10.html"),
    ]

    @Test(arguments: goldens)
    func goldenOutputs(_ golden: Golden) throws {
        let outcome = sweep([Self.example, "--step", "10", "--format", golden.format])
        #expect(outcome.exitCode == .failures)
        #expect(outcome.stderr.isEmpty, "no progress line when standard error is not a terminal")
        try Snapshot.assertMatches(outcome.stdout, named: golden.snapshot)
        // The same input gives the same bytes.
        #expect(sweep([Self.example, "--step", "10", "--format", golden.format]).stdout == outcome.stdout)
    }

    @Test func jsonIsTheDocumentedShape() throws {
        let outcome = sweep([Self.example, "--step", "15", "--format", "json"])
        let root = try #require(try JSONSerialization.jsonObject(with: Data(outcome.stdout.utf8)) as? [String: Any])
        #expect(root["schemaVersion"] as? Int == 1)
        let inputs = try #require(root["inputs"] as? [[String: Any]])
        #expect(inputs.first?["brightnessMatters"] as? Bool == false)
        #expect(inputs.first?["picks"] as? Int == 24 * 8)
        let checks = try #require(root["checks"] as? [[String: Any]])
        #expect(checks.count == 4)
        let bar = try #require(
            checks.first { ($0["pairing"] as? [String: Any])?["id"] as? String == "status bar on neutral" })
        #expect(bar["status"] as? String == "fail")
        let regions = try #require(bar["regions"] as? [[String: Any]])
        let fix = try #require((regions.first?["fixes"] as? [[String: Any]])?.first)
        #expect(fix["constant"] as? String == "neutral brightness")
        #expect(fix["from"] as? Double == 0.6 && fix["to"] as? Double == 0.46)
        let location = try #require(fix["location"] as? [String: Any])
        #expect(location["line"] as? Int == 18)
    }

    @Test func htmlIsSelfContainedAndEscaped() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("ca-sweep-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let scheme = """
            { "name": "<b>Tom & \\"Jerry\\"</b>",
              "generator": { "inputs": { "pick": "#808080" }, "tokens": { "a<b>": { "brightness": 0.5 } } },
              "colors": { "white": "#FFFFFF" },
              "pairings": [ { "id": "<script>alert(1)</script>", "foreground": "a<b>", "background": "white" },
                            { "id": "x\\"\u{301} onfocus=alert(1) tabindex=0", "foreground": "a<b>", "background": "white" } ] }
            """
        try Data(scheme.utf8).write(to: folder.appendingPathComponent("g.json"))
        let outcome = runAudit(["sweep", "g.json", "--step", "30", "--format", "html"], directory: folder.path)
        #expect(outcome.exitCode == .failures)
        let html = outcome.stdout
        #expect(html.hasPrefix("<!DOCTYPE html>"))
        #expect(!html.contains("<script"))
        #expect(html.contains("&lt;script&gt;alert(1)&lt;/script&gt;"))
        #expect(html.contains("&lt;b&gt;Tom &amp; &quot;Jerry&quot;&lt;/b&gt;"))
        #expect(!html.contains("http://") && !html.contains("https://") && !html.contains("src="))
        #expect(html.contains("<svg"))
        // A quote followed by a combining mark is one Character but still a quote to an HTML parser.
        let combiningMark = "\u{301}"
        #expect(!html.contains("\"" + combiningMark + " onfocus"))
        #expect(html.contains("&quot;" + combiningMark + " onfocus=alert(1)"))
        #expect(html.contains("<meta http-equiv=\"Content-Security-Policy\" content=\"default-src &#39;none&#39;;"))
    }

    @Test func exitCodesFollowFailOn() {
        #expect(sweep([Self.example, "--step", "30"]).exitCode == .failures)
        #expect(sweep([Self.example, "--step", "30", "--fail-on", "never"]).exitCode == .success)
        #expect(sweep([Self.example, "--step", "30", "--no-fixes", "--fail-on", "warning"]).exitCode == .failures)
    }

    @Test func outputFileGetsTheReportAndStderrTheSummary() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("ca-sweep-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = folder.appendingPathComponent("sweep.json").path
        let outcome = sweep([Self.example, "--step", "30", "--format", "json", "--output", output])
        #expect(outcome.exitCode == .failures)
        #expect(outcome.stdout.isEmpty)
        #expect(outcome.stderr.hasSuffix("picks per check\n"))
        #expect(FileManager.default.fileExists(atPath: output))
    }

    struct BadArguments: CustomTestStringConvertible, Sendable {
        var arguments: [String]
        var message: String
        var testDescription: String { arguments.joined(separator: " ") }
    }

    @Test(arguments: [
        BadArguments(arguments: [], message: "no file to sweep"),
        BadArguments(arguments: [example, "--step", "0"], message: "invalid --step \"0\""),
        BadArguments(arguments: [example, "--step", "5,x"], message: "invalid --step \"5,x\""),
        BadArguments(
            arguments: [example, "--step", "1,2,3,4"], message: "expected one number or hue,saturation[,brightness]"),
        BadArguments(arguments: [example, "--step", "400"], message: "hue steps are at most 360 degrees"),
        BadArguments(arguments: [example, "--format", "sarif"], message: "invalid value \"sarif\" for --format"),
        BadArguments(arguments: [example, "--regions", "0"], message: "invalid --regions \"0\""),
        BadArguments(arguments: [example, "--stpe", "5"], message: "did you mean \"--step\"?"),
        BadArguments(
            arguments: ["Examples/catchup.json"],
            message: "Examples/catchup.json:1:1: error: this scheme has no \"generator\""),
        BadArguments(arguments: ["missing.json"], message: "missing.json: error: no such file"),
        BadArguments(arguments: [example, "--rules", "wcag3"], message: "unknown rule set \"wcag3\""),
    ])
    func badArgumentsExitTwo(_ bad: BadArguments) {
        let outcome = sweep(bad.arguments)
        #expect(outcome.exitCode == .invalidInput)
        #expect(outcome.stdout.isEmpty)
        #expect(outcome.stderr.contains(bad.message), "\(outcome.stderr)")
    }

    @Test(arguments: [
        ("5", SweepStep(hue: 5, saturation: 5, brightness: 5)),
        ("10,2", SweepStep(hue: 10, saturation: 2, brightness: 2)),
        ("1, 2.5, 10", SweepStep(hue: 1, saturation: 2.5, brightness: 10)),
    ])
    func stepForms(_ text: String, _ expected: SweepStep) throws {
        #expect(try SweepStep(parsing: text) == expected)
    }

    @Test func helpAndDispatch() {
        let help = runAudit(["help", "sweep"])
        #expect(help.exitCode == .success)
        #expect(help.stdout.contains("--step N|H,S[,B]"))
        #expect(runAudit(["--help"]).stdout.contains("audit sweep FILE"))
        #expect(runAudit(["swep"]).stderr.contains("did you mean \"sweep\"?"))
    }

    @Test func endToEndThroughTheBinary() throws {
        let result = try BuiltBinary.run(
            ["sweep", Self.example, "--step", "20", "--no-fixes"], directory: Fixtures.packageRoot)
        #expect(result.status == 1)
        #expect(result.stderr.isEmpty)
        #expect(result.stdout.contains("✗ status bar on neutral · status-bar-text"))
    }
}
