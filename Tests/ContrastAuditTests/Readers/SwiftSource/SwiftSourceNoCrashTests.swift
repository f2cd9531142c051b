import Foundation
import Testing

@testable import ContrastAudit

/// The readers on every Swift file of this repository and every `.swift`/`.swiftinterface` file of the
/// toolchain: none may crash or hang, whatever it declares.
@Suite struct SwiftSourceNoCrashTests {
    static func files(under root: URL, extensions: Set<String>, maxBytes: Int) -> [URL] {
        guard let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: [.fileSizeKey])
        else { return [] }
        var found: [URL] = []
        for case let url as URL in enumerator where extensions.contains(url.pathExtension) {
            let size = (try? url.resourceValues(forKeys: [.fileSizeKey]).fileSize) ?? 0
            if size <= maxBytes { found.append(url) }
        }
        return found.sorted { $0.path < $1.path }
    }

    /// Reads one file as its own theme (lexing, scanning and evaluating every declaration).
    static func read(_ url: URL) throws {
        let language: CodeLanguage = url.pathExtension == "m" || url.pathExtension == "h" ? .objectiveC : .swift
        let bytes = Array(try Data(contentsOf: url))
        let file = CodeDeclarationScanner.scan(bytes, language: language)
        _ = CodeThemeBuilder.build(
            files: [file], paths: [url.lastPathComponent], name: "t", displayPath: "t", format: .swiftSource)
    }

    @Test func everySwiftFileOfThisRepository() throws {
        var count = 0
        for folder in ["Sources", "Tests", "Benchmarks", "Plugins"] {
            for url in Self.files(
                under: Fixtures.packageRoot.appendingPathComponent(folder), extensions: ["swift", "m", "h"],
                maxBytes: 4_000_000)
            {
                try Self.read(url)
                count += 1
            }
        }
        #expect(count > 100)
    }

    static let toolchain = URL(fileURLWithPath: "/opt/swift")

    @Test(.enabled(if: FileManager.default.fileExists(atPath: toolchain.path), "needs the toolchain at /opt/swift"))
    func everySwiftFileOfTheToolchain() throws {
        let files = Self.files(under: Self.toolchain, extensions: ["swift", "swiftinterface"], maxBytes: 64_000_000)
        for url in files { try Self.read(url) }
        #expect(!files.isEmpty)
    }

    @Test func objectiveCAndSwiftReadEachOther() throws {
        // The same bytes through the other language's lexer: still no crash.
        for url in Self.files(
            under: Fixtures.url("SwiftSourceReader"), extensions: ["swift", "m"], maxBytes: 1_000_000)
        {
            let bytes = Array(try Data(contentsOf: url))
            _ = CodeDeclarationScanner.scan(bytes, language: url.pathExtension == "m" ? .swift : .objectiveC)
        }
    }
}
