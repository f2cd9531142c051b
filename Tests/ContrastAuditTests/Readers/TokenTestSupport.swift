import Foundation
import Testing

@testable import ContrastAudit
@testable import audit

/// A temporary folder holding the given files (relative path → contents), removed after `body`.
func withTokenFiles<T>(_ files: [String: String], _ body: (URL) throws -> T) throws -> T {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("ca-tokens-\(UUID().uuidString)")
    for (path, contents) in files {
        let url = folder.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(contents.utf8).write(to: url)
    }
    defer { try? FileManager.default.removeItem(at: folder) }
    return try body(folder)
}

/// Reads `path` inside a temporary folder of `files` with the loader (format detection included), as `audit
/// check` does; paths in locations are relative to the folder.
func loadTokenTheme(_ files: [String: String], path: String, modes: [String: String] = [:]) throws -> Theme {
    try withTokenFiles(files) { folder in
        let themes = try ThemeLoader.load(paths: [path], base: folder, options: ReaderOptions(modes: modes))
        #expect(themes.count == 1)
        return try #require(themes.first)
    }
}

/// Runs `audit check` in process in a temporary folder of `files`.
func auditTokenFiles(_ files: [String: String], arguments: [String]) throws -> CommandOutcome {
    try withTokenFiles(files) { folder in
        runAudit(["check"] + arguments, directory: folder.path)
    }
}

extension Theme {
    /// Resolves every token in every appearance; fails the test on a resolution error.
    func resolvedForTest() throws -> ResolvedTheme {
        try ResolvedTheme(theme: self, appearances: Appearance.all)
    }
}

extension ResolvedTheme {
    /// The resolved color as `#RRGGBB[AA]`, or `nil`.
    func hex(_ token: String, _ appearance: String) -> String? {
        guard let appearance = Appearance(name: appearance) else { return nil }
        return color(token, in: appearance).map { $0.color.hex }
    }
}

extension Color {
    /// Whether linear sRGB components and alpha are within `tolerance` of another color's.
    func isClose(to other: Color, tolerance: Double = 1e-9) -> Bool {
        let difference = linearSRGB - other.linearSRGB
        return abs(difference.x) <= tolerance && abs(difference.y) <= tolerance && abs(difference.z) <= tolerance
            && abs(alpha - other.alpha) <= tolerance
    }
}
