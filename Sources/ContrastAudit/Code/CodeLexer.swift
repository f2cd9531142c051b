/// The language a source file is written in; the lexer and parser differ in a few places (nested comments,
/// `'c'` character literals, integer division, operator precedence).
package enum CodeLanguage: Sendable, Hashable {
    case swift
    case objectiveC
}

/// One token of Swift or Objective-C source, with where it starts.
package struct CodeToken: Sendable, Hashable {
    package enum Kind: UInt8, Sendable, Hashable {
        /// A name, keyword or `$0`; backticks are removed.
        case identifier
        /// An integer literal; `number` holds its value.
        case integer
        /// A floating-point literal; `number` holds its value.
        case float
        /// A string literal (Swift, raw, multi-line, or Objective-C `@"..."`); `text` is its value when it has
        /// no interpolation.
        case string
        /// An operator or punctuation: `(`, `.`, `->`, `==`, `&&`, ...
        case punctuation
        /// A `#` directive or literal: `#colorLiteral`, `#define`, `#if`.
        case pound
        /// An `@` keyword or attribute: `@implementation`, `@objc`.
        case attribute
        /// The end of the file.
        case end
    }

    package var kind: Kind
    /// The identifier, operator, directive (with `#`/`@`) or string value.
    package var text: String
    /// The value of a number literal.
    package var number: Double = 0
    /// Whether a string literal has `\(...)` interpolation (its `text` is then only the literal parts).
    package var isInterpolated = false
    /// Whether whitespace, a comment or a line break comes before the token.
    package var spaceBefore = false
    /// Whether a line break comes before the token.
    package var newlineBefore = false
    /// 1-based line and column (Unicode scalars), 0-based UTF-8 offset.
    package var line: Int
    package var column: Int
    package var offset: Int
    /// The offset just past the token.
    package var end: Int

    /// Whether the token is the punctuation or identifier `text`.
    @inline(__always) package func `is`(_ text: String) -> Bool {
        (kind == .punctuation || kind == .identifier) && self.text.utf8.count == text.utf8.count && self.text == text
    }
}

/// A tolerant lexer for Swift and Objective-C: every byte sequence, including invalid UTF-8 and unterminated
/// comments or strings, becomes a token list ending with `.end`; it never fails.
package struct CodeLexer {
    private let bytes: [UInt8]
    private let language: CodeLanguage
    private var position = 0
    private var line = 1
    private var lineStart = 0
    /// Column cache: the column of `cachePosition`, on the current line.
    private var cachePosition = 0
    private var cacheColumn = 1
    private var tokens: [CodeToken] = []
    private var sawSpace = false
    private var sawNewline = true

    /// Splits `bytes` into tokens.
    package static func tokenize(_ bytes: [UInt8], language: CodeLanguage) -> [CodeToken] {
        var lexer = CodeLexer(bytes: bytes, language: language)
        lexer.run()
        return lexer.tokens
    }

    private init(bytes: [UInt8], language: CodeLanguage) {
        self.bytes = bytes
        self.language = language
        tokens.reserveCapacity(bytes.count / 4)
        // A byte order mark takes no column.
        if bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF {
            position = 3
            lineStart = 3
            cachePosition = 3
        }
    }

    @inline(__always) private func byte(_ at: Int) -> UInt8 { at < bytes.count ? bytes[at] : 0 }

    private mutating func column(at target: Int) -> Int {
        if target < cachePosition || cachePosition < lineStart {
            cachePosition = lineStart
            cacheColumn = 1
        }
        var index = cachePosition
        var column = cacheColumn
        while index < target {
            if bytes[index] & 0xC0 != 0x80 { column += 1 }
            index += 1
        }
        cachePosition = target
        cacheColumn = column
        return column
    }

    /// Advances over one byte, counting line breaks (`\n`, `\r\n`, `\r`).
    @inline(__always) private mutating func advance() {
        let current = bytes[position]
        position += 1
        if current == 0x0A || (current == 0x0D && byte(position) != 0x0A) {
            line += 1
            lineStart = position
        }
    }

    private mutating func run() {
        while true {
            skipTrivia()
            if position >= bytes.count { break }
            lexToken()
        }
        let location = (line, column(at: position))
        tokens.append(
            CodeToken(
                kind: .end, text: "", spaceBefore: true, newlineBefore: true, line: location.0, column: location.1,
                offset: bytes.count, end: bytes.count))
    }

    /// Whitespace and comments; records whether any (and a line break) came before the next token.
    private mutating func skipTrivia() {
        while position < bytes.count {
            let current = bytes[position]
            if current == 0x20 || current == 0x09 || current == 0x0B || current == 0x0C || current == 0 {
                sawSpace = true
                position += 1
            } else if current == 0x0A || current == 0x0D {
                sawSpace = true
                sawNewline = true
                advance()
            } else if current == UInt8(ascii: "/") && byte(position + 1) == UInt8(ascii: "/") {
                sawSpace = true
                while position < bytes.count && bytes[position] != 0x0A && bytes[position] != 0x0D { position += 1 }
            } else if current == UInt8(ascii: "/") && byte(position + 1) == UInt8(ascii: "*") {
                sawSpace = true
                skipBlockComment()
            } else {
                return
            }
        }
    }

    private mutating func skipBlockComment() {
        position += 2
        var depth = 1
        while position < bytes.count {
            let current = bytes[position]
            if current == UInt8(ascii: "*") && byte(position + 1) == UInt8(ascii: "/") {
                position += 2
                depth -= 1
                if depth == 0 { return }
            } else if language == .swift && current == UInt8(ascii: "/") && byte(position + 1) == UInt8(ascii: "*") {
                position += 2
                depth += 1
            } else {
                if current == 0x0A || current == 0x0D { sawNewline = true }
                advance()
            }
        }
    }

    private mutating func append(_ kind: CodeToken.Kind, _ text: String, start: Int, startLine: Int, number: Double = 0)
    {
        let startColumn = column(atLine: startLine, offset: start)
        tokens.append(
            CodeToken(
                kind: kind, text: text, number: number, spaceBefore: sawSpace, newlineBefore: sawNewline,
                line: startLine, column: startColumn, offset: start, end: position))
        sawSpace = false
        sawNewline = false
    }

    /// The column of a token start; a token spanning lines (a multi-line string) started on an earlier line.
    private mutating func column(atLine startLine: Int, offset start: Int) -> Int {
        if startLine == line { return column(at: start) }
        var lineBegin = start
        while lineBegin > 0 && bytes[lineBegin - 1] != 0x0A && bytes[lineBegin - 1] != 0x0D { lineBegin -= 1 }
        var column = 1
        for index in lineBegin..<start where bytes[index] & 0xC0 != 0x80 { column += 1 }
        return column
    }

    private func text(_ range: Range<Int>) -> String {
        String(decoding: bytes[range], as: UTF8.self)
    }

    @inline(__always) private static func isIdentifierStart(_ byte: UInt8) -> Bool {
        (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x41 && byte <= 0x5A) || byte == 0x5F || byte == 0x24
            || byte >= 0x80
    }

    @inline(__always) private static func isIdentifierPart(_ byte: UInt8) -> Bool {
        isIdentifierStart(byte) || (byte >= 0x30 && byte <= 0x39)
    }

    @inline(__always) private static func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }

    /// The bytes operators are made of (`/=-+*%<>&|^~`), as a test rather than a set lookup per byte.
    @inline(__always) private static func isOperatorByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "/"), UInt8(ascii: "="), UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "*"),
            UInt8(ascii: "%"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "&"), UInt8(ascii: "|"),
            UInt8(ascii: "^"), UInt8(ascii: "~"):
            true
        default: false
        }
    }

    private mutating func lexToken() {
        let start = position
        let startLine = line
        let current = bytes[position]
        if Self.isIdentifierStart(current) {
            while position < bytes.count && Self.isIdentifierPart(bytes[position]) { position += 1 }
            append(.identifier, text(start..<position), start: start, startLine: startLine)
        } else if Self.isDigit(current)
            || (language == .objectiveC && current == UInt8(ascii: ".") && Self.isDigit(byte(position + 1)))
        {
            lexNumber(start: start)
        } else if current == UInt8(ascii: "\"") {
            lexString(start: start, startLine: startLine, hashes: 0)
        } else if current == UInt8(ascii: "#") {
            var hashes = 0
            while byte(position + hashes) == UInt8(ascii: "#") { hashes += 1 }
            if byte(position + hashes) == UInt8(ascii: "\"") {
                position += hashes
                lexString(start: start, startLine: startLine, hashes: hashes)
            } else if Self.isIdentifierStart(byte(position + 1)) {
                position += 1
                while position < bytes.count && Self.isIdentifierPart(bytes[position]) { position += 1 }
                append(.pound, text(start..<position), start: start, startLine: startLine)
            } else {
                position += 1
                append(.punctuation, "#", start: start, startLine: startLine)
            }
        } else if current == UInt8(ascii: "@") {
            if byte(position + 1) == UInt8(ascii: "\"") {
                position += 1
                lexString(start: start, startLine: startLine, hashes: 0)
            } else if Self.isIdentifierStart(byte(position + 1)) {
                position += 1
                while position < bytes.count && Self.isIdentifierPart(bytes[position]) { position += 1 }
                append(.attribute, text(start..<position), start: start, startLine: startLine)
            } else {
                position += 1
                append(.punctuation, "@", start: start, startLine: startLine)
            }
        } else if current == UInt8(ascii: "`") {
            position += 1
            let nameStart = position
            while position < bytes.count && Self.isIdentifierPart(bytes[position]) { position += 1 }
            let name = text(nameStart..<position)
            if byte(position) == UInt8(ascii: "`") { position += 1 }
            append(
                name.isEmpty ? .punctuation : .identifier, name.isEmpty ? "`" : name, start: start, startLine: startLine
            )
        } else if current == UInt8(ascii: "'") && language == .objectiveC {
            lexCharacter(start: start)
        } else {
            lexPunctuation(start: start, startLine: startLine)
        }
    }

    private mutating func lexPunctuation(start: Int, startLine: Int) {
        let current = bytes[position]
        if current == UInt8(ascii: ".") {
            if byte(position + 1) == UInt8(ascii: ".")
                && (byte(position + 2) == UInt8(ascii: ".") || byte(position + 2) == UInt8(ascii: "<"))
            {
                position += 3
            } else {
                position += 1
            }
        } else if current == UInt8(ascii: "!") || current == UInt8(ascii: "?") {
            position += 1
            if current == UInt8(ascii: "!") && byte(position) == UInt8(ascii: "=") {
                position += 1
                if byte(position) == UInt8(ascii: "=") { position += 1 }
            } else if current == UInt8(ascii: "?") && byte(position) == UInt8(ascii: "?") {
                position += 1
                if byte(position) == UInt8(ascii: "=") { position += 1 }
            }
        } else if Self.isOperatorByte(current) {
            position += 1
            while position < bytes.count && Self.isOperatorByte(bytes[position]) {
                // A comment starts here, not more operator.
                if bytes[position] == UInt8(ascii: "/")
                    && (byte(position + 1) == UInt8(ascii: "/") || byte(position + 1) == UInt8(ascii: "*"))
                {
                    break
                }
                position += 1
            }
        } else if current < 0x80 {
            position += 1
        } else {
            // Unreachable in practice (bytes >= 0x80 start identifiers), kept so any byte makes progress.
            position += 1
        }
        let single = position == start + 1 && current < 0x80
        append(
            .punctuation, single ? Self.asciiTexts[Int(current)] : text(start..<position), start: start,
            startLine: startLine)
    }

    /// Each ASCII character as a string, so one-character punctuation (most tokens after names) is not decoded.
    private static let asciiTexts: [String] = (0..<128).map { String(decoding: [UInt8($0)], as: UTF8.self) }

    private mutating func lexNumber(start: Int) {
        let startLine = line
        var isFloat = false
        var value = 0.0
        if bytes[position] == UInt8(ascii: "0"), let radix = Self.radix(prefix: byte(position + 1)) {
            position += 2
            while position < bytes.count, let digit = Self.digitValue(bytes[position]),
                digit < radix || bytes[position] == 0x5F
            {
                if bytes[position] != 0x5F { value = value * Double(radix) + Double(digit) }
                position += 1
            }
            // Hex floats (`0x1p-3`, `0x1.8p1`).
            if radix == 16 && (byte(position) == UInt8(ascii: "p") || byte(position) == UInt8(ascii: "P")) {
                isFloat = true
                position += 1
                var negative = false
                if byte(position) == UInt8(ascii: "-") || byte(position) == UInt8(ascii: "+") {
                    negative = byte(position) == UInt8(ascii: "-")
                    position += 1
                }
                var exponent = 0.0
                while Self.isDigit(byte(position)) {
                    exponent = exponent * 10 + Double(byte(position) - 0x30)
                    position += 1
                }
                value *= Double.pow2(negative ? -exponent : exponent)
            }
        } else {
            let decimal = scanDecimal()
            isFloat = decimal.isFloat
            value = decimal.value
        }
        // C suffixes (`1.0f`, `10UL`) and anything glued to the number.
        while position < bytes.count && Self.isIdentifierPart(bytes[position]) {
            if bytes[position] == UInt8(ascii: "f") || bytes[position] == UInt8(ascii: "F") { isFloat = true }
            position += 1
        }
        append(isFloat ? .float : .integer, text(start..<position), start: start, startLine: startLine, number: value)
    }

    /// A decimal literal from `position`: digits (with `_`), a fraction, an exponent. A literal of at most 15
    /// digits without an exponent is computed as its digits over a power of ten (both exact, so the one
    /// rounding of the division gives the correctly rounded value, as parsing its text does); integers of up to
    /// 18 digits convert from an exact `UInt64`; anything else is parsed from its text.
    private mutating func scanDecimal() -> (value: Double, isFloat: Bool) {
        var mantissa: UInt64 = 0
        var digitCount = 0
        var fractionDigits = 0
        var isFloat = false
        let integerStart = position
        while position < bytes.count && (Self.isDigit(bytes[position]) || bytes[position] == 0x5F) {
            if bytes[position] != 0x5F {
                if digitCount < 19 { mantissa = mantissa &* 10 &+ UInt64(bytes[position] - 0x30) }
                digitCount += 1
            }
            position += 1
        }
        let integerEnd = position
        var fraction: Range<Int>?
        if byte(position) == UInt8(ascii: ".") && Self.isDigit(byte(position + 1)) {
            isFloat = true
            position += 1
            let fractionStart = position
            while position < bytes.count && (Self.isDigit(bytes[position]) || bytes[position] == 0x5F) {
                if bytes[position] != 0x5F {
                    if digitCount < 19 { mantissa = mantissa &* 10 &+ UInt64(bytes[position] - 0x30) }
                    digitCount += 1
                    fractionDigits += 1
                }
                position += 1
            }
            fraction = fractionStart..<position
        } else if language == .objectiveC && byte(position) == UInt8(ascii: ".") {
            // `255.` and `255.f` in C.
            isFloat = true
            position += 1
        }
        var exponent: Range<Int>?
        let exponentByte = byte(position)
        if exponentByte == UInt8(ascii: "e") || exponentByte == UInt8(ascii: "E") {
            var look = position + 1
            if byte(look) == UInt8(ascii: "-") || byte(look) == UInt8(ascii: "+") { look += 1 }
            if Self.isDigit(byte(look)) {
                isFloat = true
                let signStart = position + 1
                position = look
                while Self.isDigit(byte(position)) { position += 1 }
                exponent = signStart..<position
            }
        }
        if exponent == nil {
            if !isFloat && digitCount <= 18 { return (Double(mantissa), false) }
            if isFloat && digitCount <= 15 { return (Double(mantissa) / Self.powersOfTen[fractionDigits], true) }
        }
        // The text as the literal spells it without underscores: digits, `.` and fraction, `e` and exponent.
        var digits: [UInt8] = []
        for index in integerStart..<integerEnd where bytes[index] != 0x5F { digits.append(bytes[index]) }
        if let fraction {
            digits.append(UInt8(ascii: "."))
            for index in fraction where bytes[index] != 0x5F { digits.append(bytes[index]) }
        }
        if let exponent {
            digits.append(UInt8(ascii: "e"))
            digits.append(contentsOf: bytes[exponent])
        }
        return (Double(String(decoding: digits, as: UTF8.self)) ?? 0, isFloat)
    }

    /// 10^0 ... 10^15, each exact in a `Double`.
    private static let powersOfTen: [Double] = (0...15).map { power in
        (0..<power).reduce(1.0) { value, _ in value * 10 }
    }

    /// The radix of a `0x`, `0X`, `0b` or `0o` prefix's letter.
    private static func radix(prefix: UInt8) -> Int? {
        switch prefix {
        case UInt8(ascii: "x"), UInt8(ascii: "X"): 16
        case UInt8(ascii: "b"): 2
        case UInt8(ascii: "o"): 8
        default: nil
        }
    }

    private static func digitValue(_ byte: UInt8) -> Int? {
        switch byte {
        case 0x30...0x39: Int(byte - 0x30)
        case 0x61...0x66: Int(byte - 0x61 + 10)
        case 0x41...0x46: Int(byte - 0x41 + 10)
        case 0x5F: 0
        default: nil
        }
    }

    private mutating func lexCharacter(start: Int) {
        let startLine = line
        position += 1
        var value = 0.0
        if byte(position) == UInt8(ascii: "\\") {
            position += 1
            value = Double(byte(position))
        } else {
            value = Double(byte(position))
        }
        while position < bytes.count && bytes[position] != UInt8(ascii: "'") && bytes[position] != 0x0A {
            position += 1
        }
        if byte(position) == UInt8(ascii: "'") { position += 1 }
        append(.integer, text(start..<position), start: start, startLine: startLine, number: value)
    }

    /// A string starting at the `"` under `position` (after any `#`s of a raw string). Interpolations are
    /// skipped with their nesting; the value keeps the literal parts.
    private mutating func lexString(start: Int, startLine: Int, hashes: Int) {
        let multiline =
            byte(position) == UInt8(ascii: "\"") && byte(position + 1) == UInt8(ascii: "\"")
            && byte(position + 2) == UInt8(ascii: "\"")
        position += multiline ? 3 : 1
        var value: [UInt8] = []
        var interpolated = false
        while position < bytes.count {
            let current = bytes[position]
            if current == UInt8(ascii: "\"") && closes(multiline: multiline, hashes: hashes) {
                position += (multiline ? 3 : 1) + hashes
                break
            }
            if !multiline && (current == 0x0A || current == 0x0D) { break }
            if current == UInt8(ascii: "\\") && escapeHashes(hashes) {
                position += 1 + hashes
                let escaped = byte(position)
                if escaped == UInt8(ascii: "(") {
                    interpolated = true
                    skipInterpolation()
                    continue
                }
                switch escaped {
                case UInt8(ascii: "n"): value.append(0x0A)
                case UInt8(ascii: "t"): value.append(0x09)
                case UInt8(ascii: "r"): value.append(0x0D)
                case UInt8(ascii: "0"): value.append(0)
                case UInt8(ascii: "u"): appendUnicodeEscape(into: &value)
                case 0x0A, 0x0D: break
                default: if position < bytes.count { value.append(escaped) }
                }
                if position < bytes.count { advance() }
                continue
            }
            value.append(current)
            advance()
        }
        var token = CodeToken(
            kind: .string, text: String(decoding: value, as: UTF8.self), spaceBefore: sawSpace,
            newlineBefore: sawNewline, line: startLine, column: column(atLine: startLine, offset: start),
            offset: start, end: position)
        token.isInterpolated = interpolated
        tokens.append(token)
        sawSpace = false
        sawNewline = false
    }

    private func closes(multiline: Bool, hashes: Int) -> Bool {
        var index = position + 1
        if multiline {
            guard byte(position + 1) == UInt8(ascii: "\""), byte(position + 2) == UInt8(ascii: "\"") else {
                return false
            }
            index = position + 3
        }
        for offset in 0..<hashes where byte(index + offset) != UInt8(ascii: "#") { return false }
        return true
    }

    private func escapeHashes(_ hashes: Int) -> Bool {
        for offset in 0..<hashes where byte(position + 1 + offset) != UInt8(ascii: "#") { return false }
        return true
    }

    private mutating func appendUnicodeEscape(into value: inout [UInt8]) {
        guard byte(position + 1) == UInt8(ascii: "{") else { return }
        var look = position + 2
        var scalar: UInt32 = 0
        while look < bytes.count, look < position + 12, let digit = Self.digitValue(bytes[look]), bytes[look] != 0x5F {
            scalar = scalar &* 16 &+ UInt32(digit)
            look += 1
        }
        if byte(look) == UInt8(ascii: "}") {
            position = look
            if let unicode = Unicode.Scalar(scalar) { value.append(contentsOf: Array(String(unicode).utf8)) }
        }
    }

    /// Skips `(...)` of an interpolation, with nested parentheses, strings and comments.
    private mutating func skipInterpolation() {
        var depth = 0
        while position < bytes.count {
            let current = bytes[position]
            if current == UInt8(ascii: "(") {
                depth += 1
                position += 1
            } else if current == UInt8(ascii: ")") {
                depth -= 1
                position += 1
                if depth == 0 { return }
            } else if current == UInt8(ascii: "\"") {
                // A nested string: lex it and drop the token.
                let saved = (sawSpace, sawNewline)
                lexString(start: position, startLine: line, hashes: 0)
                tokens.removeLast()
                (sawSpace, sawNewline) = saved
            } else if current == UInt8(ascii: "/")
                && (byte(position + 1) == UInt8(ascii: "/") || byte(position + 1) == UInt8(ascii: "*"))
            {
                skipTrivia()
            } else {
                advance()
            }
        }
    }
}

extension Double {
    fileprivate static func pow2(_ exponent: Double) -> Double {
        var result = 1.0
        let steps = Swift.min(abs(exponent), 2000)
        var count = 0.0
        while count < steps {
            result = exponent < 0 ? result / 2 : result * 2
            count += 1
        }
        return result
    }
}
