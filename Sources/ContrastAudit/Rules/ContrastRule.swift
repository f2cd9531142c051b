/// Kind `contrast`: a pairing's foreground, composited over its backgrounds, must reach a minimum
/// contrast in every appearance.
///
/// Parameters: `roles` (which pairings), `metric` (`wcag2` or `apca`), `minimum`, and
/// `customColorsOnly` (skip foregrounds that are iOS system colors, for Apple's "aim for 7:1" advice on
/// custom colors). Decorative pairings are measured and reported but never fail.
package struct ContrastRule: Rule {
    package static let kind = "contrast"

    package static let documentation = RuleDocumentation(
        summary: "Text and UI colors must reach a minimum contrast against what lies behind them.",
        rationale: """
            WCAG 2.2 SC 1.4.3 asks for 4.5:1 between text and its background (3:1 for large text: 18 pt, or \
            14 pt bold), SC 1.4.6 for 7:1 and 4.5:1 at level AAA, and SC 1.4.11 for 3:1 between user-interface \
            components or graphics and adjacent colors. Translucent colors are composited over the layers \
            beneath them first; when the bottom layer is translucent with nothing declared beneath it, the \
            worst case over every possible backdrop is used, and a failure that only some backdrops cause is a \
            warning.
            """,
        reference: "WCAG 2.2 SC 1.4.3, 1.4.6, 1.4.11",
        helpURI: "https://www.w3.org/WAI/WCAG22/Understanding/contrast-minimum.html",
        examples: [
            RuleExample(
                name: "dark text on white passes AA",
                rule: ##"{"id": "text", "kind": "contrast", "roles": ["text"], "metric": "wcag2", "minimum": 4.5}"##,
                scheme:
                    ##"{"colors": {"fg": "#767676", "bg": "#FFFFFF"}, "pairings": [{"foreground": "fg", "background": "bg"}]}"##,
                passes: true),
            RuleExample(
                name: "light gray on white fails AA",
                rule: ##"{"id": "text", "kind": "contrast", "roles": ["text"], "metric": "wcag2", "minimum": 4.5}"##,
                scheme:
                    ##"{"colors": {"fg": "#777777", "bg": "#FFFFFF"}, "pairings": [{"foreground": "fg", "background": "bg"}]}"##,
                passes: false),
            RuleExample(
                name: "translucent text composited over its card fails in dark only",
                rule: ##"{"id": "text", "kind": "contrast", "roles": ["text"], "metric": "wcag2", "minimum": 4.5}"##,
                scheme: ##"""
                    {"colors": {"text": {"light": "#000000", "dark": "#FFFFFF66"}, "card": {"light": "#FFFFFF", "dark": "#555555"}},
                     "pairings": [{"foreground": "text", "background": "card"}]}
                    """##,
                passes: false),
            RuleExample(
                name: "a scrim over unknown content fails on some backdrops",
                rule: ##"{"id": "text", "kind": "contrast", "roles": ["text"], "metric": "wcag2", "minimum": 4.5}"##,
                scheme:
                    ##"{"colors": {"fg": "#FFFFFF", "scrim": "#00000066"}, "pairings": [{"foreground": "fg", "background": "scrim"}]}"##,
                passes: false),
            RuleExample(
                name: "large text needs only 3:1",
                rule:
                    ##"{"id": "large", "kind": "contrast", "roles": ["large-text"], "metric": "wcag2", "minimum": 3}"##,
                scheme:
                    ##"{"colors": {"fg": "#949494", "bg": "#FFFFFF"}, "pairings": [{"foreground": "fg", "background": "bg", "role": "large-text"}]}"##,
                passes: true),
            RuleExample(
                name: "decorative pairings never fail",
                rule:
                    ##"{"id": "deco", "kind": "contrast", "roles": ["decorative"], "metric": "wcag2", "minimum": 3}"##,
                scheme:
                    ##"{"colors": {"fg": "#F0F0F0", "bg": "#FFFFFF"}, "pairings": [{"foreground": "fg", "background": "bg", "role": "decorative"}]}"##,
                passes: true),
            RuleExample(
                name: "APCA Lc below the minimum fails",
                rule: ##"{"id": "apca", "kind": "contrast", "roles": ["text"], "metric": "apca", "minimum": 75}"##,
                scheme:
                    ##"{"colors": {"fg": "#888888", "bg": "#FFFFFF"}, "pairings": [{"foreground": "fg", "background": "bg"}]}"##,
                passes: false),
            RuleExample(
                name: "custom-colors-only rules skip system colors",
                rule:
                    ##"{"id": "aim", "kind": "contrast", "roles": ["text"], "metric": "wcag2", "minimum": 7, "customColorsOnly": true}"##,
                scheme:
                    ##"{"colors": {"fg": "{ios.secondaryLabel}", "bg": "#FFFFFF"}, "pairings": [{"foreground": "fg", "background": "bg"}]}"##,
                passes: true),
        ])

    package let configuration: RuleConfiguration
    /// The pairing roles the rule checks.
    package let roles: Set<Role>
    package let metric: MetricID
    package let minimum: Double
    package let customColorsOnly: Bool
    /// `roles` as one bit per role (`roleBit`): the joint fixer asks for a pairing's requirement about a
    /// million times on a large theme, and a set lookup hashes the role's raw string (issue 15, sixth pass).
    private let roleMask: UInt32
    /// The one requirement this rule places on every pairing it judges, made once: it was made, with its
    /// condition text and closure, at every request.
    private let requirement: RuleRequirement

    package init(_ configuration: RuleConfiguration) throws(Diagnostic) {
        self.configuration = configuration
        try configuration.checkKeys(["roles", "metric", "minimum", "customColorsOnly"])
        let node = configuration.node
        guard let rolesNode = node["roles"] else { throw node.error("rule \"\(configuration.id)\" needs \"roles\"") }
        var roles = Set<Role>()
        let allowed = Role.drawn.map(\.rawValue)
        for (name, element) in try rolesNode.stringList("\"roles\"") {
            guard let role = Role(rawValue: name), Role.drawn.contains(role) else {
                throw element.error(
                    "unknown role \(ColorSyntaxError.quote(name)); expected \(JSONNode.list(allowed))"
                        + DidYouMean.hint(for: name, among: allowed))
            }
            roles.insert(role)
        }
        self.roles = roles
        let metricName = try configuration.choice("metric", among: ["wcag2", "apca"], default: "wcag2")
        metric = MetricID(rawValue: metricName)!
        minimum = try configuration.number("minimum", in: metric == .wcag2 ? 1...21 : 0...110)
        customColorsOnly = try configuration.bool("customColorsOnly", default: false)
        roleMask = roles.reduce(0) { $0 | Self.roleBit($1) }
        requirement = Self.requirement(metric: metric, minimum: minimum)
    }

    /// A bit of its own for each role.
    private static func roleBit(_ role: Role) -> UInt32 {
        switch role {
        case .text: 1 << 0
        case .largeText: 1 << 1
        case .ui: 1 << 2
        case .decorative: 1 << 3
        case .statusBar: 1 << 4
        case .distinguish: 1 << 5
        }
    }

    package var parameterSummary: String {
        let names = Role.allCases.filter { roles.contains($0) }.map(\.rawValue).joined(separator: ", ")
        return "\(metric.rawValue) >= \(minimumText) for \(names)" + (customColorsOnly ? " (custom colors only)" : "")
    }

    package var judgesPairings: Bool { true }

    package var suggestionTarget: SuggestionTarget? { SuggestionTarget(metric: metric, minimum: minimum) }

    /// `4.5:1` or `Lc 60`.
    private var minimumText: String { Self.minimumText(metric: metric, minimum: minimum) }

    private static func minimumText(metric: MetricID, minimum: Double) -> String {
        metric == .apca ? "Lc \(Wording.number(minimum))" : Wording.threshold(minimum)
    }

    /// Decorative pairings are measured and reported but required nothing, so they have no requirement.
    package func requirement(
        for pairing: Pairing, in appearance: Appearance, isBuiltIn: (String) -> Bool
    ) -> RuleRequirement? {
        guard pairing.role != .decorative else { return nil }
        return measuredRequirement(for: pairing, isBuiltIn: isBuiltIn)
    }

    /// The requirement of a pairing this rule measures, decorative ones included.
    private func measuredRequirement(for pairing: Pairing, isBuiltIn: (String) -> Bool) -> RuleRequirement? {
        guard roleMask & Self.roleBit(pairing.role) != 0, let foreground = pairing.foreground else { return nil }
        if customColorsOnly && isBuiltIn(foreground) { return nil }
        return requirement
    }

    /// The one requirement this rule places on every pairing it judges (`requirement` keeps it).
    private static func requirement(metric: MetricID, minimum: Double) -> RuleRequirement {
        RuleRequirement(
            metric: metric, minimum: minimum, condition: "minimum \(minimumText(metric: metric, minimum: minimum))",
            shortcut: metric == .wcag2 ? .wcagRatio : nil, remedy: .contrast
        ) { foreground, background, severity in
            guard let foreground else { return nil }
            return Self.measure(foreground, on: background, metric: metric, minimum: minimum, severity: severity)
        }
    }

    /// The measurement on colors: composite the foreground over the (flattened) background, then
    /// measure; over an unknown backdrop, the worst case.
    static func measure(
        _ foreground: Color, on background: Color, metric: MetricID, minimum: Double, severity: Severity
    ) -> RuleRequirement.Outcome {
        if background.isOpaque {
            return verdict(
                foreground, on: background, composited: foreground.composited(over: background), range: nil,
                wcagRatio: nil, metric: metric, minimum: minimum, severity: severity)
        }
        return verdict(
            foreground, on: background, composited: nil,
            range: BackdropRange.wcag2(foreground: foreground, over: [background]), wcagRatio: nil, metric: metric,
            minimum: minimum, severity: severity)
    }

    /// The verdict, from the compositing already done: `composited` over an opaque background, or the
    /// `range` over every backdrop of a translucent one (`wcagRatio` when already measured). With an
    /// unknown backdrop APCA is taken where WCAG contrast is lowest (advisory either way), and a WCAG
    /// failure that only some backdrops cause is a warning.
    static func verdict(
        _ foreground: Color, on background: Color, composited: Color?, range: BackdropRange?, wcagRatio: Double?,
        metric: MetricID, minimum: Double, severity: Severity
    ) -> RuleRequirement.Outcome {
        switch (metric, range) {
        case (.apca, let range?):
            let backdrop = background.composited(over: range.worstBackdrop)
            let text = foreground.composited(over: backdrop)
            let lc = APCAContrast.lc(text: text, background: backdrop)
            return .init(
                value: lc, passes: abs(lc) >= minimum, severity: severity, foreground: text, background: backdrop)
        case (.apca, nil):
            let text = composited ?? foreground
            let lc = APCAContrast.lc(text: text, background: background)
            return .init(
                value: lc, passes: abs(lc) >= minimum, severity: severity, foreground: text, background: background)
        case (_, let range?):
            let passes = range.allPass(minimum)
            return .init(
                value: range.min, passes: passes,
                severity: !passes && !range.nonePass(minimum) ? min(severity, .warning) : severity,
                foreground: foreground, background: background)
        case (_, nil):
            let text = composited ?? foreground
            let ratio = wcagRatio ?? WCAG2Contrast.ratio(text, background)
            return .init(
                value: ratio, passes: ratio >= minimum, severity: severity, foreground: text, background: background)
        }
    }

    package func evaluate(_ context: RuleContext) -> [AuditResult] {
        // Pairings are independent: a large theme is evaluated on every core, in pairing order.
        let indices = context.pairings.indices.filter { roleMask & Self.roleBit(context.pairings[$0].role) != 0 }
        return Parallel.map(indices, minimumCount: 1_024) { evaluate(pairing: $0, context: context) }.flatMap { $0 }
    }

    /// The results of one pairing, in appearance order.
    private func evaluate(pairing index: Int, context: RuleContext) -> [AuditResult] {
        var results: [AuditResult] = []
        let pairing = context.pairings[index]
        for (position, appearance) in context.appearances.enumerated() {
            guard let measurement = context.measurement(pairing: index, appearance: position),
                let foreground = measurement.foreground,
                measuredRequirement(for: pairing, isBuiltIn: { _ in foreground.isBuiltIn }) != nil
            else { continue }
            results.append(
                evaluate(
                    measurement, foreground: foreground, pairing: pairing, index: index, appearance: appearance,
                    context: context))
        }
        return results
    }

    private func evaluate(
        _ measurement: PairingMeasurement, foreground: ResolvedColor, pairing: Pairing, index: Int,
        appearance: Appearance, context: RuleContext
    ) -> AuditResult {
        // A color written at a use site (`#C3C3C3` in a xib, a literal in a view: a token named by its hex) is a
        // token of every site that writes it; the pairing's own site is where this pairing's color is written.
        let own =
            pairing.origin == .usage
            ? pairing.foreground.flatMap { $0.hasPrefix("#") ? pairing.tokenLocations[$0] : nil } : nil
        let location = own ?? (foreground.location.path.isEmpty ? pairing.location : foreground.location)
        let outcome = Self.verdict(
            foreground.color, on: measurement.background, composited: measurement.compositedForeground,
            range: measurement.range, wcagRatio: measurement.wcagRatio, metric: metric, minimum: minimum,
            severity: configuration.severity)
        var message: String
        switch (metric, measurement.range) {
        case (.apca, let range):
            message = Wording.apcaMessage(
                outcome.value, minimum: minimum, passes: outcome.passes, appearance: appearance,
                unknownBackdrop: range != nil)
        case (_, let range?):
            message = Wording.rangeMessage(range, minimum: minimum, appearance: appearance)
        case (_, nil):
            message = Wording.contrastMessage(
                outcome.value, minimum: minimum, passes: outcome.passes, appearance: appearance)
        }
        var passes = outcome.passes
        if pairing.role == .decorative {
            message = "decorative, exempt: " + message
            passes = true
        } else if pairing.origin == .usage, foreground.color.alpha == 0 {
            // `isDark ? hairline : .clear` hides what the site draws in that appearance: an outline or a text
            // that is not drawn has no contrast to judge (a declared pairing's transparent text still fails).
            message = Wording.notDrawnPrefix + appearance.name
            passes = true
        }
        var result = context.result(
            rule: self, status: passes ? .pass : .fail, pairing: index, appearance: appearance, message: message,
            location: location)
        result.severity = passes ? nil : outcome.severity
        result.colors = .init(foreground: outcome.foreground.hex, background: outcome.background.hex)
        result.metric = metric
        result.value = outcome.value
        result.threshold = minimum
        if let range = measurement.range {
            result.backdropRange = .init(
                min: range.min, max: range.max, worstBackdrop: range.worstBackdrop.hex,
                bestBackdrop: range.bestBackdrop.hex)
        }
        return result
    }
}
