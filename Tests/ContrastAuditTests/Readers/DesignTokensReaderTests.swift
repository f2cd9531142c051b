import Foundation
import Testing

@testable import ContrastAudit
@testable import audit

/// DTCG 2025.10 files: value forms, `$type` inheritance, aliases, `$ref`, `$root`, mode extensions, detection.
@Suite struct DesignTokensReaderTests {
    /// Reads a DTCG document given as text.
    static func read(_ json: String, modes: [String: String] = [:]) throws -> Theme {
        let root = try JSONParser.parse(Array(json.utf8), path: "t.tokens.json")
        return try DesignTokensReader.read(root, path: "t.tokens.json", options: ReaderOptions(modes: modes))
    }

    /// One color value form and the color it must produce.
    struct ValueCase: CustomTestStringConvertible, Sendable {
        var name: String
        /// The `$value` JSON.
        var value: String
        var expected: Color
        var tolerance = 1e-9
        var testDescription: String { name }
    }

    /// sRGB gray with the given linear value, for spaces whose white is D65 (a gray stays a gray).
    static func linearGray(_ value: Double) -> Color {
        Color(space: .linearSRGB, components: SIMD3(repeating: value))
    }

    static let valueCases: [ValueCase] = [
        ValueCase(
            name: "srgb with alpha",
            value: ##"{"colorSpace": "srgb", "components": [1, 0, 0.5], "alpha": 0.5, "hex": "#ff0080"}"##,
            expected: Color(red: 1, green: 0, blue: 0.5, alpha: 0.5)),
        ValueCase(
            name: "srgb none is 0", value: ##"{"colorSpace": "srgb", "components": ["none", 1, 0]}"##,
            expected: Color(red: 0, green: 1, blue: 0)),
        ValueCase(
            name: "srgb-linear keeps its components",
            value: ##"{"colorSpace": "srgb-linear", "components": [0.5, 0.2, 0.1]}"##,
            expected: Color(space: .linearSRGB, components: SIMD3(0.5, 0.2, 0.1))),
        ValueCase(
            name: "display-p3 red is outside sRGB",
            value: ##"{"colorSpace": "display-p3", "components": [1, 0, 0]}"##,
            expected: Color(space: .displayP3, components: SIMD3(1, 0, 0))),
        // The Color module's own HSL example carries hex #ff00ff, but hsl(330 100% 50%) is #FF0080.
        ValueCase(
            name: "hsl from the spec example",
            value: ##"{"colorSpace": "hsl", "components": [330, 100, 50], "hex": "#ff00ff"}"##,
            expected: Color(red8: 0xFF, green8: 0x00, blue8: 0x80), tolerance: 0.5 / 255),
        ValueCase(
            name: "hsl with none hue is white", value: ##"{"colorSpace": "hsl", "components": ["none", 0, 100]}"##,
            expected: .white),
        ValueCase(
            name: "hwb mixes white and black into the hue",
            value: ##"{"colorSpace": "hwb", "components": [120, 20, 30]}"##,
            expected: Color(red: 0.2, green: 0.7, blue: 0.2)),
        ValueCase(
            name: "hwb whiteness plus blackness over 100 is gray",
            value: ##"{"colorSpace": "hwb", "components": [0, 60, 60]}"##,
            expected: Color(red: 0.5, green: 0.5, blue: 0.5)
        ),
        ValueCase(
            name: "lab is CIELAB D50 like CSS lab()", value: ##"{"colorSpace": "lab", "components": [50, 20, -30]}"##,
            expected: Color(lab: Lab(l: 50, a: 20, b: -30), white: .d50)),
        ValueCase(
            name: "lab L 50 gray is #777777", value: ##"{"colorSpace": "lab", "components": [50, 0, 0]}"##,
            expected: Color(red8: 0x77, green8: 0x77, blue8: 0x77), tolerance: 0.5 / 255),
        ValueCase(
            name: "lch matches the lch() parser", value: ##"{"colorSpace": "lch", "components": [60, 40, 120]}"##,
            expected: try! Color(parsing: "lch(60 40 120)")),
        ValueCase(
            name: "oklab matches the oklab() parser",
            value: ##"{"colorSpace": "oklab", "components": [0.5, 0.1, -0.1], "alpha": 0.25}"##,
            expected: try! Color(parsing: "oklab(0.5 0.1 -0.1 / 0.25)")),
        ValueCase(
            name: "oklch matches the oklch() parser",
            value: ##"{"colorSpace": "oklch", "components": [0.7, 0.1, 200]}"##,
            expected: try! Color(parsing: "oklch(0.7 0.1 200)")),
        ValueCase(
            name: "xyz-d65 of sRGB red",
            value:
                ##"{"colorSpace": "xyz-d65", "components": [0.41239079926595934, 0.21263900587151027, 0.01933081871559182]}"##,
            expected: Color(red: 1, green: 0, blue: 0)),
        ValueCase(
            name: "xyz-d50 matches Color's own D50 conversion",
            value:
                ##"{"colorSpace": "xyz-d50", "components": [\##(Color(red: 0.2, green: 0.4, blue: 0.6).xyzD50.x), \##(Color(red: 0.2, green: 0.4, blue: 0.6).xyzD50.y), \##(Color(red: 0.2, green: 0.4, blue: 0.6).xyzD50.z)]}"##,
            expected: Color(red: 0.2, green: 0.4, blue: 0.6)),
        ValueCase(
            name: "a98-rgb gray decodes with the 563/256 power",
            value: ##"{"colorSpace": "a98-rgb", "components": [0.5, 0.5, 0.5]}"##,
            expected: linearGray(pow(0.5, 563.0 / 256))),
        ValueCase(
            name: "a98-rgb white is white", value: ##"{"colorSpace": "a98-rgb", "components": [1, 1, 1]}"##,
            expected: .white
        ),
        ValueCase(
            name: "prophoto-rgb gray decodes with the 1.8 power and adapts D50 to D65",
            value: ##"{"colorSpace": "prophoto-rgb", "components": [0.5, 0.5, 0.5]}"##,
            expected: linearGray(pow(0.5, 1.8)),
            tolerance: 1e-6),
        ValueCase(
            name: "rec2020 gray decodes with the BT.2020 curve",
            value: ##"{"colorSpace": "rec2020", "components": [0.5, 0.5, 0.5]}"##,
            expected: linearGray(pow((0.5 + 1.09929682680944 - 1) / 1.09929682680944, 1 / 0.45))),
        ValueCase(
            name: "hex fallback when there are no components", value: ##"{"colorSpace": "srgb", "hex": "#336699"}"##,
            expected: Color(red8: 0x33, green8: 0x66, blue8: 0x99)),
        ValueCase(name: "hex string", value: ##""#336699""##, expected: Color(red8: 0x33, green8: 0x66, blue8: 0x99)),
        ValueCase(
            name: "8-digit hex string has alpha last", value: ##""#0c0c0d0d""##,
            expected: Color(red8: 0x0C, green8: 0x0C, blue8: 0x0D, alpha8: 0x0D)),
        ValueCase(
            name: "hsla string", value: ##""hsla(200, 41%, 36%, 0.04)""##,
            expected: Color(hue: 200, saturation: 0.41, lightness: 0.36, alpha: 0.04)),
        ValueCase(
            name: "4-argument hsl string", value: ##""hsl(0, 100%, 14%, 1)""##,
            expected: Color(hue: 0, saturation: 1, lightness: 0.14)),
    ]

    @Test(arguments: valueCases)
    func valueForms(_ testCase: ValueCase) throws {
        let theme = try Self.read(##"{"c": {"$type": "color", "$value": \##(testCase.value)}}"##)
        let resolved = try theme.resolvedForTest()
        let color = try #require(resolved.color("c", in: Appearance(.dark))?.color)
        #expect(
            color.isClose(to: testCase.expected, tolerance: testCase.tolerance),
            "got \(color.linearSRGB) alpha \(color.alpha), expected \(testCase.expected.linearSRGB)")
    }

    @Test func displayP3RedConvertsToKnownExtendedSRGB() throws {
        // color(display-p3 1 0 0) is about rgb(109.3% -22.7% -15.0%) in extended sRGB (CSS Color 4 §10.4).
        let theme = try Self.read(
            ##"{"c": {"$type": "color", "$value": {"colorSpace": "display-p3", "components": [1, 0, 0]}}}"##)
        let srgb = try #require(theme.token(named: "c")?.variants.first).value
        guard case .literal(let literal) = srgb else {
            Issue.record("expected a literal")
            return
        }
        let c = literal.color.sRGBComponents
        #expect(abs(c.x - 1.0930) < 1e-3 && abs(c.y + 0.2267) < 1e-3 && abs(c.z + 0.1501) < 1e-3)
    }

    @Test func typeIsInheritedFromTheNearestGroup() throws {
        let theme = try Self.read(
            """
            {
              "palette": {
                "$type": "color",
                "blue": { "$value": "#0000ff" },
                "sizes": { "$type": "dimension", "small": { "$value": "4px" } },
                "mixed": { "$type": "dimension", "red": { "$type": "color", "$value": "#ff0000" } }
              },
              "space": { "$type": "dimension", "one": { "$value": {"value": 4, "unit": "px"} } },
              "link": { "$value": "{palette.blue}" },
              "alias-to-size": { "$value": "{palette.sizes.small}" }
            }
            """)
        #expect(theme.tokens.map(\.name) == ["palette.blue", "palette.mixed.red", "link"])
        #expect(theme.format == .designTokens)
        #expect(theme.name == "t")
        #expect(theme.warnings.isEmpty)
    }

    @Test func untypedTokensAreSkippedWithOneWarning() throws {
        let theme = try Self.read(##"{"a": {"$value": "#ffffff"}, "b": {"$value": "#000000"}}"##)
        #expect(theme.tokens.isEmpty)
        #expect(theme.warnings.count == 1)
        #expect(theme.warnings.first?.message.hasPrefix("2 tokens (first \"a\") have no \"$type\"") == true)
    }

    @Test func aliasChainsRefsAndRootResolve() throws {
        let theme = try Self.read(
            """
            {
              "$type": "color",
              "base": { "blue": { "$value": {"colorSpace": "srgb", "components": [0, 0.4, 1]} } },
              "accent": {
                "$root": { "$value": "{base.blue}" },
                "strong": { "$value": "{accent.$root}" }
              },
              "link": { "$value": {"$ref": "#/accent/strong/$value"} },
              "linkToken": { "$value": {"$ref": "#/base/blue"} },
              "escaped": { "$value": {"$ref": "#/we~1ird~0name/$value"} },
              "we/ird~name": { "$value": "#123456" }
            }
            """)
        let resolved = try theme.resolvedForTest()
        for name in ["accent.$root", "accent.strong", "link", "linkToken"] {
            #expect(resolved.hex(name, "dark") == "#0066FF", "\(name)")
        }
        #expect(
            resolved.color("link", in: Appearance(.light))?.chain == [
                "link", "accent.strong", "accent.$root", "base.blue",
            ])
        #expect(resolved.hex("escaped", "light") == "#123456")
        guard case .reference(let name, _) = theme.token(named: "link")?.variants.first?.value else {
            Issue.record("a $ref must become a reference")
            return
        }
        #expect(name == "accent.strong")
    }

    @Test func extendsCopiesTheTokensAGroupDoesNotDefine() throws {
        let theme = try Self.read(
            """
            {
              "$type": "color",
              "button": { "bg": { "$value": "#0066ff" }, "text": { "$value": "#ffffff" } },
              "danger": { "$extends": "{button}", "bg": { "$value": "#cc0000" } },
              "ghost": { "$extends": "{danger}" }
            }
            """)
        let resolved = try theme.resolvedForTest()
        #expect(resolved.hex("danger.bg", "light") == "#CC0000")
        #expect(resolved.hex("danger.text", "light") == "#FFFFFF")
        #expect(resolved.hex("ghost.bg", "dark") == "#CC0000")
        #expect(resolved.hex("ghost.text", "dark") == "#FFFFFF")
        #expect(theme.tokens.count == 6)
    }

    @Test func modeExtensionsBecomeVariants() throws {
        let json = """
            {
              "bg": {
                "$type": "color", "$value": "#ffffff",
                "$extensions": { "mode": { "light": "#ffffff", "dark": "#000000", "Dark HC": "#0a0a0a", "sepia": "#f4ecd8" } }
              }
            }
            """
        let theme = try Self.read(json)
        let resolved = try theme.resolvedForTest()
        #expect(resolved.hex("bg", "light") == "#FFFFFF")
        #expect(resolved.hex("bg", "dark.elevated") == "#000000")
        #expect(resolved.hex("bg", "dark.high-contrast") == "#0A0A0A")
        #expect(theme.warnings.map(\.message).contains { $0.hasPrefix("mode \"sepia\" maps to no appearance") })

        // The configuration maps a mode the name alone does not.
        let configured = try Self.read(json, modes: ["sepia": "light.high-contrast"])
        #expect(try configured.resolvedForTest().hex("bg", "light.high-contrast") == "#F4ECD8")
        #expect(configured.warnings.isEmpty)
    }

    /// Which documents the DTCG reader claims.
    struct ClaimCase: CustomTestStringConvertible, Sendable {
        var name: String
        var file: String
        var json: String?
        var claimed: Bool
        var testDescription: String { name }
    }

    static let claimCases: [ClaimCase] = [
        ClaimCase(name: ".tokens extension", file: "a.tokens", json: nil, claimed: true),
        ClaimCase(name: ".tokens.json extension", file: "a.tokens.json", json: "{}", claimed: true),
        ClaimCase(
            name: "json with $value tokens", file: "a.json", json: ##"{"a": {"b": {"$value": "#fff"}}}"##, claimed: true
        ),
        ClaimCase(
            name: "DTCG with a colors group", file: "a.json", json: ##"{"colors": {"blue": {"$value": "#00f"}}}"##,
            claimed: true),
        ClaimCase(name: "native scheme", file: "a.json", json: ##"{"colors": {"text": "#000"}}"##, claimed: false),
        ClaimCase(
            name: "rule set", file: "wcag2-aa.json",
            json: ##"{"id": "x", "rules": [{"id": "r", "kind": "contrast"}]}"##,
            claimed: false),
        ClaimCase(name: "random JSON", file: "package.json", json: ##"{"name": "x", "version": "1"}"##, claimed: false),
        ClaimCase(
            name: "resolver document", file: "a.resolver.json",
            json:
                ##"{"version": "2025.10", "resolutionOrder": [], "sets": {"s": {"sources": [{"a": {"$value": "#fff"}}]}}}"##,
            claimed: false),
        ClaimCase(name: "array", file: "a.json", json: "[1, 2]", claimed: false),
    ]

    @Test(arguments: claimCases)
    func claims(_ testCase: ClaimCase) throws {
        let root = try testCase.json.map { try JSONParser.parse(Array($0.utf8), path: testCase.file) }
        let claim = DesignTokensReader.claims(
            URL(fileURLWithPath: "/x/" + testCase.file), isDirectory: false, root: root)
        #expect((claim == .yes) == testCase.claimed)
    }

    @Test func nativeSchemesAreStillReadAsSchemes() throws {
        let outcome = runAudit(["check", Fixtures.packageRoot.appendingPathComponent("Examples/catchup.json").path])
        #expect(outcome.exitCode != .invalidInput, "\(outcome.stderr)")
    }
}
