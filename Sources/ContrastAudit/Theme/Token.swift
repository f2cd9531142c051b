/// A color written in a theme file, with where it was written so results and fixes can point at it.
package struct ColorLiteral: Sendable, Hashable {
    /// The color.
    package var color: Color
    /// Where the value starts.
    package var location: SourceLocation
    /// The exact bytes of the value in its file, when the format allows rewriting it in place.
    package var byteRange: Range<Int>?
    /// The value as written (`"#F2EEE8"`, `"hsb(8, 80%, 90%)"`), for messages and fixes that keep the style.
    package var text: String?

    /// Creates a literal.
    package init(color: Color, location: SourceLocation, byteRange: Range<Int>? = nil, text: String? = nil) {
        self.color = color
        self.location = location
        self.byteRange = byteRange
        self.text = text
    }
}

/// What a token (or one of its variants) is set to.
package enum TokenValue: Sendable, Hashable {
    /// A color.
    case literal(ColorLiteral)
    /// Another token, `{name}`, or a built-in color, `{ios.label}`, `{uikit.white}`; resolved per appearance.
    case reference(name: String, location: SourceLocation)
    /// A value the format cannot resolve statically (an Android dynamic color, a color built in code).
    /// Resolving it is an error naming `reason`.
    case unresolvable(reason: String, location: SourceLocation)

    /// Where the value is written.
    package var location: SourceLocation {
        switch self {
        case .literal(let literal): literal.location
        case .reference(_, let location), .unresolvable(_, let location): location
        }
    }
}

/// The value a token takes for the appearances its selector matches.
package struct Variant: Sendable, Hashable {
    package var selector: AppearanceSelector
    package var value: TokenValue
    /// Where the selector key is written (the value's own location when there is no key).
    package var selectorLocation: SourceLocation

    /// Creates a variant.
    package init(selector: AppearanceSelector, value: TokenValue, selectorLocation: SourceLocation? = nil) {
        self.selector = selector
        self.value = value
        self.selectorLocation = selectorLocation ?? value.location
    }
}

/// A named color of a theme, with one value for every appearance or one per variant.
public struct Token: Sendable, Hashable {
    /// The name; dots are part of it (`button.text`), asset-catalog namespaces use `/`.
    public var name: String
    /// The variants; a token with one value for all appearances has a single `any` variant.
    package var variants: [Variant]
    /// Where the token's name is written.
    public var location: SourceLocation
    /// Whether the token was written as one value rather than a variant object (fixes that need a
    /// per-appearance value turn it into an object).
    package var isSingleValue: Bool
    /// The bytes of the token's value (the string, or the variant object) in its file, when the format
    /// can be edited in place; `--fix` adds variants there.
    package var valueByteRange: Range<Int>?
    /// The theme instance the token was read from (`Theme.sepia` for `Theme.sepia.colors.primaryText`), when
    /// an app keeps one instance of a theme type per theme (DESIGN.md §12); name conventions pair such a token
    /// only with tokens of the same instance.
    package var instance: String?
    /// A constant that a `switch theme` table returns for one theme (`ThemeColor.primaryUi01ContrastLight`):
    /// name conventions read the table's tokens, named by theme and role, not the constant's own name, whose
    /// theme suffix would read as a role (`...ContrastLight` is no "contrast" color of `primaryUi01`).
    package var isThemeStorage = false
    /// For a color computed at a use site from other tokens (`Color.brand.opacity(0.2)`, `Color("Card")
    /// .opacity(0.5)`), those tokens: a pairing with the computed color uses them (the coverage rule).
    package var derivedFrom: [String] = []

    /// Creates a token.
    package init(name: String, variants: [Variant], location: SourceLocation, isSingleValue: Bool = false) {
        self.name = name
        self.variants = variants
        self.location = location
        self.isSingleValue = isSingleValue
    }

    /// Creates a token with one value for every appearance.
    package init(name: String, value: TokenValue, location: SourceLocation) {
        self.init(
            name: name, variants: [Variant(selector: .any, value: value)], location: location, isSingleValue: true)
    }

    /// The variant that applies to `appearance`, by the precedence of DESIGN.md §5.
    package func variant(for appearance: Appearance) -> Variant? {
        AppearanceSelector.bestMatch(among: variants.lazy.map(\.selector), for: appearance).map { variants[$0] }
    }

    /// Whether any variant is for increased contrast.
    package var hasHighContrastVariant: Bool {
        variants.contains { $0.selector.isHighContrast }
    }
}
