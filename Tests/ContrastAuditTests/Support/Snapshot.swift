import Foundation
import Testing

/// Golden files in `Tests/ContrastAuditTests/Snapshots/`. A mismatch fails with the first differing
/// line; `RECORD_SNAPSHOTS=1 swift test` rewrites them (then review the diff before committing).
enum Snapshot {
    static var recording: Bool { ProcessInfo.processInfo.environment["RECORD_SNAPSHOTS"] == "1" }

    static func assertMatches(
        _ actual: String, named name: String, sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) throws {
        let url = Fixtures.snapshots.appendingPathComponent(name)
        if recording {
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(actual.utf8).write(to: url)
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
