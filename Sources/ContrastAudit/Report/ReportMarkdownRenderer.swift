/// Markdown for a pull-request comment or a GitHub job summary: a summary line, then per theme file one
/// table per failing pairing with a column per appearance, a row per rule (a pass or fail mark and the
/// measured value, truncated as everywhere) and a row of suggested colors when there are any; then the
/// unpaired tokens, and the passing pairings folded away.
///
/// Names and paths come from theme files and may hold any character. They are only ever written as code
/// spans (so `*`, `_`, `<`, `@` and friends stay literal and GitHub never turns them into mentions or
/// links), with the fence longer than any run of backticks inside and `|` escaped inside tables, as
/// GitHub Flavored Markdown requires even in code spans. Messages, which hold values but no names, are
/// backslash-escaped all the same.
package enum ReportMarkdownRenderer: ReportRenderer {
    package static let format = "markdown"

    package static func render(_ report: AuditReport, options: RenderOptions) -> String {
        let summary = report.summary
        let mark = summary.errors > 0 ? "❌" : summary.warnings > 0 ? "⚠️" : "✅"
        var lines = ["## Contrast audit", ""]
        lines.append(
            "\(mark) **\(ReportTextRenderer.summaryLine(report))** "
                + "(rule sets \(report.ruleSets.map { code($0) }.joined(separator: ", ")); audit \(ToolVersion.current))"
        )
        lines.append("")
        if let baseline = report.baseline {
            lines.append(code(Wording.baselineSummary(baseline)))
            lines.append("")
            for entry in baseline.fixed {
                lines.append("- fixed: " + code(Wording.fixedEntry(entry)))
            }
            if !baseline.fixed.isEmpty { lines.append("") }
        }
        lines.append("✅ pass · ❌ error · ⚠️ warning · ℹ️ note")
        lines.append("")
        for input in report.inputs {
            let results = report.results.filter { $0.path == input.path }
            let pairings = pairingGroups(results.filter { $0.pairing != nil })
            let coverage = results.filter { $0.pairing == nil && $0.status == .fail }
            let failing = pairings.filter { $0.contains { $0.status == .fail } }
            lines.append("### \(code(input.path))")
            lines.append("")
            if failing.isEmpty && coverage.isEmpty {
                lines.append("✅ all \(pairings.count) pairings pass")
                lines.append("")
                continue
            }
            for group in failing {
                lines += table(group, rules: report.rules)
            }
            if !coverage.isEmpty {
                lines.append("**Unpaired tokens** (in no pairing, so never checked)")
                lines.append("")
                for result in coverage {
                    let location = result.location.map { " at \(code($0.description))" } ?? ""
                    lines.append(
                        "- \(marker(result)) \(code(result.token ?? "")) "
                            + "(\(code(Wording.ruleID(ruleSet: result.ruleSet, rule: result.rule))))\(location)")
                }
                lines.append("")
            }
            let passing = pairings.filter { !$0.contains { $0.status == .fail } }
            if !passing.isEmpty && !options.onlyFailures {
                lines.append("<details><summary>\(passing.count) passing pairings</summary>")
                lines.append("")
                for group in passing { lines.append("- \(code(group[0].pairing!.id))") }
                lines.append("")
                lines.append("</details>")
                lines.append("")
            }
        }
        while lines.last == "" { lines.removeLast() }
        return lines.joined(separator: "\n") + "\n"
    }

    /// Results of one pairing (every rule, every appearance), pairings in report order.
    static func pairingGroups(_ results: [AuditResult]) -> [[AuditResult]] {
        results.groupedInOrder { [String($0.pairingIndex), $0.pairing?.id ?? ""] }
    }

    /// The heading and table of one failing pairing. Contrast rules show their minimum beside their id;
    /// the failures of other kinds (status bars), whose values a minimum does not explain, are followed by
    /// their messages.
    static func table(_ results: [AuditResult], rules infos: [AuditReport.RuleInfo]) -> [String] {
        let pairing = results[0].pairing!
        let appearances = Array(Set(results.compactMap(\.appearance))).sorted()
        var places: [String] = []
        for result in results where result.status == .fail {
            if let location = result.location?.description, !places.contains(location) { places.append(location) }
        }
        var lines = ["#### \(code(pairing.id))", ""]
        var about = [pairing.role.rawValue]
        about += places.map { code($0) }
        lines.append(about.joined(separator: " · "))
        lines.append("")
        lines.append("| rule | " + appearances.map { code($0.name, inTable: true) }.joined(separator: " | ") + " |")
        lines.append("| --- |" + String(repeating: " --- |", count: appearances.count))
        var rules: [String] = []
        for result in results where !rules.contains(Wording.ruleID(ruleSet: result.ruleSet, rule: result.rule)) {
            rules.append(Wording.ruleID(ruleSet: result.ruleSet, rule: result.rule))
        }
        func kind(_ result: AuditResult) -> String? {
            infos.first { $0.ruleSet == result.ruleSet && $0.id == result.rule }?.kind
        }
        var suggestions = Array(repeating: [String](), count: appearances.count)
        for rule in rules {
            let ruleResults = results.filter { Wording.ruleID(ruleSet: $0.ruleSet, rule: $0.rule) == rule }
            var label = code(rule, inTable: true)
            if let first = ruleResults.first, let threshold = first.threshold, kind(first) == "contrast" {
                label += " ≥ " + Wording.minimum(threshold, metric: first.metric)
            }
            var cells = [label]
            for (column, appearance) in appearances.enumerated() {
                guard let result = ruleResults.first(where: { $0.appearance == appearance }) else {
                    cells.append("–")
                    continue
                }
                cells.append("\(marker(result)) \(value(result))")
                for suggestion in result.suggestions where result.status == .fail {
                    suggestions[column].append(suggested(suggestion, metric: result.metric))
                }
                if result.status == .fail, let reason = result.suggestionReason {
                    suggestions[column].append(text("no suggestion: " + reason))
                }
            }
            lines.append("| " + cells.joined(separator: " | ") + " |")
        }
        if suggestions.contains(where: { !$0.isEmpty }) {
            lines.append(
                "| suggested | " + suggestions.map { $0.joined(separator: "<br>") }.joined(separator: " | ") + " |")
        }
        lines.append("")
        let explained = FailureGroups.byPlace(results.filter { kind($0) != "contrast" })
        for group in explained {
            lines.append("- \(marker(group[0])) \(text(FailureGroups.message(group)))")
            for simulation in group[0].simulations ?? [] {
                lines.append("  - \(text(Wording.simulation(simulation)))")
            }
        }
        if !explained.isEmpty { lines.append("") }
        return lines
    }

    /// ✅ for a pass, else the severity's mark.
    static func marker(_ result: AuditResult) -> String {
        guard result.status == .fail else { return "✅" }
        switch result.severity ?? .error {
        case .error: return "❌"
        case .warning: return "⚠️"
        case .info: return "ℹ️"
        }
    }

    /// The measured value: a ratio, a range over unknown backdrops, or APCA Lc.
    static func value(_ result: AuditResult) -> String {
        if let range = result.backdropRange {
            return "\(Wording.ratio(range.min))–\(Wording.ratio(range.max))"
        }
        guard let value = result.value else {
            return Wording.judgedValue(result) ?? Wording.verdict(result.status == .pass)
        }
        return Wording.measured(value, metric: result.metric)
    }

    /// A suggestion in a table cell: `foreground `text` → `#FFFFFF` (4.61:1)`.
    static func suggested(_ suggestion: AuditResult.Suggestion, metric: MetricID?) -> String {
        let reached = Wording.measured(suggestion.value, metric: metric)
        if suggestion.side == .style, let style = suggestion.style {
            var cell = "status-bar style \(code(style.rawValue, inTable: true)), no color change (\(reached)"
            if let threshold = suggestion.threshold {
                cell +=
                    ", picked at brightness threshold \(style == .darkContent ? "≤" : "≥") \(Wording.number(threshold))"
            }
            return cell + ")"
        }
        var cell =
            "\(suggestion.side.rawValue) \(code(suggestion.token, inTable: true)) → "
            + "\(code(suggestion.color, inTable: true)) (\(reached))"
        if let style = suggestion.style { cell += ", then \(code(style.rawValue, inTable: true))" }
        return cell
    }

    // MARK: - Escaping

    /// `value` as a code span: one line, fenced by more backticks than it contains, padded with a space
    /// when it starts or ends with a backtick or space; `|` escaped inside a table cell.
    static func code(_ value: String, inTable: Bool = false) -> String {
        var content = Wording.singleLine(value)
        var longest = 0
        var run = 0
        for character in content {
            run = character == "`" ? run + 1 : 0
            longest = max(longest, run)
        }
        let fence = String(repeating: "`", count: longest + 1)
        if content.isEmpty || content.first == "`" || content.last == "`" || content.first == " "
            || content.last == " "
        {
            content = " \(content) "
        }
        if inTable { content = content.replacingOccurrences(of: "|", with: "\\|") }
        return fence + content + fence
    }

    /// Plain text with every character that Markdown or GitHub could read as markup backslash-escaped
    /// (CommonMark lets any ASCII punctuation be escaped), on one line.
    static func text(_ value: String) -> String {
        var out = ""
        for character in Wording.singleLine(value) {
            if "\\`*_[]<>|~&#!".contains(character) { out.append("\\") }
            out.append(character)
        }
        return out
    }
}
