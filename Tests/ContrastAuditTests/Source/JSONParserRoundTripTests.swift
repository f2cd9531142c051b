import Testing

@testable import ContrastAudit
@testable import audit

/// Random documents, written with random whitespace, comments, escapes and number spellings, must parse back to
/// the tree they were written from, with every node's range and location where the writer put it.
@Suite struct JSONParserRoundTripTests {
    @Test(arguments: 1...40 as ClosedRange<UInt64>)
    func randomDocumentsRoundTrip(seed: UInt64) throws {
        var writer = RandomJSONWriter(seed: seed, usesExtensions: !seed.isMultiple(of: 4))
        for _ in 0..<10 {
            let document = writer.document()
            let options: JSONParser.Options = writer.usesExtensions ? .init() : .strict
            let root = try JSONParser.parse(document.bytes, path: "random.json", options: options)
            #expect(PlainJSON(root) == document.value)

            var nodes: [JSONNode] = []
            var keys: [ContrastAudit.SourceLocation] = []
            collect(root, into: &nodes, keys: &keys)
            #expect(nodes.map(\.byteRange) == document.valueRanges)
            #expect(keys.map(\.offset) == document.keyOffsets)

            let reference = ReferencePositions(document.bytes)
            for node in nodes {
                let (line, column) = reference.lineAndColumn(of: node.byteRange.lowerBound)
                #expect(
                    node.location
                        == .init(path: "random.json", line: line, column: column, offset: node.byteRange.lowerBound))
                switch node.value {
                case .string, .number:
                    let written = String(decoding: document.bytes[node.byteRange], as: UTF8.self)
                    #expect(node.rawText(in: document.bytes) == written)
                default:
                    break
                }
            }
            for key in keys {
                let (line, column) = reference.lineAndColumn(of: key.offset)
                #expect(key.line == line && key.column == column)
            }
        }
    }

    /// The writer's own record of raw texts must not be trusted blindly: the number and string spellings it
    /// produces are checked against the values it meant to write, so a writer bug cannot hide a parser bug.
    @Test func writerSpellsValuesItMeans() throws {
        var writer = RandomJSONWriter(seed: 7, usesExtensions: false)
        for _ in 0..<200 {
            let (text, value) = writer.number()
            #expect(Double(text) == value, "\(text)")
            let (spelled, string) = writer.string()
            let decoded = try JSONParser.parse(Array(spelled.utf8), path: "s.json")
            #expect(decoded.stringValue == string)
        }
    }

    private func collect(_ node: JSONNode, into nodes: inout [JSONNode], keys: inout [ContrastAudit.SourceLocation]) {
        nodes.append(node)
        switch node.value {
        case .array(let elements):
            for element in elements { collect(element, into: &nodes, keys: &keys) }
        case .object(let members):
            for member in members {
                keys.append(member.keyLocation)
                collect(member.value, into: &nodes, keys: &keys)
            }
        default:
            break
        }
    }
}

/// Writes random JSON and remembers where each value and key starts and ends.
struct RandomJSONWriter {
    struct Document {
        var bytes: [UInt8]
        var value: PlainJSON
        /// Every value's byte range, in pre-order (a container before its contents).
        var valueRanges: [Range<Int>]
        /// Every key's offset, in the same order.
        var keyOffsets: [Int]
    }

    var random: SplitMix64
    /// Whether comments and trailing commas may be written.
    let usesExtensions: Bool
    private var output: [UInt8] = []
    private var valueRanges: [Range<Int>] = []
    private var keyOffsets: [Int] = []

    init(seed: UInt64, usesExtensions: Bool) {
        random = SplitMix64(seed: seed)
        self.usesExtensions = usesExtensions
    }

    mutating func document() -> Document {
        output = chance(1, in: 8) ? [0xEF, 0xBB, 0xBF] : []
        valueRanges = []
        keyOffsets = []
        trivia()
        let value = self.value(depth: 0)
        trivia()
        return Document(bytes: output, value: value, valueRanges: valueRanges, keyOffsets: keyOffsets)
    }

    private mutating func value(depth: Int) -> PlainJSON {
        let index = valueRanges.count
        valueRanges.append(0..<0)
        let start = output.count
        let value: PlainJSON
        // Containers at the top and often below it, so documents have structure; scalars only at the deepest level.
        let kind =
            depth == 0
            ? Int.random(in: 5...6, using: &random) : Int.random(in: 0..<(depth >= 4 ? 5 : 8), using: &random)
        switch kind {
        case 0:
            write("null")
            value = .null
        case 1:
            let bool = Bool.random(using: &random)
            write(bool ? "true" : "false")
            value = .bool(bool)
        case 2, 3:
            let (text, number) = self.number()
            write(text)
            value = .number(number)
        case 4:
            let (text, string) = self.string()
            write(text)
            value = .string(string)
        case 5, 7:
            write("[")
            var elements: [PlainJSON] = []
            for index in 0..<Int.random(in: 0...4, using: &random) {
                trivia()
                if index > 0 {
                    write(",")
                    trivia()
                }
                elements.append(self.value(depth: depth + 1))
            }
            closeContainer(isEmpty: elements.isEmpty, closer: "]")
            value = .array(elements)
        default:
            write("{")
            var members: [PlainJSON.Member] = []
            for index in 0..<Int.random(in: 0...4, using: &random) {
                trivia()
                if index > 0 {
                    write(",")
                    trivia()
                }
                keyOffsets.append(output.count)
                let (text, key) = string()
                // An index keeps keys unique, since duplicates are errors.
                let uniqueKey = key + "\(index)"
                write(String(text.dropLast()) + "\(index)\"")
                trivia()
                write(":")
                trivia()
                members.append(PlainJSON.Member(key: uniqueKey, value: self.value(depth: depth + 1)))
            }
            closeContainer(isEmpty: members.isEmpty, closer: "}")
            value = .object(members)
        }
        valueRanges[index] = start..<output.count
        return value
    }

    private mutating func closeContainer(isEmpty: Bool, closer: String) {
        trivia()
        if !isEmpty && usesExtensions && chance(1, in: 3) {
            write(",")
            trivia()
        }
        write(closer)
    }

    /// A number in one of the spellings JSON allows, and the value it denotes.
    mutating func number() -> (String, Double) {
        switch Int.random(in: 0..<5, using: &random) {
        case 0:
            let integer = Int.random(in: -1000...1000, using: &random)
            return ("\(integer)", Double(integer))
        case 1:
            let integer = Int64.random(in: -(1 << 62)...(1 << 62), using: &random)
            return ("\(integer)", Double(integer))
        case 2:
            let mantissa = Int.random(in: 0...99_999, using: &random)
            let exponent = Int.random(in: 0...30, using: &random)
            let marker = ["e", "E", "e+", "E-", "e-"].randomElement(using: &random)!
            let fraction = chance(1, in: 2) ? ".\(Int.random(in: 0...999, using: &random))" : ""
            let text = "\(chance(1, in: 3) ? "-" : "")\(mantissa)\(fraction)\(marker)\(exponent)"
            return (text, Double(text)!)
        default:
            var double: Double
            repeat {
                double = Double(bitPattern: random.next())
            } while !double.isFinite
            return ("\(double)", double)
        }
    }

    private static let alphabet: [Unicode.Scalar] = [
        "a", "b", "Z", "0", " ", "#", "\"", "\\", "/", "\u{0}", "\u{8}", "\t", "\n", "\u{C}", "\r", "\u{1F}", "\u{7F}",
        "é", "ß", "日", "本", "\u{2028}", "\u{FEFF}", "🎨", "😀", "\u{10FFFF}",
    ]

    /// A quoted string with escapes chosen at random, and the string it denotes.
    mutating func string() -> (String, String) {
        var value = String.UnicodeScalarView()
        var text = "\""
        for _ in 0..<Int.random(in: 0...8, using: &random) {
            let scalar = Self.alphabet.randomElement(using: &random)!
            value.append(scalar)
            text += spell(scalar)
        }
        return (text + "\"", String(value))
    }

    private mutating func spell(_ scalar: Unicode.Scalar) -> String {
        let short: [Unicode.Scalar: String] = [
            "\"": "\\\"", "\\": "\\\\", "\u{8}": "\\b", "\t": "\\t", "\n": "\\n", "\u{C}": "\\f", "\r": "\\r",
        ]
        let mustEscape = scalar.value < 0x20 || scalar == "\"" || scalar == "\\"
        if let short = short[scalar], chance(2, in: 3) { return short }
        if scalar == "/" && chance(1, in: 2) { return "\\/" }
        guard mustEscape || chance(1, in: 4) else { return String(scalar) }
        let uppercase = Bool.random(using: &random)
        return UTF16.encode(scalar)!.map { unit in
            let hex = String(unit, radix: 16, uppercase: uppercase)
            return "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        }.joined()
    }

    private static let commentText = ["x", " ", "*", "/", "é", "日本", "\"", "{", "]", "\\", "🎨"]

    /// Whitespace and, with extensions, comments: the bytes that must not disturb values or positions.
    private mutating func trivia() {
        for _ in 0..<Int.random(in: 0...3, using: &random) {
            switch Int.random(in: 0..<(usesExtensions ? 8 : 5), using: &random) {
            case 0: write(" ")
            case 1: write("\t")
            case 2: write("\n")
            case 3: write("\r\n")
            case 4: write("\r")
            case 5, 6:
                var body = ""
                for _ in 0..<Int.random(in: 0...6, using: &random) {
                    body += Self.commentText.randomElement(using: &random)!
                }
                while body.contains("*/") { body = body.replacingOccurrences(of: "*/", with: "* /") }
                write("/*" + body + (chance(1, in: 3) ? "\n" : "") + "*/")
            default:
                let body = (0..<Int.random(in: 0...6, using: &random)).map { _ in
                    Self.commentText.randomElement(using: &random)!
                }.joined()
                write("//" + body + (chance(1, in: 2) ? "\n" : "\r\n"))
            }
        }
    }

    private mutating func chance(_ numerator: Int, in denominator: Int) -> Bool {
        Int.random(in: 0..<denominator, using: &random) < numerator
    }

    private mutating func write(_ text: String) {
        output.append(contentsOf: text.utf8)
    }
}

/// Lines and columns computed the slow, obvious way, to check the parser's incremental counting.
struct ReferencePositions {
    private let scalars: [(offset: Int, scalar: Unicode.Scalar)]

    init(_ bytes: [UInt8]) {
        var offset = 0
        var scalars: [(Int, Unicode.Scalar)] = []
        for scalar in String(decoding: bytes, as: UTF8.self).unicodeScalars {
            scalars.append((offset, scalar))
            offset += UTF8.width(scalar)
        }
        self.scalars = scalars
    }

    func lineAndColumn(of offset: Int) -> (Int, Int) {
        var line = 1
        var column = 1
        var previous: Unicode.Scalar?
        for (start, scalar) in scalars where start < offset {
            if start == 0 && scalar == "\u{FEFF}" {
                // The byte order mark takes no column.
            } else if scalar == "\n" && previous == "\r" {
                // The second half of \r\n.
            } else if scalar == "\n" || scalar == "\r" {
                line += 1
                column = 1
            } else {
                column += 1
            }
            previous = scalar
        }
        return (line, column)
    }
}
