import ContrastAudit
import Foundation

/// (a) WCAG ratios of 10 million pairs of 8-bit colors, and (b) the compositing core of an audit (a
/// translucent foreground over an opaque background, then the ratio) for 40,000 evaluations, each against
/// the C reference on the same SplitMix64 inputs, with matching checksums.
enum ArithmeticBenchmark {
    static func run() {
        wcagPairs(Harness.smoke ? 100_000 : 10_000_000)
        composite(40_000)
    }

    static func wcagPairs(_ count: Int) {
        var rng = SplitMix64(state: 5)
        var bytes = [UInt8](repeating: 0, count: 6 * count)
        for index in stride(from: 0, to: bytes.count, by: 6) {
            let a = rng.next()
            let b = rng.next()
            for k in 0..<3 {
                bytes[index + k] = UInt8(truncatingIfNeeded: a >> (8 * UInt64(k)))
                bytes[index + 3 + k] = UInt8(truncatingIfNeeded: b >> (8 * UInt64(k)))
            }
        }
        var checksum = 0.0
        var passing = 0
        let seconds = Harness.median(runs: Harness.smoke ? 1 : 5) {
            checksum = 0
            passing = 0
            for index in stride(from: 0, to: bytes.count, by: 6) {
                let fg = Color(red8: bytes[index], green8: bytes[index + 1], blue8: bytes[index + 2])
                let bg = Color(red8: bytes[index + 3], green8: bytes[index + 4], blue8: bytes[index + 5])
                let ratio = WCAG2Contrast.ratio(fg, bg)
                checksum += ratio
                if ratio >= 4.5 { passing += 1 }
            }
        }
        var line = "\(Harness.milliseconds(seconds))  (\(Int(Double(count) / seconds / 1e6)) million pairs/s)"
        if let c = CReference.best(["wcag", String(count), "5"], runs: Harness.smoke ? 1 : 5) {
            precondition(c.count == passing && abs(c.checksum - checksum) <= 1e-6 * checksum, "C and Swift disagree")
            line += "; C \(Harness.milliseconds(c.seconds)), \(CReference.speed(swift: seconds, c: c.seconds))"
        }
        Harness.report("(a) WCAG ratio, \(count) pairs of 8-bit colors", line)
    }

    static func composite(_ count: Int) {
        var rng = SplitMix64(state: 5)
        var colors: [(Color, Color)] = []
        colors.reserveCapacity(count)
        for _ in 0..<count {
            let a = rng.next()
            let b = rng.next()
            func byte(_ v: UInt64, _ k: UInt64) -> UInt8 { UInt8(truncatingIfNeeded: v >> (8 * k)) }
            colors.append(
                (
                    Color(red8: byte(a, 0), green8: byte(a, 1), blue8: byte(a, 2), alpha8: byte(a, 3)),
                    Color(red8: byte(b, 0), green8: byte(b, 1), blue8: byte(b, 2))
                ))
        }
        var checksum = 0.0
        var passing = 0
        let seconds = Harness.median(runs: Harness.smoke ? 1 : 11) {
            checksum = 0
            passing = 0
            for (fg, bg) in colors {
                let ratio = WCAG2Contrast.ratio(fg.composited(over: bg), bg)
                checksum += ratio
                if ratio >= 4.5 { passing += 1 }
            }
        }
        var line = Harness.milliseconds(seconds)
        if let c = CReference.best(["composite", String(count), "5"], runs: Harness.smoke ? 1 : 11) {
            precondition(c.count == passing && abs(c.checksum - checksum) <= 1e-6 * checksum, "C and Swift disagree")
            line += "; C \(Harness.milliseconds(c.seconds)), \(CReference.speed(swift: seconds, c: c.seconds))"
        }
        Harness.report("(b) compositing and ratio, \(count) evaluations", line)
    }
}
