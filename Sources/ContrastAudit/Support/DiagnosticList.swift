import Foundation

/// Several diagnostics raised together (a stage reports every problem it finds, not only the first).
///
/// Its `description` and `localizedDescription` are the `file:line:column: error: message` lines, so an app
/// that shows `error.localizedDescription` shows what is wrong and where.
public struct DiagnosticList: Error, Sendable, Hashable, LocalizedError, CustomStringConvertible {
    /// The diagnostics, in the order they were found.
    public var diagnostics: [Diagnostic]

    /// Creates a list.
    public init(_ diagnostics: [Diagnostic]) {
        self.diagnostics = diagnostics
    }

    /// One line per diagnostic.
    public var description: String { diagnostics.map(\.formatted).joined(separator: "\n") }

    /// The message, for `localizedDescription`.
    public var errorDescription: String? { description }
}
