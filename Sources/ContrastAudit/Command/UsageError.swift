/// A command line that cannot be run: an unknown option, a missing value, a malformed color.
///
/// Reported on standard error as `error: message` followed by the command's usage line, exit code 2.
public struct UsageError: Error, Sendable, Equatable {
    /// What is wrong, naming the bad argument and the expected syntax.
    public var message: String
    /// The command whose usage line to show.
    public var command: String?

    /// Creates a usage error.
    public init(_ message: String, command: String? = nil) {
        self.message = message
        self.command = command
    }
}
