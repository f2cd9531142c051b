/// Kind `contrast`: a pairing's foreground, composited over its backgrounds, must reach a minimum
/// contrast in every appearance.
///
/// Parameters: `roles` (which pairings), `metric` (`wcag2` or `apca`), `minimum`, and
/// `customColorsOnly` (skip foregrounds that are iOS system colors, for Apple's "aim for 7:1" advice on
/// custom colors). Decorative pairings are measured and reported but never fail.
public struct ContrastRule: Rule {
    public static let kind = "contrast"

    public static let documentation = RuleDocumentation(
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

    public let configuration: RuleConfiguration
    /// The pairing roles the rule checks.
    public let roles: Set<Role>
    public let metric: MetricID
    public let minimum: Double
    public let customColorsOnly: Bool

    public init(_ configuration: RuleConfiguration) throws(Diagnostic) {
        self.configuration = configuration
        try configuration.checkKeys(["roles", "metric", "minimum", "customColorsOnly"])
        let node = configuration.node
        guard let rolesNode = node["roles"] else { throw node.error("rule \"\(configuration.id)\" needs \"roles\"") }
        var roles = Set<Role>()
        let allowed = Role.allCases.filter { $0 != .statusBar }.map(\.rawValue)
        for (name, element) in try rolesNode.stringList("\"roles\"") {
            guard let role = Role(rawValue: name), role != .statusBar else {
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
    }

    public func evaluate(_ context: RuleContext) -> [AuditResult] {
        var results: [AuditResult] = []
        for (index, pairing) in context.pairings.enumerated() where roles.contains(pairing.role) {
            for (position, appearance) in context.appearances.enumerated() {
                guard let measurement = context.measurement(pairing: index, appearance: position),
                    let foreground = measurement.foreground
                else { continue }
                if customColorsOnly && foreground.isBuiltIn { continue }
                results.append(
                    evaluate(
                        measurement, foreground: foreground, pairing: pairing, index: index, appearance: appearance,
                        context: context))
            }
        }
        return results
    }

    private func evaluate(
        _ measurement: PairingMeasurement, foreground: ResolvedColor, pairing: Pairing, index: Int,
        appearance: Appearance, context: RuleContext
    ) -> AuditResult {
        let location = foreground.location.path.isEmpty ? pairing.location : foreground.location
        let exempt = pairing.role == .decorative
        var value: Double
        var passes: Bool
        var severity = configuration.severity
        var message: String
        var colors = AuditResult.ComparedColors(
            foreground: (measurement.compositedForeground ?? foreground.color).hex,
            background: measurement.background.hex)

        switch (metric, measurement.range) {
        case (.apca, let range):
            // With an unknown backdrop APCA is taken where WCAG contrast is lowest (advisory either way).
            var fg = measurement.compositedForeground
            var bg = measurement.background
            if let range {
                bg = measurement.background.composited(over: range.worstBackdrop)
                fg = foreground.color.composited(over: bg)
                colors = .init(foreground: fg!.hex, background: bg.hex)
            }
            value = APCAContrast.lc(text: fg!, background: bg)
            passes = abs(value) >= minimum
            message = Wording.apcaMessage(
                value, minimum: minimum, passes: passes, appearance: appearance, unknownBackdrop: range != nil)
        case (_, .some(let range)):
            value = range.min
            passes = range.allPass(minimum)
            if !passes && !range.nonePass(minimum) { severity = min(severity, .warning) }
            message = Wording.rangeMessage(range, minimum: minimum, appearance: appearance)
        case (_, .none):
            value = measurement.wcagRatio
            passes = value >= minimum
            message = Wording.contrastMessage(value, minimum: minimum, passes: passes, appearance: appearance)
        }
        if exempt {
            message = "decorative, exempt: " + message
            passes = true
        }
        var result = context.result(
            rule: self, status: passes ? .pass : .fail, pairing: index, appearance: appearance, message: message,
            location: location)
        result.severity = passes ? nil : severity
        result.colors = colors
        result.metric = metric
        result.value = value
        result.threshold = minimum
        if let range = measurement.range {
            result.backdropRange = .init(
                min: range.min, max: range.max, worstBackdrop: range.worstBackdrop.hex,
                bestBackdrop: range.bestBackdrop.hex)
        }
        return result
    }
}
