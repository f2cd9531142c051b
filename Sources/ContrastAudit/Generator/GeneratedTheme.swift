extension Generator {
    /// The programs for every appearance (all eight, in canonical order).
    ///
    /// - Throws: a reference cycle through `from` or aliases.
    package func programs() throws(Diagnostic) -> [GeneratorProgram] {
        var result: [GeneratorProgram] = []
        for appearance in Appearance.all {
            result.append(try GeneratorProgram(generator: self, appearance: appearance))
        }
        return result
    }

    /// The ordinary theme the generator produces for `picks` (one HSB triple per input; the default
    /// picks when `nil`): fixed tokens as written, derived tokens as literal colors at the pick,
    /// pointing at their derivation, so every rule, report and renderer works on a generator file.
    ///
    /// A derivation gives one literal with its own selector when it produces the same color in every
    /// appearance it applies to; otherwise (its source varies by appearance) one literal per appearance.
    package func theme(picks: [HSB]? = nil) throws(Diagnostic) -> Theme {
        let programs = try programs()
        return theme(picks: picks ?? defaultPicks, programs: programs)
    }

    /// The theme for `picks`, with programs compiled already.
    func theme(picks: [HSB], programs: [GeneratorProgram]) -> Theme {
        // Without high-contrast variants the high-contrast appearances repeat the normal ones, and the
        // literals must not name a contrast trait (that would make the theme define high contrast).
        let highContrast = definesHighContrast
        let appearances = highContrast ? Appearance.all : Appearance.standard
        var colorsByAppearance: [Int: [Color?]] = [:]
        for appearance in appearances {
            colorsByAppearance[appearance.order] = programs[appearance.order].colors(picks: picks)
        }
        var tokens = fixedTokens
        for token in self.tokens {
            guard let position = programs[0].index(of: token.name) else { continue }
            var variants: [Variant] = []
            for (variantIndex, variant) in token.variants.enumerated() {
                switch variant.value {
                case .value(let value):
                    variants.append(
                        Variant(selector: variant.selector, value: value, selectorLocation: variant.selectorLocation))
                case .derivation(let derivation):
                    let applies = appearances.filter { token.variantIndex(for: $0) == variantIndex }
                    let values: [(Appearance, TokenValue)] = applies.map { appearance in
                        guard let color = colorsByAppearance[appearance.order]?[position] else {
                            return (
                                appearance,
                                .unresolvable(
                                    reason: "the source \"\(derivation.source)\" of its derivation has no value in "
                                        + "\(appearance)", location: derivation.location)
                            )
                        }
                        return (
                            appearance,
                            .literal(ColorLiteral(color: color, location: derivation.location))
                        )
                    }
                    if let first = values.first, values.allSatisfy({ $0.1 == first.1 }) {
                        variants.append(
                            Variant(
                                selector: variant.selector, value: first.1, selectorLocation: variant.selectorLocation))
                    } else {
                        for (appearance, value) in values {
                            var selector = AppearanceSelector(appearance)
                            if !highContrast { selector.contrast = nil }
                            variants.append(
                                Variant(selector: selector, value: value, selectorLocation: variant.selectorLocation))
                        }
                    }
                }
            }
            let single = token.variants.count == 1 && token.variants[0].selector == .any && variants.count == 1
            tokens.append(Token(name: token.name, variants: variants, location: token.location, isSingleValue: single))
        }
        tokens.sort { ($0.location.offset, $0.name) < ($1.location.offset, $1.name) }
        var theme = Theme(name: name, path: path, format: .schemeJSON, tokens: tokens, pairings: pairings)
        theme.generatorLocation = location
        return theme
    }
}
