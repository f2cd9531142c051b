import ContrastAudit

/// A command line that cannot be run: an unknown option, a missing value, a malformed color.
///
/// Reported on standard error as `error: message` followed by the command's usage line, exit code 2.
struct UsageError: Error, Sendable, Equatable {
    /// What is wrong, naming the bad argument and the expected syntax.
    var message: String
    /// The command whose usage line to show.
    var command: String?

    /// Creates a usage error.
    init(_ message: String, command: String? = nil) {
        self.message = message
        self.command = command
    }
}
