import ContrastAudit
import Foundation

/// `audit [check] [PATH ...]`: audits theme files or folders against rule sets, for every appearance,
/// and exits 0 (nothing reached `--fail-on`), 1 (something did) or 2 (bad input, nothing audited).
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

    static var formats: [String] { ReportRenderers.formats }

    /// Every option, with its help: parsing, `audit check --help` and the completion scripts all read this.
    static let options: [ArgumentScanner.Option] = [
        .init(
            name: "--rules", takesValue: true, repeatable: true, valueName: "ID|FILE",
            help: "rule set to apply (repeatable): wcag2-aa (default), wcag2-aaa, apple-hig,\n"
                + "apca-advisory, color-vision, or a rule-set file"),
        .init(
            name: "--format", takesValue: true, valueName: "FORMAT",
            help: "\(formats.joined(separator: ", ")) (default: text)", choices: formats),
        .init(
            name: "--output", takesValue: true, valueName: "FILE",
            help: "write the report to FILE (atomically) instead of standard output; the one-line\n"
                + "summary then goes to standard error, in every format (not with --quiet)"),
        .init(
            name: "--appearances", takesValue: true, valueName: "WHICH",
            help: "standard (light, dark, light.elevated, dark.elevated), all, or a comma-separated\n"
                + "list; default: standard, plus the high-contrast four when a theme defines any\n"
                + "high-contrast variant", choices: ["standard", "all"]),
        .init(
            name: "--fail-on", takesValue: true, valueName: "LEVEL",
            help: "exit 1 when a result reaches error (default), warning, or never",
            choices: ["error", "warning", "never"]),
        .init(name: "--only-failures", takesValue: false, help: "leave passing results out of the report"),
        .init(
            name: "--config", takesValue: true, valueName: "FILE",
            help: "configuration file (default: .contrastaudit.json here or in a parent folder)"),
        .init(
            name: "--baseline", takesValue: true, valueName: "FILE",
            help: "report only failures that FILE does not list (and list the fixed ones);\n"
                + "the summary and the exit status count only new failures"),
        .init(
            name: "--write-baseline", takesValue: true, valueName: "FILE",
            help: "record the current failures in FILE (atomically) for a later --baseline"),
        .init(
            name: "--conventions", takesValue: true, valueName: "WHEN",
            help: "pair tokens by the naming conventions of Rules/pairings: auto (default: only\n"
                + "themes that declare no pairings and get none from the configuration), always,\n"
                + "or never", choices: ConventionMode.allCases.map(\.rawValue)),
        .init(
            name: "--list-tokens", takesValue: false,
            help: "print the token names each input provides (for writing pairings) and exit"),
        .init(
            name: "--allow-empty", takesValue: false,
            help: "exit 0 even when no pairing was evaluated (by default an audit that checked\n"
                + "nothing exits 1 and says why)"),
        .init(
            name: "--input-format", takesValue: true, valueName: "FORMAT",
            help: "read every PATH as this format instead of detecting it:\n"
                + ThemeFormat.allCases.map(\.rawValue).joined(separator: ", "),
            choices: ThemeFormat.allCases.map(\.rawValue)),
        .init(
            name: "--idiom", takesValue: true, valueName: "IDIOM",
            help: "asset-catalog idiom to audit (default: universal, then iphone)"),
        .init(
            name: "--color", takesValue: true, valueName: "WHEN",
            help: "auto (default), always or never; NO_COLOR also turns color off",
            choices: ["auto", "always", "never"]),
        .init(
            name: "--quiet", takesValue: false,
            help: "print only the report and errors: no warnings, notes or summary on standard\n"
                + "error, and a text report lists failures only", aliases: ["-q"]),
        .init(
            name: "--fixes", takesValue: false,
            help: "plan joint fixes (one new color per failing token and appearance that passes\n"
                + "every pairing the token is in) and add them to the report"),
        .init(
            name: "--fix", takesValue: false,
            help: "write the joint fixes into the theme files (only the color values change), then\n"
                + "report on the fixed files"),
        .init(name: "--dry-run", takesValue: false, help: "with --fix, print a unified diff instead of writing"),
        .init(name: "--help", takesValue: false, help: "show this help", aliases: ["-h"]),
    ]

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

    /// Everything the command line and configuration decided.
    struct Settings {
        var paths: [String]
        var base: URL
        var ruleReferences: [String]
        var ruleBase: URL
        var appearances: AppearanceChoice
        var failOn: Severity?
        var format: String
        var output: String?
        var onlyFailures: Bool
        var quiet: Bool
        var style: TerminalStyle
        var config: AuditConfig?
        var readerOptions: ReaderOptions
        var planFixes: Bool
        var fix: Bool
        var dryRun: Bool
        /// `--baseline`, read before anything is audited.
        var baseline: (path: String, baseline: Baseline)?
        /// `--write-baseline`.
        var writeBaseline: String?
        var conventions: ConventionMode
        var listTokens: Bool
        /// `--allow-empty`: an audit that evaluated no pairing exits 0 instead of 1.
        var allowEmpty = false
    }

    static func run(_ arguments: [String], environment: CommandEnvironment) -> CommandOutcome {
        let settings: Settings
        do {
            let parsed = try ArgumentScanner.parse(arguments, options: options, command: name)
            if parsed.has("--help") {
                return CommandOutcome(exitCode: .success, stdout: help + "\n")
            }
            settings = try makeSettings(parsed, environment: environment)
        } catch let error as UsageError {
            return AuditCommandLine.usageFailure(error)
        } catch let error as Diagnostic {
            return failure([error])
        } catch {
            return AuditCommandLine.usageFailure(error)
        }

        if settings.listTokens { return listTokens(settings) }

        var audited: Audited
        do {
            audited = try audit(settings, environment: environment)
        } catch {
            return failure(error.diagnostics)
        }
        var notes = ""
        if settings.planFixes {
            do {
                let (report, plan) = try auditor(settings, environment: environment).planFixes(for: audited)
                audited.report = report
                if settings.fix {
                    switch applyFixes(plan, audited: audited, settings: settings, environment: environment) {
                    case .failure(let list):
                        return failure(list.diagnostics)
                    case .success(let applied):
                        if settings.dryRun {
                            let failed = audited.report.hasFailures(atLeast: settings.failOn)
                            return CommandOutcome(
                                exitCode: failed ? .failures : .success, stdout: applied.diff,
                                stderr: settings.quiet ? "" : applied.notes)
                        }
                        notes = applied.notes
                        audited = applied.audited
                    }
                }
            } catch {
                return failure(error.diagnostics)
            }
        }
        var report = audited.report
        let empty = settings.allowEmpty ? nil : audited.empty
        do {
            report = try applyBaselines(report, settings: settings, environment: environment)
        } catch {
            return failure([error])
        }

        let rendered = render(report, settings: settings, environment: environment)
        // --quiet: the report and errors only.
        var stderr = settings.quiet ? "" : notes
        if !settings.quiet && settings.format != "text" {
            for warning in report.warnings { stderr += warning.formatted + "\n" }
        }
        var stdout = rendered
        if settings.format == ReportGitHubRenderer.format, let summary = environment.variables["GITHUB_STEP_SUMMARY"],
            !summary.isEmpty
        {
            // GitHub's contract: each step appends Markdown to this file; the job page shows it.
            let markdown = ReportMarkdownRenderer.render(report, options: renderOptions(settings))
            do {
                try AppendFile.append(Array(markdown.utf8), to: environment.url(for: summary), displayPath: summary)
            } catch {
                return failure([error])
            }
        }
        if let output = settings.output {
            do {
                try AtomicFile.write(rendered, to: environment.url(for: output), displayPath: output)
            } catch {
                return failure([error])
            }
            stdout = ""
            // The same one-line summary for every format, so a CI log shows the outcome of any report.
            if !settings.quiet { stderr += ReportTextRenderer.summaryLine(report) + "\n" }
        }
        if let empty { stderr += "error: \(empty.message) (--allow-empty accepts this)\n" }
        let failed = report.hasFailures(atLeast: settings.failOn) || empty != nil
        return CommandOutcome(exitCode: failed ? .failures : .success, stdout: stdout, stderr: stderr)
    }

    /// `--list-tokens`: reads the inputs and prints their token names; nothing is audited.
    static func listTokens(_ settings: Settings) -> CommandOutcome {
        let themes: [Theme]
        do {
            themes = try ThemeLoader.load(paths: settings.paths, base: settings.base, options: settings.readerOptions)
        } catch {
            return failure(error.diagnostics)
        }
        var stderr = ""
        if !settings.quiet {
            for warning in themes.flatMap(\.warnings) { stderr += warning.formatted + "\n" }
        }
        let listing = settings.format == "json" ? TokenListing.json(themes) : TokenListing.text(themes)
        return CommandOutcome(exitCode: .success, stdout: listing, stderr: stderr)
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

    static func makeSettings(_ parsed: ArgumentScanner.Parsed, environment: CommandEnvironment) throws -> Settings {
        let cwd = URL(fileURLWithPath: environment.currentDirectory)
        var config: AuditConfig?
        if let path = parsed.value("--config") {
            config = try AuditConfig.read(environment.url(for: path), displayPath: path)
        } else if let found = AuditConfig.discover(from: cwd) {
            config = try AuditConfig.read(found, displayPath: found.path)
        }
        let format = try ArgumentScanner.choice(
            parsed.value("--format"), option: "--format", among: formats, default: "text", command: name)
        let colorMode = try ArgumentScanner.choice(
            parsed.value("--color"), option: "--color", among: ["auto", "always", "never"], default: "auto",
            command: name)
        let failOnText = try ArgumentScanner.choice(
            parsed.value("--fail-on") ?? config?.failOn, option: "--fail-on", among: ["error", "warning", "never"],
            default: "error", command: name)
        var appearances = AppearanceChoice.automatic
        if let text = parsed.value("--appearances") ?? config?.appearances {
            do {
                appearances = try AppearanceChoice(parsing: text)
            } catch {
                throw UsageError("--appearances: " + error.message, command: name)
            }
        }
        var paths = parsed.positionals
        var base = cwd
        if paths.isEmpty, let config, !config.themes.isEmpty {
            paths = config.themes
            base = config.directory
        }
        if paths.isEmpty {
            throw UsageError(
                "no themes to audit; give a theme file or folder, or list \"themes\" in \(AuditConfig.fileName)",
                command: name)
        }
        var rules = parsed.all("--rules")
        var ruleBase = cwd
        if rules.isEmpty, let config, !config.rules.isEmpty {
            rules = config.rules
            ruleBase = config.directory
        }
        if rules.isEmpty { rules = [RuleLibrary.defaultRuleSet] }
        var readerOptions = ReaderOptions(idiom: parsed.value("--idiom"), modes: config?.modes ?? [:])
        if let forced = parsed.value("--input-format") {
            let names = ThemeFormat.allCases.map(\.rawValue)
            guard let format = ThemeFormat(rawValue: forced) else {
                throw UsageError(
                    "unknown input format \(ColorSyntaxError.quote(forced)); expected \(ArgumentScanner.list(names))"
                        + DidYouMean.hint(for: forced, among: names), command: name)
            }
            readerOptions.forcedFormat = format
        }
        if parsed.has("--dry-run") && !parsed.has("--fix") {
            throw UsageError("--dry-run goes with --fix: it prints the changes --fix would write", command: name)
        }
        var baseline: (path: String, baseline: Baseline)?
        if let path = parsed.value("--baseline") {
            baseline = (path, try Baseline.read(environment.url(for: path), displayPath: path))
        }
        let conventionsText = try ArgumentScanner.choice(
            parsed.value("--conventions") ?? config?.conventions?.rawValue, option: "--conventions",
            among: ConventionMode.allCases.map(\.rawValue), default: ConventionMode.auto.rawValue, command: name)
        let listTokens = parsed.has("--list-tokens")
        if listTokens && !["text", "json"].contains(format) {
            throw UsageError("--list-tokens prints text or json, not \(ColorSyntaxError.quote(format))", command: name)
        }
        if listTokens, let output = parsed.value("--output") {
            throw UsageError(
                "--list-tokens prints to standard output; remove --output \(ColorSyntaxError.quote(output))",
                command: name)
        }
        let toStdout = parsed.value("--output") == nil
        var settings = Settings(
            paths: paths, base: base, ruleReferences: rules, ruleBase: ruleBase, appearances: appearances,
            failOn: failOnText == "never" ? nil : Severity(rawValue: failOnText), format: format,
            output: parsed.value("--output"), onlyFailures: parsed.has("--only-failures"), quiet: parsed.has("--quiet"),
            style: TerminalStyle.resolve(
                mode: colorMode, isTerminal: toStdout && environment.stdoutIsTerminal, variables: environment.variables),
            config: config, readerOptions: readerOptions,
            planFixes: parsed.has("--fixes") || parsed.has("--fix"), fix: parsed.has("--fix"),
            dryRun: parsed.has("--dry-run"), baseline: baseline, writeBaseline: parsed.value("--write-baseline"),
            conventions: ConventionMode(rawValue: conventionsText)!, listTokens: listTokens)
        settings.allowEmpty = parsed.has("--allow-empty")
        return settings
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

    static func render(_ report: AuditReport, settings: Settings, environment: CommandEnvironment) -> String {
        ReportRenderers.renderer(for: settings.format)!.render(report, options: renderOptions(settings))
    }

    /// Paths in reports are relative to the folder theme paths were given relative to: the current folder,
    /// or the configuration's folder when the themes come from its "themes".
    static func renderOptions(_ settings: Settings) -> RenderOptions {
        RenderOptions(
            style: settings.style, onlyFailures: settings.onlyFailures || (settings.quiet && settings.format == "text"),
            workingDirectory: settings.base.path)
    }

    /// `--write-baseline` records every current failure (before `--baseline` filters any); `--baseline`
    /// then removes the failures it lists. Fingerprints use theme paths relative to the baseline file's
    /// folder, so a baseline works from any working folder.
    static func applyBaselines(
        _ report: AuditReport, settings: Settings, environment: CommandEnvironment
    ) throws(Diagnostic) -> AuditReport {
        if let path = settings.writeBaseline {
            let url = environment.url(for: path)
            let baseline = Baseline(
                failuresOf: report, relativeTo: url.deletingLastPathComponent().path, base: settings.base.path)
            try AtomicFile.write(Array(baseline.encoded().utf8), to: url, displayPath: path)
        }
        guard let (path, baseline) = settings.baseline else { return report }
        return baseline.apply(
            to: report, relativeTo: environment.url(for: path).deletingLastPathComponent().path,
            base: settings.base.path, path: path)
    }

    /// What `--fix` did: the unified diff (for `--dry-run`), notes for standard error, and the audit of
    /// the written files.
    struct AppliedFixes {
        var diff: String
        var notes: String
        var audited: Audited
    }

    /// Computes every file's new bytes first and writes nothing if any edit fails; then writes each file
    /// atomically, re-reads the themes and re-audits them, and notes any result a fix claimed to fix that
    /// still fails (rounding to a file's own precision could, in principle, undo a fix).
    static func applyFixes(
        _ plan: FixPlan, audited: Audited, settings: Settings, environment: CommandEnvironment
    )
        -> Result<AppliedFixes, DiagnosticList>
    {
        var notes = ""
        var diff = ""
        var writes: [(url: URL, path: String, bytes: [UInt8])] = []
        do {
            let files = try FixEdits.edits(for: plan, themes: audited.themes) {
                (path: String) throws(Diagnostic) -> [UInt8] in
                try SourceFile.read(at: environment.url(for: path), displayPath: path)
            }
            for file in files {
                if let problem = file.problem { notes += "\(file.path): warning: \(problem)\n" }
                guard !file.edits.isEmpty else { continue }
                let url = environment.url(for: file.path)
                let old = try SourceFile.read(at: url, displayPath: file.path)
                let new = try FixEdits.apply(file.edits, to: old)
                diff += try UnifiedDiff.diff(path: file.path, old: old, edits: file.edits)
                writes.append((url, file.path, new))
            }
        } catch {
            return .failure(DiagnosticList([error]))
        }
        if plan.fixes.isEmpty {
            notes += "no fixes to write: \(plan.stillFailing.count) failing results have no color fix\n"
        }
        if settings.dryRun { return .success(AppliedFixes(diff: diff, notes: notes, audited: audited)) }
        for write in writes {
            do {
                try AtomicFile.write(write.bytes, to: write.url, displayPath: write.path)
            } catch {
                return .failure(DiagnosticList([error]))
            }
            notes +=
                "\(write.path): fixed \(plan.fixes.filter { $0.literal.location.path == write.path || $0.path == write.path }.count) colors\n"
        }
        do {
            let again = try audit(settings, environment: environment)
            let claimed = Set(plan.fixes.flatMap(\.fixes))
            for result in again.report.results where result.status == .fail {
                let description = "\(result.rule): \(result.pairing?.id ?? "") in \(result.appearance?.name ?? "")"
                if claimed.contains(description) {
                    notes +=
                        "\(result.location.map { "\($0): " } ?? "")warning: a fix was written but \(description) still fails: \(result.message)\n"
                }
            }
            return .success(AppliedFixes(diff: diff, notes: notes, audited: again))
        } catch {
            return .failure(error)
        }
    }
}
