import Foundation
import Testing

/// The library's folders are layers (docs/DESIGN.md §3): a file may use types of its own folder and of the
/// layers beneath it, never of a layer above it or of a sibling in the same layer. A check over the source
/// text: type names declared at the start of a line, looked up in every other file.
@Suite struct LayerTests {
    /// Bottom first; folders in one entry are siblings that must not use each other.
    static let layers: [[String]] = [
        ["Support"],
        ["Color"],
        ["Source"],
        ["Code"],
        ["Contrast"],
        ["Theme"],
        ["Generator"],
        ["Readers"],
        ["Suggestions"],
        ["Results"],
        ["Rules"],
        ["Fixes"],
        ["Live", "Sweep"],
        ["Report"],
        ["Audit"],
    ]

    static let sources = Fixtures.packageRoot.appendingPathComponent("Sources/ContrastAudit")

    struct File {
        var folder: String
        var name: String
        var text: String
    }

    static func files() throws -> [File] {
        let manager = FileManager.default
        var files: [File] = []
        for folder in try manager.contentsOfDirectory(atPath: sources.path).sorted() {
            let url = sources.appendingPathComponent(folder)
            for name in try manager.contentsOfDirectory(atPath: url.path).sorted() where name.hasSuffix(".swift") {
                let text = try String(contentsOf: url.appendingPathComponent(name), encoding: .utf8)
                files.append(File(folder: folder, name: name, text: text))
            }
        }
        return files
    }

    /// Types declared in a file: at the top level only, or also nested ones (generic parameters and nested
    /// types such as `Key` or `Range` belong to the file that declares them, not to its folder).
    static func declaredTypes(_ text: String, nested: Bool = false) -> Set<String> {
        let indent = nested ? "[ \\t]*" : ""
        let pattern =
            "(?m)^\(indent)(?:@\\w+\\s+)*(?:(?:public|package|internal|fileprivate|private|final|indirect)\\s+)*"
            + "(?:struct|enum|class|protocol|actor|typealias)\\s+(\\w+)"
        return Set(matches(pattern, in: text, group: 1))
    }

    /// Capitalized identifiers outside comments and string literals.
    static func usedNames(_ text: String) -> Set<String> {
        let code = try! NSRegularExpression(pattern: #"//[^\n]*|"(?:\\.|[^"\\\n])*""#).stringByReplacingMatches(
            in: text, range: NSRange(text.startIndex..., in: text), withTemplate: "")
        return Set(matches(#"\b[A-Z]\w*\b"#, in: code, group: 0))
    }

    static func matches(_ pattern: String, in text: String, group: Int) -> [String] {
        let regex = try! NSRegularExpression(pattern: pattern)
        return regex.matches(in: text, range: NSRange(text.startIndex..., in: text)).compactMap {
            Range($0.range(at: group), in: text).map { String(text[$0]) }
        }
    }

    @Test func everyFolderIsALayer() throws {
        let folders = Set(try Self.files().map(\.folder))
        #expect(folders == Set(Self.layers.joined()), "place new folders in LayerTests.layers and DESIGN.md §3")
    }

    @Test func noFileUsesALayerAboveIt() throws {
        let files = try Self.files()
        var rank: [String: Int] = [:]
        for (index, folders) in Self.layers.enumerated() { for folder in folders { rank[folder] = index } }
        // The first folder that declares a name owns it; a name declared in several folders (nested types
        // such as `Token`) counts only where no file of the user's own folder or below declares it.
        var owners: [String: Set<String>] = [:]
        for file in files {
            for name in Self.declaredTypes(file.text) { owners[name, default: []].insert(file.folder) }
        }
        var violations: [String] = []
        for file in files {
            let own = Self.declaredTypes(file.text, nested: true)
            let mine = try #require(rank[file.folder])
            for name in Self.usedNames(file.text).subtracting(own).sorted() {
                guard let folders = owners[name], !folders.contains(file.folder) else { continue }
                if folders.contains(where: { (rank[$0] ?? .max) < mine }) { continue }
                violations.append(
                    "\(file.folder)/\(file.name) uses \(name) from \(folders.sorted().joined(separator: ", "))")
            }
        }
        #expect(violations.isEmpty, "\(violations.joined(separator: "\n"))")
    }

    /// The check itself must be able to fail: a made-up file in Theme/ that uses a renderer.
    @Test func aReferenceUpwardsIsFound() {
        let used = Self.usedNames("let text = ReportTextRenderer.render(report) // Theme is fine")
        #expect(used.contains("ReportTextRenderer"))
        #expect(!used.contains("Theme"))
        #expect(Self.declaredTypes("    public struct Inner {\nextension Outer {", nested: true) == ["Inner"])
        #expect(Self.declaredTypes("public enum Outer {\n    struct Inner {}\n}") == ["Outer"])
    }
}
