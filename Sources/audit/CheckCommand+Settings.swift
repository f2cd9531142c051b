import ContrastAudit
import Foundation

/// `audit check`'s options and the settings they make, with the configuration file's values for what
/// the command line leaves out.
extension CheckCommand {
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
        // The choices are what completion offers; a comma-separated list is accepted too.
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
                + ThemeReaders.formats.map(\.name).joined(separator: ", "),
            choices: ThemeReaders.formats.map(\.name)),
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
        .help,
    ]

    /// The declaration of one of `options`.
    static func option(_ name: String) -> ArgumentScanner.Option {
        guard let option = options.first(where: { $0.name == name }) else {
            preconditionFailure("\(name) is not an option of 'audit check'")
        }
        return option
    }

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

    /// The settings of a parsed command line (of `check`, or of `pairings`, which shares what it has of
    /// these options; `command` names it in usage errors).
    static func makeSettings(
        _ parsed: ArgumentScanner.Parsed, environment: CommandEnvironment, command: String = name
    ) throws -> Settings {
        let cwd = URL(fileURLWithPath: environment.currentDirectory)
        let config = try readConfig(parsed, environment: environment, from: cwd)
        func choice(
            _ option: String, configured: String? = nil, default fallback: String
        ) throws(UsageError)
            -> String
        {
            try ArgumentScanner.choice(
                parsed.value(option) ?? configured, of: Self.option(option), default: fallback, command: command)
        }
        let format = try choice("--format", default: "text")
        let colorMode = try choice("--color", default: "auto")
        let failOnText = try choice("--fail-on", configured: config?.failOn, default: "error")
        var appearances = AppearanceChoice.automatic
        if let text = parsed.value("--appearances") ?? config?.appearances {
            do {
                appearances = try AppearanceChoice(parsing: text)
            } catch {
                throw UsageError("--appearances: " + error.message, command: command)
            }
        }
        let (paths, base) = try themePaths(parsed, config: config, cwd: cwd, command: command)
        let (rules, ruleBase) = ruleReferences(parsed, config: config, cwd: cwd)
        let readerOptions = try readerOptions(parsed, config: config, command: command)
        if parsed.has("--dry-run") && !parsed.has("--fix") {
            throw UsageError("--dry-run goes with --fix: it prints the changes --fix would write", command: command)
        }
        var baseline: (path: String, baseline: Baseline)?
        if let path = parsed.value("--baseline") {
            baseline = (path, try Baseline.read(environment.url(for: path), displayPath: path))
        }
        let conventionsText = try choice(
            "--conventions", configured: config?.conventions?.rawValue, default: ConventionMode.auto.rawValue)
        try checkListTokens(parsed, format: format, command: command)
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
            conventions: ConventionMode(rawValue: conventionsText)!, listTokens: parsed.has("--list-tokens"))
        settings.allowEmpty = parsed.has("--allow-empty")
        return settings
    }

    /// `--config FILE`, else `.contrastaudit.json` found in the current folder or a parent, else none.
    static func readConfig(
        _ parsed: ArgumentScanner.Parsed, environment: CommandEnvironment, from cwd: URL
    ) throws(Diagnostic) -> AuditConfig? {
        if let path = parsed.value("--config") {
            return try AuditConfig.read(environment.url(for: path), displayPath: path)
        }
        if let found = AuditConfig.discover(from: cwd) {
            return try AuditConfig.read(found, displayPath: found.path)
        }
        return nil
    }

    /// The theme paths given, else the configuration's `themes` (relative to its folder).
    static func themePaths(
        _ parsed: ArgumentScanner.Parsed, config: AuditConfig?, cwd: URL, command: String
    ) throws(UsageError) -> (paths: [String], base: URL) {
        if !parsed.positionals.isEmpty { return (parsed.positionals, cwd) }
        if let config, !config.themes.isEmpty { return (config.themes, config.directory) }
        throw UsageError(
            "no themes to audit; give a theme file or folder, or list \"themes\" in \(AuditConfig.fileName)",
            command: command)
    }

    /// The rule sets named by `--rules`, else by the configuration (relative to its folder), else the default.
    static func ruleReferences(
        _ parsed: ArgumentScanner.Parsed, config: AuditConfig?, cwd: URL
    ) -> (references: [String], base: URL) {
        let given = parsed.all("--rules")
        if !given.isEmpty { return (given, cwd) }
        if let config, !config.rules.isEmpty { return (config.rules, config.directory) }
        return ([RuleLibrary.defaultRuleSet], cwd)
    }

    /// `--idiom`, `--input-format` and the configuration's modes.
    static func readerOptions(
        _ parsed: ArgumentScanner.Parsed, config: AuditConfig?, command: String
    ) throws(UsageError) -> ReaderOptions {
        var readerOptions = ReaderOptions(idiom: parsed.value("--idiom"), modes: config?.modes ?? [:])
        if let forced = parsed.value("--input-format") {
            let names = ThemeReaders.formats.map(\.name)
            guard let format = ThemeReaders.format(named: forced) else {
                throw UsageError(
                    "unknown input format \(ColorSyntaxError.quote(forced)); expected \(ArgumentScanner.list(names))"
                        + DidYouMean.hint(for: forced, among: names), command: command)
            }
            readerOptions.forcedFormat = format
        }
        return readerOptions
    }

    /// `--list-tokens` prints text or JSON to standard output.
    static func checkListTokens(
        _ parsed: ArgumentScanner.Parsed, format: String, command: String
    ) throws(UsageError) {
        guard parsed.has("--list-tokens") else { return }
        if !["text", "json"].contains(format) {
            throw UsageError(
                "--list-tokens prints text or json, not \(ColorSyntaxError.quote(format))", command: command)
        }
        if let output = parsed.value("--output") {
            throw UsageError(
                "--list-tokens prints to standard output; remove --output \(ColorSyntaxError.quote(output))",
                command: command)
        }
    }
}
