/// The JSON report (DESIGN.md §8, `schemaVersion` 1), described by `docs/report.schema.json`.
public enum ReportJSONRenderer {
    /// The report; with `onlyFailures` the passing results are left out (the summary still counts them).
    public static func render(_ report: AuditReport, onlyFailures: Bool = false) -> String {
        JSONOutput.encode(Model(report, onlyFailures: onlyFailures))
    }

    struct Model: Encodable {
        let schemaVersion = 1
        let tool = Tool()
        let inputs: [AuditReport.Input]
        let ruleSets: [String]
        let appearances: [Appearance]
        let summary: AuditReport.Summary
        let results: [Result]
        let warnings: [Warning]
        /// Present only when `--baseline` was given.
        let baseline: BaselineModel?

        init(_ report: AuditReport, onlyFailures: Bool) {
            inputs = report.inputs
            ruleSets = report.ruleSets
            appearances = report.appearances
            summary = report.summary
            results = report.results.filter { !onlyFailures || $0.status == .fail }.map(Result.init)
            warnings = report.warnings.map(Warning.init)
            baseline = report.baseline.map(BaselineModel.init)
        }
    }

    /// What `--baseline` did: failures not in the baseline (`new`, the only ones in `results` and the
    /// summary), failures it matched (`unchanged`, removed), and its entries that no longer fail.
    struct BaselineModel: Encodable {
        let path: String
        let new: Int
        let unchanged: Int
        let fixed: Int
        let fixedFailures: [Baseline.Entry]

        init(_ comparison: BaselineComparison) {
            path = comparison.path
            new = comparison.new
            unchanged = comparison.unchanged
            fixed = comparison.fixed.count
            fixedFailures = comparison.fixed
        }
    }

    struct Tool: Encodable {
        let name = "audit"
        let version = AuditCommandLine.version
    }

    struct Location: Encodable {
        let path: String
        let line: Int
        let column: Int
    }

    struct Warning: Encodable {
        let location: Location?
        let message: String

        init(_ diagnostic: Diagnostic) {
            location = diagnostic.location.map { Location(path: $0.path, line: $0.line, column: $0.column) }
            message = diagnostic.message
        }
    }

    struct Result: Encodable {
        let result: AuditResult

        init(_ result: AuditResult) { self.result = result }

        enum Keys: String, CodingKey {
            case rule, ruleSet, status, severity, appearance, pairing, token, colors, metric, value, threshold, margin
            case location, message, suggestions, statusBar, backdropRange
        }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: Keys.self)
            try container.encode(result.rule, forKey: .rule)
            try container.encode(result.ruleSet, forKey: .ruleSet)
            try container.encode(result.status, forKey: .status)
            try container.encodeIfPresent(result.severity, forKey: .severity)
            // Coverage results have no appearance and no pairing: written as null, as documented.
            try container.encode(result.appearance, forKey: .appearance)
            try container.encode(result.pairing, forKey: .pairing)
            try container.encodeIfPresent(result.token, forKey: .token)
            try container.encodeIfPresent(result.colors, forKey: .colors)
            try container.encodeIfPresent(result.metric, forKey: .metric)
            try container.encodeIfPresent(result.value, forKey: .value)
            try container.encodeIfPresent(result.threshold, forKey: .threshold)
            try container.encodeIfPresent(result.margin, forKey: .margin)
            if let location = result.location {
                try container.encode(
                    Location(path: location.path, line: location.line, column: location.column), forKey: .location)
            }
            try container.encode(result.message, forKey: .message)
            try container.encode(result.suggestions, forKey: .suggestions)
            try container.encodeIfPresent(result.statusBar, forKey: .statusBar)
            try container.encodeIfPresent(result.backdropRange, forKey: .backdropRange)
        }
    }
}
