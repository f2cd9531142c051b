/// `audit check --list-tokens`: the token names each input provides, with their variants and format, so a user
/// can write pairings for `.contrastaudit.json` without opening every color set or token file.
///
/// Text: one block per input (sorted by path, as reports are), a line with the path, then one line per token in
/// file order: the name, its variant selectors, and the format in parentheses; a token whose value cannot be
/// resolved statically ends with `unresolvable`. JSON: `{"inputs": [{"path", "format", "tokens": [{"name",
/// "variants", "values", "location", "unresolvable"?}]}]}`, where `values` maps each variant that applies to its
/// resolved color (`#RRGGBB`, or `#RRGGBBAA` when translucent) in the first appearance it applies to, so a
/// designer sees what the code or file declares without reading it.
package enum TokenListing {
    /// The text listing.
    package static func text(_ themes: [Theme]) -> String {
        var lines: [String] = []
        for theme in ordered(themes) {
            lines.append(theme.path)
            if theme.tokens.isEmpty {
                lines.append("  (no tokens)")
                continue
            }
            let unresolvable = PairingConventions.unresolvableTokens(in: theme)
            let nameWidth = theme.tokens.map(\.name.count).max() ?? 0
            let variantTexts = theme.tokens.map { token in
                let (live, dead) = variantNames(token)
                return (live + dead.map { "(\($0): never applies)" }).joined(separator: " ")
            }
            let variantWidth = variantTexts.map(\.count).max() ?? 0
            for (token, variants) in zip(theme.tokens, variantTexts) {
                var line =
                    "  " + pad(token.name, nameWidth) + "  " + pad(variants, variantWidth)
                    + "  (\(theme.format.name))"
                if unresolvable.contains(token.name) { line += "  unresolvable" }
                lines.append(line)
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The JSON listing.
    package static func json(_ themes: [Theme]) -> String {
        JSONOutput.encode(Model(inputs: ordered(themes).map(Input.init)))
    }

    /// The selectors of the variants that apply somewhere, and of those that never do (DeadVariants).
    static func variantNames(_ token: Token) -> (live: [String], dead: [String]) {
        let selectors = token.variants.map(\.selector)
        let dead = Set(DeadVariants.indices(among: selectors))
        return (
            selectors.indices.filter { !dead.contains($0) }.map { selectors[$0].description },
            selectors.indices.filter { dead.contains($0) }.map { selectors[$0].description }
        )
    }

    /// Each variant's color in the first appearance (canonical order) where it is the one that applies.
    static func values(_ token: Token, _ resolved: ResolvedTheme) -> [String: String] {
        var values: [String: String] = [:]
        let selectors = token.variants.map(\.selector)
        for appearance in Appearance.all {
            guard let index = AppearanceSelector.bestMatch(among: selectors, for: appearance) else { continue }
            let key = selectors[index].description
            guard values[key] == nil, let color = resolved.color(token.name, in: appearance) else { continue }
            values[key] = color.color.hex
        }
        return values
    }

    private static func ordered(_ themes: [Theme]) -> [Theme] {
        themes.enumerated().sorted { ($0.element.path, $0.offset) < ($1.element.path, $1.offset) }.map(\.element)
    }

    private static func pad(_ text: String, _ width: Int) -> String {
        text + String(repeating: " ", count: max(0, width - text.count))
    }

    private struct Model: Encodable, Sendable {
        let inputs: [Input]
    }

    private struct Input: Encodable, Sendable {
        let path: String
        let format: String
        let tokens: [TokenModel]

        init(_ theme: Theme) {
            path = theme.path
            format = theme.format.name
            let unresolvable = PairingConventions.unresolvableTokens(in: theme)
            var listed = theme
            listed.pairings = []
            let resolved = ResolvedTheme(resolvingWhatResolves: listed, appearances: Appearance.all)
            tokens = theme.tokens.map {
                TokenModel($0, unresolvable: unresolvable.contains($0.name), values: TokenListing.values($0, resolved))
            }
        }
    }

    private struct TokenModel: Encodable, Sendable {
        let name: String
        let variants: [String]
        /// Each live variant's resolved color; absent when none resolves.
        let values: [String: String]?
        /// Variants that can never apply (listed apart, never as `variants`).
        let deadVariants: [String]?
        let location: Location
        let unresolvable: Bool?

        init(_ token: Token, unresolvable: Bool, values: [String: String]) {
            name = token.name
            let (live, dead) = TokenListing.variantNames(token)
            variants = live
            self.values = values.isEmpty ? nil : values
            deadVariants = dead.isEmpty ? nil : dead
            location = Location(path: token.location.path, line: token.location.line, column: token.location.column)
            self.unresolvable = unresolvable ? true : nil
        }
    }

    private struct Location: Encodable, Sendable {
        let path: String
        let line: Int
        let column: Int
    }
}
