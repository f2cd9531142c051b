/// Which appearances to evaluate.
public enum AppearanceChoice: Sendable, Hashable {
    /// The standard four, plus the high-contrast four for a theme that defines a high-contrast variant.
    case automatic
    /// Exactly these.
    case list([Appearance])

    /// Parses `standard`, `all`, or a comma-separated list of appearance names.
    public init(parsing text: String) throws(InvalidSetting) {
        switch text {
        case "standard": self = .list(Appearance.standard)
        case "all": self = .list(Appearance.all)
        case "auto", "automatic": self = .automatic
        default:
            var list: [Appearance] = []
            for part in text.split(separator: ",", omittingEmptySubsequences: false) {
                let name = part.trimmingCharacters(in: .whitespaces)
                guard let appearance = Appearance(name: name) else {
                    let names = Appearance.all.map(\.name) + ["standard", "all"]
                    throw InvalidSetting(
                        "unknown appearance \(ColorSyntaxError.quote(name)); expected standard, all, "
                            + "or a comma-separated list of \(Appearance.all.map(\.name).joined(separator: ", "))"
                            + DidYouMean.hint(for: name, among: names))
                }
                if !list.contains(appearance) { list.append(appearance) }
            }
            self = .list(list.sorted())
        }
    }

    /// The appearances for one theme.
    public func appearances(for theme: Theme) -> [Appearance] {
        switch self {
        case .automatic: theme.defaultAppearances
        case .list(let list): list
        }
    }
}
