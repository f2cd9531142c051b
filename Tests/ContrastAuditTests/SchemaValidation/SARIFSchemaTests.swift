import Foundation
import Testing

/// The official SARIF 2.1.0 schema (draft-04) loads, a minimal log that uses every part our SARIF output needs
/// validates, and broken variants of it fail at the place that is broken.
@Suite(.enabled(if: SharedData.isAvailable, SharedData.skipNote), .tags(.slow)) struct SARIFSchemaTests {
    static func validator() throws -> JSONSchemaValidator {
        try JSONSchemaValidator(contentsOf: SharedData.url("reference/sarif-2.1.0-schema.json"))
    }

    static func minimalLog() throws -> Any {
        try Fixtures.json("SchemaValidation/minimal.sarif.json")
    }

    @Test func theOfficialSchemaLoadsAsDraft04() throws {
        #expect(try Self.validator().dialect == .draft4)
    }

    @Test func aMinimalLogIsValid() throws {
        let violations = try Self.validator().validate(Self.minimalLog())
        #expect(violations.isEmpty, "\(violations)")
    }

    /// A change to the minimal log: the JSON Pointer of a value to replace, add or remove.
    struct Edit: Sendable {
        var pointer: String
        /// The new value as JSON text, or `nil` to remove the value.
        var json: String?
    }

    struct BrokenCase: CustomTestStringConvertible, Sendable {
        var name: String
        var edits: [Edit]
        var path: String
        var message: String
        var testDescription: String { name }

        init(_ name: String, _ edits: [Edit], at path: String, _ message: String) {
            self.name = name
            self.edits = edits
            self.path = path
            self.message = message
        }
    }

    static let result = "/runs/0/results/0"
    static let region = result + "/locations/0/physicalLocation/region"

    static let brokenCases: [BrokenCase] = [
        BrokenCase(
            "missing version", [Edit(pointer: "/version", json: nil)], at: "", #"missing required property "version""#),
        BrokenCase(
            "unknown version", [Edit(pointer: "/version", json: #""2.0.0""#)], at: "/version",
            #""2.0.0" is not one of ["2.1.0"]"#),
        BrokenCase(
            "runs not an array", [Edit(pointer: "/runs", json: "{}")], at: "/runs",
            "expected array or null, found object"),
        BrokenCase(
            "level fatal", [Edit(pointer: result + "/level", json: #""fatal""#)], at: result + "/level",
            #""fatal" is not one of ["none","note","warning","error"]"#),
        BrokenCase(
            "startLine 0", [Edit(pointer: region + "/startLine", json: "0")], at: region + "/startLine",
            "0 is less than the minimum 1"),
        BrokenCase(
            "message without text or id", [Edit(pointer: result + "/message/text", json: nil)], at: result + "/message",
            #"matches none of the anyOf branches: #0 missing required property "text"; #1 missing required property "id""#
        ),
        BrokenCase(
            "fix without artifactChanges", [Edit(pointer: result + "/fixes/0/artifactChanges", json: nil)],
            at: result + "/fixes/0", #"missing required property "artifactChanges""#),
        BrokenCase(
            "replacement without deletedRegion",
            [Edit(pointer: result + "/fixes/0/artifactChanges/0/replacements/0/deletedRegion", json: nil)],
            at: result + "/fixes/0/artifactChanges/0/replacements/0", #"missing required property "deletedRegion""#),
        BrokenCase(
            "unknown top-level property", [Edit(pointer: "/extra", json: "1")], at: "/extra",
            #"property "extra" is not allowed"#),
        BrokenCase(
            "artifact uri with a space",
            [
                Edit(
                    pointer: result + "/locations/0/physicalLocation/artifactLocation/uri",
                    json: #""Themes/Light Theme.json""#)
            ],
            at: result + "/locations/0/physicalLocation/artifactLocation/uri", "is not a valid uri-reference"),
        BrokenCase(
            "relative helpUri", [Edit(pointer: "/runs/0/tool/driver/rules/0/helpUri", json: #""docs/contrast.html""#)],
            at: "/runs/0/tool/driver/rules/0/helpUri", "is not a valid uri"),
        BrokenCase(
            "partial fingerprint that is not a string",
            [Edit(pointer: result + "/partialFingerprints/contrastAudit~1v1", json: "1")],
            at: result + "/partialFingerprints/contrastAudit~1v1", "expected string, found integer 1"),
        BrokenCase(
            "invocation time that is not a date-time",
            [
                Edit(
                    pointer: "/runs/0/invocations",
                    json: #"[{"executionSuccessful": true, "startTimeUtc": "2024-06-31T10:00:00Z"}]"#)
            ],
            at: "/runs/0/invocations/0/startTimeUtc", "day 31 is out of range for month 6"),
        BrokenCase(
            "duplicate rules",
            [
                Edit(
                    pointer: "/runs/0/tool/driver/rules/1",
                    json:
                        #"""
                        {
                          "id": "text-contrast",
                          "helpUri": "https://www.w3.org/WAI/WCAG22/Understanding/contrast-minimum.html",
                          "shortDescription": {"text": "Text must contrast with its background."}
                        }
                        """#
                )
            ],
            at: "/runs/0/tool/driver/rules/1", "item 1 equals item 0"),
        BrokenCase(
            "region with neither startLine nor an offset", [Edit(pointer: region + "/startLine", json: nil)],
            at: region, "matches none of the anyOf branches"),
        BrokenCase(
            "driver without name", [Edit(pointer: "/runs/0/tool/driver/name", json: nil)], at: "/runs/0/tool/driver",
            #"missing required property "name""#),
    ]

    @Test(arguments: brokenCases)
    func brokenLogsFailAtTheBrokenPlace(_ testCase: BrokenCase) throws {
        var log = try Self.minimalLog()
        for edit in testCase.edits {
            log = try Self.apply(edit, to: log)
        }
        let violations = try Self.validator().validate(log)
        let atPath = violations.filter { $0.instancePath == testCase.path }
        #expect(!atPath.isEmpty, "no violation at \(testCase.path) in \(violations)")
        #expect(atPath.contains { $0.message.contains(testCase.message) }, "\(atPath)")
    }

    // MARK: - Editing by JSON Pointer

    struct EditError: Error, CustomStringConvertible {
        var description: String
    }

    /// `value` with the value at `edit.pointer` replaced, added (the last token may be new, or the index after an
    /// array's last element), or removed.
    static func apply(_ edit: Edit, to value: Any) throws -> Any {
        guard let tokens = JSONPointer.tokens(edit.pointer), !tokens.isEmpty else {
            throw EditError(description: "\(edit.pointer) is not a pointer to a member")
        }
        let replacement = try edit.json.map { try JSONSchemaValueTests.parse($0) }
        return try apply(replacement, at: tokens[...], in: value, pointer: edit.pointer)
    }

    private static func apply(
        _ replacement: Any?, at tokens: ArraySlice<String>, in value: Any, pointer: String
    ) throws
        -> Any
    {
        let token = tokens.first!
        let rest = tokens.dropFirst()
        if var object = value as? [String: Any] {
            if rest.isEmpty {
                object[token] = replacement
            } else {
                guard let member = object[token] else { throw EditError(description: "\(pointer): no member \(token)") }
                object[token] = try apply(replacement, at: rest, in: member, pointer: pointer)
            }
            return object
        }
        if var array = value as? [Any], let index = Int(token), (0...array.count).contains(index) {
            if rest.isEmpty {
                if let replacement {
                    if index == array.count { array.append(replacement) } else { array[index] = replacement }
                } else {
                    guard index < array.count else { throw EditError(description: "\(pointer): no element \(index)") }
                    array.remove(at: index)
                }
            } else {
                guard index < array.count else { throw EditError(description: "\(pointer): no element \(index)") }
                array[index] = try apply(replacement, at: rest, in: array[index], pointer: pointer)
            }
            return array
        }
        throw EditError(description: "\(pointer): cannot descend into \(type(of: value)) at \(token)")
    }

    @Test func editsChangeOnlyThePointedValue() throws {
        let original = try JSONSchemaValueTests.parse(#"{"a": [1, {"b/c": 2}], "d": 3}"#)
        let edited = try Self.apply(Edit(pointer: "/a/1/b~1c", json: "[true]"), to: original)
        let appended = try Self.apply(Edit(pointer: "/a/2", json: "null"), to: edited)
        let removed = try Self.apply(Edit(pointer: "/d", json: nil), to: appended)
        let expected = try JSONSchemaValueTests.parse(#"{"a": [1, {"b/c": [true]}, null]}"#)
        #expect(try JSONSchemaValue(foundation: removed) == JSONSchemaValue(foundation: expected))
        #expect(throws: EditError.self) { try Self.apply(Edit(pointer: "/x/y", json: "1"), to: original) }
    }
}
