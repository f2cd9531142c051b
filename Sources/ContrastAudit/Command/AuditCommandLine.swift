/// Entry point of the `audit` command-line tool.
public enum AuditCommandLine {
    /// Runs the tool with the given arguments (without the program name) and returns the exit code.
    public static func run(arguments: [String]) -> Int32 {
        0
    }
}
