import Foundation

/// How reports describe a baseline's effect.
extension Wording {
    /// `baseline .contrast-baseline.json: 2 new, 7 unchanged (not shown), 1 fixed`.
    package static func baselineSummary(_ comparison: BaselineComparison) -> String {
        "baseline \(comparison.path): \(comparison.new) new, \(comparison.unchanged) unchanged (not shown), "
            + "\(comparison.fixed.count) fixed"
    }

    /// A fixed baseline entry: `wcag2-aa/text-contrast, link on background, light (Examples/catchup.json)`.
    package static func fixedEntry(_ entry: Baseline.Entry) -> String {
        let subject = [entry.pairing ?? entry.token.map { "token \($0)" }, entry.appearance].compactMap { $0 }
        return ([ruleID(ruleSet: entry.ruleSet, rule: entry.rule)] + subject).joined(separator: ", ")
            + " (\(entry.path))"
    }
}
