/// A box of grid cells: a hue interval (which may wrap past 359°), a saturation interval and a brightness
/// interval, as positions in a `SweepGrid`.
package struct GridBox: Sendable, Hashable {
    /// The first hue position.
    package var hueStart: Int
    /// How many hue positions, wrapping past the last one.
    package var hueCount: Int
    package var saturation: ClosedRange<Int>
    package var brightness: ClosedRange<Int>

    /// Creates a box.
    package init(hueStart: Int, hueCount: Int, saturation: ClosedRange<Int>, brightness: ClosedRange<Int>) {
        self.hueStart = hueStart
        self.hueCount = hueCount
        self.saturation = saturation
        self.brightness = brightness
    }

    /// The number of cells.
    package var cellCount: Int { hueCount * saturation.count * brightness.count }

    /// The grid points inside, in grid order.
    package func points(in grid: SweepGrid) -> [Int] {
        var result: [Int] = []
        result.reserveCapacity(cellCount)
        for b in brightness {
            for s in saturation {
                for offset in 0..<hueCount {
                    result.append(grid.index(hue: (hueStart + offset) % grid.hues.count, saturation: s, brightness: b))
                }
            }
        }
        return result
    }
}

/// Describes the failing picks of a sweep as a few boxes.
///
/// **Method: greedy partition into all-failing boxes.** Every box is *pure*: each pick inside it fails, so
/// a region never claims a passing pick; and boxes are *disjoint*: each takes only failing picks that no
/// earlier box took, so the regions' pick counts add up to the failing picks they describe (with the
/// uncovered rest). Each step takes, among the boxes of failing, not yet covered picks that cannot be
/// widened or heightened, the largest (ties: the simpler, see below); an L-shaped area reads as a band
/// and the rest of the other band ("hue 48°–196° at any saturation", then "hue 197°–47°, saturation
/// 0%–24%"). Overlapping boxes (issue 14) read as more failing picks than there are. Steps stop after
/// `maximumRegions` boxes, once the boxes cover `coverage` of the failing picks, or when the next box
/// would add less than `minimumShare` of them; the picks left out (typically slivers along a curved
/// boundary, which would take many small boxes) are counted as `uncovered`.
///
/// Boxes that span a whole axis read shortest ("any hue, saturation 0–24%"), so a box spanning more
/// whole axes is preferred to one that covers up to `simplicityTolerance` (3%) more new picks.
///
/// In hue × saturation the candidates are all maximal all-failing rectangles (the classic histogram
/// method, run over the hue columns twice so that rectangles can wrap through 0°). With brightness too,
/// candidates are rectangles of the picks that fail at every brightness of an interval whose ends lie
/// on a lattice of about ten brightness values; the chosen box is then extended one brightness value
/// at a time in each direction while it stays all-failing.
package enum SweepRegions {
    /// The boxes, and how many failing picks none covers.
    package static func cover(
        failing: [Bool], hues: Int, saturations: Int, brightnesses: Int, maximumRegions: Int = 6,
        coverage: Double = 0.95, minimumShare: Double = 0.02
    ) -> (boxes: [GridBox], uncovered: Int) {
        precondition(failing.count == hues * saturations * brightnesses, "the mask must cover the grid")
        let total = failing.reduce(0) { $0 + ($1 ? 1 : 0) }
        var uncovered = failing
        var remaining = total
        var boxes: [GridBox] = []
        let smallest = Swift.max(1, Int((minimumShare * Double(total)).rounded(.up)))
        let plane = hues * saturations
        while boxes.count < maximumRegions && remaining > 0
            && Double(total - remaining) < coverage * Double(total)
        {
            // Only picks no earlier box took: the boxes partition what they cover.
            guard
                var best = bestBox(
                    failing: uncovered, uncovered: uncovered, hues: hues, saturations: saturations,
                    brightnesses: brightnesses), best.gain >= smallest
            else { break }
            func sliceFails(_ b: Int) -> Bool {
                for s in best.box.saturation {
                    for offset in 0..<best.box.hueCount
                    where !uncovered[b * plane + s * hues + (best.box.hueStart + offset) % hues] {
                        return false
                    }
                }
                return true
            }
            while best.box.brightness.lowerBound > 0 && sliceFails(best.box.brightness.lowerBound - 1) {
                best.box.brightness = (best.box.brightness.lowerBound - 1)...best.box.brightness.upperBound
            }
            while best.box.brightness.upperBound < brightnesses - 1 && sliceFails(best.box.brightness.upperBound + 1) {
                best.box.brightness = best.box.brightness.lowerBound...(best.box.brightness.upperBound + 1)
            }
            for b in best.box.brightness {
                for s in best.box.saturation {
                    for offset in 0..<best.box.hueCount {
                        let point = b * plane + s * hues + (best.box.hueStart + offset) % hues
                        if uncovered[point] {
                            uncovered[point] = false
                            remaining -= 1
                        }
                    }
                }
            }
            boxes.append(best.box)
        }
        return (boxes, remaining)
    }

    /// How much coverage a simpler box may give up: see the type's documentation.
    static let simplicityTolerance = 0.03

    struct Candidate {
        var box: GridBox
        var gain: Int
        var area: Int

        func beats(_ other: Candidate?) -> Bool {
            guard let other else { return true }
            return (gain, area) > (other.gain, other.area)
        }
    }

    /// The best candidate of each fullness (how many whole axes the box spans, 0...3).
    struct Leaders {
        var byFullness: [Candidate?] = [nil, nil, nil, nil]

        mutating func offer(_ candidate: Candidate, fullness: Int) {
            if candidate.beats(byFullness[fullness]) { byFullness[fullness] = candidate }
        }

        mutating func merge(_ other: Leaders) {
            for (fullness, candidate) in other.byFullness.enumerated() {
                if let candidate { offer(candidate, fullness: fullness) }
            }
        }

        /// The fullest candidate within the tolerance of the largest gain.
        var choice: Candidate? {
            let top = byFullness.compactMap { $0?.gain }.max() ?? 0
            for candidate in byFullness.reversed() {
                if let candidate, Double(candidate.gain) >= (1 - SweepRegions.simplicityTolerance) * Double(top) {
                    return candidate
                }
            }
            return nil
        }
    }

    /// The best all-failing box over every candidate brightness interval.
    static func bestBox(
        failing: [Bool], uncovered: [Bool], hues: Int, saturations: Int, brightnesses: Int
    )
        -> Candidate?
    {
        let plane = hues * saturations
        let spacing = Swift.max(1, (brightnesses - 1 + 9) / 10)
        var lattice = Array(stride(from: 0, to: brightnesses, by: spacing))
        if lattice.last != brightnesses - 1 { lattice.append(brightnesses - 1) }
        let isLattice = Set(lattice)
        // Each starting brightness is independent: they run on every core, merged in lattice order so
        // ties resolve as in a sequential run.
        let perLow = Parallel.map(count: lattice.count) { position -> Leaders in
            let low = lattice[position]
            var leaders = Leaders()
            var mask = [Bool](repeating: true, count: plane)
            var weights = [Int](repeating: 0, count: plane)
            for b in low..<brightnesses {
                var any = false
                for cell in 0..<plane {
                    mask[cell] = mask[cell] && failing[b * plane + cell]
                    if uncovered[b * plane + cell] { weights[cell] += 1 }
                    if mask[cell] { any = true }
                }
                guard any else { break }
                guard isLattice.contains(b) else { continue }
                leaders.merge(
                    bestRectangles(
                        mask: mask, weights: weights, hues: hues, saturations: saturations, brightness: low...b,
                        fullBrightness: brightnesses > 1 && low == 0 && b == brightnesses - 1))
            }
            return leaders
        }
        var leaders = Leaders()
        for part in perLow { leaders.merge(part) }
        return leaders.choice
    }

    /// For each fullness, the all-`true` rectangle of `mask` (rows are saturations, columns hues,
    /// wrapping) with the largest weight, among rectangles maximal in width for their height.
    static func bestRectangles(
        mask: [Bool], weights: [Int], hues: Int, saturations: Int, brightness: ClosedRange<Int>, fullBrightness: Bool
    ) -> Leaders {
        let columns = 2 * hues
        // prefix[r][c]: the weight of rows 0..<r and doubled columns 0..<c.
        var prefix = [Int](repeating: 0, count: (saturations + 1) * (columns + 1))
        for r in 0..<saturations {
            var rowSum = 0
            for c in 0..<columns {
                rowSum += weights[r * hues + c % hues]
                prefix[(r + 1) * (columns + 1) + c + 1] = prefix[r * (columns + 1) + c + 1] + rowSum
            }
        }
        func weight(rows: ClosedRange<Int>, left: Int, right: Int) -> Int {
            let width = columns + 1
            return prefix[(rows.upperBound + 1) * width + right + 1] - prefix[rows.lowerBound * width + right + 1]
                - prefix[(rows.upperBound + 1) * width + left] + prefix[rows.lowerBound * width + left]
        }
        var heights = [Int](repeating: 0, count: columns)
        var leaders = Leaders()
        var stack: [Int] = []
        stack.reserveCapacity(columns + 1)
        for r in 0..<saturations {
            for c in 0..<columns { heights[c] = mask[r * hues + c % hues] ? heights[c] + 1 : 0 }
            stack.removeAll(keepingCapacity: true)
            for c in 0...columns {
                let height = c < columns ? heights[c] : 0
                while let top = stack.last, heights[top] > height {
                    stack.removeLast()
                    let tall = heights[top]
                    let left = (stack.last ?? -1) + 1
                    var right = c - 1
                    var start = left % hues
                    var count = right - left + 1
                    if count >= hues {
                        start = 0
                        count = hues
                        right = left + hues - 1
                    }
                    let rows = (r - tall + 1)...r
                    let gain = weight(rows: rows, left: left, right: right)
                    let area = count * tall * brightness.count
                    let fullness = (count == hues ? 1 : 0) + (tall == saturations ? 1 : 0) + (fullBrightness ? 1 : 0)
                    leaders.offer(
                        Candidate(
                            box: GridBox(hueStart: start, hueCount: count, saturation: rows, brightness: brightness),
                            gain: gain, area: area), fullness: fullness)
                }
                stack.append(c)
            }
        }
        return leaders
    }
}
