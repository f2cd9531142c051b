import Foundation
import Testing

@testable import ContrastAudit

/// The Swift and Objective-C readers split their work across cores (declarations, usage bodies): the theme must
/// be the same as when one evaluator does everything in order, whatever the thread scheduling.
@Suite struct ReaderParallelismTests {
    static let folders = [
        "UsagePairings/UIKit", "UsagePairings/SwiftUI", "UsagePairings/Bodies", "UsagePairings/ObjC",
        "UsagePairings/Scheme", "UsagePairings/Literals", "UsagePairings/Unresolvable", "ThemeInstances/Instances",
        "ThemeInstances/Protocols", "ThemeInstances/Overrides", "SwiftSourceReader/App",
    ]

    /// The source files of a fixture folder, in path order, scanned.
    static func scanned(_ folder: String) throws -> (files: [CodeFile], paths: [String]) {
        let root = Fixtures.url(folder)
        let names = try FileManager.default.contentsOfDirectory(atPath: root.path).sorted().filter { name in
            ["swift", "m", "h"].contains((name as NSString).pathExtension)
        }
        var files: [CodeFile] = []
        for name in names {
            let bytes = try [UInt8](Data(contentsOf: root.appendingPathComponent(name)))
            files.append(CodeDeclarationScanner.scan(bytes, language: name.hasSuffix(".swift") ? .swift : .objectiveC))
        }
        return (files, names.map { folder + "/" + $0 })
    }

    static func build(_ files: [CodeFile], _ paths: [String], usageThreshold: Int) -> Theme? {
        CodeThemeBuilder.build(
            files: files, paths: paths, name: "t", displayPath: "t", format: .swiftSource,
            usageThreshold: usageThreshold)
    }

    @Test(arguments: folders)
    func usageReadInParallelEqualsReadInOrder(_ folder: String) throws {
        let (files, paths) = try Self.scanned(folder)
        try #require(!files.isEmpty)
        let inOrder = try #require(Self.build(files, paths, usageThreshold: .max))
        // Several times, so that a result depending on which thread finishes first has a chance to show.
        for _ in 0..<4 {
            let parallel = try #require(Self.build(files, paths, usageThreshold: 1))
            #expect(parallel.tokens == inOrder.tokens)
            #expect(parallel.pairings == inOrder.pairings)
            #expect(parallel.warnings == inOrder.warnings)
            #expect(parallel.unevaluatedPairings == inOrder.unevaluatedPairings)
        }
    }

    /// The fixtures above hold usage pairings at all (so the comparison is not between two empty lists).
    @Test func theFixturesHaveUsagePairings() throws {
        var total = 0
        for folder in Self.folders where folder.hasPrefix("UsagePairings/") {
            let (files, paths) = try Self.scanned(folder)
            total += Self.build(files, paths, usageThreshold: .max)?.pairings.count ?? 0
        }
        #expect(total >= 10)
    }
}
