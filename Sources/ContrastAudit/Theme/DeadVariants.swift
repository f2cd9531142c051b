/// Variants that can never apply: for every appearance a variant's selector matches, another variant of the
/// same token outranks it (`"elevated"` beside `"light"` and `"dark"`: each names luminosity, which wins
/// the tie, DESIGN.md §5). Readers keep such a variant; the loader warns about it at its selector, token
/// listings show it apart, and fixes never write one.
public enum DeadVariants {
    /// The positions in `selectors` of those that win no appearance of all eight.
    public static func indices(among selectors: [AppearanceSelector]) -> [Int] {
        var live = Set<Int>()
        for appearance in Appearance.all {
            if let index = AppearanceSelector.bestMatch(among: selectors, for: appearance) { live.insert(index) }
        }
        return selectors.indices.filter { !live.contains($0) }
    }

    /// What to write instead of the dead selector at `index`: the selector with a luminosity added
    /// (`light.elevated`, `dark.elevated`) for each luminosity where that selector is not already written,
    /// when each would apply; empty when every appearance it matches is already covered by a more
    /// specific variant (the variant can simply be removed).
    public static func replacements(for index: Int, among selectors: [AppearanceSelector]) -> [AppearanceSelector] {
        let dead = selectors[index]
        guard dead.luminosity == nil else { return [] }
        var result: [AppearanceSelector] = []
        for luminosity in Luminosity.allCases {
            var candidate = dead
            candidate.luminosity = luminosity
            guard !selectors.contains(candidate) else { continue }
            let trial = selectors + [candidate]
            let wins = Appearance.all.contains {
                AppearanceSelector.bestMatch(among: trial, for: $0) == trial.count - 1
            }
            if wins { result.append(candidate) }
        }
        return result
    }

    /// A warning per dead variant of the theme's tokens, at the variant's selector.
    public static func warnings(in theme: Theme) -> [Diagnostic] {
        var warnings: [Diagnostic] = []
        for token in theme.tokens where token.variants.count > 1 {
            let selectors = token.variants.map(\.selector)
            for index in indices(among: selectors) {
                let dead = selectors[index]
                let winners = Appearance.all.filter(dead.matches).compactMap {
                    AppearanceSelector.bestMatch(among: selectors, for: $0)
                }
                var names: [String] = []
                for winner in winners where !names.contains(selectors[winner].description) {
                    names.append(selectors[winner].description)
                }
                let outranked = names.map { "\"\($0)\"" }.joined(separator: " and ")
                let replacements = replacements(for: index, among: selectors).map { "\"\($0.description)\"" }
                let advice =
                    replacements.isEmpty
                    ? "remove it" : "write " + replacements.joined(separator: " and ") + " instead"
                warnings.append(
                    Diagnostic(
                        severity: .warning, location: token.variants[index].selectorLocation,
                        message: "variant \"\(dead.description)\" of \"\(token.name)\" never applies: \(outranked) "
                            + "outrank\(names.count == 1 ? "s" : "") it in every appearance it matches; \(advice)"))
            }
        }
        return warnings
    }
}
