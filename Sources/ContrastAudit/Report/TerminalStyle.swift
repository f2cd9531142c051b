/// Whether and how text output uses terminal colors: truecolor swatches of the colors being
/// discussed, and red/green verdicts.
public struct TerminalStyle: Sendable, Hashable {
    /// Whether escape sequences are written at all.
    package var enabled: Bool

    /// Creates a style; `enabled: false` writes plain text.
    public init(enabled: Bool) {
        self.enabled = enabled
    }

    /// Plain text, for files, pipes and `NO_COLOR`.
    public static let plain = TerminalStyle(enabled: false)

    /// Chooses colors for `--color auto|always|never`: `auto` means on a terminal and without `NO_COLOR`
    /// (https://no-color.org: any non-empty value disables color).
    package static func resolve(mode: String, isTerminal: Bool, variables: [String: String]) -> TerminalStyle {
        switch mode {
        case "always": return TerminalStyle(enabled: true)
        case "never": return .plain
        default:
            let noColor = !(variables["NO_COLOR"] ?? "").isEmpty
            let dumb = variables["TERM"] == "dumb"
            return TerminalStyle(enabled: isTerminal && !noColor && !dumb)
        }
    }

    private static let reset = "\u{1B}[0m"

    private static func channels(_ color: Color) -> String {
        let bytes = color.rgba8
        return "\(bytes.red);\(bytes.green);\(bytes.blue)"
    }

    /// A two-cell block of `color` (opaque colors only; composite first), or nothing when disabled.
    package func swatch(_ color: Color) -> String {
        guard enabled else { return "" }
        return "\u{1B}[48;2;\(Self.channels(color))m  " + Self.reset + " "
    }

    /// `text` drawn in `foreground` on `background`, the way the pairing looks.
    package func sample(_ text: String, foreground: Color, background: Color) -> String {
        guard enabled else { return text }
        return "\u{1B}[38;2;\(Self.channels(foreground));48;2;\(Self.channels(background))m" + text + Self.reset
    }

    /// A verdict word in green or red.
    package func verdict(_ passes: Bool, _ text: String? = nil) -> String {
        let word = text ?? Wording.verdict(passes)
        guard enabled else { return word }
        return (passes ? "\u{1B}[32m" : "\u{1B}[31m") + word + Self.reset
    }

    /// Dimmed secondary text.
    package func dim(_ text: String) -> String {
        enabled ? "\u{1B}[2m" + text + Self.reset : text
    }

    /// Bold text.
    package func bold(_ text: String) -> String {
        enabled ? "\u{1B}[1m" + text + Self.reset : text
    }
}
