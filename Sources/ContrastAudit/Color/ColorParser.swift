import Foundation

/// Parses the color syntax of DESIGN.md §6: hex (`#RGB`, `#RGBA`, `#RRGGBB`, `#RRGGBBAA`, alpha last),
/// `rgb()`/`rgba()`, `hsl()`/`hsla()`, `hsb()`, `color(srgb|display-p3|srgb-linear …)`, `oklch()`,
/// `oklab()`, `lab()`, `lch()`, and the names `black`, `white`, `clear` (and CSS's `transparent`).
///
/// Parsing is strict where CSS is lenient about things that are almost always mistakes in a theme
/// file: out-of-range `rgb()` channels and alphas are errors instead of being clamped.
enum ColorParser {
    static let expectedSyntax =
        "expected #RRGGBB, #RRGGBBAA, rgb(), hsl(), hsb(), color(), oklch(), oklab() or black, white, clear"

    /// Parses `input` and refuses a color the tool cannot compute with (see `Color.representabilityProblem`).
    static func parse(_ input: String) throws(ColorSyntaxError) -> Color {
        let color = try parseSyntax(input)
        if let problem = color.representabilityProblem {
            throw ColorSyntaxError(input: input, reason: problem)
        }
        return color
    }

    private static func parseSyntax(_ input: String) throws(ColorSyntaxError) -> Color {
        var utf8 = input.utf8[...]
        while let first = utf8.first, first == 0x20 || first == 0x09 { utf8 = utf8.dropFirst() }
        while let last = utf8.last, last == 0x20 || last == 0x09 { utf8 = utf8.dropLast() }
        if utf8.first == UInt8(ascii: "#") {
            return try parseHex(Substring(utf8.dropFirst()), input: input)
        }
        let text = Substring(utf8)
        func fail(_ reason: String) -> ColorSyntaxError { ColorSyntaxError(input: input, reason: reason) }
        if text.isEmpty { throw fail("empty color; " + expectedSyntax) }
        guard let open = text.firstIndex(of: "(") else {
            switch text.lowercased() {
            case "black": return .black
            case "white": return .white
            case "clear", "transparent": return .clear
            default:
                let hint = DidYouMeanNames.hint(for: String(text))
                throw fail("unknown color name \(ColorSyntaxError.quote(String(text))); " + expectedSyntax + hint)
            }
        }
        let name = text[..<open].lowercased()
        guard text.last == ")" else { throw fail("missing \")\" at the end of \(name)()") }
        let body = text[text.index(after: open)..<text.index(before: text.endIndex)]
        let known = [
            "rgb", "rgba", "hsl", "hsla", "hsb", "hsba", "hsv", "hsva", "color", "oklch", "oklab", "lch", "lab",
        ]
        guard known.contains(name) else {
            throw fail(
                "unknown color function \(ColorSyntaxError.quote(name + "()")); "
                    + "expected rgb(), rgba(), hsl(), hsla(), hsb(), color(), oklch(), oklab(), lab() or lch()"
                    + DidYouMean.hint(for: name, among: known))
        }
        let arguments = try ColorFunctionArguments(body, function: name, input: input)
        switch name {
        case "rgb", "rgba": return try arguments.rgb()
        case "hsl", "hsla": return try arguments.hsl()
        case "hsb", "hsba", "hsv", "hsva": return try arguments.hsb()
        case "color": return try arguments.colorFunction()
        case "oklch": return try arguments.polar(scale: 1, chromaPercent: 0.4, lab: false, ok: true)
        case "oklab": return try arguments.polar(scale: 1, chromaPercent: 0.4, lab: true, ok: true)
        case "lch": return try arguments.polar(scale: 100, chromaPercent: 150, lab: false, ok: false)
        case "lab": return try arguments.polar(scale: 100, chromaPercent: 125, lab: true, ok: false)
        default:
            preconditionFailure("color function \(name) is listed as known but not handled")
        }
    }

    private static func parseHex(_ digits: Substring, input: String) throws(ColorSyntaxError) -> Color {
        var values: [UInt8] = []
        values.reserveCapacity(8)
        for character in digits.utf8 {
            guard let value = hexValue(character) else {
                let shown = String(decoding: [character], as: UTF8.self)
                throw ColorSyntaxError(
                    input: input,
                    reason: character < 0x80
                        ? "expected hex digits, found \(ColorSyntaxError.quote(shown))"
                        : "expected hex digits, found a non-ASCII character")
            }
            values.append(value)
        }
        func byte(_ high: UInt8, _ low: UInt8) -> UInt8 { high << 4 | low }
        switch values.count {
        case 3, 4:
            let alpha = values.count == 4 ? byte(values[3], values[3]) : 255
            return Color(
                red8: byte(values[0], values[0]), green8: byte(values[1], values[1]),
                blue8: byte(values[2], values[2]), alpha8: alpha)
        case 6, 8:
            let alpha = values.count == 8 ? byte(values[6], values[7]) : 255
            return Color(
                red8: byte(values[0], values[1]), green8: byte(values[2], values[3]),
                blue8: byte(values[4], values[5]), alpha8: alpha)
        default:
            throw ColorSyntaxError(
                input: input, reason: "expected 3, 4, 6 or 8 hex digits, found \(values.count)")
        }
    }

    static func hexValue(_ character: UInt8) -> UInt8? {
        switch character {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): character - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): character - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): character - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}

/// Suggestions for misspelled color names and functions.
enum DidYouMeanNames {
    static let names = ["black", "white", "clear", "transparent"]

    static func hint(for text: String) -> String {
        DidYouMean.hint(for: text, among: names)
    }
}

extension Color {
    /// Parses a color written in the syntax of DESIGN.md §6.
    ///
    /// - Throws: `ColorSyntaxError` naming the input and the expected syntax.
    public init(parsing text: String) throws(ColorSyntaxError) {
        self = try ColorParser.parse(text)
    }
}
