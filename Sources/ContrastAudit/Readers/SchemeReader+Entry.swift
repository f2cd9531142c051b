import Foundation

/// Entry points for apps: a scheme from a file URL or from `Data`, with every problem reported at once.
extension SchemeReader {
    /// Reads the scheme file at `url`; diagnostics name it by `displayPath` (default: the URL's path).
    ///
    /// - Throws: every problem found, in file order (an unreadable file is one diagnostic).
    public static func read(contentsOf url: URL, displayPath: String? = nil) throws(DiagnosticList) -> Theme {
        let path = displayPath ?? url.path
        let root: JSONNode
        do {
            let bytes = try SourceFile.read(at: url, displayPath: path)
            root = try JSONParser.parse(bytes, path: path)
        } catch {
            throw DiagnosticList([error])
        }
        return try readAll(root, path: path)
    }

    /// Reads a scheme from `data` (a download, a paste, a document's contents); `path` names it in
    /// diagnostics.
    ///
    /// - Throws: every problem found, in file order.
    public static func read(_ data: Data, path: String) throws(DiagnosticList) -> Theme {
        let root: JSONNode
        do {
            root = try JSONParser.parse([UInt8](data), path: path)
        } catch {
            throw DiagnosticList([error])
        }
        return try readAll(root, path: path)
    }
}
