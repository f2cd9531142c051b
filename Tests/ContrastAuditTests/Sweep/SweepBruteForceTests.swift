import Foundation
import Testing

@testable import ContrastAudit
@testable import audit

/// Acceptance (a) of issue 7: the sweep's failing fractions for the bundled generator match a brute-force
/// recomputation written here from scratch (HSB to sRGB, WCAG 2.2 luminance and ratio, the status-bar
/// brightness rule), on coarse grids; and the compiled checks agree with `audit check` at random picks.
@Suite(.tags(.slow)) struct SweepBruteForceTests {
    static let bundled = Fixtures.packageRoot.appendingPathComponent("Examples/single-color-generator.json")

    static func generator(_ url: URL = bundled) throws -> Generator {
        let bytes = [UInt8](try Data(contentsOf: url))
        return try #require(try SchemeReader.readGenerator(bytes, path: url.lastPathComponent))
    }

    static func wcag2AA() throws -> RuleSet {
        try RuleLibrary(directory: Fixtures.packageRoot.appendingPathComponent("Rules")).load(
            "wcag2-aa", base: Fixtures.packageRoot)
    }

    // MARK: Independent arithmetic

    /// UIKit's HSB → sRGB (hexcone model), hue in degrees.
    static func hsb(_ hue: Double, _ saturation: Double, _ brightness: Double) -> (Double, Double, Double) {
        let h = (hue.truncatingRemainder(dividingBy: 360) + 360).truncatingRemainder(dividingBy: 360) / 60
        let i = Int(h.rounded(.down))
        let f = h - Double(i)
        let v = brightness
        let p = v * (1 - saturation)
        let q = v * (1 - saturation * f)
        let t = v * (1 - saturation * (1 - f))
        switch i {
        case 0: return (v, t, p)
        case 1: return (q, v, p)
        case 2: return (p, v, t)
        case 3: return (p, q, v)
        case 4: return (t, p, v)
        default: return (v, p, q)
        }
    }

    /// WCAG 2.2 relative luminance.
    static func luminance(_ rgb: (Double, Double, Double)) -> Double {
        func linear(_ c: Double) -> Double { c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4) }
        return 0.2126 * linear(rgb.0) + 0.7152 * linear(rgb.1) + 0.0722 * linear(rgb.2)
    }

    /// WCAG 2.2 contrast ratio.
    static func ratio(_ a: (Double, Double, Double), _ b: (Double, Double, Double)) -> Double {
        let (la, lb) = (luminance(a), luminance(b))
        return (max(la, lb) + 0.05) / (min(la, lb) + 0.05)
    }

    /// The four pairings of the example, by hand: failing picks of each over a grid.
    static func bruteForce(hues: [Double], saturations: [Double]) -> [String: Int] {
        var failing = ["dark on light": 0, "dark on base": 0, "light on neutral": 0, "status bar on neutral": 0]
        for hue in hues {
            for s in saturations {
                let dark = hsb(hue, s / 1.5, 0.2)
                let light = hsb(hue, s / 1.5, 1.0)
                let neutral = hsb(hue, s, 0.6)
                let base = hsb(hue, s, 0.8)
                if ratio(dark, light) < 4.5 { failing["dark on light"]! += 1 }
                if ratio(dark, base) < 3 { failing["dark on base"]! += 1 }
                if ratio(light, neutral) < 3 { failing["light on neutral"]! += 1 }
                let brightness = max(neutral.0, neutral.1, neutral.2)
                let text = brightness < 0.7 ? (1.0, 1.0, 1.0) : (0.0, 0.0, 0.0)
                if ratio(text, neutral) < 4.5 { failing["status bar on neutral"]! += 1 }
            }
        }
        return failing
    }

    struct Grid: CustomTestStringConvertible, Sendable {
        var step: SweepStep
        var testDescription: String { "step \(step)" }
    }

    @Test(arguments: [
        Grid(step: SweepStep(hue: 10, saturation: 10)), Grid(step: SweepStep(hue: 7, saturation: 3)),
        Grid(step: SweepStep(hue: 24, saturation: 12.5)),
    ])
    func failingFractionsMatchABruteForceRecomputation(_ grid: Grid) throws {
        let report = try Sweep.run(
            try Self.generator(), ruleSets: [try Self.wcag2AA()],
            options: SweepOptions(step: grid.step, searchFixes: false))
        let hues = stride(from: 0.0, to: 360, by: grid.step.hue).map { $0 }
        var saturations = stride(from: 0.0, through: 100, by: grid.step.saturation).map { $0 / 100 }
        if saturations.last! < 1 { saturations.append(1) }
        let expected = Self.bruteForce(hues: hues, saturations: saturations)
        #expect(report.inputs.count == 1)
        #expect(report.inputs[0].grid.sweepsBrightness == false, "every token sets brightness")
        #expect(report.checks.count == 4)
        for check in report.checks {
            let name = check.pairing.id
            #expect(check.evaluated == hues.count * saturations.count, "\(name)")
            #expect(
                check.failing == expected[name], "\(name): sweep \(check.failing), brute force \(expected[name] ?? -1)")
            #expect(check.appearances == Appearance.standard, "one group: the generator has no variants")
        }
    }

    /// A generator whose brightness matters (a token keeps the pick's brightness) is swept in three
    /// dimensions; the brute force covers the brightness axis too.
    @Test func brightnessIsSweptWhenATokenKeepsIt() throws {
        let text = """
            { "generator": { "inputs": { "pick": "#3366CC" },
                "tokens": { "ink": { "saturation": { "scale": 0.5 } }, "paper": { "brightness": 0.95, "saturation": 0.1 } } },
              "pairings": [ { "foreground": "ink", "background": "paper" } ] }
            """
        let generator = try #require(try SchemeReader.readGenerator(Array(text.utf8), path: "g.json"))
        let step = SweepStep(hue: 30, saturation: 20, brightness: 10)
        let report = try Sweep.run(
            generator, ruleSets: [try Self.wcag2AA()], options: SweepOptions(step: step, searchFixes: false))
        let grid = report.inputs[0].grid
        #expect(grid.sweepsBrightness)
        #expect(grid.count == 12 * 6 * 11)
        var failing = 0
        for b in stride(from: 0.0, through: 100, by: 10) {
            for s in stride(from: 0.0, through: 100, by: 20) {
                for hue in stride(from: 0.0, to: 360, by: 30) {
                    let ink = Self.hsb(hue, s / 100 * 0.5, b / 100)
                    let paper = Self.hsb(hue, 0.1, 0.95)
                    if Self.ratio(ink, paper) < 4.5 { failing += 1 }
                }
            }
        }
        let check = try #require(report.checks.first)
        #expect(check.failing == failing)
        // Every region is all-failing and inside the grid.
        for region in check.regions {
            #expect(region.brightness != nil)
            #expect(region.box.brightness.upperBound < grid.brightnesses.count)
        }
    }

    /// The compiled checks give the same status and value as the rule kinds in `audit check`, at random
    /// picks, for a generator with variants, an OKLCH derivation, a translucent token and APCA rules.
    @Test func compiledChecksAgreeWithTheEngine() throws {
        let text = """
            { "generator": { "inputs": { "pick": "#3366CC" },
                "tokens": {
                  "surface": { "light": { "brightness": 0.97, "saturation": { "scale": 0.1 } },
                               "dark": { "brightness": 0.15, "saturation": { "scale": 0.4 } } },
                  "ink": { "from": "surface", "space": "oklch", "lightness": { "scale": 0.2, "add": 0.1 } },
                  "accent": { "lightness": 0.6, "chroma": { "max": 0.15 } },
                  "glass": { "from": "pick", "alpha": 0.4, "brightness": 0.3 },
                  "bar": { "brightness": { "scale": 0.9, "min": 0.3 } } } },
              "colors": { "label": { "light": "#111111", "dark": "{ios.label}" }, "link": "{accent}" },
              "pairings": [
                { "foreground": "ink", "background": "surface" },
                { "foreground": "link", "background": "surface", "role": "ui" },
                { "foreground": "label", "background": ["glass", "surface"] },
                { "foreground": "accent", "background": "glass", "role": "large-text" },
                { "statusBar": "bar", "style": { "light": "dark-content", "dark": "light-content" } } ] }
            """
        let generator = try #require(try SchemeReader.readGenerator(Array(text.utf8), path: "g.json"))
        let library = RuleLibrary(directory: Fixtures.packageRoot.appendingPathComponent("Rules"))
        let ruleSets = try ["wcag2-aa", "apca-advisory"].map { try library.load($0, base: Fixtures.packageRoot) }
        let compiled = try GeneratorChecks(generator: generator, ruleSets: ruleSets)
        #expect(compiled.groups.count == 2, "light and dark differ")
        var rng = SplitMix64(seed: 42)
        var compared = 0
        for _ in 0..<60 {
            let pick = HSB(
                hue: Double(rng.next() % 360), saturation: Double(rng.next() % 101) / 100,
                brightness: Double(rng.next() % 101) / 100)
            let theme = try generator.theme(picks: [pick])
            let report = try AuditEngine.run(themes: [theme], ruleSets: ruleSets)
            for (groupIndex, group) in compiled.groups.enumerated() {
                let program = compiled.programs[groupIndex]
                var buffers = program.makeBuffers()
                program.run(picks: [pick], buffers: &buffers)
                for check in compiled.checks[groupIndex] {
                    let outcome = try #require(check.evaluate(program, buffers: buffers))
                    let rule = compiled.rules[check.rule]
                    for appearance in group.appearances {
                        let result = try #require(
                            report.results.first {
                                $0.rule == rule.rule.id && $0.ruleSet == rule.ruleSet && $0.appearance == appearance
                                    && $0.pairing?.id == generator.pairings[check.pairing].id
                            }, "\(rule.rule.id) on \(generator.pairings[check.pairing].id) in \(appearance)")
                        #expect(outcome.passes == (result.status == .pass), "\(result.message) at \(pick)")
                        // A declared-style result judges a match and carries no value (DESIGN.md §8).
                        if let value = result.value {
                            #expect(abs(outcome.value - value) < 1e-9, "\(result.message)")
                        } else {
                            #expect(result.statusBar?.declaredStyle != nil, "\(result.message) has no value")
                        }
                        if !outcome.passes { #expect(outcome.severity == result.severity) }
                        compared += 1
                    }
                }
            }
        }
        #expect(compared > 1000)
    }

    /// Progress is reported from the workers as rows complete, ending with every pick done.
    @Test func progressReachesTheTotal() throws {
        final class Log: @unchecked Sendable {
            let lock = NSLock()
            var updates: [SweepProgress] = []
        }
        let log = Log()
        let options = SweepOptions(
            step: SweepStep(hue: 5, saturation: 5), searchFixes: true,
            progress: { update in
                log.lock.lock()
                log.updates.append(update)
                log.lock.unlock()
            })
        _ = try Sweep.run(try Self.generator(), ruleSets: [try Self.wcag2AA()], options: options)
        let sweeping = log.updates.filter { $0.phase == "sweeping" }
        #expect(sweeping.last?.done == 72 * 21 && sweeping.last?.total == 72 * 21)
        #expect(sweeping.map(\.done) == sweeping.map(\.done).sorted())
        #expect(log.updates.contains { $0.phase == "searching fixes" && $0.done == $0.total })
    }

    /// With several rule sets a check's id names the rule set, so ids (which fixes refer to) stay unique.
    @Test func checkIDsAreUniqueWithSeveralRuleSets() throws {
        let library = RuleLibrary(directory: Fixtures.packageRoot.appendingPathComponent("Rules"))
        let ruleSets = try ["wcag2-aa", "wcag2-aaa"].map { try library.load($0, base: Fixtures.packageRoot) }
        let report = try Sweep.run(
            try Self.generator(), ruleSets: ruleSets, options: SweepOptions(step: SweepStep(hue: 30, saturation: 25)))
        let ids = report.checks.map(\.id)
        #expect(Set(ids).count == ids.count)
        #expect(ids.contains("status bar on neutral · wcag2-aaa/status-bar-text-enhanced"))
        #expect(report.skippedRules == ["unpaired-token"])
    }

    /// Two inputs: each is swept with the other at its default pick; a pairing of both is reported once per
    /// input; a pairing of fixed colors is evaluated once.
    @Test func severalInputsAreSweptOneAtATime() throws {
        let text = """
            { "generator": { "inputs": { "bg": "hsb(40, 10%, 95%)", "fg": "hsb(220, 80%, 40%)" },
                "tokens": { "surface": { "from": "bg", "brightness": 0.9 }, "ink": { "from": "fg", "brightness": 0.45 } } },
              "colors": { "gray": "#777777", "white": "#FFFFFF" },
              "pairings": [ { "foreground": "ink", "background": "surface" },
                            { "foreground": "gray", "background": "white" } ] }
            """
        let generator = try #require(try SchemeReader.readGenerator(Array(text.utf8), path: "two.json"))
        let step = SweepStep(hue: 20, saturation: 10)
        let report = try Sweep.run(
            generator, ruleSets: [try Self.wcag2AA()], options: SweepOptions(step: step, searchFixes: false))
        #expect(report.inputs.map(\.grid.sweepsBrightness) == [false, false])
        let ink = report.checks.filter { $0.pairing.id == "ink on surface" }
        #expect(ink.map(\.input) == [0, 1])
        #expect(ink.map(\.heldInputs) == [[1], [0]])
        let hues = stride(from: 0.0, to: 360, by: 20).map { $0 }
        let saturations = stride(from: 0.0, through: 100, by: 10).map { $0 / 100 }
        var failing = [0, 0]
        for hue in hues {
            for s in saturations {
                let fixedInk = Self.hsb(220, 0.8, 0.45)
                let fixedSurface = Self.hsb(40, 0.1, 0.9)
                if Self.ratio(fixedInk, Self.hsb(hue, s, 0.9)) < 4.5 { failing[0] += 1 }
                if Self.ratio(Self.hsb(hue, s, 0.45), fixedSurface) < 4.5 { failing[1] += 1 }
            }
        }
        #expect(ink.map(\.failing) == failing)
        let gray = try #require(report.checks.first { $0.pairing.id == "gray on white" })
        #expect(gray.input == nil && gray.evaluated == 1 && gray.failing == 1)
        #expect(SweepTextRenderer.render(report).contains("fails for every pick (no input changes its colors)"))
        #expect(report.checks.first { $0.input == 1 }?.id == "ink on surface · text-contrast · varying fg")
    }
}
