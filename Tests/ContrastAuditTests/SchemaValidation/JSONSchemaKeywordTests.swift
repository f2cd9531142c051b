import Foundation
import Testing

/// Each supported keyword with instances that pass and instances that fail at a given instance path.
@Suite struct JSONSchemaKeywordTests {
    /// An instance that must fail, where, and optionally with which words in the message.
    struct Failure: Sendable {
        var instance: String
        var path: String
        var message: String?

        init(_ instance: String, at path: String, _ message: String? = nil) {
            self.instance = instance
            self.path = path
            self.message = message
        }
    }

    struct KeywordCase: CustomTestStringConvertible, Sendable {
        var name: String
        /// The schema as JSON text.
        var schema: String
        /// Instances as JSON text.
        var valid: [String]
        var invalid: [Failure]
        var testDescription: String { name }

        init(_ name: String, _ schema: String, valid: [String], invalid: [Failure]) {
            self.name = name
            self.schema = schema
            self.valid = valid
            self.invalid = invalid
        }
    }

    static let typeCases: [KeywordCase] = [
        KeywordCase(
            "type string", #"{"type": "string"}"#, valid: [#""x""#, #""""#],
            invalid: [Failure("1", at: "", "expected string, found integer 1"), Failure("null", at: "")]),
        KeywordCase(
            "type array of names", #"{"type": ["array", "null"]}"#, valid: ["[]", "null"],
            invalid: [Failure("{}", at: "", "expected array or null, found object")]),
        KeywordCase(
            "type integer accepts a zero fraction", #"{"type": "integer"}"#, valid: ["3", "3.0", "-0", "1e2"],
            invalid: [
                Failure("3.5", at: "", "found number 3.5"), Failure("true", at: "", "found boolean true"),
                Failure(#""3""#, at: ""),
            ]),
        KeywordCase(
            "type number includes integers", #"{"type": "number"}"#, valid: ["3", "3.5", "-1e-3"],
            invalid: [Failure("true", at: ""), Failure(#""1.5""#, at: "")]),
        KeywordCase(
            "type boolean is not a number", #"{"type": "boolean"}"#, valid: ["true", "false"],
            invalid: [Failure("1", at: ""), Failure("0", at: "", "found integer 0")]),
        KeywordCase(
            "type null", #"{"type": "null"}"#, valid: ["null"],
            invalid: [Failure("false", at: ""), Failure("0", at: "")]),
        KeywordCase(
            "type object and nested path", #"{"properties": {"a": {"type": "object"}}}"#, valid: [#"{"a": {}}"#],
            invalid: [Failure(#"{"a": []}"#, at: "/a", "expected object, found array")]),
    ]

    static let valueCases: [KeywordCase] = [
        KeywordCase(
            "enum", #"{"enum": ["none", "note", "warning", "error"]}"#, valid: [#""note""#],
            invalid: [Failure(#""fatal""#, at: "", #""fatal" is not one of ["none","note","warning","error"]"#)]),
        KeywordCase(
            "enum compares numbers by value and never to booleans", #"{"enum": [1, null, {"a": [2]}]}"#,
            valid: ["1", "1.0", "null", #"{"a": [2.0]}"#],
            invalid: [Failure("true", at: ""), Failure(#"{"a": [2, 3]}"#, at: "")]),
        KeywordCase(
            "const", #"{"properties": {"version": {"const": "2.1.0"}}}"#, valid: [#"{"version": "2.1.0"}"#, "{}"],
            invalid: [
                Failure(#"{"version": "2.0.0"}"#, at: "/version", #""2.0.0" does not equal the constant "2.1.0""#)
            ]),
        KeywordCase(
            "const object is deep equality", #"{"const": {"a": [1, false]}}"#, valid: [#"{"a": [1.0, false]}"#],
            invalid: [Failure(#"{"a": [1, 0]}"#, at: ""), Failure(#"{"a": [1, false], "b": 1}"#, at: "")]),
    ]

    static let objectCases: [KeywordCase] = [
        KeywordCase(
            "properties", #"{"properties": {"a": {"properties": {"b~/c": {"type": "integer"}}}}}"#,
            valid: [#"{"a": {"b~/c": 1}}"#, #"{"other": "x"}"#, "[]"],
            invalid: [Failure(#"{"a": {"b~/c": "1"}}"#, at: "/a/b~0~1c")]),
        KeywordCase(
            "patternProperties", #"{"patternProperties": {"^x-": {"type": "string"}}}"#,
            valid: [#"{"x-a": "s", "y": 1}"#], invalid: [Failure(#"{"x-a": 1}"#, at: "/x-a")]),
        KeywordCase(
            "additionalProperties false",
            #"{"properties": {"a": {}}, "patternProperties": {"^x-": {}}, "additionalProperties": false}"#,
            valid: [#"{"a": 1, "x-b": 2}"#],
            invalid: [Failure(#"{"a": 1, "extra": 2}"#, at: "/extra", #"property "extra" is not allowed"#)]),
        KeywordCase(
            "additionalProperties schema", #"{"properties": {"a": {}}, "additionalProperties": {"type": "string"}}"#,
            valid: [#"{"a": 1, "b": "s"}"#], invalid: [Failure(#"{"a": 1, "b": 2}"#, at: "/b")]),
        KeywordCase(
            "required", #"{"required": ["version", "runs"]}"#, valid: [#"{"version": 1, "runs": null}"#, "[]"],
            invalid: [Failure(#"{"runs": []}"#, at: "", #"missing required property "version""#)]),
        KeywordCase(
            "minProperties", #"{"minProperties": 1}"#, valid: [#"{"a": 1}"#],
            invalid: [Failure("{}", at: "", "object has 0 properties, fewer than 1")]),
        KeywordCase(
            "maxProperties", #"{"maxProperties": 1}"#, valid: ["{}", #"{"a": 1}"#],
            invalid: [Failure(#"{"a": 1, "b": 2}"#, at: "", "object has 2 properties, more than 1")]),
        KeywordCase(
            "dependencies with property names", #"{"dependencies": {"endLine": ["startLine"]}}"#,
            valid: [#"{"startLine": 1}"#, #"{"startLine": 1, "endLine": 2}"#],
            invalid: [
                Failure(
                    #"{"endLine": 2}"#, at: "", #"property "endLine" requires property "startLine", which is missing"#)
            ]),
        KeywordCase(
            "dependencies with a schema", #"{"dependencies": {"a": {"properties": {"b": {"type": "string"}}}}}"#,
            valid: [#"{"b": 1}"#, #"{"a": 0, "b": "s"}"#], invalid: [Failure(#"{"a": 0, "b": 1}"#, at: "/b")]),
        KeywordCase(
            "dependentRequired", #"{"dependentRequired": {"a": ["b"]}}"#, valid: [#"{"a": 1, "b": 2}"#, "{}"],
            invalid: [Failure(#"{"a": 1}"#, at: "")]),
        KeywordCase(
            "dependentSchemas", #"{"dependentSchemas": {"a": {"required": ["b"]}}}"#, valid: [#"{"b": 2}"#],
            invalid: [Failure(#"{"a": 1}"#, at: "")]),
        KeywordCase(
            "propertyNames reports at the object",
            #"{"properties": {"o": {"propertyNames": {"pattern": "^[a-z]+$"}}}}"#,
            valid: [#"{"o": {"abc": 1}}"#],
            invalid: [Failure(#"{"o": {"abc": 1, "Bad": 2}}"#, at: "/o", #"property name "Bad": "Bad" does not match"#)]
        ),
    ]

    static let arrayCases: [KeywordCase] = [
        KeywordCase(
            "items schema", #"{"items": {"type": "integer"}}"#, valid: ["[]", "[1, 2]", "{}"],
            invalid: [Failure(#"[1, "2"]"#, at: "/1")]),
        KeywordCase(
            "items array with additionalItems false",
            #"{"items": [{"type": "string"}, {"type": "integer"}], "additionalItems": false}"#,
            valid: [#"["a"]"#, #"["a", 1]"#],
            invalid: [Failure(#"[1]"#, at: "/0"), Failure(#"["a", 1, null]"#, at: "/2", "additionalItems is false")]),
        KeywordCase(
            "additionalItems schema", #"{"items": [{}], "additionalItems": {"type": "boolean"}}"#,
            valid: ["[1, true, false]"], invalid: [Failure("[1, true, 0]", at: "/2")]),
        KeywordCase(
            "additionalItems without an items array does nothing", #"{"items": {}, "additionalItems": false}"#,
            valid: ["[1, 2, 3]"], invalid: []),
        KeywordCase(
            "prefixItems and items in 2020-12",
            #"""
            {
              "$schema": "https://json-schema.org/draft/2020-12/schema",
              "prefixItems": [{"type": "string"}],
              "items": {"type": "integer"}
            }
            """#,
            valid: [#"["a", 1, 2]"#, "[]"], invalid: [Failure(#"[1]"#, at: "/0"), Failure(#"["a", 1, "b"]"#, at: "/2")]),
        KeywordCase(
            "minItems", #"{"minItems": 1}"#, valid: ["[0]"],
            invalid: [Failure("[]", at: "", "array has 0 items, fewer than 1")]),
        KeywordCase(
            "maxItems", #"{"maxItems": 1}"#, valid: ["[]", "[0]"],
            invalid: [Failure("[0, 1]", at: "", "array has 2 items, more than 1")]),
        KeywordCase(
            "uniqueItems is deep equality", #"{"uniqueItems": true}"#,
            valid: [#"[1, "1", true, [1], {"a": 1}, {"a": 2}]"#],
            invalid: [
                Failure(#"[{"a": 1}, 2, {"a": 1.0}]"#, at: "/2", "item 2 equals item 0"),
                Failure("[1, 1.0]", at: "/1"),
            ]),
        KeywordCase(
            "uniqueItems false allows duplicates", #"{"uniqueItems": false}"#, valid: ["[1, 1]"], invalid: []),
        KeywordCase(
            "contains", #"{"contains": {"const": "x"}}"#, valid: [#"[1, "x"]"#, "{}"],
            invalid: [Failure("[1, 2]", at: "", "no item matches the contains schema")]),
    ]

    static let numberCases: [KeywordCase] = [
        KeywordCase(
            "minimum", #"{"properties": {"startLine": {"minimum": 1}}}"#, valid: [#"{"startLine": 1}"#],
            invalid: [Failure(#"{"startLine": 0}"#, at: "/startLine", "0 is less than the minimum 1")]),
        KeywordCase(
            "maximum", #"{"maximum": 21}"#, valid: ["21", "-5", #""100""#],
            invalid: [Failure("21.5", at: "", "21.5 is greater than the maximum 21")]),
        KeywordCase(
            "boolean exclusiveMinimum (draft-04)",
            #"{"$schema": "http://json-schema.org/draft-04/schema#", "minimum": 0, "exclusiveMinimum": true}"#,
            valid: ["0.001"], invalid: [Failure("0", at: "", "0 is not greater than the exclusive minimum 0")]),
        KeywordCase(
            "boolean exclusiveMaximum (draft-04)", #"{"maximum": 1, "exclusiveMaximum": true}"#, valid: ["0.5"],
            invalid: [Failure("1", at: "", "1 is not less than the exclusive maximum 1")]),
        KeywordCase(
            "false boolean exclusiveMinimum keeps minimum inclusive", #"{"minimum": 0, "exclusiveMinimum": false}"#,
            valid: ["0"], invalid: [Failure("-1", at: "")]),
        KeywordCase(
            "numeric exclusiveMinimum (draft-06+)", #"{"exclusiveMinimum": 1, "minimum": 0}"#, valid: ["1.5"],
            invalid: [Failure("1", at: "", "exclusive minimum 1"), Failure("-1", at: "", "minimum 0")]),
        KeywordCase(
            "numeric exclusiveMaximum (draft-06+)", #"{"exclusiveMaximum": 10}"#, valid: ["9.99"],
            invalid: [Failure("10", at: "")]),
        KeywordCase(
            "multipleOf", #"{"multipleOf": 0.01}"#, valid: ["4.5", "0.07", "3"],
            invalid: [Failure("4.505", at: "", "4.505 is not a multiple of 0.01")]),
        KeywordCase(
            "multipleOf integers", #"{"items": {"multipleOf": 3}}"#, valid: ["[0, 3, -9, 6.0]"],
            invalid: [Failure("[3, 4]", at: "/1")]),
    ]

    static let stringCases: [KeywordCase] = [
        KeywordCase(
            "minLength counts code points", #"{"minLength": 2}"#, valid: [#""ab""#, #""👍🏽""#],
            invalid: [Failure(#""👍""#, at: "", "has 1 character, fewer than 2")]),
        KeywordCase(
            "maxLength counts code points", #"{"maxLength": 2}"#, valid: [#""é""#, #""👍🏽""#, "3"],
            invalid: [Failure(#""abc""#, at: "", "has 3 characters, more than 2"), Failure(#""e\u0301e""#, at: "")]),
        KeywordCase(
            "pattern is an unanchored search", #"{"pattern": "[0-9]+(\\.[0-9]+){3}"}"#,
            valid: [#""v1.2.3.4-beta""#, "7"],
            invalid: [Failure(#""1.2.3""#, at: "", #"does not match the pattern"#)]),
        KeywordCase(
            "pattern anchored", #"{"pattern": "^[a-z]{2}(-[a-z]{2})?$"}"#, valid: [#""en""#, #""en-us""#],
            invalid: [Failure(#""en-usa""#, at: "")]),
        KeywordCase(
            "format uri", #"{"format": "uri"}"#,
            valid: [
                #""https://example.com/a?b=c#d""#, #""urn:oasis:names:tc""#, #""http://[::1]:8080/""#,
                #""file:///C:/x%20y""#, "1",
            ],
            invalid: [
                Failure(#""Themes/a.json""#, at: "", "must start with a scheme"),
                Failure(#""https://example.com/a b""#, at: "", "character U+0020 is not allowed"),
                Failure(#""https://example.com/%zz""#, at: ""), Failure(#""1http://x""#, at: ""),
                Failure(#""http://host:80a/""#, at: "", "port"), Failure(#""http://x/#a#b""#, at: ""),
                Failure(#""http://x/ä""#, at: ""),
            ]),
        KeywordCase(
            "format uri-reference", #"{"format": "uri-reference"}"#,
            valid: [#""Themes/Light%20Theme.json""#, #""""#, ##""#frag""##, #""../a?b""#, #""https://x.org/""#],
            invalid: [Failure(#""Themes/Light Theme.json""#, at: ""), Failure(#""C:\\x""#, at: "")]),
        KeywordCase(
            "format date-time", #"{"format": "date-time"}"#,
            valid: [
                #""2024-02-29T12:00:00Z""#, #""2024-01-01t00:00:00.123+05:30""#, #""1998-12-31T23:59:60Z""#,
                #""1998-12-31T15:59:60-08:00""#,
            ],
            invalid: [
                Failure(#""2023-02-29T12:00:00Z""#, at: "", "day 29 is out of range for month 2"),
                Failure(#""2024-01-01 12:00:00Z""#, at: ""), Failure(#""2024-01-01T12:00:00""#, at: ""),
                Failure(#""2024-13-01T12:00:00Z""#, at: ""), Failure(#""2024-01-01T24:00:00Z""#, at: ""),
                Failure(#""2024-01-01T12:00:60Z""#, at: "", "leap second"), Failure(#""2024-01-01""#, at: ""),
            ]),
        KeywordCase(
            "format email (loose)", #"{"format": "email"}"#, valid: [#""a.b@example.com""#],
            invalid: [Failure(#""a.example.com""#, at: ""), Failure(#""a b@c""#, at: "")]),
        KeywordCase(
            "unchecked formats are annotations", #"{"format": "hostname"}"#, valid: [#""not a host name!""#],
            invalid: []),
    ]

    static let combinatorCases: [KeywordCase] = [
        KeywordCase(
            "allOf", #"{"allOf": [{"type": "integer"}, {"minimum": 2}]}"#, valid: ["2"],
            invalid: [Failure("1", at: ""), Failure("2.5", at: "")]),
        KeywordCase(
            "anyOf with equally close branches summarizes them",
            #"{"anyOf": [{"required": ["text"]}, {"required": ["id"]}]}"#,
            valid: [#"{"text": "t"}"#, #"{"id": "i"}"#],
            invalid: [
                Failure(
                    #"{"markdown": "m"}"#, at: "",
                    #"matches none of the anyOf branches: #0 missing required property "text"; #1 missing required property "id""#
                )
            ]),
        KeywordCase(
            "anyOf reports the closest branch",
            #"""
            {
              "anyOf": [{"type": "string"}, {"type": "object", "properties": {"a": {"properties": {"b": {"type": "integer"}}}}}]
            }
            """#,
            valid: [#""s""#, #"{"a": {"b": 1}}"#],
            invalid: [Failure(#"{"a": {"b": "x"}}"#, at: "/a/b", "expected integer")]),
        KeywordCase(
            "oneOf", #"{"oneOf": [{"required": ["runGraphIndex"]}, {"required": ["resultGraphIndex"]}]}"#,
            valid: [#"{"runGraphIndex": 0}"#],
            invalid: [
                Failure("{}", at: "", "matches none of the oneOf branches"),
                Failure(
                    #"{"runGraphIndex": 0, "resultGraphIndex": 1}"#, at: "",
                    "matches 2 oneOf branches (#0, #1), but must match exactly one"),
            ]),
        KeywordCase(
            "not", #"{"properties": {"a": {"not": {"type": "string"}}}}"#, valid: [#"{"a": 1}"#],
            invalid: [Failure(#"{"a": "s"}"#, at: "/a", "matches the schema in not")]),
        KeywordCase(
            "if then else",
            #"""
            {
              "if": {"properties": {"kind": {"const": "fail"}}},
              "then": {"required": ["level"]},
              "else": {"properties": {"level": {"const": "none"}}}
            }
            """#,
            valid: [
                #"{"kind": "fail", "level": "error"}"#, #"{"kind": "pass", "level": "none"}"#, #"{"kind": "pass"}"#,
            ],
            invalid: [
                Failure(#"{"kind": "fail"}"#, at: "", #"missing required property "level""#),
                Failure(#"{"kind": "pass", "level": "error"}"#, at: "/level"),
            ]),
        KeywordCase(
            "then without if does nothing", #"{"then": false}"#, valid: ["1"], invalid: []),
        KeywordCase(
            "boolean schemas", #"{"properties": {"yes": true, "no": false}}"#, valid: [#"{"yes": 1}"#],
            invalid: [Failure(#"{"no": 1}"#, at: "/no", "the schema is false")]),
        KeywordCase("false root schema", "false", valid: [], invalid: [Failure("{}", at: "")]),
        KeywordCase("true root schema", "true", valid: ["{}", "null", "[1]"], invalid: []),
        KeywordCase(
            "annotations and unknown keywords are ignored",
            #"""
            {
              "$schema": "http://json-schema.org/draft-07/schema#",
              "$id": "https://x.org/s",
              "title": "t",
              "description": "d",
              "default": 1,
              "examples": [1],
              "$comment": "c",
              "x-vendor": {"type": "string"}
            }
            """#,
            valid: ["1", #""s""#], invalid: []),
    ]

    static let referenceCases: [KeywordCase] = [
        KeywordCase(
            "$ref to definitions",
            ##"{"definitions": {"level": {"enum": ["error"]}}, "items": {"$ref": "#/definitions/level"}}"##,
            valid: [#"["error"]"#], invalid: [Failure(#"["error", "fatal"]"#, at: "/1", #""fatal" is not one of"#)]),
        KeywordCase(
            "$ref to $defs", ##"{"$defs": {"n": {"type": "integer"}}, "properties": {"a": {"$ref": "#/$defs/n"}}}"##,
            valid: [#"{"a": 1}"#], invalid: [Failure(#"{"a": 1.5}"#, at: "/a")]),
        KeywordCase(
            "$ref to the root makes a recursive tree",
            ##"{"type": "object", "properties": {"children": {"type": "array", "items": {"$ref": "#"}}}}"##,
            valid: [#"{"children": [{"children": []}, {}]}"#],
            invalid: [Failure(#"{"children": [{"children": [1]}]}"#, at: "/children/0/children/0")]),
        KeywordCase(
            "$ref with ~0, ~1 and percent-encoding",
            ##"""
            {
              "definitions": {"a/b": {"type": "integer"}, "m~n": {"type": "string"}, "c d%": {"type": "null"}},
              "items": [{"$ref": "#/definitions/a~1b"}, {"$ref": "#/definitions/m~0n"}, {"$ref": "#/definitions/c%20d%25"}]
            }
            """##,
            valid: [#"[1, "s", null]"#], invalid: [Failure(#"[1, 2]"#, at: "/1"), Failure(#"[1, "s", 0]"#, at: "/2")]),
        KeywordCase(
            "$ref into an array", ##"{"items": [{"type": "null"}, {"$ref": "#/items/0"}]}"##, valid: ["[null, null]"],
            invalid: [Failure("[null, 0]", at: "/1")]),
        KeywordCase(
            "$ref by anchor",
            ##"""
            {
              "$defs": {"positive": {"$anchor": "positive", "exclusiveMinimum": 0}, "old": {"$id": "#old", "type": "string"}},
              "items": [{"$ref": "#positive"}, {"$ref": "#old"}]
            }
            """##,
            valid: [#"[1, "s"]"#], invalid: [Failure("[0]", at: "/0"), Failure("[1, 2]", at: "/1")]),
        KeywordCase(
            "$ref through the document's own absolute id",
            #"""
            {
              "$id": "https://example.com/schemas/report.json",
              "definitions": {"n": {"type": "integer"}},
              "properties": {"a": {"$ref": "https://example.com/schemas/report.json#/definitions/n"}, "b": {"$ref": "report.json#/definitions/n"}}
            }
            """#,
            valid: [#"{"a": 1, "b": 2}"#],
            invalid: [Failure(#"{"a": "1"}"#, at: "/a"), Failure(#"{"b": "2"}"#, at: "/b")]),
        KeywordCase(
            "$ref hides its siblings up to draft-07",
            ##"""
            {
              "$schema": "http://json-schema.org/draft-07/schema#",
              "definitions": {"s": {"type": "string"}},
              "properties": {"a": {"$ref": "#/definitions/s", "maxLength": 1}}
            }
            """##,
            valid: [#"{"a": "long"}"#], invalid: [Failure(#"{"a": 1}"#, at: "/a")]),
        KeywordCase(
            "$ref applies with its siblings from 2019-09",
            ##"""
            {
              "$schema": "https://json-schema.org/draft/2019-09/schema",
              "$defs": {"s": {"type": "string"}},
              "properties": {"a": {"$ref": "#/$defs/s", "maxLength": 1}}
            }
            """##,
            valid: [#"{"a": "x"}"#], invalid: [Failure(#"{"a": "long"}"#, at: "/a"), Failure(#"{"a": 1}"#, at: "/a")]),
    ]

    @Test(arguments: typeCases + valueCases + objectCases)
    func typeValueAndObjectKeywords(_ testCase: KeywordCase) throws { try check(testCase) }

    @Test(arguments: arrayCases + numberCases)
    func arrayAndNumberKeywords(_ testCase: KeywordCase) throws { try check(testCase) }

    @Test(arguments: stringCases)
    func stringKeywords(_ testCase: KeywordCase) throws { try check(testCase) }

    @Test(arguments: combinatorCases + referenceCases)
    func combinatorAndReferenceKeywords(_ testCase: KeywordCase) throws { try check(testCase) }

    private func check(_ testCase: KeywordCase) throws {
        let validator = try JSONSchemaValidator(schema: JSONSchemaValueTests.parse(testCase.schema))
        for instance in testCase.valid {
            let violations = validator.validate(try JSONSchemaValueTests.parse(instance))
            #expect(violations.isEmpty, "\(instance) should be valid: \(violations)")
        }
        for failure in testCase.invalid {
            let violations = validator.validate(try JSONSchemaValueTests.parse(failure.instance))
            #expect(!violations.isEmpty, "\(failure.instance) should be invalid")
            let atPath = violations.filter { $0.instancePath == failure.path }
            #expect(!atPath.isEmpty, "\(failure.instance): no violation at \"\(failure.path)\" in \(violations)")
            if let message = failure.message {
                #expect(
                    atPath.contains { $0.message.contains(message) },
                    "\(failure.instance): no message containing \(message) in \(atPath)")
            }
        }
    }

    /// Every assertion keyword the validator knows has a case with both a valid and an invalid instance, so a
    /// new keyword comes with a test.
    @Test func everyAssertionKeywordIsCovered() throws {
        let allCases =
            Self.typeCases + Self.valueCases + Self.objectCases + Self.arrayCases + Self.numberCases
            + Self.stringCases + Self.combinatorCases + Self.referenceCases
        let complete = allCases.filter { !$0.valid.isEmpty && !$0.invalid.isEmpty }
        for keyword in JSONSchemaCompiler.assertions.sorted() {
            #expect(
                complete.contains { $0.schema.contains("\"\(keyword)\"") },
                "no keyword case with valid and invalid instances uses \(keyword)")
        }
    }

    @Test func violationsNameThePlaceTheValueAndTheSchemaKeyword() throws {
        let schema = try JSONSchemaValueTests.parse(
            #"{"properties": {"runs": {"items": {"properties": {"level": {"enum": ["none", "error"]}}}}}}"#)
        let instance = try JSONSchemaValueTests.parse(#"{"runs": [{}, {}, {"level": "fatal"}]}"#)
        let violations = try JSONSchemaValidator(schema: schema).validate(instance)
        let violation = try #require(violations.first)
        #expect(violations.count == 1)
        #expect(violation.instancePath == "/runs/2/level")
        #expect(violation.schemaPath == "#/properties/runs/items/properties/level/enum")
        #expect(
            violation.description
                == #"/runs/2/level: "fatal" is not one of ["none","error"] [#/properties/runs/items/properties/level/enum]"#
        )

        let root = try JSONSchemaValidator(schema: ["type": "object"]).validate([1])
        #expect(root.map(\.description) == ["(root): expected object, found array [#/type]"])
    }

    @Test func violationsComeInADeterministicOrder() throws {
        let schema = try JSONSchemaValueTests.parse(#"{"additionalProperties": {"type": "string"}}"#)
        let instance = try JSONSchemaValueTests.parse(#"{"d": 4, "b": 2, "a": 1, "c": 3}"#)
        let violations = try JSONSchemaValidator(schema: schema).validate(instance)
        #expect(violations.map(\.instancePath) == ["/a", "/b", "/c", "/d"])
    }

    @Test func formatsCanBeTurnedIntoAnnotations() throws {
        var options = JSONSchemaValidator.Options()
        options.validateFormats = false
        let validator = try JSONSchemaValidator(schema: ["format": "uri"], options: options)
        #expect(validator.validate("not a uri").isEmpty)
    }
}
