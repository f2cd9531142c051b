import Foundation
import Testing

@testable import ContrastAudit
@testable import audit

/// Live checks: the same verdicts as `audit check`, nearest picks that pass, the builder's errors, and
/// the README's example compiled as written.
@Suite struct LiveCheckerTests {
    static func fourColors() -> SchemeBuilder {
        var scheme = SchemeBuilder(name: "Four colors")
        scheme.color(
            "background", light: Color(red8: 0xF6, green8: 0xF1, blue8: 0xE7),
            dark: Color(red8: 0x1B, green8: 0x1B, blue8: 0x1D))
        scheme.color(
            "text", light: Color(red8: 0x2B, green8: 0x21, blue8: 0x18),
            dark: Color(red8: 0xF2, green8: 0xEE, blue8: 0xE8))
        scheme.color("accent", Color(hsb: HSB(hue: 8, saturation: 0.8, brightness: 0.9)))
        scheme.color("bar", Color(hsb: HSB(hue: 32, saturation: 0.25, brightness: 0.6)))
        scheme.alias("link", to: "accent")
        scheme.color("card", Color(red: 1, green: 1, blue: 1, alpha: 0.5))
        scheme.pair("text", on: "background")
        scheme.pair("link", on: ["card", "background"])
        scheme.pair("accent", on: "background", role: .ui)
        scheme.pair("background", on: "accent", role: .largeText)
        scheme.statusBar(on: "bar")
        return scheme
    }

    @Test func builtInRuleSetIsTheShippedFile() throws {
        let file = try String(
            contentsOf: Fixtures.packageRoot.appendingPathComponent("Rules/wcag2-aa.json"), encoding: .utf8)
        // A multi-line string literal ends before its last line break.
        #expect(RuleSet.wcag2AAText + "\n" == file)
        #expect(RuleSet.wcag2AA.id == "wcag2-aa" && RuleSet.wcag2AA.rules.count == 7)
    }

    /// The checker's failures are exactly the error results of `audit check` on the scheme with the pick
    /// written into the token, at random picks, for every slot.
    @Test func schemeVerdictsMatchTheEngine() throws {
        let theme = try Self.fourColors().build()
        let checker = try LiveChecker(scheme: theme)
        var rng = SplitMix64(seed: 7)
        for slotName in ["background", "text", "accent", "bar", "card"] {
            let slot = try checker.slot(slotName)
            for _ in 0..<25 {
                let alpha: UInt8 = slotName == "card" ? 128 : 255
                let color = rng.color8(alpha: alpha)
                var picked = theme
                let position = try #require(picked.tokens.firstIndex { $0.name == slotName })
                picked.tokens[position] = Token(
                    name: slotName,
                    value: .literal(ColorLiteral(color: color, location: picked.tokens[position].location)),
                    location: picked.tokens[position].location)
                let report = try AuditEngine.run(themes: [picked], ruleSets: [.wcag2AA])
                let expected = report.results.filter { $0.status == .fail && $0.severity == .error }
                let result = checker.check(slot, color)
                #expect(
                    result.failures.map { "\($0.pairing) \($0.rule) \($0.appearances[0])" }
                        == expected.map { "\($0.pairing!.id) \($0.rule) \($0.appearance!)" }, "\(slotName) \(color.hex)"
                )
                for (failure, result) in zip(result.failures, expected) {
                    // A declared-style result judges a match and has no value to compare.
                    if let value = result.value { #expect(abs(failure.value - value) < 1e-9) }
                }
            }
        }
    }

    @Test func nearestSchemePickPassesAndKeepsTheHue() throws {
        let checker = try LiveChecker(scheme: try Self.fourColors().build(), appearances: [Appearance(.light)])
        let accent = try checker.slot("accent")
        // A light accent: on the light background the UI contrast fails.
        let picked = Color(hsb: HSB(hue: 200, saturation: 0.3, brightness: 0.95))
        let result = checker.check(accent, picked)
        #expect(result.failures.contains { $0.pairing == "accent on background" })
        let nearest = try #require(result.nearestPassingPick)
        #expect(nearest.change == .lightness)
        #expect(
            checker.check(accent, nearest.color).failures.allSatisfy {
                !["accent on background", "background on accent", "link on card on background"].contains($0.pairing)
            })
        let hue = try #require(nearest.color.okLCH.h)
        #expect(abs(hue - picked.okLCH.h!) < 1)
        #expect(nearest.deltaE > 0 && nearest.deltaE < 0.5)
        // A pick that passes needs no suggestion.
        let dark = Color(hsb: HSB(hue: 200, saturation: 0.9, brightness: 0.35))
        let passing = checker.check(accent, dark)
        #expect(!passing.failures.contains { $0.pairing == "accent on background" })
    }

    @Test func setCommitsAPickForLaterChecks() throws {
        var checker = try LiveChecker(scheme: try Self.fourColors().build(), appearances: [Appearance(.light)])
        let text = try checker.slot("text")
        let background = try checker.slot("background")
        let gray = Color(white: 0.5)
        #expect(checker.check(text, gray).failures.contains { $0.pairing == "text on background" })
        checker.set(background, .black)
        #expect(!checker.check(text, .white).failures.contains { $0.pairing == "text on background" })
        #expect(checker.check(text, .black).failures.contains { $0.pairing == "text on background" })
    }

    /// A generator's live verdicts agree with the compiled checks the sweep uses, and the nearest pick
    /// for a gray (whose status bar always fails) passes.
    @Test func generatorPicks() throws {
        let generator = try SweepBruteForceTests.generator()
        let checker = try LiveChecker(generator: generator)
        let pick = try checker.slot("pick")
        #expect(checker.brightnessMatters == [false])
        let gray = checker.check(pick, hsb: HSB(hue: 0, saturation: 0, brightness: 0.5))
        #expect(gray.failures.contains { $0.pairing == "status bar on neutral" && $0.rule == "status-bar-text" })
        let nearest = try #require(gray.nearestPassingPick)
        #expect(nearest.change == .saturation)
        let again = checker.check(pick, hsb: nearest.color.hsb)
        #expect(!again.failures.contains { $0.pairing == "status bar on neutral" })
        // The sweep's verdict at the same picks.
        var rng = SplitMix64(seed: 3)
        let report = try Sweep.run(
            generator, ruleSets: [.wcag2AA],
            options: SweepOptions(step: SweepStep(hue: 30, saturation: 25), searchFixes: false))
        let grid = report.inputs[0].grid
        for _ in 0..<20 {
            let index = Int(rng.next() % UInt64(grid.count))
            let result = checker.check(pick, hsb: grid.pick(index))
            for check in report.checks {
                let fails = result.failures.contains { $0.pairing == check.pairing.id && $0.rule == check.rule }
                let sweepFails = check.heatMap!.failingShare[index] > 0
                #expect(fails == sweepFails, "\(check.id) at \(grid.pick(index))")
            }
        }
    }

    @Test func builderMistakesAreReported() throws {
        var scheme = SchemeBuilder(name: "mistakes")
        scheme.color("background", .white)
        scheme.color("background", .black)
        scheme.pair("txt", on: "background")
        #expect(throws: DiagnosticList.self) { try scheme.build() }
        do {
            _ = try scheme.build()
        } catch {
            let messages = error.diagnostics.map(\.message)
            #expect(messages.contains("\"background\" is defined twice"))
            #expect(messages.contains { $0.hasPrefix("unknown token \"txt\" in pairing") })
        }
        let checker = try LiveChecker(scheme: try Self.fourColors().build())
        do {
            _ = try checker.slot("acent")
            Issue.record("an unknown slot must throw")
        } catch {
            #expect(error.message.contains("did you mean \"accent\"?"))
        }
    }

    @Test func builderMakesGenerators() throws {
        var builder = SchemeBuilder(name: "single pick")
        builder.input("pick", default: Color(hsb: HSB(hue: 210, saturation: 0.6, brightness: 0.8)))
        builder.derive("dark", from: "pick", [.brightness: .set(0.2), .saturation: .divide(1.5)])
        builder.derive("light", from: "pick", [.brightness: .set(1), .saturation: .divide(1.5)])
        builder.derive("neutral", from: "pick", [.brightness: .set(0.6)])
        builder.pair("dark", on: "light")
        builder.statusBar(on: "neutral")
        let generator = try builder.buildGenerator()
        let checker = try LiveChecker(generator: generator)
        let result = checker.check(try checker.slot("pick"), hsb: HSB(hue: 120, saturation: 1, brightness: 1))
        #expect(result.failures.map(\.pairing) == ["status bar on neutral"])
    }

    /// The README's "Checking colors from Swift" example, as written there.
    @Test func readmeExampleCompilesAndRuns() throws {
        let pickedColor = Color(hsb: HSB(hue: 50, saturation: 0.9, brightness: 1))
        var printed: [String] = []
        func print(_ text: String) { printed.append(text) }

        // README: begin
        var scheme = SchemeBuilder(name: "Four colors")
        scheme.color("background", Color(red8: 0xF6, green8: 0xF1, blue8: 0xE7))
        scheme.color("text", Color(red8: 0x2B, green8: 0x21, blue8: 0x18))
        scheme.color("accent", Color(hsb: HSB(hue: 8, saturation: 0.8, brightness: 0.9)))
        scheme.color("bar", Color(hsb: HSB(hue: 32, saturation: 0.25, brightness: 0.6)))
        scheme.pair("text", on: "background")
        scheme.pair("accent", on: "background", role: .ui)
        scheme.pair("background", on: "accent", role: .largeText)
        scheme.statusBar(on: "bar")

        var checker = try LiveChecker(scheme: try scheme.build(), appearances: [Appearance(.light)])
        let accent = try checker.slot("accent")

        // In the color picker's value-changed handler:
        let result = checker.check(accent, pickedColor)
        for failure in result.failures {
            print("\(failure.pairing): \(Wording.ratio(failure.value)), needs \(Wording.threshold(failure.minimum))")
        }
        if let nearest = result.nearestPassingPick {
            print("nearest readable accent: \(nearest.color.hex)")
        }

        // When the user lets go: later checks of the other slots see this accent.
        checker.set(accent, pickedColor)
        // README: end

        #expect(printed.contains { $0.hasPrefix("accent on background: ") })
        #expect(printed.contains { $0.hasPrefix("nearest readable accent: #") })
        let readme = try String(contentsOf: Fixtures.packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
        let source = try String(contentsOf: URL(fileURLWithPath: #filePath), encoding: .utf8)
        let begin = try #require(source.range(of: "// README: begin\n"))
        let end = try #require(source.range(of: "        // README: end"))
        let example = source[begin.upperBound..<end.lowerBound].split(separator: "\n", omittingEmptySubsequences: false)
            .map { $0.count >= 8 ? String($0.dropFirst(8)) : String($0) }.joined(separator: "\n")
        #expect(readme.contains(example), "the README shows this example verbatim")
    }
}
