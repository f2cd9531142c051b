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
}

extension ReportJSONRenderer: ReportRenderer {
    package static let format = "json"

    package static func render(_ report: AuditReport, options: RenderOptions) -> String {
        render(report, onlyFailures: options.onlyFailures)
    }
}

/// A result written straight into bytes, in sorted key order: the bytes the tree encoder writes for the
/// result's `Encodable` model (`ResultWriterTests` compares them with that model, kept in the tests),
/// without building a tree of 20-odd containers per result, which made the encoder the largest cost of a
/// large JSON report. `n` counts the members written so far.
enum ResultWriter {
    static func write(_ result: AuditResult, into w: inout JSONWriter, indent: Int) {
        var n = 0
        w.open("{")
        w.member("appearance", count: &n, indent: indent)
        if let appearance = result.appearance { w.writeString(appearance.name) } else { w.writeNull() }
        w.optionalMember("backdropRange", result.backdropRange, count: &n, indent: indent) {
            writeRange($1, into: &$0, indent: indent + 1)
        }
        w.optionalMember("colors", result.colors, count: &n, indent: indent) {
            writeColors($1, into: &$0, indent: indent + 1)
        }
        w.optionalMember("location", result.location, count: &n, indent: indent) { w, location in
            w.open("{")
            w.member("column", index: 0, indent: indent + 1)
            w.writeInteger(location.column)
            w.member("line", index: 1, indent: indent + 1)
            w.writeInteger(location.line)
            w.member("path", index: 2, indent: indent + 1)
            w.writeString(location.path)
            w.close("}", count: 3, indent: indent + 1)
        }
        w.optionalNumber("margin", result.margin, count: &n, indent: indent)
        w.member("message", count: &n, indent: indent)
        w.writeString(result.message)
        w.optionalString("metric", result.metric?.rawValue, count: &n, indent: indent)
        w.member("pairing", count: &n, indent: indent)
        if let pairing = result.pairing { writePairing(pairing, into: &w, indent: indent + 1) } else { w.writeNull() }
        w.member("rule", count: &n, indent: indent)
        w.writeString(result.rule)
        w.member("ruleSet", count: &n, indent: indent)
        w.writeString(result.ruleSet)
        writeTail(result, into: &w, indent: indent, count: &n)
        w.close("}", count: n, indent: indent)
    }

    /// The members from `sameAs` on.
    static func writeTail(_ result: AuditResult, into w: inout JSONWriter, indent: Int, count n: inout Int) {
        w.optionalString("sameAs", result.sameAs?.name, count: &n, indent: indent)
        w.optionalString("severity", result.severity?.rawValue, count: &n, indent: indent)
        w.optionalMember("simulations", result.simulations, count: &n, indent: indent) { w, simulations in
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
        w.member("status", count: &n, indent: indent)
        w.writeString(result.status.rawValue)
        w.optionalMember("statusBar", result.statusBar, count: &n, indent: indent) {
            writeStatusBar($1, into: &$0, indent: indent + 1)
        }
        w.optionalString("suggestionReason", result.suggestionReason, count: &n, indent: indent)
        w.member("suggestions", count: &n, indent: indent)
        w.open("[")
        for (index, suggestion) in result.suggestions.enumerated() {
            w.element(index: index, indent: indent + 1)
            writeSuggestion(suggestion, into: &w, indent: indent + 2)
        }
        w.close("]", count: result.suggestions.count, indent: indent + 1)
        w.optionalNumber("threshold", result.threshold, count: &n, indent: indent)
        w.optionalString("token", result.token, count: &n, indent: indent)
        w.optionalNumber("value", result.value, count: &n, indent: indent)
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
        w.member("backgrounds", count: &n, indent: indent)
        writeStrings(pairing.backgrounds, into: &w, indent: indent)
        w.optionalString("because", pairing.because, count: &n, indent: indent)
        w.optionalString("convention", pairing.convention, count: &n, indent: indent)
        w.member("foreground", count: &n, indent: indent)
        if let foreground = pairing.foreground { w.writeString(foreground) } else { w.writeNull() }
        w.member("id", count: &n, indent: indent)
        w.writeString(pairing.id)
        w.member("origin", count: &n, indent: indent)
        w.writeString(pairing.origin)
        w.member("role", count: &n, indent: indent)
        w.writeString(pairing.role.rawValue)
        if !pairing.sites.isEmpty {
            w.optionalMember("siteCount", pairing.siteCount, count: &n, indent: indent) { $0.writeInteger($1) }
            w.member("sites", count: &n, indent: indent)
            writeStrings(pairing.sites, into: &w, indent: indent)
        }
        w.close("}", count: n, indent: indent)
    }

    /// An array of strings, as the value of a member of an object at `indent`.
    static func writeStrings(_ strings: [String], into w: inout JSONWriter, indent: Int) {
        w.open("[")
        for (index, string) in strings.enumerated() {
            w.element(index: index, indent: indent + 1)
            w.writeString(string)
        }
        w.close("]", count: strings.count, indent: indent + 1)
    }

    static func writeSuggestion(_ suggestion: AuditResult.Suggestion, into w: inout JSONWriter, indent: Int) {
        var n = 0
        w.open("{")
        w.optionalMember("chromaReduced", suggestion.chromaReduced, count: &n, indent: indent) { $0.writeBool($1) }
        // A style suggestion changes no color: no `color` (its text color would read as a paint).
        if suggestion.side != .style {
            w.member("color", count: &n, indent: indent)
            w.writeString(suggestion.color)
            w.member("deltaE", count: &n, indent: indent)
            w.writeNumber(suggestion.deltaE)
        }
        w.optionalString("direction", suggestion.direction?.rawValue, count: &n, indent: indent)
        w.optionalString("measure", suggestion.measure?.rawValue, count: &n, indent: indent)
        w.member("side", count: &n, indent: indent)
        w.writeString(suggestion.side.rawValue)
        w.optionalString("style", suggestion.style?.rawValue, count: &n, indent: indent)
        w.optionalNumber("threshold", suggestion.threshold, count: &n, indent: indent)
        w.member("token", count: &n, indent: indent)
        w.writeString(suggestion.token)
        w.member("value", count: &n, indent: indent)
        w.writeNumber(suggestion.value)
        w.close("}", count: n, indent: indent)
    }

    static func writeStatusBar(_ bar: AuditResult.StatusBarDetail, into w: inout JSONWriter, indent: Int) {
        var n = 0
        w.open("{")
        w.member("brightness", count: &n, indent: indent)
        w.writeNumber(bar.brightness)
        // A pick by another measure says which, with its own threshold and value, instead of a brightness
        // threshold that the app never compares.
        if bar.measure == .hsbBrightness {
            w.member("brightnessThreshold", count: &n, indent: indent)
            w.writeNumber(bar.brightnessThreshold)
        }
        w.member("declaredStyle", count: &n, indent: indent)
        if let declared = bar.declaredStyle { w.writeString(declared.rawValue) } else { w.writeNull() }
        w.member("luminanceStyle", count: &n, indent: indent)
        w.writeString(bar.luminanceStyle.rawValue)
        if bar.measure != .hsbBrightness {
            w.member("measure", count: &n, indent: indent)
            w.open("{")
            w.member("name", index: 0, indent: indent + 1)
            w.writeString(bar.measure.rawValue)
            w.member("threshold", index: 1, indent: indent + 1)
            w.writeNumber(bar.brightnessThreshold)
            w.member("value", index: 2, indent: indent + 1)
            w.writeNumber(bar.measured)
            w.close("}", count: 3, indent: indent + 1)
        }
        w.member("otherStyleRatio", count: &n, indent: indent)
        w.writeNumber(bar.otherStyleRatio)
        w.member("style", count: &n, indent: indent)
        w.writeString(bar.style.rawValue)
        w.close("}", count: n, indent: indent)
    }
}
