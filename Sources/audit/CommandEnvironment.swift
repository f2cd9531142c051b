import ContrastAudit
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What a command needs from its process, gathered in one value so tests can run commands in process
/// with fake streams, variables and folders.
struct CommandEnvironment: Sendable {
    /// Environment variables (`NO_COLOR`, `GITHUB_STEP_SUMMARY`, ...).
    var variables: [String: String]
    /// The folder relative paths are resolved against.
    var currentDirectory: String
    /// Whether standard output is a terminal (enables swatches and color in `auto` mode).
    var stdoutIsTerminal: Bool
    /// Whether standard error is a terminal (enables progress lines).
    var stderrIsTerminal: Bool
    /// Reads all of standard input (for `--batch -`).
    var readStandardInput: @Sendable () throws -> [UInt8]
    /// The path of the running executable, used to find `Rules/` next to it.
    var executablePath: String?

    /// Creates an environment.
    init(
        variables: [String: String] = [:], currentDirectory: String = FileManager.default.currentDirectoryPath,
        stdoutIsTerminal: Bool = false, stderrIsTerminal: Bool = false,
        readStandardInput: @escaping @Sendable () throws -> [UInt8] = { [] }, executablePath: String? = nil
    ) {
        self.variables = variables
        self.currentDirectory = currentDirectory
        self.stdoutIsTerminal = stdoutIsTerminal
        self.stderrIsTerminal = stderrIsTerminal
        self.readStandardInput = readStandardInput
        self.executablePath = executablePath
    }

    /// The environment of the running process.
    static func process() -> CommandEnvironment {
        CommandEnvironment(
            variables: ProcessInfo.processInfo.environment,
            currentDirectory: FileManager.default.currentDirectoryPath,
            stdoutIsTerminal: isatty(STDOUT_FILENO) == 1,
            stderrIsTerminal: isatty(STDERR_FILENO) == 1,
            readStandardInput: { [UInt8](FileHandle.standardInput.readDataToEndOfFile()) },
            executablePath: Self.currentExecutablePath())
    }

    /// Resolves a path given on the command line against `currentDirectory`.
    func url(for path: String) -> URL {
        if path.hasPrefix("/") { return URL(fileURLWithPath: path) }
        return URL(fileURLWithPath: currentDirectory).appendingPathComponent(path)
    }

    static func currentExecutablePath() -> String? {
        #if os(Linux)
            if let resolved = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") {
                return resolved
            }
        #endif
        return Bundle.main.executablePath ?? CommandLine.arguments.first
    }
}

/// The exit codes of `audit` (DESIGN.md §4).
enum ExitCode: Int32, Sendable {
    /// The command ran and nothing reached `--fail-on`.
    case success = 0
    /// Results at or above `--fail-on`.
    case failures = 1
    /// Usage error, or unreadable or invalid input: nothing audited, no output file written.
    case invalidInput = 2
}

/// What a command produced: its exit code and the text for each stream.
struct CommandOutcome: Sendable, Equatable {
    var exitCode: ExitCode
    var stdout: String
    var stderr: String

    /// Creates an outcome.
    init(exitCode: ExitCode, stdout: String = "", stderr: String = "") {
        self.exitCode = exitCode
        self.stdout = stdout
        self.stderr = stderr
    }
}
