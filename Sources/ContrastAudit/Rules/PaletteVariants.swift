/// Palette words are appearances (issue 13): in a file that declares no appearance, names that differ only
/// by a light/dark word (`text_primary_light` and `text_primary_dark`, `LightBackground` and `DarkBackground`,
/// M3's `m3_sys_color_light_on_primary` and `m3_sys_color_dark_on_primary`, `day`/`night`) are one token with
/// a light and a dark variant. Pairing conventions pair that token, so a pairing never draws the dark palette
/// on the light palette's backgrounds.
///
/// The merged token is named as written in each variant: the differing word becomes `[light|dark]`
/// (`text_primary_[light|dark]`), and its variants refer to the two tokens, so results, fixes and coverage
/// still reach the colors where they are written.
///
/// Two names are merged only when they are each other's only counterpart, neither already has a
/// light- or dark-specific variant (the file declared its appearances), and no token is named by the shared
/// words alone: beside `primary`, the names `primary_light` and `primary_dark` are lighter and darker shades
/// (Material's old `colorPrimaryDark`), not palettes.
package struct PaletteVariants: Sendable {
    /// Which palette a token belongs to, when its name has a palette word with a counterpart.
    package enum Side: Sendable, Hashable {
        case light
        case dark
        /// A merged token: both palettes, one per appearance.
        case both
    }

    /// A token made of a light and a dark token.
    package struct Merged: Sendable {
        /// The merged token, with `light` and `dark` variants referring to the two tokens.
        package var token: Token
        /// The words shared by both names (the palette word left out).
        package var words: [String]
        /// The indexes of the light and the dark token among the tokens given.
        package var light: Int
        package var dark: Int
    }

    /// Palette words and the luminosity each names.
    static let paletteWords: [String: (luminosity: Luminosity, family: Int)] = [
        "light": (.light, 0), "dark": (.dark, 0), "day": (.light, 1), "night": (.dark, 1),
    ]

    /// The merged tokens, in the order of their light token.
    package var merged: [Merged] = []
    /// The palette of each token given, `nil` when its name has no palette word with a counterpart.
    package var sides: [Side?]

    /// Finds the palettes among `tokens` (one theme's tokens).
    package init(tokens: [Token]) {
        sides = Array(repeating: nil, count: tokens.count)
        let words = tokens.map { NameWords.split($0.name) }
        let plain = Set(words.map { $0.joined(separator: " ") })
        // Shared words and palette family → the tokens on each side, with the position of the palette word.
        var groups: [String: (light: [(Int, Int)], dark: [(Int, Int)])] = [:]
        var order: [String] = []
        // A theme instance's tokens (`Theme.light.colors.text`) are one theme each, not a palette word's side.
        for (index, name) in words.enumerated() where tokens[index].instance == nil {
            for (position, word) in name.enumerated() {
                guard let palette = Self.paletteWords[word] else { continue }
                var rest = name
                rest.remove(at: position)
                let key = "\(palette.family) " + rest.joined(separator: " ")
                if groups[key] == nil { order.append(key) }
                if palette.luminosity == .light {
                    groups[key, default: ([], [])].light.append((index, position))
                } else {
                    groups[key, default: ([], [])].dark.append((index, position))
                }
            }
        }
        var used = Set<Int>()
        for key in order {
            guard let group = groups[key], !group.light.isEmpty, !group.dark.isEmpty else { continue }
            for (index, _) in group.light { sides[index] = sides[index] == .dark ? nil : .light }
            for (index, _) in group.dark { sides[index] = sides[index] == .light ? nil : .dark }
            guard group.light.count == 1, group.dark.count == 1 else { continue }
            let (light, lightPosition) = group.light[0]
            let (dark, darkPosition) = group.dark[0]
            var shared = words[light]
            shared.remove(at: lightPosition)
            guard !shared.isEmpty, !plain.contains(shared.joined(separator: " ")),
                !used.contains(light), !used.contains(dark),
                !Self.declaresLuminosity(tokens[light]), !Self.declaresLuminosity(tokens[dark])
            else { continue }
            used.formUnion([light, dark])
            let name = Self.mergedName(
                light: tokens[light].name, at: lightPosition, dark: tokens[dark].name, at: darkPosition)
            let token = Token(
                name: name,
                variants: [
                    Variant(
                        selector: AppearanceSelector(luminosity: .light),
                        value: .reference(name: tokens[light].name, location: tokens[light].location)),
                    Variant(
                        selector: AppearanceSelector(luminosity: .dark),
                        value: .reference(name: tokens[dark].name, location: tokens[dark].location)),
                ], location: tokens[light].location)
            merged.append(Merged(token: token, words: shared, light: light, dark: dark))
        }
    }

    /// Whether two sides may meet in one pairing: never the light palette with the dark one.
    package static func compatible(_ first: Side?, _ second: Side?) -> Bool {
        guard let first, let second else { return true }
        return first == second
    }

    /// Whether a token already has a light- or dark-specific variant.
    static func declaresLuminosity(_ token: Token) -> Bool {
        token.variants.contains { $0.selector.luminosity != nil }
    }

    /// `text_primary_[light|dark]`: the light name with its palette word replaced by both words as written;
    /// when the two names place the word differently, both names joined by `|`.
    static func mergedName(light: String, at lightPosition: Int, dark: String, at darkPosition: Int) -> String {
        let lightRanges = NameWords.ranges(light)
        let darkRanges = NameWords.ranges(dark)
        let lightRange = lightRanges[lightPosition]
        let darkRange = darkRanges[darkPosition]
        let before = (light[..<lightRange.lowerBound], dark[..<darkRange.lowerBound])
        let after = (light[lightRange.upperBound...], dark[darkRange.upperBound...])
        guard before.0 == before.1, after.0 == after.1 else { return light + "|" + dark }
        return before.0 + "[" + light[lightRange] + "|" + dark[darkRange] + "]" + after.0
    }
}
