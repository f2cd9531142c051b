/// The JSON report (DESIGN.md §8, `schemaVersion` 1), described by `docs/report.schema.json`.
package enum ReportJSONRenderer {
    /// The report; with `onlyFailures` the passing results are left out (the summary still counts them).
    package static func render(_ report: AuditReport, onlyFailures: Bool = false) -> String {
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
            let shown = onlyFailures ? report.results.filter { $0.status == .fail } : report.results
            results = JSONOutput.prettyArrayFragment(count: shown.count, level: 1) { index, writer, indent in
                ResultWriter.write(shown[index], into: &writer, indent: indent)
            }
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
            try encodePairing(into: &container)
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
            try encodeSuggestions(into: &container)
            try container.encodeIfPresent(result.suggestionReason, forKey: .suggestionReason)
            try encodeDetails(into: &container)
        }

        private func encodePairing(into container: inout KeyedEncodingContainer<Keys>) throws {
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
                    try nested.encodeIfPresent(pairing.because, forKey: .because)
                }
            } else {
                try container.encodeNil(forKey: .pairing)
            }
        }

        private func encodeSuggestions(into container: inout KeyedEncodingContainer<Keys>) throws {
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
        }

        /// The status bar, backdrop range and color-vision simulations, when the result has them.
        private func encodeDetails(into container: inout KeyedEncodingContainer<Keys>) throws {
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
            case id, foreground, backgrounds, role, origin, convention, sites, siteCount, because
        }
        enum ColorKeys: String, CodingKey { case foreground, background }
        enum LocationKeys: String, CodingKey { case path, line, column }
        enum RangeKeys: String, CodingKey { case min, max, worstBackdrop, bestBackdrop }
        enum SimulationKeys: String, CodingKey { case vision, colors, deltaE }
    }
}

extension ReportJSONRenderer: ReportRenderer {
    package static let format = "json"

    package static func render(_ report: AuditReport, options: RenderOptions) -> String {
        render(report, onlyFailures: options.onlyFailures)
    }
}

/// A result written straight into bytes, with the keys and values of `ReportJSONRenderer.Result` in
/// sorted key order: the same bytes the tree encoder writes for that model (a test compares them), without
/// building a tree of 20-odd containers per result, which made the encoder the largest cost of a large
/// JSON report.
enum ResultWriter {
    static func write(_ result: AuditResult, into w: inout JSONWriter, indent: Int) {
        var n = 0
        w.open("{")
        w.member("appearance", index: n, indent: indent)
        n += 1
        if let appearance = result.appearance { w.writeString(appearance.name) } else { w.writeNull() }
        if let range = result.backdropRange {
            w.member("backdropRange", index: n, indent: indent)
            n += 1
            writeRange(range, into: &w, indent: indent + 1)
        }
        if let colors = result.colors {
            w.member("colors", index: n, indent: indent)
            n += 1
            writeColors(colors, into: &w, indent: indent + 1)
        }
        if let location = result.location {
            w.member("location", index: n, indent: indent)
            n += 1
            w.open("{")
            w.member("column", index: 0, indent: indent + 1)
            w.writeInteger(location.column)
            w.member("line", index: 1, indent: indent + 1)
            w.writeInteger(location.line)
            w.member("path", index: 2, indent: indent + 1)
            w.writeString(location.path)
            w.close("}", count: 3, indent: indent + 1)
        }
        if let margin = result.margin {
            w.member("margin", index: n, indent: indent)
            n += 1
            w.writeNumber(margin)
        }
        w.member("message", index: n, indent: indent)
        n += 1
        w.writeString(result.message)
        if let metric = result.metric {
            w.member("metric", index: n, indent: indent)
            n += 1
            w.writeString(metric.rawValue)
        }
        w.member("pairing", index: n, indent: indent)
        n += 1
        if let pairing = result.pairing { writePairing(pairing, into: &w, indent: indent + 1) } else { w.writeNull() }
        w.member("rule", index: n, indent: indent)
        n += 1
        w.writeString(result.rule)
        w.member("ruleSet", index: n, indent: indent)
        n += 1
        w.writeString(result.ruleSet)
        writeTail(result, into: &w, indent: indent, count: &n)
        w.close("}", count: n, indent: indent)
    }

    /// The members from `sameAs` on.
    static func writeTail(_ result: AuditResult, into w: inout JSONWriter, indent: Int, count n: inout Int) {
        if let sameAs = result.sameAs {
            w.member("sameAs", index: n, indent: indent)
            n += 1
            w.writeString(sameAs.name)
        }
        if let severity = result.severity {
            w.member("severity", index: n, indent: indent)
            n += 1
            w.writeString(severity.rawValue)
        }
        if let simulations = result.simulations {
            w.member("simulations", index: n, indent: indent)
            n += 1
            w.open("[")
            for (index, simulation) in simulations.enumerated() {
                w.element(index: index, indent: indent + 1)
                w.open("{")
                w.member("colors", index: 0, indent: indent + 2)
                writeColors(simulation.colors, into: &w, indent: indent + 3)
                w.member("deltaE", index: 1, indent: indent + 2)
                w.writeNumber(simulation.deltaE)
                w.member("vision", index: 2, indent: indent + 2)
                w.writeString(simulation.vision)
                w.close("}", count: 3, indent: indent + 2)
            }
            w.close("]", count: simulations.count, indent: indent + 1)
        }
        w.member("status", index: n, indent: indent)
        n += 1
        w.writeString(result.status.rawValue)
        if let bar = result.statusBar {
            w.member("statusBar", index: n, indent: indent)
            n += 1
            writeStatusBar(bar, into: &w, indent: indent + 1)
        }
        if let reason = result.suggestionReason {
            w.member("suggestionReason", index: n, indent: indent)
            n += 1
            w.writeString(reason)
        }
        w.member("suggestions", index: n, indent: indent)
        n += 1
        w.open("[")
        for (index, suggestion) in result.suggestions.enumerated() {
            w.element(index: index, indent: indent + 1)
            writeSuggestion(suggestion, into: &w, indent: indent + 2)
        }
        w.close("]", count: result.suggestions.count, indent: indent + 1)
        if let threshold = result.threshold {
            w.member("threshold", index: n, indent: indent)
            n += 1
            w.writeNumber(threshold)
        }
        if let token = result.token {
            w.member("token", index: n, indent: indent)
            n += 1
            w.writeString(token)
        }
        if let value = result.value {
            w.member("value", index: n, indent: indent)
            n += 1
            w.writeNumber(value)
        }
    }

    static func writeColors(_ colors: AuditResult.ComparedColors, into w: inout JSONWriter, indent: Int) {
        w.open("{")
        w.member("background", index: 0, indent: indent)
        w.writeString(colors.background)
        w.member("foreground", index: 1, indent: indent)
        w.writeString(colors.foreground)
        w.close("}", count: 2, indent: indent)
    }

    static func writeRange(_ range: AuditResult.BackdropSummary, into w: inout JSONWriter, indent: Int) {
        w.open("{")
        w.member("bestBackdrop", index: 0, indent: indent)
        w.writeString(range.bestBackdrop)
        w.member("max", index: 1, indent: indent)
        w.writeNumber(range.max)
        w.member("min", index: 2, indent: indent)
        w.writeNumber(range.min)
        w.member("worstBackdrop", index: 3, indent: indent)
        w.writeString(range.worstBackdrop)
        w.close("}", count: 4, indent: indent)
    }

    static func writePairing(_ pairing: AuditResult.PairingSummary, into w: inout JSONWriter, indent: Int) {
        var n = 0
        w.open("{")
        w.member("backgrounds", index: n, indent: indent)
        n += 1
        w.open("[")
        for (index, name) in pairing.backgrounds.enumerated() {
            w.element(index: index, indent: indent + 1)
            w.writeString(name)
        }
        w.close("]", count: pairing.backgrounds.count, indent: indent + 1)
        if let because = pairing.because {
            w.member("because", index: n, indent: indent)
            n += 1
            w.writeString(because)
        }
        if let convention = pairing.convention {
            w.member("convention", index: n, indent: indent)
            n += 1
            w.writeString(convention)
        }
        w.member("foreground", index: n, indent: indent)
        n += 1
        if let foreground = pairing.foreground { w.writeString(foreground) } else { w.writeNull() }
        w.member("id", index: n, indent: indent)
        n += 1
        w.writeString(pairing.id)
        w.member("origin", index: n, indent: indent)
        n += 1
        w.writeString(pairing.origin)
        w.member("role", index: n, indent: indent)
        n += 1
        w.writeString(pairing.role.rawValue)
        if !pairing.sites.isEmpty {
            if let siteCount = pairing.siteCount {
                w.member("siteCount", index: n, indent: indent)
                n += 1
                w.writeInteger(siteCount)
            }
            w.member("sites", index: n, indent: indent)
            n += 1
            w.open("[")
            for (index, site) in pairing.sites.enumerated() {
                w.element(index: index, indent: indent + 1)
                w.writeString(site)
            }
            w.close("]", count: pairing.sites.count, indent: indent + 1)
        }
        w.close("}", count: n, indent: indent)
    }

    static func writeSuggestion(_ suggestion: AuditResult.Suggestion, into w: inout JSONWriter, indent: Int) {
        var n = 0
        w.open("{")
        if let chromaReduced = suggestion.chromaReduced {
            w.member("chromaReduced", index: n, indent: indent)
            n += 1
            w.writeBool(chromaReduced)
        }
        // A style suggestion changes no color: no `color` (its text color would read as a paint).
        if suggestion.side != .style {
            w.member("color", index: n, indent: indent)
            n += 1
            w.writeString(suggestion.color)
            w.member("deltaE", index: n, indent: indent)
            n += 1
            w.writeNumber(suggestion.deltaE)
        }
        if let direction = suggestion.direction {
            w.member("direction", index: n, indent: indent)
            n += 1
            w.writeString(direction.rawValue)
        }
        w.member("side", index: n, indent: indent)
        n += 1
        w.writeString(suggestion.side.rawValue)
        if let style = suggestion.style {
            w.member("style", index: n, indent: indent)
            n += 1
            w.writeString(style.rawValue)
        }
        if let threshold = suggestion.threshold {
            w.member("threshold", index: n, indent: indent)
            n += 1
            w.writeNumber(threshold)
        }
        w.member("token", index: n, indent: indent)
        n += 1
        w.writeString(suggestion.token)
        w.member("value", index: n, indent: indent)
        n += 1
        w.writeNumber(suggestion.value)
        w.close("}", count: n, indent: indent)
    }

    static func writeStatusBar(_ bar: AuditResult.StatusBarDetail, into w: inout JSONWriter, indent: Int) {
        w.open("{")
        w.member("brightness", index: 0, indent: indent)
        w.writeNumber(bar.brightness)
        w.member("brightnessThreshold", index: 1, indent: indent)
        w.writeNumber(bar.brightnessThreshold)
        w.member("declaredStyle", index: 2, indent: indent)
        if let declared = bar.declaredStyle { w.writeString(declared.rawValue) } else { w.writeNull() }
        w.member("luminanceStyle", index: 3, indent: indent)
        w.writeString(bar.luminanceStyle.rawValue)
        w.member("otherStyleRatio", index: 4, indent: indent)
        w.writeNumber(bar.otherStyleRatio)
        w.member("style", index: 5, indent: indent)
        w.writeString(bar.style.rawValue)
        w.close("}", count: 6, indent: indent)
    }
}
