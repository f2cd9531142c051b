/// Checks colors as a user picks them, fast enough to run on every drag of a color picker.
///
/// Two kinds of apps use it. One lets users pick some of a scheme's colors (a picker per color): make a
/// checker from the scheme (`SchemeBuilder` or a scheme file) and check a token with the color being
/// dragged; aliases of the token follow it. The other derives its whole palette from one or a few picks:
/// make a checker from the `Generator` and check an input with the pick.
///
/// ```swift
/// var checker = try LiveChecker(scheme: theme)
/// let accent = try checker.slot("accent")
/// let result = checker.check(accent, picked)      // on every drag
/// if let better = result.nearestPassingPick { suggest(better.color) }
/// checker.set(accent, picked)                     // when the user lets go (`set` is mutating)
/// ```
///
/// **What is precomputed.** Everything that does not depend on the slot being checked: every other
/// token's color in every appearance (with its luminance), the checks the slot can change, and the
/// outcome of every other check. A check then measures only the pairings the slot takes part in, and the
/// luminance of the pick once. Against a four-color scheme this takes a few microseconds in a release
/// build (`Benchmarks/LiveCheckBenchmark.swift` measures it).
///
/// **The nearest passing pick** is searched only when a check the slot takes part in fails, along
/// single directions from the pick, and the candidate closest to the pick in ΔE_OK wins:
/// - for a scheme token, the pick's OKLCH lightness, darker and lighter, keeping hue and chroma
///   (chroma reduced only as far as sRGB requires);
/// - for a generator input, each HSB coordinate the user controls (hue both ways, saturation and
///   brightness down and up), the others kept.
/// Each direction is scanned in coarse steps (0.05 of lightness, saturation or brightness; 5° of hue),
/// then the boundary between the last failing and the first passing step is bisected six times. A passing
/// window narrower than a coarse step can be missed; a returned pick always passes.
public struct LiveChecker: Sendable {
    /// A color the user picks: a scheme token, or a generator input.
    public struct Slot: Sendable, Hashable {
        /// The position among `LiveChecker.slotNames`.
        package let index: Int
        package let name: String
    }

    /// A pairing that fails under a rule, with its values.
    public struct Failure: Sendable, Hashable {
        /// The pairing's id (`text on background`, `status bar on neutral`).
        public var pairing: String
        /// The pairing's role.
        public var role: Role
        package var rule: String
        /// The appearances it fails in (those that produce the same colors).
        public var appearances: [Appearance]
        package var metric: MetricID
        /// The measured value (a WCAG ratio, APCA Lc, ...), unrounded.
        public var value: Double
        /// The rule's minimum.
        public var minimum: Double
        /// The rule's severity.
        public var severity: Severity
        /// The colors compared: the composited foreground (or the status-bar text) and the background.
        public var foreground: Color
        package var background: Color
    }

    /// A pick near the checked one at which every check the slot takes part in passes.
    public struct Pick: Sendable, Hashable {
        /// What changed from the checked pick.
        public enum Change: String, Sendable, Hashable {
            case lightness, hue, saturation, brightness
        }

        /// The passing color.
        public var color: Color
        package var change: Change
        /// ΔE_OK from the checked pick.
        public var deltaE: Double
    }

    /// What a check found.
    public struct Result: Sendable, Hashable {
        /// Every failing check at or above the checker's severity, in report order.
        public var failures: [Failure]
        /// The nearest passing pick when a check the slot takes part in fails (`nil` when none does, or
        /// none was found).
        public var nearestPassingPick: Pick?

        /// Whether nothing fails.
        public var passes: Bool { failures.isEmpty }
    }

    /// What a check reports about itself.
    struct Info: Sendable {
        var pairing: String
        var role: Role
        var rule: String
        var appearances: [Appearance]
        var requirement: GeneratorCheck.Requirement
        var severity: Severity
        /// Report order: pairing, appearance, rule.
        var order: [Int]
    }

    /// A scheme check with the slot's tokens marked and every other color fixed.
    struct Bound: Sendable {
        enum Operand: Sendable {
            case picked
            case fixed(Color)
        }

        var check: Int
        var foreground: Operand?
        var backgrounds: [Operand]
        /// For the fast path: opaque fixed colors' luminances (`nil` when the fast path does not apply).
        var fixedLuminance: Double?
        var kind: FastKind
    }

    /// How a bound check is measured.
    enum FastKind: Sendable {
        /// WCAG ratio of the pick against one opaque fixed color (either side).
        case ratioAgainstFixed
        /// Status bar whose bar is the pick alone.
        case pickedBar
        /// Anything else: composited and measured in full.
        case general
    }

    enum Mode: Sendable {
        case scheme
        case generator
    }

    let mode: Mode
    /// The tokens (scheme) or inputs (generator) that can be picked.
    public let slotNames: [String]
    let infos: [Info]
    let minimumSeverity: Severity
    /// Scheme mode: per slot, the checks it changes.
    var bound: [[Bound]] = []
    /// Outcomes at the current colors, per check.
    var current: [GeneratorCheck.Outcome?] = []
    /// Generator mode.
    let generator: Generator?
    let checks: GeneratorChecks?
    /// Generator mode: for each slot (input), the (group, check) pairs it changes and whether brightness
    /// matters to it.
    var generatorAffected: [[(group: Int, check: Int, info: Int)]] = []
    var brightnessMatters: [Bool] = []
    var picks: [HSB] = []
    /// Scheme mode: current colors per appearance and token, and which tokens follow each slot.
    var schemeColors: [[Color?]] = []
    var followers: [[[Int]]] = []
    var schemeChecks: [(appearance: Int, check: GeneratorCheck)] = []

    /// A checker for a scheme whose tokens the user picks.
    ///
    /// - Parameters:
    ///   - ruleSet: the rules (the built-in WCAG 2.2 AA by default; `RuleLibrary` loads others).
    ///   - appearances: the appearances to check (the scheme's default ones when `nil`); an app usually
    ///     passes its current one.
    ///   - minimumSeverity: checks of lower severity are ignored (errors only by default).
    /// - Throws: the problems `audit check` would report (unknown tokens, missing variants).
    public init(
        scheme theme: Theme, ruleSet: RuleSet = .wcag2AA, appearances: [Appearance]? = nil,
        minimumSeverity: Severity = .error
    ) throws(DiagnosticList) {
        let appearances = appearances ?? theme.defaultAppearances
        let resolved = try ResolvedTheme(theme: theme, appearances: appearances)
        mode = .scheme
        generator = nil
        checks = nil
        self.minimumSeverity = minimumSeverity
        slotNames = theme.tokens.map(\.name)
        let index = Dictionary(theme.tokens.enumerated().map { ($1.name, $0) }, uniquingKeysWith: { first, _ in first })
        var infos: [Info] = []
        var schemeChecks: [(appearance: Int, check: GeneratorCheck)] = []
        for (pairingIndex, pairing) in theme.pairings.enumerated() {
            for (appearanceIndex, appearance) in appearances.enumerated() {
                func operand(_ name: String) -> GeneratorCheck.Operand? {
                    if let position = index[name] { return .token(position) }
                    return SystemColors.color(name, in: appearance).map { .fixed($0) }
                }
                let backgrounds = pairing.backgrounds.compactMap(operand)
                guard backgrounds.count == pairing.backgrounds.count else { continue }
                for (ruleIndex, rule) in ruleSet.rules.enumerated() where rule.severity >= minimumSeverity {
                    guard
                        let (requirement, foreground) = Self.requirement(
                            rule, pairing: pairing, appearance: appearance, operand: operand,
                            isBuiltIn: { name in
                                SystemColors.isBuiltIn(name) || resolved.color(name, in: appearance)?.isBuiltIn == true
                            })
                    else { continue }
                    schemeChecks.append(
                        (
                            appearanceIndex,
                            GeneratorCheck(
                                pairing: pairingIndex, rule: ruleIndex, requirement: requirement,
                                foreground: foreground,
                                backgrounds: backgrounds, severity: rule.severity)
                        ))
                    infos.append(
                        Info(
                            pairing: pairing.id, role: pairing.role, rule: rule.id, appearances: [appearance],
                            requirement: requirement, severity: rule.severity,
                            order: [pairingIndex, appearance.order, ruleIndex]))
                }
            }
        }
        self.infos = infos
        self.schemeChecks = schemeChecks
        schemeColors = appearances.map { appearance in
            theme.tokens.map { resolved.color($0.name, in: appearance)?.color }
        }
        // A slot's followers in an appearance: the tokens whose resolution passes through it.
        followers = theme.tokens.map { slot in
            appearances.map { appearance in
                theme.tokens.indices.filter {
                    resolved.color(theme.tokens[$0].name, in: appearance)?.chain.contains(slot.name) == true
                }
            }
        }
        rebind()
    }

    /// A checker for a generator whose inputs the user picks.
    public init(
        generator: Generator, ruleSet: RuleSet = .wcag2AA, appearances: [Appearance]? = nil,
        minimumSeverity: Severity = .error
    ) throws(DiagnosticList) {
        let filtered = RuleSet(
            id: ruleSet.id, title: ruleSet.title, description: ruleSet.description,
            rules: ruleSet.rules.filter { $0.severity >= minimumSeverity }, path: ruleSet.path)
        let checks = try GeneratorChecks(generator: generator, ruleSets: [filtered], appearances: appearances)
        mode = .generator
        self.generator = generator
        self.checks = checks
        self.minimumSeverity = minimumSeverity
        slotNames = generator.inputs.map(\.name)
        picks = generator.defaultPicks
        var infos: [Info] = []
        var affected = [[(group: Int, check: Int, info: Int)]](repeating: [], count: generator.inputs.count)
        var brightness = [Bool](repeating: false, count: generator.inputs.count)
        for (group, list) in checks.checks.enumerated() {
            let dependencies = checks.programs[group].dependencies()
            for (position, check) in list.enumerated() {
                let entry = checks.rules[check.rule]
                let pairing = generator.pairings[check.pairing]
                infos.append(
                    Info(
                        pairing: pairing.id, role: pairing.role, rule: entry.rule.id,
                        appearances: checks.groups[group].appearances, requirement: check.requirement,
                        severity: check.severity,
                        order: [check.pairing, checks.groups[group].representative.order, check.rule]))
                var axes = Set<InputAxis>()
                for operand in (check.foreground.map { [$0] } ?? []) + check.backgrounds {
                    if case .token(let token) = operand { axes.formUnion(dependencies[token]) }
                }
                for input in Set(axes.map(\.input)) {
                    affected[input].append((group, position, infos.count - 1))
                    if axes.contains(InputAxis(input: input, axis: 2)) { brightness[input] = true }
                }
            }
        }
        self.infos = infos
        generatorAffected = affected
        brightnessMatters = brightness
        current = generatorOutcomes(picks: picks)
    }

    /// The rule's requirement for a pairing, with its foreground operand, or `nil` when the rule does
    /// not judge it (the rule itself says so) or a token cannot be found.
    static func requirement(
        _ rule: any Rule, pairing: Pairing, appearance: Appearance, operand: (String) -> GeneratorCheck.Operand?,
        isBuiltIn: (String) -> Bool
    ) -> (GeneratorCheck.Requirement, GeneratorCheck.Operand?)? {
        var foreground: GeneratorCheck.Operand?
        if let name = pairing.foreground {
            guard let value = operand(name) else { return nil }
            foreground = value
        }
        guard let requirement = rule.requirement(for: pairing, in: appearance, isBuiltIn: isBuiltIn) else { return nil }
        return (requirement, foreground)
    }

    /// The slot named `name`.
    ///
    /// - Throws: for an unknown name, with a "did you mean" hint.
    public func slot(_ name: String) throws(Diagnostic) -> Slot {
        guard let index = slotNames.firstIndex(of: name) else {
            let kind = mode == .scheme ? "token" : "input"
            throw Diagnostic(
                severity: .error, location: nil,
                message: "unknown \(kind) \"\(name)\"; expected \(JSONNode.list(slotNames))"
                    + DidYouMean.hint(for: name, among: slotNames))
        }
        return Slot(index: index, name: name)
    }

    /// The failures with `color` picked for `slot` (nothing is changed: call `set` when the user lets
    /// go), and the nearest passing pick when a check the slot takes part in fails.
    public func check(_ slot: Slot, _ color: Color) -> Result {
        switch mode {
        case .scheme:
            let outcomes = evaluateScheme(slot: slot.index, color: color)
            var result = Result(failures: failures(replacing: outcomes), nearestPassingPick: nil)
            if outcomes.contains(where: { $0.outcome?.passes == false }) {
                result.nearestPassingPick = nearestSchemePick(slot: slot.index, color: color)
            }
            return result
        case .generator:
            let pick = color.hsb
            return check(slot, hsb: pick)
        }
    }

    /// For a generator input: the failures with the pick given in HSB (keeps the hue of a gray pick,
    /// which a `Color` cannot), and the nearest passing pick.
    public func check(_ slot: Slot, hsb pick: HSB) -> Result {
        guard mode == .generator else { return check(slot, Color(hsb: pick)) }
        var trial = picks
        trial[slot.index] = pick
        let outcomes = affectedOutcomes(picks: trial, input: slot.index)
        var merged = current
        for (info, outcome) in outcomes { merged[info] = outcome }
        var result = Result(failures: failures(merged), nearestPassingPick: nil)
        if outcomes.contains(where: { $0.outcome?.passes == false }) {
            result.nearestPassingPick = nearestGeneratorPick(slot: slot.index, pick: pick)
        }
        return result
    }

    /// Commits `color` as the slot's value: later checks of other slots see it.
    public mutating func set(_ slot: Slot, _ color: Color) {
        switch mode {
        case .scheme:
            for (appearance, tokens) in followers[slot.index].enumerated() {
                for token in tokens { schemeColors[appearance][token] = color }
            }
            rebind()
        case .generator:
            picks[slot.index] = color.hsb
            current = generatorOutcomes(picks: picks)
        }
    }

    /// The failures among `outcomes` (by check), in report order.
    func failures(_ outcomes: [GeneratorCheck.Outcome?]) -> [Failure] {
        var result: [(order: [Int], failure: Failure)] = []
        for (index, outcome) in outcomes.enumerated() {
            guard let outcome, !outcome.passes, outcome.severity >= minimumSeverity else { continue }
            let info = infos[index]
            result.append(
                (
                    info.order,
                    Failure(
                        pairing: info.pairing, role: info.role, rule: info.rule, appearances: info.appearances,
                        metric: info.requirement.metric, value: outcome.value, minimum: info.requirement.minimum,
                        severity: outcome.severity, foreground: outcome.foreground, background: outcome.background)
                ))
        }
        return result.sorted { $0.order.lexicographicallyPrecedes($1.order) }.map(\.failure)
    }

    func failures(replacing outcomes: [(check: Int, outcome: GeneratorCheck.Outcome?)]) -> [Failure] {
        var merged = current
        for (check, outcome) in outcomes { merged[check] = outcome }
        return failures(merged)
    }
}
