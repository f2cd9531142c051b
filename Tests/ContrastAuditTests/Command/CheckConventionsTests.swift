import Foundation
import Testing

@testable import ContrastAudit
@testable import audit

/// `audit check` with pairing conventions (`--conventions`, `"conventions"` in the configuration) and with
/// `*` patterns in configured pairings.
@Suite struct CheckConventionsTests {
    /// A design-token file without pairings: conventions pair text with the canvas, and the link fails.
    static let tokens = """
        {
          "color": {
            "text": { "primary": { "$type": "color", "$value": "#1B1D22" },
                      "link":    { "$type": "color", "$value": "#9DB8FF" } },
            "bg":   { "canvas":  { "$type": "color", "$value": "#FFFFFF" },
                      "subtle":  { "$type": "color", "$value": "#F0F2F5" } }
          }
        }
        """

    static func report(_ outcome: CommandOutcome) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(outcome.stdout.utf8)) as? [String: Any])
    }

    /// `id (origin[ convention])` of each pairing in the report, once each.
    static func pairings(_ report: [String: Any]) -> [String] {
        var seen: [String] = []
        for result in report["results"] as? [[String: Any]] ?? [] {
            guard let pairing = result["pairing"] as? [String: Any] else { continue }
            let origin = [pairing["origin"] as? String, pairing["convention"] as? String].compactMap { $0 }
            let line = "\(pairing["id"] as! String) (\(origin.joined(separator: " ")))"
            if !seen.contains(line) { seen.append(line) }
        }
        return seen
    }

    @Test func conventionsPairAThemeWithoutPairingsAndTheReportSaysSo() throws {
        let tree = try TemporaryTree(["tokens.json": Self.tokens])
        let outcome = tree.run(["check", "tokens.json", "--format", "json"])
        #expect(outcome.exitCode == .failures, "\(outcome.stderr)")
        #expect(
            Self.pairings(try Self.report(outcome)) == [
                "color.text.primary on color.bg.canvas (convention text-on-background)",
                "color.text.primary on color.bg.subtle (convention text-on-background)",
                "color.text.link on color.bg.canvas (convention text-on-background)",
                "color.text.link on color.bg.subtle (convention text-on-background)",
            ])
        let text = tree.run(["check", "tokens.json", "--color", "never"])
        #expect(text.stdout.contains("inferred by convention text-on-background"), "\(text.stdout)")
    }

    @Test func autoLeavesThemesWithPairingsAloneAndAlwaysAddsToThem() throws {
        let config = #"{ "pairings": [ { "foreground": "color.text.link", "background": "color.bg.canvas" } ] }"#
        let tree = try TemporaryTree(["tokens.json": Self.tokens, ".contrastaudit.json": config])
        let auto = Self.pairings(try Self.report(tree.run(["check", "tokens.json", "--format", "json"])))
        #expect(auto == ["color.text.link on color.bg.canvas (config)"])
        let always = Self.pairings(
            try Self.report(tree.run(["check", "tokens.json", "--format", "json", "--conventions", "always"])))
        #expect(
            always == [
                "color.text.link on color.bg.canvas (config)",
                "color.text.primary on color.bg.canvas (convention text-on-background)",
                "color.text.primary on color.bg.subtle (convention text-on-background)",
                "color.text.link on color.bg.subtle (convention text-on-background)",
            ])
    }

    @Test func neverAndTheConfigurationKey() throws {
        let tree = try TemporaryTree([
            "tokens.json": Self.tokens, "off.json": #"{ "conventions": "never" }"#,
            "bad.json": #"{ "conventions": "sometimes" }"#,
        ])
        let never = tree.run(["check", "tokens.json", "--conventions", "never", "--format", "json"])
        #expect(never.exitCode == .failures, "nothing is evaluated, which is not a pass")
        #expect(never.stderr.contains("4 tokens, 0 pairings evaluated"), "\(never.stderr)")
        #expect(Self.pairings(try Self.report(never)).isEmpty)
        let configured = tree.run(["check", "tokens.json", "--config", "off.json", "--format", "json"])
        #expect(Self.pairings(try Self.report(configured)).isEmpty)
        // The command line wins over the configuration.
        let overridden = tree.run(
            ["check", "tokens.json", "--config", "off.json", "--conventions", "auto", "--format", "json"])
        #expect(Self.pairings(try Self.report(overridden)).count == 4)
        let bad = tree.run(["check", "tokens.json", "--config", "bad.json"])
        #expect(bad.exitCode == .invalidInput)
        #expect(
            bad.stderr
                == "bad.json:1:18: error: unknown \"conventions\" \"sometimes\"; expected \"auto\", \"always\" or "
                + "\"never\"\n")
        let option = tree.run(["check", "tokens.json", "--conventions", "alway"])
        #expect(option.exitCode == .invalidInput)
        #expect(option.stderr.contains("--conventions"), "\(option.stderr)")
    }

    @Test func unresolvableTokensStayWarningsUnderConventions() throws {
        let values = """
            <resources>
                <color name="colorBackground">#FFFFFF</color>
                <color name="colorOnBackground">@android:color/system_accent2_900</color>
                <color name="colorPrimary">#6200EE</color>
                <color name="colorOnPrimary">#FFFFFF</color>
            </resources>
            """
        let tree = try TemporaryTree(["res/values/colors.xml": values])
        let outcome = tree.run(["check", "res", "--format", "json"])
        #expect(outcome.exitCode == .success, "\(outcome.stderr)")
        #expect(
            Self.pairings(try Self.report(outcome)) == ["colorOnPrimary on colorPrimary (convention material-on-color)"]
        )
        #expect(outcome.stderr.contains("warning: color \"colorOnBackground\" is @android:color/system_accent2_900"))
    }

    @Test func aPairingMayNameABuiltInBackground() throws {
        let tree = try TemporaryTree([
            "t.json": ##"{ "colors": { "label": { "light": "#111111", "dark": "#EEEEEE" } } }"##,
            ".contrastaudit.json":
                #"{ "pairings": [ { "foreground": "label", "background": "ios.systemBackground" } ] }"#,
        ])
        let outcome = tree.run(["check", "t.json", "--format", "json"])
        #expect(outcome.exitCode == .success, "\(outcome.stderr)")
        #expect(Self.pairings(try Self.report(outcome)) == ["label on ios.systemBackground (config)"])
    }

    // MARK: - Patterns in configured pairings

    @Test func patternsExpandAgainstEachThemesTokens() throws {
        let config = #"""
            { "pairings": [ { "foreground": "color.text.*", "background": ["color.bg.*"], "role": "large-text" } ] }
            """#
        let tree = try TemporaryTree(["tokens.json": Self.tokens, ".contrastaudit.json": config])
        let outcome = tree.run(["check", "tokens.json", "--format", "json"])
        let report = try Self.report(outcome)
        #expect(
            Self.pairings(report) == [
                "color.text.primary on color.bg.canvas (config)", "color.text.primary on color.bg.subtle (config)",
                "color.text.link on color.bg.canvas (config)", "color.text.link on color.bg.subtle (config)",
            ])
        let roles = Set(
            (report["results"] as! [[String: Any]]).compactMap { ($0["pairing"] as? [String: Any])?["role"] as? String }
        )
        #expect(roles == ["large-text"])
    }

    @Test func aStackWithAPatternAndAPlainNameSkipsRepeatedTokens() throws {
        let config = #"""
            { "pairings": [ { "foreground": "color.text.primary", "background": ["color.bg.*", "color.bg.canvas"] } ] }
            """#
        let tree = try TemporaryTree(["tokens.json": Self.tokens, ".contrastaudit.json": config])
        let report = try Self.report(tree.run(["check", "tokens.json", "--format", "json"]))
        #expect(Self.pairings(report) == ["color.text.primary on color.bg.subtle on color.bg.canvas (config)"])
    }

    @Test func aPatternMatchingNothingIsAnErrorWithTheClosestTokens() throws {
        let config = """
            {
              "pairings": [
                { "foreground": "text.*", "background": "color.bg.canvas" }
              ]
            }
            """
        let tree = try TemporaryTree(["tokens.json": Self.tokens, ".contrastaudit.json": config])
        let outcome = tree.run(["check", "tokens.json", "--config", ".contrastaudit.json"])
        #expect(outcome.exitCode == .invalidInput)
        #expect(outcome.stdout.isEmpty)
        #expect(
            outcome.stderr
                == ".contrastaudit.json:3:21: error: pattern \"text.*\" in configured pairing \"text.* on "
                + "color.bg.canvas\" matches no token; closest: \"color.text.link\", \"color.text.primary\", "
                + "\"color.bg.canvas\"\n")
        // A background pattern is checked the same way, at its own position.
        let background = try TemporaryTree([
            "tokens.json": Self.tokens,
            ".contrastaudit.json":
                #"{ "pairings": [ { "foreground": "color.text.*", "background": "color.bg.canvass.*" } ] }"#,
        ])
        let second = background.run(["check", "tokens.json", "--config", ".contrastaudit.json"])
        #expect(second.exitCode == .invalidInput)
        #expect(
            second.stderr.hasPrefix(
                ".contrastaudit.json:1:63: error: pattern \"color.bg.canvass.*\" in configured pairing "
                    + "\"color.text.* on color.bg.canvass.*\" matches no token; closest: \"color.bg.canvas\""),
            "\(second.stderr)")
    }

    @Test func plainNamesKeepTheirErrors() throws {
        let tree = try TemporaryTree([
            "tokens.json": Self.tokens,
            ".contrastaudit.json":
                #"{ "pairings": [ { "foreground": "color.text.primery", "background": "color.bg.canvas" } ] }"#,
        ])
        let outcome = tree.run(["check", "tokens.json", "--config", ".contrastaudit.json"])
        #expect(outcome.exitCode == .invalidInput)
        #expect(
            outcome.stderr
                == ".contrastaudit.json:1:33: error: configured pairing \"color.text.primery on color.bg.canvas\" "
                + "applies to no theme: token \"color.text.primery\" is in no theme; did you mean "
                + "\"color.text.primary\"?\n")
    }
}
