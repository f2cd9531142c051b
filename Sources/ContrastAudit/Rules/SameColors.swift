/// Count what differs (issue 13): when every token of a pairing resolves to the same colors in two
/// appearances (a theme without elevated variants looks the same at both levels), the later result repeats
/// the earlier one. It stays in the report (JSON keeps one result per appearance), marked
/// ``AuditResult/sameAs``, so reports show it as `light (= light.elevated)` and the summary counts the
/// failure once.
enum SameColors {
    /// What makes two results of one rule on one pairing the same: the colors of every token (as the first
    /// appearance position with the same colors, so no color lists are hashed per result) and the verdict.
    private struct Key: Hashable {
        var pairing: Int
        var colors: Int
        var status: AuditResult.Status
        var value: Double?
    }

    /// Marks each result whose pairing's colors equal those of an earlier appearance (in canonical order).
    /// `results` are those of one rule (results of different rules never repeat each other, so the engine
    /// marks each rule's results on their own and no rule names are hashed per result).
    static func mark(_ results: inout [AuditResult], context: RuleContext) {
        let positions = Dictionary(uniqueKeysWithValues: context.appearances.enumerated().map { ($1, $0) })
        // The classes are computed once per theme, with the measurements (`RuleContext`).
        func colorClass(pairing: Int, position: Int) -> Int? {
            guard context.pairings.indices.contains(pairing) else { return nil }
            return context.colorClasses(pairing: pairing)[position]
        }
        var first: [Key: Appearance] = [:]
        for index in inAppearanceOrder(results) {
            guard let appearance = results[index].appearance, results[index].hasPairing,
                let position = positions[appearance],
                let colors = colorClass(pairing: results[index].pairingIndex, position: position)
            else { continue }
            let key = Key(
                pairing: results[index].pairingIndex, colors: colors, status: results[index].status,
                value: results[index].value)
            if let earlier = first[key] {
                results[index].sameAs = earlier
            } else {
                first[key] = appearance
            }
        }
    }

    /// The indices of `results` ordered by appearance (canonical order; results without one first), ties
    /// in their order: a stable counting sort over the eight appearances.
    private static func inAppearanceOrder(_ results: [AuditResult]) -> [Int] {
        let keys = results.map { ($0.appearance?.order ?? -1) + 1 }
        var buckets = [[Int]](repeating: [], count: (keys.max() ?? 0) + 1)
        for (index, key) in keys.enumerated() { buckets[key].append(index) }
        return buckets.flatMap { $0 }
    }
}
