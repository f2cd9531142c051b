/// Kind `coverage`: every token should take part in some pairing, directly or through an alias from a
/// token that does; an unpaired token is a color nobody checked.
public struct CoverageRule: Rule {
    public static let kind = "coverage"

    public static let documentation = RuleDocumentation(
        summary: "Every token should appear in at least one pairing.",
        rationale: """
            An audit is only as complete as its pairings. A token that no pairing uses (directly, or as the \
            target of an alias from a token that is paired) was never checked, in any appearance. Each such \
            token is reported once, not per appearance.
            """,
        reference: "ContrastAudit coverage",
        helpURI: "https://www.w3.org/WAI/WCAG22/Understanding/contrast-minimum.html",
        examples: [
            RuleExample(
                name: "every token paired or aliased",
                rule: ##"{"id": "unpaired-token", "kind": "coverage", "severity": "warning"}"##,
                scheme:
                    ##"{"colors": {"fg": "{brand}", "brand": "#000000", "bg": "#FFFFFF"}, "pairings": [{"foreground": "fg", "background": "bg"}]}"##,
                passes: true),
            RuleExample(
                name: "an unpaired token",
                rule: ##"{"id": "unpaired-token", "kind": "coverage", "severity": "warning"}"##,
                scheme:
                    ##"{"colors": {"fg": "#000000", "bg": "#FFFFFF", "accent": "#FF0000"}, "pairings": [{"foreground": "fg", "background": "bg"}]}"##,
                passes: false),
        ])

    public let configuration: RuleConfiguration

    public init(_ configuration: RuleConfiguration) throws(Diagnostic) {
        self.configuration = configuration
        try configuration.checkKeys([])
    }

    public var parameterSummary: String { "tokens in no pairing" }

    /// Coverage is about the theme as a whole, and no color change alters it.
    public var judgesPairings: Bool { false }

    public var suggestionTarget: SuggestionTarget? { nil }

    public func requirement(
        for pairing: Pairing, in appearance: Appearance, isBuiltIn: (String) -> Bool
    ) -> RuleRequirement? {
        nil
    }

    public func evaluate(_ context: RuleContext) -> [AuditResult] {
        var covered = Set<String>()
        for pairing in context.pairings {
            for name in pairing.tokens {
                covered.insert(name)
                for appearance in context.appearances {
                    for step in context.resolved.color(name, in: appearance)?.chain ?? [] { covered.insert(step) }
                }
            }
        }
        var results: [AuditResult] = []
        for token in context.resolved.theme.tokens where !covered.contains(token.name) {
            var result = context.result(
                rule: self, status: .fail, pairing: nil, appearance: nil,
                message: "token \"\(token.name)\" appears in no pairing, so its contrast is never checked",
                location: token.location)
            result.token = token.name
            results.append(result)
        }
        return results
    }
}
