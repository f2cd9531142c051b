/// Kind `coverage`: every semantic token should take part in some pairing, directly or through an alias from
/// a token that does; an unpaired token is a color nobody checked.
///
/// Only semantic tokens are reported (issue 13): a token whose name has a role word (text, background,
/// border, primary, error...) or whose value is an alias of another token (design systems build their
/// semantic layer as aliases of the palette). Palette primitives (`gray50`, `material_red_50`) are meant to
/// be used through those, so one note counts the ones left out instead of a warning each.
package struct CoverageRule: Rule {
    package static let kind = "coverage"

    package static let documentation = RuleDocumentation(
        summary: "Every token should appear in at least one pairing.",
        rationale: """
            An audit is only as complete as its pairings. A token that no pairing uses (directly, or as the \
            target of an alias from a token that is paired) was never checked, in any appearance. Each such \
            semantic token (one with a role word in its name, or defined as an alias) is reported once, not \
            per appearance; palette primitives are counted in one note.
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

    package let configuration: RuleConfiguration

    package init(_ configuration: RuleConfiguration) throws(Diagnostic) {
        self.configuration = configuration
        try configuration.checkKeys([])
    }

    package var parameterSummary: String { "tokens in no pairing" }

    /// Coverage is about the theme as a whole, and no color change alters it.
    package var judgesPairings: Bool { false }

    package var suggestionTarget: SuggestionTarget? { nil }

    package func requirement(
        for pairing: Pairing, in appearance: Appearance, isBuiltIn: (String) -> Bool
    ) -> RuleRequirement? {
        nil
    }

    /// The tokens in a pairing, and those reached from them through aliases.
    static func covered(_ context: RuleContext) -> Set<String> {
        // Each paired name's chains are followed once, however many pairings name it.
        var named = Set<String>()
        for pairing in context.pairings {
            if let foreground = pairing.foreground { named.insert(foreground) }
            for name in pairing.backgrounds { named.insert(name) }
        }
        // A token the views pair with a color that cannot be evaluated is paired (round 21's HealthyMe: text and
        // a background from a color set not among the inputs were each said to be "in no pairing").
        named.formUnion(context.resolved.theme.unevaluatedTokens)
        // A color computed from a token at a use site (`Color.brand.opacity(0.2)`) uses that token (round 22's
        // PolySleep: a color set used only with an opacity was said to be in no pairing).
        for token in context.resolved.theme.tokens where !token.derivedFrom.isEmpty && named.contains(token.name) {
            named.formUnion(token.derivedFrom)
        }
        var covered = named
        for name in named {
            for appearance in context.appearances {
                for step in context.resolved.color(name, in: appearance)?.chain ?? [] { covered.insert(step) }
            }
        }
        return covered
    }

    package func evaluate(_ context: RuleContext) -> [AuditResult] {
        let covered = Self.covered(context)
        var results: [AuditResult] = []
        // A theme instance's role (`colors.primaryText` of `Theme.sepia`) is covered when the role is paired in
        // any instance; a role paired in none is one warning, on its first instance's token.
        var instanceRoles: [String: Int] = [:]
        var coveredRoles: Set<String> = []
        for token in context.resolved.theme.tokens {
            guard let role = Self.instanceRole(token) else { continue }
            instanceRoles[role, default: 0] += 1
            if covered.contains(token.name) { coveredRoles.insert(role) }
        }
        var reportedRoles: Set<String> = []
        // A token its reader already reported as one it cannot evaluate (at the token, naming why) is not
        // warned about twice: that it is in no pairing adds nothing a user can act on first.
        let unevaluated = Set(
            context.resolved.theme.warnings.lazy.filter { $0.message.hasPrefix(Wording.cannotEvaluateColor) }
                .compactMap(\.location))
        // A constant behind a theme table is reported through the table's role, not once per theme.
        for token in context.resolved.theme.tokens
        where !covered.contains(token.name) && !token.isThemeStorage && Self.isSemantic(token) {
            let unresolvable = token.variants.allSatisfy { if case .unresolvable = $0.value { true } else { false } }
            if unresolvable, unevaluated.contains(token.location) { continue }
            var message = "token \"\(token.name)\" appears in no pairing, so its contrast is never checked"
            if let role = Self.instanceRole(token) {
                guard !coveredRoles.contains(role), reportedRoles.insert(role).inserted else { continue }
                let others = (instanceRoles[role] ?? 1) - 1
                if others > 0 {
                    message += " (nor does \(role) of the \(others) other \(others == 1 ? "instance" : "instances"))"
                }
            }
            var result = context.result(
                rule: self, status: .fail, pairing: nil, appearance: nil, message: message, location: token.location)
            result.token = token.name
            results.append(result)
        }
        return results
    }

    package func notes(_ context: RuleContext) -> [Diagnostic] {
        let covered = Self.covered(context)
        let primitives = context.resolved.theme.tokens.filter {
            !covered.contains($0.name) && !$0.isThemeStorage && !Self.isSemantic($0)
        }
        guard !primitives.isEmpty else { return [] }
        let shown = primitives.prefix(3).map { "\"\($0.name)\"" }.joined(separator: ", ")
        return [
            Diagnostic(
                severity: .note, location: SourceLocation(path: context.resolved.theme.path),
                message: "\(id): \(primitives.count) palette \(primitives.count == 1 ? "primitive" : "primitives") "
                    + "in no pairing left out (no role word in the name, not an alias: \(shown)"
                    + (primitives.count > 3 ? ", ..." : "") + ")")
        ]
    }

    /// A theme instance token's role within its instance (`colors.primaryText`).
    static func instanceRole(_ token: Token) -> String? {
        guard let instance = token.instance, token.name.count > instance.count + 1 else { return nil }
        return String(token.name.dropFirst(instance.count + 1))
    }

    /// Words that give a token a role.
    static let roleWords: Set<String> = [
        "text", "label", "title", "fg", "foreground", "background", "bg", "surface", "canvas", "border", "stroke",
        "outline", "divider", "separator", "icon", "fill", "tint", "accent", "primary", "secondary", "tertiary",
        "on", "link", "placeholder", "error", "success", "warning", "danger", "info", "brand", "shadow", "scrim",
        "overlay", "selected", "disabled", "button", "bar", "card", "header", "input", "focus", "highlight",
        "control", "content", "contrast", "inverse", "critical", "positive", "negative", "neutral", "subtle",
    ]

    /// Whether a token is semantic: a role word in its name, or an alias of another token.
    static func isSemantic(_ token: Token) -> Bool {
        if token.variants.contains(where: { if case .reference = $0.value { true } else { false } }) { return true }
        return NameWords.split(token.name).contains { roleWords.contains($0) }
    }
}
