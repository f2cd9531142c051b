import ContrastAudit
import Foundation

/// `audit sweep FILE`: evaluates a scheme's generator over every pick (`docs/generators.md`), and exits
/// like `check`: 0 when no check fails at or above `--fail-on`, 1 when one does, 2 for bad input.
enum SweepCommand {
    static let name = "sweep"

    static let formats = ["text", "json", "html"]

    static let usage = """
        usage: audit sweep FILE [--step N|H,S[,B]] [--rules ID|FILE ...] [--format text|json|html]
                                [--output FILE] [--fail-on error|warning|never] [--regions N] [--no-fixes]
                                [--color auto|always|never] [--quiet]
        """

    static let help = """
        Evaluates a generator (a scheme derived from picked colors) over the whole input space: every hue,
        saturation and, when some token keeps the pick's brightness, brightness. Reports for each pairing and
        rule the share of picks that fail, the failing regions, the worst picks, and the smallest change to
        one of the generator's constants that makes each region pass (verified by sweeping again).

        \(usage)

        Options:
        \(ArgumentScanner.help(options, width: 24))

        Exit status: 0 when no pick fails at or above --fail-on, 1 when one does, 2 for bad input.
        """

    /// Every option, with its help: parsing, `--help` and the completion scripts all read this.
    static let options: [ArgumentScanner.Option] = [
        .init(
            name: "--step", takesValue: true, valueName: "N|H,S[,B]",
            help: "grid spacing: N degrees of hue and N percent of saturation and brightness, or\n"
                + "each separately (default 1: every degree and every percent)"),
        .init(
            name: "--rules", takesValue: true, repeatable: true, valueName: "ID|FILE",
            help: "rule set to apply (repeatable): wcag2-aa (default), wcag2-aaa, apple-hig,\n"
                + "apca-advisory, or a rule-set file"),
        .init(
            name: "--format", takesValue: true, valueName: "FORMAT",
            help: "text (default), json, or html (a page with a heat map per pairing)", choices: formats),
        .init(
            name: "--output", takesValue: true, valueName: "FILE",
            help: "write the report to FILE (atomically) instead of standard output"),
        .init(
            name: "--fail-on", takesValue: true, valueName: "LEVEL",
            help: "exit 1 when some pick fails a rule of severity error (default), warning, or never",
            choices: ["error", "warning", "never"]),
        .init(
            name: "--regions", takesValue: true, valueName: "N",
            help: "list at most N regions per failing check (default 6)"),
        .init(name: "--no-fixes", takesValue: false, help: "skip the search for constant changes (faster)"),
        .init(
            name: "--color", takesValue: true, valueName: "WHEN",
            help: "auto (default), always or never; NO_COLOR also turns color off",
            choices: ["auto", "always", "never"]),
        .init(name: "--quiet", takesValue: false, help: "no progress line on standard error"),
        .help,
    ]

    /// What the command line asked for.
    struct Settings {
        var parsed: ArgumentScanner.Parsed
        var step: SweepStep
        var format: String
        var failOn: Severity?
        var regions: Int
        var style: TerminalStyle
    }

    static func run(_ arguments: [String], environment: CommandEnvironment) -> CommandOutcome {
        let settings: Settings
        do {
            guard let parsedSettings = try parseSettings(arguments, environment: environment) else {
                return CommandOutcome(exitCode: .success, stdout: help + "\n")
            }
            settings = parsedSettings
        } catch {
            return AuditCommandLine.usageFailure(error)
        }
        let parsed = settings.parsed

        let path = parsed.positionals[0]
        let ruleSets: [RuleSet]
        let generator: Generator
        do {
            ruleSets = try loadRuleSets(parsed.all("--rules"), environment: environment)
        } catch {
            return CheckCommand.failure(error.diagnostics)
        }
        do throws(Diagnostic) {
            generator = try readGenerator(path, environment: environment)
        } catch {
            return CheckCommand.failure([error])
        }

        let progress = ProgressLine(enabled: environment.stderrIsTerminal && !parsed.has("--quiet"))
        var sweepOptions = SweepOptions(
            step: settings.step, maximumRegions: settings.regions, searchFixes: !parsed.has("--no-fixes"))
        if progress.enabled {
            sweepOptions.progress = { @Sendable update in progress.show(update) }
        }
        let report: SweepReport
        do {
            report = try Sweep.run(generator, ruleSets: ruleSets, options: sweepOptions)
        } catch {
            progress.clear()
            return CheckCommand.failure(error.diagnostics)
        }
        progress.clear()

        let rendered: String
        switch settings.format {
        case "json": rendered = SweepJSONRenderer.render(report)
        case "html": rendered = SweepHTMLRenderer.render(report)
        default: rendered = SweepTextRenderer.render(report, style: settings.style)
        }
        var stdout = rendered
        var stderr = ""
        if let output = parsed.value("--output") {
            do {
                try AtomicFile.write(Array(rendered.utf8), to: environment.url(for: output), displayPath: output)
            } catch {
                return CheckCommand.failure([error])
            }
            stdout = ""
            if !parsed.has("--quiet") { stderr = SweepTextRenderer.summaryLine(report) + "\n" }
        }
        let failed = report.hasFailures(atLeast: settings.failOn)
        return CommandOutcome(exitCode: failed ? .failures : .success, stdout: stdout, stderr: stderr)
    }

    /// The options checked and converted; `nil` when `--help` asks for the help text.
    static func parseSettings(_ arguments: [String], environment: CommandEnvironment) throws -> Settings? {
        let parsed = try ArgumentScanner.parse(arguments, options: options, command: name)
        if parsed.has("--help") { return nil }
        guard parsed.positionals.count == 1 else {
            throw UsageError(
                parsed.positionals.isEmpty
                    ? "no file to sweep; give a scheme file with a \"generator\""
                    : "expected one scheme file, found \(parsed.positionals.count)", command: name)
        }
        let step: SweepStep
        if let text = parsed.value("--step") {
            do {
                step = try SweepStep(parsing: text)
            } catch {
                throw UsageError(error.message, command: name)
            }
        } else {
            step = .default
        }
        let format = try parsed.choice("--format", default: "text")
        let failText = try parsed.choice("--fail-on", default: "error")
        let failOn = failText == "never" ? nil : Severity(rawValue: failText)
        var regions = 6
        if let text = parsed.value("--regions") {
            guard let count = Int(text), count >= 1 else {
                throw UsageError(
                    "invalid --regions \(ColorSyntaxError.quote(text)); expected a whole number of 1 or more",
                    command: name)
            }
            regions = count
        }
        let colorMode = try parsed.choice("--color", default: "auto")
        let style = TerminalStyle.resolve(
            mode: colorMode, isTerminal: parsed.value("--output") == nil && environment.stdoutIsTerminal,
            variables: environment.variables)
        return Settings(
            parsed: parsed, step: step, format: format, failOn: failOn, regions: regions, style: style)
    }

    /// The generator of the scheme at `path`; an error when the scheme has none.
    static func readGenerator(_ path: String, environment: CommandEnvironment) throws(Diagnostic) -> Generator {
        let bytes = try SourceFile.read(at: environment.url(for: path), displayPath: path)
        guard let found = try SchemeReader.readGenerator(bytes, path: path) else {
            throw Diagnostic(
                severity: .error, location: SourceLocation.start(of: path),
                message: "this scheme has no \"generator\"; audit sweep evaluates a generator over every pick "
                    + "(see docs/generators.md); use audit check for a scheme of fixed colors")
        }
        return found
    }

    /// The rule sets named (the default one when none is), each error collected.
    static func loadRuleSets(
        _ references: [String], environment: CommandEnvironment
    ) throws(DiagnosticList) -> [RuleSet] {
        try Auditor(
            paths: [], base: URL(fileURLWithPath: environment.currentDirectory),
            ruleSets: references.isEmpty ? [RuleLibrary.defaultRuleSet] : references,
            executablePath: environment.executablePath, variables: environment.variables
        ).loadRuleSets()
    }
}

/// A progress line on a terminal's standard error, rewritten in place and erased at the end. Only
/// used when standard error is a terminal, so logs and pipes never see it.
final class ProgressLine: @unchecked Sendable {
    let enabled: Bool
    private let lock = NSLock()

    init(enabled: Bool) {
        self.enabled = enabled
    }

    func show(_ progress: SweepProgress) {
        guard enabled, progress.total > 0 else { return }
        let percent = progress.done * 100 / progress.total
        let text = "\r\u{1B}[2K\(progress.phase) \(percent)% (\(progress.done)/\(progress.total))"
        lock.lock()
        FileHandle.standardError.write(Data(text.utf8))
        lock.unlock()
    }

    func clear() {
        guard enabled else { return }
        lock.lock()
        FileHandle.standardError.write(Data("\r\u{1B}[2K".utf8))
        lock.unlock()
    }
}
