import Foundation
import Testing

@testable import ContrastAudit
@testable import audit

/// Malformed design-token inputs: each is reported at its file, line and column with a message naming the
/// value and what was expected, `audit check` exits 2, and nothing crashes.
@Suite struct DesignTokenErrorTests {
    struct ErrorCase: CustomTestStringConvertible, Sendable {
        var name: String
        var files: [String: String]
        /// The path given to `audit check`.
        var input: String
        var file: String
        var line: Int
        var column: Int
        var message: String
        var testDescription: String { name }
    }

    /// A DTCG file `t.tokens.json` with one color token `c` whose `$value` is `value`.
    static func dtcg(_ name: String, value: String, line: Int = 1, column: Int, _ message: String) -> ErrorCase {
        ErrorCase(
            name: name, files: ["t.tokens.json": ##"{"c": {"$type": "color", "$value": \##(value)}}"##],
            input: "t.tokens.json",
            file: "t.tokens.json", line: line, column: column, message: message)
    }

    /// A Tokens Studio folder `ts` with `$themes.json` and the given sets.
    static func studio(
        _ name: String, themes: String, sets: [String: String], file: String, line: Int, column: Int, _ message: String
    ) -> ErrorCase {
        var files = ["ts/$themes.json": themes]
        for (set, contents) in sets { files["ts/\(set).json"] = contents }
        return ErrorCase(
            name: name, files: files, input: "ts", file: file, line: line, column: column, message: message)
    }

    static let lightDark =
        ##"[{"name": "Light", "selectedTokenSets": {"light": "enabled"}}, {"name": "Dark", "selectedTokenSets": {"dark": "enabled"}}]"##

    static let cases: [ErrorCase] = [
        ErrorCase(
            name: "truncated JSON", files: ["t.tokens.json": "{\n  \"c\": {\"$type\": \"color\", \"$value\": \"#fff\""],
            input: "t.tokens.json", file: "t.tokens.json", line: 2, column: 43,
            message: ##"unexpected end of file: expected "}" to close the object opened at 2:8"##),
        dtcg(
            "unknown colorSpace", value: ##"{"colorSpace": "srgbb", "components": [1, 0, 0]}"##, column: 51,
            ##"unknown colorSpace "srgbb" in token "c"; expected one of srgb, srgb-linear, hsl, hwb, lab, lch, oklab, oklch, display-p3, a98-rgb, prophoto-rgb, rec2020, xyz-d65, xyz-d50; did you mean "srgb"?"##
        ),
        dtcg(
            "two components", value: ##"{"colorSpace": "srgb", "components": [1, 0]}"##, column: 73,
            ##"the srgb color of token "c" has 2 components; expected 3 (red, green, blue)"##),
        dtcg(
            "component not a number", value: ##"{"colorSpace": "hsl", "components": [120, "50%", 40]}"##, column: 78,
            ##"saturation of the hsl color of token "c" must be a number or "none", found a string"##),
        dtcg(
            "hsl saturation out of range", value: ##"{"colorSpace": "hsl", "components": [120, 150, 40]}"##, column: 78,
            ##"saturation 150 of the hsl color of token "c" is out of range; expected 0...100"##),
        dtcg(
            "alpha out of range", value: ##"{"colorSpace": "srgb", "components": [1, 0, 0], "alpha": 1.5}"##,
            column: 93,
            ##""alpha" 1.5 of the color of token "c" is out of range; expected 0...1"##),
        dtcg(
            "misspelled key", value: ##"{"colorSpace": "srgb", "component": [1, 0, 0]}"##, column: 59,
            ##"unknown key "component" in the color of token "c"; expected "colorSpace", "components", "alpha" or "hex"; did you mean "components"?"##
        ),
        dtcg(
            "hex fallback with alpha", value: ##"{"colorSpace": "srgb", "hex": "#ff000080"}"##, column: 66,
            ##""hex" "#ff000080" of the color of token "c" is not a 6-digit hex color; expected "#RRGGBB" (alpha goes in "alpha")"##
        ),
        dtcg(
            "invalid color string", value: ##""#12345""##, column: 36,
            ##"color token "c" has invalid color "#12345": expected 3, 4, 6 or 8 hex digits, found 5"##),
        dtcg(
            "number value", value: "12", column: 36,
            ##"color token "c" has a number value; expected a color object like {"colorSpace": "srgb", "components": [1, 0, 0]}, a color string like "#RRGGBB" or an alias like "{group.token}""##
        ),
        ErrorCase(
            name: "value and children",
            files: [
                "t.tokens.json":
                    "{\n  \"c\": {\n    \"$type\": \"color\",\n    \"$value\": \"#fff\",\n    \"dark\": {\"$value\": \"#000\"}\n  }\n}"
            ],
            input: "t.tokens.json", file: "t.tokens.json", line: 5, column: 5,
            message:
                ##"token "c" has both "$value" and a child "dark"; a token cannot contain tokens, so move the child into a group"##
        ),
        ErrorCase(
            name: "name with a dot", files: ["t.tokens.json": ##"{"$type": "color", "a.b": {"$value": "#fff"}}"##],
            input: "t.tokens.json", file: "t.tokens.json", line: 1, column: 20,
            message:
                ##"token or group name "a.b" in the top level contains ".", which separates the names in an alias path"##
        ),
        ErrorCase(
            name: "type not a string", files: ["t.tokens.json": ##"{"g": {"$type": 3, "c": {"$value": "#fff"}}}"##],
            input: "t.tokens.json", file: "t.tokens.json", line: 1, column: 17,
            message: ##""$type" of group "g" must be a string like "color", found a number"##),
        dtcg(
            "$ref to nothing", value: ##"{"$ref": "#/colors/blu/$value"}"##, column: 36,
            ##""$ref" "#/colors/blu/$value" points at nothing: the top level has no member "colors""##),
        ErrorCase(
            name: "$ref with a misspelled name",
            files: [
                "t.tokens.json":
                    ##"{"$type": "color", "blue": {"$value": "#00f"}, "link": {"$value": {"$ref": "#/blu/$value"}}}"##
            ],
            input: "t.tokens.json", file: "t.tokens.json", line: 1, column: 67,
            message:
                ##""$ref" "#/blu/$value" points at nothing: the top level has no member "blu"; did you mean "blue"?"##),
        dtcg(
            "$ref to another file", value: ##"{"$ref": "base.json#/blue/$value"}"##, column: 36,
            ##""$ref" "base.json#/blue/$value" points into another document; only pointers into the same file like "#/group/token/$value" are supported"##
        ),
        ErrorCase(
            name: "$ref to a group",
            files: [
                "t.tokens.json":
                    ##"{"$type": "color", "g": {"blue": {"$value": "#00f"}}, "link": {"$value": {"$ref": "#/g"}}}"##
            ],
            input: "t.tokens.json", file: "t.tokens.json", line: 1, column: 74,
            message:
                ##""$ref" "#/g" of color token "link" points at an object, not at a token; expected a pointer to a token's value like "#/group/token/$value""##
        ),
        ErrorCase(
            name: "alias to nothing",
            files: ["t.tokens.json": ##"{"$type": "color", "blue": {"$value": "#00f"}, "link": {"$value": "{blu}"}}"##],
            input: "t.tokens.json", file: "t.tokens.json", line: 1, column: 67,
            message: ##"token "link" refers to unknown token "blu"; did you mean "blue"?"##),
        ErrorCase(
            name: "alias to a dimension",
            files: [
                "t.tokens.json":
                    ##"{"space": {"$type": "dimension", "$value": "4px"}, "c": {"$type": "color", "$value": "{space}"}}"##
            ],
            input: "t.tokens.json", file: "t.tokens.json", line: 1, column: 86,
            message: ##"color token "c" refers to "space", a token of type "dimension"; expected a color token"##),
        ErrorCase(
            name: "alias cycle",
            files: ["t.tokens.json": ##"{"$type": "color", "a": {"$value": "{b}"}, "b": {"$value": "{a}"}}"##],
            input: "t.tokens.json", file: "t.tokens.json", line: 1, column: 20, message: "reference cycle: a -> b -> a"),
        ErrorCase(
            name: "extends an unknown group",
            files: [
                "t.tokens.json":
                    ##"{"$type": "color", "button": {"bg": {"$value": "#00f"}}, "danger": {"$extends": "{buton}"}}"##
            ],
            input: "t.tokens.json", file: "t.tokens.json", line: 1, column: 81,
            message: #"group "danger" extends unknown group "{buton}"; did you mean "button"?"#),
        studio(
            "themes naming a missing set",
            themes: ##"[{"name": "Light", "selectedTokenSets": {"light": "enabled", "semantics": "enabled"}}]"##,
            sets: ["light": ##"{"c": {"value": "#fff", "type": "color"}}"##, "semantic": "{}"],
            file: "ts/$themes.json", line: 1, column: 62,
            ##"theme "Light" selects token set "semantics", which does not exist (expected ts/semantics.json); did you mean "semantic"?"##
        ),
        studio(
            "unknown set status",
            themes: ##"[{"name": "Light", "selectedTokenSets": {"light": "enabeld"}}]"##,
            sets: ["light": ##"{"c": {"value": "#fff", "type": "color"}}"##], file: "ts/$themes.json", line: 1,
            column: 51,
            ##"unknown status "enabeld" of token set "light" in theme "Light"; expected "enabled", "source" or "disabled"; did you mean "enabled"?"##
        ),
        studio(
            "themes not an array", themes: ##"{"name": "Light"}"##, sets: [:], file: "ts/$themes.json", line: 1,
            column: 1,
            ##"$themes.json must be an array, found an object"##),
        studio(
            "truncated set file", themes: lightDark,
            sets: ["light": ##"{"c": {"value": "#fff", "type": "color"}}"##, "dark": "{\"c\": {\"value\": \"#000\""],
            file: "ts/dark.json", line: 1, column: 23,
            ##"unexpected end of file: expected "}" to close the object opened at 1:7"##),
        studio(
            "invalid hsla in a legacy set", themes: lightDark,
            sets: [
                "light": ##"{"c": {"value": "hsla(200, 41%, 36%, 2)", "type": "color"}}"##,
                "dark": ##"{"c": {"value": "#000", "type": "color"}}"##,
            ],
            file: "ts/light.json", line: 1, column: 17,
            ##"color token "c" has invalid color "hsla(200, 41%, 36%, 2)": hsla() alpha 2 is out of range; expected 0...1 or 0%...100%"##
        ),
        ErrorCase(
            name: "figma mode value that is not a color",
            files: [
                "f.json": """
                {"@c": {"$extensions": {"com.figma.sds": {"modes": ["light", "dark"]}},
                  "bg": {"$type": "color", "$value": "#fff", "$extensions": {"com.figma.sds": {"modes": {"light": "#fff", "dark": true}}}}}}
                """
            ],
            input: "f.json", file: "f.json", line: 2, column: 115,
            message:
                ##"color token "@c.bg" has a boolean value; expected a color object like {"colorSpace": "srgb", "components": [1, 0, 0]}, a color string like "#RRGGBB" or an alias like "{group.token}""##
        ),
    ]

    @Test(arguments: cases)
    func malformedInput(_ testCase: ErrorCase) throws {
        let outcome = try auditTokenFiles(testCase.files, arguments: [testCase.input])
        #expect(outcome.exitCode == .invalidInput)
        #expect(outcome.stdout.isEmpty)
        let expected = "\(testCase.file):\(testCase.line):\(testCase.column): error: \(testCase.message)"
        let lines = outcome.stderr.split(separator: "\n").map(String.init)
        #expect(lines.contains(expected), "stderr was:\n\(outcome.stderr)")
    }
}
