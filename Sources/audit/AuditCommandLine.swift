import ContrastAudit
import Foundation

/// The `audit` command line: dispatches to the commands and turns their outcomes into streams and an
/// exit code. Everything here is callable from tests with a fake `CommandEnvironment`.
enum AuditCommandLine {
    /// The tool's version, reported by `--version` and in reports.
    static let version = "0.1.0"

    static let usage = """
        usage: audit [check] [PATH ...] [options]     audit theme files or folders
               audit contrast FG BG [BG ...]          check one pairing, like a contrast checker
               audit contrast --batch FILE|-          one pairing per line
               audit suggest FG BG [BG ...]           the closest passing colors for a pairing
               audit sweep FILE [options]             evaluate a generator over every picked color
               audit pairings [PATH ...] [options]    list the pairings inferred from token names, with why
               audit rules [ID] [--format text|json]  list rule sets and rules, or explain one
               audit completion bash|zsh|fish         a shell completion script
               audit help [COMMAND] | audit COMMAND --help | audit --version
        """

    static let help = """
        audit \(version): color-contrast auditor for app color schemes.

        \(usage)

        Run 'audit help COMMAND' for a command's options.
        """

    /// One command of the tool: its name, its usage (shown after a usage error), its options (for
    /// completion scripts) and how it runs.
    struct Command {
        var name: String
        var usage: String
        var options: [ArgumentScanner.Option]
        var run: ([String], CommandEnvironment) -> CommandOutcome
    }

    /// Every command, in the order help, errors and completion scripts list them (`help` is handled
    /// here and listed after them).
    static var commands: [Command] {
        [
            Command(
                name: CheckCommand.name, usage: CheckCommand.usage, options: CheckCommand.options, run: CheckCommand.run
            ),
            Command(
                name: ContrastCommand.name, usage: ContrastCommand.usage, options: ContrastCommand.options,
                run: ContrastCommand.run),
            Command(
                name: SuggestCommand.name, usage: SuggestCommand.usage, options: SuggestCommand.options,
                run: SuggestCommand.run),
            Command(
                name: SweepCommand.name, usage: SweepCommand.usage, options: SweepCommand.options, run: SweepCommand.run
            ),
            Command(
                name: PairingsCommand.name, usage: PairingsCommand.usage, options: PairingsCommand.options,
                run: PairingsCommand.run),
            Command(
                name: RulesCommand.name, usage: RulesCommand.usage, options: RulesCommand.options, run: RulesCommand.run
            ),
            Command(
                name: CompletionCommand.name, usage: CompletionCommand.usage, options: [], run: CompletionCommand.run),
        ]
    }

    /// Runs the tool with `arguments` (without the program name) in `environment`.
    static func run(arguments: [String], environment: CommandEnvironment) -> CommandOutcome {
        guard let first = arguments.first else {
            // A bare `audit` runs the project's configured audit.
            return CheckCommand.run([], environment: environment)
        }
        let rest = Array(arguments.dropFirst())
        switch first {
        case "--version", "-V", "version":
            return CommandOutcome(exitCode: .success, stdout: "audit \(version)\n")
        case "--help", "-h":
            return CommandOutcome(exitCode: .success, stdout: help + "\n")
        case "help":
            guard let topic = rest.first else { return CommandOutcome(exitCode: .success, stdout: help + "\n") }
            return run(arguments: [topic, "--help"], environment: environment)
        default:
            if let command = commands.first(where: { $0.name == first }) {
                return command.run(rest, environment)
            }
            // `audit PATH` is `audit check PATH`; an option first (`audit --format json x`) too.
            if first.hasPrefix("-") || first.contains("/") || first.contains(".") || looksLikePath(first, environment) {
                return CheckCommand.run(arguments, environment: environment)
            }
            let names = commands.map(\.name) + ["help"]
            let hint = DidYouMean.hint(for: first, among: names)
            return usageFailure(
                UsageError(
                    "unknown command or path \(ColorSyntaxError.quote(first)); expected "
                        + names.joined(separator: ", ") + " or a theme path\(hint)"))
        }
    }

    static func looksLikePath(_ argument: String, _ environment: CommandEnvironment) -> Bool {
        FileManager.default.fileExists(atPath: environment.url(for: argument).path)
    }

    /// Runs the tool in this process's environment, writing its streams; returns the exit code.
    static func run(arguments: [String]) -> Int32 {
        let outcome = run(arguments: arguments, environment: .process())
        if !outcome.stdout.isEmpty { FileHandle.standardOutput.write(Data(outcome.stdout.utf8)) }
        if !outcome.stderr.isEmpty { FileHandle.standardError.write(Data(outcome.stderr.utf8)) }
        return outcome.exitCode.rawValue
    }

    /// The outcome for an error raised while reading arguments: the message and the usage, exit 2.
    static func usageFailure(_ error: any Error) -> CommandOutcome {
        if let usageError = error as? UsageError {
            let command = commands.first { $0.name == usageError.command }
            let text = "error: \(usageError.message)\n" + (command?.usage ?? usage) + "\n"
            return CommandOutcome(exitCode: .invalidInput, stderr: text)
        }
        if let diagnostic = error as? Diagnostic {
            return CommandOutcome(exitCode: .invalidInput, stderr: diagnostic.formatted + "\n")
        }
        return CommandOutcome(exitCode: .invalidInput, stderr: "error: \(error.localizedDescription)\n")
    }
}
