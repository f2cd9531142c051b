import Foundation
import Testing

@testable import ContrastAudit

/// The lexer: exact positions, every literal form, and no failure on any bytes.
@Suite struct CodeLexerTests {
    static func tokens(_ text: String, _ language: CodeLanguage = .swift) -> [CodeToken] {
        CodeLexer.tokenize(Array(text.utf8), language: language)
    }

    @Test func positionsCountUnicodeScalars() {
        let tokens = Self.tokens("let é = 1\n  /* ünï */ x")
        #expect(tokens.map(\.text) == ["let", "é", "=", "1", "x", ""])
        let x = tokens[4]
        #expect((x.line, x.column) == (2, 13))
        #expect(x.offset == Array("let é = 1\n  /* ünï */ ".utf8).count)
        #expect(x.newlineBefore && !tokens[1].newlineBefore)
    }

    @Test func nestedCommentsInSwiftButNotInObjectiveC() {
        #expect(Self.tokens("/* a /* b */ c */ d").map(\.text) == ["d", ""])
        #expect(Self.tokens("/* a /* b */ c */ d", .objectiveC).map(\.text) == ["c", "*/", "d", ""])
    }

    @Test func stringLiterals() {
        let plain = Self.tokens(#"x = "a\"b\n\u{41}""#)[2]
        #expect(plain.kind == .string && plain.text == "a\"b\nA")
        let raw = Self.tokens(##"#"C:\path "quoted""#"##)[0]
        #expect(raw.kind == .string && raw.text == #"C:\path "quoted""#)
        let interpolated = Self.tokens(#""a\(f("x)")) b" + 1"#)
        #expect(interpolated[0].isInterpolated && interpolated[0].text == "a b")
        #expect(interpolated.map(\.text).suffix(3) == ["+", "1", ""])
        let multiline = Self.tokens("s = \"\"\"\n  one \"two\"\n  \"\"\"\nnext")
        #expect(multiline[2].text.contains("one \"two\""))
        #expect(multiline[3].text == "next" && multiline[3].line == 4)
        let objc = Self.tokens(#"@"name" 'a'"#, .objectiveC)
        #expect(objc[0].kind == .string && objc[0].text == "name")
        #expect(objc[1].kind == .integer && objc[1].number == 97)
    }

    @Test func numberLiterals() {
        let numbers = Self.tokens("0x1C 1_000 2.5e-1 0b101 0o17 0x1p-2 255.0f 10UL .5", .objectiveC)
        #expect(numbers.prefix(9).map(\.number) == [28, 1000, 0.25, 5, 15, 0.25, 255, 10, 0.5])
        #expect(
            numbers.prefix(9).map(\.kind) == [
                .integer, .integer, .float, .integer, .integer, .float, .float, .integer, .float,
            ])
    }

    /// Decimal literals are computed without parsing their text when that is exact (at most 15 digits over a
    /// power of ten, integers of up to 18 digits): the value must be the one the standard library's parser
    /// gives for the same digits, for every shape (underscores, leading zeros, long fractions, exponents,
    /// Objective-C's `5.` and `.5`).
    @Test func decimalLiteralsMatchTheStandardParser() {
        var generator = SystemRandomNumberGenerator()
        var literals = [
            "0.1", "0.3", "1.005", "123456789012345.6", "0.000000000000001", "9007199254740993",
            "999999999999999999", "1234567890123456789", "2.5e-3", "1_000.000_1", "007.25", "0.1234567890123456",
        ]
        for _ in 0..<2_000 {
            let integerDigits = Int.random(in: 1...12, using: &generator)
            let fractionDigits = Int.random(in: 0...10, using: &generator)
            var text = (0..<integerDigits).map { _ in String(Int.random(in: 0...9, using: &generator)) }.joined()
            if fractionDigits > 0 {
                text +=
                    "." + (0..<fractionDigits).map { _ in String(Int.random(in: 0...9, using: &generator)) }.joined()
            }
            literals.append(text)
        }
        for literal in literals {
            let token = Self.tokens("x = \(literal)")[2]
            let expected = Double(literal.filter { $0 != "_" })
            #expect(token.number == expected, "\(literal)")
            #expect(token.kind == (literal.contains(".") || literal.contains("e") ? .float : .integer), "\(literal)")
        }
        let objc = Self.tokens("5. .5 12.f", .objectiveC)
        #expect(objc.map(\.number).prefix(3) == [5, 0.5, 12])
        #expect(objc.prefix(3).allSatisfy { $0.kind == .float })
    }

    @Test func operatorsAndDirectives() {
        #expect(
            Self.tokens("a...b ..< c?.d ?? e != f").map(\.text) == [
                "a", "...", "b", "..<", "c", "?", ".", "d", "??", "e", "!=", "f", "",
            ])
        #expect(Self.tokens("#colorLiteral(red: 1) @objc").map(\.text).prefix(2) == ["#colorLiteral", "("])
        #expect(Self.tokens("x //c\n/*c*/y").map(\.text) == ["x", "y", ""])
    }

    @Test func anyBytesEndWithEndToken() {
        var generator = SystemRandomNumberGenerator()
        let alphabet = Array("\"'#@/*\\(){}[]`.\n\r0x9e_ \u{00}".utf8) + [0xFF, 0xC3, 0x80, 0xE2]
        for _ in 0..<300 {
            let length = Int.random(in: 0..<200, using: &generator)
            let bytes = (0..<length).map { _ in alphabet.randomElement(using: &generator)! }
            for language in [CodeLanguage.swift, .objectiveC] {
                let tokens = CodeLexer.tokenize(bytes, language: language)
                #expect(tokens.last?.kind == .end)
                _ = CodeDeclarationScanner.scan(bytes, language: language)
            }
        }
    }
}
