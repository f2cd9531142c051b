import Foundation
import Testing

/// Locates test fixtures next to the test sources, so they work from a fresh clone without resources.
enum Fixtures {
    static let testsRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    static let root = testsRoot.appendingPathComponent("Fixtures")
    static let snapshots = testsRoot.appendingPathComponent("Snapshots")
    static let packageRoot = testsRoot.deletingLastPathComponent().deletingLastPathComponent()

    static func url(_ relativePath: String) -> URL {
        root.appendingPathComponent(relativePath)
    }

    static func data(_ relativePath: String) throws -> Data {
        try Data(contentsOf: url(relativePath))
    }

    /// A fixture parsed with Foundation (test-only: the product never uses JSONSerialization).
    static func json(_ relativePath: String) throws -> Any {
        try JSONSerialization.jsonObject(with: data(relativePath))
    }
}

/// Material fetched from public sources (reference vectors, the SARIF and JUnit schemas, the real-world
/// corpus) lives beside the repository in `../shared`, never in it. CI always has it; a fresh clone may
/// not, and then the tests that need it are skipped with `SharedData.skipNote`, which Swift Testing prints.
enum SharedData {
    /// `$CONTRASTAUDIT_SHARED`, or `../shared` next to the package.
    static let root: URL = {
        if let path = ProcessInfo.processInfo.environment["CONTRASTAUDIT_SHARED"], !path.isEmpty {
            return URL(fileURLWithPath: path)
        }
        return Fixtures.packageRoot.deletingLastPathComponent().appendingPathComponent("shared")
    }()

    /// Whether the folder is there; checked by a file every part of it ships with.
    static let isAvailable = FileManager.default.fileExists(
        atPath: root.appendingPathComponent("reference/vectors.json").path)

    /// Why a test did not run, naming what is missing.
    static let skipNote: Comment =
        "needs ../shared (reference vectors, schemas and the real-world corpus, kept outside the repository)"

    /// The corpus as a path relative to the package root, as reports show it.
    static let corpusPath = "../shared/corpus"

    static func url(_ relativePath: String) -> URL {
        root.appendingPathComponent(relativePath)
    }

    static var corpus: URL { url("corpus") }
}

/// The reference vectors, loaded once; empty when `../shared` is absent (those tests are then skipped).
enum ReferenceVectors {
    nonisolated(unsafe) static let all: [String: Any] = {
        guard SharedData.isAvailable else { return [:] }
        // Present but unreadable must fail loudly rather than silently produce zero test cases.
        guard let data = try? Data(contentsOf: SharedData.url("reference/vectors.json")),
            let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any]
        else {
            fatalError("../shared/reference/vectors.json is malformed")
        }
        return object
    }()

    static func list(_ key: String) -> [[String: Any]] {
        guard SharedData.isAvailable else { return [] }
        guard let list = all[key] as? [[String: Any]], !list.isEmpty else {
            fatalError("vectors.json has no list \(key)")
        }
        return list
    }
}

/// A reference-vector entry as a test argument, named by its id so failures say which entry.
struct Vector: CustomTestStringConvertible, @unchecked Sendable {
    let fields: [String: Any]
    var testDescription: String { fields["id"] as? String ?? "entry" }

    subscript(key: String) -> Any? { fields[key] }

    func string(_ key: String) -> String { fields[key] as! String }
    func double(_ key: String) -> Double { (fields[key] as! NSNumber).doubleValue }
    func doubles(_ key: String) -> [Double] { (fields[key] as! [NSNumber]).map(\.doubleValue) }
    func dictionary(_ key: String) -> [String: Any] { fields[key] as! [String: Any] }
    func bool(_ key: String) -> Bool { fields[key] as! Bool }
}

extension Vector {
    static func all(_ key: String) -> [Vector] { ReferenceVectors.list(key).map { Vector(fields: $0) } }
}
