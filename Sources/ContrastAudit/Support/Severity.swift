/// How serious a failing result is; `--fail-on` compares against it.
///
/// Problems with the input itself are ``Diagnostic``s, whose ``Diagnostic/Level`` (`error`, `warning`, `note`)
/// is a separate type: it says whether an input can be used at all, not how much a rule failure matters.
public enum Severity: String, Sendable, Hashable, Codable, CaseIterable, Comparable {
    case info
    case warning
    case error

    private var rank: Int {
        switch self {
        case .info: 0
        case .warning: 1
        case .error: 2
        }
    }

    /// Canonical order.
    public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }
}
