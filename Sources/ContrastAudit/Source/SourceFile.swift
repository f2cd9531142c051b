import Foundation

#if canImport(Glibc)
    import Glibc
    private let systemRead = Glibc.read
#elseif canImport(Musl)
    import Musl
    private let systemRead = Musl.read
#elseif canImport(Darwin)
    import Darwin
    private let systemRead = Darwin.read
#endif

/// Reads input files for every reader (and `--batch`), turning file-system failures into diagnostics
/// that name the path.
package enum SourceFile {
    /// The default size limit (32 MiB): far above any real theme file, low enough that a wrong path
    /// (a video, a disk image) fails at once instead of exhausting memory.
    package static let defaultMaxBytes = 32 * 1024 * 1024

    /// Reads a whole file, refusing it before reading when its size is known to exceed `maxBytes`.
    ///
    /// Failures are ``Diagnostic``s naming `displayPath`: `no such file`, `is a directory; expected a file`,
    /// `permission denied`, or the size limit.
    package static func read(
        at url: URL,
        displayPath: String,
        maxBytes: Int = SourceFile.defaultMaxBytes
    ) throws(Diagnostic) -> [UInt8] {
        let file = SourceLocation(path: displayPath)
        let descriptor = url.withUnsafeFileSystemRepresentation { path in
            path.map { open($0, O_RDONLY | O_CLOEXEC) } ?? -1
        }
        guard descriptor >= 0 else { throw SourceError.unreadable(readFailure(errno)).diagnostic(at: file) }
        defer { close(descriptor) }

        var info = stat()
        guard fstat(descriptor, &info) == 0 else {
            throw SourceError.unreadable(readFailure(errno)).diagnostic(at: file)
        }
        let kind = info.st_mode & mode_t(S_IFMT)
        if kind == mode_t(S_IFDIR) { throw SourceError.unreadable(.isDirectory).diagnostic(at: file) }
        // Only a regular file's size is known in advance; pipes and devices are read up to the limit.
        let knownSize = kind == mode_t(S_IFREG) ? Int(info.st_size) : nil
        if let knownSize, knownSize > maxBytes {
            throw SourceError.tooLarge(size: knownSize, limit: maxBytes).diagnostic(at: .start(of: displayPath))
        }

        var bytes: [UInt8] = []
        bytes.reserveCapacity(knownSize ?? 64 * 1024)
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let count = chunk.withUnsafeMutableBytes { systemRead(descriptor, $0.baseAddress, $0.count) }
            if count == 0 { break }
            if count < 0 {
                if errno == EINTR { continue }
                throw SourceError.unreadable(readFailure(errno)).diagnostic(at: file)
            }
            bytes.append(contentsOf: chunk[..<count])
            // The file grew after fstat, or its size was unknown: stop rather than read without bound.
            if bytes.count > maxBytes {
                throw SourceError.tooLarge(size: nil, limit: maxBytes).diagnostic(at: .start(of: displayPath))
            }
        }
        return bytes
    }

    private static func readFailure(_ code: Int32) -> SourceError.ReadFailure {
        switch code {
        case ENOENT, ENOTDIR: .noSuchFile
        case EISDIR: .isDirectory
        case EACCES, EPERM: .permissionDenied
        default: .other(String(cString: strerror(code)).lowercased())
        }
    }
}
