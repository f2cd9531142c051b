import Foundation
import Testing

@testable import ContrastAudit
@testable import audit

/// The rules folder must be found by `swift run audit`, by the built binary started from any folder,
/// and next to a copied (installed) binary.
@Suite struct RuleLibraryLocationTests {
    static func temporaryFolder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("ca-rules-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    @Test func builtBinaryFindsThePackageRulesFromAnotherFolder() throws {
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let example = Fixtures.packageRoot.appendingPathComponent("Examples/catchup.json").path
        var environment = ProcessInfo.processInfo.environment
        environment[RuleLibrary.environmentVariable] = nil
        let result = try BuiltBinary.run(
            ["check", example, "--format", "json"], directory: folder, environment: environment)
        #expect(result.status == 1, "\(result.stderr)")
        #expect(result.stdout.contains("\"ruleSets\": [\n    \"wcag2-aa\"\n  ]"))
    }

    @Test func locateWalksUpFromTheExecutableToThePackage() throws {
        let library = try RuleLibrary.locate(executablePath: BuiltBinary.url.path, variables: [:])
        #expect(
            library.directory.standardizedFileURL
                == Fixtures.packageRoot.appendingPathComponent("Rules").standardizedFileURL)
    }

    @Test func aCopiedBinaryUsesTheRulesNextToIt() throws {
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let binary = folder.appendingPathComponent("audit")
        try FileManager.default.copyItem(at: BuiltBinary.url, to: binary)
        let rules = folder.appendingPathComponent("Rules")
        try FileManager.default.createDirectory(at: rules, withIntermediateDirectories: true)
        // A marker rule set: the same id, one impossible rule, so its use is visible in the report.
        try Data(
            #"{"id": "wcag2-aa", "title": "next to the binary", "rules": [{"id": "marker", "kind": "contrast", "roles": ["text"], "minimum": 21}]}"#
                .utf8
        ).write(to: rules.appendingPathComponent("wcag2-aa.json"))
        let theme = folder.appendingPathComponent("t.json")
        try Data(
            ##"{"colors": {"a": "#000000", "b": "#FFFFFF"}, "pairings": [{"foreground": "a", "background": "b"}]}"##
                .utf8
        )
        .write(to: theme)
        var environment = ProcessInfo.processInfo.environment
        environment[RuleLibrary.environmentVariable] = nil
        let process = Process()
        process.executableURL = binary
        process.arguments = ["check", theme.path, "--format", "json"]
        process.currentDirectoryURL = folder
        process.environment = environment
        let output = Pipe()
        process.standardOutput = output
        process.standardError = Pipe()
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let text = String(decoding: data, as: UTF8.self)
        #expect(text.contains("\"rule\": \"marker\""), "\(text)")
    }

    @Test func environmentVariableOverrides() throws {
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let library = try RuleLibrary.locate(
            executablePath: BuiltBinary.url.path, variables: [RuleLibrary.environmentVariable: folder.path])
        #expect(library.directory.standardizedFileURL.path == folder.standardizedFileURL.path)
        #expect(throws: Diagnostic.self) {
            try RuleLibrary.locate(
                executablePath: nil, variables: [RuleLibrary.environmentVariable: "/nonexistent/rules"])
        }
        let outcome = runAudit(
            ["check", Fixtures.packageRoot.appendingPathComponent("Examples/catchup.json").path],
            variables: [RuleLibrary.environmentVariable: "/nonexistent/rules"])
        #expect(outcome.exitCode == .invalidInput)
        #expect(outcome.stderr.contains("CONTRASTAUDIT_RULES is \"/nonexistent/rules\", which is not a folder"))
    }
}
