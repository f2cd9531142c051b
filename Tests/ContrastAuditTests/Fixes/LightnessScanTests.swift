import Testing

@testable import ContrastAudit

/// The joint fixer's scans read the points of their lightness steps from `LightnessPoints.walkedPoint`
/// (issue 15) instead of looking each one up by its lightness. The steps and colors must be the ones the
/// scan computed itself, written out again here.
@Suite struct LightnessScanTests {
    static func reference(
        _ path: LightnessPath, direction: AdjustedColor.Direction, passes: (Color) -> Bool
    ) -> (failing: Double, passing: Double)? {
        let sign: Double = direction == .darker ? -1 : 1
        var failing = path.lightness
        var l = failing
        while true {
            l = min(1, max(0, l + sign * 0.01))
            if passes(path.quantized(l).color) { return (failing, l) }
            failing = l
            if l == 0 || l == 1 { return nil }
        }
    }

    @Test func walkedPointsAreTheScansOwn() {
        var rng = SystemRandomNumberGenerator()
        var found = 0
        for index in 0..<400 {
            let original = LightnessPathBytesTests.randomColor(&rng, index: index)
            let points = LightnessPoints(LightnessPath(original: original))
            // Several predicates on the same points, as a unit's scans share them.
            for _ in 0..<3 {
                let fixed = Double.random(in: 0...1, using: &rng)
                let minimum = Double.random(in: 1.5...8, using: &rng)
                let passes = { (color: Color) in
                    WCAG2Contrast.ratio(luminance: JointFixer.luminance(color), fixed) >= minimum
                }
                for direction in [AdjustedColor.Direction.darker, .lighter] {
                    let scanned = LightnessSearch.scan(points, direction: direction, step: 0.01, passes: passes)
                    let expected = Self.reference(points.path, direction: direction, passes: passes)
                    #expect(scanned?.failing == expected?.failing && scanned?.passing == expected?.passing)
                    if scanned != nil { found += 1 }
                }
            }
        }
        #expect(found > 500)
    }
}
