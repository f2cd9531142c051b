import Foundation

/// Hex helpers that validate their string with a regular expression before scanning it
/// (`NSRegularExpression(pattern:options:)`, `firstMatch(in:range:)`, `range(at:)`, `Range(_:in:)`, then
/// `input[range]`): run with Foundation's own engine on the literal the app passes, so the guard decides as it
/// does in the app. Only short inputs and patterns without a quantified group are run: a nested quantifier can
/// take exponential time on a crafted input, and a helper's body must not hang the reader.
extension CodeEvaluator {
    /// The longest string a regular expression is run on (a color's hex string is far shorter).
    static let regexInputLimit = 64
    static let regexPatternLimit = 200

    static let regexOptions: [String: NSRegularExpression.Options] = [
        "caseInsensitive": .caseInsensitive, "allowCommentsAndWhitespace": .allowCommentsAndWhitespace,
        "ignoreMetacharacters": .ignoreMetacharacters, "dotMatchesLineSeparators": .dotMatchesLineSeparators,
        "anchorsMatchLines": .anchorsMatchLines, "useUnixLineSeparators": .useUnixLineSeparators,
        "useUnicodeWordBoundaries": .useUnicodeWordBoundaries,
    ]

    /// `NSRegularExpression(pattern:options:)`, `NSRange(_:in:)`, `NSRange(location:length:)`, `Range(_:in:)`.
    func regexValue(_ typeName: String, _ values: [CodeArgumentValue]) -> CodeValue {
        if let reason = values.lazy.compactMap(\.value.unknownReason).first { return .unknown(reason) }
        switch typeName {
        case "NSRegularExpression":
            guard case .string(let pattern)? = values.first(where: { $0.label == "pattern" })?.value else {
                return .unknown("builds a regular expression from a pattern the reader cannot evaluate")
            }
            guard Self.isSafePattern(pattern) else {
                return .unknown("a regular expression with a quantified group, which the reader does not run")
            }
            var options: [CodeValue] = []
            switch values.first(where: { $0.label == "options" })?.value {
            case .enumCase(let name)?: options = [.string(name)]
            case .array(let elements)?:
                for case .enumCase(let name) in elements { options.append(.string(name)) }
            default: break
            }
            return .object(["NSRegularExpression"], ["pattern": .string(pattern), "options": .array(options)])
        case "NSRange":
            if let location = values.first(where: { $0.label == "location" })?.value.number,
                let length = values.first(where: { $0.label == "length" })?.value.number
            {
                guard let location = Self.offset(location), let length = Self.offset(length) else {
                    return .unknown("a range outside what a string can hold")
                }
                return Self.nsRange(location, length)
            }
            // `NSRange(input.startIndex..., in: input)`: character offsets to UTF-16 ones.
            guard case .range(let low, let high)? = values.first?.value,
                case .string(let text)? = values.first(where: { $0.label == "in" })?.value
            else { return .unknown("builds a range the reader cannot evaluate") }
            let characters = Array(text)
            guard let lower = Self.offset(min(max(0, low), Double(characters.count))),
                let upper = Self.offset(min(max(Double(lower), high), Double(characters.count)))
            else { return .unknown("a range outside the string") }
            let start = String(characters[..<lower]).utf16.count
            return Self.nsRange(start, String(characters[lower..<upper]).utf16.count)
        case "Range":
            // `Range(match.range(at: 1), in: input)`: UTF-16 offsets to character ones; `nil` when not found.
            guard case .object(["NSRange"], let fields)? = values.first?.value,
                case .string(let text)? = values.first(where: { $0.label == "in" })?.value,
                let location = fields["location"]?.number, let length = fields["length"]?.number
            else { return .unknown("builds a range the reader cannot evaluate") }
            guard let location = Self.offset(location), let length = Self.offset(length),
                location + length <= text.utf16.count,
                let range = Range(NSRange(location: location, length: length), in: text)
            else { return .nothing }
            let lower = text.distance(from: text.startIndex, to: range.lowerBound)
            return .range(Double(lower), Double(lower + text[range].count))
        default:
            return .unknown("`\(typeName)` is not a type the reader evaluates")
        }
    }

    /// `regex.firstMatch(in:options:range:)`, `numberOfMatches(in:options:range:)`, and a match's `range(at:)`;
    /// `nil` for any other method.
    func regexMethod(_ base: CodeValue, _ name: String, _ values: [CodeArgumentValue]) -> CodeValue? {
        if let reason = values.lazy.compactMap(\.value.unknownReason).first { return .unknown(reason) }
        switch (base, name) {
        case (.object(["NSTextCheckingResult"], let fields), "range"):
            guard case .array(let ranges)? = fields["ranges"], let number = values.first?.value.number,
                let at = Self.offset(number), at < ranges.count
            else { return .unknown("a match has no such range") }
            return ranges[at]
        case (.object(["NSRegularExpression"], let fields), "firstMatch"),
            (.object(["NSRegularExpression"], let fields), "numberOfMatches"):
            guard case .string(let text)? = values.first(where: { $0.label == "in" })?.value else {
                return .unknown("matches a string the reader cannot evaluate")
            }
            guard text.count <= Self.regexInputLimit else {
                return .unknown("matches a string longer than the reader runs a regular expression on")
            }
            guard let regex = Self.regex(fields) else {
                return .unknown("a regular expression Foundation does not accept")
            }
            var range = NSRange(location: 0, length: text.utf16.count)
            if case .object(["NSRange"], let bounds)? = values.first(where: { $0.label == "range" })?.value,
                let location = bounds["location"]?.number, let length = bounds["length"]?.number
            {
                guard let location = Self.offset(location), let length = Self.offset(length),
                    location + length <= text.utf16.count
                else { return .unknown("matches outside the string") }
                range = NSRange(location: location, length: length)
            }
            if name == "numberOfMatches" {
                return .number(Double(regex.numberOfMatches(in: text, range: range)), .integer)
            }
            guard let match = regex.firstMatch(in: text, range: range) else { return .nothing }
            let ranges = (0..<match.numberOfRanges).map { index -> CodeValue in
                let found = match.range(at: index)
                return Self.nsRange(found.location == NSNotFound ? -1 : found.location, found.length)
            }
            return .object(
                ["NSTextCheckingResult"],
                [
                    "numberOfRanges": .number(Double(ranges.count), .integer), "ranges": .array(ranges),
                    "range": ranges[0],
                ])
        default:
            return nil
        }
    }

    private static func regex(_ fields: [String: CodeValue]) -> NSRegularExpression? {
        guard case .string(let pattern)? = fields["pattern"] else { return nil }
        var options: NSRegularExpression.Options = []
        if case .array(let names)? = fields["options"] {
            for case .string(let name) in names { options.formUnion(regexOptions[name] ?? []) }
        }
        return try? NSRegularExpression(pattern: pattern, options: options)
    }

    /// A number as an offset into a string: whole, finite, from 0 to a million (`nil` otherwise, where `Int(_:)`
    /// would trap).
    private static func offset(_ number: Double) -> Int? {
        guard number.isFinite, number >= 0, number <= 1_000_000, number == number.rounded() else { return nil }
        return Int(number)
    }

    private static func nsRange(_ location: Int, _ length: Int) -> CodeValue {
        .object(
            ["NSRange"], ["location": .number(Double(location), .integer), "length": .number(Double(length), .integer)])
    }

    /// Short, and no group followed by a quantifier (`(a+)+`, `(x|xy)*`, `(ab){2,}`): what backtracks
    /// exponentially needs one.
    static func isSafePattern(_ pattern: String) -> Bool {
        guard pattern.count <= regexPatternLimit else { return false }
        var previous: Character?
        var escaped = false
        for character in pattern {
            if escaped {
                escaped = false
                previous = nil
                continue
            }
            if character == "\\" {
                escaped = true
                continue
            }
            if previous == ")" && "*+{".contains(character) { return false }
            previous = character
        }
        return true
    }
}
