/// Kind `status-bar`: apps commonly pick the status-bar style from the bar's HSB brightness (light
/// content below 0.7); the text that rule picks must be readable on the bar.
///
/// Parameters: `brightnessThreshold` (default 0.7), `minimum` (default 4.5), and `check`:
/// `picked-text` (default) checks the picked text's contrast; `declared-style` checks that a style the
/// theme declares agrees with the pick.
public struct StatusBarRule: Rule {
    public static let kind = "status-bar"

    public static let documentation = RuleDocumentation(
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

    public let configuration: RuleConfiguration
    public let brightnessThreshold: Double
    public let minimum: Double
    /// `picked-text` or `declared-style`.
    public let check: String

    public init(_ configuration: RuleConfiguration) throws(Diagnostic) {
        self.configuration = configuration
        try configuration.checkKeys(["brightnessThreshold", "minimum", "check"])
        brightnessThreshold = try configuration.number(
            "brightnessThreshold", in: 0...1, default: HSBBrightness.conventionalThreshold)
        minimum = try configuration.number("minimum", in: 1...21, default: WCAG2Contrast.aa)
        check = try configuration.choice("check", among: ["picked-text", "declared-style"], default: "picked-text")
    }

    /// The style the brightness rule picks for an opaque bar.
    public func pickedStyle(for bar: Color) -> StatusBarStyle {
        HSBBrightness.brightness(bar) < brightnessThreshold ? .lightContent : .darkContent
    }

    public func evaluate(_ context: RuleContext) -> [AuditResult] {
        var results: [AuditResult] = []
        for (index, pairing) in context.pairings.enumerated() where pairing.role == .statusBar {
            for (position, appearance) in context.appearances.enumerated() {
                guard let measurement = context.measurement(pairing: index, appearance: position),
                    let nearest = measurement.backgrounds.first
                else { continue }
                let declared = pairing.declaredStyle(for: appearance)
                if check == "declared-style" && declared == nil { continue }
                let location = nearest.location.path.isEmpty ? pairing.location : nearest.location
                let bar = measurement.background
                guard bar.isOpaque else {
                    var result = context.result(
                        rule: self, status: .fail, pairing: index, appearance: appearance,
                        message: "status bar on a translucent background with nothing beneath it in \(appearance); "
                            + "declare an opaque background beneath it to check the style",
                        location: location)
                    result.severity = min(configuration.severity, .warning)
                    results.append(result)
                    continue
                }
                let picked = pickedStyle(for: bar)
                let pickedRatio = WCAG2Contrast.ratio(picked.textColor, bar)
                let otherRatio = WCAG2Contrast.ratio(picked.other.textColor, bar)
                let luminanceStyle: StatusBarStyle =
                    WCAG2Contrast.ratio(.white, bar) >= WCAG2Contrast.ratio(.black, bar) ? .lightContent : .darkContent
                let brightness = HSBBrightness.brightness(bar)
                var passes: Bool
                var value: Double
                var text: Color
                let message: String
                if check == "declared-style", let declared {
                    value = WCAG2Contrast.ratio(declared.textColor, bar)
                    passes = declared == picked
                    text = declared.textColor
                    message = Wording.declaredStyleMessage(
                        declared: declared, picked: picked, ratio: value, minimum: minimum, appearance: appearance)
                } else {
                    value = pickedRatio
                    passes = pickedRatio >= minimum
                    text = picked.textColor
                    message = Wording.statusBarMessage(
                        brightness: brightness, threshold: brightnessThreshold, picked: picked, ratio: pickedRatio,
                        otherRatio: otherRatio, minimum: minimum, appearance: appearance)
                }
                var result = context.result(
                    rule: self, status: passes ? .pass : .fail, pairing: index, appearance: appearance,
                    message: message, location: location)
                result.colors = .init(foreground: text.hex, background: bar.hex)
                result.metric = .wcag2
                result.value = value
                result.threshold = minimum
                result.statusBar = .init(
                    brightness: brightness, brightnessThreshold: brightnessThreshold, style: picked,
                    declaredStyle: declared, otherStyleRatio: otherRatio, luminanceStyle: luminanceStyle)
                results.append(result)
            }
        }
        return results
    }
}
