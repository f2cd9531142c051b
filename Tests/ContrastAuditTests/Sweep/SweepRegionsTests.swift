import Testing

@testable import ContrastAudit
@testable import audit

/// The greedy cover of failing picks by all-failing boxes.
@Suite struct SweepRegionsTests {
    /// A mask from a predicate over (hue, saturation, brightness) positions.
    static func mask(_ hues: Int, _ saturations: Int, _ brightnesses: Int, _ fails: (Int, Int, Int) -> Bool) -> [Bool] {
        var result: [Bool] = []
        for b in 0..<brightnesses {
            for s in 0..<saturations {
                for h in 0..<hues { result.append(fails(h, s, b)) }
            }
        }
        return result
    }

    static func covered(_ boxes: [GridBox], hues: Int, saturations: Int, brightnesses: Int) -> [Bool] {
        var result = [Bool](repeating: false, count: hues * saturations * brightnesses)
        for box in boxes {
            for b in box.brightness {
                for s in box.saturation {
                    for offset in 0..<box.hueCount {
                        result[(b * saturations + s) * hues + (box.hueStart + offset) % hues] = true
                    }
                }
            }
        }
        return result
    }

    @Test func anLShapeIsABandAndTheRestOfTheOther() {
        // Fails at hue 10..<20 for every saturation, and at every hue below saturation 3: the second box
        // takes only what the first left, so the two never count a pick twice (issue 14).
        let failing = Self.mask(36, 11, 1) { h, s, _ in (10..<20).contains(h) || s < 3 }
        let cover = SweepRegions.cover(failing: failing, hues: 36, saturations: 11, brightnesses: 1)
        #expect(cover.uncovered == 0)
        #expect(
            cover.boxes == [
                GridBox(hueStart: 10, hueCount: 10, saturation: 0...10, brightness: 0...0),
                GridBox(hueStart: 20, hueCount: 26, saturation: 0...2, brightness: 0...0),
            ])
    }

    @Test func aBandThroughZeroDegreesWraps() {
        let failing = Self.mask(36, 5, 1) { h, _, _ in h >= 33 || h < 2 }
        let cover = SweepRegions.cover(failing: failing, hues: 36, saturations: 5, brightnesses: 1)
        #expect(cover.boxes == [GridBox(hueStart: 33, hueCount: 5, saturation: 0...4, brightness: 0...0)])
    }

    @Test func nothingFailingHasNoRegions() {
        let cover = SweepRegions.cover(
            failing: [Bool](repeating: false, count: 20), hues: 10, saturations: 2, brightnesses: 1)
        #expect(cover.boxes.isEmpty && cover.uncovered == 0)
    }

    @Test func brightnessIntervalsAreExtendedExactly() {
        // Fails for brightness 3...17 of 21 at hue 0..<5: not on the lattice of every second value.
        let failing = Self.mask(12, 4, 21) { h, _, b in h < 5 && (3...17).contains(b) }
        let cover = SweepRegions.cover(failing: failing, hues: 12, saturations: 4, brightnesses: 21)
        #expect(cover.boxes == [GridBox(hueStart: 0, hueCount: 5, saturation: 0...3, brightness: 3...17)])
    }

    /// On random masks every box is all-failing, and `uncovered` counts exactly the failing cells no box
    /// covers.
    @Test(arguments: [1, 2, 3, 4, 5, 6, 7, 8])
    func boxesArePureAndTheCountIsExact(_ seed: Int) {
        var rng = SplitMix64(seed: UInt64(seed))
        let (hues, saturations, brightnesses) = (24, 9, seed % 2 == 0 ? 1 : 7)
        // Random blobs: a few random boxes, unioned, plus noise.
        var failing = [Bool](repeating: false, count: hues * saturations * brightnesses)
        for _ in 0..<3 {
            let h0 = Int(rng.next() % UInt64(hues))
            let hw = 1 + Int(rng.next() % 10)
            let s0 = Int(rng.next() % UInt64(saturations))
            let s1 = min(saturations - 1, s0 + Int(rng.next() % 5))
            let b0 = Int(rng.next() % UInt64(brightnesses))
            let b1 = min(brightnesses - 1, b0 + Int(rng.next() % 4))
            for b in b0...b1 {
                for s in s0...s1 {
                    for offset in 0..<hw { failing[(b * saturations + s) * hues + (h0 + offset) % hues] = true }
                }
            }
        }
        for index in failing.indices where rng.next() % 50 == 0 { failing[index] = true }
        let cover = SweepRegions.cover(
            failing: failing, hues: hues, saturations: saturations, brightnesses: brightnesses, maximumRegions: 5)
        #expect(cover.boxes.count <= 5)
        let covered = Self.covered(cover.boxes, hues: hues, saturations: saturations, brightnesses: brightnesses)
        for index in failing.indices where covered[index] { #expect(failing[index], "box cell \(index) passes") }
        let missing = failing.indices.filter { failing[$0] && !covered[$0] }.count
        #expect(cover.uncovered == missing)
        // A partition: the boxes' cells and the uncovered picks add up to the failing picks.
        let failingCount = failing.filter { $0 }.count
        #expect(cover.boxes.map(\.cellCount).reduce(0, +) + cover.uncovered == failingCount)
    }
}
