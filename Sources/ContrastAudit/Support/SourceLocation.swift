/// A position in a source file, as shown to people (`path:line:column`) and as used by tools that edit the file
/// (`offset`).
///
/// Lines and columns are 1-based. Columns count Unicode scalars from the start of the line, which is what editors
/// that jump to `path:line:column` expect; offsets count UTF-8 bytes so that a later edit can replace the exact
/// bytes of a value. A leading UTF-8 byte order mark is invisible in editors, so it takes no column, but offsets
/// still count its three bytes.
///
/// A location whose `line` is 0 names only a file: it is what errors about the file as a whole (unreadable, too
/// large) carry. Create one with ``init(path:)``.
public struct SourceLocation: Sendable, Hashable, Codable, Comparable, CustomStringConvertible {
    /// The file as the user named it (on the command line or in a configuration file).
    public var path: String
    /// 1-based line number; line breaks are `\n`, `\r\n` and `\r`. 0 when the location names only the file.
    public var line: Int
    /// 1-based column, counted in Unicode scalars from the start of the line. 0 when only the file is known.
    public var column: Int
    /// 0-based UTF-8 byte offset from the start of the file.
    public var offset: Int

    /// Creates a location at a known position in a file.
    public init(path: String, line: Int, column: Int, offset: Int) {
        self.path = path
        self.line = line
        self.column = column
        self.offset = offset
    }

    /// Creates a location that names only a file, for errors about the file as a whole.
    public init(path: String) {
        self.init(path: path, line: 0, column: 0, offset: 0)
    }

    /// Whether the location points into the file rather than naming only the file.
    package var hasPosition: Bool { line > 0 }

    /// `path:line:column`, or just `path` when the location names only the file; the form compilers use, so
    /// terminals and editors turn it into a link.
    public var description: String {
        hasPosition ? "\(path):\(line):\(column)" : path
    }

    /// The file's name without its folders (`List.swift`), for explanations that name another place.
    package var fileName: String { path.split(separator: "/").last.map(String.init) ?? path }

    /// `line:column` without the path, for messages that refer to another place in the same file.
    public var lineAndColumn: String { "\(line):\(column)" }

    /// Orders by path, then by position, so that diagnostics from several files read top to bottom.
    public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        (lhs.path, lhs.line, lhs.column, lhs.offset) < (rhs.path, rhs.line, rhs.column, rhs.offset)
    }
}

extension SourceLocation {
    /// Line 1, column 1 of a file: where errors about a file's content as a whole (too large, not UTF-8)
    /// are reported, so every content error has the `path:line:column:` form editors and CI expect.
    package static func start(of path: String) -> SourceLocation {
        SourceLocation(path: path, line: 1, column: 1, offset: 0)
    }
}
