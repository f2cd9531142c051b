import Foundation
import Testing

@testable import ContrastAudit
@testable import audit

/// Malformed inputs: each error is reported once, at the offending position, with a message naming what was found
/// and what was expected.
@Suite struct JSONParserErrorTests {
    struct ErrorCase: CustomTestStringConvertible, Sendable {
        var name: String
        var source: [UInt8]
        var line: Int
        var column: Int
        var message: String
        /// Whether `message` is only the start of the message (for long or variable tails).
        var isPrefix = false
        var options = JSONParser.Options()
        var testDescription: String { name }

        init(
            _ name: String, _ source: String, _ line: Int, _ column: Int, _ message: String, isPrefix: Bool = false,
            options: JSONParser.Options = .init()
        ) {
            self.init(name, bytes: Array(source.utf8), line, column, message, isPrefix: isPrefix, options: options)
        }

        init(
            _ name: String, bytes: [UInt8], _ line: Int, _ column: Int, _ message: String, isPrefix: Bool = false,
            options: JSONParser.Options = .init()
        ) {
            self.name = name
            self.source = bytes
            self.line = line
            self.column = column
            self.message = message
            self.isPrefix = isPrefix
            self.options = options
        }
    }

    static let errorCases: [ErrorCase] = [
        // Nothing to parse.
        ErrorCase("empty file", "", 1, 1, "empty file: expected a JSON value"),
        ErrorCase("whitespace only", "  \n\t \r\n", 1, 1, "empty file: expected a JSON value"),
        ErrorCase("comments only", "// a\n/* b */", 1, 1, "empty file: expected a JSON value"),
        ErrorCase("byte order mark only", "\u{FEFF}", 1, 1, "empty file: expected a JSON value"),
        // Truncated input.
        ErrorCase(
            "truncated object", "{\n  \"a\": 1,", 2, 10,
            #"unexpected end of file: expected "}" to close the object opened at 1:1"#
        ),
        ErrorCase(
            "truncated array", "[1, 2", 1, 6,
            #"unexpected end of file: expected "]" to close the array opened at 1:1"#
        ),
        ErrorCase(
            "truncated after key", #"{"a""#, 1, 5,
            #"unexpected end of file: expected "}" to close the object opened at 1:1"#
        ),
        ErrorCase(
            "truncated after colon", "{\n  \"a\": {\n    \"b\":\n", 4, 1,
            #"unexpected end of file: expected "}" to close the object opened at 2:8"#
        ),
        ErrorCase(
            "truncated nested array names the innermost", #"{"a": ["#, 1, 8,
            #"unexpected end of file: expected "]" to close the array opened at 1:7"#
        ),
        ErrorCase("truncated string", #"{"a": "abc"#, 1, 7, "unterminated string"),
        ErrorCase("truncated escape", #"["abc\"#, 1, 2, "unterminated string"),
        ErrorCase("truncated literal", "[tru", 1, 2, #"unexpected "tru": expected a value; did you mean "true"?"#),
        // Words and characters JSON does not have.
        ErrorCase(
            "bare color", ##"{"c": #12G}"##, 1, 7,
            ##"unexpected "#12G": expected a value; strings must be in double quotes"##
        ),
        ErrorCase(
            "bare word after a comma", #"[1, red]"#, 1, 5,
            #"unexpected "red": expected a value; strings must be in double quotes"#
        ),
        ErrorCase("capitalized literal", "True", 1, 1, #"unexpected "True": expected a value; did you mean "true"?"#),
        ErrorCase("misspelled null", "[nul]", 1, 2, #"unexpected "nul": expected a value; did you mean "null"?"#),
        ErrorCase(
            "single-quoted key", "{'a': 1}", 1, 2,
            #"unexpected character "'": expected a string key or "}"; strings must be in double quotes"#
        ),
        ErrorCase(
            "single-quoted value", #"["a", 'b']"#, 1, 7,
            #"unexpected character "'": expected a value; strings must be in double quotes"#
        ),
        ErrorCase(
            "unquoted key", "{name: 1}", 1, 2,
            #"unexpected "name": expected a string key or "}"; keys must be in double quotes"#
        ),
        ErrorCase("lone slash", "[/]", 1, 2, #"unexpected character "/": expected a value"#),
        ErrorCase(
            "control character outside strings", "[\u{1}]", 1, 2, "unexpected character U+0001: expected a value"),
        ErrorCase("non-breaking space", "[\u{A0}1]", 1, 2, "unexpected character U+00A0: expected a value"),
        ErrorCase("non-ASCII letter", "[1, é]", 1, 5, #"unexpected character "é": expected a value"#),
        // Commas, colons and brackets.
        ErrorCase("double comma", "[1,,2]", 1, 4, #"unexpected character ",": expected a value"#),
        ErrorCase("leading comma", "[,1]", 1, 2, #"unexpected character ",": expected a value"#),
        ErrorCase("missing colon", #"{"a" 1}"#, 1, 6, #"unexpected "1": expected ":" after the key"#),
        ErrorCase("missing value", #"{"a":}"#, 1, 6, #"unexpected character "}": expected a value"#),
        ErrorCase("comma in empty object", "{,}", 1, 2, #"unexpected character ",": expected a string key or "}""#),
        ErrorCase("double comma in object", #"{"a": 1,,}"#, 1, 9, #"unexpected character ",": expected a string key"#),
        ErrorCase(
            "missing comma between members", #"{"a": 1 "b": 2}"#, 1, 9,
            #"unexpected character '"': expected "," or "}""#),
        ErrorCase("missing comma between elements", "[1 2]", 1, 4, #"unexpected "2": expected "," or "]""#),
        ErrorCase("mismatched bracket", "[1}", 1, 3, #"unexpected character "}": expected "," or "]""#),
        ErrorCase("array key", "{[]: 1}", 1, 2, #"unexpected character "[": expected a string key or "}""#),
        // Numbers.
        ErrorCase("leading zero", "01", 1, 1, #"invalid number "01": leading zeros are not allowed"#),
        ErrorCase("negative leading zero", "[-007]", 1, 2, #"invalid number "-007": leading zeros are not allowed"#),
        ErrorCase("lone minus", "-", 1, 1, #"invalid number "-": expected a digit after "-""#),
        ErrorCase("trailing decimal point", "[1.]", 1, 2, #"invalid number "1.": expected a digit after ".""#),
        ErrorCase("leading decimal point", ".5", 1, 1, #"invalid number ".5": expected a digit or "-" at the start"#),
        ErrorCase("leading plus", "+1", 1, 1, #"invalid number "+1": expected a digit or "-" at the start"#),
        ErrorCase("empty exponent", "1e", 1, 1, #"invalid number "1e": expected a digit in the exponent"#),
        ErrorCase("signed empty exponent", "[1E+]", 1, 2, #"invalid number "1E+": expected a digit in the exponent"#),
        ErrorCase("hexadecimal", "0x1F", 1, 1, #"invalid number "0x1F": unexpected "x"; expected a digit"#),
        ErrorCase("unit suffix", #"{"w": 12px}"#, 1, 7, #"invalid number "12px": unexpected "p"; expected a digit"#),
        ErrorCase("NaN", "NaN", 1, 1, #"invalid number "NaN": expected a finite number"#),
        ErrorCase("Infinity", "[Infinity]", 1, 2, #"invalid number "Infinity": expected a finite number"#),
        ErrorCase("negative Infinity", "-Infinity", 1, 1, #"invalid number "-Infinity": expected a finite number"#),
        ErrorCase("huge exponent", "[1e999]", 1, 2, #"number "1e999" is out of range"#),
        ErrorCase("negative huge exponent", "-1.5e400", 1, 1, #"number "-1.5e400" is out of range"#),
        ErrorCase("huge integer", String(repeating: "9", count: 400), 1, 1, #"number "9999"#, isPrefix: true),
        // Strings.
        ErrorCase("invalid escape", #"["\q"]"#, 1, 3, #"invalid escape "\q" in string"#),
        ErrorCase("escaped apostrophe", #""it\'s""#, 1, 4, #"invalid escape "\'" in string"#),
        ErrorCase("escaped non-ASCII", #""\é""#, 1, 2, #"invalid escape "\é" in string"#),
        ErrorCase("escaped newline", "\"a\\\nb\"", 1, 3, #"invalid escape: "\" followed by U+000A in string"#),
        ErrorCase("short unicode escape", #""\u12""#, 1, 2, #"invalid \u escape: expected 4 hexadecimal digits"#),
        ErrorCase("non-hex unicode escape", #""ab\u12G4""#, 1, 4, #"invalid \u escape: expected 4 hexadecimal digits"#),
        ErrorCase("lone high surrogate", #""\uD800""#, 1, 2, #"unpaired surrogate \uD800"#),
        ErrorCase("lone low surrogate", #""a\udc00""#, 1, 3, #"unpaired surrogate \uDC00"#),
        ErrorCase("high surrogate before a BMP escape", #""\uD83C\u0041""#, 1, 2, #"unpaired surrogate \uD83C"#),
        ErrorCase("high surrogate before text", #""\uD83Cx""#, 1, 2, #"unpaired surrogate \uD83C"#),
        ErrorCase(
            "raw newline in string", "{\"a\": \"line\nnext\"}", 1, 12,
            #"line break inside a string; expected a closing " before the end of the line (write \n for a line break in the text)"#
        ),
        ErrorCase(
            "raw tab in string", "[\"a\tb\"]", 1, 4,
            #"control character U+0009 in string; expected an escaped form like \t"#
        ),
        ErrorCase(
            "raw control character after an escape", "\"\\n\u{1F}\"", 1, 4,
            #"control character U+001F in string; expected an escaped form like \u001F"#
        ),
        // Encoding.
        ErrorCase(
            "invalid UTF-8 in string", bytes: Array(#"["a"#.utf8) + [0xFF] + Array(#"b"]"#.utf8), 1, 4,
            "invalid UTF-8 byte 0xFF"),
        ErrorCase(
            "truncated UTF-8 in comment", bytes: Array("[\n// caf".utf8) + [0xC3] + Array("\n1]".utf8), 2, 7,
            "invalid UTF-8 byte 0xC3"
        ),
        ErrorCase(
            "invalid UTF-8 in block comment", bytes: Array("/* ".utf8) + [0xE2, 0x28, 0xA1] + Array(" */ 1".utf8), 1, 4,
            "invalid UTF-8 byte 0xE2"
        ),
        ErrorCase("stray continuation byte", bytes: [0x5B, 0x80, 0x5D], 1, 2, "invalid UTF-8 byte 0x80"),
        ErrorCase("overlong encoding", bytes: [0x22, 0xC0, 0xAF, 0x22], 1, 2, "invalid UTF-8 byte 0xC0"),
        ErrorCase("encoded surrogate", bytes: [0x22, 0xED, 0xA0, 0x80, 0x22], 1, 2, "invalid UTF-8 byte 0xED"),
        ErrorCase("beyond U+10FFFF", bytes: [0x22, 0xF4, 0x90, 0x80, 0x80, 0x22], 1, 2, "invalid UTF-8 byte 0xF4"),
        ErrorCase(
            "invalid UTF-8 after non-ASCII text", bytes: Array("[\"日本\", ".utf8) + [0xFE], 1, 8,
            "invalid UTF-8 byte 0xFE"
        ),
        ErrorCase(
            "UTF-16 LE byte order mark", bytes: [0xFF, 0xFE, 0x7B, 0x00, 0x7D, 0x00], 1, 1,
            "file is UTF-16 encoded; expected UTF-8"),
        ErrorCase(
            "UTF-16 BE byte order mark", bytes: [0xFE, 0xFF, 0x00, 0x5B, 0x00, 0x5D], 1, 1,
            "file is UTF-16 encoded; expected UTF-8"),
        ErrorCase(
            "UTF-16 without byte order mark", bytes: [0x5B, 0x00, 0x5D, 0x00], 1, 1,
            "file is UTF-16 encoded; expected UTF-8"),
        ErrorCase(
            "UTF-32 LE byte order mark", bytes: [0xFF, 0xFE, 0x00, 0x00, 0x31, 0x00, 0x00, 0x00], 1, 1,
            "file is UTF-32 encoded; expected UTF-8"),
        ErrorCase(
            "UTF-32 BE without byte order mark", bytes: [0x00, 0x00, 0x00, 0x31], 1, 1,
            "file is UTF-32 encoded; expected UTF-8"),
        // Keys.
        ErrorCase(
            "duplicate key", "{\n  \"colors\": {},\n  \"name\": \"x\",\n  \"colors\": {}\n}", 4, 3,
            #"duplicate key "colors" (first defined at 2:3)"#
        ),
        ErrorCase(
            "duplicate key spelled with an escape", #"{"ab": 1, "a\u0062": 2}"#, 1, 11,
            #"duplicate key "ab" (first defined at 1:2)"#),
        ErrorCase(
            "duplicate key with a line break cannot forge an output line", #"{"a\nb": 1, "a\nb": 2}"#, 1, 13,
            #"duplicate key "a\nb" (first defined at 1:2)"#),
        ErrorCase(
            "duplicate key in a large object",
            "{" + (0..<20).map { "\"k\($0)\": \($0)," }.joined() + "\n\"k3\": 0}", 2, 1,
            #"duplicate key "k3" (first defined at 1:26)"#
        ),
        ErrorCase(
            "duplicate key in a nested object", #"{"a": {"b": 1, "b": 2}}"#, 1, 16,
            #"duplicate key "b" (first defined at 1:8)"#),
        // After the value.
        ErrorCase("trailing word", "{} x", 1, 4, #"unexpected "x" after the JSON value"#),
        ErrorCase("extra closing bracket", "[1]]", 1, 4, #"unexpected "]" after the JSON value"#),
        ErrorCase("two values", "1\n2", 2, 1, #"unexpected "2" after the JSON value"#),
        ErrorCase("second document", "{}\n{}", 2, 1, #"unexpected "{" after the JSON value"#),
        // Comments.
        ErrorCase("unterminated block comment", "[1,\n /* open\n * still open", 2, 2, "unterminated block comment"),
        ErrorCase("block comment closed by itself", "/*/ 1", 1, 1, "unterminated block comment"),
        ErrorCase(
            "comment when comments are off", "[1, // no\n2]", 1, 5,
            "unexpected comment: expected strict JSON without comments", options: .strict),
        ErrorCase(
            "trailing comma when trailing commas are off", "[1, 2, ]", 1, 6,
            #"trailing comma before "]": expected another element or no comma"#, options: .strict
        ),
        ErrorCase(
            "trailing comma in object when trailing commas are off", "{\"a\": 1,\n}", 1, 8,
            #"trailing comma before "}": expected another member or no comma"#, options: .strict
        ),
        // Limits.
        ErrorCase(
            "arrays nested 10,000 deep", String(repeating: "[", count: 10_000), 1, 257, "nesting deeper than 256 levels"
        ),
        ErrorCase(
            "objects nested 10,000 deep", String(repeating: #"{"a":"#, count: 10_000), 1, 1281,
            "nesting deeper than 256 levels"
        ),
        ErrorCase(
            "closed arrays nested 10,000 deep",
            String(repeating: "[", count: 10_000) + String(repeating: "]", count: 10_000),
            1, 257, "nesting deeper than 256 levels"
        ),
        ErrorCase("custom depth limit", "[[[1]]]", 1, 3, "nesting deeper than 2 levels", options: .init(maxDepth: 2)),
        ErrorCase(
            "size limit", "[1, 2, 3, 4]", 1, 1, "file is 12 bytes; the limit is 10 bytes", options: .init(maxBytes: 10)),
        // Positions after byte order marks and line breaks.
        ErrorCase(
            "position after a byte order mark", "\u{FEFF}[\"é\", x]", 1, 7, #"unexpected "x": expected a value"#,
            isPrefix: true),
        ErrorCase("position after CRLF", "[\r\n1,\r\n  x]", 3, 3, #"unexpected "x": expected a value"#, isPrefix: true),
        ErrorCase("position after CR", "[\r1,\r\r  x]", 4, 3, #"unexpected "x": expected a value"#, isPrefix: true),
    ]

    @Test(arguments: errorCases)
    func reportsMalformedInput(_ testCase: ErrorCase) {
        let diagnostic = #expect(throws: Diagnostic.self) {
            try JSONParser.parse(testCase.source, path: "bad.json", options: testCase.options)
        }
        guard let diagnostic else { return }
        #expect(diagnostic.severity == .error)
        #expect(diagnostic.location?.path == "bad.json")
        #expect(diagnostic.location?.line == testCase.line)
        #expect(diagnostic.location?.column == testCase.column)
        if testCase.isPrefix {
            #expect(diagnostic.message.hasPrefix(testCase.message), "\(diagnostic.message)")
        } else {
            #expect(diagnostic.message == testCase.message)
        }
    }

    @Test func errorOffsetsCountBytes() {
        let diagnostic = #expect(throws: Diagnostic.self) {
            try parseJSON("\u{FEFF}[\"é\", x]")
        }
        #expect(diagnostic?.location?.offset == 10)
        #expect(
            diagnostic?.formatted
                == #"test.json:1:7: error: unexpected "x": expected a value; strings must be in double quotes"#)
    }

    @Test func nestingUpToTheLimitIsAccepted() throws {
        let depth = JSONParser.Options().maxDepth
        let node = try parseJSON(String(repeating: "[", count: depth) + String(repeating: "]", count: depth))
        var level = 1
        var current = node
        while let inner = current.elements?.first {
            current = inner
            level += 1
        }
        #expect(level == depth)
    }

    /// Swift Testing may run tests on secondary threads, whose stacks are 512 KiB by default: parsing to the depth
    /// limit, and comparing, hashing and freeing the result (all recursive), must fit in one.
    @Test func deepNestingFitsASecondaryThreadStack() {
        let depth = JSONParser.Options().maxDepth
        let arrays = String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
        let objects = String(repeating: #"{"a":"#, count: depth) + "1" + String(repeating: "}", count: depth)
        let outcome = Locked<[String]>([])
        let finished = DispatchSemaphore(value: 0)
        let thread = Thread {
            for source in [arrays, objects] {
                do throws(Diagnostic) {
                    let first = try parseJSON(source)
                    let second = try parseJSON(source)
                    var hasher = Hasher()
                    first.hash(into: &hasher)
                    _ = hasher.finalize()
                    outcome.withValue { $0.append(first == second ? "equal" : "different") }
                } catch {
                    outcome.withValue { $0.append(error.formatted) }
                }
                for tooDeep in ["[" + source + "]", "{\"a\":" + source + "}"] {
                    do throws(Diagnostic) {
                        _ = try parseJSON(tooDeep)
                        outcome.withValue { $0.append("parsed beyond the limit") }
                    } catch {
                        outcome.withValue { $0.append(error.message) }
                    }
                }
            }
            finished.signal()
        }
        thread.stackSize = 512 * 1024
        thread.start()
        finished.wait()
        let limit = "nesting deeper than \(depth) levels"
        #expect(outcome.value == ["equal", limit, limit, "equal", limit, limit])
    }

    /// The default limit rejects a 50 MB buffer from its size alone, before looking at a byte of it.
    @Test func defaultSizeLimitRejectsFiftyMegabytes() {
        let bytes = [UInt8](repeating: 0x20, count: 50 * 1024 * 1024)
        let diagnostic = #expect(throws: Diagnostic.self) {
            try JSONParser.parse(bytes, path: "huge.json")
        }
        #expect(diagnostic?.formatted == "huge.json:1:1: error: file is 52428800 bytes; the limit is 33554432 bytes")
    }
}

/// A value shared with another thread in a test.
final class Locked<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var storage: Value

    init(_ value: Value) { storage = value }

    var value: Value { lock.withLock { storage } }

    func withValue(_ body: (inout Value) -> Void) { lock.withLock { body(&storage) } }
}
