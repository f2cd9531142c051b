/// Appearances in which a generator produces the same colors for every pick: each token takes the same
/// variant (and a built-in color the same value), and each status bar declares the same style. The
/// single-color generator has no variants, so its four appearances are one group, evaluated once.
package struct AppearanceGroup: Sendable, Hashable {
    /// The appearances, in canonical order.
    package var appearances: [Appearance]
    /// The first of them, whose program stands for all.
    package var representative: Appearance { appearances[0] }

    /// Groups `appearances` for `generator`.
    package static func groups(_ generator: Generator, appearances: [Appearance]) -> [AppearanceGroup] {
        var signatures: [[String]] = []
        var groups: [AppearanceGroup] = []
        for appearance in appearances.sorted() {
            var signature: [String] = []
            func value(_ value: TokenValue?) -> String {
                guard case .reference(let name, _)? = value, SystemColors.isBuiltIn(name) else { return "" }
                return SystemColors.color(name, in: appearance)?.cssText ?? "?"
            }
            for token in generator.fixedTokens {
                let variant = token.variant(for: appearance)
                signature.append((variant?.selector.description ?? "-") + value(variant?.value))
            }
            for token in generator.tokens {
                let index = token.variantIndex(for: appearance)
                var text = index.map(String.init) ?? "-"
                if let index, case .value(let tokenValue) = token.variants[index].value { text += value(tokenValue) }
                signature.append(text)
            }
            for pairing in generator.pairings {
                signature.append(pairing.declaredStyle(for: appearance)?.rawValue ?? "-")
            }
            if let position = signatures.firstIndex(of: signature) {
                groups[position].appearances.append(appearance)
            } else {
                signatures.append(signature)
                groups.append(AppearanceGroup(appearances: [appearance]))
            }
        }
        return groups
    }
}

/// A rule that depends on the picks, compiled for one pairing in one appearance group: which program
/// outputs it compares and what it requires. It evaluates exactly as the rule kinds do in
/// `audit check` (a test compares the two over random picks), without building results or messages.
package struct GeneratorCheck: Sendable {
    /// What the rule requires (the rule's own measurement).
    package typealias Requirement = RuleRequirement

    /// A pairing token: a program output, or a built-in color named directly in the pairing.
    package enum Operand: Sendable, Hashable {
        case token(Int)
        case fixed(Color)
    }

    /// The pairing's position in the scheme.
    package var pairing: Int
    /// The rule's position in `GeneratorChecks.rules`.
    package var rule: Int
    package var requirement: Requirement
    package var foreground: Operand?
    package var backgrounds: [Operand]
    /// The rule's severity.
    package var severity: Severity

    /// One evaluation.
    package typealias Outcome = RuleRequirement.Outcome

    /// Evaluates the check on the colors of `program` after a run.
    package func evaluate(_ program: GeneratorProgram, buffers: GeneratorProgram.Buffers) -> Outcome? {
        func color(_ operand: Operand) -> Color? {
            switch operand {
            case .token(let index): program.color(index, buffers: buffers)
            case .fixed(let color): color
            }
        }
        // The sweep's innermost loop: a WCAG ratio or a status bar over one opaque token needs only the
        // luminances the program computed once per run (the same formulas as the general path).
        if backgrounds.count == 1, case .token(let barIndex) = backgrounds[0],
            let backgroundLuminance = program.luminance(barIndex, buffers: buffers),
            let background = program.color(barIndex, buffers: buffers)
        {
            switch requirement.shortcut {
            case .wcagRatio?:
                if let operand = foreground, case .token(let index) = operand,
                    let foregroundLuminance = program.luminance(index, buffers: buffers),
                    let foregroundColor = program.color(index, buffers: buffers)
                {
                    let ratio = WCAG2Contrast.ratio(luminance: foregroundLuminance, backgroundLuminance)
                    return Outcome(
                        value: ratio, passes: ratio >= requirement.minimum, severity: severity,
                        foreground: foregroundColor, background: background)
                }
            case .pickedStatusBarText(let pick)?:
                let style = pick.style(for: background)
                let ratio = WCAG2Contrast.ratio(luminance: GeneratorCheck.textLuminance(style), backgroundLuminance)
                return Outcome(
                    value: ratio, passes: ratio >= requirement.minimum, severity: severity,
                    foreground: style.textColor, background: background)
            case nil:
                break
            }
        }
        // One background needs no array.
        let background: Color
        if backgrounds.count == 1 {
            guard let layer = color(backgrounds[0]) else { return nil }
            background = layer
        } else {
            var layers: [Color] = []
            layers.reserveCapacity(backgrounds.count)
            for operand in backgrounds {
                guard let layer = color(operand) else { return nil }
                layers.append(layer)
            }
            background = Color.flatten(layers) ?? .clear
        }
        var foregroundColor: Color?
        if let operand = foreground {
            guard let value = color(operand) else { return nil }
            foregroundColor = value
        }
        return requirement.evaluate(foreground: foregroundColor, background: background, severity: severity)
    }
}

/// The checks of a generator: for each appearance group, every (pairing, rule) that a pick can change,
/// compiled against the group's program.
package struct GeneratorChecks: Sendable {
    /// A rule with the rule set it belongs to.
    package struct RuleEntry: Sendable {
        package var ruleSet: String
        package var rule: any Rule
    }

    package let generator: Generator
    /// Every rule of every rule set, in order.
    package let rules: [RuleEntry]
    package let groups: [AppearanceGroup]
    /// `programs[group]`: the representative appearance's program.
    package let programs: [GeneratorProgram]
    /// `checks[group]`.
    package let checks: [[GeneratorCheck]]
    /// Rules that do not judge pairings one at a time (coverage), so a pick cannot change them:
    /// `audit check` reports them.
    package let skippedRules: [String]

    /// Compiles the checks of `generator` under `ruleSets` for `appearances` (the generator's default
    /// appearances when `nil`).
    ///
    /// - Throws: everything `audit check` would reject at the default pick (unknown tokens, missing
    ///   variants, cycles), so a sweep never runs on a scheme that cannot be checked.
    package init(generator: Generator, ruleSets: [RuleSet], appearances: [Appearance]? = nil) throws(DiagnosticList) {
        let appearances = appearances ?? generator.defaultAppearances
        let allPrograms: [GeneratorProgram]
        let theme: Theme
        do {
            allPrograms = try generator.programs()
            theme = generator.theme(picks: generator.defaultPicks, programs: allPrograms)
        } catch {
            throw DiagnosticList([error])
        }
        let resolved = try ResolvedTheme(theme: theme, appearances: appearances)
        self.generator = generator
        var rules: [RuleEntry] = []
        var skipped: [String] = []
        for ruleSet in ruleSets {
            for rule in ruleSet.rules {
                rules.append(RuleEntry(ruleSet: ruleSet.id, rule: rule))
                if !rule.judgesPairings && !skipped.contains(rule.id) {
                    skipped.append(rule.id)
                }
            }
        }
        self.rules = rules
        skippedRules = skipped
        groups = AppearanceGroup.groups(generator, appearances: appearances)
        programs = groups.map { allPrograms[$0.representative.order] }
        var checks: [[GeneratorCheck]] = []
        for (groupIndex, group) in groups.enumerated() {
            let program = programs[groupIndex]
            let appearance = group.representative
            func operand(_ name: String) -> GeneratorCheck.Operand? {
                if let index = program.index(of: name) { return .token(index) }
                return SystemColors.color(name, in: appearance).map { .fixed($0) }
            }
            var list: [GeneratorCheck] = []
            for (pairingIndex, pairing) in generator.pairings.enumerated() {
                let backgrounds = pairing.backgrounds.compactMap(operand)
                guard backgrounds.count == pairing.backgrounds.count else { continue }
                for (ruleIndex, entry) in rules.enumerated() {
                    var foreground: GeneratorCheck.Operand?
                    if let name = pairing.foreground {
                        guard let operandValue = operand(name) else { continue }
                        foreground = operandValue
                    }
                    let requirement = entry.rule.requirement(
                        for: pairing, in: appearance,
                        isBuiltIn: { name in
                            SystemColors.isBuiltIn(name) || resolved.color(name, in: appearance)?.isBuiltIn == true
                        })
                    guard let requirement else { continue }
                    list.append(
                        GeneratorCheck(
                            pairing: pairingIndex, rule: ruleIndex, requirement: requirement, foreground: foreground,
                            backgrounds: backgrounds, severity: entry.rule.severity))
                }
            }
            checks.append(list)
        }
        self.checks = checks
    }
}

extension GeneratorCheck {
    /// The luminance of a status-bar style's text, exactly as `WCAG2Contrast.luminance` gives it (white's is
    /// the sum of the weights, which need not be exactly 1 in floating point).
    static func textLuminance(_ style: StatusBarStyle) -> Double {
        style == .lightContent ? whiteLuminance : blackLuminance
    }

    static let whiteLuminance = WCAG2Contrast.luminance(.white)
    static let blackLuminance = WCAG2Contrast.luminance(.black)
}
