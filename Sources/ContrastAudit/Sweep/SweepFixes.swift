/// Finds, for a failing region, the smallest change to one of the generator's constants that makes every
/// pick of the region pass, and verifies each change by sweeping again.
///
/// **Method.** The constants searched are those of the derivations the pairing's colors go through in
/// the region's appearances (`GeneratorProgram.derivations(of:)`), each on its own and in each
/// direction: its value `v` moves to `v − k·step`, and separately to `v + k·step`, for `k = 1, 2, …`
/// (1° for hue, 0.005 for chroma, 0.01 otherwise) within its range, and the first value at which every
/// pick of the region passes is that
/// constant's fix in that direction. A value is rejected as soon as one pick fails; picks are tried worst first, and the
/// pick that rejected the previous value first of all, so rejecting costs a few evaluations. Each fix
/// is then verified by sweeping every check the constant can affect over its whole grid again, which
/// gives its effect on them (a fix may help one pairing and hurt another). Fixes are ordered by whether
/// they make any check worse, then by how large a change they are (`GeneratorConstant.relativeChange`).
///
/// The search moves one constant at a time on a lattice, so it can miss a change that needs two
/// constants, or a passing value narrower than one step; it reports only what it verified.
struct SweepFixes {
    let generator: Generator
    let compiled: GeneratorChecks
    let plan: SweepPlan
    let outcomes: [Sweep.GridOutcome]
    /// Failing picks per affected task after a change, by constant and value.
    private var verified: [Key: [SweepReport.Effect]] = [:]

    struct Key: Hashable {
        var constant: GeneratorConstant
        var value: Double
    }

    init(generator: Generator, compiled: GeneratorChecks, plan: SweepPlan, outcomes: [Sweep.GridOutcome]) {
        self.generator = generator
        self.compiled = compiled
        self.plan = plan
        self.outcomes = outcomes
    }

    /// The verified fixes for one region of `task`, best first.
    mutating func fixes(task: Int, box: GridBox) -> [SweepReport.Fix] {
        guard let input = plan.tasks[task].input else { return [] }
        let grid = plan.grids[input]
        let margins = outcomes[task].margins
        let points = box.points(in: grid).sorted { (margins[$0], $0) < (margins[$1], $1) }
        let constants = generator.constants.filter {
            plan.involvement[task].contains(DerivationOrigin(token: $0.token, variant: $0.variant))
        }
        var fixes: [SweepReport.Fix] = []
        for constant in constants {
            for value in nearestPassingValues(constant, task: task, grid: grid, points: points) {
                fixes.append(
                    SweepReport.Fix(
                        constant: constant, value: value, relativeChange: constant.relativeChange(to: value),
                        effects: effects(of: constant, value: value)))
            }
        }
        return fixes.sorted {
            ($0.hasRegressions ? 1 : 0, $0.relativeChange, $0.constant, $0.value)
                < ($1.hasRegressions ? 1 : 0, $1.relativeChange, $1.constant, $1.value)
        }
    }

    /// The values closest to the constant's own, below it and above it, at which every point passes.
    func nearestPassingValues(_ constant: GeneratorConstant, task: Int, grid: SweepGrid, points: [Int]) -> [Double] {
        let range = constant.searchRange
        let step = constant.searchStep
        let wraps = constant.component == .hue && constant.parameter == .set
        let limit = wraps ? 180 : Int(((range.upperBound - range.lowerBound) / step).rounded(.up))
        var found: [Double] = []
        for sign in [-1.0, 1.0] {
            var rejectedAt: Int?
            for k in 1...Swift.max(1, limit) {
                var value = ((constant.value + sign * Double(k) * step) * 1e9).rounded() / 1e9
                if wraps {
                    value = value.truncatingRemainder(dividingBy: 360)
                    if value < 0 { value += 360 }
                } else if !range.contains(value) {
                    break
                }
                if passes(constant, value: value, task: task, grid: grid, points: points, rejectedAt: &rejectedAt) {
                    found.append(value)
                    break
                }
            }
        }
        return found
    }

    /// Whether every point passes with the constant at `value`.
    func passes(
        _ constant: GeneratorConstant, value: Double, task: Int, grid: SweepGrid, points: [Int], rejectedAt: inout Int?
    ) -> Bool {
        let info = plan.tasks[task]
        let modified = generator.replacing(constant, with: value)
        let program: GeneratorProgram
        do {
            program = try GeneratorProgram(generator: modified, appearance: compiled.groups[info.group].representative)
        } catch {
            // A constant cannot create a cycle; if compiling fails anyway, the value is no fix.
            return false
        }
        let check = compiled.checks[info.group][info.check]
        var buffers = program.makeBuffers()
        var picks = generator.defaultPicks
        func fails(_ point: Int) -> Bool {
            picks[grid.input] = grid.pick(point)
            program.run(picks: picks, buffers: &buffers)
            return check.evaluate(program, buffers: buffers).map { !$0.passes } ?? true
        }
        if let previous = rejectedAt, fails(previous) { return false }
        // The worst picks first, one by one: most values are rejected among them.
        let head = points.prefix(Self.sequentialPoints)
        for point in head where fails(point) {
            rejectedAt = point
            return false
        }
        guard points.count > head.count else { return true }
        // A value that survives them is checked on the rest on every core; the first failing pick of the
        // earliest chunk is kept, so the outcome does not depend on scheduling.
        let rest = Array(points.dropFirst(head.count))
        let chunkCount = Swift.min(64, rest.count)
        let size = (rest.count + chunkCount - 1) / chunkCount
        let defaults = generator.defaultPicks
        let failures = Parallel.map(count: chunkCount) { chunk -> Int? in
            var buffers = program.makeBuffers()
            var picks = defaults
            for point in rest[Swift.min(rest.count, chunk * size)..<Swift.min(rest.count, (chunk + 1) * size)] {
                picks[grid.input] = grid.pick(point)
                program.run(picks: picks, buffers: &buffers)
                if check.evaluate(program, buffers: buffers).map({ !$0.passes }) ?? true { return point }
            }
            return nil
        }
        if let first = failures.compactMap({ $0 }).first {
            rejectedAt = first
            return false
        }
        return true
    }

    /// Picks checked one by one before the rest go to every core.
    static let sequentialPoints = 4_096

    /// Sweeps every check the constant can affect with the constant at `value`.
    mutating func effects(of constant: GeneratorConstant, value: Double) -> [SweepReport.Effect] {
        let key = Key(constant: constant, value: value)
        if let known = verified[key] { return known }
        let origin = DerivationOrigin(token: constant.token, variant: constant.variant)
        let affected = plan.tasks.indices.filter { plan.involvement[$0].contains(origin) }
        let modified = generator.replacing(constant, with: value)
        var programs: [GeneratorProgram] = []
        for group in compiled.groups {
            do {
                programs.append(try GeneratorProgram(generator: modified, appearance: group.representative))
            } catch {
                return []
            }
        }
        var after: [Int: Int] = [:]
        for (input, grid) in plan.grids.enumerated() {
            let tasks = affected.filter { plan.tasks[$0].input == input }
            guard !tasks.isEmpty else { continue }
            let results = Sweep.sweepGrid(
                grid, defaults: generator.defaultPicks, tasks: tasks.map { plan.tasks[$0] }, compiled: compiled,
                programs: programs, detail: false, worstCount: 0, progress: nil)
            for (position, task) in tasks.enumerated() { after[task] = results[position].failCount }
        }
        for task in affected where plan.tasks[task].input == nil {
            after[task] =
                Sweep.evaluateOnce(
                    plan.tasks[task], defaults: generator.defaultPicks, compiled: compiled, programs: programs
                )
                .failCount
        }
        let effects = affected.map { task in
            SweepReport.Effect(
                check: task, before: outcomes[task].failCount, after: after[task] ?? outcomes[task].failCount,
                evaluated: outcomes[task].failing.count)
        }
        verified[key] = effects
        return effects
    }
}
