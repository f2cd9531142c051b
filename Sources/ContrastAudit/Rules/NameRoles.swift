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
///   same state: selected text on the selected background, never on the unselected one.
public struct NameRoles: Sendable, Hashable {
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

    /// Whether the name has a stroke word.
    public var isStroke: Bool
    /// The shadow words of the name.
    public var shadows: Set<String>
    /// The states the name names.
    public var states: Set<String>
    /// The words following `on` (`on overlay`), which name a background the token is meant for.
    public var onTargets: Set<String>

    /// Reads a name's words.
    public init(words: [String]) {
        isStroke = words.contains { Self.strokeWords.contains($0) }
        shadows = Set(words.filter { Self.shadowWords.contains($0) })
        states = Set(words.compactMap { Self.stateWords[$0] })
        var targets = Set<String>()
        for (index, word) in words.enumerated() where word == "on" && index + 1 < words.count {
            targets.insert(words[index + 1])
        }
        onTargets = targets
    }

    /// Whether `foreground` may be drawn on `background` at all.
    public static func allows(foreground: NameRoles, background: NameRoles) -> Bool {
        if background.isStroke { return false }
        if !foreground.shadows.isEmpty { return false }
        if !background.shadows.isEmpty && background.shadows.isDisjoint(with: foreground.onTargets) { return false }
        if !foreground.states.isEmpty && !background.states.isEmpty && foreground.states != background.states {
            return false
        }
        return true
    }

    /// The role a pairing gets: a stroke proposed as text is checked as a UI component.
    public static func role(_ proposed: Role, foreground: NameRoles) -> Role {
        if foreground.isStroke && (proposed == .text || proposed == .largeText) { return .ui }
        return proposed
    }
}
