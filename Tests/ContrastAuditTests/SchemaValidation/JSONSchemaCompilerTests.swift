import Foundation
import Testing

/// Schemas the validator refuses in `init`, so that a malformed or unsupported schema never passes silently.
@Suite struct JSONSchemaCompilerTests {
    struct MalformedCase: CustomTestStringConvertible, Sendable {
        var name: String
        var schema: String
        var expected: JSONSchemaError
        var testDescription: String { name }

        init(_ name: String, _ schema: String, _ expected: JSONSchemaError) {
            self.name = name
            self.schema = schema
            self.expected = expected
        }
    }

    static let malformedCases: [MalformedCase] = [
        MalformedCase(
            "misspelled type name", #"{"properties": {"a": {"type": "strnig"}}}"#,
            .invalidKeyword(
                location: "#/properties/a/type", reason: #""strnig" is not a type name; did you mean "string"?"#)),
        MalformedCase(
            "type of the wrong kind", #"{"type": 3}"#,
            .invalidKeyword(location: "#/type", reason: "expected a type name or an array of them, found integer 3")),
        MalformedCase(
            "subschema that is not a schema", #"{"properties": {"a": 3}}"#,
            .notASchema(location: "#/properties/a", found: "integer 3")),
        MalformedCase(
            "properties that is not an object", #"{"properties": []}"#,
            .invalidKeyword(location: "#/properties", reason: "expected an object of schemas, found array []")),
        MalformedCase(
            "negative minLength", #"{"minLength": -1}"#,
            .invalidKeyword(location: "#/minLength", reason: "expected a non-negative integer, found integer -1")),
        MalformedCase(
            "fractional maxItems", #"{"maxItems": 1.5}"#,
            .invalidKeyword(location: "#/maxItems", reason: "expected a non-negative integer, found number 1.5")),
        MalformedCase(
            "zero multipleOf", #"{"multipleOf": 0}"#,
            .invalidKeyword(location: "#/multipleOf", reason: "expected a number greater than 0")),
        MalformedCase(
            "string minimum", #"{"minimum": "1"}"#,
            .invalidKeyword(location: "#/minimum", reason: #"expected a number, found string "1""#)),
        MalformedCase(
            "invalid pattern", #"{"pattern": "(unclosed"}"#,
            .invalidKeyword(location: "#/pattern", reason: #""(unclosed" is not a valid regular expression"#)),
        MalformedCase(
            "invalid patternProperties key", #"{"patternProperties": {"[": {}}}"#,
            .invalidKeyword(location: "#/patternProperties/[", reason: #""[" is not a valid regular expression"#)),
        MalformedCase(
            "required with a number", #"{"required": ["a", 1]}"#,
            .invalidKeyword(location: "#/required", reason: "expected an array of strings, found integer 1 in it")),
        MalformedCase(
            "empty anyOf", #"{"anyOf": []}"#,
            .invalidKeyword(location: "#/anyOf", reason: "expected a non-empty array of schemas, found array []")),
        MalformedCase(
            "boolean exclusiveMinimum without minimum", #"{"exclusiveMinimum": true}"#,
            .invalidKeyword(
                location: "#/exclusiveMinimum", reason: "a boolean exclusiveMinimum needs minimum next to it (draft-04)"
            )),
        MalformedCase(
            "items array in 2020-12", #"{"$schema": "https://json-schema.org/draft/2020-12/schema", "items": [{}]}"#,
            .invalidKeyword(
                location: "#/items", reason: "items must be a schema in 2020-12 (use prefixItems for an array)")),
        MalformedCase(
            "uniqueItems that is not a boolean", #"{"uniqueItems": 1}"#,
            .invalidKeyword(location: "#/uniqueItems", reason: "expected a boolean")),
        MalformedCase(
            "$ref that is not a string", #"{"$ref": 1}"#,
            .invalidKeyword(location: "#/$ref", reason: "expected a string")),
        MalformedCase(
            "malformed then without if", #"{"then": 1}"#, .notASchema(location: "#/then", found: "integer 1")),
        MalformedCase(
            "malformed definition nobody references", #"{"definitions": {"unused": {"enum": 1}}}"#,
            .invalidKeyword(location: "#/definitions/unused/enum", reason: "expected an array of values")),
        MalformedCase(
            "unknown dialect", #"{"$schema": "http://json-schema.org/draft-03/schema#"}"#,
            .unsupportedDialect("http://json-schema.org/draft-03/schema#")),
        MalformedCase(
            "$ref to another document", #"{"items": {"$ref": "common.json#/definitions/a"}}"#,
            .unsupportedReference(location: "#/items/$ref", reference: "common.json#/definitions/a")),
        MalformedCase(
            "$ref to another absolute document",
            #"{"$id": "https://example.com/a.json", "items": {"$ref": "https://example.com/b.json"}}"#,
            .unsupportedReference(location: "#/items/$ref", reference: "https://example.com/b.json")),
        MalformedCase(
            "$ref to a missing definition", ##"{"definitions": {}, "items": {"$ref": "#/definitions/run"}}"##,
            .unresolvableReference(location: "#/items/$ref", reference: "#/definitions/run")),
        MalformedCase(
            "$ref to a missing anchor", ##"{"items": {"$ref": "#nowhere"}}"##,
            .unresolvableReference(location: "#/items/$ref", reference: "#nowhere")),
        MalformedCase(
            "$ref with a bad pointer escape", ##"{"definitions": {"a": {}}, "items": {"$ref": "#/definitions/a~2"}}"##,
            .unsupportedReference(location: "#/items/$ref", reference: "#/definitions/a~2")),
        MalformedCase(
            "$ref to something that is not a schema",
            ##"{"definitions": {"a": {}}, "items": {"$ref": "#/required"}, "required": ["x"]}"##,
            .notASchema(location: "#/required", found: #"array ["x"]"#)),
        MalformedCase(
            "embedded resource", #"{"definitions": {"a": {"$id": "https://example.com/other.json"}}}"#,
            .embeddedResource(location: "#/definitions/a", id: "https://example.com/other.json")),
    ]

    @Test(arguments: malformedCases)
    func malformedSchemasAreRejected(_ testCase: MalformedCase) throws {
        let schema = try JSONSchemaValueTests.parse(testCase.schema)
        #expect(throws: testCase.expected) { try JSONSchemaValidator(schema: schema) }
    }

    @Test func errorMessagesNameTheLocationAndTheValue() {
        let error = JSONSchemaError.invalidKeyword(location: "#/properties/a/minLength", reason: "expected a number")
        #expect(error.localizedDescription == "schema #/properties/a/minLength: expected a number")
        let reference = JSONSchemaError.unsupportedReference(location: "#/items/$ref", reference: "a.json")
        #expect(
            reference.localizedDescription
                == #"schema #/items/$ref: $ref "a.json" points outside this document, which the validator does not support"#
        )
    }

    @Test func schemasThatAreNotJSONAreRejected() {
        #expect(throws: JSONSchemaError.notJSON(location: "#/properties/a", found: "Date")) {
            try JSONSchemaValidator(schema: ["properties": ["a": Date()]])
        }
    }

    @Test(arguments: [
        ("http://json-schema.org/draft-04/schema#", JSONSchemaDialect.draft4),
        ("http://json-schema.org/draft-06/schema", .draft6), ("https://json-schema.org/draft-07/schema#", .draft7),
        ("https://json-schema.org/draft/2019-09/schema", .draft201909),
        ("https://json-schema.org/draft/2020-12/schema", .draft202012),
    ])
    func dialectsAreReadFromSchema(_ uri: String, _ dialect: JSONSchemaDialect) throws {
        #expect(try JSONSchemaValidator(schema: ["$schema": uri]).dialect == dialect)
    }

    @Test func schemasWithoutSchemaAreDraft07() throws {
        #expect(try JSONSchemaValidator(schema: [String: Any]()).dialect == .draft7)
    }

    // MARK: - strictKeywords

    @Test func strictKeywordsReportTyposWithASuggestion() throws {
        let schema = try JSONSchemaValueTests.parse(
            #"{"properties": {"a": {"type": "string", "maxLenght": 3}}, "requird": ["a"], "x-custom": 1}"#)
        // Without the option, unknown keywords are ignored, as the spec says.
        let lenient = try JSONSchemaValidator(schema: schema)
        #expect(lenient.validate(["a": "long"]).isEmpty)
        #expect(
            throws: JSONSchemaError.unknownKeywords([
                #"#/properties/a/maxLenght: unknown keyword; did you mean "maxLength"?"#,
                #"#/requird: unknown keyword; did you mean "required"?"#,
                "#/x-custom: unknown keyword",
            ])
        ) {
            try JSONSchemaValidator(schema: schema, options: .strict)
        }
    }

    @Test func strictKeywordsReportKeywordsThatARefHides() throws {
        let schema = try JSONSchemaValueTests.parse(
            ##"""
            {
              "definitions": {"s": {"type": "string"}},
              "properties": {"a": {"$ref": "#/definitions/s", "description": "fine", "maxLength": 3}}
            }
            """##
        )
        #expect(throws: JSONSchemaError.unknownKeywords(["#/properties/a/maxLength: ignored next to $ref in draft-07"]))
        {
            try JSONSchemaValidator(schema: schema, options: .strict)
        }
    }

    @Test(.enabled(if: SharedData.isAvailable, SharedData.skipNote)) func theSARIFSchemaUsesOnlyKnownKeywords() throws {
        let validator = try JSONSchemaValidator(
            contentsOf: SharedData.url("reference/sarif-2.1.0-schema.json"), options: .strict)
        #expect(validator.dialect == .draft4)
    }

    // MARK: - Evaluation limits

    @Test(arguments: [
        ##"{"$ref": "#"}"##,
        ##"""
        {
          "definitions": {"a": {"$ref": "#/definitions/b"}, "b": {"allOf": [{"$ref": "#/definitions/a"}]}},
          "$ref": "#/definitions/a"
        }
        """##,
    ])
    func referenceLoopsThatNeverDescendAreViolationsNotHangs(_ schemaText: String) throws {
        let validator = try JSONSchemaValidator(schema: JSONSchemaValueTests.parse(schemaText))
        let violations = validator.validate(["a": 1])
        #expect(violations.count == 1)
        #expect(violations.first?.message.contains("loops back to itself") == true)
    }

    @Test func deeplyNestedInstancesStopAtTheDepthLimit() throws {
        let validator = try JSONSchemaValidator(schema: ["items": ["$ref": "#"]])
        var shallow: Any = [Any]()
        for _ in 0..<100 { shallow = [shallow] }
        #expect(validator.validate(shallow).isEmpty)

        var deep: Any = [Any]()
        for _ in 0..<(JSONSchemaValidator.maximumDepth * 2) { deep = [deep] }
        let violations = validator.validate(deep)
        #expect(violations.count == 1)
        #expect(violations.first?.message == "schemas nest deeper than \(JSONSchemaValidator.maximumDepth) levels")
    }

    @Test func instancesThatAreNotJSONAreViolations() throws {
        let validator = try JSONSchemaValidator(schema: true)
        let violations = validator.validate(["when": [Date(timeIntervalSince1970: 0)]])
        #expect(violations.map(\.description) == ["/when/0: Date is not a JSON value [#]"])
    }
}
