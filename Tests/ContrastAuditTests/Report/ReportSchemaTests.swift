import Foundation
import Testing

@testable import audit

/// Every JSON report snapshot, and live reports, validate against `docs/report.schema.json`.
@Suite struct ReportSchemaTests {
    static func validator() throws -> JSONSchemaValidator {
        try JSONSchemaValidator(
            contentsOf: Fixtures.packageRoot.appendingPathComponent("docs/report.schema.json"), options: .strict)
    }

    static let snapshots: [String] = {
        let folder = Fixtures.snapshots.appendingPathComponent("check")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasSuffix(".json") }.sorted().map { "check/" + $0 }
    }()

    @Test func thereAreSnapshotsToValidate() {
        #expect(Self.snapshots.count >= 3)
    }

    @Test(arguments: snapshots)
    func snapshotValidates(_ name: String) throws {
        let instance = try JSONSerialization.jsonObject(
            with: Snapshot.data(named: name))
        let violations = try Self.validator().validate(instance)
        #expect(violations.isEmpty, "\(violations.prefix(5).map(\.description))")
    }

    @Test func liveReportsValidate() throws {
        for arguments in [
            ["check", "Examples/catchup.json", "--format", "json"],
            [
                "check", "Tests/ContrastAuditTests/Fixtures/Check/showcase.json", "--format", "json", "--rules",
                "apca-advisory",
            ],
        ] {
            let outcome = runAudit(arguments, directory: Fixtures.packageRoot.path)
            let instance = try JSONSerialization.jsonObject(with: Data(outcome.stdout.utf8))
            let violations = try Self.validator().validate(instance)
            #expect(violations.isEmpty, "\(violations.prefix(5).map(\.description))")
        }
    }

    @Test func theSchemaRejectsAReportThatBreaksTheContract() throws {
        let outcome = runAudit(
            ["check", "Examples/catchup.json", "--format", "json"], directory: Fixtures.packageRoot.path)
        var report = try #require(try JSONSerialization.jsonObject(with: Data(outcome.stdout.utf8)) as? [String: Any])
        var results = try #require(report["results"] as? [[String: Any]])
        results[0]["severity"] = "error"  // a pass must not have a severity
        results[1]["appearance"] = "dusk"
        report["results"] = results
        let violations = try Self.validator().validate(report)
        #expect(violations.contains { $0.instancePath.hasPrefix("/results/0") })
        #expect(violations.contains { $0.instancePath == "/results/1/appearance" })
    }
}
