import Testing

@testable import ContrastAudit
@testable import audit

/// Well-formed inputs: what they parse to, and where every value is.
@Suite struct JSONParserTests {
    struct ValidCase: CustomTestStringConvertible, Sendable {
        var name: String
        var source: String
        var expected: PlainJSON
        var options = JSONParser.Options()
        var testDescription: String { name }
    }

    static let validCases: [ValidCase] = [
        // Every kind of value.
        ValidCase(name: "null", source: "null", expected: .null),
        ValidCase(name: "true", source: "true", expected: .bool(true)),
        ValidCase(name: "false", source: "false", expected: .bool(false)),
        ValidCase(name: "zero", source: "0", expected: .number(0)),
        ValidCase(name: "integer", source: "255", expected: .number(255)),
        ValidCase(name: "negative integer", source: "-42", expected: .number(-42)),
        ValidCase(name: "fraction", source: "0.5", expected: .number(0.5)),
        ValidCase(name: "negative fraction", source: "-12.375", expected: .number(-12.375)),
        ValidCase(name: "exponent", source: "1e3", expected: .number(1000)),
        ValidCase(name: "uppercase signed exponent", source: "2.5E+2", expected: .number(250)),
        ValidCase(name: "negative exponent", source: "25e-3", expected: .number(0.025)),
        ValidCase(name: "zero fraction with exponent", source: "0.0e0", expected: .number(0)),
        ValidCase(name: "leading zeros in exponent", source: "1e007", expected: .number(1e7)),
        ValidCase(name: "15-digit integer", source: "999999999999999", expected: .number(999_999_999_999_999)),
        ValidCase(
            name: "20-digit integer", source: "12345678901234567890", expected: .number(12_345_678_901_234_567_168)),
        ValidCase(
            name: "largest double", source: "1.7976931348623157e308", expected: .number(.greatestFiniteMagnitude)),
        ValidCase(name: "underflow to zero", source: "1e-400", expected: .number(0)),
        ValidCase(name: "empty string", source: #""""#, expected: .string("")),
        ValidCase(name: "ASCII string", source: #""hello world""#, expected: .string("hello world")),
        ValidCase(name: "non-ASCII string", source: #""Café 日本 🎨""#, expected: .string("Café 日本 🎨")),
        ValidCase(
            name: "short escapes",
            source: #""\" \\ \/ \b \f \n \r \t""#,
            expected: .string("\" \\ / \u{08} \u{0C} \n \r \t")
        ),
        ValidCase(name: "unicode escapes", source: #""\u0041\u00e9\u20AC""#, expected: .string("Aé€")),
        ValidCase(name: "surrogate pair", source: #""\uD83C\uDFA8""#, expected: .string("🎨")),
        ValidCase(name: "lowercase surrogate pair", source: #""x\ud83d\ude00y""#, expected: .string("x😀y")),
        ValidCase(name: "escaped NUL", source: #""a\u0000b""#, expected: .string("a\u{0}b")),
        ValidCase(name: "escape after non-ASCII", source: #""é\tü""#, expected: .string("é\tü")),
        ValidCase(name: "empty array", source: "[]", expected: .array([])),
        ValidCase(name: "empty object", source: "{}", expected: .object([])),
        ValidCase(
            name: "mixed array",
            source: #"[1, "a", true, null, [], {}]"#,
            expected: .array([.number(1), .string("a"), .bool(true), .null, .array([]), .object([])])
        ),
        ValidCase(
            name: "members keep file order",
            source: #"{"b": 1, "a": 2, "c": 3}"#,
            expected: .object(["b": .number(1), "a": .number(2), "c": .number(3)])
        ),
        ValidCase(
            name: "nested structures",
            source: ##"{"colors": {"bg": {"light": "#FFF", "dark": ["#000", 0.5]}}, "list": [[1, [2]], {"x": {}}]}"##,
            expected: .object([
                "colors": .object([
                    "bg": .object(["light": .string("#FFF"), "dark": .array([.string("#000"), .number(0.5)])])
                ]),
                "list": .array([.array([.number(1), .array([.number(2)])]), .object(["x": .object([])])]),
            ])
        ),
        ValidCase(
            name: "whitespace everywhere",
            source: " \t\n{ \"a\" \t:\n[ 1 ,\t2 ] \n}\n\n ",
            expected: .object(["a": .array([.number(1), .number(2)])])
        ),
        // Comments in every position whitespace may take.
        ValidCase(name: "line comment before the value", source: "// header\n1", expected: .number(1)),
        ValidCase(name: "line comment at the end without a newline", source: "1 // done", expected: .number(1)),
        ValidCase(name: "block comment around the value", source: "/* a */ 1 /* b */", expected: .number(1)),
        ValidCase(
            name: "comments between all tokens",
            source: #"/*0*/{/*1*/"a"/*2*/:/*3*/1/*4*/,/*5*/"b"//6"# + "\n:[//7\n2/*8*/,/*9*/3]/*10*/}/*11*/",
            expected: .object(["a": .number(1), "b": .array([.number(2), .number(3)])])
        ),
        ValidCase(name: "comments in empty containers", source: "[ /* none */ ]", expected: .array([])),
        ValidCase(name: "line comment in empty object", source: "{ // none\n}", expected: .object([])),
        ValidCase(
            name: "comment text that looks like syntax",
            source: "/* \"not a string\" // not a line comment * / ** */ [/*/ */ 1] // */ [",
            expected: .array([.number(1)])
        ),
        ValidCase(name: "empty block comment", source: "/**/1", expected: .number(1)),
        ValidCase(name: "block comment ending in stars", source: "/* x **/1", expected: .number(1)),
        ValidCase(name: "non-ASCII comment", source: "// Überschrift ☕️\n/* 日本 */ 1", expected: .number(1)),
        ValidCase(name: "multi-line block comment", source: "/*\r\n a\r b\n*/ 1", expected: .number(1)),
        ValidCase(name: "comment after a trailing comma", source: "[1, // last\n]", expected: .array([.number(1)])),
        ValidCase(
            name: "slashes inside strings", source: #"["//", "/* */"]"#,
            expected: .array([.string("//"), .string("/* */")])),
        // Trailing commas.
        ValidCase(name: "trailing comma in array", source: "[1, 2,]", expected: .array([.number(1), .number(2)])),
        ValidCase(name: "trailing comma in object", source: #"{"a": 1,}"#, expected: .object(["a": .number(1)])),
        ValidCase(
            name: "nested trailing commas",
            source: "[[1,],{\"a\":[],},]",
            expected: .array([.array([.number(1)]), .object(["a": .array([])])])
        ),
        // Encodings and line endings.
        ValidCase(name: "UTF-8 byte order mark", source: "\u{FEFF}{\"a\": 1}", expected: .object(["a": .number(1)])),
        ValidCase(
            name: "CRLF line endings",
            source: "{\r\n  \"a\": [\r\n    1,\r\n    2\r\n  ]\r\n}\r\n",
            expected: .object(["a": .array([.number(1), .number(2)])])
        ),
        ValidCase(name: "CR line endings", source: "[\r1,\r2\r]", expected: .array([.number(1), .number(2)])),
        // Options.
        ValidCase(
            name: "duplicate keys kept when allowed",
            source: #"{"a": 1, "b": 2, "a": 3}"#,
            expected: .object(["a": .number(1), "b": .number(2), "a": .number(3)]),
            options: JSONParser.Options(rejectDuplicateKeys: false)
        ),
        ValidCase(
            name: "strict options accept plain JSON",
            source: #"{"a": [1, 2.5, "x", null]}"#,
            expected: .object(["a": .array([.number(1), .number(2.5), .string("x"), .null])]),
            options: .strict
        ),
        ValidCase(
            name: "keys that differ only in escapes are duplicates only when equal",
            source: #"{"a\u0062": 1, "ab\/": 2}"#,
            expected: .object(["ab": .number(1), "ab/": .number(2)])
        ),
    ]

    @Test(arguments: validCases)
    func parsesValidInput(_ testCase: ValidCase) throws {
        let node = try parseJSON(testCase.source, options: testCase.options)
        #expect(PlainJSON(node) == testCase.expected)
    }

    @Test func negativeZeroKeepsItsSign() throws {
        let node = try parseJSON("-0")
        let number = try #require(node.doubleValue)
        #expect(number == 0 && number.sign == .minus)
    }

    /// Multi-line sample with multi-byte characters before values on the same line, so columns (scalars) and
    /// offsets (bytes) differ.
    static let locatedSample = """
        {
          "naïve": "Café", "x": -1.5e2,
          "list": [ /* ü */ "日本", null ],
          "nested": {"a": true}
        }

        """

    @Test func locatesKeysAndValues() throws {
        let bytes = Array(Self.locatedSample.utf8)
        let root = try JSONParser.parse(bytes, path: "theme.json")

        func expectLocated(
            _ node: JSONNode?, line: Int, column: Int, range: Range<Int>, raw: String,
            sourceLocation: Testing.SourceLocation = #_sourceLocation
        ) {
            guard let node else {
                Issue.record("missing node", sourceLocation: sourceLocation)
                return
            }
            let expected = ContrastAudit.SourceLocation(
                path: "theme.json", line: line, column: column, offset: range.lowerBound)
            #expect(node.location == expected, sourceLocation: sourceLocation)
            #expect(node.byteRange == range, sourceLocation: sourceLocation)
            #expect(node.rawText(in: bytes) == raw, sourceLocation: sourceLocation)
        }

        expectLocated(root, line: 1, column: 1, range: 0..<100, raw: String(Self.locatedSample.dropLast()))
        expectLocated(root["naïve"], line: 2, column: 12, range: 14..<21, raw: #""Café""#)
        expectLocated(root["x"], line: 2, column: 25, range: 28..<34, raw: "-1.5e2")
        expectLocated(root["list"], line: 3, column: 11, range: 46..<73, raw: #"[ /* ü */ "日本", null ]"#)
        expectLocated(root["list"]?.elements?.first, line: 3, column: 21, range: 57..<65, raw: #""日本""#)
        expectLocated(root["list"]?.elements?.last, line: 3, column: 27, range: 67..<71, raw: "null")
        expectLocated(root["nested"], line: 4, column: 13, range: 87..<98, raw: #"{"a": true}"#)
        expectLocated(root["nested"]?["a"], line: 4, column: 19, range: 93..<97, raw: "true")

        let keys = try #require(root.members).map { "\($0.key)@\($0.keyLocation.description)/\($0.keyLocation.offset)" }
        #expect(
            keys == [
                "naïve@theme.json:2:3/4", "x@theme.json:2:20/23", "list@theme.json:3:3/38", "nested@theme.json:4:3/77",
            ])
        #expect(
            root["nested"]?.member("a")?.keyLocation
                == ContrastAudit.SourceLocation(path: "theme.json", line: 4, column: 14, offset: 88))
    }

    @Test func byteOrderMarkTakesBytesButNoColumn() throws {
        let node = try parseJSON("\u{FEFF}[1,\n 2]")
        #expect(node.location == ContrastAudit.SourceLocation(path: "test.json", line: 1, column: 1, offset: 3))
        #expect(node.byteRange == 3..<10)
        #expect(
            node.elements?[0].location == ContrastAudit.SourceLocation(path: "test.json", line: 1, column: 2, offset: 4)
        )
        #expect(
            node.elements?[1].location == ContrastAudit.SourceLocation(path: "test.json", line: 2, column: 2, offset: 8)
        )
    }

    @Test func everyLineBreakStartsOneLine() throws {
        // \n, \r\n and \r each end one line; \r\r\n is two line breaks.
        let node = try parseJSON("[\n1,\r\n2,\r3,\r\r\n4]")
        let lines = try #require(node.elements).map {
            "\($0.location.line):\($0.location.column)@\($0.location.offset)"
        }
        #expect(lines == ["2:1@2", "3:1@6", "4:1@9", "6:1@14"])
    }

    @Test func columnsCountScalarsNotBytesOrCharacters() throws {
        // "🇫🇷" is one Character but two scalars; "é" as e + combining accent is two scalars too.
        let node = try parseJSON("[\"🇫🇷\", \"e\u{301}\", 1]")
        let columns = try #require(node.elements).map(\.location.column)
        #expect(columns == [2, 8, 14])
    }

    @Test func conveniencesReadValuesOfTheirKindOnly() throws {
        let node = try parseJSON(
            #"{"s": "x", "n": 2, "b": false, "z": null, "a": [1], "o": {"k": 1}, "s": "y"}"#,
            options: .init(rejectDuplicateKeys: false))
        #expect(node["s"]?.stringValue == "x")
        #expect(node["n"]?.doubleValue == 2)
        #expect(node["b"]?.boolValue == false)
        #expect(node["z"]?.isNull == true)
        #expect(node["a"]?.elements?.count == 1)
        #expect(node["o"]?.members?.map(\.key) == ["k"])
        #expect(node["missing"] == nil)
        #expect(node["n"]?.stringValue == nil)
        #expect(node["s"]?.doubleValue == nil)
        #expect(node["z"]?.boolValue == nil)
        #expect(node["s"]?.isNull == false)
        #expect(node["a"]?.members == nil)
        #expect(node["o"]?.elements == nil)
        #expect(node["s"]?["k"] == nil)
        let kinds = try #require(node.members).map { "\($0.value.kindName)/\($0.value.kindNameWithArticle)" }
        #expect(
            kinds == [
                "string/a string", "number/a number", "boolean/a boolean", "null/null", "array/an array",
                "object/an object", "string/a string",
            ]
        )
    }
}
