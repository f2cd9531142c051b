/// Whether a pairing passes a rule with given colors: what the joint fixer asks of every pairing a changed
/// color takes part in. Mirrors the rules' own decisions (and is checked against them by re-auditing).
enum RuleCheck {
    /// `nil` when the rule does not judge this pairing (another role, decorative, a coverage rule).
    static func passes(
        _ rule: any Rule, pairing: Pairing, foreground: ResolvedColor?, layers: [Color], foregroundColor: Color?
    )
        -> Bool?
    {
        switch rule {
        case let contrast as ContrastRule:
            guard contrast.roles.contains(pairing.role), pairing.role != .decorative, let foreground,
                let color = foregroundColor
            else { return nil }
            if contrast.customColorsOnly && foreground.isBuiltIn { return nil }
            let target = SuggestionTarget(metric: contrast.metric, minimum: contrast.minimum)
            return target.passes(target.value(foreground: color, backgrounds: layers))
        case let bar as StatusBarRule:
            guard pairing.role == .statusBar, bar.check == "picked-text" else { return nil }
            guard let flattened = Color.flatten(layers), flattened.isOpaque else { return false }
            return WCAG2Contrast.ratio(bar.pickedStyle(for: flattened).textColor, flattened) >= bar.minimum
        default:
            return nil
        }
    }
}
