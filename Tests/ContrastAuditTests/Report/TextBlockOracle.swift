import Foundation
import Testing

@testable import ContrastAudit

/// The text report's blocks as they were written before they went straight into bytes (issue 15, fifth
/// pass): strings interpolated, concatenated and joined. Kept as the oracle `TextBlockBytesTests` compares
/// `ReportTextRenderer.block(_:style:into:)` with.
enum TextBlockOracle {
    static func block(_ group: ReportTextRenderer.Group, style: TerminalStyle) -> String {
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
            ReportTextRenderer.appearanceWithSame(
                result.appearance, same: group.results.filter { $0.sameAs != nil && $0.sameAs == result.appearance })
        }
        let nameWidth = max(names.map(\.count).max() ?? 0, 10)
        for (result, name) in zip(shown, names) {
            lines.append(row(result, name: name, nameWidth: nameWidth, style: style))
        }
        // One line per place to look: appearances that fail at the same color value are listed together.
        var byLocation: [(location: ContrastAudit.SourceLocation?, results: [AuditResult])] = []
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
            for suggestion in suggestionLines(results) { lines.append("      " + suggestion) }
            for simulation in first.simulations ?? [] {
                lines.append("      " + Wording.simulation(simulation))
            }
        }
        return lines.joined(separator: "\n") + "\n\n"
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

    /// `FailureGroups.suggestionLines` with the conflict notes as they were built before.
    static func suggestionLines(_ group: [AuditResult]) -> [String] {
        var subgroups: [[AuditResult]] = []
        for result in group {
            if let index = subgroups.firstIndex(where: { FailureGroups.sameSuggestions($0[0], result) }) {
                subgroups[index].append(result)
            } else {
                subgroups.append([result])
            }
        }
        var lines: [String] = []
        for subgroup in subgroups {
            let first = subgroup[0]
            let names = subgroup.compactMap { $0.appearance?.name }
            let scope = subgroups.count == 1 ? "" : " for " + names.joined(separator: ", ")
            for suggestion in first.suggestions {
                lines.append("suggest\(scope): " + Wording.suggestion(suggestion, metric: first.metric))
            }
            if let reason = first.suggestionReason { lines.append("no suggestion\(scope): " + reason) }
        }
        return lines + conflictNotes(group)
    }

    static func conflictNotes(_ group: [AuditResult]) -> [String] {
        // Entries are told apart by side and token (`foreground "accent"`); the text is written only for
        // the entries that become notes.
        var directions: [(side: AuditResult.Suggestion.Side, token: String, darker: [String], lighter: [String])] = []
        for result in group {
            guard let name = result.appearance?.name else { continue }
            for suggestion in result.suggestions where suggestion.side != .style {
                guard let direction = suggestion.direction else { continue }
                var index = directions.firstIndex { $0.side == suggestion.side && $0.token == suggestion.token }
                if index == nil {
                    directions.append((suggestion.side, suggestion.token, [], []))
                    index = directions.count - 1
                }
                if direction == .darker, !directions[index!].darker.contains(name) {
                    directions[index!].darker.append(name)
                } else if direction == .lighter, !directions[index!].lighter.contains(name) {
                    directions[index!].lighter.append(name)
                }
            }
        }
        return directions.filter { !$0.darker.isEmpty && !$0.lighter.isEmpty }.map { entry in
            "note: \(entry.side.rawValue) \"\(entry.token)\" is suggested darker for \(entry.darker.joined(separator: ", ")) but lighter for "
                + "\(entry.lighter.joined(separator: ", ")): write each change to its own variant, not to one shared "
                + "value"
        }
    }
}
