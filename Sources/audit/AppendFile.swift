import ContrastAudit
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Appends to a file, for GitHub's job summary: `$GITHUB_STEP_SUMMARY` names a file that every step of a
/// job appends Markdown to, so it must never be replaced (as ``AtomicFile`` would) or truncated.
enum AppendFile {
    /// Appends `bytes` to the file at `url`, creating it if needed; `displayPath` names it in errors.
    static func append(_ bytes: [UInt8], to url: URL, displayPath: String) throws(Diagnostic) {
        func fail(_ code: Int32) -> Diagnostic {
            Diagnostic(
                severity: .error, location: SourceLocation(path: displayPath),
                message: "cannot append to the file: \(String(cString: strerror(code)).lowercased())")
        }
        let descriptor = url.withUnsafeFileSystemRepresentation { path in
            path.map { open($0, O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC, 0o644) } ?? -1
        }
        guard descriptor >= 0 else { throw fail(errno) }
        var written = 0
        while written < bytes.count {
            let count = bytes.withUnsafeBytes { buffer in
                write(descriptor, buffer.baseAddress! + written, buffer.count - written)
            }
            if count < 0 {
                if errno == EINTR { continue }
                let code = errno
                close(descriptor)
                throw fail(code)
            }
            written += count
        }
        if close(descriptor) != 0 { throw fail(errno) }
    }
}
