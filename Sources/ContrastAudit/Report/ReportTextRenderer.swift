import Foundation

/// The text report a developer reads in a terminal: one block per failing pairing and rule with a small
/// table of appearances (swatches on a terminal), the threshold, the margin and the location; then
/// unpaired tokens, reader warnings, and a summary line.
package enum ReportTextRenderer {
    /// Renders the report. `onlyFailures` has no effect on text, which only ever details failures, but
    /// without it a line per passing pairing is listed for completeness.
    package static func render(_ report: AuditReport, style: TerminalStyle, onlyFailures: Bool = false) -> String {
        // The text in parts of bytes, copied once into the string at the end: a large report's blocks are
        // megabytes, written straight into bytes (`TextBytes`) on every core.
        var parts: [[UInt8]] = []
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
            parts.append(Array(output.utf8))
            parts += blocks(failing, style: style)
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
        parts.append(Array(output.utf8))
        return TextBytes.string(joining: parts)
    }

    /// The blocks of `groups`, in order: in chunks on every core for a large report (blocks are
    /// independent), each chunk's blocks written into one buffer.
    static func blocks(_ groups: [Group], style: TerminalStyle) -> [[UInt8]] {
        let chunkCount = groups.count < 512 ? 1 : ProcessInfo.processInfo.activeProcessorCount * 4
        let chunkSize = (groups.count + chunkCount - 1) / chunkCount
        return Parallel.map(count: chunkCount) { chunk in
            let range = (chunk * chunkSize)..<min(groups.count, (chunk + 1) * chunkSize)
            var text = TextBytes(capacity: range.count * 1_200)
            for index in range { block(groups[index], style: style, into: &text) }
            return text.bytes
        }
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
            // Each is a note at its use site, which names the color and why it cannot be evaluated.
            line +=
                "; \(plural(report.unevaluatedPairings, "pairing")) not evaluated: unresolvable colors (see the notes)"
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

    /// One group's block: `text` then a blank line.
    static func block(_ group: Group, style: TerminalStyle) -> String {
        var text = TextBytes()
        block(group, style: style, into: &text)
        return String(decoding: text.bytes, as: UTF8.self)
    }

    /// Writes one group's block, ending with a blank line.
    static func block(_ group: Group, style: TerminalStyle, into text: inout TextBytes) {
        let first = group.results[0]
        let worst = group.results.compactMap(\.severity).max() ?? .info
        if worst == .error {
            text.styled(style.enabled, "\u{1B}[31m", "✗")
        } else {
            text.write("!")
        }
        text.write(" ")
        text.styled(style.enabled, "\u{1B}[1m", group.title)
        if group.isCoverage {
            text.write("  ")
            text.styled(style.enabled, "\u{1B}[2m", "[\(group.rule)]")
            text.dim(style.enabled) { text in
                guard let location = first.location else { return }
                text.write("  ")
                text.write(location)
            }
            text.write("\n    ")
            text.write(worst.rawValue)
            text.write(": ")
            text.write(first.message)
            text.write("\n\n")
            return
        }
        text.write("  ")
        text.dim(style.enabled) { text in
            text.write("(")
            if let role = first.pairing?.role {
                text.write(role.rawValue)
                text.write(", ")
            }
            text.write("rule ")
            text.write(group.rule)
            if let threshold = first.threshold {
                text.write(", minimum ")
                text.write(Wording.minimum(threshold, metric: first.metric))
            }
            if let provenance = first.pairing?.provenance {
                text.write(", ")
                text.write(provenance)
            }
            text.write(")")
        }
        // A result that repeats an earlier appearance's colors is listed on that appearance's row:
        // `light (= light.elevated)`.
        let shown = group.results.filter { $0.sameAs == nil }
        let names = shown.map { result in
            appearanceWithSame(
                result.appearance, same: group.results.filter { $0.sameAs != nil && $0.sameAs == result.appearance })
        }
        let nameWidth = max(names.map(\.count).max() ?? 0, 10)
        for (result, name) in zip(shown, names) {
            text.write("\n")
            row(result, name: name, nameWidth: nameWidth, style: style, into: &text)
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
            text.write("\n    ")
            if let location {
                text.write(location)
                text.write(": ")
            }
            text.write(first.severity?.rawValue ?? "error")
            text.write(": ")
            text.write(first.message)
            if results.count > 1 {
                text.dim(style.enabled) { text in
                    text.write(" (also in ")
                    var separator = false
                    for result in results.dropFirst() {
                        guard let appearance = result.appearance else { continue }
                        if separator { text.write(", ") }
                        text.write(appearance.name)
                        separator = true
                    }
                    text.write(")")
                }
            }
            FailureGroups.writeSuggestionLines(results, prefix: "\n      ", into: &text)
            for simulation in first.simulations ?? [] {
                text.write("\n      ")
                text.write(Wording.simulation(simulation))
            }
        }
        text.write("\n\n")
    }

    /// An appearance with the appearances whose results repeat its colors: `light (= light.elevated)`.
    package static func appearanceWithSame(_ appearance: Appearance?, same: [AuditResult]) -> String {
        let name = appearance?.name ?? ""
        let others = same.compactMap { $0.appearance?.name }
        return others.isEmpty ? name : "\(name) (= \(others.joined(separator: ", ")))"
    }

    static func row(_ result: AuditResult, name: String, nameWidth: Int, style: TerminalStyle) -> String {
        var text = TextBytes()
        row(result, name: name, nameWidth: nameWidth, style: style, into: &text)
        return String(decoding: text.bytes, as: UTF8.self)
    }

    /// One appearance's row: name, swatch, value, verdict, then what was required and by how much it missed.
    static func row(
        _ result: AuditResult, name: String, nameWidth: Int, style: TerminalStyle, into text: inout TextBytes
    ) {
        text.write("    ")
        var start = text.bytes.count
        text.write(name)
        text.writeSpaces(nameWidth - text.characters(from: start))
        text.write("  ")
        if let colors = result.colors, style.enabled,
            let fg = try? Color(parsing: colors.foreground), let bg = try? Color(parsing: colors.background)
        {
            text.write(style.sample(" Aa ", foreground: fg, background: bg))
            text.write(" ")
        }
        start = text.bytes.count
        if let measured = result.value {
            if let range = result.backdropRange {
                text.writeRatio(range.min)
                text.write("–")
                text.writeRatio(range.max)
            } else if result.metric == .wcag2 || result.metric == nil {
                text.writeRatio(measured)
            } else {
                text.write(Wording.measured(measured, metric: result.metric))
            }
        } else if let judged = Wording.judgedValue(result) {
            text.write(judged)
        }
        text.write("  ")
        text.writeSpaces(16 - text.characters(from: start))
        if Wording.isNotDrawn(result) {
            text.styled(style.enabled, "\u{1B}[32m", "not drawn")
        } else if result.status == .pass {
            text.styled(style.enabled, "\u{1B}[32m", "pass")
        } else {
            text.styled(style.enabled, "\u{1B}[31m", "FAIL")
        }
        if let required = Wording.judgedRequirement(result) {
            text.dim(style.enabled) { text in
                text.write("  required: ")
                text.write(required)
            }
        }
        if result.status == .fail, let margin = result.margin {
            text.dim(style.enabled) { text in
                text.write("  margin ")
                if margin < 0 {
                    // `Wording.margin`: the sign kept even when the digits truncate to zero.
                    let start = text.bytes.count
                    text.writeTruncated(margin, decimals: result.metric == .deltaEOK ? 3 : 2)
                    if text.bytes[start] != UInt8(ascii: "-") { text.bytes.insert(UInt8(ascii: "-"), at: start) }
                } else {
                    text.writeTruncated(margin, decimals: result.metric == .deltaEOK ? 3 : 2)
                }
            }
        }
        if let bar = result.statusBar {
            text.dim(style.enabled) { text in
                text.write("  ")
                text.write(bar.measure.phrase)
                text.write(" ")
                text.writeTruncated(bar.measured)
                text.write(" → ")
                text.write(bar.style.rawValue)
            }
        }
    }
}

extension TextBytes {
    /// `text` in the terminal style that `escape` starts (then reset), or plain when styles are off.
    mutating func styled(_ enabled: Bool, _ escape: StaticString, _ text: String) {
        if enabled { write(escape) }
        write(text)
        if enabled { write("\u{1B}[0m") }
    }

    /// What `body` writes, dimmed (`TerminalStyle.dim`) when styles are on.
    mutating func dim(_ enabled: Bool, _ body: (inout TextBytes) -> Void) {
        if enabled { write("\u{1B}[2m") }
        body(&self)
        if enabled { write("\u{1B}[0m") }
    }

    /// `location.description`: `path:line:column`, or the path alone.
    mutating func write(_ location: SourceLocation) {
        write(location.path)
        guard location.hasPosition else { return }
        write(":")
        writeInteger(location.line)
        write(":")
        writeInteger(location.column)
    }
}

extension ReportTextRenderer: ReportRenderer {
    package static let format = "text"

    package static func render(_ report: AuditReport, options: RenderOptions) -> String {
        render(report, style: options.style, onlyFailures: options.onlyFailures)
    }
}
