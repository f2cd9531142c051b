import Foundation
import Testing

@testable import ContrastAudit

/// Golden files stay honest: every file under `Snapshots/` belongs to a test that compares against it, and
/// none of them carries the tool's version.
@Suite struct SnapshotHygieneTests {
    /// Every golden file a test compares against, collected from the suites that own them.
    static var usedSnapshots: Set<String> {
        var names = CheckReportSnapshotTests.cases.map(\.snapshot)
        names += ReportFormatSnapshotTests.cases.map(\.snapshot)
        names += ReportFormatSnapshotTests.assetCatalogSnapshots
        names += HTMLRendererTests.goldens.map(\.snapshot)
        names.append(HTMLRendererTests.suggestionsSnapshot)
        names += SweepCommandTests.goldens.map(\.snapshot)
        names.append(CorpusConventionTests.summarySnapshot)
        names.append(PairingQualityTests.snapshot)
        return Set(names)
    }

    /// Paths relative to `Snapshots/` of every file there.
    static func storedSnapshots() throws -> Set<String> {
        let root = Fixtures.snapshots.standardizedFileURL
        guard let walker = FileManager.default.enumerator(at: root, includingPropertiesForKeys: [.isRegularFileKey])
        else { throw CocoaError(.fileReadNoSuchFile) }
        var names: Set<String> = []
        for case let url as URL in walker
        where try url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile == true {
            names.insert(String(url.standardizedFileURL.path.dropFirst(root.path.count + 1)))
        }
        return names
    }

    @Test func everyGoldenFileIsUsed() throws {
        let stored = try Self.storedSnapshots()
        #expect(!stored.isEmpty)
        let unused = stored.subtracting(Self.usedSnapshots).sorted()
        #expect(unused.isEmpty, "golden files no test compares against: \(unused.joined(separator: ", "))")
    }

    @Test func everyUsedGoldenFileExists() throws {
        let missing = Self.usedSnapshots.subtracting(try Self.storedSnapshots()).sorted()
        #expect(missing.isEmpty, "missing golden files: \(missing.joined(separator: ", "))")
    }

    @Test func noGoldenFileCarriesTheVersion() throws {
        for name in try Self.storedSnapshots().sorted() {
            let text = try String(contentsOf: Fixtures.snapshots.appendingPathComponent(name), encoding: .utf8)
            #expect(!text.contains(ToolVersion.current), "\(name) contains the version \(ToolVersion.current)")
        }
    }

    @Test func theVersionIsStoredAsItsPlaceholder() {
        let output = "\"version\": \"\(ToolVersion.current)\""
        #expect(Snapshot.normalized(output) == "\"version\": \"\(Snapshot.versionPlaceholder)\"")
    }
}
