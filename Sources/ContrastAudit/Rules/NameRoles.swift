/// What a token's name says about where it can be drawn, whatever convention proposes it (issue 13): the
/// pairing conventions match kind words (text, background) and namespaces, and these checks veto what no
/// designer would mean.
///
/// - **Strokes** (stroke, border, outline, divider, separator, focus ring) are non-text UI (WCAG 1.4.11, 3:1):
///   never a background, and a text convention that proposes one as a foreground (`textFieldBorder`
///   contains "text") checks it as `ui`.
/// - **Shadows** (shadow, scrim, overlay, glow) are neither text nor background unless a pairing is declared;
///   a foreground named for one (`text-on-overlay`) may still be drawn on it.
/// - **States** (selected, unselected, disabled, pressed, focused, hovered, highlighted) pair only within the
///   same state: selected text on the selected background, never on the unselected one. A background in a
///   lasting state (selected, unselected, disabled, checked, unchecked) takes only foregrounds in that state;
///   one in a passing state (pressed, hovered) keeps the foregrounds of its control.
/// - **Fixed colors** for fills (a name with contrast, inverse, inverted or `on`: `Text Contrast Color`,
///   `onFill`, `text.on-solid`) are drawn on the fills they are for: a background named by the word after
///   `on`, or one with a fill word (brand, accent, action, button, solid, emphasis, critical, success...),
///   never the app's plain backgrounds.
package struct NameRoles: Sendable, Hashable {
    /// Words that make a token a stroke.
    static let strokeWords: Set<String> = [
        "stroke", "strokes", "border", "borders", "outline", "outlines", "divider", "dividers", "separator",
        "separators", "ring", "hairline",
    ]
    /// Words that make a token a shadow or a veil over content.
    static let shadowWords: Set<String> = ["shadow", "shadows", "scrim", "overlay", "overlays", "glow", "glows"]
    /// State words, each mapped to its state (`hover` and `hovered` are one state).
    static let stateWords: [String: String] = [
        "selected": "selected", "unselected": "unselected", "deselected": "unselected", "disabled": "disabled",
        "pressed": "pressed", "focused": "focused", "hover": "hover", "hovered": "hover",
        "highlighted": "highlighted", "checked": "checked", "unchecked": "unchecked",
    ]

    /// States a background keeps while its foregrounds are shown (a selected row, a disabled field).
    static let lastingStates: Set<String> = ["selected", "unselected", "disabled", "checked", "unchecked"]
    /// Words that make a foreground a fixed color meant for a fill.
    static let fixedWords: Set<String> = ["contrast", "inverse", "inverted", "on"]
    /// Words that make a background a fill (a colored control or message, not the app's canvas).
    static let fillWords: Set<String> = [
        "brand", "accent", "action", "button", "buttons", "solid", "emphasis", "strong", "fill", "filled",
        "critical", "danger", "error", "success", "warning", "info", "positive", "negative", "attention", "caution",
        "inverse", "inverted", "base", "tint", "highlight", "badge", "chip", "tag", "toast", "snackbar", "container",
        "fixed", "contrast", "alert", "notification",
    ]

    /// Words naming a component with its own surface: a foreground named for one belongs on that
    /// component's background when the theme has one (input text on the input's field, not the bare page).
    static let componentWords: Set<String> = [
        "input", "field", "textfield", "button", "tab", "tabbar", "bar", "toolbar", "navbar", "navigation", "card",
        "chip", "cell", "sidebar", "header", "footer", "widget", "dialog", "sheet", "menu", "tooltip", "badge",
        "banner", "toast", "snackbar", "search", "popup", "popover", "list", "row", "tile", "modal", "segment",
    ]

    /// Whether the name has a stroke word.
    package var isStroke: Bool
    /// The shadow words of the name.
    package var shadows: Set<String>
    /// The states the name names.
    package var states: Set<String>
    /// The words following `on` (`on overlay`), which name a background the token is meant for.
    package var onTargets: Set<String>
    /// Whether the name makes a foreground a fixed color for fills.
    package var isFixed: Bool
    /// Whether the name, as a background, is a fill.
    package var isFill: Bool
    /// All words of the name.
    package var words: Set<String>
    /// The component words of the name.
    package var components: Set<String>

    /// Reads a name's words.
    package init(words: [String]) {
        var targets = Set<String>()
        var shadowWords = Set<String>()
        for (index, word) in words.enumerated() {
            if word == "on" && index + 1 < words.count { targets.insert(words[index + 1]) }
            // `text-on-overlay` is text for the overlay, not an overlay.
            let isTarget = index > 0 && words[index - 1] == "on"
            if Self.shadowWords.contains(word) && !isTarget { shadowWords.insert(word) }
        }
        onTargets = targets
        shadows = shadowWords
        isStroke = words.contains { Self.strokeWords.contains($0) }
        states = Set(words.compactMap { Self.stateWords[$0] })
        isFixed = words.contains { Self.fixedWords.contains($0) }
        isFill = words.contains { Self.fillWords.contains($0) }
        self.words = Set(words)
        components = self.words.intersection(Self.componentWords)
    }

    /// Keeps, for each foreground named for a component, only the backgrounds of that component when any of
    /// its pairings has one: `inputText` on `inputBackground`, not also on `background`.
    static func scopeToComponents(_ pairings: [Pairing], roles: [String: NameRoles]) -> [Pairing] {
        var scoped: [String: Set<String>] = [:]
        for pairing in pairings {
            guard let foreground = pairing.foreground, let components = roles[foreground]?.components,
                !components.isEmpty, let background = pairing.backgrounds.first,
                let words = roles[background]?.components, !words.isDisjoint(with: components)
            else { continue }
            scoped[foreground, default: []].insert(background)
        }
        return pairings.filter { pairing in
            guard let foreground = pairing.foreground, let backgrounds = scoped[foreground],
                let background = pairing.backgrounds.first
            else { return true }
            return backgrounds.contains(background)
        }
    }

    /// Whether `foreground` may be drawn on `background` at all.
    package static func allows(foreground: NameRoles, background: NameRoles) -> Bool {
        if background.isStroke { return false }
        if !foreground.shadows.isEmpty { return false }
        if !background.shadows.isEmpty && background.shadows.isDisjoint(with: foreground.onTargets) { return false }
        if !foreground.states.isEmpty && !background.states.isEmpty && foreground.states != background.states {
            return false
        }
        if !background.states.intersection(lastingStates).isSubset(of: foreground.states) { return false }
        if foreground.isFixed && !background.isFill && foreground.onTargets.isDisjoint(with: background.words) {
            return false
        }
        return true
    }

    /// The role a pairing gets: a stroke proposed as text is checked as a UI component.
    package static func role(_ proposed: Role, foreground: NameRoles) -> Role {
        if foreground.isStroke && (proposed == .text || proposed == .largeText) { return .ui }
        return proposed
    }
}
