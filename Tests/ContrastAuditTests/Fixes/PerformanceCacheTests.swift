import Foundation
import Testing

@testable import ContrastAudit

/// The caches and shortcuts added for speed (issue 15) must never change an answer: each is compared
/// with the plain computation on random inputs.
@Suite struct PerformanceCacheTests {
    static func randomColor(_ rng: inout SystemRandomNumberGenerator, translucent: Bool = false) -> Color {
        let bytes = (0..<3).map { _ in Double(UInt8.random(in: 0...255, using: &rng)) / 255 }
        let alpha = translucent && Bool.random(using: &rng) ? Double(UInt8.random(in: 1...254, using: &rng)) / 255 : 1
        return Color(space: .sRGB, components: SIMD3(bytes[0], bytes[1], bytes[2]), alpha: alpha)
    }

    @Test func cachedSuggestionsEqualFreshOnes() {
        var rng = SystemRandomNumberGenerator()
        let cache = SuggestionCache()
        let targets = [
            SuggestionTarget(minimum: 4.5), SuggestionTarget(minimum: 3), SuggestionTarget(metric: .apca, minimum: 60),
        ]
        var inputs: [(Color, [Color], SuggestionTarget)] = []
        for _ in 0..<150 {
            let layers =
                Bool.random(using: &rng)
                ? [Self.randomColor(&rng)]
                : [Self.randomColor(&rng, translucent: true), Self.randomColor(&rng)]
            inputs.append((Self.randomColor(&rng, translucent: true), layers, targets.randomElement(using: &rng)!))
        }
        // Every input twice (the second time from the cache), and from several threads at once.
        let found = Parallel.map(inputs + inputs, minimumCount: 1) {
            cache.suggest(foreground: $0.0, backgrounds: $0.1, target: $0.2)
        }
        #expect(cache.count <= inputs.count)
        for (index, input) in (inputs + inputs).enumerated() {
            let fresh = PairSuggester.suggest(foreground: input.0, backgrounds: input.1, target: input.2)
            #expect(found[index] == fresh, "\(input.0.hex) on \(input.1.map(\.hex)) at \(input.2.text)")
        }
    }

    /// The joint fixer's luminance-only constraint check gives the verdict of the rule's own measurement,
    /// for the unit as foreground and as nearest background, over random candidates on its path.
    @Test func fixerShortcutMatchesTheRule() throws {
        var rng = SystemRandomNumberGenerator()
        let ruleSet = try RuleLibrary(directory: Fixtures.packageRoot.appendingPathComponent("Rules")).load(
            "wcag2-aa", base: Fixtures.packageRoot)
        var checked = 0
        for round in 0..<40 {
            let colors = (0..<3).map { _ in Self.randomColor(&rng).hex }
            let scheme = """
                {"colors": {"text": "\(colors[0])", "card": "\(colors[1])", "page": "\(colors[2])"},
                 "pairings": [{"foreground": "text", "background": "card", "role": "\(round % 2 == 0 ? "text" : "ui")"},
                              {"foreground": "text", "background": ["card", "page"]},
                              {"foreground": "card", "background": "page", "role": "large-text"}]}
                """
            let theme = try SchemeReader.read(Array(scheme.utf8), path: "theme.json")
            let context = try #require(try AuditEngine.prepare(themes: [theme], appearances: .automatic).first)
            let usage = JointFixer.UsageIndex(context)
            for owner in ["text", "card", "page"] {
                let unit = JointFixer.Unit(theme: 0, owner: owner, selector: .any)
                let constraints = JointFixer.constraints(
                    for: unit, context: context, usage: usage, rules: ruleSet.rules, appearances: context.appearances)
                let token = try #require(theme.token(named: owner))
                guard case .literal(let literal) = token.variants[0].value else { continue }
                let path = LightnessPath(original: literal.color)
                for constraint in constraints {
                    var plain = constraint
                    plain.shortcut = nil
                    for _ in 0..<25 {
                        let candidate = path.quantized(Double.random(in: 0...1, using: &rng)).color
                        #expect(
                            JointFixer.passes(constraint, unit: unit, candidate: candidate)
                                == JointFixer.passes(plain, unit: unit, candidate: candidate))
                        if constraint.shortcut != nil { checked += 1 }
                    }
                }
            }
        }
        #expect(checked > 0, "no constraint took the shortcut")
    }

    /// The byte table gives the bytes of the transfer curve: at random values, and on both sides of every
    /// byte's start, ulp by ulp.
    @Test func byteTableEqualsTheCurve() {
        var rng = SystemRandomNumberGenerator()
        for _ in 0..<100_000 {
            let x = Double.random(in: 0...1, using: &rng)
            #expect(ByteQuantizer.byte(x) == ByteQuantizer.direct(x))
        }
        for start in ByteQuantizer.starts.dropFirst() {
            var below = start
            var above = start
            for _ in 0..<64 {
                below = below.nextDown
                above = above.nextUp
                #expect(ByteQuantizer.byte(below) == ByteQuantizer.direct(below))
                #expect(ByteQuantizer.byte(above) == ByteQuantizer.direct(above))
            }
            for scale in [1e-13, 1e-12, 1e-11, 1e-9, 1e-6] {
                for x in [start * (1 - scale), start * (1 + scale)] {
                    #expect(ByteQuantizer.byte(x) == ByteQuantizer.direct(x))
                }
            }
            #expect(ByteQuantizer.byte(start) == ByteQuantizer.direct(start))
        }
        #expect(ByteQuantizer.byte(0) == 0 && ByteQuantizer.byte(1) == 255 && ByteQuantizer.byte(.nan) == 0)
    }

    /// Quantized path points (bytes from the table) equal the quantized continuous fit.
    @Test func quantizedPointsEqualTheQuantizedFit() {
        var rng = SystemRandomNumberGenerator()
        for index in 0..<300 {
            var color = Self.randomColor(&rng, translucent: true)
            if index % 3 == 0 { color = color.converted(to: .displayP3) }
            let path = LightnessPath(original: color)
            for _ in 0..<30 {
                let l = Double.random(in: -0.05...1.05, using: &rng)
                let fast = path.quantized(l)
                let (fit, reduced) = path.fit(l)
                #expect(fast.color == LightnessPath.quantize(fit) && fast.chromaReduced == reduced)
            }
        }
    }

    /// The direction alone (what a conflict message needs) is that of the full scan's answer, for single
    /// constraints and for all of a unit's constraints at once.
    @Test func nearestDirectionIsTheScansDirection() throws {
        var rng = SystemRandomNumberGenerator()
        let ruleSet = try RuleLibrary(directory: Fixtures.packageRoot.appendingPathComponent("Rules")).load(
            "wcag2-aa", base: Fixtures.packageRoot)
        var directions: [AdjustedColor.Direction?] = []
        for _ in 0..<30 {
            let colors = (0..<3).map { _ in Self.randomColor(&rng).hex }
            let scheme = """
                {"colors": {"text": "\(colors[0])", "card": "\(colors[1])", "page": "\(colors[2])"},
                 "pairings": [{"foreground": "text", "background": "card"}, {"foreground": "text", "background": "page"},
                              {"foreground": "card", "background": "page", "role": "ui"}]}
                """
            let theme = try SchemeReader.read(Array(scheme.utf8), path: "theme.json")
            let context = try #require(try AuditEngine.prepare(themes: [theme], appearances: .automatic).first)
            let usage = JointFixer.UsageIndex(context)
            for (index, owner) in ["text", "card", "page"].enumerated() {
                let unit = JointFixer.Unit(theme: 0, owner: owner, selector: .any)
                let constraints = JointFixer.constraints(
                    for: unit, context: context, usage: usage, rules: ruleSet.rules, appearances: context.appearances)
                let points = LightnessPoints(LightnessPath(original: try Color(parsing: colors[index])))
                let predicates: [(Color) -> Bool] =
                    constraints.map { constraint in { JointFixer.passes(constraint, unit: unit, candidate: $0) } }
                    + [{ JointFixer.passesAll(constraints, unit: unit, candidate: $0) }]
                for passes in predicates {
                    let direction = LightnessSearch.nearestDirection(on: points, passes: passes)
                    #expect(direction == LightnessSearch.nearestByScan(on: points, passes: passes)?.direction)
                    directions.append(direction)
                }
            }
        }
        // Both directions, and no passing color at all, occurred.
        #expect(directions.contains(.darker) && directions.contains(.lighter) && directions.contains(nil))
    }

    @Test func rememberedPointsEqualThePath() {
        var rng = SystemRandomNumberGenerator()
        for _ in 0..<20 {
            let path = LightnessPath(original: Self.randomColor(&rng))
            let points = LightnessPoints(path)
            for _ in 0..<20 {
                let l = Double.random(in: -0.1...1.1, using: &rng)
                #expect(points.color(l) == path.quantized(l).color)
                #expect(points.color(l) == path.quantized(l).color)
            }
        }
    }
}

/// The JSON report writes results straight into bytes (`ResultWriter`); the bytes must be those of the
/// `Encodable` model (`EncodedResult`, kept with the tests as the oracle) through the tree encoder, for
/// every kind of result the fixtures produce.
@Suite struct ResultWriterTests {
    @Test(arguments: [
        ["Examples/catchup.json"], ["Tests/ContrastAuditTests/Fixtures/Check/showcase.json"],
        ["Tests/ContrastAuditTests/Fixtures/Check/markup-names.json"],
        ["Tests/ContrastAuditTests/Fixtures/Check/warnings-only.json"],
    ])
    func directBytesEqualTheEncodedModel(_ paths: [String]) throws {
        var checked = 0
        for ruleSets in [["wcag2-aa"], ["apple-hig", "color-vision", "apca-advisory"], ["wcag2-aaa"]] {
            let report = try Auditor(
                paths: paths, base: Fixtures.packageRoot, ruleSets: ruleSets, appearances: .list(Appearance.all),
                rulesDirectory: Fixtures.packageRoot.appendingPathComponent("Rules")
            ).audit()
            for result in report.results {
                for indent in [0, 2] {
                    var direct = JSONWriter()
                    ResultWriter.write(result, into: &direct, indent: indent)
                    // The tree encoder's text at nesting `indent`: its lines after the first indented by
                    // two spaces per level.
                    let encoded = JSONOutput.encode(EncodedResult(result)).dropLast()
                    let pad = String(repeating: " ", count: indent * 2)
                    let expected = encoded.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
                        .map { $0.offset == 0 ? String($0.element) : pad + $0.element }.joined(separator: "\n")
                    #expect(String(decoding: direct.bytes, as: UTF8.self) == expected)
                }
                checked += 1
            }
        }
        #expect(checked > 0)
    }
}

/// `contrast --batch --format json` writes each line straight into bytes; they must be the tree encoder's.
@Suite struct BatchLineWriterTests {
    @Test func directLinesEqualTheEncodedModel() throws {
        var rng = SystemRandomNumberGenerator()
        for index in 0..<400 {
            let foreground = PerformanceCacheTests.randomColor(&rng, translucent: index % 3 == 0)
            let backgrounds = (0..<(1 + index % 3)).map { _ in
                PerformanceCacheTests.randomColor(&rng, translucent: true)
            }
            let check = ContrastCheck(foreground: foreground, backgrounds: backgrounds)
            var writer = JSONWriter()
            ContrastJSONRenderer.writeCompact(check, into: &writer)
            #expect(String(decoding: writer.bytes, as: UTF8.self) == ContrastJSONRenderer.encodedLine(check))
        }
    }
}
