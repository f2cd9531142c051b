/// Failing results grouped by the place to fix them, for formats that show one entry per place: the
/// same rule failing on the same pairing (or token) at the same color value, typically in several
/// appearances. The first result of a group speaks for it; the others only add their appearance.
enum FailureGroups {
    /// Groups in report order; each group in report order.
    static func byPlace(_ results: [AuditResult]) -> [[AuditResult]] {
        results.filter { $0.status == .fail }.groupedInOrder { result in
            [
                result.path, result.ruleSet, result.rule, result.pairing?.id ?? "", result.token ?? "",
                result.location?.description ?? "", "\(result.location?.offset ?? -1)",
            ]
        }
    }

    /// The group's message: the first result's, then the other appearances.
    static func message(_ group: [AuditResult]) -> String {
        group[0].message + Wording.alsoIn(group.dropFirst().compactMap { $0.appearance?.name })
    }
}
