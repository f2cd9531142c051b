/// `audit check --list-tokens`: the token names each input provides, with their variants and format, so a user
/// can write pairings for `.contrastaudit.json` without opening every color set or token file.
///
/// Text: one block per input (sorted by path, as reports are), a line with the path, then one line per token in
/// file order: the name, its variant selectors, and the format in parentheses; a token whose value cannot be
/// resolved statically ends with `unresolvable`. JSON: `{"inputs": [{"path", "format", "tokens": [{"name",
/// "variants", "values", "location", "unresolvable"?}]}]}`, where `values` maps each variant that applies to its
/// resolved color (`#RRGGBB`, or `#RRGGBBAA` when translucent) in the first appearance it applies to, and each
/// first appearance with another color (a variant referring to a token with variants of its own) to that
/// color, so a designer sees what the code or file declares without reading it.
package enum TokenListing {
    /// The text listing, written as UTF-8 bytes made into one string at the end: tokens read in place (no copies), each distinct list of
    /// selectors described once, widths counted on UTF-8 bytes when the text is ASCII.
    package static func text(_ themes: [Theme]) -> String {
        // Written as UTF-8 bytes and made a string once: appending to a `String` piece by piece was most of the
        // listing's time on a large folder.
        var output: [UInt8] = []
        for theme in ordered(themes) {
            output.append(contentsOf: theme.path.utf8)
            output.append(UInt8(ascii: "\n"))
            if theme.tokens.isEmpty {
                output.append(contentsOf: "  (no tokens)\n".utf8)
                continue
            }
            let unresolvable = PairingConventions.unresolvableTokens(in: theme)
            var nameWidth = 0
            var variantWidth = 0
            var described: [[AppearanceSelector]: Int] = [:]
            var texts: [(text: String, width: Int)] = []
            var textOf: [Int] = []
            textOf.reserveCapacity(theme.tokens.count)
            var last: (selectors: [AppearanceSelector], text: Int) = ([], -1)
            for index in theme.tokens.indices {
                nameWidth = max(nameWidth, characterCount(theme.tokens[index].name))
                // Neighbours mostly share their selectors: compared in place, with no array made.
                let variants = theme.tokens[index].variants
                if last.text >= 0, variants.count == last.selectors.count,
                    zip(variants, last.selectors).allSatisfy({ $0.selector == $1 })
                {
                    textOf.append(last.text)
                    continue
                }
                let selectors = variants.map(\.selector)
                if let known = described[selectors] {
                    textOf.append(known)
                    last = (selectors, known)
                    continue
                }
                let (live, dead) = variantNames(selectors)
                let text = (live + dead.map { "(\($0): never applies)" }).joined(separator: " ")
                let width = characterCount(text)
                variantWidth = max(variantWidth, width)
                described[selectors] = texts.count
                last = (selectors, texts.count)
                textOf.append(texts.count)
                texts.append((text, width))
            }
            let format = Array("  (\(theme.format.name))".utf8)
            output.reserveCapacity(output.count + theme.tokens.count * (nameWidth + variantWidth + format.count + 6))
            for index in theme.tokens.indices {
                let name = theme.tokens[index].name
                output.append(contentsOf: "  ".utf8)
                output.append(contentsOf: name.utf8)
                appendSpaces(&output, nameWidth - characterCount(name))
                output.append(contentsOf: "  ".utf8)
                let variants = texts[textOf[index]]
                output.append(contentsOf: variants.text.utf8)
                appendSpaces(&output, variantWidth - variants.width)
                output.append(contentsOf: format)
                if !unresolvable.isEmpty, unresolvable.contains(name) {
                    output.append(contentsOf: "  unresolvable".utf8)
                }
                output.append(UInt8(ascii: "\n"))
            }
        }
        // One line per entry, joined by line breaks and ended by one (an empty listing is one line break).
        return output.isEmpty ? "\n" : String(decoding: output, as: UTF8.self)
    }

    /// The number of characters of `text`; its UTF-8 length when it is ASCII without a carriage return (the
    /// only pair of ASCII scalars that is one character is CR LF).
    private static func characterCount(_ text: String) -> Int {
        var ascii = true
        for byte in text.utf8 where byte >= 0x80 || byte == 0x0D {
            ascii = false
            break
        }
        return ascii ? text.utf8.count : text.count
    }

    private static func appendSpaces(_ output: inout [UInt8], _ count: Int) {
        if count > 0 { output.append(contentsOf: repeatElement(UInt8(ascii: " "), count: count)) }
    }

    /// The JSON listing.
    package static func json(_ themes: [Theme]) -> String {
        JSONOutput.encode(Model(inputs: ordered(themes).map(Input.init)))
    }

    /// The selectors of the variants that apply somewhere, and of those that never do (DeadVariants).
    static func variantNames(_ token: Token) -> (live: [String], dead: [String]) {
        variantNames(token.variants.map(\.selector))
    }

    /// The descriptions of `selectors` that apply somewhere, and of those that never do.
    static func variantNames(_ selectors: [AppearanceSelector]) -> (live: [String], dead: [String]) {
        let dead = Set(DeadVariants.indices(among: selectors))
        return (
            selectors.indices.filter { !dead.contains($0) }.map { selectors[$0].description },
            selectors.indices.filter { dead.contains($0) }.map { selectors[$0].description }
        )
    }

    /// Each variant's color in the first appearance (canonical order) where it is the one that applies; and,
    /// for a variant that refers to a token with variants of its own (`static let ink = Color("Ink")`), the
    /// first appearance (canonical order) of each other color, by the appearance's name (`"dark"`).
    static func values(_ token: Token, _ resolved: ResolvedTheme) -> [String: String] {
        var values: [String: String] = [:]
        let selectors = token.variants.map(\.selector)
        for appearance in Appearance.all {
            guard let index = AppearanceSelector.bestMatch(among: selectors, for: appearance) else { continue }
            let key = selectors[index].description
            guard let color = resolved.color(token.name, in: appearance) else { continue }
            let hex = color.color.hex
            guard let first = values[key] else {
                values[key] = hex
                continue
            }
            // Once per color: `dark.elevated` with the color of `dark` adds nothing.
            if first != hex, !values.values.contains(hex) { values[appearance.description] = hex }
        }
        return values
    }

    private static func ordered(_ themes: [Theme]) -> [Theme] {
        themes.enumerated().sorted { ($0.element.path, $0.offset) < ($1.element.path, $1.offset) }.map(\.element)
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
