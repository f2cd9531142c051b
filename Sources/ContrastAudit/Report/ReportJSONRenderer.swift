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
        /// Encoded on every core: a large audit has tens of thousands of results.
        let results: JSONFragment
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
            results = JSONOutput.prettyArrayFragment(
                report.results.filter { !onlyFailures || $0.status == .fail }.map(Result.init), level: 1)
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
        let version = ToolVersion.current
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

    struct Result: Encodable, Sendable {
        let result: AuditResult

        init(_ result: AuditResult) { self.result = result }

        enum Keys: String, CodingKey {
            case rule, ruleSet, status, severity, appearance, pairing, token, colors, metric, value, threshold, margin
            case location, message, suggestions, suggestionReason, statusBar, backdropRange, simulations, sameAs
        }

        /// Written with nested containers and concrete types only: each generic `encode<T>` goes through
        /// the standard library's type-erased container unspecialized, which made encoding results the
        /// largest cost of a 40,000-evaluation JSON report. The keys and values are those of the models.
        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: Keys.self)
            try container.encode(result.rule, forKey: .rule)
            try container.encode(result.ruleSet, forKey: .ruleSet)
            try container.encode(result.status.rawValue, forKey: .status)
            try container.encodeIfPresent(result.severity?.rawValue, forKey: .severity)
            // Coverage results have no appearance and no pairing: written as null, as documented.
            if let appearance = result.appearance {
                try container.encode(appearance.name, forKey: .appearance)
            } else {
                try container.encodeNil(forKey: .appearance)
            }
            if let pairing = result.pairing {
                var nested = container.nestedContainer(keyedBy: PairingKeys.self, forKey: .pairing)
                try nested.encode(pairing.id, forKey: .id)
                if let foreground = pairing.foreground {
                    try nested.encode(foreground, forKey: .foreground)
                } else {
                    try nested.encodeNil(forKey: .foreground)
                }
                var backgrounds = nested.nestedUnkeyedContainer(forKey: .backgrounds)
                for name in pairing.backgrounds { try backgrounds.encode(name) }
                try nested.encode(pairing.role.rawValue, forKey: .role)
                try nested.encode(pairing.origin, forKey: .origin)
                try nested.encodeIfPresent(pairing.convention, forKey: .convention)
                if !pairing.sites.isEmpty {
                    try nested.encode(pairing.sites, forKey: .sites)
                    try nested.encodeIfPresent(pairing.siteCount, forKey: .siteCount)
                }
            } else {
                try container.encodeNil(forKey: .pairing)
            }
            try container.encodeIfPresent(result.token, forKey: .token)
            if let colors = result.colors {
                var nested = container.nestedContainer(keyedBy: ColorKeys.self, forKey: .colors)
                try nested.encode(colors.foreground, forKey: .foreground)
                try nested.encode(colors.background, forKey: .background)
            }
            try container.encodeIfPresent(result.metric?.rawValue, forKey: .metric)
            try container.encodeIfPresent(result.value, forKey: .value)
            try container.encodeIfPresent(result.threshold, forKey: .threshold)
            try container.encodeIfPresent(result.margin, forKey: .margin)
            if let location = result.location {
                var nested = container.nestedContainer(keyedBy: LocationKeys.self, forKey: .location)
                try nested.encode(location.path, forKey: .path)
                try nested.encode(location.line, forKey: .line)
                try nested.encode(location.column, forKey: .column)
            }
            try container.encode(result.message, forKey: .message)
            try container.encodeIfPresent(result.sameAs?.name, forKey: .sameAs)
            var suggestions = container.nestedUnkeyedContainer(forKey: .suggestions)
            for suggestion in result.suggestions {
                var nested = suggestions.nestedContainer(keyedBy: AuditResult.Suggestion.CodingKeys.self)
                try nested.encode(suggestion.side.rawValue, forKey: .side)
                try nested.encode(suggestion.token, forKey: .token)
                // A style suggestion changes no color: no `color` (its text color would read as a paint).
                if suggestion.side != .style {
                    try nested.encode(suggestion.color, forKey: .color)
                    try nested.encode(suggestion.deltaE, forKey: .deltaE)
                }
                try nested.encode(suggestion.value, forKey: .value)
                try nested.encodeIfPresent(suggestion.direction?.rawValue, forKey: .direction)
                try nested.encodeIfPresent(suggestion.chromaReduced, forKey: .chromaReduced)
                try nested.encodeIfPresent(suggestion.style?.rawValue, forKey: .style)
                try nested.encodeIfPresent(suggestion.threshold, forKey: .threshold)
            }
            try container.encodeIfPresent(result.suggestionReason, forKey: .suggestionReason)
            if let bar = result.statusBar {
                var nested = container.nestedContainer(
                    keyedBy: AuditResult.StatusBarDetail.CodingKeys.self, forKey: .statusBar)
                try nested.encode(bar.brightness, forKey: .brightness)
                try nested.encode(bar.brightnessThreshold, forKey: .brightnessThreshold)
                try nested.encode(bar.style.rawValue, forKey: .style)
                if let declared = bar.declaredStyle {
                    try nested.encode(declared.rawValue, forKey: .declaredStyle)
                } else {
                    try nested.encodeNil(forKey: .declaredStyle)
                }
                try nested.encode(bar.otherStyleRatio, forKey: .otherStyleRatio)
                try nested.encode(bar.luminanceStyle.rawValue, forKey: .luminanceStyle)
            }
            if let range = result.backdropRange {
                var nested = container.nestedContainer(keyedBy: RangeKeys.self, forKey: .backdropRange)
                try nested.encode(range.min, forKey: .min)
                try nested.encode(range.max, forKey: .max)
                try nested.encode(range.worstBackdrop, forKey: .worstBackdrop)
                try nested.encode(range.bestBackdrop, forKey: .bestBackdrop)
            }
            if let simulations = result.simulations {
                var list = container.nestedUnkeyedContainer(forKey: .simulations)
                for simulation in simulations {
                    var nested = list.nestedContainer(keyedBy: SimulationKeys.self)
                    try nested.encode(simulation.vision, forKey: .vision)
                    var colors = nested.nestedContainer(keyedBy: ColorKeys.self, forKey: .colors)
                    try colors.encode(simulation.colors.foreground, forKey: .foreground)
                    try colors.encode(simulation.colors.background, forKey: .background)
                    try nested.encode(simulation.deltaE, forKey: .deltaE)
                }
            }
        }

        enum PairingKeys: String, CodingKey {
            case id, foreground, backgrounds, role, origin, convention, sites, siteCount
        }
        enum ColorKeys: String, CodingKey { case foreground, background }
        enum LocationKeys: String, CodingKey { case path, line, column }
        enum RangeKeys: String, CodingKey { case min, max, worstBackdrop, bestBackdrop }
        enum SimulationKeys: String, CodingKey { case vision, colors, deltaE }
    }
}

extension ReportJSONRenderer: ReportRenderer {
    public static let format = "json"

    public static func render(_ report: AuditReport, options: RenderOptions) -> String {
        render(report, onlyFailures: options.onlyFailures)
    }
}
