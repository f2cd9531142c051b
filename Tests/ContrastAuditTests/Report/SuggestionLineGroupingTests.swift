import Testing

@testable import ContrastAudit

/// `FailureGroups.suggestionLines` puts results on one line when their suggestions and reasons match
/// (issue 15: compared field by field instead of by a joined text key). The grouping must be the one the
/// joined key gave, separators inside token names included.
@Suite struct SuggestionLineGroupingTests {
    /// The key the grouping used before: each suggestion as `side␟token␟color␟style`, then `␞reason`.
    static func joinedKey(_ result: AuditResult) -> [String] {
        result.suggestions.map {
            $0.side.rawValue + "\u{1F}" + $0.token + "\u{1F}" + $0.color + "\u{1F}" + ($0.style?.rawValue ?? "")
        } + ["\u{1E}" + (result.suggestionReason ?? "")]
    }

    static func result(_ suggestions: [AuditResult.Suggestion], reason: String?) -> AuditResult {
        AuditResult(
            rule: "text-contrast", ruleSet: "wcag2-aa", status: .fail, severity: .error, appearance: nil,
            pairing: nil, token: nil, colors: nil, metric: .wcag2, value: 2, threshold: 4.5, location: nil,
            message: "m", suggestions: suggestions, suggestionReason: reason, path: "t.json")
    }

    @Test func fieldComparisonGroupsAsTheJoinedKeyDid() {
        var rng = SystemRandomNumberGenerator()
        // Few values per field, so equal and unequal pairs are both common; two tokens and a color hold
        // the separator in ways that make different fields join to the same text.
        let tokens = ["a", "b", "a\u{1F}#1", "a\u{1F}"]
        let colors = ["#1", "#2", "#1\u{1F}", "\u{1F}#1"]
        let reasons: [String?] = [nil, "", "r"]
        func suggestion() -> AuditResult.Suggestion {
            var made = AuditResult.Suggestion(
                side: Bool.random(using: &rng) ? .foreground : .background, token: tokens.randomElement(using: &rng)!,
                color: colors.randomElement(using: &rng)!, value: 4.5, deltaE: 0.01)
            if Int.random(in: 0..<4, using: &rng) == 0 { made.style = .darkContent }
            return made
        }
        var equal = 0
        for _ in 0..<20_000 {
            let first = Self.result(
                (0..<Int.random(in: 0...2, using: &rng)).map { _ in suggestion() },
                reason: reasons.randomElement(using: &rng)!)
            let second = Self.result(
                (0..<Int.random(in: 0...2, using: &rng)).map { _ in suggestion() },
                reason: reasons.randomElement(using: &rng)!)
            let expected = Self.joinedKey(first) == Self.joinedKey(second)
            if expected { equal += 1 }
            #expect(FailureGroups.sameSuggestions(first, second) == expected)
            #expect(FailureGroups.sameSuggestions(first, first))
        }
        #expect(equal > 100)
    }

    @Test func separatorsInNamesJoinLikeTheKey() {
        let first = Self.result(
            [AuditResult.Suggestion(side: .foreground, token: "a\u{1F}#1", color: "\u{1F}x", value: 1, deltaE: 0)],
            reason: nil)
        let second = Self.result(
            [AuditResult.Suggestion(side: .foreground, token: "a", color: "#1\u{1F}\u{1F}x", value: 1, deltaE: 0)],
            reason: "")
        #expect(Self.joinedKey(first) == Self.joinedKey(second))
        #expect(FailureGroups.sameSuggestions(first, second))
    }
}
