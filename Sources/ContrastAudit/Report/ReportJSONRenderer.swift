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
        let fixes: [Fix]?
        let fixOutcome: Outcome?
        /// Present only when `--baseline` was given.
        let baseline: BaselineModel?

        init(_ report: AuditReport, onlyFailures: Bool) {
            inputs = report.inputs
            ruleSets = report.ruleSets
            appearances = report.appearances
            summary = report.summary
            results = report.results.filter { !onlyFailures || $0.status == .fail }.map(Result.init)
            warnings = report.warnings.map(Warning.init)
            // One entry per token and appearance, as the contract describes joint fixes.
            fixes = report.fixes.map { fixes in
                fixes.flatMap { fix in fix.appearances.map { Fix(fix, appearance: $0) } }
            }
            fixOutcome = report.fixOutcome.map(Outcome.init)
            baseline = report.baseline.map(BaselineModel.init)
        }
    }

    struct Fix: Encodable {
        let token: String
        let path: String
        let appearance: Appearance
        let from: String
        let to: String
        let deltaE: Double
        let fixes: [String]
        let location: Location

        init(_ fix: JointFix, appearance: Appearance) {
            token = fix.token
            path = fix.path
            self.appearance = appearance
            from = fix.from.reportText
            to = fix.to.reportText
            deltaE = fix.deltaE
            fixes = fix.fixes.filter { $0.hasSuffix(" in \(appearance.name)") }
            location = Location(
                path: fix.literal.location.path, line: fix.literal.location.line, column: fix.literal.location.column)
        }
    }

    struct Outcome: Encodable {
        let allPass: Bool
        let stillFailing: [Remaining]

        init(_ remaining: [(result: AuditResult, reason: String?)]) {
            allPass = remaining.isEmpty
            stillFailing = remaining.map(Remaining.init)
        }
    }

    struct Remaining: Encodable {
        let rule: String
        let pairing: String?
        let appearance: Appearance?
        let message: String
        let reason: String?

        init(_ item: (result: AuditResult, reason: String?)) {
            rule = item.result.rule
            pairing = item.result.pairing?.id ?? item.result.token
            appearance = item.result.appearance
            message = item.result.message
            reason = item.reason
        }

        enum CodingKeys: String, CodingKey { case rule, pairing, appearance, message, reason }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(rule, forKey: .rule)
            try container.encode(pairing, forKey: .pairing)
            try container.encode(appearance, forKey: .appearance)
            try container.encode(message, forKey: .message)
            try container.encodeIfPresent(reason, forKey: .reason)
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
            case location, message, suggestions, suggestionReason, statusBar, backdropRange
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
            try container.encodeIfPresent(result.suggestionReason, forKey: .suggestionReason)
            try container.encodeIfPresent(result.statusBar, forKey: .statusBar)
            try container.encodeIfPresent(result.backdropRange, forKey: .backdropRange)
        }
    }
}

extension ReportJSONRenderer: ReportRenderer {
    public static let format = "json"

    public static func render(_ report: AuditReport, options: RenderOptions) -> String {
        render(report, onlyFailures: options.onlyFailures)
    }
}
