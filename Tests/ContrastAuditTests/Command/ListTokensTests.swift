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
