import Foundation

/// Audits themes the way `audit check` does: reads the inputs, adds the configuration's pairings and the
/// pairing conventions, and evaluates every rule set in every appearance.
///
/// The command line is a thin layer over this value, so an app, a build tool or a test gets the same
/// report from Swift as CI gets from the tool:
///
/// ```swift
/// let report = try Auditor(paths: ["Theme/colors.json"]).audit()
/// for result in report.results where result.status == .fail {
///     print(result.location.map { "\($0): " } ?? "", result.message)
/// }
/// ```
public struct Auditor: Sendable {
    /// Theme files or folders, relative to `base` unless absolute.
    public var paths: [String]
    /// The folder relative paths are resolved against, and the one reports show paths relative to.
    public var base: URL
    /// Rule-set ids (`wcag2-aa`) or rule-set files (relative to `ruleBase`).
    public var ruleSets: [String]
    /// The folder rule-set files are resolved against.
    package var ruleBase: URL
    /// Which appearances to evaluate.
    public var appearances: AppearanceChoice
    /// When the pairing conventions of `Rules/pairings` apply.
    public var conventions: ConventionMode
    /// The project configuration, whose pairings are added to the themes they name.
    public var configuration: AuditConfig?
    /// Reader settings: asset-catalog idiom, design-token modes, a forced input format.
    public var readerOptions: ReaderOptions
    /// Where rule sets named by id and the pairing conventions are found; `nil` locates `Rules/` as the
    /// tool does (`$CONTRASTAUDIT_RULES`, next to `executablePath`, or the package this library was built from).
    package var rulesDirectory: URL?
    /// The running executable, for locating `Rules/` next to an installed tool.
    package var executablePath: String?
    /// Environment variables consulted when locating `Rules/`.
    package var variables: [String: String]

    /// Creates an auditor with the tool's defaults: `wcag2-aa`, the standard appearances (plus high contrast
    /// when a theme defines it), conventions only for themes that declare no pairings.
    public init(
        paths: [String], base: URL = URL(fileURLWithPath: FileManager.default.currentDirectoryPath),
        ruleSets: [String] = [RuleLibrary.defaultRuleSet], ruleBase: URL? = nil,
        appearances: AppearanceChoice = .automatic, conventions: ConventionMode = .auto,
        configuration: AuditConfig? = nil, readerOptions: ReaderOptions = ReaderOptions(),
        rulesDirectory: URL? = nil, executablePath: String? = nil,
        variables: [String: String] = ProcessInfo.processInfo.environment
    ) {
        self.paths = paths
        self.base = base
        self.ruleSets = ruleSets
        self.ruleBase = ruleBase ?? base
        self.appearances = appearances
        self.conventions = conventions
        self.configuration = configuration
        self.readerOptions = readerOptions
        self.rulesDirectory = rulesDirectory
        self.executablePath = executablePath
        self.variables = variables
    }

    /// An audit together with what produced it, for planning and writing fixes.
    public struct Outcome: Sendable {
        /// The report.
        public var report: AuditReport
        /// The themes as audited: read, with configured and convention pairings added.
        public var themes: [Theme] {
            didSet { auditedReport = nil }
        }
        /// The rule sets applied.
        public var ruleSets: [RuleSet] {
            didSet { auditedReport = nil }
        }
        /// The audit's single-pair searches, which planning fixes for the same themes reuses.
        package var suggestionCache = SuggestionCache()
        /// The report as the audit made it (`report` may be changed by the caller), which planning fixes
        /// starts from instead of auditing the same themes again.
        package var auditedReport: AuditReport?
        /// The appearances `auditedReport` covers.
        package var auditedAppearances: AppearanceChoice?
        /// Set when no pairing was evaluated: such an audit checked nothing and is not a pass.
        package var empty: EmptyAudit? {
            EmptyAudit.check(report, themes: themes)
        }
    }

    /// Runs the audit and returns its report. Every input error is collected, so one run names them all.
    public func audit() throws(DiagnosticList) -> AuditReport {
        try run().report
    }

    /// Runs the audit and returns the report with the themes and rule sets behind it.
    public func run() throws(DiagnosticList) -> Outcome {
        var ruleSets: [RuleSet] = []
        var errors: [Diagnostic] = []
        do {
            ruleSets = try loadRuleSets()
        } catch {
            errors += error.diagnostics
        }
        var themes: [Theme] = []
        do {
            themes = try ThemeLoader.load(paths: paths, base: base, options: readerOptions)
        } catch {
            errors += error.diagnostics
        }
        if !errors.isEmpty { throw DiagnosticList(errors) }
        if let configuration {
            try ConfiguredPairings.add(configuration, to: &themes)
        }
        // Conventions come last, so that `auto` sees whether a theme got pairings from its file or the config.
        if themes.contains(where: conventions.applies(to:)) {
            let found: RuleLibrary
            do throws(Diagnostic) {
                found = try library()
            } catch {
                throw DiagnosticList([error])
            }
            try found.conventions().apply(to: &themes, mode: conventions)
        }
        let cache = SuggestionCache()
        let report = try AuditEngine.run(themes: themes, ruleSets: ruleSets, appearances: appearances, cache: cache)
        return Outcome(
            report: report, themes: themes, ruleSets: ruleSets, suggestionCache: cache, auditedReport: report,
            auditedAppearances: appearances)
    }

    /// The pairings the conventions infer for each theme, with why (`audit pairings`): the themes are read
    /// and given the configuration's pairings as ``run()`` does, and the conventions apply as ``conventions``
    /// says, so the list is what an audit would evaluate as inferred.
    package func inferred() throws(DiagnosticList) -> [(theme: Theme, proposal: PairingConventions.Proposal)] {
        var themes = try ThemeLoader.load(paths: paths, base: base, options: readerOptions)
        if let configuration {
            try ConfiguredPairings.add(configuration, to: &themes)
        }
        guard themes.contains(where: conventions.applies(to:)) else {
            return themes.map { ($0, PairingConventions.Proposal()) }
        }
        let found: RuleLibrary
        do throws(Diagnostic) {
            found = try library()
        } catch {
            throw DiagnosticList([error])
        }
        let conventionSet = try found.conventions()
        return themes.sorted { $0.path < $1.path }.map { theme in
            (theme, conventions.applies(to: theme) ? conventionSet.proposal(for: theme) : PairingConventions.Proposal())
        }
    }

    /// Plans joint fixes for an audit: one new color per failing token and appearance that passes every
    /// pairing the token is in. The plan is attached to the report, which is returned.
    public func planFixes(for outcome: Outcome) throws(DiagnosticList) -> (report: AuditReport, plan: FixPlan) {
        let plan = try JointFixer.plan(
            themes: outcome.themes, ruleSets: outcome.ruleSets, appearances: appearances,
            cache: outcome.suggestionCache,
            audited: outcome.auditedAppearances == appearances ? outcome.auditedReport : nil)
        var report = outcome.report
        report.attach(plan)
        return (report, plan)
    }

    /// The rules folder: `rulesDirectory`, or located as the tool does.
    package func library() throws(Diagnostic) -> RuleLibrary {
        if let rulesDirectory { return RuleLibrary(directory: rulesDirectory) }
        return try RuleLibrary.locate(executablePath: executablePath, variables: variables)
    }

    /// Loads the rule sets, collecting every error.
    ///
    /// A bare name (`wcag2-aa`) is looked up in the rules folder, which is located only when a bare name
    /// needs it, so an audit naming rule files by path works without one; a path (anything with a `/` or
    /// ending in `.json`) is read relative to `ruleBase`. A set given twice is an error rather than a
    /// silently doubled list of failures.
    package func loadRuleSets() throws(DiagnosticList) -> [RuleSet] {
        var loaded: [RuleSet] = []
        var errors: [Diagnostic] = []
        var found: RuleLibrary?
        for reference in ruleSets {
            do throws(Diagnostic) {
                if found == nil && !(reference.contains("/") || reference.hasSuffix(".json")) {
                    found = try library()
                }
                let ruleSet = try (found ?? RuleLibrary(directory: ruleBase)).load(reference, base: ruleBase)
                if loaded.contains(where: { $0.id == ruleSet.id }) {
                    throw Diagnostic(
                        severity: .error, location: nil, message: "rule set \"\(ruleSet.id)\" is given twice")
                }
                loaded.append(ruleSet)
            } catch {
                errors.append(error)
            }
        }
        if !errors.isEmpty { throw DiagnosticList(errors) }
        return loaded
    }
}
