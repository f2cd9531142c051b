/// Kind `status-bar`: apps commonly pick the status-bar style from the bar's HSB brightness (light
/// content below 0.7); the text that rule picks must be readable on the bar.
///
/// Parameters: `brightnessThreshold` (default 0.7), `measure` (default `hsb-brightness`; also
/// `relative-luminance`, `encoded-luma`, `yiq`: what the threshold is compared with), `minimum` (default 4.5),
/// and `check`:
/// `picked-text` (default) checks the picked text's contrast; `declared-style` checks that a style the
/// theme declares agrees with the pick.
package struct StatusBarRule: Rule {
    package static let kind = "status-bar"

    package static let documentation = RuleDocumentation(
        summary: "The status-bar text that the brightness rule picks must be readable on the bar.",
        rationale: """
            Apps that tint their navigation bar often choose UIStatusBarStyle by HSB brightness: light \
            content (white text) when brightness is below 0.7, dark content otherwise. Brightness is \
            max(r, g, b), not luminance: at brightness 0.6 a blue bar is dark enough for white text, but a \
            yellow, green or cyan bar of the same brightness is far lighter, and a gray one gets white text at \
            only about 2.8:1. The status-bar time and icons are small text, so WCAG 2.2 SC 1.4.3's 4.5:1 applies. \
            Black and white text have equal contrast on a background of luminance 0.1791; the report shows \
            which style that luminance rule would pick.
            """,
        reference: "WCAG 2.2 SC 1.4.3; UIKit UIStatusBarStyle",
        helpURI: "https://developer.apple.com/documentation/uikit/uistatusbarstyle",
        examples: [
            RuleExample(
                name: "dark navy bar: white text, readable",
                rule: ##"{"id": "bar", "kind": "status-bar", "brightnessThreshold": 0.7, "minimum": 4.5}"##,
                scheme: ##"{"colors": {"bar": "#1B2A4A"}, "pairings": [{"statusBar": "bar"}]}"##,
                passes: true),
            RuleExample(
                name: "mid-gray bar at brightness 0.6 gets unreadable white text",
                rule: ##"{"id": "bar", "kind": "status-bar", "brightnessThreshold": 0.7, "minimum": 4.5}"##,
                scheme: ##"{"colors": {"bar": "hsb(200, 10%, 60%)"}, "pairings": [{"statusBar": "bar"}]}"##,
                passes: false),
            RuleExample(
                name: "green bar by luma (weights on encoded channels): white text at 2.74:1",
                rule: ##"{"id": "bar", "kind": "status-bar", "measure": "encoded-luma", "brightnessThreshold": 0.6}"##,
                scheme: ##"{"colors": {"bar": "#33B34D"}, "pairings": [{"statusBar": "bar"}]}"##,
                passes: false),
            RuleExample(
                name: "the same bar by YIQ brightness 0.5: black text, readable",
                rule: ##"{"id": "bar", "kind": "status-bar", "measure": "yiq", "brightnessThreshold": 0.5}"##,
                scheme: ##"{"colors": {"bar": "#33B34D"}, "pairings": [{"statusBar": "bar"}]}"##,
                passes: true),
            RuleExample(
                name: "declared style that disagrees with the pick",
                rule: ##"{"id": "style", "kind": "status-bar", "check": "declared-style"}"##,
                scheme:
                    ##"{"colors": {"bar": "#F6F1E7"}, "pairings": [{"statusBar": "bar", "style": "light-content"}]}"##,
                passes: false),
            RuleExample(
                name: "declared style that agrees with the pick",
                rule: ##"{"id": "style", "kind": "status-bar", "check": "declared-style"}"##,
                scheme:
                    ##"{"colors": {"bar": "#F6F1E7"}, "pairings": [{"statusBar": "bar", "style": "dark-content"}]}"##,
                passes: true),
        ])

    package let configuration: RuleConfiguration
    package let brightnessThreshold: Double
    /// What `brightnessThreshold` is compared with; a pairing whose code compares another measure says so.
    package let measure: StatusBarMeasure
    package let minimum: Double
    /// `picked-text` or `declared-style`.
    package let check: String

    package init(_ configuration: RuleConfiguration) throws(Diagnostic) {
        self.configuration = configuration
        try configuration.checkKeys(["brightnessThreshold", "measure", "minimum", "check"])
        brightnessThreshold = try configuration.number(
            "brightnessThreshold", in: 0...1, default: HSBBrightness.conventionalThreshold)
        let measureName = try configuration.choice(
            "measure", among: StatusBarMeasure.allCases.map(\.rawValue),
            default: StatusBarMeasure.hsbBrightness.rawValue)
        measure = StatusBarMeasure(rawValue: measureName) ?? .hsbBrightness
        minimum = try configuration.number("minimum", in: 1...21, default: WCAG2Contrast.aa)
        check = try configuration.choice("check", among: ["picked-text", "declared-style"], default: "picked-text")
    }

    /// The style the brightness rule picks for an opaque bar.
    package func pickedStyle(for bar: Color) -> StatusBarStyle {
        pick(for: nil).style(for: bar)
    }

    /// The rule's measure and threshold, or those the pairing's code compares.
    package func pick(for pairing: Pairing?) -> StatusBarPick {
        pairing?.statusBarPick ?? StatusBarPick(measure: measure, threshold: brightnessThreshold)
    }

    package var parameterSummary: String {
        "\(check): light content below \(pick(for: nil).summary), text >= \(Wording.threshold(minimum))"
    }

    package var judgesPairings: Bool { true }

    package var suggestionTarget: SuggestionTarget? { SuggestionTarget(metric: .wcag2, minimum: minimum) }

    /// A status bar's requirement: the picked text reaches `minimum`, or a declared style agrees with
    /// the pick (only where a style is declared).
    package func requirement(
        for pairing: Pairing, in appearance: Appearance, isBuiltIn: (String) -> Bool
    ) -> RuleRequirement? {
        guard pairing.role == .statusBar else { return nil }
        let pick = pick(for: pairing)
        let minimum = minimum
        if check == "declared-style" {
            guard let declared = pairing.declaredStyle(for: appearance) else { return nil }
            return RuleRequirement(
                metric: .wcag2, minimum: minimum, condition: "declared style must match the pick",
                remedy: .declaredStatusBarStyle(pick), constrainsColorFixes: false
            ) { _, bar, severity in
                Self.measureDeclaredStyle(declared, bar: bar, pick: pick, severity: severity)
            }
        }
        return RuleRequirement(
            metric: .wcag2, minimum: minimum, condition: "minimum \(Wording.threshold(minimum))",
            shortcut: .pickedStatusBarText(pick), remedy: .statusBarText(pick)
        ) { _, bar, severity in
            Self.measurePickedText(bar: bar, pick: pick, minimum: minimum, severity: severity)
        }
    }

    /// `picked-text` on colors: the ratio of the text the brightness rule picks on the bar. A translucent
    /// bar with nothing beneath it cannot be judged: a failure, at most a warning.
    static func measurePickedText(
        bar: Color, pick: StatusBarPick, minimum: Double, severity: Severity
    ) -> RuleRequirement.Outcome {
        guard bar.isOpaque else { return translucent(bar, severity: severity) }
        let picked = pick.style(for: bar)
        let ratio = WCAG2Contrast.ratio(picked.textColor, bar)
        return .init(
            value: ratio, passes: ratio >= minimum, severity: severity, foreground: picked.textColor, background: bar)
    }

    /// `declared-style` on colors: the declared style must be the one the brightness rule picks; the
    /// value is the declared text's ratio on the bar.
    static func measureDeclaredStyle(
        _ declared: StatusBarStyle, bar: Color, pick: StatusBarPick, severity: Severity
    ) -> RuleRequirement.Outcome {
        guard bar.isOpaque else { return translucent(bar, severity: severity) }
        let picked = pick.style(for: bar)
        return .init(
            value: WCAG2Contrast.ratio(declared.textColor, bar), passes: declared == picked, severity: severity,
            foreground: declared.textColor, background: bar)
    }

    private static func translucent(_ bar: Color, severity: Severity) -> RuleRequirement.Outcome {
        .init(value: 1, passes: false, severity: min(severity, .warning), foreground: .white, background: bar)
    }

    package func evaluate(_ context: RuleContext) -> [AuditResult] {
        var results: [AuditResult] = []
        for (index, pairing) in context.pairings.enumerated() where pairing.role == .statusBar {
            for (position, appearance) in context.appearances.enumerated() {
                guard let measurement = context.measurement(pairing: index, appearance: position),
                    let nearest = measurement.backgrounds.first,
                    let requirement = requirement(for: pairing, in: appearance, isBuiltIn: { _ in false }),
                    let outcome = requirement.evaluate(
                        foreground: nil, background: measurement.background, severity: configuration.severity)
                else { continue }
                let declared = pairing.declaredStyle(for: appearance)
                let location = nearest.location.path.isEmpty ? pairing.location : nearest.location
                let bar = measurement.background
                guard bar.isOpaque else {
                    var result = context.result(
                        rule: self, status: .fail, pairing: index, appearance: appearance,
                        message: "status bar on a translucent background with nothing beneath it in \(appearance); "
                            + "declare an opaque background beneath it to check the style",
                        location: location)
                    result.severity = outcome.severity
                    results.append(result)
                    continue
                }
                let pick = pick(for: pairing)
                let picked = pick.style(for: bar)
                let otherRatio = WCAG2Contrast.ratio(picked.other.textColor, bar)
                let luminanceStyle: StatusBarStyle =
                    WCAG2Contrast.ratio(.white, bar) >= WCAG2Contrast.ratio(.black, bar) ? .lightContent : .darkContent
                let brightness = HSBBrightness.brightness(bar)
                let measured = pick.measure.value(of: bar)
                let message: String
                if check == "declared-style", let declared {
                    message = Wording.declaredStyleMessage(
                        declared: declared, picked: picked, ratio: outcome.value, minimum: minimum,
                        appearance: appearance)
                } else {
                    message = Wording.statusBarMessage(
                        measured: measured, pick: pick, picked: picked, ratio: outcome.value,
                        otherRatio: otherRatio, minimum: minimum, appearance: appearance)
                }
                var result = context.result(
                    rule: self, status: outcome.passes ? .pass : .fail, pairing: index, appearance: appearance,
                    message: message, location: location)
                result.colors = .init(foreground: outcome.foreground.hex, background: bar.hex)
                if check != "declared-style" {
                    // A declared-style result judges a match, not a ratio: no metric, value or threshold
                    // (its `statusBar` has both styles).
                    result.metric = .wcag2
                    result.value = outcome.value
                    result.threshold = minimum
                }
                result.statusBar = .init(
                    brightness: brightness, brightnessThreshold: pick.threshold, measure: pick.measure,
                    measured: measured, style: picked, declaredStyle: declared, otherStyleRatio: otherRatio,
                    luminanceStyle: luminanceStyle)
                results.append(result)
            }
        }
        return results
    }
}
