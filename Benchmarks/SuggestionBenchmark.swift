import ContrastAudit
import Foundation

/// Single-pair suggestions (foreground side, 4.5:1) over 100,000 random failing pairs of 8-bit colors.
enum SuggestionBenchmark {
    static func run() {
        let count = Harness.smoke ? 500 : 100_000
        var rng = SplitMix64(state: 7)
        var pairs: [(Color, Color)] = []
        pairs.reserveCapacity(count)
        while pairs.count < count {
            let fg = Color(
                red8: UInt8(truncatingIfNeeded: rng.next()), green8: UInt8(truncatingIfNeeded: rng.next()),
                blue8: UInt8(truncatingIfNeeded: rng.next()))
            let bg = Color(
                red8: UInt8(truncatingIfNeeded: rng.next()), green8: UInt8(truncatingIfNeeded: rng.next()),
                blue8: UInt8(truncatingIfNeeded: rng.next()))
            if WCAG2Contrast.ratio(fg, bg) < 4.5 { pairs.append((fg, bg)) }
        }
        let target = SuggestionTarget(metric: .wcag2, minimum: 4.5)
        for (label, cores) in [("1 core", 1), ("all cores", ProcessInfo.processInfo.activeProcessorCount)] {
            let seconds = Harness.median(runs: Harness.smoke ? 1 : 3) {
                let chunk = (pairs.count + cores - 1) / cores
                let found = Parallel.map(count: cores) { part -> Int in
                    var passing = 0
                    for index in (part * chunk)..<min(pairs.count, (part + 1) * chunk) {
                        let (fg, bg) = pairs[index]
                        let result = PairSuggester.suggest(
                            foreground: fg, backgrounds: [bg], target: target, sides: [.foreground])
                        if result.sides[0].adjusted != nil { passing += 1 }
                    }
                    return passing
                }
                precondition(found.reduce(0, +) > 0)
            }
            var line = "\(Harness.milliseconds(seconds))  (\(Int(Double(count) / seconds)) per second)"
            if cores == 1, let c = CReference.best(["suggest", String(count), "7"], runs: 1) {
                // The C side runs the published procedure (40-step bisections, plain rounding) on the same
                // pairs; ours searches to 1e-5 in lightness and picks the best 8-bit neighbor.
                precondition(c.count == count)
                line +=
                    "; C (published procedure) \(Harness.milliseconds(c.seconds)), "
                    + CReference.speed(swift: seconds, c: c.seconds)
            }
            Harness.report("(c) suggestions, \(count) failing pairs, \(label)", line)
        }
    }
}
