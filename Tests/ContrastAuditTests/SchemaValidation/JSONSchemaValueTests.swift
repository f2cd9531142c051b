import Foundation
import Testing

/// How Foundation's JSON values become ``JSONSchemaValue``s: booleans apart from numbers, integers by value.
@Suite struct JSONSchemaValueTests {
    /// Parses one JSON value with Foundation, as the validator's callers do.
    static func parse(_ text: String) throws -> Any {
        try JSONSerialization.jsonObject(with: Data(text.utf8), options: .fragmentsAllowed)
    }

    struct ConversionCase: CustomTestStringConvertible, Sendable {
        var json: String
        var typeName: String
        var testDescription: String { json }
    }

    static let conversionCases: [ConversionCase] = [
        ConversionCase(json: "true", typeName: "boolean"),
        ConversionCase(json: "false", typeName: "boolean"),
        ConversionCase(json: "1", typeName: "integer"),
        ConversionCase(json: "0", typeName: "integer"),
        ConversionCase(json: "1.0", typeName: "integer"),
        ConversionCase(json: "3.0", typeName: "integer"),
        ConversionCase(json: "1e2", typeName: "integer"),
        ConversionCase(json: "3.5", typeName: "number"),
        ConversionCase(json: "-0.5", typeName: "number"),
        ConversionCase(json: "9223372036854775807", typeName: "integer"),
        ConversionCase(json: "-9223372036854775808", typeName: "integer"),
        ConversionCase(json: "18446744073709551615", typeName: "integer"),
        ConversionCase(json: "\"true\"", typeName: "string"),
        ConversionCase(json: "null", typeName: "null"),
        ConversionCase(json: "[true, 1]", typeName: "array"),
        ConversionCase(json: "{\"a\": 1}", typeName: "object"),
    ]

    @Test(arguments: conversionCases)
    func jsonSerializationValuesGetTheirJSONType(_ testCase: ConversionCase) throws {
        let value = try JSONSchemaValue(foundation: Self.parse(testCase.json))
        #expect(value.typeName == testCase.typeName)
    }

    /// The platform facts the boolean helper relies on, checked rather than assumed: JSON `true` is an `NSNumber`
    /// of the same class as `NSNumber(value: true)` with `objCType` `"c"`, while `1` and `1.0` are numbers of
    /// another class that Swift's bridging would nonetheless cast to `Bool`.
    @Test func jsonSerializationBooleansAreTheBooleanNumberClass() throws {
        let values = try #require(Self.parse("[true, 1, 1.0]") as? [Any])
        let jsonTrue = try #require(values[0] as? NSNumber)
        let one = try #require(values[1] as? NSNumber)
        let onePointZero = try #require(values[2] as? NSNumber)
        let booleanClass = ObjectIdentifier(type(of: NSNumber(value: true)))

        #expect(ObjectIdentifier(type(of: jsonTrue)) == booleanClass)
        #expect(String(cString: jsonTrue.objCType) == "c")
        #expect(ObjectIdentifier(type(of: one)) != booleanClass)
        #expect(ObjectIdentifier(type(of: onePointZero)) != booleanClass)
        #expect(String(cString: onePointZero.objCType) == "d")
        // The trap the helper avoids: bridging casts the number 1 to a Bool.
        #expect(values[1] is Bool)

        #expect(JSONSchemaValue.boolean(from: values[0]) == true)
        #expect(JSONSchemaValue.boolean(from: values[1]) == nil)
        #expect(JSONSchemaValue.boolean(from: values[2]) == nil)
    }

    struct BooleanCase: CustomTestStringConvertible, @unchecked Sendable {
        var name: String
        var value: Any
        var expected: Bool?
        var testDescription: String { name }
    }

    static let booleanCases: [BooleanCase] = [
        BooleanCase(name: "Swift true", value: true, expected: true),
        BooleanCase(name: "Swift false", value: false, expected: false),
        BooleanCase(name: "NSNumber(value: true)", value: NSNumber(value: true), expected: true),
        BooleanCase(name: "NSNumber(value: false)", value: NSNumber(value: false), expected: false),
        BooleanCase(name: "Swift Int 1", value: 1, expected: nil),
        BooleanCase(name: "Swift Int 0", value: 0, expected: nil),
        BooleanCase(name: "Swift Double 1.0", value: 1.0, expected: nil),
        BooleanCase(name: "NSNumber(value: 1)", value: NSNumber(value: 1), expected: nil),
        BooleanCase(name: "NSNumber(value: Int8(1))", value: NSNumber(value: Int8(1)), expected: nil),
        BooleanCase(name: "string \"true\"", value: "true", expected: nil),
        BooleanCase(name: "NSNull", value: NSNull(), expected: nil),
    ]

    @Test(arguments: booleanCases)
    func booleansAreToldApartFromNumbers(_ testCase: BooleanCase) throws {
        #expect(JSONSchemaValue.boolean(from: testCase.value) == testCase.expected)
        let converted = try JSONSchemaValue(foundation: testCase.value)
        #expect((converted.typeName == "boolean") == (testCase.expected != nil))
    }

    @Test func swiftLiteralsConvertLikeParsedJSON() throws {
        let literal: [String: Any] = ["flag": true, "count": 3, "ratio": 4.5, "tags": ["a"], "none": NSNull()]
        let parsed = try Self.parse(#"{"flag": true, "count": 3, "ratio": 4.5, "tags": ["a"], "none": null}"#)
        #expect(try JSONSchemaValue(foundation: literal) == JSONSchemaValue(foundation: parsed))
    }

    @Test func valuesThatAreNotJSONAreReportedWithTheirPath() throws {
        let instance: [String: Any] = ["a": [1, Date(timeIntervalSince1970: 0)], "b": Double.nan]
        #expect(throws: JSONSchemaValue.ConversionError.self) { try JSONSchemaValue(foundation: instance) }
        do {
            _ = try JSONSchemaValue(foundation: ["list": [1, Date(timeIntervalSince1970: 0)]])
            Issue.record("a Date converted")
        } catch {
            #expect(error.path == "/list/1")
            #expect(error.found == "Date")
        }
        do {
            _ = try JSONSchemaValue(foundation: ["a/b": Double.infinity])
            Issue.record("infinity converted")
        } catch {
            #expect(error.path == "/a~1b")
        }
    }

    struct EqualityCase: CustomTestStringConvertible, Sendable {
        var left: String
        var right: String
        var equal: Bool
        var testDescription: String { "\(left) \(equal ? "==" : "!=") \(right)" }
    }

    @Test(arguments: [
        EqualityCase(left: "1", right: "1.0", equal: true),
        EqualityCase(left: "1", right: "true", equal: false),
        EqualityCase(left: "0", right: "false", equal: false),
        EqualityCase(left: "null", right: "false", equal: false),
        EqualityCase(left: "\"1\"", right: "1", equal: false),
        EqualityCase(left: "[1, 2]", right: "[2, 1]", equal: false),
        EqualityCase(left: "[1, [2]]", right: "[1.0, [2.0]]", equal: true),
        EqualityCase(left: #"{"a": 1, "b": [true]}"#, right: #"{"b": [true], "a": 1}"#, equal: true),
        EqualityCase(left: #"{"a": 1}"#, right: #"{"a": 1, "b": null}"#, equal: false),
        EqualityCase(left: "9007199254740993", right: "9007199254740992", equal: false),
    ])
    func jsonEqualityIsByValue(_ testCase: EqualityCase) throws {
        let left = try JSONSchemaValue(foundation: Self.parse(testCase.left))
        let right = try JSONSchemaValue(foundation: Self.parse(testCase.right))
        #expect((left == right) == testCase.equal)
        #expect((right == left) == testCase.equal)
    }

    @Test(arguments: [
        ("10", "5", true), ("10", "3", false), ("0.3", "0.1", true), ("0.35", "0.1", false), ("4.5", "1.5", true),
        ("1e-7", "1e-8", true), ("7", "0.5", true), ("7.25", "0.5", false), ("-6", "3", true),
    ])
    func multipleOfIsExactForDecimalSpellings(_ value: String, _ divisor: String, _ expected: Bool) throws {
        guard case .number(let number) = try JSONSchemaValue(foundation: Self.parse(value)),
            case .number(let step) = try JSONSchemaValue(foundation: Self.parse(divisor))
        else {
            Issue.record("not numbers")
            return
        }
        #expect(number.isMultiple(of: step) == expected)
    }

    @Test func messagesRenderCompactSortedJSON() throws {
        let value = try JSONSchemaValue(foundation: Self.parse(#"{"b": [1, 2.5, "x\n"], "a": null, "c": true}"#))
        #expect(value.jsonText() == #"{"a":null,"b":[1,2.5,"x\n"],"c":true}"#)
        let long = try JSONSchemaValue(foundation: String(repeating: "x", count: 100))
        #expect(long.jsonText(limit: 10) == "\"xxxxxxxx…")
    }

    @Test(arguments: [
        ("", [String]()), ("/", [""]), ("/a/b", ["a", "b"]), ("/a~1b", ["a/b"]), ("/m~0n", ["m~n"]),
        ("/~01", ["~1"]), ("/0/", ["0", ""]),
    ])
    func jsonPointersSplitAndUnescape(_ pointer: String, _ tokens: [String]) {
        #expect(JSONPointer.tokens(pointer) == tokens)
        #expect(JSONPointer.pointer(tokens) == pointer)
    }

    @Test(arguments: ["a", "/a~", "/a~2", "#/a"])
    func malformedJSONPointersAreRejected(_ pointer: String) {
        #expect(JSONPointer.tokens(pointer) == nil)
    }
}
