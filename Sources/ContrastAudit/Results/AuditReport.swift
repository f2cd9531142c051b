/// Everything an audit produced, the single model every report renderer reads.
public struct AuditReport: Sendable {
    /// One input file.
    public struct Input: Sendable, Hashable, Codable {
        /// The input's path, as given.
        public var path: String
        /// The format it was read as.
        public var format: ThemeFormat
        /// How many tokens it has.
        public var tokens: Int
    }

    /// Counts of results by outcome.
    public struct Summary: Sendable, Hashable, Codable {
        /// Every result, passes included.
        public var evaluations: Int
        /// Results that passed.
        public var passed: Int
        /// Failures of severity error.
        public var errors: Int
        /// Failures of severity warning.
        public var warnings: Int
        /// Failures of severity info.
        public var infos: Int
        /// Failing results that do not repeat an earlier appearance's colors (``AuditResult/sameAs``): the
        /// failures there are to fix.
        public var distinctFailures: Int = 0
        /// Pairings read from code that were left out because a color they need cannot be evaluated (a runtime
        /// color, a helper that cannot be run); each has a note saying which color and why.
        public var notEvaluated: Int = 0
    }

    /// What a report says about a rule: enough for SARIF's rule descriptors and HTML help text.
    package struct RuleInfo: Sendable, Hashable {
        package var id: String
        package var ruleSet: String
        package var kind: String
        package var severity: Severity
        /// One sentence (the rule's summary, or its kind's).
        package var summary: String
        /// Why the rule exists (the kind's rationale).
        package var rationale: String
        /// The guideline, e.g. `WCAG 2.2 SC 1.4.3`.
        package var reference: String
        package var helpURI: String
        /// The parameters in one line: `wcag2 >= 4.5:1 for text`.
        package var parameters: String
    }

    /// The inputs read, in order.
    public var inputs: [Input]
    /// The ids of the rule sets applied.
    public var ruleSets: [String]
    /// Every rule that was applied, in rule-set order.
    package var rules: [RuleInfo] = []
    /// The appearances evaluated, in canonical order.
    public var appearances: [Appearance]
    /// In report order; passes included unless filtered out.
    public var results: [AuditResult]
    /// Problems found while reading that did not stop the audit.
    public var warnings: [Diagnostic]
    /// Joint fixes, when they were planned (`--fixes`, `--fix`).
    public var fixes: [JointFix]?
    /// What a re-audit with every fix applied still finds, when fixes were planned.
    package var fixOutcome: [(result: AuditResult, reason: String?)]?
    /// Set when a baseline was applied: `results` then holds only failures the baseline did not match.
    package var baseline: BaselineComparison?
    /// Inferred pairings left out because a color they need cannot be evaluated (``Theme/unevaluatedPairings``).
    package var unevaluatedPairings = 0

    /// Creates a report.
    package init(
        inputs: [Input], ruleSets: [String], appearances: [Appearance], results: [AuditResult], warnings: [Diagnostic]
    ) {
        self.inputs = inputs
        self.ruleSets = ruleSets
        self.appearances = appearances
        self.results = results
        self.warnings = warnings
    }

    /// Counts over all results (computed before any `--only-failures` filtering, so the summary
    /// always describes the whole audit).
    public var summary: Summary {
        var summary = Summary(evaluations: results.count, passed: 0, errors: 0, warnings: 0, infos: 0)
        for result in results {
            switch result.severity {
            case nil: summary.passed += 1
            case .error: summary.errors += 1
            case .warning: summary.warnings += 1
            case .info: summary.infos += 1
            }
            if result.status == .fail && result.sameAs == nil { summary.distinctFailures += 1 }
        }
        summary.notEvaluated = unevaluatedPairings
        return summary
    }

    /// Whether any result reaches `severity` (the `--fail-on` test; `nil` means never).
    public func hasFailures(atLeast severity: Severity?) -> Bool {
        guard let severity else { return false }
        return results.contains { ($0.severity ?? .info) >= severity && $0.status == .fail }
    }

    /// Adds a fix plan: the joint fixes and what a re-audit with them still finds.
    package mutating func attach(_ plan: FixPlan) {
        fixes = plan.fixes
        fixOutcome = plan.stillFailing
    }
}
