import Foundation

/// How a sweep runs.
public struct SweepOptions: Sendable {
    /// The grid spacing.
    public var step: SweepStep
    /// The most regions listed per check.
    public var maximumRegions: Int
    /// How many of the worst picks are listed per check.
    package var worstCount: Int
    /// Whether to search the generator's constants for fixes (and verify each by sweeping again).
    public var searchFixes: Bool
    /// Called from worker threads as work completes (the command draws a progress line with it).
    public var progress: (@Sendable (SweepProgress) -> Void)?

    /// Creates options.
    public init(
        step: SweepStep = .default, maximumRegions: Int = 6, worstCount: Int = 5, searchFixes: Bool = true,
        progress: (@Sendable (SweepProgress) -> Void)? = nil
    ) {
        self.step = step
        self.maximumRegions = maximumRegions
        self.worstCount = worstCount
        self.searchFixes = searchFixes
        self.progress = progress
    }
}

/// How far a sweep has come.
public struct SweepProgress: Sendable, Hashable {
    /// `sweeping` or `searching fixes`.
    public var phase: String
    /// Work done so far in this phase.
    public var done: Int
    /// All the work of this phase.
    public var total: Int
}

/// Evaluates a generator over its whole input space (`audit sweep`).
///
/// **Method.** For each input, the picks of a `SweepGrid` (hue × saturation, × brightness when some
/// token's color depends on the pick's brightness, which the transforms decide: see
/// `GeneratorProgram.dependencies()`); the other inputs stay at their default picks, so a pairing that
/// mixes tokens of two inputs is swept along each input in turn. Each appearance group (appearances
/// with the same colors) is evaluated once. Rules are the rule sets' contrast and status-bar rules,
/// evaluated exactly as `audit check` does (`GeneratorCheck`). Rows of the grid are spread over every
/// core with Dispatch; results are stored by index, so the report never depends on scheduling.
/// Failing picks are described by `SweepRegions`, and each region's fixes are found by `SweepFixes`.
public enum Sweep {
    /// Sweeps `generator` under `ruleSets`.
    ///
    /// - Throws: every error `audit check` would report at the default pick.
    public static func run(
        _ generator: Generator, ruleSets: [RuleSet], options: SweepOptions = SweepOptions()
    ) throws(DiagnosticList) -> SweepReport {
        let compiled = try GeneratorChecks(generator: generator, ruleSets: ruleSets)
        let plan = SweepPlan(compiled: compiled, step: options.step)
        let outcomes = sweepOutcomes(plan, generator: generator, compiled: compiled, options: options)
        var checks = plan.tasks.enumerated().map { taskIndex, task in
            checkResult(
                task, outcome: outcomes[taskIndex], plan: plan, generator: generator, ruleSets: ruleSets,
                compiled: compiled, options: options)
        }
        if options.searchFixes {
            searchFixes(
                &checks, generator: generator, compiled: compiled, plan: plan, outcomes: outcomes, options: options)
        }
        return SweepReport(
            path: generator.path, name: generator.name, ruleSets: ruleSets.map(\.id), step: options.step,
            appearances: compiled.groups.flatMap(\.appearances).sorted(),
            inputs: generator.inputs.enumerated().map { index, input in
                SweepReport.Input(
                    name: input.name, defaultPick: input.defaultPick, grid: plan.grids[index],
                    brightnessNote: plan.brightnessNotes[index])
            }, checks: checks, skippedRules: compiled.skippedRules)
    }

    /// The outcome of every task of the plan, in the plan's order. Each input's grid is swept for all of its
    /// tasks at once (one program run per pick serves them all); tasks without an input are evaluated once.
    static func sweepOutcomes(
        _ plan: SweepPlan, generator: Generator, compiled: GeneratorChecks, options: SweepOptions
    ) -> [GridOutcome] {
        let progress = ProgressCounter(total: plan.totalPoints, phase: "sweeping", report: options.progress)
        var outcomeByTask = [GridOutcome?](repeating: nil, count: plan.tasks.count)
        for (input, grid) in plan.grids.enumerated() {
            let taskIndices = plan.tasks.indices.filter { plan.tasks[$0].input == input }
            guard !taskIndices.isEmpty else { continue }
            let results = sweepGrid(
                grid, defaults: generator.defaultPicks, tasks: taskIndices.map { plan.tasks[$0] }, compiled: compiled,
                programs: compiled.programs, detail: true, worstCount: options.worstCount * 8, progress: progress)
            for (position, taskIndex) in taskIndices.enumerated() { outcomeByTask[taskIndex] = results[position] }
        }
        for (taskIndex, task) in plan.tasks.enumerated() where task.input == nil {
            outcomeByTask[taskIndex] = evaluateOnce(task, defaults: generator.defaultPicks, compiled: compiled)
        }
        return outcomeByTask.map { $0! }
    }

    /// One task's entry in the report: its counts, worst picks, heat map and failing regions (without fixes).
    static func checkResult(
        _ task: SweepPlan.Task, outcome: GridOutcome, plan: SweepPlan, generator: Generator, ruleSets: [RuleSet],
        compiled: GeneratorChecks, options: SweepOptions
    ) -> SweepReport.Check {
        let check = compiled.checks[task.group][task.check]
        let entry = compiled.rules[check.rule]
        var result = SweepReport.Check(
            pairing: AuditResult.PairingSummary(generator.pairings[check.pairing]), pairingIndex: check.pairing,
            rule: entry.rule.id, ruleSet: entry.ruleSet, severity: check.severity, requirement: check.requirement,
            appearances: compiled.groups[task.group].appearances, input: task.input, heldInputs: task.heldInputs,
            evaluated: outcome.failing.count, failing: outcome.failCount, failingSeverity: outcome.maxSeverity,
            regions: [], uncovered: 0, worst: [], heatMap: nil, lowestMargin: outcome.lowestMargin,
            id: checkID(
                pairing: generator.pairings[check.pairing].id,
                rule: ruleSets.count > 1 ? "\(entry.ruleSet)/\(entry.rule.id)" : entry.rule.id,
                appearances: compiled.groups.count > 1 ? compiled.groups[task.group].appearances : nil,
                input: generator.inputs.count > 1 ? task.input.map { generator.inputs[$0].name } ?? "-" : nil))
        func worstPick(_ index: Int, margin: Double) -> SweepReport.WorstPick {
            let pick = task.input.map { plan.grids[$0].pick(index) } ?? generator.defaultPicks.first!
            let measured = measure(task, pick: pick, defaults: generator.defaultPicks, compiled: compiled)
            // The margin is measured again in full precision (the grid keeps it as a `Float`).
            return SweepReport.WorstPick(
                pick: pick, foreground: measured?.foreground ?? .black, background: measured?.background ?? .black,
                value: measured?.value ?? 0, margin: measured?.margin(check.requirement) ?? margin)
        }
        // Picks whose compared colors look the same in hex (a gray at every hue) are listed once.
        var seen = Set<String>()
        for item in outcome.worst where result.worst.count < options.worstCount {
            let candidate = worstPick(item.index, margin: item.margin)
            if seen.insert(candidate.foreground.hex + candidate.background.hex).inserted {
                result.worst.append(candidate)
            }
        }
        if let input = task.input {
            let grid = plan.grids[input]
            result.heatMap = heatMap(outcome, grid: grid)
            if outcome.failCount > 0 {
                let cover = SweepRegions.cover(
                    failing: outcome.failing, hues: grid.hues.count, saturations: grid.saturations.count,
                    brightnesses: grid.brightnesses.count, maximumRegions: options.maximumRegions)
                result.uncovered = cover.uncovered
                result.regions = cover.boxes.map { box in
                    var value = region(box, grid: grid)
                    let lowest = box.points(in: grid).min { (outcome.margins[$0], $0) < (outcome.margins[$1], $1) }
                    value.worst = lowest.map { worstPick($0, margin: Double(outcome.margins[$0])) }
                    return value
                }
            }
        }
        return result
    }

    /// Finds the fixes of every failing region (`SweepFixes`), reporting progress per region.
    static func searchFixes(
        _ checks: inout [SweepReport.Check], generator: Generator, compiled: GeneratorChecks, plan: SweepPlan,
        outcomes: [GridOutcome], options: SweepOptions
    ) {
        var search = SweepFixes(generator: generator, compiled: compiled, plan: plan, outcomes: outcomes)
        let regionTotal = checks.reduce(0) { $0 + $1.regions.count }
        let fixProgress = ProgressCounter(total: regionTotal, phase: "searching fixes", report: options.progress)
        for taskIndex in checks.indices {
            for regionIndex in checks[taskIndex].regions.indices {
                checks[taskIndex].regions[regionIndex].fixes = search.fixes(
                    task: taskIndex, box: checks[taskIndex].regions[regionIndex].box)
                fixProgress.add(1)
            }
        }
    }

    /// `pairing · rule` (`rule-set/rule` with several rule sets), then `· appearances` and `· input` when
    /// they tell checks apart.
    static func checkID(pairing: String, rule: String, appearances: [Appearance]?, input: String?) -> String {
        var parts = [pairing, rule]
        if let appearances { parts.append(appearances.map(\.name).joined(separator: ",")) }
        if let input { parts.append("varying \(input)") }
        return parts.joined(separator: " · ")
    }

    /// A box in the input's units.
    static func region(_ box: GridBox, grid: SweepGrid) -> SweepReport.Region {
        let lastHue = (box.hueStart + box.hueCount - 1) % grid.hues.count
        return SweepReport.Region(
            box: box, hue: .init(from: grid.hues[box.hueStart], to: grid.hues[lastHue]),
            saturation: .init(
                from: grid.saturations[box.saturation.lowerBound], to: grid.saturations[box.saturation.upperBound]),
            brightness: grid.sweepsBrightness
                ? .init(
                    from: grid.brightnesses[box.brightness.lowerBound],
                    to: grid.brightnesses[box.brightness.upperBound]) : nil,
            picks: box.cellCount, worst: nil, fixes: [])
    }

    static func heatMap(_ outcome: GridOutcome, grid: SweepGrid) -> SweepReport.HeatMap {
        let plane = grid.hues.count * grid.saturations.count
        var minimum = [Float](repeating: .infinity, count: plane)
        var share = [Float](repeating: 0, count: plane)
        for b in 0..<grid.brightnesses.count {
            for cell in 0..<plane {
                let point = b * plane + cell
                minimum[cell] = Swift.min(minimum[cell], outcome.margins[point])
                if outcome.failing[point] { share[cell] += 1 }
            }
        }
        let count = Float(grid.brightnesses.count)
        for cell in 0..<plane { share[cell] /= count }
        return SweepReport.HeatMap(
            hues: grid.hues.count, saturations: grid.saturations.count, minimumMargin: minimum, failingShare: share)
    }

    /// A check whose colors no input changes: evaluated once.
    static func evaluateOnce(
        _ task: SweepPlan.Task, defaults: [HSB], compiled: GeneratorChecks, programs: [GeneratorProgram]? = nil
    ) -> GridOutcome {
        let check = compiled.checks[task.group][task.check]
        let outcome = measure(
            task, pick: defaults.first!, defaults: defaults, compiled: compiled, programs: programs)
        let margin = outcome?.margin(check.requirement) ?? 0
        let fails = outcome.map { !$0.passes } ?? false
        return GridOutcome(
            failing: [fails], margins: [Float(margin)], failCount: fails ? 1 : 0,
            maxSeverity: fails ? outcome?.severity : nil, worst: fails ? [(margin, 0)] : [], lowestMargin: margin)
    }

    /// The check at one pick of its input.
    static func measure(
        _ task: SweepPlan.Task, pick: HSB, defaults: [HSB], compiled: GeneratorChecks,
        programs: [GeneratorProgram]? = nil
    ) -> GeneratorCheck.Outcome? {
        var picks = defaults
        if let input = task.input { picks[input] = pick }
        let program = (programs ?? compiled.programs)[task.group]
        var buffers = program.makeBuffers()
        program.run(picks: picks, buffers: &buffers)
        return compiled.checks[task.group][task.check].evaluate(program, buffers: buffers)
    }

    /// What sweeping one grid found for one task.
    struct GridOutcome: Sendable {
        /// Per point.
        var failing: [Bool]
        /// Per point (empty without detail).
        var margins: [Float]
        var failCount: Int
        var maxSeverity: Severity?
        /// The lowest margins among failing points, distinct values, ascending, with their points.
        var worst: [(margin: Double, index: Int)]
        var lowestMargin: Double
    }

    /// Sweeps `grid` for `tasks` (all on the same input) in parallel over rows.
    static func sweepGrid(
        _ grid: SweepGrid, defaults: [HSB], tasks: [SweepPlan.Task], compiled: GeneratorChecks,
        programs: [GeneratorProgram], detail: Bool, worstCount: Int, progress: ProgressCounter?
    ) -> [GridOutcome] {
        let rows = grid.saturations.count * grid.brightnesses.count
        let rowLength = grid.rowLength
        let chunkCount = Swift.min(rows, 128)
        let rowsPerChunk = (rows + chunkCount - 1) / chunkCount
        let groups = Array(Set(tasks.map(\.group))).sorted()
        // Looked up once, outside the loops.
        let checks = tasks.map { compiled.checks[$0.group][$0.check] }
        let requirements = checks.map(\.requirement)
        let chunks = Parallel.map(count: chunkCount) { chunk -> [GridOutcome] in
            let firstRow = chunk * rowsPerChunk
            let lastRow = Swift.min(rows, firstRow + rowsPerChunk)
            guard firstRow < lastRow else { return [] }
            let points = firstRow * rowLength..<lastRow * rowLength
            var picks = defaults
            var results = tasks.map { _ in
                GridOutcome(
                    failing: [Bool](repeating: false, count: points.count),
                    margins: detail ? [Float](repeating: 0, count: points.count) : [], failCount: 0,
                    maxSeverity: nil, worst: [], lowestMargin: .infinity)
            }
            // Group by group, so that the program and its buffers are locals of the innermost loop.
            for group in groups {
                let program = programs[group]
                var buffers = program.makeBuffers()
                let members = tasks.indices.filter { tasks[$0].group == group }
                for point in points {
                    picks[grid.input] = grid.pick(point)
                    program.run(picks: picks, buffers: &buffers)
                    let offset = point - points.lowerBound
                    for position in members {
                        guard let outcome = checks[position].evaluate(program, buffers: buffers) else { continue }
                        let margin = outcome.margin(requirements[position])
                        if detail { results[position].margins[offset] = Float(margin) }
                        if margin < results[position].lowestMargin { results[position].lowestMargin = margin }
                        guard !outcome.passes else { continue }
                        results[position].failing[offset] = true
                        results[position].failCount += 1
                        results[position].maxSeverity = Swift.max(
                            results[position].maxSeverity ?? .info, outcome.severity)
                        insertWorst(&results[position].worst, (margin, point), limit: worstCount)
                    }
                }
            }
            progress?.add(points.count)
            return results
        }
        return tasks.indices.map { position in
            var merged = GridOutcome(
                failing: [], margins: [], failCount: 0, maxSeverity: nil, worst: [], lowestMargin: .infinity)
            merged.failing.reserveCapacity(grid.count)
            if detail { merged.margins.reserveCapacity(grid.count) }
            for chunk in chunks where !chunk.isEmpty {
                let part = chunk[position]
                merged.failing += part.failing
                merged.margins += part.margins
                merged.failCount += part.failCount
                if let severity = part.maxSeverity {
                    merged.maxSeverity = Swift.max(merged.maxSeverity ?? .info, severity)
                }
                for item in part.worst { insertWorst(&merged.worst, item, limit: worstCount) }
                merged.lowestMargin = Swift.min(merged.lowestMargin, part.lowestMargin)
            }
            return merged
        }
    }

    /// Keeps the `limit` lowest distinct margins, ascending; an equal margin keeps the earlier point, so
    /// picks with identical colors (every hue of a gray) are listed once.
    static func insertWorst(_ list: inout [(margin: Double, index: Int)], _ item: (Double, Int), limit: Int) {
        let (margin, index) = item
        if list.count >= limit, let last = list.last, (margin, index) >= (last.margin, last.index) { return }
        if let same = list.firstIndex(where: { $0.margin == margin }) {
            if index < list[same].index { list[same].index = index }
            return
        }
        let position = list.firstIndex { (margin, index) < ($0.margin, $0.index) } ?? list.count
        list.insert((margin, index), at: position)
        if list.count > limit { list.removeLast() }
    }
}

/// What to sweep: the grids and, for each, the (group, check) pairs whose colors depend on that input.
struct SweepPlan: Sendable {
    struct Task: Sendable {
        var group: Int
        var check: Int
        /// The input varied; `nil` for a check no input changes.
        var input: Int?
        /// Other inputs the check depends on, held at their default picks.
        var heldInputs: [Int]
    }

    var grids: [SweepGrid]
    var tasks: [Task]
    var brightnessNotes: [String]
    /// For each task, the derivations its colors go through.
    var involvement: [Set<DerivationOrigin>]

    var totalPoints: Int {
        var total = 0
        for (input, grid) in grids.enumerated() where tasks.contains(where: { $0.input == input }) {
            total += grid.count
        }
        return total
    }

    init(compiled: GeneratorChecks, step: SweepStep) {
        let generator = compiled.generator
        let dependencies = compiled.programs.map { $0.dependencies() }
        var unordered: [(key: [Int], task: Task, involvement: Set<DerivationOrigin>, axes: Set<InputAxis>)] = []
        for (group, checks) in compiled.checks.enumerated() {
            let program = compiled.programs[group]
            for (index, check) in checks.enumerated() {
                var axes = Set<InputAxis>()
                var involvement = Set<DerivationOrigin>()
                for operand in (check.foreground.map { [$0] } ?? []) + check.backgrounds {
                    guard case .token(let token) = operand else { continue }
                    axes.formUnion(dependencies[group][token])
                    involvement.formUnion(program.derivations(of: token))
                }
                let inputs = Set(axes.map(\.input)).sorted()
                let base = [check.pairing, compiled.groups[group].representative.order, check.rule]
                if inputs.isEmpty {
                    unordered.append(
                        (base + [-1], Task(group: group, check: index, input: nil, heldInputs: []), involvement, axes))
                }
                for input in inputs {
                    unordered.append(
                        (
                            base + [input],
                            Task(group: group, check: index, input: input, heldInputs: inputs.filter { $0 != input }),
                            involvement, axes
                        ))
                }
            }
        }
        unordered.sort { $0.key.lexicographicallyPrecedes($1.key) }
        tasks = unordered.map(\.task)
        involvement = unordered.map(\.involvement)
        let allAxes = unordered.reduce(into: Set<InputAxis>()) { $0.formUnion($1.axes) }
        var grids: [SweepGrid] = []
        var notes: [String] = []
        for (index, input) in generator.inputs.enumerated() {
            let matters = allAxes.contains(InputAxis(input: index, axis: 2))
            grids.append(
                SweepGrid(
                    input: index, step: step, sweepsBrightness: matters, defaultBrightness: input.defaultPick.brightness
                ))
            notes.append(
                matters
                    ? "brightness matters: some token keeps or scales the pick's brightness"
                    : "brightness does not matter: every token sets its own brightness (or ignores this input)")
        }
        self.grids = grids
        brightnessNotes = notes
    }
}

/// Counts completed work from worker threads and reports it, at most once per percent.
final class ProgressCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var done = 0
    private var lastReported = -1
    let total: Int
    let phase: String
    let report: (@Sendable (SweepProgress) -> Void)?

    init(total: Int, phase: String, report: (@Sendable (SweepProgress) -> Void)?) {
        self.total = total
        self.phase = phase
        self.report = report
    }

    /// Adds completed work; reports under the lock, so reports arrive in order.
    func add(_ count: Int) {
        guard let report, total > 0 else { return }
        lock.lock()
        defer { lock.unlock() }
        done += count
        let percent = done * 100 / total
        guard percent != lastReported else { return }
        lastReported = percent
        report(SweepProgress(phase: phase, done: done, total: total))
    }
}
