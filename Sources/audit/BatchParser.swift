import ContrastAudit

/// Reads `audit contrast --batch` input: one pairing per line, `FG BG [BG ...]` separated by whitespace
/// or commas (commas inside `rgb(...)` belong to the color), `#` followed by a space starts a comment.
///
/// Every line is checked before anything is printed, so a bad line never leaves partial output.
enum BatchParser {
    /// Lines longer than this are rejected rather than parsed: no real pairing is that long.
    static let maxLineBytes = 64 * 1024

    struct Line {
        var number: Int
        var colors: [Color]
    }

    static func parse(_ bytes: [UInt8], path: String) throws(Diagnostic) -> [Line] {
        var lines: [Line] = []
        var lineStart = 0
        var lineNumber = 1
        let count = bytes.count
        while lineStart < count {
            var lineEnd = lineStart
            while lineEnd < count, bytes[lineEnd] != UInt8(ascii: "\n") { lineEnd += 1 }
            var contentEnd = lineEnd
            if contentEnd > lineStart, bytes[contentEnd - 1] == UInt8(ascii: "\r") { contentEnd -= 1 }
            if contentEnd - lineStart > maxLineBytes {
                throw diagnostic(
                    path, lineNumber, 1,
                    "line is \(contentEnd - lineStart) bytes long; the limit is \(maxLineBytes) bytes")
            }
            if let line = try parseLine(bytes[lineStart..<contentEnd], number: lineNumber, path: path) {
                lines.append(line)
            }
            lineStart = lineEnd + 1
            lineNumber += 1
        }
        return lines
    }

    static func diagnostic(_ path: String, _ line: Int, _ column: Int, _ message: String) -> Diagnostic {
        Diagnostic(
            severity: .error, location: SourceLocation(path: path, line: line, column: column, offset: 0),
            message: message)
    }

    private static func parseLine(_ bytes: ArraySlice<UInt8>, number: Int, path: String) throws(Diagnostic) -> Line? {
        // Validate UTF-8 first so a bad byte is reported where it is, not as a strange color.
        var index = bytes.startIndex
        var column = 1
        while index < bytes.endIndex {
            let length = utf8SequenceLength(bytes, at: index)
            if length == 0 {
                let hex = String(bytes[index], radix: 16, uppercase: true)
                throw diagnostic(path, number, column, "invalid UTF-8 byte 0x\(hex.count == 1 ? "0" + hex : hex)")
            }
            index += length
            column += 1
        }
        // Split on whitespace and commas outside parentheses; separators are ASCII, so bytes suffice.
        var tokens: [(text: String, column: Int)] = []
        var tokenStart: Int?
        var depth = 0
        var scalarColumn = 0
        var tokenColumn = 0
        index = bytes.startIndex
        scan: while index < bytes.endIndex {
            let byte = bytes[index]
            if byte & 0xC0 != 0x80 { scalarColumn += 1 }
            let isSeparator =
                depth == 0
                && (byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: ","))
            if tokenStart == nil && byte == UInt8(ascii: "#") {
                // `# note` is a comment; `#FFF` is a color.
                let next = index + 1 < bytes.endIndex ? bytes[index + 1] : UInt8(ascii: " ")
                if next == UInt8(ascii: " ") || next == UInt8(ascii: "\t") || next == UInt8(ascii: "#") { break scan }
            }
            if isSeparator {
                if let start = tokenStart {
                    tokens.append((String(decoding: bytes[start..<index], as: UTF8.self), tokenColumn))
                    tokenStart = nil
                }
            } else {
                if tokenStart == nil {
                    tokenStart = index
                    tokenColumn = scalarColumn
                }
                if byte == UInt8(ascii: "(") { depth += 1 }
                if byte == UInt8(ascii: ")") { depth = max(0, depth - 1) }
            }
            index += 1
        }
        if let start = tokenStart {
            tokens.append((String(decoding: bytes[start..<index], as: UTF8.self), tokenColumn))
        }
        if tokens.isEmpty { return nil }
        if tokens.count == 1 {
            throw diagnostic(
                path, number, tokens[0].column,
                "line has one color; expected a foreground and at least one background, like \"#767676 #FFFFFF\"")
        }
        var colors: [Color] = []
        for token in tokens {
            do {
                colors.append(try Color(parsing: token.text))
            } catch {
                throw diagnostic(path, number, token.column, error.message)
            }
        }
        return Line(number: number, colors: colors)
    }

    /// The length of the valid UTF-8 sequence starting at `index`, or 0 if it is invalid.
    static func utf8SequenceLength(_ bytes: ArraySlice<UInt8>, at index: Int) -> Int {
        let lead = bytes[index]
        if lead < 0x80 { return 1 }
        let length: Int
        let minimum: UInt32
        var value: UInt32
        switch lead {
        case 0xC2...0xDF: length = 2; minimum = 0x80; value = UInt32(lead & 0x1F)
        case 0xE0...0xEF: length = 3; minimum = 0x800; value = UInt32(lead & 0x0F)
        case 0xF0...0xF4: length = 4; minimum = 0x10000; value = UInt32(lead & 0x07)
        default: return 0
        }
        guard index + length <= bytes.endIndex else { return 0 }
        for offset in 1..<length {
            let byte = bytes[index + offset]
            guard byte & 0xC0 == 0x80 else { return 0 }
            value = value << 6 | UInt32(byte & 0x3F)
        }
        if value < minimum || value > 0x10FFFF || (0xD800...0xDFFF).contains(value) { return 0 }
        return length
    }
}
