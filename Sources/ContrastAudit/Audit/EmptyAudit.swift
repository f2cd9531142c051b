/// Why an audit checked no contrast at all, so that "nothing evaluated" is never mistaken for a pass
/// (issue 13): a folder whose colors are all computed by a build step, or a theme whose names no convention
/// recognizes, would otherwise print a summary and exit 0.
package struct EmptyAudit: Sendable, Hashable {
    /// Tokens over every input.
    package var tokens: Int
    /// Tokens whose value this tool cannot evaluate statically (directly or through references).
    package var unresolvableTokens: Int
    /// Pairings declared, configured or inferred, over every input.
    package var pairings: Int
    /// Why nothing was evaluated, in words.
    package var reason: String

    /// The message `audit check` prints: `367 tokens, 0 pairings evaluated: ...`.
    package var message: String {
        "\(tokens) \(tokens == 1 ? "token" : "tokens"), 0 pairings evaluated: \(reason)"
    }

    /// Whether `report` evaluated no pairing of `themes`, and if so why; `nil` when something was evaluated.
    package static func check(_ report: AuditReport, themes: [Theme]) -> EmptyAudit? {
        guard !report.results.contains(where: { $0.pairing != nil }) else { return nil }
        let tokens = themes.reduce(0) { $0 + $1.tokens.count }
        let unresolvable = themes.reduce(0) { $0 + PairingConventions.unresolvableTokens(in: $1).count }
        let pairings = themes.reduce(0) { $0 + $1.pairings.count }
        let reason: String
        // Views that declare no color may still use some (`.foregroundColor(Color(.label))` with no background
        // in the body): their notes say why each use is not evaluated.
        let uses = themes.reduce(0) { $0 + $1.warnings.count { $0.severity == .note } }
        if tokens == 0, uses > 0 {
            let said = uses == 1 ? "1 use of a color in their views is" : "\(uses) uses of colors in their views are"
            reason = "the inputs define no colors; \(said) not evaluated (see the \(uses == 1 ? "note" : "notes"))"
        } else if tokens == 0 {
            reason = "the inputs define no colors"
        } else if unresolvable == tokens {
            reason =
                "every color is computed by an expression this tool cannot evaluate\(commonCause(themes)) (declare "
                + "resolved colors, or audit the build's output)"
        } else if pairings > 0 {
            reason = "no rule of the rule sets judges the \(pairings) \(pairings == 1 ? "pairing" : "pairings") found"
        } else {
            let skipped = unresolvable > 0 ? " (\(unresolvable) cannot be evaluated\(commonCause(themes)))" : ""
            // Uses the views make that could not be evaluated are the first thing to look at.
            let notes =
                uses == 0
                ? ""
                : uses == 1
                    ? "; 1 use of a color in the views is not evaluated (see the note)"
                    : "; \(uses) uses of colors in the views are not evaluated (see the notes)"
            reason =
                "no pairing is declared, configured or recognized from the token names\(skipped)\(notes); list the "
                + "pairings you mean in \(AuditConfig.fileName) (audit check --list-tokens prints the names)"
        }
        return EmptyAudit(tokens: tokens, unresolvableTokens: unresolvable, pairings: pairings, reason: reason)
    }

    /// The reason most tokens cannot be evaluated, when several share it (a palette built with a package's
    /// initializer the inputs do not define): `; the most common reason, for 28: calls ...`. Without it the
    /// summary named no cause, and the one fix that would evaluate the palette was in 28 separate warnings.
    static func commonCause(_ themes: [Theme]) -> String {
        var counts: [String: Int] = [:]
        for theme in themes {
            for token in theme.tokens {
                for variant in token.variants {
                    if case .unresolvable(let reason, _) = variant.value {
                        counts[reason, default: 0] += 1
                        break
                    }
                }
            }
        }
        let ranked = counts.sorted { ($1.value, $0.key) < ($0.value, $1.key) }
        guard let (reason, count) = ranked.first, count > 1 else { return "" }
        return "; the most common reason, for \(count): \(reason)"
    }
}
