/// Everything an audit produced, the single model every report renderer reads.
public struct AuditReport: Sendable {
    /// One input file.
    public struct Input: Sendable, Hashable, Codable {
        public var path: String
        public var format: ThemeFormat
        public var tokens: Int
    }

    /// Counts of results by outcome.
    public struct Summary: Sendable, Hashable, Codable {
        public var evaluations: Int
        public var passed: Int
        public var errors: Int
        public var warnings: Int
        public var infos: Int
    }

    public var inputs: [Input]
    public var ruleSets: [String]
    public var appearances: [Appearance]
    /// In report order; passes included unless filtered out.
    public var results: [AuditResult]
    /// Problems found while reading that did not stop the audit.
    public var warnings: [Diagnostic]

    /// Creates a report.
    public init(
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
        }
        return summary
    }

    /// Whether any result reaches `severity` (the `--fail-on` test; `nil` means never).
    public func hasFailures(atLeast severity: Severity?) -> Bool {
        guard let severity else { return false }
        return results.contains { ($0.severity ?? .info) >= severity && $0.status == .fail }
    }
}
