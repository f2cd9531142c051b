import Foundation
import Testing

/// `audit check` through the built executable: stdout, stderr and exit codes as CI sees them.
@Suite struct EndToEndCheckTests {
    @Test func exampleFailsWithExitOneAndASummary() throws {
        let result = try BuiltBinary.run(["check", "Examples/catchup.json"], directory: Fixtures.packageRoot)
        #expect(result.status == 1)
        #expect(result.stderr.isEmpty)
        #expect(
            result.stdout.hasSuffix(
                "9 errors, 0 warnings in 36 evaluations across 4 appearances; 5 distinct failures (4 repeat the "
                    + "same colors in another appearance)\n"))
        #expect(result.stdout.contains("    light (= light.elevated)  3.53:1          FAIL  margin -0.96\n"))
        #expect(result.stdout.contains("Examples/catchup.json:11:22: error: brightness 0.60 < 0.7 picks light-content"))
    }

    @Test func bareAuditOnAFolder() throws {
        let result = try BuiltBinary.run(["Examples"], directory: Fixtures.packageRoot)
        #expect(result.status == 1)
        #expect(result.stdout.contains("Examples/catchup.json"))
    }

    @Test func badThemeExitsTwoWithAPositionedError() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("ca-e2e-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data("{\n  \"colors\": {\n    \"a\": \"#12G\"\n  }\n}\n".utf8).write(
            to: folder.appendingPathComponent("theme.json"))
        let result = try BuiltBinary.run(["check", "theme.json", "--output", "out.json"], directory: folder)
        #expect(result.status == 2)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.hasPrefix("theme.json:3:10: error: invalid color \"#12G\""))
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("out.json").path))
    }

    @Test func warningsGoToStderrForMachineFormats() throws {
        let result = try BuiltBinary.run(
            ["check", "Tests/ContrastAuditTests/Fixtures/Check/warnings-only.json", "--format", "json"],
            directory: Fixtures.packageRoot)
        #expect(result.status == 0)
        #expect(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) is [String: Any])
    }
}
