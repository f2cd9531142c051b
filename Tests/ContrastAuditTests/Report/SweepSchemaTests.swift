import Foundation
import Testing

@testable import audit

/// The sweep's JSON output validates against `docs/sweep.schema.json`: the golden file and live reports
/// of several shapes (fixes, a brightness axis, two inputs, two rule sets).
@Suite(.tags(.slow)) struct SweepSchemaTests {
    static func validator() throws -> JSONSchemaValidator {
        try JSONSchemaValidator(
            contentsOf: Fixtures.packageRoot.appendingPathComponent("docs/sweep.schema.json"), options: .strict)
    }

    @Test func goldenFileValidates() throws {
        let instance = try JSONSerialization.jsonObject(
            with: Snapshot.data(named: "sweep/single-color-step10.json"))
        let violations = try Self.validator().validate(instance)
        #expect(violations.isEmpty, "\(violations.prefix(5).map(\.description))")
    }

    @Test func liveReportsValidate() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("ca-schema-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let shapes = """
            { "generator": { "inputs": { "bg": "hsb(40, 10%, 95%)", "fg": "#3366CC" },
                "tokens": { "surface": { "from": "bg", "saturation": { "scale": 0.5 } },
                            "ink": { "light": { "from": "fg", "lightness": 0.35 }, "dark": { "from": "fg", "lightness": 0.8 } } } },
              "colors": { "gray": "#777777", "white": "#FFFFFF" },
              "pairings": [ { "foreground": "ink", "background": "surface" }, { "foreground": "gray", "background": "white" },
                            { "statusBar": "surface", "style": "dark-content" } ] }
            """
        try Data(shapes.utf8).write(to: folder.appendingPathComponent("shapes.json"))
        let example = Fixtures.packageRoot.appendingPathComponent("Examples/single-color-generator.json").path
        for arguments in [
            ["sweep", example, "--step", "15", "--format", "json"],
            ["sweep", example, "--step", "30", "--format", "json", "--rules", "wcag2-aa", "--rules", "apca-advisory"],
            ["sweep", "shapes.json", "--step", "30,20,20", "--format", "json", "--rules", "wcag2-aa"],
        ] {
            let outcome = runAudit(arguments, directory: folder.path)
            #expect(outcome.exitCode != .invalidInput, "\(outcome.stderr)")
            let instance = try JSONSerialization.jsonObject(with: Data(outcome.stdout.utf8))
            let violations = try Self.validator().validate(instance)
            #expect(violations.isEmpty, "\(arguments): \(violations.prefix(5).map(\.description))")
        }
    }

    @Test func theSchemaRejectsAReportThatBreaksTheContract() throws {
        let outcome = runAudit(
            ["sweep", "Examples/single-color-generator.json", "--step", "30", "--format", "json"],
            directory: Fixtures.packageRoot.path)
        var report = try #require(try JSONSerialization.jsonObject(with: Data(outcome.stdout.utf8)) as? [String: Any])
        var checks = try #require(report["checks"] as? [[String: Any]])
        checks[0]["status"] = "pass"  // a passing check must have no failing picks
        checks[1]["fraction"] = 1.5
        report["checks"] = checks
        let violations = try Self.validator().validate(report)
        #expect(violations.contains { $0.instancePath.hasPrefix("/checks/0") })
        #expect(violations.contains { $0.instancePath == "/checks/1/fraction" })
    }
}
