/// One-line descriptions of configured rules, shared by `audit rules` and the reports.
package enum RuleDescriptions {
    /// The kind-specific parameters in one line: each rule kind describes its own.
    package static func parameters(_ rule: any Rule) -> String {
        rule.parameterSummary
    }
}
