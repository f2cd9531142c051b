/// One color change of a joint fix plan: a token's variant (or a new variant) set to a color that
/// passes every pairing the token takes part in, in every appearance the variant serves.
public struct JointFix: Sendable, Hashable {
    /// The theme file.
    public var path: String
    /// The token whose color changes (after following aliases: the token that holds the color).
    public var token: String
    /// The variant changed, or the variant added.
    package var selector: AppearanceSelector
    /// Whether the variant is new (the token's existing value served more appearances than can share
    /// one passing color).
    package var isNewVariant: Bool
    /// The appearances whose color changes.
    public var appearances: [Appearance]
    package var from: Color
    package var to: Color
    /// ΔE_OK from `from` to `to`.
    public var deltaE: Double
    /// The failing results it fixes, as `rule: pairing in appearance`.
    package var fixes: [String]
    /// Where the current color is written (for a new variant, the variant it overrides).
    package var literal: ColorLiteral
}

/// The joint fixes for a set of themes and what a re-audit with all of them applied still finds.
public struct FixPlan: Sendable {
    /// The changes, in theme and token order.
    public var fixes: [JointFix]
    /// Failing results left after applying every fix, with why when it is known.
    package var stillFailing: [(result: AuditResult, reason: String?)]
    /// The themes with every fix applied.
    package var fixedThemes: [Theme]
    /// Whether the re-audit found no failures.
    public var allPass: Bool { stillFailing.isEmpty }
}
