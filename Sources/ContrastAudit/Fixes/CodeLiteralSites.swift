import Foundation

/// The candidate rewrites of one color literal in code, for `CodeLiteralFixWriter` (which keeps the first
/// one the reader confirms): the numeric arguments of the initializer call where the literal was evaluated
/// (`UIColor(red:green:blue:alpha:)`, `Color(red:...)`, `#colorLiteral(...)`, `colorWithRed:green:blue:alpha:`,
/// `white:`), and every hex integer or hex string in the token's declaration (the argument of an app helper
/// such as `UIColor(hex: 0x1C1C1E)`, whose own body is never edited).
///
/// Numbers keep their form. A decimal fraction keeps its number of decimals when the written value still
/// rounds to the new 8-bit channel (`round(v·255)`), else gets the fewest more decimals that do (three always
/// do), rounded toward the fix's direction (darker: down) within that channel; `n/255` and `n / 255.0` keep
/// the division and get the new byte as `n` (with `.0` when `n` had it); a float suffix (`0.42f`) is kept.
/// Hex keeps its prefix, case and digit count; eight digits keep the alpha pair, tried at either end.
enum CodeLiteralSites {
    struct Refusal: Error {
        var message: String
    }

    /// The rewrite of the initializer call where the literal was evaluated, or why there is none.
    static func callCandidate(
        bytes: [UInt8], language: CodeLanguage, path: String, literalOffset: Int, to: Color, towardDarker: Bool
    ) -> Result<[[AuditResult.TextEdit]], Refusal> {
        let tokens = CodeLexer.tokenize(bytes, language: language)
        guard let start = tokens.firstIndex(where: { $0.offset >= literalOffset && $0.kind != .end }) else {
            return .failure(Refusal(message: "its literal is past the end of its file"))
        }
        return callEdits(tokens, from: start, bytes: bytes, path: path, to: to, towardDarker: towardDarker)
    }

    /// The rewrites of every hex integer or string in `declaration` (at most 12).
    static func hexCandidates(
        bytes: [UInt8], language: CodeLanguage, path: String, declaration: Range<Int>, to: Color
    ) -> [[AuditResult.TextEdit]] {
        var found: [[AuditResult.TextEdit]] = []
        for token in CodeLexer.tokenize(bytes, language: language)
        where declaration.contains(token.offset) && token.kind != .end {
            found += hexEdits(token, bytes: bytes, path: path, to: to).map { [$0] }
            if found.count >= 12 { break }
        }
        return found
    }

    // MARK: Initializer arguments

    struct Argument {
        var label: String?
        var tokens: [CodeToken] = []
    }

    /// The arguments of the call or Objective-C message at or just after `start`.
    static func arguments(_ tokens: [CodeToken], from start: Int) -> [Argument]? {
        var open = start
        while open < min(tokens.count, start + 8), !tokens[open].is("("), !tokens[open].is("[") { open += 1 }
        guard open < tokens.count, tokens[open].is("(") || tokens[open].is("[") else { return nil }
        let message = tokens[open].is("[")
        var result = [Argument()]
        var depth = 0
        var index = open + 1
        while index < tokens.count, tokens[index].kind != .end {
            let token = tokens[index]
            if token.kind == .punctuation, ["(", "[", "{"].contains(token.text) { depth += 1 }
            if token.kind == .punctuation, [")", "]", "}"].contains(token.text) {
                if depth == 0 { return result }
                depth -= 1
            }
            if depth == 0 && !message && token.is(",") {
                result.append(Argument())
            } else if depth == 0, token.kind == .identifier, index + 1 < tokens.count, tokens[index + 1].is(":"),
                message || result[result.count - 1].tokens.isEmpty
            {
                if message { result.append(Argument()) }
                result[result.count - 1].label = token.text
                index += 1
            } else {
                result[result.count - 1].tokens.append(token)
            }
            index += 1
        }
        return nil
    }

    /// `colorWithRed` → `red`, `initWithWhite` → `white`, `srgbRed` → `red`.
    static func channel(_ label: String?) -> String? {
        guard let label else { return nil }
        let lower = label.lowercased()
        if lower.contains("p3") { return "p3" }
        for name in ["red", "green", "blue", "white", "hue", "saturation", "brightness", "alpha", "opacity"]
        where lower.hasSuffix(name) {
            return name
        }
        return nil
    }

    /// One edit set, or two for `white:` (UIKit's white is `r = g = b = w`, AppKit's is the gray model:
    /// the reader's evaluation decides which is kept).
    static func callEdits(
        _ tokens: [CodeToken], from start: Int, bytes: [UInt8], path: String, to: Color, towardDarker: Bool
    ) -> Result<[[AuditResult.TextEdit]], Refusal> {
        guard let arguments = arguments(tokens, from: start) else {
            return .failure(Refusal(message: "no initializer call where its color is made"))
        }
        var byChannel: [String: Argument] = [:]
        for argument in arguments {
            if let name = channel(argument.label) { byChannel[name] = argument }
            if argument.tokens.count == 2, argument.tokens[0].is("."),
                ["displayP3", "sRGBLinear"].contains(argument.tokens[1].text)
            {
                return .failure(Refusal(message: "its color space is .\(argument.tokens[1].text), not sRGB"))
            }
        }
        if byChannel["p3"] != nil { return .failure(Refusal(message: "its components are Display P3")) }
        if byChannel["hue"] != nil {
            return hsbEdits(byChannel, bytes: bytes, path: path, to: to, down: towardDarker).map { [$0] }
        }
        let target = to.rgba8
        var wanted: [(String, UInt8)] = []
        if byChannel["red"] != nil, byChannel["green"] != nil, byChannel["blue"] != nil {
            wanted = [("red", target.red), ("green", target.green), ("blue", target.blue)]
        } else if byChannel["white"] != nil {
            guard target.red == target.green && target.green == target.blue else {
                return .failure(Refusal(message: "the new color is not a gray, and the literal gives only `white:`"))
            }
            wanted = [("white", target.red)]
        } else {
            return .failure(Refusal(message: "its color is not made from red, green and blue or white arguments"))
        }
        var candidates: [[AuditResult.TextEdit]] = []
        for grayModel in byChannel["white"] != nil && wanted.count == 1 ? [false, true] : [false] {
            var edits: [AuditResult.TextEdit] = []
            for (name, byte) in wanted {
                switch numberEdit(
                    byChannel[name]!, name: name, byte: byte, bytes: bytes, path: path, down: towardDarker,
                    grayModel: grayModel)
                {
                case .success(let edit): edits.append(edit)
                case .failure(let refusal): return .failure(refusal)
                }
            }
            if !candidates.contains(where: { $0.map(\.replacement) == edits.map(\.replacement) }) {
                candidates.append(edits)
            }
        }
        return .success(candidates)
    }

    // MARK: Hue, saturation and brightness

    /// The edits of `hue:saturation:brightness:` arguments (UIKit and SwiftUI take the hue as a fraction of a
    /// turn): the new color's HSB, each argument written as a number or `n / d` in its own form, with the
    /// fewest extra decimals (the same count for all three) that make the three evaluate to the new 8-bit
    /// color. Brightness rounds toward the fix's direction; an achromatic color keeps its hue as written.
    static func hsbEdits(
        _ byChannel: [String: Argument], bytes: [UInt8], path: String, to: Color, down: Bool
    ) -> Result<[AuditResult.TextEdit], Refusal> {
        guard let hue = byChannel["hue"], let saturation = byChannel["saturation"],
            let brightness = byChannel["brightness"]
        else { return .failure(Refusal(message: "its hue: call lacks saturation: or brightness:")) }
        let target = to.rgba8
        let exact = Color(red8: target.red, green8: target.green, blue8: target.blue).hsb
        var arguments = [
            (hue, exact.hue / 360, FloatingPointRoundingRule.toNearestOrAwayFromZero),
            (saturation, exact.saturation, .toNearestOrAwayFromZero),
            (brightness, exact.brightness, down ? .down : .up),
        ]
        if exact.saturation == 0 { arguments.removeFirst() }
        var written: [NumberForm] = []
        for (argument, _, _) in arguments {
            guard let form = NumberForm(argument, bytes: bytes) else {
                return .failure(Refusal(message: "its hue, saturation and brightness are not all numbers or n/d"))
            }
            written.append(form)
        }
        for extra in 0...6 {
            let texts = zip(arguments, written).map { argument, form in
                form.text(argument.1, extra: extra, rule: argument.2)
            }
            var values = [exact.hue / 360, 0, 0]
            let offset = arguments.count == 2 ? 1 : 0
            for (index, (text, form)) in zip(texts, written).enumerated() {
                values[index + offset] = form.value(of: text)
            }
            let made = Color(hsb: HSB(hue: values[0] * 360, saturation: values[1], brightness: values[2])).rgba8
            guard made.red == target.red, made.green == target.green, made.blue == target.blue else { continue }
            return .success(
                zip(written, texts).map { form, text in
                    FixEdits.edit(bytes, path: path, range: form.range, replacement: text)
                })
        }
        return .failure(Refusal(message: "no hue, saturation and brightness of up to six more decimals give it"))
    }

    /// A number argument as written: `0.58`, `0.58f`, `210` of `210 / 360`.
    struct NumberForm {
        /// The bytes that change: the number, or the numerator of a division.
        var range: Range<Int>
        var decimals: Int
        var suffix: String
        /// The denominator of `n / d`, 1 for a plain number.
        var divisor: Double

        init?(_ argument: Argument, bytes: [UInt8]) {
            let parts = argument.tokens
            let isNumber: (CodeToken) -> Bool = { $0.kind == .integer || $0.kind == .float }
            guard let first = parts.first, isNumber(first) else { return nil }
            if parts.count == 3, parts[1].is("/"), isNumber(parts[2]), parts[2].number > 0, parts[2].number <= 1e6 {
                divisor = parts[2].number
            } else if parts.count == 1 {
                divisor = 1
            } else {
                return nil
            }
            let (core, suffix) = CodeLiteralSites.split(CodeLiteralSites.text(first, bytes))
            guard !core.lowercased().hasPrefix("0x") else { return nil }
            let pieces = core.split(separator: ".", omittingEmptySubsequences: false)
            decimals = pieces.count == 2 ? pieces[1].count : 0
            self.suffix = suffix
            range = first.offset..<first.end
        }

        /// `value` (a fraction) written in this form with `extra` more decimals.
        func text(_ value: Double, extra: Int, rule: FloatingPointRoundingRule) -> String {
            if divisor == 1 && decimals == 0 && extra == 0 && (value == 0 || value == 1) {
                return (value == 0 ? "0" : "1") + suffix
            }
            // At most 15 decimals, a Double's worth: more would overflow the integer the digits are made from.
            let count = min(15, divisor == 1 ? max(1, decimals) + extra : decimals + extra)
            let scaled = value * divisor * pow(10, Double(count))
            // A nudge against binary noise (4.9999999 standing for 5) before rounding in a direction.
            let nudged = rule == .down ? scaled + 1e-7 : rule == .up ? scaled - 1e-7 : scaled
            let units = min(max(nudged.rounded(rule), 0), divisor * pow(10, Double(count)))
            var digits = String(Int64(units))
            if count > 0 {
                if digits.count <= count { digits = String(repeating: "0", count: count - digits.count + 1) + digits }
                digits.insert(".", at: digits.index(digits.endIndex, offsetBy: -count))
            }
            return digits + suffix
        }

        func value(of text: String) -> Double {
            (Double(CodeLiteralSites.split(text).0) ?? 0) / divisor
        }
    }

    static func text(_ token: CodeToken, _ bytes: [UInt8]) -> String {
        String(decoding: bytes[token.offset..<token.end], as: UTF8.self)
    }

    /// The edit of one channel argument: a number, or `n / 255`.
    static func numberEdit(
        _ argument: Argument, name: String, byte: UInt8, bytes: [UInt8], path: String, down: Bool,
        grayModel: Bool = false
    ) -> Result<AuditResult.TextEdit, Refusal> {
        let parts = argument.tokens
        let isNumber: (CodeToken) -> Bool = { $0.kind == .integer || $0.kind == .float }
        if parts.count == 1, isNumber(parts[0]) {
            let (core, suffix) = split(text(parts[0], bytes))
            guard !core.lowercased().hasPrefix("0x") else {
                return .failure(Refusal(message: "the \(name): argument is a hex number"))
            }
            let written = core.split(separator: ".", omittingEmptySubsequences: false)
            let decimals = written.count == 2 ? written[1].count : 0
            // In the gray model (gamma 2.2) a white's 8-bit sRGB channel is not `w·255`: matched through it.
            let value =
                grayModel
                ? Color(red8: byte, green8: byte, blue8: byte).converted(to: .gray).components.x : Double(byte) / 255
            let matches: (Double) -> Bool = { parsed in
                grayModel ? Color(white: parsed).rgba8.red == byte : Color.quantize(parsed) == byte
            }
            let replacement = fraction(value, decimals: decimals, down: down, matches: matches) + suffix
            return .success(
                FixEdits.edit(bytes, path: path, range: parts[0].offset..<parts[0].end, replacement: replacement))
        }
        if parts.count == 3, isNumber(parts[0]), parts[1].is("/"), isNumber(parts[2]), parts[2].number == 255 {
            let (core, suffix) = split(text(parts[0], bytes))
            let written = core.split(separator: ".", omittingEmptySubsequences: false)
            let zeros = written.count == 2 ? "." + String(repeating: "0", count: written[1].count) : ""
            return .success(
                FixEdits.edit(
                    bytes, path: path, range: parts[0].offset..<parts[0].end, replacement: "\(byte)\(zeros)\(suffix)"))
        }
        return .failure(Refusal(message: "the \(name): argument is an expression, not a number or n/255"))
    }

    /// A number's digits and its Objective-C float suffix (`f`, `F`).
    static func split(_ text: String) -> (String, String) {
        if !text.lowercased().hasPrefix("0x"), let last = text.last, last == "f" || last == "F" {
            return (String(text.dropLast()), String(last))
        }
        return (text, "")
    }

    /// A channel as a decimal fraction with at least `decimals` digits (the rule in the type's comment):
    /// `value` rounded toward the fix's direction, with as many digits as `matches` (the 8-bit channel
    /// comes out right) needs.
    static func fraction(_ value: Double, decimals: Int, down: Bool, matches: (Double) -> Bool) -> String {
        if decimals == 0 && (value == 0 || value == 1) { return value == 0 ? "0" : "1" }
        // A number written with more than six decimals keeps its count (at most 15, a Double's worth).
        let first = min(max(1, decimals), 15)
        for count in first...max(first, 6) {
            let text = AssetCatalogFixWriter.fixed(value, decimals: count, rule: down ? .down : .up)
            if let parsed = Double(text), matches(parsed) { return text }
        }
        return AssetCatalogFixWriter.fixed(value, decimals: max(first, 6), rule: .toNearestOrAwayFromZero)
    }

    // MARK: Hex

    /// The rewrites of a hex integer (`0x1C1C1E`) or hex string (`"#1C1C1E"`, `@"1c1c1e"`) token: its digits
    /// only; eight digits keep the alpha pair at the end, or else at the start.
    static func hexEdits(_ token: CodeToken, bytes: [UInt8], path: String, to: Color) -> [AuditResult.TextEdit] {
        var start = token.offset
        var end = token.end
        if token.kind == .integer {
            guard end - start > 2, bytes[start] == UInt8(ascii: "0"), bytes[start + 1] | 0x20 == UInt8(ascii: "x")
            else { return [] }
            start += 2
        } else if token.kind == .string, !token.isInterpolated {
            while start < end, [UInt8(ascii: "@"), UInt8(ascii: "\"")].contains(bytes[start]) { start += 1 }
            if start < end, bytes[start] == UInt8(ascii: "#") { start += 1 }
            guard end > start, bytes[end - 1] == UInt8(ascii: "\"") else { return [] }
            end -= 1
        } else {
            return []
        }
        let digits = Array(bytes[start..<end])
        guard digits.count == 6 || digits.count == 8, digits.allSatisfy({ isHexDigit($0) }) else { return [] }
        let uppercase = digits.contains { $0 >= UInt8(ascii: "A") && $0 <= UInt8(ascii: "F") }
        let lowercase = digits.contains { $0 >= UInt8(ascii: "a") && $0 <= UInt8(ascii: "f") }
        let target = to.rgba8
        let rgb = [target.red, target.green, target.blue].map { byte in
            let hex = String(byte, radix: 16, uppercase: uppercase || !lowercase)
            return hex.count == 1 ? "0" + hex : hex
        }.joined()
        let old = String(decoding: digits, as: UTF8.self)
        let replacements = digits.count == 6 ? [rgb] : [rgb + old.suffix(2), old.prefix(2) + rgb]
        return replacements.filter { $0 != old }.map {
            FixEdits.edit(bytes, path: path, range: start..<end, replacement: $0)
        }
    }

    static func isHexDigit(_ byte: UInt8) -> Bool {
        (byte >= 0x30 && byte <= 0x39) || (byte | 0x20 >= UInt8(ascii: "a") && byte | 0x20 <= UInt8(ascii: "f"))
    }
}
