import Foundation

/// Swift source files (`.swift`), or a folder holding them, read as one theme: color declarations become
/// tokens named by their declaration path (DESIGN.md §12).
package enum SwiftSourceReader: ThemeReader {
    package static let format = ThemeFormat.swiftSource

    package static func claims(_ url: URL, isDirectory: Bool, root: JSONNode?) -> ReaderClaim {
        CodeSourceInput.claim(url, isDirectory: isDirectory, extensions: CodeSourceInput.swiftExtensions)
    }

    package static func read(
        _ url: URL, displayPath: String, root: JSONNode?, options: ReaderOptions
    )
        throws(DiagnosticList) -> [Theme]
    {
        try CodeSourceInput.read(url, displayPath: displayPath, format: format, options: options)
    }

    /// Reads Swift or Objective-C source text given in memory, as one file of one theme (for tests and tools).
    package static func read(text: String, path: String, language: CodeLanguage = .swift) -> Theme? {
        let file = CodeDeclarationScanner.scan(Array(text.utf8), language: language)
        return CodeThemeBuilder.build(
            files: [file], paths: [path], name: path, displayPath: path,
            format: language == .swift ? .swiftSource : .objcSource)
    }
}
