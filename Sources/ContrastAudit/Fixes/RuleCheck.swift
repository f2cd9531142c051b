/// Whether a pairing passes a rule with given colors: what the joint fixer asks of every pairing a changed
/// color takes part in. It measures with the rule's own requirement (and is checked against the rules by
/// re-auditing).
enum RuleCheck {
    /// The requirement the joint fixer must keep passing, or `nil` when the rule does not judge this
    /// pairing or is not fixed by changing colors (a declared status-bar style).
    static func requirement(
        _ rule: any Rule, pairing: Pairing, appearance: Appearance, measurement: PairingMeasurement
    ) -> RuleRequirement? {
        guard
            let requirement = rule.requirement(
                for: pairing, in: appearance, isBuiltIn: { _ in measurement.foreground?.isBuiltIn == true }),
            requirement.constrainsColorFixes
        else { return nil }
        return requirement
    }

    /// Whether the colors pass `requirement`: a foreground (none for a status bar) over its background
    /// layers, nearest first.
    static func passes(_ requirement: RuleRequirement, foreground: Color?, layers: [Color]) -> Bool {
        requirement.evaluate(foreground: foreground, layers: layers, severity: .error)?.passes ?? true
    }
}
