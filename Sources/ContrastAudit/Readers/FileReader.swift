import Foundation

/// Reads input files for every reader, turning file-system failures into diagnostics that name the
/// path, and refusing files too large to be a theme before reading them.
public enum FileReader {
    /// The largest input file read (64 MiB): far above any real theme, low enough that a wrong path
    /// (a video, a disk image) fails at once instead of exhausting memory.
    public static let maxBytes = 64 * 1024 * 1024

    /// The bytes of the file at `url`; `displayPath` is how errors name it.
    public static func read(_ url: URL, displayPath: String, maxBytes: Int = FileReader.maxBytes) throws(Diagnostic) -> [UInt8] {
        func fail(_ message: String) -> Diagnostic {
            Diagnostic(severity: .error, location: SourceLocation(path: displayPath, line: 0, column: 0, offset: 0), message: message)
        }
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) else {
            throw fail("no such file")
        }
        if isDirectory.boolValue { throw fail("is a folder; expected a file") }
        guard FileManager.default.isReadableFile(atPath: url.path) else { throw fail("permission denied") }
        do {
            let attributes = try FileManager.default.attributesOfItem(atPath: url.path)
            if let size = attributes[.size] as? NSNumber, size.intValue > maxBytes {
                throw fail("file is \(size.intValue) bytes; the limit is \(maxBytes) bytes")
            }
            let data = try Data(contentsOf: url)
            if data.count > maxBytes { throw fail("file is \(data.count) bytes; the limit is \(maxBytes) bytes") }
            return [UInt8](data)
        } catch let diagnostic as Diagnostic {
            throw diagnostic
        } catch {
            throw fail("cannot read: \(error.localizedDescription)")
        }
    }
}
