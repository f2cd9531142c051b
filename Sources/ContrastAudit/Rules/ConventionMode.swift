/// When pairing conventions add pairings to a theme (`audit check --conventions`, or `"conventions"` in
/// `.contrastaudit.json`).
///
/// The default, `auto`, treats conventions as a stand-in for pairings nobody wrote down: a theme that declares
/// pairings, or receives some from the configuration, is audited exactly as written, so adding one pairing never
/// silently drops or multiplies the rest. `always` adds convention pairings to every theme as well (skipping any
/// that repeat a declared or configured pairing), and `never` turns them off.
public enum ConventionMode: String, Sendable, Hashable, CaseIterable {
    /// Only for themes with no declared or configured pairings (usage pairings do not count).
    case auto
    /// For every theme, after its own pairings.
    case always
    /// Never.
    case never

    /// Whether conventions add pairings to `theme`, given the pairings it already has.
    package func applies(to theme: Theme) -> Bool {
        switch self {
        // Pairings inferred from code usage leave the tokens they do not pair to the conventions.
        case .auto: theme.pairings.allSatisfy { $0.origin == .usage }
        case .always: true
        case .never: false
        }
    }
}
