/// Checks the bytes of an Android resource file or an Interface Builder document before they reach
/// FoundationXML's `XMLParser`, so that the system libxml2 behind it only ever sees the small subset of XML
/// that such files use.
///
/// libxml2 switches its decoder to whatever the XML declaration names, and a declaration naming `utf7`
/// followed by an invalid byte crashed it with a NULL read (issue 15); a crash in a library we do not
/// control must not take the tool down, and we cannot catch it. The gate lets through only UTF-8 text
/// (a byte order mark allowed), an optional well-formed declaration at the very start whose encoding, if
/// given, is UTF-8, and no document type declaration (resource files have none; it is also where entity
/// expansion lives), and no processing instruction but that declaration (FoundationXML read a NULL pointer
/// for `<?x?>`, one with no data, found by the `android` fuzz target). Everything else is an error at its `line:column`, like the JSON parser's. DESIGN.md
/// §11 says why this gate was chosen over a tokenizer of our own.
enum XMLInputGate {
    /// Encoding names a declaration may give, compared case-insensitively.
    static let acceptedEncodings: Set<String> = ["utf-8", "utf8"]

    /// Throws the first reason `bytes` must not be handed to `XMLParser`.
    static func check(_ bytes: [UInt8], path: String, kind: Kind = .androidResources) throws(Diagnostic) {
        var scanner = Scanner(bytes: bytes, path: path, kind: kind)
        try scanner.checkEncodingMarks()
        try scanner.checkUTF8()
        try scanner.checkDeclaration()
        try scanner.checkMarkup()
    }

    /// The kind of file being read, for the messages: what such files are called and what their root is.
    struct Kind: Sendable {
        var files: String
        var root: String

        static let androidResources = Kind(files: "Android resource files", root: "<resources>")
        static let interfaceBuilder = Kind(files: "storyboards and xibs", root: "<document>")
    }

    struct Scanner {
        let bytes: [UInt8]
        let path: String
        let kind: Kind
        /// Where the text starts: 3 after a UTF-8 byte order mark, else 0.
        var start = 0

        init(bytes: [UInt8], path: String, kind: Kind) {
            self.bytes = bytes
            self.path = path
            self.kind = kind
        }

        /// The location of `offset`: lines end at LF, CRLF or CR, columns count characters.
        func location(_ offset: Int) -> SourceLocation {
            var line = 1
            var column = 1
            var index = start
            while index < offset && index < bytes.count {
                let byte = bytes[index]
                index += 1
                if byte == 0x0A || (byte == 0x0D && (index >= bytes.count || bytes[index] != 0x0A)) {
                    line += 1
                    column = 1
                } else if byte & 0xC0 != 0x80 {
                    column += 1
                }
            }
            return SourceLocation(path: path, line: line, column: column, offset: offset)
        }

        func error(_ message: String, at offset: Int) -> Diagnostic {
            Diagnostic(severity: .error, location: location(offset), message: message)
        }

        /// Skips a UTF-8 byte order mark; refuses the marks and zero-byte patterns of UTF-16 and UTF-32.
        mutating func checkEncodingMarks() throws(Diagnostic) {
            let head = Array(bytes.prefix(4))
            if head.starts(with: [0xEF, 0xBB, 0xBF]) {
                start = 3
                return
            }
            var encoding: String?
            if head.starts(with: [0x00, 0x00, 0xFE, 0xFF]) || head.starts(with: [0xFF, 0xFE, 0x00, 0x00]) {
                encoding = "UTF-32"
            } else if head.starts(with: [0xFE, 0xFF]) || head.starts(with: [0xFF, 0xFE]) {
                encoding = "UTF-16"
            } else if head.count >= 2 && (head[0] == 0) != (head[1] == 0) {
                encoding = "UTF-16"
            }
            if let encoding {
                throw SourceError.notUTF8(encoding: encoding)
                    .diagnostic(at: SourceLocation(path: path, line: 1, column: 1, offset: 0))
            }
        }

        /// Every byte belongs to a well-formed UTF-8 sequence (Unicode Table 3-7), and none is NUL.
        func checkUTF8() throws(Diagnostic) {
            var index = start
            while index < bytes.count {
                let lead = bytes[index]
                func continues(_ offset: Int, _ range: ClosedRange<UInt8> = 0x80...0xBF) -> Bool {
                    index + offset < bytes.count && range.contains(bytes[index + offset])
                }
                let length: Int
                switch lead {
                case 0x00:
                    throw error("NUL byte; an XML file cannot contain one", at: index)
                case 0x01...0x7F:
                    length = 1
                case 0xC2...0xDF:
                    length = continues(1) ? 2 : 0
                case 0xE0...0xEF:
                    let second: ClosedRange<UInt8> =
                        lead == 0xE0 ? 0xA0...0xBF : lead == 0xED ? 0x80...0x9F : 0x80...0xBF
                    length = continues(1, second) && continues(2) ? 3 : 0
                case 0xF0...0xF4:
                    let second: ClosedRange<UInt8> =
                        lead == 0xF0 ? 0x90...0xBF : lead == 0xF4 ? 0x80...0x8F : 0x80...0xBF
                    length = continues(1, second) && continues(2) && continues(3) ? 4 : 0
                default:
                    length = 0
                }
                guard length > 0 else { throw SourceError.invalidUTF8(byte: lead).diagnostic(at: location(index)) }
                index += length
            }
        }

        static let declarationHint = "expected <?xml version=\"1.0\" encoding=\"utf-8\"?>"

        func isSpace(_ index: Int) -> Bool {
            index < bytes.count && [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index])
        }

        /// Whether a processing instruction whose target is `xml` (any case) starts at `index`.
        func isDeclaration(at index: Int) -> Bool {
            guard index + 5 <= bytes.count, bytes[index] == UInt8(ascii: "<"), bytes[index + 1] == UInt8(ascii: "?")
            else { return false }
            let target = bytes[(index + 2)..<(index + 5)].map { $0 | 0x20 }
            guard target == Array("xml".utf8) else { return false }
            return index + 5 == bytes.count || isSpace(index + 5) || bytes[index + 5] == UInt8(ascii: "?")
        }

        /// The declaration at the start, if any: `<?xml version="1.x" [encoding="…"] [standalone="…"]?>`.
        func checkDeclaration() throws(Diagnostic) {
            guard isDeclaration(at: start) else { return }
            var index = start + 5
            var seen: [String] = []
            while true {
                let hadSpace = isSpace(index)
                while isSpace(index) { index += 1 }
                guard index < bytes.count else {
                    throw error("the XML declaration is not closed; " + Self.declarationHint, at: start)
                }
                if bytes[index] == UInt8(ascii: "?") {
                    guard index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: ">") else {
                        throw error("malformed XML declaration: expected \"?>\"; " + Self.declarationHint, at: index)
                    }
                    guard seen.first == "version" else {
                        throw error("the XML declaration has no version; " + Self.declarationHint, at: start)
                    }
                    return
                }
                let nameStart = index
                while index < bytes.count, (bytes[index] | 0x20) >= UInt8(ascii: "a"),
                    (bytes[index] | 0x20) <= UInt8(ascii: "z")
                {
                    index += 1
                }
                let name = String(decoding: bytes[nameStart..<index], as: UTF8.self)
                let order = ["version", "encoding", "standalone"]
                guard hadSpace, let position = order.firstIndex(of: name),
                    seen.allSatisfy({ order.firstIndex(of: $0)! < position }), position == 0 || !seen.isEmpty
                else {
                    throw error(
                        "malformed XML declaration: expected version, then optionally encoding and standalone; "
                            + Self.declarationHint, at: nameStart)
                }
                seen.append(name)
                while isSpace(index) { index += 1 }
                guard index < bytes.count, bytes[index] == UInt8(ascii: "=") else {
                    throw error("malformed XML declaration: expected \"=\" after \(name)", at: min(index, bytes.count))
                }
                index += 1
                while isSpace(index) { index += 1 }
                guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") || bytes[index] == UInt8(ascii: "'")
                else {
                    throw error("malformed XML declaration: the value of \(name) must be in quotes", at: index)
                }
                let quote = bytes[index]
                let valueStart = index + 1
                var valueEnd = valueStart
                while valueEnd < bytes.count, bytes[valueEnd] != quote, bytes[valueEnd] != UInt8(ascii: "<"),
                    bytes[valueEnd] != UInt8(ascii: ">")
                {
                    valueEnd += 1
                }
                guard valueEnd < bytes.count, bytes[valueEnd] == quote else {
                    throw error("malformed XML declaration: the value of \(name) is not closed", at: index)
                }
                let value = String(decoding: bytes[valueStart..<valueEnd], as: UTF8.self)
                try checkValue(value, of: name, at: valueStart)
                index = valueEnd + 1
            }
        }

        func checkValue(_ value: String, of name: String, at offset: Int) throws(Diagnostic) {
            switch name {
            case "version":
                let digits = value.dropFirst(2)
                guard value.hasPrefix("1."), !digits.isEmpty, digits.allSatisfy({ $0.isASCII && $0.isNumber }) else {
                    throw error(
                        "unsupported XML version \(ColorSyntaxError.quote(value)); expected \"1.0\"", at: offset)
                }
            case "encoding":
                guard XMLInputGate.acceptedEncodings.contains(value.lowercased()) else {
                    throw error(
                        "encoding \(ColorSyntaxError.quote(value)) is not supported; "
                            + "\(kind.files) are read as UTF-8 only", at: offset)
                }
            default:
                guard value == "yes" || value == "no" else {
                    throw error(
                        "malformed XML declaration: standalone is \(ColorSyntaxError.quote(value)); "
                            + "expected \"yes\" or \"no\"", at: offset)
                }
            }
        }

        /// No document type declaration, and no XML declaration anywhere but at the start. Comments and
        /// CDATA sections are skipped, so text inside them never counts.
        func checkMarkup() throws(Diagnostic) {
            var index = start
            if isDeclaration(at: start) { index += 5 }
            func starts(_ text: String, at offset: Int) -> Bool {
                let pattern = Array(text.utf8)
                return offset + pattern.count <= bytes.count
                    && bytes[offset..<(offset + pattern.count)].elementsEqual(pattern)
            }
            func skip(past terminator: String, from offset: Int) -> Int {
                let pattern = Array(terminator.utf8)
                var cursor = offset
                while cursor + pattern.count <= bytes.count {
                    if bytes[cursor..<(cursor + pattern.count)].elementsEqual(pattern) { return cursor + pattern.count }
                    cursor += 1
                }
                return bytes.count
            }
            while index < bytes.count {
                guard bytes[index] == UInt8(ascii: "<") else {
                    index += 1
                    continue
                }
                if starts("<!--", at: index) {
                    index = skip(past: "-->", from: index + 4)
                } else if starts("<![CDATA[", at: index) {
                    index = skip(past: "]]>", from: index + 9)
                } else if starts("<!", at: index) {
                    throw error(
                        "document type declarations are not supported; \(kind.files) have none, "
                            + "expected \(kind.root)", at: index)
                } else if isDeclaration(at: index) {
                    throw error("an XML declaration is allowed only at the very start of the file", at: index)
                } else if starts("<?", at: index) {
                    throw error(
                        "processing instructions are not supported; \(kind.files) have none, expected \(kind.root)",
                        at: index)
                } else {
                    index += 1
                }
            }
        }
    }
}
