import ContrastAudit
import Foundation

/// Live checks as a color picker drags: a four-color scheme (the README's) checked with random accent
/// picks, microseconds per check (including the nearest-pick search for failing picks), and the same for
/// the single-color generator's one input.
enum LiveCheckBenchmark {
    static func fourColorScheme() -> Theme {
        var scheme = SchemeBuilder(name: "Four colors")
        scheme.color("background", Color(red8: 0xF6, green8: 0xF1, blue8: 0xE7))
        scheme.color("text", Color(red8: 0x2B, green8: 0x21, blue8: 0x18))
        scheme.color("accent", Color(hsb: HSB(hue: 8, saturation: 0.8, brightness: 0.9)))
        scheme.color("bar", Color(hsb: HSB(hue: 32, saturation: 0.25, brightness: 0.6)))
        scheme.pair("text", on: "background")
        scheme.pair("accent", on: "background", role: .ui)
        scheme.pair("background", on: "accent", role: .largeText)
        scheme.statusBar(on: "bar")
        do {
            return try scheme.build()
        } catch {
            preconditionFailure("the scheme does not build: \(error)")
        }
    }

    static func run() {
        let count = Harness.smoke ? 1_000 : 200_000
        var rng = SplitMix64(state: 5)
        let colors = (0..<count).map { _ in
            Color(
                red8: UInt8(truncatingIfNeeded: rng.next()), green8: UInt8(truncatingIfNeeded: rng.next()),
                blue8: UInt8(truncatingIfNeeded: rng.next()))
        }
        do {
            let checker = try LiveChecker(scheme: fourColorScheme(), appearances: [Appearance(.light)])
            let accent = try checker.slot("accent")
            // Picks at which a pairing of the accent fails, so that the nearest-pick search runs.
            let failing = colors.filter { color in
                checker.check(accent, color).failures.contains { $0.pairing.contains("accent") }
            }
            for (label, picks) in [("random picks", colors), ("failing accent picks", failing)] {
                var found = 0
                let seconds = Harness.median(runs: Harness.smoke ? 1 : 5) {
                    found = 0
                    for color in picks where checker.check(accent, color).nearestPassingPick != nil { found += 1 }
                }
                Harness.report(
                    "live check, four-color scheme, \(label)",
                    String(
                        format: "%.2f µs per check  (%d picks, %d with a nearest pick)",
                        seconds / Double(picks.count) * 1e6, picks.count, found))
            }
            let bytes = [UInt8](FileManager.default.contents(atPath: SweepBenchmark.example.path) ?? Data())
            guard let generator = try SchemeReader.readGenerator(bytes, path: "single-color-generator.json") else {
                preconditionFailure("the example has no generator")
            }
            let live = try LiveChecker(generator: generator)
            let pick = try live.slot("pick")
            let hsbPicks = colors.prefix(Harness.smoke ? 500 : 50_000).map(\.hsb)
            let seconds = Harness.median(runs: Harness.smoke ? 1 : 5) {
                var failures = 0
                for hsb in hsbPicks { failures += live.check(pick, hsb: hsb).failures.count }
                precondition(failures > 0)
            }
            Harness.report(
                "live check, single-color generator, random picks",
                String(format: "%.2f µs per check  (%d picks)", seconds / Double(hsbPicks.count) * 1e6, hsbPicks.count))
        } catch {
            preconditionFailure("live check benchmark failed: \(error)")
        }
    }
}
