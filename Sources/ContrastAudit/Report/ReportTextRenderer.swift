/// The text report a developer reads in a terminal: one block per failing pairing and rule with a small
/// table of appearances (swatches on a terminal), the threshold, the margin and the location; then
/// unpaired tokens, reader warnings, and a summary line.
package enum ReportTextRenderer {
    /// Renders the report. `onlyFailures` has no effect on text, which only ever details failures, but
    /// without it a line per passing pairing is listed for completeness.
    package static func render(_ report: AuditReport, style: TerminalStyle, onlyFailures: Bool = false) -> String {
        // The text in pieces, joined once at the end: a large report's blocks are megabytes, and appending
        // them to one string as they come copied them again at every growth.
        var pieces: [String] = []
        var output = ""
        let grouped = groups(report.results)
        for input in report.inputs {
            let inputGroups = grouped.filter { $0.path == input.path }
            let failing = inputGroups.filter(\.failed)
            output += style.bold(input.path) + style.dim("  \(input.format.name), \(input.tokens) tokens") + "\n"
            if failing.isEmpty {
                output += "  " + style.verdict(true, "all \(inputGroups.count) checks pass") + "\n\n"
                continue
            }
            output += "\n"
            // Blocks are independent: a large report formats them on every core, joined in order.
            pieces.append(output)
            pieces += Parallel.map(failing, minimumCount: 512) { block($0, style: style) }
            output = ""
            if !onlyFailures {
                let passing = inputGroups.filter { !$0.failed && !$0.isCoverage }
                if !passing.isEmpty {
                    output +=
                        style.dim("  passing: ")
                        + passing.map { "\($0.title) [\($0.rule)]" }
                        .joined(separator: ", ") + "\n\n"
                }
            }
        }
        if let fixes = report.fixes {
            output += fixSection(fixes, outcome: report.fixOutcome ?? [], style: style)
        }
        for warning in report.warnings {
            output += warning.formatted + "\n"
        }
        if !report.warnings.isEmpty { output += "\n" }
        if let baseline = report.baseline {
            output += Wording.baselineSummary(baseline) + "\n"
            for entry in baseline.fixed { output += "  fixed: " + Wording.fixedEntry(entry) + "\n" }
        }
        output += summaryLine(report) + "\n"
        pieces.append(output)
        return pieces.joined()
    }

    /// The joint fixes and what a re-audit with all of them still finds.
    static func fixSection(
        _ fixes: [JointFix], outcome: [(result: AuditResult, reason: String?)], style: TerminalStyle
    )
        -> String
    {
        var lines = [
            style.bold("Joint fixes") + style.dim("  (one color per token that passes every pairing it is in)")
        ]
        if fixes.isEmpty { lines.append("  none: no failing color can be fixed by changing a theme color") }
        for fix in fixes {
            let variant = fix.isNewVariant ? "new \"\(fix.selector)\" variant" : "\"\(fix.selector)\" variant"
            lines.append(
                "  \(fix.token) \(variant): \(fix.from.reportText) -> \(fix.to.reportText)  ΔE_OK \(Wording.truncated(fix.deltaE, decimals: 3))"
                    + "  fixes \(plural(fix.fixes.count, "result")) in \(fix.appearances.map(\.name).joined(separator: ", "))"
            )
        }
        if outcome.isEmpty {
            lines.append("  " + style.verdict(true, "with these fixes every check passes"))
        } else {
            lines.append("  with these fixes \(plural(outcome.count, "result")) still fail:")
            var seen = Set<String>()
            for (result, reason) in outcome {
                let key = "\(result.rule)\u{1F}\(result.pairing?.id ?? result.token ?? "")\u{1F}\(reason ?? "")"
                guard seen.insert(key).inserted else { continue }
                lines.append(
                    "    \(result.pairing?.id ?? "token " + (result.token ?? "")) [\(result.rule)]: \(reason ?? result.message)"
                )
            }
        }
        return lines.joined(separator: "\n") + "\n\n"
    }

    /// `3 errors, 1 warning in 20 evaluations across 4 appearances`.
    package static func summaryLine(_ report: AuditReport) -> String {
        let summary = report.summary
        var parts: [String] = []
        parts.append(plural(summary.errors, "error"))
        parts.append(plural(summary.warnings, "warning"))
        if summary.infos > 0 { parts.append(plural(summary.infos, "note")) }
        var line =
            parts.joined(separator: ", ") + " in " + plural(summary.evaluations, "evaluation") + " across "
            + plural(report.appearances.count, "appearance")
        let failures = report.results.count { $0.status == .fail }
        if summary.distinctFailures < failures {
            let repeats = failures - summary.distinctFailures
            line +=
                "; \(plural(summary.distinctFailures, "distinct failure")) (\(repeats) \(repeats == 1 ? "repeats" : "repeat") "
                + "the same colors in another appearance)"
        }
        if report.unevaluatedPairings > 0 {
            line += "; \(plural(report.unevaluatedPairings, "pairing")) not evaluated: unresolvable colors"
        }
        return line
    }

    static func plural(_ count: Int, _ noun: String) -> String {
        "\(count) \(noun)\(count == 1 ? "" : "s")"
    }

    /// The results of one rule on one pairing (or one coverage finding).
    struct Group {
        var path: String
        var rule: String
        var ruleSet: String
        var title: String
        var results: [AuditResult]
        var isCoverage: Bool { results.first?.token != nil }
        var failed: Bool { results.contains { $0.status == .fail } }
    }

    /// What puts results in one group: the title is the pairing's id or the token's name (a coverage rule
    /// and a pairing rule never share a rule id, so the two never meet).
    private struct GroupKey: Hashable {
        var path: String
        var ruleSet: String
        var rule: String
        var pairing: String?
        var token: String?
    }

    static func groups(_ results: [AuditResult]) -> [Group] {
        func title(_ result: AuditResult) -> String { result.pairing?.id ?? "token \(result.token ?? "?")" }
        return results.groupedInOrder {
            GroupKey(
                path: $0.path, ruleSet: $0.ruleSet, rule: $0.rule, pairing: $0.pairing?.id,
                token: $0.hasPairing ? nil : $0.token ?? "?")
        }.map { group in
            let first = group[0]
            return Group(
                path: first.path, rule: first.rule, ruleSet: first.ruleSet, title: title(first), results: group)
        }
    }

    static func block(_ group: Group, style: TerminalStyle) -> String {
        let first = group.results[0]
        let worst = group.results.compactMap(\.severity).max() ?? .info
        let marker = worst == .error ? style.verdict(false, "✗") : "!"
        if group.isCoverage {
            let location = first.location.map { "  \($0)" } ?? ""
            return "\(marker) \(style.bold(group.title))  \(style.dim("[\(group.rule)]"))\(style.dim(location))\n"
                + "    \(worst.rawValue): \(first.message)\n\n"
        }
        var header = "\(marker) \(style.bold(group.title))"
        var details: [String] = []
        if let role = first.pairing?.role { details.append(role.rawValue) }
        details.append("rule \(group.rule)")
        if let threshold = first.threshold {
            details.append("minimum \(Wording.minimum(threshold, metric: first.metric))")
        }
        if let provenance = first.pairing?.provenance { details.append(provenance) }
        header += "  " + style.dim("(" + details.joined(separator: ", ") + ")")
        var lines = [header]
        // A result that repeats an earlier appearance's colors is listed on that appearance's row:
        // `light (= light.elevated)`.
        let shown = group.results.filter { $0.sameAs == nil }
        let names = shown.map { result in
            appearanceWithSame(
                result.appearance, same: group.results.filter { $0.sameAs != nil && $0.sameAs == result.appearance })
        }
        let nameWidth = max(names.map(\.count).max() ?? 0, 10)
        for (result, name) in zip(shown, names) {
            lines.append(row(result, name: name, nameWidth: nameWidth, style: style))
        }
        // One line per place to look: appearances that fail at the same color value are listed together.
        var byLocation: [(location: SourceLocation?, results: [AuditResult])] = []
        for result in group.results where result.status == .fail {
            if let index = byLocation.firstIndex(where: { $0.location == result.location }) {
                byLocation[index].results.append(result)
            } else {
                byLocation.append((result.location, [result]))
            }
        }
        for (location, results) in byLocation {
            let first = results[0]
            let prefix = location.map { "\($0): " } ?? ""
            var line = "    " + prefix + "\(first.severity?.rawValue ?? "error"): \(first.message)"
            if results.count > 1 {
                line += style.dim(
                    " (also in \(results.dropFirst().compactMap { $0.appearance?.name }.joined(separator: ", ")))")
            }
            lines.append(line)
            for suggestion in FailureGroups.suggestionLines(results) { lines.append("      " + suggestion) }
            for simulation in first.simulations ?? [] {
                lines.append("      " + Wording.simulation(simulation))
            }
        }
        return lines.joined(separator: "\n") + "\n\n"
    }

    /// An appearance with the appearances whose results repeat its colors: `light (= light.elevated)`.
    package static func appearanceWithSame(_ appearance: Appearance?, same: [AuditResult]) -> String {
        let name = appearance?.name ?? ""
        let others = same.compactMap { $0.appearance?.name }
        return others.isEmpty ? name : "\(name) (= \(others.joined(separator: ", ")))"
    }

    static func row(_ result: AuditResult, name: String, nameWidth: Int, style: TerminalStyle) -> String {
        let name = Wording.pad(name, nameWidth)
        var swatch = ""
        if let colors = result.colors, style.enabled,
            let fg = try? Color(parsing: colors.foreground), let bg = try? Color(parsing: colors.background)
        {
            swatch = style.sample(" Aa ", foreground: fg, background: bg) + " "
        }
        var value = Wording.judgedValue(result) ?? ""
        if let measured = result.value {
            if let range = result.backdropRange {
                value = "\(Wording.ratio(range.min))–\(Wording.ratio(range.max))"
            } else {
                value = Wording.measured(measured, metric: result.metric)
            }
        }
        let verdict = result.status == .pass ? style.verdict(true, "pass") : style.verdict(false, "FAIL")
        var line = "    \(name)  \(swatch)\(Wording.pad(value + "  ", 16))\(verdict)"
        if let required = Wording.judgedRequirement(result) { line += style.dim("  required: \(required)") }
        if result.status == .fail, let margin = result.margin {
            line += style.dim("  margin \(Wording.margin(margin, metric: result.metric))")
        }
        if let bar = result.statusBar {
            line += style.dim("  \(bar.measure.phrase) \(Wording.truncated(bar.measured)) → \(bar.style.rawValue)")
        }
        return line
    }
}

extension ReportTextRenderer: ReportRenderer {
    package static let format = "text"

    package static func render(_ report: AuditReport, options: RenderOptions) -> String {
        render(report, style: options.style, onlyFailures: options.onlyFailures)
    }
}
