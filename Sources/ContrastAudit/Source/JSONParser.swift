import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Parses JSON into ``JSONNode``s that know their `path:line:column` and exact byte range.
///
/// Foundation's parsers forget where values are, and theme files need every error and result to point into the
/// file and a fixer to rewrite single values, so this parser keeps both. It accepts RFC 8259 JSON plus what
/// people write in hand-edited files: `//` and `/* */` comments and trailing commas (each can be turned off).
///
/// The parser is iterative: nesting depth is bounded by ``Options/maxDepth``, not by the thread's stack, so hostile
/// input such as ten thousand `[` ends in an error rather than a crash.
package struct JSONParser: Sendable {
    /// Limits and dialect switches.
    package struct Options: Sendable, Hashable {
        /// How many arrays and objects may be nested. Readers walk the resulting tree recursively and rely on this
        /// bound to stay within a thread's stack, so keep it in the hundreds.
        package var maxDepth: Int
        /// The largest file accepted, in bytes; theme files are small, so anything near the limit is a mistake.
        package var maxBytes: Int
        /// Whether `//` and `/* */` comments may appear wherever whitespace may.
        package var allowComments: Bool
        /// Whether a comma may follow the last element of an array or member of an object.
        package var allowTrailingCommas: Bool
        /// Whether a key that already occurs in the same object is an error. RFC 8259 leaves duplicates undefined
        /// and editors silently keep one of them, so a theme with two `"background"` entries is almost always a
        /// mistake; when allowed, both members are kept in file order.
        package var rejectDuplicateKeys: Bool

        /// Creates options; the defaults suit hand-written theme and configuration files.
        package init(
            maxDepth: Int = 256,
            maxBytes: Int = SourceFile.defaultMaxBytes,
            allowComments: Bool = true,
            allowTrailingCommas: Bool = true,
            rejectDuplicateKeys: Bool = true
        ) {
            self.maxDepth = maxDepth
            self.maxBytes = maxBytes
            self.allowComments = allowComments
            self.allowTrailingCommas = allowTrailingCommas
            self.rejectDuplicateKeys = rejectDuplicateKeys
        }

        /// RFC 8259 without extensions, for files that other JSON tools must also read.
        package static let strict = Options(allowComments: false, allowTrailingCommas: false)
    }

    /// Parses one JSON value from `bytes`, the contents of the file shown as `path` in locations.
    ///
    /// A UTF-8 byte order mark is skipped; other encodings, invalid UTF-8, and anything that is not JSON throw a
    /// ``Diagnostic`` at the offending position.
    package static func parse(
        _ bytes: [UInt8],
        path: String,
        options: Options = .init()
    ) throws(Diagnostic) -> JSONNode {
        guard bytes.count <= options.maxBytes else {
            throw SourceError.tooLarge(size: bytes.count, limit: options.maxBytes).diagnostic(at: .start(of: path))
        }
        return try bytes.withUnsafeBufferPointer { (buffer) throws(Diagnostic) -> JSONNode in
            var machine = try Machine(bytes: buffer, path: path, options: options)
            return try machine.parseDocument()
        }
    }

    /// Reads and parses the file at `url`, showing it as `displayPath` (the path as the user wrote it) in
    /// locations. Use ``SourceFile/read(at:displayPath:maxBytes:)`` and ``parse(_:path:options:)`` instead when the
    /// bytes are needed too, for ``JSONNode/rawText(in:)`` or to rewrite values.
    package static func parse(
        contentsOf url: URL,
        displayPath: String,
        options: Options = .init()
    ) throws(Diagnostic) -> JSONNode {
        let bytes = try SourceFile.read(at: url, displayPath: displayPath, maxBytes: options.maxBytes)
        return try parse(bytes, path: displayPath, options: options)
    }

}

extension JSONParser {
    /// An array or object whose closing bracket has not been read yet.
    private struct Frame {
        /// Objects with more members than this look up duplicate keys in a dictionary; smaller ones scan the
        /// members, which is faster than hashing for the handful of keys most objects have.
        static let keyIndexThreshold = 12

        let isObject: Bool
        let start: Int
        let location: SourceLocation
        let tracksKeys: Bool
        var elements: [JSONNode] = []
        var members: [JSONMember] = []
        var pendingKey = ""
        var pendingKeyLocation: SourceLocation
        /// The index of the first member with each key, once the object is large enough to need it.
        var keyIndex: [String: Int]?

        init(isObject: Bool, start: Int, location: SourceLocation, tracksKeys: Bool) {
            self.isObject = isObject
            self.start = start
            self.location = location
            self.tracksKeys = isObject && tracksKeys
            self.pendingKeyLocation = location
        }

        func firstLocation(of key: String) -> SourceLocation? {
            if let keyIndex { return keyIndex[key].map { members[$0].keyLocation } }
            // Indices rather than first(where:), which would copy every member it looks at.
            return members.indices.first { members[$0].key == key }.map { members[$0].keyLocation }
        }

        mutating func append(_ value: JSONNode) {
            guard isObject else {
                elements.append(value)
                return
            }
            members.append(JSONMember(key: pendingKey, keyLocation: pendingKeyLocation, value: value))
            guard tracksKeys else { return }
            if keyIndex != nil {
                // Duplicates never get here: readKey rejects them before their value is parsed.
                keyIndex![pendingKey] = members.count - 1
            } else if members.count >= Self.keyIndexThreshold {
                keyIndex = Dictionary(uniqueKeysWithValues: zip(members.lazy.map(\.key), members.indices))
            }
        }

        func finished(end: Int) -> JSONNode {
            JSONNode(
                value: isObject ? .object(members) : .array(elements),
                location: location,
                byteRange: start..<end
            )
        }
    }

    /// The parser's state over one buffer: the read position and what is needed to turn offsets into lines and
    /// columns without rescanning.
    private struct Machine {
        let bytes: UnsafeBufferPointer<UInt8>
        let path: String
        let options: Options
        /// Where the JSON text starts: 3 after a UTF-8 byte order mark, else 0.
        let bodyStart: Int
        var position: Int
        var line = 1
        var lineStart: Int
        /// The last offset whose column was computed, so each byte is counted once however many locations a line
        /// holds (a minified file is one long line).
        var checkpointOffset: Int
        var checkpointColumn = 1
        /// Reused buffer for decoding strings with escapes.
        var scratch: [UInt8] = []

        init(bytes: UnsafeBufferPointer<UInt8>, path: String, options: Options) throws(Diagnostic) {
            self.bytes = bytes
            self.path = path
            self.options = options
            let start = try Self.bodyStart(of: bytes, path: path)
            bodyStart = start
            position = start
            lineStart = start
            checkpointOffset = start
        }

        /// Skips a UTF-8 byte order mark and rejects the byte order marks and zero-byte patterns of UTF-16 and
        /// UTF-32 (RFC 4627 §3), whose bytes would otherwise be reported as confusing stray characters.
        private static func bodyStart(of bytes: UnsafeBufferPointer<UInt8>, path: String) throws(Diagnostic) -> Int {
            let head = Array(bytes.prefix(4))
            if head.starts(with: [0xEF, 0xBB, 0xBF]) { return 3 }
            let encoding: String?
            if head.starts(with: [0x00, 0x00, 0xFE, 0xFF]) || head.starts(with: [0xFF, 0xFE, 0x00, 0x00]) {
                encoding = "UTF-32"
            } else if head.starts(with: [0xFE, 0xFF]) || head.starts(with: [0xFF, 0xFE]) {
                encoding = "UTF-16"
            } else if head.count == 4 && (head[0] == 0) != (head[3] == 0) && head[1] == 0 && head[2] == 0 {
                encoding = "UTF-32"
            } else if head.count >= 2 && (head[0] == 0) != (head[1] == 0) {
                encoding = "UTF-16"
            } else {
                encoding = nil
            }
            if let encoding {
                throw SourceError.notUTF8(encoding: encoding)
                    .diagnostic(at: SourceLocation(path: path, line: 1, column: 1, offset: 0))
            }
            return 0
        }

        // MARK: Structure

        mutating func parseDocument() throws(Diagnostic) -> JSONNode {
            try skipTrivia()
            guard position < bytes.count else { throw failure(.emptyFile, at: bodyStart) }
            var stack: [Frame] = []
            var node: JSONNode
            parsing: while true {
                // A value starts here: trivia is skipped, and the innermost frame (if any) is waiting for it.
                guard position < bytes.count else { throw endOfFile(inside: stack[stack.count - 1]) }
                let start = position
                let byte = bytes[start]
                if byte == ASCII.openBracket || byte == ASCII.openBrace {
                    guard stack.count < options.maxDepth else {
                        throw failure(.nestingTooDeep(limit: options.maxDepth), at: start)
                    }
                    let isObject = byte == ASCII.openBrace
                    let frame = Frame(
                        isObject: isObject,
                        start: start,
                        location: location(at: start),
                        tracksKeys: options.rejectDuplicateKeys
                    )
                    position += 1
                    try skipTrivia()
                    if position < bytes.count && bytes[position] == (isObject ? ASCII.closeBrace : ASCII.closeBracket) {
                        position += 1
                        node = frame.finished(end: position)
                    } else {
                        stack.append(frame)
                        if isObject { try readKey(into: &stack[stack.count - 1], expected: .keyOrObjectEnd) }
                        continue parsing
                    }
                } else {
                    node = try readScalar()
                }

                // Hand the value to its container, then close every container that ends right after it.
                while !stack.isEmpty {
                    let top = stack.count - 1
                    stack[top].append(node)
                    try skipTrivia()
                    guard position < bytes.count else { throw endOfFile(inside: stack[top]) }
                    let isObject = stack[top].isObject
                    let closer = isObject ? ASCII.closeBrace : ASCII.closeBracket
                    if bytes[position] == ASCII.comma {
                        let comma = position
                        position += 1
                        try skipTrivia()
                        guard position < bytes.count else { throw endOfFile(inside: stack[top]) }
                        guard bytes[position] == closer else {
                            if isObject { try readKey(into: &stack[top], expected: .key) }
                            continue parsing
                        }
                        guard options.allowTrailingCommas else {
                            throw failure(.trailingCommaNotAllowed(isObject ? .object : .array), at: comma)
                        }
                    } else if bytes[position] != closer {
                        throw unexpected(at: position, expected: isObject ? .commaOrObjectEnd : .commaOrArrayEnd)
                    }
                    position += 1
                    node = stack.removeLast().finished(end: position)
                }
                break parsing
            }

            try skipTrivia()
            if position < bytes.count {
                throw failure(.trailingContent(try found(at: position)), at: position)
            }
            return node
        }

        /// Reads `"key" :` and leaves the position at the member's value.
        private mutating func readKey(into frame: inout Frame, expected: SourceError.Expectation) throws(Diagnostic) {
            guard position < bytes.count else { throw endOfFile(inside: frame) }
            let start = position
            guard bytes[start] == ASCII.quote else { throw unexpected(at: start, expected: expected) }
            let key = try readString()
            if frame.tracksKeys, let first = frame.firstLocation(of: key) {
                throw failure(.duplicateKey(key, firstDefinedAt: first), at: start)
            }
            frame.pendingKey = key
            // A string holds no line break, so the key's start is still on the current line.
            frame.pendingKeyLocation = location(at: start)
            try skipTrivia()
            guard position < bytes.count else { throw endOfFile(inside: frame) }
            guard bytes[position] == ASCII.colon else { throw unexpected(at: position, expected: .colon) }
            position += 1
            try skipTrivia()
        }

        private mutating func readScalar() throws(Diagnostic) -> JSONNode {
            let start = position
            let location = location(at: start)
            let value: JSONNode.Value
            switch bytes[start] {
            case ASCII.quote:
                value = .string(try readString())
            case ASCII.minus, ASCII.plus, ASCII.dot, ASCII.zero...ASCII.nine:
                value = .number(try readNumber())
            case let byte where Self.isWordByte(byte):
                value = try readLiteral()
            default:
                throw unexpected(at: start, expected: .value)
            }
            return JSONNode(value: value, location: location, byteRange: start..<position)
        }

        // MARK: Tokens

        private mutating func readLiteral() throws(Diagnostic) -> JSONNode.Value {
            let start = position
            let end = wordEnd(from: start)
            let word = UnsafeBufferPointer(rebasing: bytes[start..<end])
            let value: JSONNode.Value
            if word.elementsEqual("true".utf8) {
                value = .bool(true)
            } else if word.elementsEqual("false".utf8) {
                value = .bool(false)
            } else if word.elementsEqual("null".utf8) {
                value = .null
            } else {
                let text = String(decoding: word, as: UTF8.self)
                if Self.isNonFiniteName(text) {
                    throw failure(.invalidNumber(text, .notFinite), at: start)
                }
                let suggestion = DidYouMean.suggestion(for: text, among: ["true", "false", "null"])
                throw failure(.unexpected(.word(text), expected: .value, suggestion: suggestion), at: start)
            }
            position = end
            return value
        }

        /// Reads the whole run of number-like characters and then checks it against the JSON grammar, so that
        /// `12px` or `0x1F` is reported as one invalid number rather than as a number followed by junk.
        private mutating func readNumber() throws(Diagnostic) -> Double {
            let start = position
            let end = wordEnd(from: start)
            var index = start
            func isDigit(_ index: Int) -> Bool {
                index < end && bytes[index] >= ASCII.zero && bytes[index] <= ASCII.nine
            }
            func invalid(_ problem: SourceError.NumberProblem) -> Diagnostic {
                failure(.invalidNumber(String(decoding: bytes[start..<end], as: UTF8.self), problem), at: start)
            }

            let negative = bytes[index] == ASCII.minus
            if negative { index += 1 }
            if isDigit(index) {
                if bytes[index] == ASCII.zero {
                    index += 1
                    if isDigit(index) { throw invalid(.leadingZero) }
                } else {
                    while isDigit(index) { index += 1 }
                }
            } else {
                let sign = bytes[start] == ASCII.minus || bytes[start] == ASCII.plus ? 1 : 0
                let name = String(decoding: bytes[(start + sign)..<end], as: UTF8.self)
                if Self.isNonFiniteName(name) { throw invalid(.notFinite) }
                throw invalid(negative ? .missingDigitAfterMinus : .missingIntegerDigits)
            }
            let integerEnd = index
            if index < end && bytes[index] == ASCII.dot {
                index += 1
                guard isDigit(index) else { throw invalid(.missingFractionDigits) }
                while isDigit(index) { index += 1 }
            }
            if index < end && (bytes[index] | 0x20) == ASCII.lowercaseE {
                index += 1
                if index < end && (bytes[index] == ASCII.plus || bytes[index] == ASCII.minus) { index += 1 }
                guard isDigit(index) else { throw invalid(.missingExponentDigits) }
                while isDigit(index) { index += 1 }
            }
            if index < end { throw invalid(.unexpectedCharacter(Unicode.Scalar(bytes[index]))) }
            position = end

            // Integers below 10^15 are exact in a Double and by far the most common numbers, so they skip the
            // general conversion.
            let digitCount = integerEnd - (negative ? start + 1 : start)
            if integerEnd == end && digitCount <= 15 {
                var magnitude = 0
                for digit in bytes[(end - digitCount)..<end] { magnitude = magnitude * 10 + Int(digit - ASCII.zero) }
                return negative ? -Double(magnitude) : Double(magnitude)
            }
            let text = String(decoding: bytes[start..<end], as: UTF8.self)
            guard let number = Double(text), number.isFinite else {
                throw failure(.numberOutOfRange(text), at: start)
            }
            return number
        }

        /// Reads a string whose opening quote is at the position; returns it decoded and moves past its closing
        /// quote. Text between escapes is validated in place and copied in runs; a string without escapes, the
        /// usual case, becomes a String straight from the buffer.
        private mutating func readString() throws(Diagnostic) -> String {
            let open = position
            var index = open + 1
            // Where the text not yet copied to `scratch` starts, once an escape has made `scratch` necessary.
            var pending: Int?
            while index < bytes.count {
                let byte = bytes[index]
                if byte == ASCII.quote {
                    position = index + 1
                    guard let pending else { return String(decoding: bytes[(open + 1)..<index], as: UTF8.self) }
                    scratch.append(contentsOf: bytes[pending..<index])
                    return String(decoding: scratch, as: UTF8.self)
                } else if byte == ASCII.backslash {
                    if let pending {
                        scratch.append(contentsOf: bytes[pending..<index])
                    } else {
                        scratch.removeAll(keepingCapacity: true)
                        scratch.append(contentsOf: bytes[(open + 1)..<index])
                    }
                    guard index + 1 < bytes.count else { break }
                    index += try appendEscape(at: index)
                    pending = index
                } else if byte < 0x20 {
                    throw failure(.controlCharacterInString(Unicode.Scalar(byte)), at: index)
                } else if byte < 0x80 {
                    index += 1
                } else {
                    index += try scalarLength(at: index)
                }
            }
            throw failure(.unterminatedString, at: open)
        }

        /// Decodes the escape whose backslash is at `index` into `scratch`; returns the escape's length in bytes.
        private mutating func appendEscape(at index: Int) throws(Diagnostic) -> Int {
            let escaped = bytes[index + 1]
            switch escaped {
            case ASCII.quote, ASCII.backslash, ASCII.slash: scratch.append(escaped)
            case UInt8(ascii: "b"): scratch.append(0x08)
            case UInt8(ascii: "f"): scratch.append(0x0C)
            case UInt8(ascii: "n"): scratch.append(0x0A)
            case UInt8(ascii: "r"): scratch.append(0x0D)
            case UInt8(ascii: "t"): scratch.append(0x09)
            case UInt8(ascii: "u"):
                let (scalar, length) = try readUnicodeEscape(at: index)
                scratch.append(contentsOf: UTF8.encode(scalar)!)
                return length
            case 0x00..<0x80:
                throw failure(.invalidEscape(Unicode.Scalar(escaped)), at: index)
            default:
                let length = try scalarLength(at: index + 1)
                throw failure(.invalidEscape(decodeScalar(at: index + 1, length: length)), at: index)
            }
            return 2
        }

        /// Decodes `\uXXXX`, or a `\uXXXX\uXXXX` surrogate pair, at `index`; returns the scalar and the escape's
        /// length in bytes.
        private func readUnicodeEscape(at index: Int) throws(Diagnostic) -> (Unicode.Scalar, Int) {
            guard let unit = hexQuad(at: index + 2) else { throw failure(.invalidUnicodeEscape, at: index) }
            switch unit {
            case 0xD800...0xDBFF:
                let next = index + 6
                guard next + 1 < bytes.count, bytes[next] == ASCII.backslash, bytes[next + 1] == UInt8(ascii: "u")
                else { throw failure(.unpairedSurrogate(unit), at: index) }
                guard let low = hexQuad(at: next + 2) else { throw failure(.invalidUnicodeEscape, at: next) }
                guard (0xDC00...0xDFFF).contains(low) else { throw failure(.unpairedSurrogate(unit), at: index) }
                let value = 0x10000 + (UInt32(unit - 0xD800) << 10) + UInt32(low - 0xDC00)
                return (Unicode.Scalar(value)!, 12)
            case 0xDC00...0xDFFF:
                throw failure(.unpairedSurrogate(unit), at: index)
            default:
                return (Unicode.Scalar(unit)!, 6)
            }
        }

        private func hexQuad(at index: Int) -> UInt16? {
            guard index + 4 <= bytes.count else { return nil }
            var value: UInt16 = 0
            for byte in bytes[index..<(index + 4)] {
                let digit: UInt8
                switch byte {
                case ASCII.zero...ASCII.nine: digit = byte - ASCII.zero
                case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
                case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
                default: return nil
                }
                value = value << 4 | UInt16(digit)
            }
            return value
        }

        // MARK: Whitespace and comments

        /// Skips whitespace and comments, counting lines; the only place besides block comments where lines end.
        private mutating func skipTrivia() throws(Diagnostic) {
            while position < bytes.count {
                switch bytes[position] {
                case ASCII.space, ASCII.tab:
                    position += 1
                case ASCII.lineFeed, ASCII.carriageReturn:
                    skipLineBreak()
                case ASCII.slash where position + 1 < bytes.count:
                    let next = bytes[position + 1]
                    guard next == ASCII.slash || next == ASCII.star else { return }
                    guard options.allowComments else { throw failure(.commentNotAllowed, at: position) }
                    if next == ASCII.slash {
                        try skipLineComment()
                    } else {
                        try skipBlockComment()
                    }
                default:
                    return
                }
            }
        }

        /// Skips `\n`, `\r\n` or `\r` at the position and starts a new line.
        private mutating func skipLineBreak() {
            if bytes[position] == ASCII.carriageReturn && position + 1 < bytes.count
                && bytes[position + 1] == ASCII.lineFeed
            {
                position += 1
            }
            position += 1
            line += 1
            lineStart = position
        }

        private mutating func skipLineComment() throws(Diagnostic) {
            position += 2
            while position < bytes.count {
                let byte = bytes[position]
                if byte == ASCII.lineFeed || byte == ASCII.carriageReturn { return }
                position += byte < 0x80 ? 1 : try scalarLength(at: position)
            }
        }

        private mutating func skipBlockComment() throws(Diagnostic) {
            let start = position
            position += 2
            while position < bytes.count {
                let byte = bytes[position]
                if byte == ASCII.star && position + 1 < bytes.count && bytes[position + 1] == ASCII.slash {
                    position += 2
                    return
                } else if byte == ASCII.lineFeed || byte == ASCII.carriageReturn {
                    skipLineBreak()
                } else {
                    position += byte < 0x80 ? 1 : try scalarLength(at: position)
                }
            }
            throw failure(.unterminatedBlockComment, at: start)
        }

        // MARK: UTF-8

        /// The length of the well-formed UTF-8 sequence starting at `index` (Unicode Table 3-7, which excludes
        /// overlong forms, surrogates and values above U+10FFFF); throws at the first byte of an ill-formed one.
        private func scalarLength(at index: Int) throws(Diagnostic) -> Int {
            let lead = bytes[index]
            let remaining = bytes.count - index
            func continues(_ offset: Int, in range: ClosedRange<UInt8> = 0x80...0xBF) -> Bool {
                offset < remaining && range.contains(bytes[index + offset])
            }
            let length: Int
            switch lead {
            case 0x00...0x7F:
                return 1
            case 0xC2...0xDF:
                length = continues(1) ? 2 : 0
            case 0xE0...0xEF:
                let second: ClosedRange<UInt8> = lead == 0xE0 ? 0xA0...0xBF : lead == 0xED ? 0x80...0x9F : 0x80...0xBF
                length = continues(1, in: second) && continues(2) ? 3 : 0
            case 0xF0...0xF4:
                let second: ClosedRange<UInt8> = lead == 0xF0 ? 0x90...0xBF : lead == 0xF4 ? 0x80...0x8F : 0x80...0xBF
                length = continues(1, in: second) && continues(2) && continues(3) ? 4 : 0
            default:
                length = 0
            }
            guard length > 0 else { throw failure(.invalidUTF8(byte: lead), at: index) }
            return length
        }

        /// The scalar of the well-formed sequence of `length` bytes at `index`.
        private func decodeScalar(at index: Int, length: Int) -> Unicode.Scalar {
            var value = UInt32(bytes[index]) & (length == 1 ? 0x7F : 0xFF >> (length + 1))
            for byte in bytes[(index + 1)..<(index + length)] {
                value = value << 6 | UInt32(byte & 0x3F)
            }
            return Unicode.Scalar(value)!
        }

        // MARK: Locations and errors

        /// The location of `offset`, which must lie on the current line at or after the last location asked for;
        /// the parser asks in file order, so columns are counted incrementally.
        private mutating func location(at offset: Int) -> SourceLocation {
            if checkpointOffset < lineStart {
                checkpointOffset = lineStart
                checkpointColumn = 1
            }
            checkpointColumn += Self.scalarCount(bytes[checkpointOffset..<offset])
            checkpointOffset = offset
            return SourceLocation(path: path, line: line, column: checkpointColumn, offset: offset)
        }

        /// Counts the bytes that start a scalar; continuation bytes (0x80 to 0xBF) take no column.
        private static func scalarCount(_ bytes: Slice<UnsafeBufferPointer<UInt8>>) -> Int {
            var count = 0
            for byte in bytes where byte & 0xC0 != 0x80 { count += 1 }
            return count
        }

        /// A diagnostic at `offset`. Its line and column are counted from the start of the file, since an error
        /// can lie before the current line (an unterminated comment) and happens once per parse.
        private func failure(_ error: SourceError, at offset: Int) -> Diagnostic {
            var line = 1
            var lineStart = bodyStart
            var index = bodyStart
            while index < offset {
                let byte = bytes[index]
                if byte == ASCII.lineFeed || byte == ASCII.carriageReturn {
                    if byte == ASCII.carriageReturn && index + 1 < offset && bytes[index + 1] == ASCII.lineFeed {
                        index += 1
                    }
                    line += 1
                    lineStart = index + 1
                }
                index += 1
            }
            let column = 1 + Self.scalarCount(bytes[lineStart..<max(lineStart, offset)])
            return error.diagnostic(at: SourceLocation(path: path, line: line, column: column, offset: offset))
        }

        private func endOfFile(inside frame: Frame) -> Diagnostic {
            failure(
                .unexpectedEndOfFile(closing: frame.isObject ? .object : .array, openedAt: frame.location),
                at: bytes.count
            )
        }

        /// The diagnostic for a token the grammar does not allow at `offset`.
        private func unexpected(at offset: Int, expected: SourceError.Expectation) -> Diagnostic {
            do {
                return failure(.unexpected(try found(at: offset), expected: expected, suggestion: nil), at: offset)
            } catch {
                return error
            }
        }

        /// What starts at `offset`: a word of letters, digits and punctuation, or one character; throws when the
        /// bytes there are not UTF-8.
        private func found(at offset: Int) throws(Diagnostic) -> SourceError.Found {
            let byte = bytes[offset]
            if Self.isWordByte(byte) {
                return .word(String(decoding: bytes[offset..<wordEnd(from: offset)], as: UTF8.self))
            }
            return .character(decodeScalar(at: offset, length: try scalarLength(at: offset)))
        }

        /// The end of the run of word bytes starting at `start`.
        private func wordEnd(from start: Int) -> Int {
            var end = start
            while end < bytes.count && Self.isWordByte(bytes[end]) { end += 1 }
            return end
        }

        /// Printable ASCII that cannot end a token: what a bare word like `#12G`, `True` or `12px` is made of.
        private static func isWordByte(_ byte: UInt8) -> Bool {
            switch byte {
            case ASCII.quote, ASCII.apostrophe, ASCII.comma, ASCII.colon, ASCII.slash, ASCII.openBracket,
                ASCII.closeBracket, ASCII.openBrace, ASCII.closeBrace:
                return false
            default:
                return byte > 0x20 && byte < 0x7F
            }
        }

        private static func isNonFiniteName(_ name: String) -> Bool {
            ["nan", "inf", "infinity"].contains(name.lowercased())
        }
    }

    /// The bytes the grammar cares about.
    private enum ASCII {
        static let tab = UInt8(ascii: "\t")
        static let lineFeed = UInt8(ascii: "\n")
        static let carriageReturn = UInt8(ascii: "\r")
        static let space = UInt8(ascii: " ")
        static let quote = UInt8(ascii: "\"")
        static let apostrophe = UInt8(ascii: "'")
        static let plus = UInt8(ascii: "+")
        static let comma = UInt8(ascii: ",")
        static let minus = UInt8(ascii: "-")
        static let dot = UInt8(ascii: ".")
        static let slash = UInt8(ascii: "/")
        static let zero = UInt8(ascii: "0")
        static let nine = UInt8(ascii: "9")
        static let colon = UInt8(ascii: ":")
        static let star = UInt8(ascii: "*")
        static let openBracket = UInt8(ascii: "[")
        static let backslash = UInt8(ascii: "\\")
        static let closeBracket = UInt8(ascii: "]")
        static let lowercaseE = UInt8(ascii: "e")
        static let openBrace = UInt8(ascii: "{")
        static let closeBrace = UInt8(ascii: "}")
    }
}
