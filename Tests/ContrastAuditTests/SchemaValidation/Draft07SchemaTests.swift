import Foundation
import Testing

/// A draft-07 schema shaped like our JSON report: `definitions` and `$defs`, `if`/`then`/`else`, `const` and numeric
/// `exclusiveMinimum`, loaded with `strictKeywords` as our own schemas will be.
@Suite struct Draft07SchemaTests {
    static func validator() throws -> JSONSchemaValidator {
        try JSONSchemaValidator(
            contentsOf: Fixtures.url("SchemaValidation/draft07-sample.schema.json"), options: .strict)
    }

    static let validReport = """
        {
          "version": 1,
          "generated": "2025-03-01T09:30:00+01:00",
          "findings": [
            {"rule": "text-contrast", "severity": "error", "ratio": 3.2, "fix": {"color": "#595959"}},
            {"rule": "non-text-contrast", "severity": "warning", "ratio": 2.9}
          ],
          "summary": {"errors": 1, "warnings": 1}
        }
        """

    @Test func theSampleSchemaIsDraft07() throws {
        #expect(try Self.validator().dialect == .draft7)
    }

    @Test func aValidReportHasNoViolations() throws {
        let violations = try Self.validator().validate(JSONSchemaValueTests.parse(Self.validReport))
        #expect(violations.isEmpty, "\(violations)")
    }

    struct BrokenCase: CustomTestStringConvertible, Sendable {
        var name: String
        var edit: SARIFSchemaTests.Edit
        var path: String
        var message: String
        var testDescription: String { name }

        init(_ name: String, _ pointer: String, _ json: String?, at path: String, _ message: String) {
            self.name = name
            self.edit = SARIFSchemaTests.Edit(pointer: pointer, json: json)
            self.path = path
            self.message = message
        }
    }

    @Test(arguments: [
        BrokenCase("const version", "/version", "2", at: "/version", "2 does not equal the constant 1"),
        BrokenCase(
            "exclusiveMinimum ratio", "/findings/1/ratio", "0", at: "/findings/1/ratio",
            "0 is not greater than the exclusive minimum 0"),
        BrokenCase(
            "maximum ratio", "/findings/1/ratio", "21.01", at: "/findings/1/ratio", "greater than the maximum 21"),
        BrokenCase(
            "if/then: an error needs a fix", "/findings/0/fix", nil, at: "/findings/0",
            #"missing required property "fix""#),
        BrokenCase(
            "if/else: a warning has no fix", "/findings/1/fix", ##"{"color": "#000000"}"##, at: "/findings/1/fix",
            "the schema is false"),
        BrokenCase(
            "definitions through $ref", "/findings/0/fix/color", ##""#5959""##, at: "/findings/0/fix/color",
            "does not match the pattern"),
        BrokenCase(
            "pattern on the rule id", "/findings/0/rule", #""Text_Contrast""#, at: "/findings/0/rule", "pattern"),
        BrokenCase(
            "$defs through $ref", "/summary/errors", "-1", at: "/summary/errors", "-1 is less than the minimum 0"),
        BrokenCase("integer count", "/summary/warnings", "1.5", at: "/summary/warnings", "expected integer"),
        BrokenCase(
            "propertyNames", "/summary/notes", "0", at: "/summary", #"property name "notes": "notes" is not one of"#),
        BrokenCase("enum severity", "/findings/1/severity", #""info""#, at: "/findings/1/severity", "is not one of"),
        BrokenCase("format date-time", "/generated", #""yesterday""#, at: "/generated", "is not a valid date-time"),
        BrokenCase("required findings", "/findings", nil, at: "", #"missing required property "findings""#),
        BrokenCase(
            "additionalProperties at the root", "/extra", "true", at: "/extra", #"property "extra" is not allowed"#),
    ])
    func brokenReportsFailAtTheBrokenPlace(_ testCase: BrokenCase) throws {
        let report = try SARIFSchemaTests.apply(testCase.edit, to: JSONSchemaValueTests.parse(Self.validReport))
        let violations = try Self.validator().validate(report)
        let atPath = violations.filter { $0.instancePath == testCase.path }
        #expect(!atPath.isEmpty, "no violation at \(testCase.path) in \(violations)")
        #expect(atPath.contains { $0.message.contains(testCase.message) }, "\(atPath)")
    }

    /// 2020-12 spells `definitions` as `$defs`; the same references resolve there.
    @Test func defsResolveIn202012() throws {
        let schema = try JSONSchemaValueTests.parse(
            ##"""
            {
              "$schema": "https://json-schema.org/draft/2020-12/schema",
              "$defs": {"count": {"type": "integer", "minimum": 0}},
              "type": "object",
              "additionalProperties": {"$ref": "#/$defs/count"}
            }
            """##
        )
        let validator = try JSONSchemaValidator(schema: schema)
        #expect(validator.validate(["errors": 2]).isEmpty)
        #expect(validator.validate(["errors": -2]).map(\.instancePath) == ["/errors"])
    }
}
