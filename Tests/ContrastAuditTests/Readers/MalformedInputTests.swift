import Foundation
import Testing

@testable import ContrastAudit
@testable import audit

/// Malformed asset catalogs and Android resources, run through `audit check`: each must exit 2 with one
/// error at the exact file, line and column, and never crash.
@Suite struct MalformedInputTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let name: String
        let files: [String: String]
        /// The arguments after `check`; by default the top-level entries of `files`.
        var arguments: [String] = []
        /// The start of the error line: `path:line:column: error: message…`.
        let error: String
        var testDescription: String { name }
    }

    static let colorSet = "T.xcassets/A.colorset/Contents.json"
    static let values = "res/values/colors.xml"

    /// A color set with one universal entry whose color object is `color`, written on line 2.
    static func set(_ color: String) -> [String: String] {
        [colorSet: "{\"colors\": [{\"idiom\": \"universal\",\n  \"color\": \(color)}]}\n"]
    }

    /// An sRGB color set whose components object is `components`, written on line 2 from column 50 (59 for the
    /// 13-letter gray spaces).
    static func components(_ components: String, space: String = "srgb") -> [String: String] {
        set("{\"color-space\": \"\(space)\", \"components\": \(components)}")
    }

    /// A values file with one color on line 2, its value starting at column 21.
    static func xml(_ value: String, name: String = "a") -> [String: String] {
        [values: "<resources>\n    <color name=\"\(name)\">\(value)</color>\n</resources>\n"]
    }

    static let syntax =
        "expected a number 0...1 like \"0.500\", a hex byte like \"0xC8\" or a byte 0...255 like \"200\""

    static let cases: [Case] = [
        // Asset catalogs.
        .init(
            name: "truncated Contents.json",
            files: [colorSet: "{\n  \"colors\" : [\n    { \"idiom\" : \"universal\""],
            error: "\(colorSet):3:28: error: unexpected end of file: expected \"}\" to close the object opened at 3:5"),
        .init(
            name: "gray color with three components",
            files: components(#"{"red": "0.1", "green": "0.1", "blue": "0.1", "alpha": "1"}"#, space: "gray-gamma-22"),
            error: "\(colorSet):2:60: error: unknown key \"red\" in the components of a gray-gamma-22 color; "
                + "expected \"white\" or \"alpha\""),
        .init(
            name: "gray color without white",
            files: components(#"{"alpha": "1.000"}"#, space: "extended-gray"),
            error: "\(colorSet):2:59: error: the components of color set \"A\" (any slot) have no \"white\"; "
                + "a extended-gray color needs white, alpha"),
        .init(
            name: "hex component 0xZZ",
            files: components(#"{"red": "0xZZ", "green": "0x00", "blue": "0x00", "alpha": "1.000"}"#),
            error: "\(colorSet):2:58: error: invalid red component \"0xZZ\" in color set \"A\"; \(syntax)"),
        .init(
            name: "missing blue",
            files: components(#"{"red": "0.1", "green": "0.1", "alpha": "1.000"}"#),
            error: "\(colorSet):2:50: error: the components of color set \"A\" (any slot) have no \"blue\"; "
                + "a srgb color needs red, green, blue, alpha"),
        .init(
            name: "unknown color space",
            files: components(#"{"red": "0.1", "green": "0.1", "blue": "0.1"}"#, space: "cmyk"),
            error: "\(colorSet):2:28: error: unknown color space \"cmyk\" in color set \"A\"; expected \"srgb\", "
                + "\"display-p3\", \"extended-srgb\", \"extended-linear-srgb\", \"gray-gamma-22\" or \"extended-gray\""),
        .init(
            name: "non-numeric component",
            files: components(#"{"red": "0.1", "green": "abc", "blue": "0.1"}"#),
            error: "\(colorSet):2:74: error: invalid green component \"abc\" in color set \"A\"; \(syntax)"),
        .init(
            name: "component nan",
            files: components(#"{"red": "nan", "green": "0", "blue": "0"}"#),
            error: "\(colorSet):2:58: error: invalid red component \"nan\" in color set \"A\"; \(syntax)"),
        .init(
            name: "byte above 255",
            files: components(#"{"red": "256", "green": "0", "blue": "0"}"#),
            error: "\(colorSet):2:58: error: red component \"256\" in color set \"A\" is above 255; \(syntax)"),
        .init(
            name: "hex byte above 0xFF",
            files: components(#"{"red": "0x1FF", "green": "0", "blue": "0"}"#),
            error: "\(colorSet):2:58: error: red component \"0x1FF\" in color set \"A\" is above 255; \(syntax)"),
        .init(
            name: "float above 1 in srgb",
            files: components(#"{"red": "1.5", "green": "0", "blue": "0"}"#),
            error: "\(colorSet):2:58: error: red component 1.5 in color set \"A\" is outside 0...1 for color space "
                + "srgb; use an extended color space for values outside 0...1"),
        .init(
            name: "JSON number above 255 in srgb",
            files: components(#"{"red": 300, "green": 0, "blue": 0}"#),
            error: "\(colorSet):2:58: error: red component 300 in color set \"A\" is outside 0...1 for color space srgb"
        ),
        .init(
            name: "alpha above 1",
            files: components(#"{"red": "0", "green": "0", "blue": "0", "alpha": "2.0"}"#),
            error: "\(colorSet):2:99: error: alpha 2 in color set \"A\" is outside 0...1"),
        .init(
            name: "component is a boolean",
            files: components(#"{"red": true, "green": "0", "blue": "0"}"#),
            error: "\(colorSet):2:58: error: the red component of color set \"A\" must be a string or a number, "
                + "found a boolean"),
        .init(
            name: "color without color-space or reference",
            files: set(#"{"components": {"red": "0", "green": "0", "blue": "0"}}"#),
            error: "\(colorSet):2:12: error: the color of color set \"A\" (any slot) has no \"color-space\"; expected "
                + "one of \"srgb\", \"display-p3\", \"extended-srgb\", \"extended-linear-srgb\", \"gray-gamma-22\" or "
                + "\"extended-gray\" with \"components\", or a system color \"reference\""),
        .init(
            name: "colors is an object",
            files: [colorSet: "{\n  \"colors\": {\"idiom\": \"universal\"}\n}\n"],
            error: "\(colorSet):2:13: error: \"colors\" of color set \"A\" must be an array, found an object"),
        .init(
            name: "entry is a string",
            files: [colorSet: "{\n  \"colors\": [\"red\"]\n}\n"],
            error:
                "\(colorSet):2:14: error: each entry of \"colors\" in color set \"A\" must be an object, found a string"
        ),
        .init(
            name: "appearance without value",
            files: [
                colorSet:
                    "{\"colors\": [\n  {\"idiom\": \"universal\", \"appearances\": [{\"appearance\": \"luminosity\"}]}]}"
            ],
            error: "\(colorSet):2:42: error: an appearance in color set \"A\" needs \"appearance\" and \"value\", like "
                + "{\"appearance\": \"luminosity\", \"value\": \"dark\"}"),
        .init(
            name: "unknown display gamut",
            files: [colorSet: "{\"colors\": [\n  {\"idiom\": \"universal\", \"display-gamut\": \"P4\"}]}"],
            error: "\(colorSet):2:43: error: unknown display gamut \"P4\" in color set \"A\"; expected \"sRGB\" or "
                + "\"display-P3\""),
        .init(
            name: "Contents.json is an array",
            files: [colorSet: "[]\n"],
            error: "\(colorSet):1:1: error: a color set's Contents.json must be an object, found an array"),
        .init(
            name: "provides-namespace is a string",
            files: [
                "T.xcassets/G/Contents.json": "{\"properties\": {\"provides-namespace\": \"yes\"}}",
                "T.xcassets/G/A.colorset/Contents.json": "{\"colors\": []}",
            ],
            error:
                "T.xcassets/G/Contents.json:1:39: error: \"provides-namespace\" must be true or false, found a string"),
        .init(
            name: "truncated group Contents.json",
            files: [
                "T.xcassets/G/Contents.json": "{\"properties\": ",
                "T.xcassets/G/A.colorset/Contents.json": "{\"colors\": []}",
            ],
            error: "T.xcassets/G/Contents.json:1:16: error: unexpected end of file"),
        // Android resources.
        .init(
            name: "five hex digits", files: xml("#12345"),
            error: "\(values):2:21: error: invalid color \"#12345\" for \"a\": expected #RGB, #ARGB, #RRGGBB or "
                + "#AARRGGBB (alpha first), found 5 hex digits"),
        .init(
            name: "seven hex digits", files: xml("#1234567"),
            error: "\(values):2:21: error: invalid color \"#1234567\" for \"a\": expected #RGB, #ARGB, #RRGGBB or "
                + "#AARRGGBB (alpha first), found 7 hex digits"),
        .init(
            name: "not a hex digit, on its own line",
            files: [values: "<resources>\n  <color name=\"a\">\n    #GG0000\n  </color>\n</resources>\n"],
            error:
                "\(values):3:5: error: invalid color \"#GG0000\" for \"a\": \"G\" is not a hex digit; expected #RGB, "
                + "#ARGB, #RRGGBB or #AARRGGBB (alpha first)"),
        .init(
            name: "bare hash", files: xml("#"),
            error: "\(values):2:21: error: invalid color \"#\" for \"a\": expected #RGB, #ARGB, #RRGGBB or #AARRGGBB "
                + "(alpha first), found 0 hex digits"),
        .init(
            name: "empty value", files: xml(""),
            error: "\(values):2:21: error: color \"a\" has no value; expected #RGB, #ARGB, #RRGGBB or #AARRGGBB "
                + "(alpha first), @color/NAME, @android:color/NAME or ?attr/NAME"),
        .init(
            name: "a color name", files: xml("red"),
            error: "\(values):2:21: error: invalid color \"red\" for \"a\"; expected #RGB, #ARGB, #RRGGBB or "
                + "#AARRGGBB (alpha first), @color/NAME, @android:color/NAME or ?attr/NAME"),
        .init(
            name: "reference to a drawable", files: xml("@drawable/icon"),
            error: "\(values):2:21: error: color \"a\" refers to \"@drawable/icon\", which is not a color resource"),
        .init(
            name: "missing name", files: [values: "<resources>\n  <color>#fff</color>\n</resources>\n"],
            error:
                "\(values):2:3: error: <color> has no \"name\" attribute; expected <color name=\"NAME\">#RRGGBB</color>"
        ),
        .init(
            name: "empty name", files: xml("#fff", name: ""),
            error: "\(values):2:5: error: <color> has no \"name\" attribute"),
        .init(
            name: "mismatched closing tag",
            files: [values: "<resources>\n  <color name=\"a\">#fff</colr>\n</resources>\n"],
            error: "\(values):2:30: error: malformed XML: the closing tag does not match the open element"),
        .init(
            name: "truncated XML",
            files: [values: "<resources>\n  <color name=\"a\">#fff</color>\n  <color name=\"b\">#0"],
            error:
                "\(values):3:21: error: malformed XML: the file ends inside an element or has content after the root element"
        ),
        .init(
            name: "unquoted attribute",
            files: [values: "<resources>\n  <color name=a>#fff</color>\n</resources>\n"],
            error: "\(values):2:15: error: malformed XML: an attribute value must be in quotes"),
        .init(
            name: "attribute given twice",
            files: [values: "<resources>\n  <color name=\"a\" name=\"b\">#fff</color>\n</resources>\n"],
            error: "\(values):2:27: error: malformed XML: an attribute is given twice"),
        .init(
            name: "attribute without a value",
            files: [values: "<resources>\n  <color name>#fff</color>\n</resources>\n"],
            error: "\(values):2:14: error: malformed XML: an attribute has no value; expected name=\"value\""),
        .init(
            name: "duplicate color in one folder",
            files: [
                values: "<resources>\n    <color name=\"a\">#fff</color>\n</resources>\n",
                "res/values/more.xml": "<resources>\n    <color name=\"a\">#000</color>\n</resources>\n",
            ],
            error: "res/values/more.xml:2:21: error: color \"a\" is defined twice in values (first at "
                + "res/values/colors.xml:2:21); Android rejects duplicate resources"),
        .init(
            name: "a JSON file forced as Android XML",
            files: ["theme.json": "{\"colors\": []}"], arguments: ["theme.json", "--input-format", "android-xml"],
            error: "theme.json:1:1: error: malformed XML: expected a start tag like <resources>"),
    ]

    @Test(arguments: cases)
    func reportsTheExactPosition(_ testCase: Case) throws {
        let tree = try TemporaryTree(testCase.files)
        let inputs = Set(testCase.files.keys.map { String($0.split(separator: "/")[0]) }).sorted()
        let outcome = tree.run(["check"] + (testCase.arguments.isEmpty ? inputs : testCase.arguments))
        #expect(outcome.exitCode == .invalidInput)
        #expect(outcome.stdout.isEmpty)
        let lines = outcome.stderr.split(separator: "\n").map(String.init)
        #expect(lines.count == 1, "\(outcome.stderr)")
        #expect(lines.first?.hasPrefix(testCase.error) == true, "\(outcome.stderr)")
    }

    // MARK: - Unresolvable values become errors only when a pairing needs them

    static let pairingConfig = """
        { "pairings": [ { "foreground": "text", "background": "background" } ] }
        """

    @Test func androidReferenceToNothingIsAnErrorWhenPaired() throws {
        let files = [
            Self.values: "<resources>\n    <color name=\"background\">#FFFFFF</color>\n"
                + "    <color name=\"text\">@color/missing</color>\n</resources>\n",
            "audit.json": Self.pairingConfig,
        ]
        let tree = try TemporaryTree(files)
        let unpaired = tree.run(["check", "res", "--format", "json", "--allow-empty"])
        #expect(unpaired.exitCode == .success)
        #expect(
            unpaired.stderr.contains(
                "res/values/colors.xml:3:24: warning: color \"text\" is @color/missing, which is not defined in this "
                    + "res folder"))
        let paired = tree.run(["check", "res", "--config", "audit.json"])
        #expect(paired.exitCode == .invalidInput)
        #expect(
            paired.stderr.hasPrefix(
                "res/values/colors.xml:3:24: error: token \"text\" cannot be resolved: color \"text\" is @color/missing, "
                    + "which is not defined in this res folder"))
    }

    @Test func unknownSystemColorIsAnErrorWhenPaired() throws {
        let files = [
            "T.xcassets/background.colorset/Contents.json":
                "{\"colors\": [{\"idiom\": \"universal\", \"color\": {\"color-space\": \"srgb\", \"components\": "
                + "{\"red\": \"1\", \"green\": \"1\", \"blue\": \"1\", \"alpha\": \"1\"}}}]}",
            "T.xcassets/text.colorset/Contents.json":
                "{\"colors\": [{\"idiom\": \"universal\",\n  \"color\": {\"platform\": \"ios\", \"reference\": "
                + "\"lightTextColor\"}}]}",
            "audit.json": Self.pairingConfig,
        ]
        let tree = try TemporaryTree(files)
        let paired = tree.run(["check", "T.xcassets", "--config", "audit.json"])
        #expect(paired.exitCode == .invalidInput)
        #expect(
            paired.stderr
                == "T.xcassets/text.colorset/Contents.json:2:12: error: token \"text\" cannot be resolved: color set "
                + "\"text\" (any slot) refers to system color lightTextColor (platform ios), which is not in the "
                + "built-in iOS color table\n")
    }

    @Test func emptyAnySlotIsAnErrorOnlyWhenPaired() throws {
        let files = [
            "T.xcassets/background.colorset/Contents.json":
                "{\"colors\": [{\"idiom\": \"universal\", \"color\": {\"color-space\": \"srgb\", \"components\": "
                + "{\"red\": \"1\", \"green\": \"1\", \"blue\": \"1\", \"alpha\": \"1\"}}}]}",
            "T.xcassets/text.colorset/Contents.json":
                "{\"colors\": [{\"idiom\": \"universal\"}, {\"idiom\": \"universal\", \"appearances\": "
                + "[{\"appearance\": \"luminosity\", \"value\": \"dark\"}], \"color\": {\"color-space\": \"srgb\", "
                + "\"components\": {\"red\": \"0\", \"green\": \"0\", \"blue\": \"0\", \"alpha\": \"1\"}}}]}",
            "audit.json": Self.pairingConfig,
        ]
        let tree = try TemporaryTree(files)
        let unpaired = tree.run(["check", "T.xcassets", "--format", "json", "--allow-empty"])
        #expect(unpaired.exitCode == .success)
        #expect(
            unpaired.stderr.contains(
                "T.xcassets/text.colorset/Contents.json:1:13: warning: color set \"text\" leaves its any slot empty; "
                    + "those appearances have no value"))
        let paired = tree.run(["check", "T.xcassets", "--config", "audit.json"])
        #expect(paired.exitCode == .invalidInput)
        #expect(
            paired.stderr.hasPrefix(
                "T.xcassets/text.colorset/Contents.json:1:12: error: token \"text\" cannot be resolved: color set "
                    + "\"text\" has no color for light"))
    }

    @Test func warningsGoToStandardErrorAndKeepExitZero() throws {
        let files = [
            "res/values/colors.xml": "<resources>\n    <color name=\"a\">#FFFFFF</color>\n</resources>\n",
            "res/values-v31/colors.xml":
                "<resources>\n    <color name=\"a\">@android:color/system_neutral1_10</color>\n</resources>\n",
            "T.xcassets/A.colorset/Contents.json": "{\"colors\": [{\"idiom\": \"universal\"}]}",
        ]
        let tree = try TemporaryTree(files)
        let outcome = tree.run(["check", ".", "--format", "json", "--allow-empty"])
        #expect(outcome.exitCode == .success)
        let lines = outcome.stderr.split(separator: "\n").map(String.init)
        #expect(
            lines == [
                "./T.xcassets/A.colorset/Contents.json:1:12: warning: color set \"A\" has no color in any slot; it is "
                    + "not audited",
                "./res/values-v31/colors.xml:2:21: warning: color \"a\" in values-v31 is "
                    + "@android:color/system_neutral1_10, a dynamic color that follows the wallpaper (Android 12+) and "
                    + "cannot be resolved statically; auditing the fallback #FFFFFF from ./res/values/colors.xml:2:21 "
                    + "instead",
                "./res: note: unpaired-token: 1 palette primitive in no pairing left out (no role word in the name, "
                    + "not an alias: \"a\")",
            ])
        let quiet = tree.run(["check", ".", "--format", "json", "--quiet", "--allow-empty"])
        #expect(quiet.stderr.isEmpty)
    }

    @Test func fileNobodyClaimsListsTheFormats() throws {
        let tree = try TemporaryTree(["notes.txt": "hello"])
        let outcome = tree.run(["check", "notes.txt"])
        #expect(outcome.exitCode == .invalidInput)
        #expect(
            outcome.stderr
                == "notes.txt: error: not a recognized theme file; expected \(ThemeReaders.formatList); "
                + "use --input-format to force one\n")
    }
}
