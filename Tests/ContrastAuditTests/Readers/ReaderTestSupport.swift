import Foundation
import Testing

@testable import ContrastAudit
@testable import audit

/// A folder of files written for one test and removed when the value is released, so reader tests can
/// build catalogs and `res` folders on disk without shared state.
final class TemporaryTree {
    let url: URL

    /// Writes `files` (relative path → contents) under a new temporary folder.
    init(_ files: [String: String]) throws {
        url = FileManager.default.temporaryDirectory
            .appendingPathComponent("contrastaudit-\(UUID().uuidString)", isDirectory: true)
        for (path, contents) in files {
            let file = url.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(contents.utf8).write(to: file)
        }
    }

    deinit {
        try? FileManager.default.removeItem(at: url)
    }

    /// Loads `paths` (relative to the tree) the way `audit check` does.
    func load(_ paths: [String], options: ReaderOptions = ReaderOptions()) throws(DiagnosticList) -> [Theme] {
        try ThemeLoader.load(paths: paths, base: url, options: options)
    }

    /// Runs `audit` in the tree's folder.
    func run(_ arguments: [String]) -> CommandOutcome {
        runAudit(arguments, directory: url.path)
    }
}

/// The one theme a load must produce.
func onlyTheme(_ themes: [Theme], sourceLocation: Testing.SourceLocation = #_sourceLocation) throws -> Theme {
    try #require(themes.count == 1, "expected one theme, found \(themes.count)", sourceLocation: sourceLocation)
    return themes[0]
}

/// The diagnostics of a load that must fail.
func loadErrors(_ body: () throws(DiagnosticList) -> [Theme]) -> [Diagnostic] {
    do {
        let themes = try body()
        Issue.record("expected an error, loaded \(themes.count) theme(s)")
        return []
    } catch {
        return error.diagnostics
    }
}

extension Token {
    /// The variant with exactly this selector.
    func variant(_ selector: String) -> Variant? {
        let parsed = try! AppearanceSelector(parsing: selector)
        return variants.first { $0.selector == parsed }
    }

    /// The literal color of the variant with this selector.
    func literal(_ selector: String = "any") -> Color? {
        guard case .literal(let literal)? = variant(selector)?.value else { return nil }
        return literal.color
    }
}

extension Color {
    /// Components and alpha as 8-bit values, for comparing decoded hex and byte encodings exactly.
    var bytes: [Int] {
        [components.x, components.y, components.z, alpha].map { Int(($0 * 255).rounded()) }
    }
}

/// `Appearance` by canonical name, for table-driven tests.
func appearance(_ name: String) -> Appearance {
    guard let appearance = Appearance(name: name) else { fatalError("unknown appearance \(name)") }
    return appearance
}
