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
            Harness.report(
                "suggestions, \(count) failing pairs, \(label)",
                "\(Harness.milliseconds(seconds))  (\(Int(Double(count) / seconds)) per second)")
        }
    }
}
