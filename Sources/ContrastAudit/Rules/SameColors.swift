/// Count what differs (issue 13): when every token of a pairing resolves to the same colors in two
/// appearances (a theme without elevated variants looks the same at both levels), the later result repeats
/// the earlier one. It stays in the report (JSON keeps one result per appearance), marked
/// ``AuditResult/sameAs``, so reports show it as `light (= light.elevated)` and the summary counts the
/// failure once.
enum SameColors {
    /// What makes two results of one pairing and rule the same: the colors of every token and the verdict.
    private struct Key: Hashable {
        var pairing: Int
        var rule: String
        var ruleSet: String
        var foreground: Color?
        var backgrounds: [Color]
        var status: AuditResult.Status
        var value: Double?
    }

    /// Marks each result whose pairing's colors equal those of an earlier appearance (in canonical order).
    static func mark(_ results: inout [AuditResult], context: RuleContext) {
        let positions = Dictionary(uniqueKeysWithValues: context.appearances.enumerated().map { ($1, $0) })
        var first: [Key: Appearance] = [:]
        let order = results.indices.sorted {
            (results[$0].appearance?.order ?? -1) < (results[$1].appearance?.order ?? -1)
        }
        for index in order {
            let result = results[index]
            guard result.pairing != nil, let appearance = result.appearance, let position = positions[appearance],
                let measurement = context.measurement(pairing: result.pairingIndex, appearance: position)
            else { continue }
            let key = Key(
                pairing: result.pairingIndex, rule: result.rule, ruleSet: result.ruleSet,
                foreground: measurement.foreground?.color, backgrounds: measurement.backgrounds.map(\.color),
                status: result.status, value: result.value)
            if let earlier = first[key] {
                results[index].sameAs = earlier
            } else {
                first[key] = appearance
            }
        }
    }
}
