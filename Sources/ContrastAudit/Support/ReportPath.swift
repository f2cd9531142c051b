/// How machine formats name files: relative to the folder the audit ran in, so that a report made in a
/// CI checkout points at the same file as one made on a laptop, and as a URI where the format wants one.
///
/// Everything here is lexical (no file-system access, no symbolic links resolved): the same paths and
/// working folder always give the same text, which the reports' byte-for-byte determinism needs.
package enum ReportPath {
    /// `path` relative to `folder` when it lies inside it (`./Themes/../App.json` from the package folder
    /// becomes `App.json`); otherwise the normalized absolute path, or with `parents` a path that climbs
    /// out of `folder` (`../Shared/Theme.json`). A relative `path` is first resolved against `base` (by
    /// default `folder` itself); with an empty `folder` it is only normalized.
    package static func relative(
        _ path: String, to folder: String, base: String? = nil, parents: Bool = false
    ) -> String {
        let folder = folder.isEmpty ? "" : normalized(folder)
        let base = base.map { $0.isEmpty ? "" : normalized($0) } ?? folder
        let full = path.hasPrefix("/") || base.isEmpty ? normalized(path) : normalized(base + "/" + path)
        guard !folder.isEmpty, full.hasPrefix("/") else { return full }
        if full == folder { return "." }
        let prefix = folder == "/" ? "/" : folder + "/"
        if full.hasPrefix(prefix) { return String(full.dropFirst(prefix.count)) }
        guard parents, folder.hasPrefix("/") else { return full }
        let from = folder.split(separator: "/")
        let to = full.split(separator: "/")
        var common = 0
        while common < min(from.count, to.count) && from[common] == to[common] { common += 1 }
        return (Array(repeating: "..", count: from.count - common) + to[common...].map(String.init))
            .joined(separator: "/")
    }

    /// `.` and empty segments removed and `..` applied (above the root of an absolute path it is dropped;
    /// a relative path keeps its leading `..`).
    package static func normalized(_ path: String) -> String {
        let absolute = path.hasPrefix("/")
        var segments: [Substring] = []
        for segment in path.split(separator: "/", omittingEmptySubsequences: true) {
            if segment == "." { continue }
            if segment == ".." {
                if let last = segments.last, last != ".." {
                    segments.removeLast()
                } else if !absolute {
                    segments.append(segment)
                }
                continue
            }
            segments.append(segment)
        }
        let joined = segments.joined(separator: "/")
        if absolute { return "/" + joined }
        return joined.isEmpty ? "." : joined
    }

    /// A URI reference for `path` as `relative(_:to:)` gives it (RFC 3986): a relative reference with each
    /// segment percent-encoded (`Custom%20Colors/Amber.colorset`), or a `file://` URI for a path outside
    /// the working folder.
    package static func uri(_ path: String, relativeTo workingDirectory: String) -> (uri: String, isRelative: Bool) {
        let relativePath = relative(path, to: workingDirectory)
        let encoded = relativePath.split(separator: "/", omittingEmptySubsequences: false).map {
            percentEncoded(String($0))
        }.joined(separator: "/")
        if relativePath.hasPrefix("/") { return ("file://" + encoded, false) }
        return (encoded, true)
    }

    /// RFC 3986 §2.3 unreserved characters pass; every other byte of the UTF-8 form is written `%XX` with
    /// uppercase hex (§2.1). Sub-delimiters, `:` and `@` are encoded too: always allowed, and a colon in
    /// the first segment of a relative reference would otherwise read as a scheme (§4.2).
    package static func percentEncoded(_ segment: String) -> String {
        let hex = Array("0123456789ABCDEF".utf8)
        var bytes: [UInt8] = []
        for byte in segment.utf8 {
            switch byte {
            case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
                UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"),
                UInt8(ascii: "~"):
                bytes.append(byte)
            default:
                bytes += [UInt8(ascii: "%"), hex[Int(byte >> 4)], hex[Int(byte & 0xF)]]
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
