/// One-line descriptions of configured rules, shared by `audit rules` and the reports.
public enum RuleDescriptions {
    /// The kind-specific parameters in one line.
    public static func parameters(_ rule: any Rule) -> String {
        switch rule {
        case let contrast as ContrastRule:
            let roles = Role.allCases.filter { contrast.roles.contains($0) }.map(\.rawValue).joined(separator: ", ")
            let minimum =
                contrast.metric == .apca
                ? "Lc \(Wording.number(contrast.minimum))" : Wording.threshold(contrast.minimum)
            return "\(contrast.metric.rawValue) >= \(minimum) for \(roles)"
                + (contrast.customColorsOnly ? " (custom colors only)" : "")
        case let bar as StatusBarRule:
            return "\(bar.check): light content below brightness \(Wording.number(bar.brightnessThreshold)), "
                + "text >= \(Wording.threshold(bar.minimum))"
        default:
            return "tokens in no pairing"
        }
    }
}
