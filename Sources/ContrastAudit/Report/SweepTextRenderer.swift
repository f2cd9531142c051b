/// The sweep report a developer reads in a terminal: the grid, then one block per failing check with its
/// share of failing picks, its regions, its worst picks and the fixes found, then the passing checks.
package enum SweepTextRenderer {
    /// Renders the report.
    package static func render(_ report: SweepReport, style: TerminalStyle = .plain) -> String {
        var output =
            style.bold(report.path)
            + style.dim("  generator \"\(report.name)\", rules \(report.ruleSets.joined(separator: ", "))") + "\n"
        for input in report.inputs {
            let grid = input.grid
            var line =
                "  input \(input.name) (default \(Wording.hsb(input.defaultPick))): hue every "
                + "\(Wording.degrees(report.step.hue)), saturation every \(Wording.percent(report.step.saturation / 100))"
            if grid.sweepsBrightness { line += ", brightness every \(Wording.percent(report.step.brightness / 100))" }
            line += ": \(grid.count) picks"
            output += line + "\n" + style.dim("    \(input.brightnessNote)") + "\n"
        }
        output += "  appearances: \(report.appearances.map(\.name).joined(separator: ", "))\n\n"
        let failing = report.checks.filter { $0.failing > 0 }
        for check in failing {
            output += block(check, report: report, style: style)
        }
        let passing = report.checks.filter { $0.failing == 0 }
        if !passing.isEmpty {
            output += style.dim("  passing for every pick: ") + passing.map(\.id).joined(separator: ", ") + "\n\n"
        }
        if !report.skippedRules.isEmpty {
            output +=
                style.dim(
                    "  not swept (no pick changes them; audit check reports them): "
                        + report.skippedRules.joined(separator: ", ")) + "\n\n"
        }
        output += summaryLine(report) + "\n"
        return output
    }

    /// `2 of 4 checks fail for some picks (2 errors, 0 warnings); 36360 picks`.
    package static func summaryLine(_ report: SweepReport) -> String {
        let failing = report.checks.filter { $0.failing > 0 }
        let errors = failing.filter { $0.failingSeverity == .error }.count
        let warnings = failing.filter { $0.failingSeverity == .warning }.count
        let picks = report.inputs.reduce(0) { $0 + $1.grid.count }
        return "\(failing.count) of \(report.checks.count) checks fail for some picks (\(errors) "
            + "error\(errors == 1 ? "" : "s"), \(warnings) warning\(warnings == 1 ? "" : "s")); "
            + "\(picks) picks per check"
    }

    static func block(_ check: SweepReport.Check, report: SweepReport, style: TerminalStyle) -> String {
        var output =
            style.verdict(false, "✗") + " " + style.bold(check.id) + "  ("
            + Wording.requirement(check) + ")\n"
        var scope = Wording.sweepOutcome(check)
        if check.appearances.count < report.appearances.count {
            scope += " in \(check.appearances.map(\.name).joined(separator: ", "))"
        }
        if let input = check.input, report.inputs.count > 1 {
            scope += ", varying \(report.inputs[input].name)"
            if !check.heldInputs.isEmpty {
                scope +=
                    " with \(check.heldInputs.map { report.inputs[$0].name }.joined(separator: ", ")) at the default"
            }
        }
        output += "    \(scope)\n"
        if let input = check.input {
            let grid = report.inputs[input].grid
            if !check.regions.isEmpty {
                output += "    where:\n"
                for (index, region) in check.regions.enumerated() {
                    var line = "      \(index + 1). \(Wording.region(region, grid: grid))  (\(region.picks) picks"
                    if let worst = region.worst {
                        line +=
                            ", worst \(Wording.value(worst.value, metric: check.requirement.metric)) at "
                            + Wording.pick(worst.pick, sweepsBrightness: grid.sweepsBrightness)
                    }
                    output += line + ")\n"
                }
                if check.uncovered > 0 {
                    output += "      \(Wording.uncovered(check))\n"
                }
            }
            if !check.worst.isEmpty {
                output += "    worst picks:\n"
                for worst in check.worst {
                    output +=
                        "      \(Wording.pick(worst.pick, sweepsBrightness: grid.sweepsBrightness)): "
                        + worstColors(worst, check: check, style: style) + "\n"
                }
            }
            output += fixes(check, report: report)
        }
        return output + "\n"
    }

    static func worstColors(_ worst: SweepReport.WorstPick, check: SweepReport.Check, style: TerminalStyle) -> String {
        let value = Wording.value(worst.value, metric: check.requirement.metric)
        if check.pairing.role == .statusBar {
            let text = worst.foreground.hex == "#FFFFFF" ? "white" : "black"
            return style.swatch(worst.background) + "bar \(worst.background.hex), \(text) text \(value)"
        }
        return style.swatch(worst.foreground) + style.swatch(worst.background)
            + "\(worst.foreground.hex) \(check.pairing.role == .distinguish ? "vs" : "on") \(worst.background.hex), \(value)"
    }

    /// The best fix of each region, regions with the same fix together.
    static func fixes(_ check: SweepReport.Check, report: SweepReport) -> String {
        guard !check.regions.isEmpty else { return "" }
        var output = "    fixes:\n"
        for (label, fix) in Wording.fixGroups(check) {
            guard let best = fix else {
                output += "      \(label): \(Wording.noFix)\n"
                continue
            }
            output +=
                "      \(label): \(Wording.fix(best))\(Wording.fixesEveryPick(best, of: check, report: report))  (\(best.constant.location))\n"
            output += "        failing picks: \(Wording.effects(best, report: report))\n"
            let region = check.regions.first { $0.fixes.first == best }
            let others = (region?.fixes.dropFirst() ?? []).map { fix in
                let worse = fix.effects.filter { $0.after > $0.before }.map { report.checks[$0.check].pairing.id }
                return Wording.fix(fix) + (worse.isEmpty ? "" : " (worse for \(worse.joined(separator: ", ")))")
            }
            if !others.isEmpty { output += "        also: \(others.joined(separator: "; "))\n" }
        }
        return output
    }
}
