/// Computes joint fixes. Single-pair suggestions can contradict each other (a text color that must get
/// darker on one background and lighter on another) or break a pairing that passed; here the unit of
/// change is a color as written in the file, and its new value must pass every pairing it takes part in,
/// in every appearance it serves, passing ones included. All fixes are then applied together to a copy of
/// the themes and re-audited; failures the changes cause are fixed in up to `rounds` further passes.
package enum JointFixer {
    /// A color as written: a token's variant in one theme.
    struct Unit: Hashable {
        var theme: Int
        var owner: String
        var selector: AppearanceSelector
    }

    /// Plans joint fixes for every fixable failing result. `cache` holds single-pair searches already
    /// done (by the audit being fixed); each round's re-audit adds to it. `audited` is the report of these
    /// themes with these rule sets and appearances, when the caller has it: the first round starts from it
    /// instead of auditing again.
    package static func plan(
        themes: [Theme], ruleSets: [RuleSet], appearances choice: AppearanceChoice = .automatic, rounds: Int = 3,
        cache: SuggestionCache = SuggestionCache(), audited: AuditReport? = nil
    ) throws(DiagnosticList) -> FixPlan {
        // In the audit's order; the first round's `prepare` reports any theme that does not resolve.
        var current = AuditEngine.inPathOrder(themes)
        var fixes: [Unit: JointFix] = [:]
        var reasons: [String: String] = [:]
        let rules = ruleSets.flatMap(\.rules)
        for round in 0..<max(1, rounds) {
            let contexts = try AuditEngine.prepare(themes: current, appearances: choice)
            let report =
                round == 0 && audited != nil
                ? audited! : AuditEngine.evaluate(contexts, ruleSets: ruleSets, suggest: true, cache: cache)
            var units: [Unit: [AuditResult]] = [:]
            for result in report.results where result.status == .fail {
                guard let themeIndex = contexts.firstIndex(where: { $0.resolved.theme.path == result.path }) else {
                    continue
                }
                switch unit(for: result, context: contexts[themeIndex], themeIndex: themeIndex) {
                case .success(let unit): units[unit, default: []].append(result)
                case .failure(let reason): reasons[result.fingerprintKey] = reason.message
                }
            }
            if units.isEmpty { break }
            var changed = false
            let ordered = sortedUnits(Array(units.keys))
            let usage = ordered.isEmpty ? [] : contexts.map(UsageIndex.init)
            // Units of one round are solved against the same audit and applied afterwards, so they are
            // independent: solve them on every core.
            let solutions = Parallel.map(ordered, minimumCount: 8) { unit in
                solve(
                    unit, context: contexts[unit.theme], usage: usage[unit.theme], rules: rules, failing: units[unit]!)
            }
            for (unit, solution) in zip(ordered, solutions) {
                let failing = units[unit]!
                switch solution {
                case .success(let changes):
                    for change in changes {
                        apply(change, to: &current[unit.theme])
                        let key = Unit(theme: unit.theme, owner: change.token, selector: change.selector)
                        if var existing = fixes[key] {
                            existing.to = change.to
                            existing.deltaE = DeltaE.ok(existing.from.withAlpha(1), change.to.withAlpha(1))
                            existing.fixes = Array(Set(existing.fixes + change.fixes)).sorted()
                            fixes[key] = existing
                        } else {
                            fixes[key] = change
                        }
                        changed = true
                    }
                case .failure(let reason):
                    for result in failing { reasons[result.fingerprintKey] = reason.message }
                }
            }
            if !changed { break }
        }
        let final = AuditEngine.evaluate(
            try AuditEngine.prepare(themes: current, appearances: choice), ruleSets: ruleSets, suggest: false)
        let stillFailing = final.results.filter { $0.status == .fail }.map { result in
            (result, reasons[result.fingerprintKey] ?? defaultReason(result))
        }
        let ordered = sortedUnits(Array(fixes.keys)).map { fixes[$0]! }
        return FixPlan(fixes: ordered, stillFailing: stillFailing, fixedThemes: current)
    }

    /// Units by theme, token and selector text: each selector's text made once, not at every comparison
    /// (a round sorts about a thousand units).
    static func sortedUnits(_ units: [Unit]) -> [Unit] {
        let keyed = units.map { (unit: $0, selector: $0.selector.description) }
        return keyed.sorted {
            ($0.unit.theme, $0.unit.owner, $0.selector) < ($1.unit.theme, $1.unit.owner, $1.selector)
        }.map(\.unit)
    }

    struct Reason: Error {
        var message: String
    }

    static func defaultReason(_ result: AuditResult) -> String? {
        if result.token != nil { return "add a pairing that uses this token" }
        if result.statusBar != nil && result.rule.contains("declared") {
            return "a declared style is not a color: declare the style the brightness rule picks"
        }
        return nil
    }

    /// Which color to change for a failing result: the side whose single-pair suggestion is the smaller
    /// change, among colors the theme defines (a system color cannot be changed).
    static func unit(for result: AuditResult, context: RuleContext, themeIndex: Int) -> Result<Unit, Reason> {
        guard result.hasPairing, let appearance = result.appearance,
            let position = context.appearances.firstIndex(of: appearance),
            let measurement = context.measurement(pairing: result.pairingIndex, appearance: position)
        else { return .failure(Reason(message: defaultReason(result) ?? "not a color pairing")) }
        if result.statusBar != nil,
            let style = result.suggestions.first(where: { $0.side == .style })
        {
            return .failure(Reason(message: "a status-bar style, not a color: " + Wording.suggestion(style)))
        }
        if result.suggestions.isEmpty {
            return .failure(Reason(message: result.suggestionReason ?? "no passing color on either side"))
        }
        for suggestion in result.suggestions {
            let resolved =
                suggestion.side == .foreground && result.statusBar == nil
                ? measurement.foreground : measurement.backgrounds.first
            if let resolved, resolved.literal != nil {
                return .success(Unit(theme: themeIndex, owner: resolved.owner, selector: resolved.selector))
            }
        }
        return .failure(Reason(message: "both colors are built-in system colors, which a theme cannot change"))
    }

    /// A pairing in one appearance that must keep passing one rule.
    struct Constraint {
        /// What a constraint is about, in one box: constraints are copied and filtered many times while a
        /// conflict is explained, and a copy then retains one reference instead of every string inside.
        final class Parts {
            let pairing: Pairing
            let appearance: Appearance
            let rule: any Rule
            let requirement: RuleRequirement
            let measurement: PairingMeasurement

            init(
                pairing: Pairing, appearance: Appearance, rule: any Rule, requirement: RuleRequirement,
                measurement: PairingMeasurement
            ) {
                self.pairing = pairing
                self.appearance = appearance
                self.rule = rule
                self.requirement = requirement
                self.measurement = measurement
            }
        }

        let parts: Parts
        var pairing: Pairing { parts.pairing }
        var appearance: Appearance { parts.appearance }
        var rule: any Rule { parts.rule }
        var requirement: RuleRequirement { parts.requirement }
        var measurement: PairingMeasurement { parts.measurement }
        /// The same verdict from luminances alone, when the rule vouches for it (`wcagRatio`) and the colors
        /// allow it: the scans evaluate every constraint at hundreds of candidates.
        var shortcut: Shortcut?

        /// Where the candidate goes and the luminance of the other side, which does not change.
        struct Shortcut {
            var fixedLuminance: Double
            var minimum: Double
        }
    }

    /// The luminance-only form of a constraint: a WCAG ratio whose requirement declares the `wcagRatio`
    /// shortcut, where the unit's color is either the opaque foreground on an opaque flattened stack it is
    /// not part of, or the nearest background (covering everything beneath it) under an opaque foreground
    /// that is not the unit. Opaque candidates only: `passes` checks that.
    static func shortcut(
        for requirement: RuleRequirement, measurement: PairingMeasurement, unit: Unit
    ) -> Constraint.Shortcut? {
        guard requirement.shortcut == .wcagRatio, requirement.metric == .wcag2,
            let foreground = measurement.foreground
        else { return nil }
        func isUnit(_ resolved: ResolvedColor) -> Bool {
            resolved.owner == unit.owner && resolved.selector == unit.selector && resolved.literal != nil
        }
        let layers = measurement.backgrounds
        if isUnit(foreground) {
            guard !layers.contains(where: isUnit), let flattened = Color.flatten(layers.map(\.color)),
                flattened.isOpaque
            else { return nil }
            return .init(fixedLuminance: WCAG2Contrast.luminance(flattened), minimum: requirement.minimum)
        }
        guard let nearest = layers.first, isUnit(nearest), foreground.color.isOpaque else { return nil }
        return .init(fixedLuminance: WCAG2Contrast.luminance(foreground.color), minimum: requirement.minimum)
    }

    /// The luminance of an opaque candidate as `WCAG2Contrast.luminance` computes it (by table for 8-bit
    /// sRGB, clamped the same way).
    static func luminance(_ candidate: Color) -> Double {
        guard let table = WCAG2Contrast.luminance8Bit(candidate) else { return WCAG2Contrast.luminance(candidate) }
        return min(max(table, 0), 1)
    }

    /// Where each written color is used: for every (token, variant), the pairings and appearances whose
    /// measurement includes it, built in one pass so finding a unit's constraints does not scan every
    /// pairing of the theme again.
    struct UsageIndex: Sendable {
        struct Key: Hashable, Sendable {
            var owner: String
            var selector: AppearanceSelector
        }

        var uses: [Key: [(pairing: Int, position: Int)]] = [:]

        init(_ context: RuleContext) {
            for index in context.pairings.indices {
                for position in context.appearances.indices {
                    guard let measurement = context.measurement(pairing: index, appearance: position) else { continue }
                    // A measurement has a handful of colors: a short list finds repeats without hashing.
                    var seen: [Key] = []
                    func use(_ color: ResolvedColor) {
                        guard color.literal != nil else { return }
                        let key = Key(owner: color.owner, selector: color.selector)
                        guard !seen.contains(key) else { return }
                        seen.append(key)
                        uses[key, default: []].append((index, position))
                    }
                    if let foreground = measurement.foreground { use(foreground) }
                    for background in measurement.backgrounds { use(background) }
                }
            }
        }
    }

    /// Every rule on every pairing, in `appearances`, that uses the unit's color.
    static func constraints(
        for unit: Unit, context: RuleContext, usage: UsageIndex, rules: [any Rule], appearances: [Appearance]
    ) -> [Constraint] {
        var result: [Constraint] = []
        let wanted = Set(appearances)
        for (index, position) in usage.uses[UsageIndex.Key(owner: unit.owner, selector: unit.selector)] ?? [] {
            let appearance = context.appearances[position]
            guard wanted.contains(appearance),
                let measurement = context.measurement(pairing: index, appearance: position)
            else { continue }
            let pairing = context.pairings[index]
            for rule in rules {
                guard
                    let requirement = RuleCheck.requirement(
                        rule, pairing: pairing, appearance: appearance, measurement: measurement)
                else { continue }
                result.append(
                    Constraint(
                        parts: Constraint.Parts(
                            pairing: pairing, appearance: appearance, rule: rule, requirement: requirement,
                            measurement: measurement),
                        shortcut: shortcut(for: requirement, measurement: measurement, unit: unit)))
            }
        }
        return result
    }

    /// Whether a constraint passes with the unit's color replaced by `candidate`.
    static func passes(_ constraint: Constraint, unit: Unit, candidate: Color) -> Bool {
        var luminance: Double?
        return passes(constraint, unit: unit, candidate: candidate, luminance: &luminance)
    }

    /// `passes`, with the candidate's luminance computed at most once for several constraints.
    static func passes(_ constraint: Constraint, unit: Unit, candidate: Color, luminance: inout Double?) -> Bool {
        if let shortcut = constraint.shortcut, candidate.isOpaque {
            let value = luminance ?? Self.luminance(candidate)
            luminance = value
            return WCAG2Contrast.ratio(luminance: value, shortcut.fixedLuminance) >= shortcut.minimum
        }
        func substituted(_ resolved: ResolvedColor) -> Color {
            resolved.owner == unit.owner && resolved.selector == unit.selector && resolved.literal != nil
                ? candidate : resolved.color
        }
        let measurement = constraint.measurement
        let layers = measurement.backgrounds.map(substituted)
        let foreground = measurement.foreground.map(substituted)
        return RuleCheck.passes(constraint.requirement, foreground: foreground, layers: layers)
    }

    /// Whether every constraint passes with `candidate`.
    static func passesAll(_ constraints: [Constraint], unit: Unit, candidate: Color) -> Bool {
        var luminance: Double?
        return constraints.allSatisfy { passes($0, unit: unit, candidate: candidate, luminance: &luminance) }
    }

    /// One color for every appearance the variant serves; failing that, one new variant per appearance;
    /// failing that, why.
    static func solve(
        _ unit: Unit, context: RuleContext, usage: UsageIndex, rules: [any Rule], failing: [AuditResult]
    )
        -> Result<[JointFix], Reason>
    {
        let theme = context.resolved.theme
        guard let token = theme.token(named: unit.owner),
            let variant = token.variants.first(where: { $0.selector == unit.selector }),
            case .literal(let literal) = variant.value
        else { return .failure(Reason(message: "token \"\(unit.owner)\" has no color to change")) }
        let served = context.appearances.filter { token.variant(for: $0)?.selector == unit.selector }
        // Every search of this unit walks the same path, mostly through the same points.
        let points = LightnessPoints(LightnessPath(original: literal.color))
        func describe(_ result: AuditResult) -> String {
            "\(result.rule): \(result.pairing?.id ?? result.token ?? "?") in \(result.appearance?.name ?? "every appearance")"
        }
        func search(_ appearances: [Appearance]) -> AdjustedColor? {
            let constraints = constraints(
                for: unit, context: context, usage: usage, rules: rules, appearances: appearances)
            return LightnessSearch.nearestByScan(on: points) { candidate in
                passesAll(constraints, unit: unit, candidate: candidate)
            }
        }
        if let found = search(served) {
            return .success([
                JointFix(
                    path: theme.path, token: unit.owner, selector: unit.selector, isNewVariant: false,
                    appearances: served,
                    from: literal.color, to: found.color, deltaE: found.deltaE, fixes: failing.map(describe).sorted(),
                    literal: literal)
            ])
        }
        // No single color serves all: split the way a designer would, first into light and dark (one
        // variant each), then into single appearances, for the groups that contain a failure.
        var changes: [JointFix] = []
        let failingAppearances = Set(failing.compactMap(\.appearance))
        for luminosity in Luminosity.allCases {
            let group = served.filter { $0.luminosity == luminosity }
            guard group.contains(where: failingAppearances.contains) else { continue }
            var groupSelector = unit.selector
            groupSelector.luminosity = luminosity
            if groupSelector.precedence > unit.selector.precedence,
                !served.contains(where: { !group.contains($0) && groupSelector.matches($0) }),
                let found = search(group)
            {
                changes.append(
                    JointFix(
                        path: theme.path, token: unit.owner, selector: groupSelector, isNewVariant: true,
                        appearances: group, from: literal.color, to: found.color, deltaE: found.deltaE,
                        fixes: failing.filter { $0.appearance.map(group.contains) ?? false }.map(describe).sorted(),
                        literal: literal))
                continue
            }
            for appearance in group where failingAppearances.contains(appearance) {
                guard let found = search([appearance]) else {
                    return .failure(
                        Reason(
                            message: conflict(
                                unit, appearance: appearance, context: context, usage: usage, rules: rules,
                                points: points)))
                }
                let selector = isolatingSelector(for: appearance, among: served, beyond: unit.selector)
                changes.append(
                    JointFix(
                        path: theme.path, token: unit.owner, selector: selector,
                        isNewVariant: selector != unit.selector, appearances: [appearance],
                        from: literal.color, to: found.color, deltaE: found.deltaE,
                        fixes: failing.filter { $0.appearance == appearance }.map(describe).sorted(), literal: literal))
            }
        }
        return changes.isEmpty ? .failure(Reason(message: "no change found")) : .success(changes)
    }

    /// The shortest selector that applies to `appearance` but to none of the other `served` appearances,
    /// and outranks `existing` (it names more traits): `light.base` rather than
    /// `light.base.normal-contrast` when high contrast is not evaluated.
    static func isolatingSelector(
        for appearance: Appearance, among served: [Appearance], beyond existing: AppearanceSelector
    )
        -> AppearanceSelector
    {
        let full = AppearanceSelector(appearance)
        var options: [AppearanceSelector] = []
        for keepLevel in [false, true] {
            for keepContrast in [false, true] {
                options.append(
                    AppearanceSelector(
                        luminosity: appearance.luminosity, level: keepLevel ? appearance.level : nil,
                        contrast: keepContrast ? appearance.contrast : nil))
            }
        }
        let others = served.filter { $0 != appearance }
        for option in options.sorted(by: { $0.precedence < $1.precedence })
        where option.precedence > existing.precedence && !others.contains(where: option.matches) {
            return option
        }
        return full
    }

    /// Why no color works in one appearance: which pairings need the color darker and which lighter.
    static func conflict(
        _ unit: Unit, appearance: Appearance, context: RuleContext, usage: UsageIndex, rules: [any Rule],
        points: LightnessPoints
    ) -> String {
        let constraints = constraints(
            for: unit, context: context, usage: usage, rules: rules, appearances: [appearance])
        let color = points.path.original
        var darker: [String] = []
        var lighter: [String] = []
        var impossible: [String] = []
        for constraint in constraints where !passes(constraint, unit: unit, candidate: color) {
            let name = "\"\(constraint.pairing.id)\" (\(constraint.rule.id))"
            if let direction = LightnessSearch.nearestDirection(
                on: points, passes: { passes(constraint, unit: unit, candidate: $0) })
            {
                if direction == .darker { darker.append(name) } else { lighter.append(name) }
            } else {
                impossible.append(name)
            }
        }
        // A pairing that passes now but would fail once the failing ones are fixed is the other side of
        // the conflict: it needs the color to stay where it is.
        func blocking(_ names: [String]) -> [String] {
            let wanted = constraints.filter {
                !passes($0, unit: unit, candidate: color)
                    && names.contains("\"\($0.pairing.id)\" (\($0.rule.id))")
            }
            guard !wanted.isEmpty,
                let target = LightnessSearch.nearestByScan(
                    on: points, passes: { candidate in passesAll(wanted, unit: unit, candidate: candidate) })
            else { return [] }
            return constraints.filter {
                passes($0, unit: unit, candidate: color) && !passes($0, unit: unit, candidate: target.color)
            }.map { "\"\($0.pairing.id)\" (\($0.rule.id))" }
        }
        if lighter.isEmpty { lighter = blocking(darker) }
        if darker.isEmpty { darker = blocking(lighter) }
        var parts: [String] = []
        if !darker.isEmpty {
            parts.append("\(darker.joined(separator: ", ")) need\(darker.count == 1 ? "s" : "") it darker")
        }
        if !lighter.isEmpty {
            parts.append("\(lighter.joined(separator: ", ")) need\(lighter.count == 1 ? "s" : "") it lighter")
        }
        if !impossible.isEmpty {
            parts.append("\(impossible.joined(separator: ", ")) cannot pass with any color of this hue")
        }
        return "no single color for \"\(unit.owner)\" in \(appearance) passes every pairing it is in: "
            + parts.joined(separator: "; ")
    }

    /// Writes a change into a theme: the variant's color, or a new variant.
    static func apply(_ change: JointFix, to theme: inout Theme) {
        guard let index = theme.tokens.firstIndex(where: { $0.name == change.token }) else { return }
        var literal = change.literal
        literal.color = change.to
        literal.text = nil
        if let variant = theme.tokens[index].variants.firstIndex(where: { $0.selector == change.selector }) {
            theme.tokens[index].variants[variant].value = .literal(literal)
        } else {
            literal.byteRange = nil
            theme.tokens[index].variants.append(Variant(selector: change.selector, value: .literal(literal)))
        }
    }
}

/// The quantized points of one lightness path, each computed once: the joint fixer scans a unit's path
/// for every group of appearances and every conflicting pairing, through the same lightness steps.
/// Used by one thread at a time (one unit's solve).
final class LightnessPoints {
    let path: LightnessPath
    // Exclusive by construction (one thread, no access while another is open): unchecked, since every
    // step of a scan read them through a dynamic exclusivity check (issue 15, sixth pass).
    @exclusivity(unchecked) private var known: [Double: Color] = [:]
    /// The points a scan visits in each direction (darker, lighter) with `scanStep`, in order: every scan
    /// of a unit walks the same lightness values, so they are read from here without hashing them.
    @exclusivity(unchecked) private var walked: [[(l: Double, color: Color)]] = [[], []]
    static let scanStep = 0.01

    init(_ path: LightnessPath) { self.path = path }

    /// `path.quantized(l).color`.
    func color(_ l: Double) -> Color {
        if let color = known[l] { return color }
        let color = path.quantized(l).color
        known[l] = color
        return color
    }

    /// The `index`-th point of a scan with `scanStep` in `direction`: the lightness `scan` computes there
    /// (each step from the one before, as it does) and its color.
    func walkedPoint(_ direction: AdjustedColor.Direction, _ index: Int) -> (l: Double, color: Color) {
        let side = direction == .darker ? 0 : 1
        while walked[side].count <= index {
            let previous = walked[side].last?.l ?? path.lightness
            let sign: Double = direction == .darker ? -1 : 1
            let l = min(1, max(0, previous + sign * Self.scanStep))
            // Not through `known`: a scan's steps are not the lightness values a refinement bisects
            // through, so hashing each step twice (look up, then store) bought nothing (issue 15, sixth pass).
            walked[side].append((l, path.quantized(l).color))
        }
        return walked[side][index]
    }
}

extension LightnessSearch {
    /// The nearest passing color in each direction when the predicate need not be monotone (several
    /// pairings at once): lightness is scanned outward in small steps, then the first passing step is
    /// refined by bisection and rounded to the best 8-bit neighbor.
    static func nearestByScan(on path: LightnessPath, step: Double = 0.01, passes: (Color) -> Bool) -> AdjustedColor? {
        nearestByScan(on: LightnessPoints(path), step: step, passes: passes)
    }

    /// `nearestByScan` on points that may already be known.
    static func nearestByScan(
        on points: LightnessPoints, step: Double = 0.01, passes: (Color) -> Bool
    ) -> AdjustedColor? {
        let found = [AdjustedColor.Direction.darker, .lighter].compactMap { direction in
            scan(points, direction: direction, step: step, passes: passes).map {
                refine(points, direction: direction, failing: $0.failing, passing: $0.passing, passes: passes)
            }
        }
        return closest(found)
    }

    /// `nearestByScan(on:step:passes:)?.direction`, without refining a direction's first passing step
    /// into a color when only one direction has one (the other direction then cannot be closer).
    static func nearestDirection(
        on points: LightnessPoints, step: Double = 0.01, passes: (Color) -> Bool
    ) -> AdjustedColor.Direction? {
        let darker = scan(points, direction: .darker, step: step, passes: passes)
        let lighter = scan(points, direction: .lighter, step: step, passes: passes)
        guard let darker, let lighter else { return darker != nil ? .darker : lighter != nil ? .lighter : nil }
        return closest([
            refine(points, direction: .darker, failing: darker.failing, passing: darker.passing, passes: passes),
            refine(points, direction: .lighter, failing: lighter.failing, passing: lighter.passing, passes: passes),
        ])?.direction
    }

    /// The closer candidate by ΔE_OK (ties: the darker one, as the reference procedure does).
    static func closest(_ candidates: [AdjustedColor]) -> AdjustedColor? {
        candidates.min {
            ($0.deltaE, $0.direction == .darker ? 0 : 1) < ($1.deltaE, $1.direction == .darker ? 0 : 1)
        }
    }

    /// The first step from the path's lightness in `direction` whose point passes, and the step before
    /// it (which fails, or is the start); `nil` when no step up to black or white passes.
    static func scan(
        _ points: LightnessPoints, direction: AdjustedColor.Direction, step: Double, passes: (Color) -> Bool
    ) -> (failing: Double, passing: Double)? {
        let sign: Double = direction == .darker ? -1 : 1
        var failing = points.path.lightness
        var l = failing
        var index = 0
        while true {
            let color: Color
            if step == LightnessPoints.scanStep {
                (l, color) = points.walkedPoint(direction, index)
                index += 1
            } else {
                l = min(1, max(0, l + sign * step))
                color = points.color(l)
            }
            if passes(color) { return (failing, l) }
            failing = l
            if l == 0 || l == 1 { return nil }
        }
    }

    /// The passing color between a failing lightness and a passing one: bisected to
    /// `lightnessResolution`, then rounded to the best 8-bit neighbor.
    static func refine(
        _ points: LightnessPoints, direction: AdjustedColor.Direction, failing: Double, passing: Double,
        passes: (Color) -> Bool
    ) -> AdjustedColor {
        let path = points.path
        var near = failing
        var far = passing
        while abs(far - near) > lightnessResolution {
            let mid = (near + far) / 2
            if passes(points.color(mid)) { far = mid } else { near = mid }
        }
        let (continuous, reduced) = path.fit(far)
        let color =
            nearestPassing8Bit(to: continuous, original: path.original, passes: passes) ?? points.color(far)
        return AdjustedColor(
            color: color, lightness: far, direction: direction, chromaReduced: reduced,
            deltaE: DeltaE.ok(path.original.withAlpha(1), color.withAlpha(1)))
    }
}
