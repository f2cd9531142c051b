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

/// The reference vectors, loaded once.
enum ReferenceVectors {
    nonisolated(unsafe) static let all: [String: Any] = {
        // A missing fixture must fail loudly rather than silently produce zero test cases.
        guard let object = try? Fixtures.json("Reference/vectors.json") as? [String: Any] else {
            fatalError("Fixtures/Reference/vectors.json is missing or malformed")
        }
        return object
    }()

    static func list(_ key: String) -> [[String: Any]] {
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
