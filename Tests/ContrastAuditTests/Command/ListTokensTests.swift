import Foundation
import Testing

@testable import ContrastAudit
@testable import audit

/// `audit check --list-tokens`: the names users write pairings with.
@Suite struct ListTokensTests {
    static let studio = "Tests/ContrastAuditTests/Fixtures/Check/Studio.xcassets"

    @Test func textListsEachInputsTokensWithVariantsAndFormat() {
        let outcome = runAudit(
            ["check", "--list-tokens", Self.studio, "Examples/catchup.json", "--quiet"],
            directory: Fixtures.packageRoot.path)
        #expect(outcome.exitCode == .success)
        #expect(outcome.stderr.isEmpty)
        #expect(
            outcome.stdout == """
                Examples/catchup.json
                  background     light dark dark.elevated  (scheme-json)
                  text           light dark                (scheme-json)
                  secondaryText  light dark                (scheme-json)
                  neutral        any                       (scheme-json)
                  accent         any                       (scheme-json)
                  onAccent       any                       (scheme-json)
                  card           any dark                  (scheme-json)
                  link           any                       (scheme-json)
                  separator      any                       (scheme-json)
                  navigationBar  any                       (scheme-json)
                Tests/ContrastAuditTests/Fixtures/Check/Studio.xcassets
                  Crimson          any dark  (asset-catalog)
                  FolderTeal       any dark  (asset-catalog)
                  Marigold         any dark  (asset-catalog)
                  PanelBackground  any dark  (asset-catalog)
                  Pewter           any dark  (asset-catalog)
                  Slate            any dark  (asset-catalog)

                """)
    }

    @Test func readerWarningsGoToStandardErrorAndUnresolvableTokensAreMarked() throws {
        let tree = try TemporaryTree([
            "res/values/colors.xml": """
            <resources>
                <color name="colorPrimary">#6200EE</color>
                <color name="colorDynamic">@android:color/system_accent1_600</color>
                <color name="colorAlias">@color/colorDynamic</color>
            </resources>
            """,
            "res/values-night/colors.xml": """
            <resources>
                <color name="colorPrimary">#BB86FC</color>
            </resources>
            """,
            "empty.json": #"{ "colors": {} }"#,
        ])
        let outcome = tree.run(["check", "--list-tokens", "res", "empty.json"])
        #expect(outcome.exitCode == .success)
        #expect(
            outcome.stdout == """
                empty.json
                  (no tokens)
                res
                  colorPrimary  any dark  (android-xml)
                  colorDynamic  any       (android-xml)  unresolvable
                  colorAlias    any       (android-xml)  unresolvable

                """)
        #expect(outcome.stderr.contains("warning: color \"colorDynamic\" is @android:color/system_accent1_600"))
    }

    /// Issue 11 item 8: each variant's resolved value, aliases followed and translucency kept, in every format.
    @Test func jsonListsEachVariantsResolvedValue() throws {
        let tree = try TemporaryTree([
            "t.json": ##"""
            { "colors": { "base": "#336699", "text": { "light": "{base}", "dark": "#FFFFFF80" },
                          "fill": { "any": "#000000", "dark.elevated": "#202020" }, "shade": "{fill}" } }
            """##,
            "res/values/colors.xml": "<resources>\n  <color name=\"a\">#80FF0000</color>\n</resources>\n",
            "res/values-night/colors.xml": "<resources>\n  <color name=\"a\">#00FF00</color>\n</resources>\n",
        ])
        let outcome = tree.run(["check", "--list-tokens", "t.json", "res", "--format", "json"])
        #expect(outcome.exitCode == .success, "\(outcome.stderr)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(outcome.stdout.utf8)) as? [String: Any])
        let inputs = try #require(object["inputs"] as? [[String: Any]])
        var values: [String: [String: String]] = [:]
        for input in inputs {
            for token in try #require(input["tokens"] as? [[String: Any]]) {
                values[try #require(token["name"] as? String)] = token["values"] as? [String: String]
            }
        }
        #expect(values["base"] == ["any": "#336699"])
        #expect(values["text"] == ["light": "#336699", "dark": "#FFFFFF80"])
        #expect(values["fill"] == ["any": "#000000", "dark.elevated": "#202020"])
        // An alias with one variant of its own lists the other colors it takes, by appearance.
        #expect(values["shade"] == ["any": "#000000", "dark.elevated": "#202020"])
        // Android's #AARRGGBB is alpha first: 0x80 alpha, red.
        #expect(values["a"] == ["any": "#FF000080", "dark": "#00FF00"])
    }

    @Test func jsonIsASmallDocumentedObject() throws {
        let tree = try TemporaryTree([
            "t.json": ##"{ "colors": { "text": { "light": "#111111", "dark": "#EEEEEE" }, "x": "{missing.thing}" } }"##
        ])
        let outcome = tree.run(["check", "--list-tokens", "t.json", "--format", "json"])
        #expect(outcome.exitCode == .success, "\(outcome.stderr)")
        #expect(
            outcome.stdout == """
                {
                  "inputs": [
                    {
                      "format": "scheme-json",
                      "path": "t.json",
                      "tokens": [
                        {
                          "location": {
                            "column": 15,
                            "line": 1,
                            "path": "t.json"
                          },
                          "name": "text",
                          "values": {
                            "dark": "#EEEEEE",
                            "light": "#111111"
                          },
                          "variants": [
                            "light",
                            "dark"
                          ]
                        },
                        {
                          "location": {
                            "column": 66,
                            "line": 1,
                            "path": "t.json"
                          },
                          "name": "x",
                          "variants": [
                            "any"
                          ]
                        }
                      ]
                    }
                  ]
                }

                """)
    }

    @Test func badInputAndBadOptionsExitTwo() throws {
        let tree = try TemporaryTree(["bad.json": ##"{ "colors": { "a": "#12" } }"##])
        let bad = tree.run(["check", "--list-tokens", "bad.json"])
        #expect(bad.exitCode == .invalidInput)
        #expect(bad.stdout.isEmpty)
        #expect(bad.stderr.hasPrefix("bad.json:1:20: error:"), "\(bad.stderr)")
        let output = tree.run(["check", "--list-tokens", "bad.json", "--output", "x.txt"])
        #expect(output.exitCode == .invalidInput)
        #expect(output.stderr.hasPrefix("error: --list-tokens prints to standard output; remove --output \"x.txt\""))
    }
}
