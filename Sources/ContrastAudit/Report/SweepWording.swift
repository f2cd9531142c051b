/// Wording shared by the sweep renderers (text, JSON messages, HTML), so a region or a fix reads the
/// same everywhere.
extension Wording {
    /// A share as a percentage with two decimals, truncated: `62.70%`; a share above 0 that truncates to
    /// nothing is `<0.01%`, so a failure never reads as none.
    package static func percentage(_ share: Double) -> String {
        if share > 0 && share < 0.0001 { return "<0.01%" }
        return truncated(share * 100) + "%"
    }

    /// A grid value in percent without float noise: `24%`, `12.5%`.
    package static func percent(_ fraction: Double) -> String {
        number((fraction * 100 * 1e6).rounded() / 1e6) + "%"
    }

    /// A hue in degrees without float noise: `48°`.
    package static func degrees(_ hue: Double) -> String {
        number((hue * 1e6).rounded() / 1e6) + "°"
    }

    /// A constant's value without float noise: `0.46`, `1.5`.
    package static func constant(_ value: Double) -> String {
        number((value * 1e9).rounded() / 1e9)
    }

    /// `hue 48°–196°` (or `any hue`, or `hue 300°–20°` through 0°), with saturation and brightness the
    /// same way.
    package static func region(_ region: SweepReport.Region, grid: SweepGrid) -> String {
        var parts: [String] = []
        let hues = grid.hues.count
        if region.box.hueCount == hues {
            parts.append("any hue")
        } else if region.box.hueCount * 4 > hues * 3 {
            // A band over three quarters of the circle reads better as what it leaves out.
            let first = grid.hues[(region.box.hueStart + region.box.hueCount) % hues]
            let last = grid.hues[(region.box.hueStart + hues - 1) % hues]
            parts.append(
                first == last ? "any hue but \(degrees(first))" : "any hue but \(degrees(first))–\(degrees(last))")
        } else if region.hue.from == region.hue.to {
            parts.append("hue \(degrees(region.hue.from))")
        } else {
            parts.append("hue \(degrees(region.hue.from))–\(degrees(region.hue.to))")
        }
        func interval(_ name: String, _ value: SweepReport.ClosedInterval, full: Bool) -> String {
            if full { return "any \(name)" }
            if value.from == value.to { return "\(name) \(percent(value.from))" }
            return "\(name) \(percent(value.from))–\(percent(value.to))"
        }
        parts.append(
            interval(
                "saturation", region.saturation, full: region.box.saturation.count == grid.saturations.count))
        if let brightness = region.brightness {
            parts.append(
                interval("brightness", brightness, full: region.box.brightness.count == grid.brightnesses.count))
        }
        return parts.joined(separator: ", ")
    }

    /// A pick as the grid varies it: `hue 60°, saturation 0%` (with brightness when it is swept).
    package static func pick(_ pick: HSB, sweepsBrightness: Bool) -> String {
        var text = "hue \(degrees(pick.hue)), saturation \(percent(pick.saturation))"
        if sweepsBrightness { text += ", brightness \(percent(pick.brightness))" }
        return text
    }

    /// `hsb(210, 60%, 80%)`.
    package static func hsb(_ pick: HSB) -> String {
        "hsb(\(number((pick.hue * 1e6).rounded() / 1e6)), \(percent(pick.saturation)), \(percent(pick.brightness)))"
    }

    /// `neutral brightness 0.6 → 0.46`.
    package static func fix(_ fix: SweepReport.Fix) -> String {
        "\(fix.constant.name) \(constant(fix.constant.value)) → \(constant(fix.value))"
    }

    /// The check's requirement: `text, rule text-contrast, minimum 4.5:1`.
    package static func requirement(_ check: SweepReport.Check) -> String {
        "\(check.pairing.role.rawValue), rule \(check.rule), \(check.requirement.condition)"
    }

    /// A measured value: `2.84:1` or `Lc 52.1`.
    package static func value(_ value: Double, metric: MetricID) -> String {
        measured(value, metric: metric)
    }

    /// `fails for 62.70% of picks (22797 of 36360)` or `passes for every pick`.
    package static func sweepOutcome(_ check: SweepReport.Check) -> String {
        if check.failing == 0 { return "passes for every pick" }
        if check.input == nil { return "fails for every pick (no input changes its colors)" }
        return "fails for \(percentage(check.fraction)) of picks (\(check.failing) of \(check.evaluated))"
    }

    /// What a region without a fix gets instead of one.
    package static let noFix = "no single constant makes every pick of it pass"

    /// The regions of a check grouped by their best fix: `("regions 1, 2", fix)`, or `("region 3", nil)`
    /// when no single constant fixes it, in region order.
    package static func fixGroups(_ check: SweepReport.Check) -> [(label: String, fix: SweepReport.Fix?)] {
        var groups: [(label: String, fix: SweepReport.Fix?)] = []
        var done = Set<Int>()
        for (index, region) in check.regions.enumerated() where !done.contains(index) {
            guard let best = region.fixes.first else {
                groups.append(("region \(index + 1)", nil))
                done.insert(index)
                continue
            }
            let same = check.regions.indices.filter { other in
                !done.contains(other)
                    && check.regions[other].fixes.first.map { $0.constant == best.constant && $0.value == best.value }
                        == true
            }
            done.formUnion(same)
            let label =
                same.count == 1
                ? "region \(index + 1)" : "regions \(same.map { String($0 + 1) }.joined(separator: ", "))"
            groups.append((label, best))
        }
        return groups
    }

    /// How a fix changes every check it affects: `status bar on neutral · status-bar-text 62.70% → 0.00%`.
    package static func effects(_ fix: SweepReport.Fix, report: SweepReport) -> String {
        fix.effects.map { effect in
            let evaluated = Double(Swift.max(effect.evaluated, 1))
            return "\(report.checks[effect.check].id) \(percentage(Double(effect.before) / evaluated)) → "
                + percentage(Double(effect.after) / evaluated)
        }.joined(separator: "; ")
    }

    /// `and 1170 more picks (5.13% of the failing ones) along these regions`.
    package static func uncovered(_ check: SweepReport.Check) -> String {
        let share = percentage(Double(check.uncovered) / Double(Swift.max(check.failing, 1)))
        return "and \(check.uncovered) more pick\(check.uncovered == 1 ? "" : "s") (\(share) of the failing ones) "
            + "along these regions"
    }

    /// ` makes every pick pass` when the fix leaves no failing pick in its own check, else nothing.
    package static func fixesEveryPick(
        _ fix: SweepReport.Fix, of check: SweepReport.Check, report: SweepReport
    ) -> String {
        let own = fix.effects.first { report.checks[$0.check].id == check.id }
        return own?.after == 0 ? " makes every pick pass" : ""
    }
}
