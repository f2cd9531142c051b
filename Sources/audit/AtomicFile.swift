import ContrastAudit
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Writes files all at once or not at all: a temporary file in the same folder, then a rename, so a
/// reader (or a CI step) never sees half a report, and a failed write leaves the old file untouched.
enum AtomicFile {
    /// Writes `bytes` to `url`, replacing it atomically.
    static func write(_ bytes: [UInt8], to url: URL, displayPath: String) throws(Diagnostic) {
        try write(Data(bytes), to: url, displayPath: displayPath)
    }

    /// Writes a report's text, from the string's own bytes when it holds them in one piece (a 48 MB
    /// JSON report is then not copied once more before it is written).
    static func write(_ text: String, to url: URL, displayPath: String) throws(Diagnostic) {
        let written =
            text.utf8.withContiguousStorageIfAvailable { buffer -> Result<Void, Diagnostic>? in
                guard let base = buffer.baseAddress, !buffer.isEmpty else { return nil }
                let data = Data(
                    bytesNoCopy: UnsafeMutableRawPointer(mutating: base), count: buffer.count, deallocator: .none)
                do throws(Diagnostic) {
                    try write(data, to: url, displayPath: displayPath)
                    return .success(())
                } catch {
                    return .failure(error)
                }
            } ?? nil
        if let written { return try written.get() }
        try write(Data(text.utf8), to: url, displayPath: displayPath)
    }

    /// Writes `data` to `url`, replacing it atomically and keeping an existing file's permissions (a
    /// fixed theme file stays as readable and writable as it was).
    static func write(_ data: Data, to url: URL, displayPath: String) throws(Diagnostic) {
        let folder = url.deletingLastPathComponent()
        let temporary = folder.appendingPathComponent(".\(url.lastPathComponent).\(UUID().uuidString).tmp")
        func fail(_ message: String) -> Diagnostic {
            Diagnostic(severity: .error, location: SourceLocation(path: displayPath), message: message)
        }
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder.path, isDirectory: &isDirectory), isDirectory.boolValue
        else {
            throw fail("cannot write: the folder \(folder.path) does not exist")
        }
        if FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), isDirectory.boolValue {
            throw fail("cannot write: is a folder; expected a file path")
        }
        // A device or a pipe (`--output /dev/null`, `--output /dev/stdout`, a FIFO) is written in place:
        // renaming a file over it would replace the device itself (as root, /dev/null for everyone).
        var status = stat()
        if stat(url.path, &status) == 0, status.st_mode & S_IFMT != S_IFREG {
            try writeInPlace(data, to: url.path, fail: fail)
            return
        }
        var attributes: [FileAttributeKey: Any]?
        if let existing = try? FileManager.default.attributesOfItem(atPath: url.path),
            let permissions = existing[.posixPermissions]
        {
            attributes = [.posixPermissions: permissions]
        }
        guard FileManager.default.createFile(atPath: temporary.path, contents: data, attributes: attributes) else {
            throw fail("cannot write a temporary file in \(folder.path)")
        }
        if rename(temporary.path, url.path) != 0 {
            let reason = String(cString: strerror(errno))
            unlink(temporary.path)
            throw fail("cannot write: \(reason)")
        }
    }

    /// Writes `data` into an existing file that is not a regular file, without replacing it.
    static func writeInPlace(_ data: Data, to path: String, fail: (String) -> Diagnostic) throws(Diagnostic) {
        let descriptor = open(path, O_WRONLY)
        guard descriptor >= 0 else { throw fail("cannot write: \(String(cString: strerror(errno)))") }
        defer { close(descriptor) }
        let handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: false)
        var written = true
        do {
            try handle.write(contentsOf: data)
        } catch {
            written = false
        }
        guard written else { throw fail("cannot write: \(String(cString: strerror(errno)))") }
    }
}
