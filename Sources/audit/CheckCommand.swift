import ContrastAudit
import Foundation

/// `audit [check] [PATH ...]`: audits theme files or folders against rule sets, for every appearance,
/// and exits 0 (nothing reached `--fail-on`), 1 (something did) or 2 (bad input, nothing audited).
///
/// The command is split by job: its options and the settings they make (`CheckCommand+Settings.swift`),
/// running the audit (this file), writing the report and the other outputs (`CheckCommand+Output.swift`),
/// planning and writing fixes (`CheckCommand+Fixes.swift`), and `--list-tokens` (`CheckCommand+ListTokens.swift`).
enum CheckCommand {
    static let name = "check"

    static let usage = """
        usage: audit [check] [PATH ...] [--rules ID|FILE ...] [--format FORMAT] [--output FILE]
                     [--appearances LIST|standard|all] [--fail-on error|warning|never] [--only-failures]
                     [--config FILE] [--baseline FILE] [--write-baseline FILE] [--conventions auto|always|never]
                     [--fixes] [--fix [--dry-run]] [--allow-empty] [--input-format FORMAT] [--idiom IDIOM]
                     [--color auto|always|never] [-q|--quiet]
               audit check --list-tokens [PATH ...] [--format text|json]
        """

    static let help = """
        Audits every foreground/background pairing of theme files under every appearance.

        \(usage)

        PATH is a theme file or a folder to search (default: the "themes" of .contrastaudit.json).

        Options:
        \(ArgumentScanner.help(options))

        With --format github and GITHUB_STEP_SUMMARY set, the Markdown report is appended to that file.

        Exit status: 0 when nothing reached --fail-on, 1 when something did, 2 for bad input (nothing is
        audited and no output file is written).
        """

    static func run(_ arguments: [String], environment: CommandEnvironment) -> CommandOutcome {
        let settings: Settings
        do {
            let parsed = try ArgumentScanner.parse(arguments, options: options, command: name)
            if parsed.has("--help") {
                return CommandOutcome(exitCode: .success, stdout: help + "\n")
            }
            settings = try makeSettings(parsed, environment: environment)
        } catch {
            return settingsFailure(error)
        }
        if settings.listTokens { return listTokens(settings) }

        var audited: Audited
        var first: Audited?
        var notes = ""
        do {
            audited = try audit(settings, environment: environment)
            if settings.planFixes {
                switch try fix(audited, settings: settings, environment: environment) {
                case .dryRun(let outcome):
                    ProcessLifetime.keep(audited)
                    return outcome
                case .fixed(let again, let fixNotes):
                    first = audited
                    audited = again
                    notes = fixNotes
                }
            }
        } catch {
            return failure(error.diagnostics)
        }
        let outcome = deliver(audited, notes: notes, settings: settings, environment: environment)
        // The process exits next: freeing a large audit value by value would only cost time.
        ProcessLifetime.keep(audited, first as Any)
        return outcome
    }

    /// An audit with what produced it, for planning and writing fixes.
    typealias Audited = Auditor.Outcome

    /// The library's auditor for these settings.
    static func auditor(_ settings: Settings, environment: CommandEnvironment) -> Auditor {
        Auditor(
            paths: settings.paths, base: settings.base, ruleSets: settings.ruleReferences, ruleBase: settings.ruleBase,
            appearances: settings.appearances, conventions: settings.conventions, configuration: settings.config,
            readerOptions: settings.readerOptions, executablePath: environment.executablePath,
            variables: environment.variables)
    }

    static func audit(_ settings: Settings, environment: CommandEnvironment) throws(DiagnosticList) -> Audited {
        try auditor(settings, environment: environment).run()
    }

    /// The outcome for an error raised while reading the arguments and the configuration: a usage error
    /// with the usage, or located input errors.
    static func settingsFailure(_ error: any Error) -> CommandOutcome {
        if let diagnostic = error as? Diagnostic { return failure([diagnostic]) }
        return AuditCommandLine.usageFailure(error)
    }

    /// The most input errors printed by one run; the rest are counted.
    static let maximumErrors = 50

    /// Exit 2 with every input error (up to `maximumErrors`, then how many more there are).
    static func failure(_ diagnostics: [Diagnostic]) -> CommandOutcome {
        var stderr = diagnostics.prefix(maximumErrors).map { $0.formatted + "\n" }.joined()
        if diagnostics.count > maximumErrors {
            let rest = diagnostics.count - maximumErrors
            stderr +=
                "error: \(rest) more error\(rest == 1 ? "" : "s") not shown (the first \(maximumErrors) are above)\n"
        }
        return CommandOutcome(exitCode: .invalidInput, stderr: stderr)
    }
}
