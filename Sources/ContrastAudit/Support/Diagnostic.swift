import Foundation

/// A problem found in an input, located in its file, in the form compilers print: `path:line:column: error: message`.
///
/// Messages are lowercase without a final period and say what is wrong and what was expected, so that one line on
/// stderr is enough to fix the input.
public struct Diagnostic: Error, Sendable, Hashable, Codable, LocalizedError, CustomStringConvertible {
    /// How serious a problem with an input is; the raw values are the words printed before the message.
    ///
    /// Not the same as ``Severity``, which says how much a *failing rule result* matters: a diagnostic's `error`
    /// means the input cannot be used (exit 2) while a result's `error` is a rule failure (exit 1 under
    /// `--fail-on error`); a `note` only adds context to another diagnostic, while a result's `info` stands alone,
    /// and only result severities are ordered for `--fail-on`. Hence two types.
    public enum Level: String, Sendable, Hashable, Codable, CaseIterable {
        /// The input cannot be used.
        case error
        /// The input can be used but is probably not what its author meant.
        case warning
        /// Extra context attached to another diagnostic.
        case note
    }

    /// How serious the problem is.
    public var severity: Level
    /// Where the problem is; `nil` when it concerns no file (a command-line argument, for instance).
    public var location: SourceLocation?
    /// What is wrong and what was expected, lowercase, without a final period.
    public var message: String

    /// Creates a diagnostic.
    public init(severity: Level = .error, location: SourceLocation?, message: String) {
        self.severity = severity
        self.location = location
        self.message = message
    }

    /// The line printed on stderr: `path:line:column: error: message`, `path: error: message` when only the file is
    /// known, or `error: message` without a location.
    public var formatted: String {
        guard let location else { return "\(severity.rawValue): \(message)" }
        return "\(location): \(severity.rawValue): \(message)"
    }

    /// Same as ``formatted``.
    public var description: String { formatted }

    /// Same as ``formatted``, so that `localizedDescription` shows the location too.
    public var errorDescription: String? { formatted }
}

extension Diagnostic {
    /// Orders diagnostics by file position, then message, so lists print the same way every run.
    package static func inSourceOrder(_ lhs: Diagnostic, _ rhs: Diagnostic) -> Bool {
        switch (lhs.location, rhs.location) {
        case (nil, nil): return lhs.message < rhs.message
        case (nil, _): return true
        case (_, nil): return false
        case (let a?, let b?): return a != b ? a < b : lhs.message < rhs.message
        }
    }
}
