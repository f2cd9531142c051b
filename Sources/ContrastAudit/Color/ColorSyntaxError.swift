import Foundation

/// A color string that could not be parsed: the input and what was wrong with it.
///
/// The message names the input (shortened when very long) and the expected syntax, e.g.
/// `invalid color "#12345": expected 3, 4, 6 or 8 hex digits`.
public struct ColorSyntaxError: Error, Sendable, Hashable, LocalizedError {
    /// The text that was parsed.
    package var input: String
    /// What is wrong and what was expected, lowercase, no final period.
    package var reason: String

    /// Creates an error for `input`.
    package init(input: String, reason: String) {
        self.input = input
        self.reason = reason
    }

    /// Longest input quoted in full; longer ones are cut so a 10 MB line does not flood the terminal.
    static let quotedLimit = 48

    /// `invalid color "INPUT": REASON`.
    public var message: String {
        "invalid color \(Self.quote(input)): \(reason)"
    }

    /// The message, for `localizedDescription`.
    public var errorDescription: String? { message }

    /// The input in double quotes, cut to `quotedLimit` characters and with control characters escaped.
    package static func quote(_ text: String) -> String {
        var shown = ""
        var count = 0
        for scalar in text.unicodeScalars {
            if count == quotedLimit {
                shown += "…"
                break
            }
            switch scalar {
            case "\"": shown += "\\\""
            case "\\": shown += "\\\\"
            case "\n": shown += "\\n"
            case "\t": shown += "\\t"
            case "\r": shown += "\\r"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F {
                    shown += String(format: "\\u{%X}", scalar.value)
                } else {
                    shown.unicodeScalars.append(scalar)
                }
            }
            count += 1
        }
        return "\"" + shown + "\""
    }
}
