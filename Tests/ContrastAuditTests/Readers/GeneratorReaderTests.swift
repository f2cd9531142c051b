import Foundation
import Testing

@testable import ContrastAudit
@testable import audit

/// The `generator` object of a scheme file: what it derives, how `audit check` evaluates it at the
/// default pick, and every mistake reported at `path:line:column` with a hint.
@Suite struct GeneratorReaderTests {
    static let bundled = Fixtures.packageRoot.appendingPathComponent("Examples/single-color-generator.json")

    static func generator(_ text: String) throws -> Generator {
        try #require(try SchemeReader.readGenerator(Array(text.utf8), path: "g.json"))
    }

    /// The HSB → sRGB formula, written out here rather than taken from the library.
    static func rgb(_ hue: Double, _ saturation: Double, _ brightness: Double) -> [Double] {
        let chroma = brightness * saturation
        let sector = hue / 60
        let x = chroma * (1 - abs(sector.truncatingRemainder(dividingBy: 2) - 1))
        let m = brightness - chroma
        let (r, g, b): (Double, Double, Double)
        switch Int(sector) {
        case 0: (r, g, b) = (chroma, x, 0)
        case 1: (r, g, b) = (x, chroma, 0)
        case 2: (r, g, b) = (0, chroma, x)
        case 3: (r, g, b) = (0, x, chroma)
        case 4: (r, g, b) = (x, 0, chroma)
        default: (r, g, b) = (chroma, 0, x)
        }
        return [r + m, g + m, b + m]
    }

    @Test func bundledGeneratorDerivesTheGamesFourColors() throws {
        let bytes = [UInt8](try Data(contentsOf: Self.bundled))
        let generator = try #require(try SchemeReader.readGenerator(bytes, path: "single.json"))
        #expect(generator.inputs.map(\.name) == ["pick"])
        #expect(generator.tokens.map(\.name) == ["dark", "light", "neutral", "base"])
        #expect(generator.pairings.count == 4)
        let constants = generator.constants.map { "\($0.name) \($0.parameter.rawValue) \($0.value)" }
        #expect(
            constants == [
                "dark brightness set 0.2", "dark saturation ÷ divide 1.5", "light brightness set 1.0",
                "light saturation ÷ divide 1.5", "neutral brightness set 0.6", "base brightness set 0.8",
            ])
        // One pick, and every token's color from the formulas written out above.
        let pick = HSB(hue: 100, saturation: 0.9, brightness: 0.3)
        let program = try GeneratorProgram(generator: generator, appearance: Appearance(.dark))
        let colors = program.colors(picks: [pick])
        let expected: [String: [Double]] = [
            "dark": Self.rgb(100, 0.6, 0.2), "light": Self.rgb(100, 0.6, 1.0),
            "neutral": Self.rgb(100, 0.9, 0.6), "base": Self.rgb(100, 0.9, 0.8),
        ]
        for (name, channels) in expected {
            let index = try #require(program.index(of: name))
            let color = try #require(colors[index])
            for (actual, wanted) in zip([color.components.x, color.components.y, color.components.z], channels) {
                #expect(abs(actual - wanted) < 1e-12, "\(name)")
            }
        }
    }

    @Test func checkEvaluatesTheDefaultPickLikeAnyScheme() throws {
        let outcome = runAudit(["check", Self.bundled.path, "--format", "json"])
        #expect(outcome.exitCode == .success, "\(outcome.stderr)")
        let report = try #require(
            try JSONSerialization.jsonObject(with: Data(outcome.stdout.utf8)) as? [String: Any])
        let results = try #require(report["results"] as? [[String: Any]])
        // 3 contrast pairings and a status bar in 4 appearances; results point at the derivation.
        #expect(results.count == 16)
        let first = try #require(results.first)
        let location = try #require(first["location"] as? [String: Any])
        #expect(location["line"] as? Int == 16)
        let colors = try #require(first["colors"] as? [String: String])
        // The default pick hsb(210, 60%, 80%): dark = hsb(210, 40%, 20%), light = hsb(210, 40%, 100%).
        #expect(colors == ["foreground": "#1F2933", "background": "#99CCFF"])
    }

    @Test func variantsFromOtherTokensAndOKLCH() throws {
        let generator = try Self.generator(
            """
            {
              "generator": {
                "inputs": { "brand": "#3366CC" },
                "tokens": {
                  "surface": { "light": { "lightness": 0.97, "chroma": { "scale": 0.1 } },
                               "dark": { "lightness": 0.2, "chroma": { "scale": 0.2 } } },
                  "ink": { "from": "surface", "space": "oklch", "lightness": { "scale": 0.1, "add": 0.05 } },
                  "glass": { "from": "brand", "alpha": 0.5 },
                  "label": { "light": "#000000", "dark": "{ios.label}" }
                }
              },
              "colors": { "link": "{ink}" },
              "pairings": [ { "foreground": "link", "background": "surface" },
                            { "foreground": "label", "background": ["glass", "surface"] } ]
            }
            """)
        let theme = try generator.theme()
        let resolved = try ResolvedTheme(theme: theme, appearances: Appearance.standard)
        let light = try #require(resolved.color("surface", in: Appearance(.light))).color
        let dark = try #require(resolved.color("surface", in: Appearance(.dark))).color
        // Results are gamut-mapped to sRGB (CSS Color 4), which may clip within one JND: lightness stays close.
        #expect(abs(light.okLCH.l - 0.97) < 1e-3 && abs(dark.okLCH.l - 0.2) < 1e-3)
        #expect(light.isInSRGBGamut() && dark.isInSRGBGamut())
        // `ink` follows surface per appearance; `link` aliases it.
        let link = try #require(resolved.color("link", in: Appearance(.dark))).color
        #expect(abs(link.okLCH.l - (dark.okLCH.l * 0.1 + 0.05)) < 1e-3)
        #expect(try #require(resolved.color("glass", in: Appearance(.light))).color.alpha == 0.5)
        #expect(try #require(resolved.color("label", in: Appearance(.dark))).isBuiltIn)
        let report = try AuditEngine.run(themes: [theme], ruleSets: [try Self.wcag2AA()])
        #expect(report.results.contains { $0.pairing?.id == "link on surface" })
    }

    static func wcag2AA() throws -> RuleSet {
        let library = RuleLibrary(directory: Fixtures.packageRoot.appendingPathComponent("Rules"))
        return try library.load("wcag2-aa", base: Fixtures.packageRoot)
    }

    struct BadGenerator: CustomTestStringConvertible, Sendable {
        var name: String
        var text: String
        var line: Int
        var column: Int
        var message: String
        var testDescription: String { name }
    }

    static let head = ##"{ "generator": { "inputs": { "pick": "#3366CC" }, "tokens": {"##

    static let badCases: [BadGenerator] = [
        BadGenerator(
            name: "misspelled component", text: head + "\n  \"a\": { \"brightnes\": 0.2 } } } }", line: 2,
            column: 10,
            message: #"unknown key "brightnes" in the derivation of token "a"; expected "from", "space", "#),
        BadGenerator(
            name: "hint for a misspelled component", text: head + "\n  \"a\": { \"brightnes\": 0.2 } } } }",
            line: 2, column: 10, message: #"did you mean "brightness"?"#),
        BadGenerator(
            name: "misspelled variant", text: head + "\n  \"a\": { \"drak\": { \"brightness\": 0.2 } } } } }",
            line: 2, column: 10, message: #"did you mean "dark"?"#),
        BadGenerator(
            name: "unknown input", text: head + "\n  \"a\": { \"from\": \"pik\", \"brightness\": 0.2 } } } }",
            line: 2, column: 18,
            message: #"unknown input or derived token "pik" in "from"; expected "pick"; did you mean "pick"?"#),
        BadGenerator(
            name: "unknown pairing token",
            text: head
                + "\n  \"dark\": { \"brightness\": 0.2 } } },\n \"pairings\": [{\"foreground\": \"drak\", \"background\": \"dark\"}] }",
            line: 3, column: 30, message: #"unknown token "drak" in pairing; did you mean "dark"?"#),
        BadGenerator(
            name: "misspelled generator key",
            text: ##"{ "generator": { "input": { "pick": "#3366CC" }, "tokens": { "a": { "hue": 3 } } } }"##, line: 1,
            column: 18,
            message:
                #"unknown key "input" in "generator"; expected "description", "inputs" or "tokens"; did you mean "inputs"?"#
        ),
        BadGenerator(
            name: "several inputs need from",
            text:
                ##"{ "generator": { "inputs": { "a": "#000000", "b": "#FFFFFF" }, "tokens": { "t": { "hue": 3 } } } }"##,
            line: 1, column: 81, message: #"the derivation of token "t" needs "from""#),
        BadGenerator(
            name: "mixed spaces", text: head + "\n  \"a\": { \"brightness\": 0.2, \"lightness\": 0.3 } } } }", line: 2,
            column: 29, message: "mixes HSB components (saturation, brightness) and OKLCH ones"),
        BadGenerator(
            name: "two operations", text: head + "\n  \"a\": { \"saturation\": { \"scale\": 2, \"divide\": 3 } } } } }",
            line: 2, column: 38, message: #"has both "scale" and "divide""#),
        BadGenerator(
            name: "value out of range", text: head + "\n  \"a\": { \"brightness\": 1.2 } } } }", line: 2, column: 24,
            message: "the value 1.2 is outside 0...1 for the brightness of token \"a\""),
        BadGenerator(
            name: "hue has no clamp", text: head + "\n  \"a\": { \"hue\": { \"add\": 30, \"max\": 200 } } } } }",
            line: 2,
            column: 30, message: #"hue wraps around, so it has no "max""#),
        BadGenerator(
            name: "component of the other space",
            text: head + "\n  \"a\": { \"space\": \"oklch\", \"brightness\": 0.5 } } } }", line: 2, column: 28,
            message: #""brightness" is not a component of oklch"#),
        BadGenerator(
            name: "token also in colors",
            text:
                ##"{ "colors": { "a": "#000000" }, "generator": { "inputs": { "p": "#123456" }, "tokens": { "a": { "hue": 3 } } } }"##,
            line: 1, column: 90, message: #"token "a" is also defined in "colors""#),
        BadGenerator(
            name: "cycle through from",
            text: head + "\n  \"a\": { \"from\": \"b\", \"hue\": 3 },\n  \"b\": { \"from\": \"a\", \"hue\": 4 } } } }",
            line: 2,
            column: 3, message: "reference cycle: a -> b -> a"),
        BadGenerator(
            name: "translucent default pick",
            text: ##"{ "generator": { "inputs": { "pick": "#33669980" }, "tokens": { "a": { "hue": 3 } } } }"##,
            line: 1,
            column: 38, message: #"the default pick of input "pick" is translucent"#),
        BadGenerator(
            name: "plain value", text: head + "\n  \"a\": \"#FFFFFF\" } } }", line: 2, column: 8,
            message: #"derived token "a" is a plain value; put fixed colors and aliases in "colors""#),
        BadGenerator(
            name: "set with add", text: head + "\n  \"a\": { \"hue\": { \"set\": 30, \"add\": 2 } } } } }", line: 2,
            column: 30, message: #""add" has no effect after "set""#),
    ]

    @Test(arguments: badCases)
    func mistakesAreReportedWhereTheyAre(_ item: BadGenerator) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("ca-gen-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data(item.text.utf8).write(to: folder.appendingPathComponent("g.json"))
        let outcome = runAudit(["check", "g.json"], directory: folder.path)
        #expect(outcome.exitCode == .invalidInput)
        #expect(outcome.stdout.isEmpty)
        let firstLine = outcome.stderr.split(separator: "\n").first.map(String.init) ?? ""
        #expect(firstLine.hasPrefix("g.json:\(item.line):\(item.column): error: "), "\(firstLine)")
        #expect(firstLine.contains(item.message), "\(firstLine)")
    }
}
