/// Count what differs (issue 13): when every token of a pairing resolves to the same colors in two
/// appearances (a theme without elevated variants looks the same at both levels), the later result repeats
/// the earlier one. It stays in the report (JSON keeps one result per appearance), marked
/// ``AuditResult/sameAs``, so reports show it as `light (= light.elevated)` and the summary counts the
/// failure once.
enum SameColors {
    /// What makes two results of one pairing and rule the same: the colors of every token (as the first
    /// appearance position with the same colors, so no color lists are hashed per result) and the verdict.
    private struct Key: Hashable {
        var pairing: Int
        var colors: Int
        var rule: String
        var ruleSet: String
        var status: AuditResult.Status
        var value: Double?
    }

    /// Marks each result whose pairing's colors equal those of an earlier appearance (in canonical order).
    static func mark(_ results: inout [AuditResult], context: RuleContext) {
        let positions = Dictionary(uniqueKeysWithValues: context.appearances.enumerated().map { ($1, $0) })
        var colorClasses: [Int: [Int?]] = [:]
        func colorClass(pairing: Int, position: Int) -> Int? {
            if let known = colorClasses[pairing] { return known[position] }
            let measurements = context.appearances.indices.map { context.measurement(pairing: pairing, appearance: $0) }
            let classes = measurements.indices.map { index -> Int? in
                guard let measurement = measurements[index] else { return nil }
                return measurements.indices.first { other in
                    guard let earlier = measurements[other] else { return false }
                    return earlier.foreground?.color == measurement.foreground?.color
                        && earlier.backgrounds.count == measurement.backgrounds.count
                        && zip(earlier.backgrounds, measurement.backgrounds).allSatisfy { $0.color == $1.color }
                }
            }
            colorClasses[pairing] = classes
            return classes[position]
        }
        var first: [Key: Appearance] = [:]
        let order = results.indices.sorted {
            (results[$0].appearance?.order ?? -1) < (results[$1].appearance?.order ?? -1)
        }
        for index in order {
            guard results[index].pairing != nil, let appearance = results[index].appearance,
                let position = positions[appearance],
                let colors = colorClass(pairing: results[index].pairingIndex, position: position)
            else { continue }
            let key = Key(
                pairing: results[index].pairingIndex, colors: colors, rule: results[index].rule,
                ruleSet: results[index].ruleSet, status: results[index].status, value: results[index].value)
            if let earlier = first[key] {
                results[index].sameAs = earlier
            } else {
                first[key] = appearance
            }
        }
    }
}
