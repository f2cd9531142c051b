import Foundation

/// `audit [check] [PATH ...]`: audits theme files or folders against rule sets, for every appearance,
/// and exits 0 (nothing reached `--fail-on`), 1 (something did) or 2 (bad input, nothing audited).
enum CheckCommand {
    static let name = "check"

    static let usage = """
        usage: audit [check] [PATH ...] [--rules ID|FILE ...] [--format FORMAT] [--output FILE]
                     [--appearances LIST|standard|all] [--fail-on error|warning|never] [--only-failures]
                     [--config FILE] [--baseline FILE] [--write-baseline FILE]
                     [--color auto|always|never] [--quiet]
        """

    static var formats: [String] { ReportRenderers.formats }

    static let help = """
        Audits every foreground/background pairing of theme files under every appearance.

        \(usage)

        PATH is a theme file or a folder to search (default: the "themes" of .contrastaudit.json).

        Options:
          --rules ID|FILE       rule set to apply (repeatable): wcag2-aa (default), wcag2-aaa, apple-hig,
                                apca-advisory, or a rule-set file
          --format FORMAT       \(formats.joined(separator: ", ")) (default: text)
          --output FILE         write the report to FILE (atomically) instead of standard output
          --appearances WHICH   standard (light, dark, light.elevated, dark.elevated), all, or a comma-separated
                                list; default: standard, plus the high-contrast four when a theme defines any
                                high-contrast variant
          --fail-on LEVEL       exit 1 when a result reaches error (default), warning, or never
          --only-failures       leave passing results out of the report
          --config FILE         configuration file (default: .contrastaudit.json here or in a parent folder)
          --baseline FILE       report only failures that FILE does not list (and list the fixed ones);
                                the summary and the exit status count only new failures
          --write-baseline FILE record the current failures in FILE (atomically) for a later --baseline
          --input-format FMT    read every PATH as this format instead of detecting it
          --idiom IDIOM         asset-catalog idiom to audit (default: universal, then iphone)
          --color WHEN          auto (default), always or never; NO_COLOR also turns color off
          --quiet               no warnings on standard error
          -h, --help            show this help

        With --format github and GITHUB_STEP_SUMMARY set, the Markdown report is appended to that file.

        Exit status: 0 when nothing reached --fail-on, 1 when something did, 2 for bad input (nothing is
        audited and no output file is written).
        """

    static let options: [ArgumentScanner.Option] = [
        .init(name: "--rules", takesValue: true, repeatable: true),
        .init(name: "--format", takesValue: true),
        .init(name: "--output", takesValue: true),
        .init(name: "--appearances", takesValue: true),
        .init(name: "--fail-on", takesValue: true),
        .init(name: "--only-failures", takesValue: false),
        .init(name: "--config", takesValue: true),
        .init(name: "--baseline", takesValue: true),
        .init(name: "--write-baseline", takesValue: true),
        .init(name: "--input-format", takesValue: true),
        .init(name: "--idiom", takesValue: true),
        .init(name: "--color", takesValue: true),
        .init(name: "--quiet", takesValue: false),
        .init(name: "--help", takesValue: false),
        .init(name: "-h", takesValue: false),
    ]

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
        /// `--baseline`, read before anything is audited.
        var baseline: (path: String, baseline: Baseline)?
        /// `--write-baseline`.
        var writeBaseline: String?
    }

    static func run(_ arguments: [String], environment: CommandEnvironment) -> CommandOutcome {
        let settings: Settings
        do {
            let parsed = try ArgumentScanner.parse(arguments, options: options, command: name)
            if parsed.has("--help") || parsed.has("-h") {
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

        var report: AuditReport
        do {
            report = try audit(settings, environment: environment)
        } catch {
            return failure(error.diagnostics)
        }
        do {
            report = try applyBaselines(report, settings: settings, environment: environment)
        } catch {
            return failure([error])
        }

        let rendered = render(report, settings: settings, environment: environment)
        var stderr = ""
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
                try AtomicFile.write(Array(rendered.utf8), to: environment.url(for: output), displayPath: output)
            } catch {
                return failure([error])
            }
            stdout = ""
            if settings.format == "text" && !settings.quiet { stderr += ReportTextRenderer.summaryLine(report) + "\n" }
        }
        let failed = report.hasFailures(atLeast: settings.failOn)
        return CommandOutcome(exitCode: failed ? .failures : .success, stdout: stdout, stderr: stderr)
    }

    static func failure(_ diagnostics: [Diagnostic]) -> CommandOutcome {
        CommandOutcome(exitCode: .invalidInput, stderr: diagnostics.map { $0.formatted + "\n" }.joined())
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
            appearances = try AppearanceChoice(parsing: text)
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
        var baseline: (path: String, baseline: Baseline)?
        if let path = parsed.value("--baseline") {
            baseline = (path, try Baseline.read(environment.url(for: path), displayPath: path))
        }
        let toStdout = parsed.value("--output") == nil
        return Settings(
            paths: paths, base: base, ruleReferences: rules, ruleBase: ruleBase, appearances: appearances,
            failOn: failOnText == "never" ? nil : Severity(rawValue: failOnText), format: format,
            output: parsed.value("--output"), onlyFailures: parsed.has("--only-failures"), quiet: parsed.has("--quiet"),
            style: TerminalStyle.resolve(
                mode: colorMode, isTerminal: toStdout && environment.stdoutIsTerminal, variables: environment.variables),
            config: config, readerOptions: readerOptions, baseline: baseline,
            writeBaseline: parsed.value("--write-baseline"))
    }

    static func audit(_ settings: Settings, environment: CommandEnvironment) throws(DiagnosticList) -> AuditReport {
        var ruleSets: [RuleSet] = []
        var errors: [Diagnostic] = []
        var library: RuleLibrary?
        for reference in settings.ruleReferences {
            do throws(Diagnostic) {
                if library == nil && !(reference.contains("/") || reference.hasSuffix(".json")) {
                    library = try RuleLibrary.locate(
                        executablePath: environment.executablePath, variables: environment.variables)
                }
                let lookup = library ?? RuleLibrary(directory: settings.ruleBase)
                let ruleSet = try lookup.load(reference, base: settings.ruleBase)
                if ruleSets.contains(where: { $0.id == ruleSet.id }) {
                    throw Diagnostic(
                        severity: .error, location: nil, message: "rule set \"\(ruleSet.id)\" is given twice")
                }
                ruleSets.append(ruleSet)
            } catch {
                errors.append(error)
            }
        }
        var themes: [Theme] = []
        do {
            themes = try ThemeLoader.load(paths: settings.paths, base: settings.base, options: settings.readerOptions)
        } catch {
            errors += error.diagnostics
        }
        if !errors.isEmpty { throw DiagnosticList(errors) }
        if let config = settings.config {
            try addConfigPairings(config, to: &themes)
        }
        return try AuditEngine.run(themes: themes, ruleSets: ruleSets, appearances: settings.appearances)
    }

    /// Adds the configuration's pairings to the themes they name (or to every theme that has their
    /// tokens); a pairing that fits no theme is an error naming the closest token.
    static func addConfigPairings(_ config: AuditConfig, to themes: inout [Theme]) throws(DiagnosticList) {
        var errors: [Diagnostic] = []
        for (scope, pairing) in config.pairings {
            var added = false
            for index in themes.indices {
                let theme = themes[index]
                if let scope, scope != theme.name, scope != theme.path, !theme.path.hasSuffix("/" + scope) { continue }
                let names = Set(theme.tokens.map(\.name))
                if pairing.tokens.allSatisfy({ names.contains($0) || SystemColors.isBuiltIn($0) }) {
                    themes[index].pairings.append(pairing)
                    added = true
                }
            }
            if !added {
                let all = Set(themes.flatMap { $0.tokens.map(\.name) })
                let missing = pairing.tokens.first { !all.contains($0) && !SystemColors.isBuiltIn($0) }
                let detail =
                    missing.map { "token \"\($0)\" is in no theme" + DidYouMean.hint(for: $0, among: all) }
                    ?? "no single theme has all of its tokens"
                errors.append(
                    Diagnostic(
                        severity: .error, location: missing.flatMap { pairing.tokenLocations[$0] } ?? pairing.location,
                        message: "configured pairing \"\(pairing.id)\" applies to no theme: \(detail)"))
            }
        }
        if !errors.isEmpty { throw DiagnosticList(errors) }
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
}
