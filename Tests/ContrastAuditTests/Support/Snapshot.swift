import Foundation
import Testing

@testable import ContrastAudit

/// Golden files in `Tests/ContrastAuditTests/Snapshots/`. A mismatch fails with the first differing
/// line; `RECORD_SNAPSHOTS=1 swift test` rewrites them and fails every test that recorded, so a run that
/// records can never pass: review the diff, then run the tests again without it. The tool's version is
/// written as `{version}`, so a release does not touch every golden file.
enum Snapshot {
    static var recording: Bool { ProcessInfo.processInfo.environment["RECORD_SNAPSHOTS"] == "1" }

    /// What stands for `ToolVersion.current` in golden files.
    static let versionPlaceholder = "{version}"

    /// The output as stored: the version replaced by its placeholder.
    static func normalized(_ output: String) -> String {
        output.replacingOccurrences(of: ToolVersion.current, with: versionPlaceholder)
    }

    /// A golden file as the tool wrote it (the placeholder replaced by the version), for schema checks.
    static func data(named name: String) throws -> Data {
        let stored = try String(contentsOf: Fixtures.snapshots.appendingPathComponent(name), encoding: .utf8)
        return Data(stored.replacingOccurrences(of: versionPlaceholder, with: ToolVersion.current).utf8)
    }

    static func assertMatches(
        _ actual: String, named name: String, sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) throws {
        let actual = normalized(actual)
        let url = Fixtures.snapshots.appendingPathComponent(name)
        if recording {
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(actual.utf8).write(to: url)
            Issue.record(
                "recorded snapshot \(name); review the diff, then run swift test without RECORD_SNAPSHOTS",
                sourceLocation: sourceLocation)
            return
        }
        guard FileManager.default.fileExists(atPath: url.path) else {
            Issue.record("missing snapshot \(name); run RECORD_SNAPSHOTS=1 swift test", sourceLocation: sourceLocation)
            return
        }
        let expected = String(decoding: try Data(contentsOf: url), as: UTF8.self)
        if expected == actual { return }
        let expectedLines = expected.split(separator: "\n", omittingEmptySubsequences: false)
        let actualLines = actual.split(separator: "\n", omittingEmptySubsequences: false)
        let index =
            (0..<min(expectedLines.count, actualLines.count)).first { expectedLines[$0] != actualLines[$0] }
            ?? min(expectedLines.count, actualLines.count)
        let want = index < expectedLines.count ? String(expectedLines[index]) : "<end>"
        let got = index < actualLines.count ? String(actualLines[index]) : "<end>"
        Issue.record(
            "snapshot \(name) differs at line \(index + 1):\n  expected: \(want)\n  actual:   \(got)",
            sourceLocation: sourceLocation)
    }
}
