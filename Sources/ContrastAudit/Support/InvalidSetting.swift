/// A setting that cannot be used: the value of a command-line option or a configuration key that does not
/// parse (`--appearances lihgt`, `--step 0`).
///
/// The library throws it where it parses such values; the command line adds the option's usage line.
public struct InvalidSetting: Error, Sendable, Equatable, CustomStringConvertible {
    /// What is wrong, naming the bad value and the expected syntax.
    public var message: String

    /// Creates the error.
    public init(_ message: String) {
        self.message = message
    }

    /// The text shown to users.
    public var description: String { "error: \(message)" }
}
