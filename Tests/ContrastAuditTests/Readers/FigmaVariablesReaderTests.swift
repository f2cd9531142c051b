import Foundation
import Testing

@testable import ContrastAudit
@testable import audit

/// Figma Variables exports in the figma/sds shape: collections, modes, display-name aliases.
@Suite struct FigmaVariablesReaderTests {
    /// A small export shaped like figma/sds: primitives in one mode, semantic colors in three.
    static let export = """
        {
          "@prims": {
            "$extensions": { "com.figma.sds": { "figmaId": "C:1", "modes": ["value"] } },
            "white": {
              "1000": { "$type": "color", "$value": "#ffffff", "$extensions": { "com.figma.sds": { "modes": { "value": "#ffffff" } } } }
            },
            "gray": {
              "900": { "$type": "color", "$value": "#1e1e1e", "$extensions": { "com.figma.sds": { "modes": { "value": "#1e1e1e" } } } },
              "100": { "$type": "color", "$value": "#0c0c0d0d", "$extensions": { "com.figma.sds": { "modes": { "value": "#0c0c0d0d" } } } }
            },
            "brand-a": {
              "800": { "$type": "color", "$value": "#2c2c2c", "$extensions": { "com.figma.sds": { "modes": { "value": "#2c2c2c" } } } }
            },
            "scale": { "$type": "number", "$value": 4 }
          },
          "@color": {
            "$extensions": { "com.figma.sds": { "figmaId": "C:2", "modes": ["sds_light", "sds_dark", "brand_b_light"] } },
            "background": {
              "default": {
                "$type": "color", "$value": "{@prims.White.1000}",
                "$extensions": { "com.figma.sds": { "modes": {
                  "sds_light": "{@prims.White.1000}", "sds_dark": "{@prims.Gray.900}", "brand_b_light": "{@prims.Brand B.800}"
                } } }
              },
              "brand": {
                "$type": "color", "$value": "{@prims.Brand A.800}",
                "$extensions": { "com.figma.sds": { "modes": {
                  "sds_light": "{@prims.Brand A.800}", "sds_dark": "{@prims.Brand C.800}", "brand_b_light": "{@prims.Brand A.800}"
                } } }
              }
            },
            "text": {
              "default": {
                "$type": "color", "$value": "{@prims.Gray.900}",
                "$extensions": { "com.figma.sds": { "modes": {
                  "sds_light": "{@prims.Gray.900}", "sds_dark": "{@prims.White.1000}", "brand_b_light": "{@prims.Gray.900}"
                } } }
              }
            }
          }
        }
        """

    @Test func displayNameAliasesMatchSlugKeys() throws {
        let theme = try loadTokenTheme(["tokens.json": Self.export], path: "tokens.json")
        #expect(theme.format == .figmaVariables)
        #expect(
            theme.tokens.map(\.name) == [
                "@prims.white.1000", "@prims.gray.900", "@prims.gray.100", "@prims.brand-a.800",
                "@color.background.default", "@color.background.brand", "@color.text.default",
            ])
        let resolved = try theme.resolvedForTest()
        #expect(resolved.hex("@color.background.default", "light") == "#FFFFFF")
        #expect(resolved.hex("@color.background.default", "dark") == "#1E1E1E")
        #expect(resolved.hex("@color.text.default", "dark.elevated") == "#FFFFFF")
        #expect(resolved.hex("@prims.gray.100", "dark") == "#0C0C0D0D")
        #expect(resolved.hex("@color.background.brand", "light") == "#2C2C2C")
        #expect(
            resolved.color("@color.text.default", in: Appearance(.light))?.chain == [
                "@color.text.default", "@prims.gray.900",
            ])
    }

    @Test func danglingAliasesAreReportedPerMode() throws {
        let theme = try loadTokenTheme(["tokens.json": Self.export], path: "tokens.json")
        let messages = theme.warnings.map(\.message)
        #expect(
            messages
                == [
                    "mode \"brand_b_light\" of collection \"@color\" maps to the same appearance as \"sds_light\" and is not "
                        + "audited (probably an alternative brand); map modes to appearances with \"modes\" in .contrastaudit.json",
                    "alias \"{@prims.Brand B.800}\" of token \"@color.background.default\" in mode \"brand_b_light\" names no "
                        + "token; did you mean \"@prims.brand-a.800\"? (mode \"brand_b_light\" is not audited)",
                    "alias \"{@prims.Brand C.800}\" of token \"@color.background.brand\" in mode \"sds_dark\" names no token; "
                        + "did you mean \"@prims.brand-a.800\"? a pairing that uses \"@color.background.brand\" there is an error",
                ].map { $0.replacingOccurrences(of: "? a pairing", with: "?; a pairing") })
        #expect(theme.warnings.map { $0.location?.lineAndColumn ?? "" } == ["17:94", "22:97", "28:60"])
        // Dark is unresolvable for the token whose dark alias dangles; nothing fails while no pairing uses it.
        guard
            case .unresolvable(let reason, _) = theme.token(named: "@color.background.brand")?.variant(
                for: Appearance(.dark))?.value
        else {
            Issue.record("expected an unresolvable dark variant")
            return
        }
        #expect(reason == "its value in mode \"sds_dark\", \"{@prims.Brand C.800}\", names no token")

        let config =
            ##"{ "pairings": [ { "foreground": "@color.text.default", "background": "@color.background.default" } ] }"##
        var files = ["tokens.json": Self.export, ".contrastaudit.json": config]
        #expect(try auditTokenFiles(files, arguments: ["tokens.json"]).exitCode == .success)
        files[".contrastaudit.json"] = config.replacingOccurrences(of: "background.default", with: "background.brand")
        let failing = try auditTokenFiles(files, arguments: ["tokens.json"])
        #expect(failing.exitCode == .invalidInput)
        #expect(
            failing.stderr.contains(
                "tokens.json:28:60: error: token \"@color.background.brand\" cannot be resolved: its value in mode "
                    + "\"sds_dark\", \"{@prims.Brand C.800}\", names no token"), "\(failing.stderr)")
    }

    @Test func configuredModesChooseTheAppearances() throws {
        let theme = try loadTokenTheme(
            ["tokens.json": Self.export], path: "tokens.json",
            modes: ["brand_b_light": "light.high-contrast"])
        #expect(theme.definesHighContrast)
        #expect(!theme.warnings.contains { $0.message.hasPrefix("mode ") })
        // The dangling brand_b_light alias is now audited: unresolvable in light.high-contrast only.
        let token = try #require(theme.token(named: "@color.background.default"))
        #expect(token.variants.map(\.selector.description) == ["light", "dark", "light.high-contrast"])
        guard case .unresolvable = token.variant(for: Appearance(.light, .elevated, .high))?.value else {
            Issue.record("expected an unresolvable high-contrast variant")
            return
        }
    }

    @Test func detection() throws {
        let root = try JSONParser.parse(Array(Self.export.utf8), path: "tokens.json")
        #expect(
            FigmaVariablesReader.claims(URL(fileURLWithPath: "/t/tokens.json"), isDirectory: false, root: root) == .yes)
        let plain = try JSONParser.parse(Array(##"{"a": {"$type": "color", "$value": "#fff"}}"##.utf8), path: "a.json")
        #expect(FigmaVariablesReader.claims(URL(fileURLWithPath: "/t/a.json"), isDirectory: false, root: plain) == .no)
    }
}
