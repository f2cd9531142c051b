import Foundation

extension LiveChecker {
    // MARK: Schemes

    /// Recomputes the current outcomes and binds every slot's checks to the current colors.
    mutating func rebind() {
        current = schemeChecks.map { entry in
            let colors = schemeColors[entry.appearance]
            func color(_ operand: GeneratorCheck.Operand) -> Color? {
                switch operand {
                case .token(let index): colors[index]
                case .fixed(let color): color
                }
            }
            let foreground = entry.check.foreground.map(color) ?? nil
            let layers = entry.check.backgrounds.compactMap(color)
            guard layers.count == entry.check.backgrounds.count, entry.check.foreground == nil || foreground != nil
            else { return nil }
            return entry.check.requirement.evaluate(
                foreground: foreground, background: Color.flatten(layers) ?? .clear, severity: entry.check.severity)
        }
        bound = followers.map { slotFollowers in
            var list: [Bound] = []
            for (index, entry) in schemeChecks.enumerated() {
                let picked = Set(slotFollowers[entry.appearance])
                let colors = schemeColors[entry.appearance]
                func operand(_ operand: GeneratorCheck.Operand) -> Bound.Operand? {
                    switch operand {
                    case .token(let token):
                        if picked.contains(token) { return .picked }
                        return colors[token].map { .fixed($0) }
                    case .fixed(let color): return .fixed(color)
                    }
                }
                let operands = (entry.check.foreground.map { [$0] } ?? []) + entry.check.backgrounds
                guard
                    operands.contains(where: {
                        if case .token(let token) = $0 { picked.contains(token) } else { false }
                    })
                else { continue }
                let foreground = entry.check.foreground.flatMap(operand)
                let backgrounds = entry.check.backgrounds.compactMap(operand)
                guard backgrounds.count == entry.check.backgrounds.count else { continue }
                var item = Bound(
                    check: index, foreground: foreground, backgrounds: backgrounds, fixedLuminance: nil, kind: .general)
                switch (entry.check.requirement.shortcut, foreground, backgrounds.count == 1 ? backgrounds[0] : nil) {
                case (.wcagRatio?, .picked, .fixed(let other)?) where other.isOpaque,
                    (.wcagRatio?, .fixed(let other), .picked?) where other.isOpaque:
                    item.kind = .ratioAgainstFixed
                    item.fixedLuminance = WCAG2Contrast.luminance(other)
                case (.pickedStatusBarText?, nil, .picked?):
                    item.kind = .pickedBar
                default:
                    break
                }
                list.append(item)
            }
            return list
        }
    }

    /// The outcomes of the slot's checks with `color` picked.
    func evaluateScheme(slot: Int, color: Color) -> [(check: Int, outcome: GeneratorCheck.Outcome?)] {
        let luminance = WCAG2Contrast.luminance(color)
        return bound[slot].map { ($0.check, evaluate($0, color: color, luminance: luminance)) }
    }

    /// Whether every check of the slot passes with `color` picked.
    func schemePasses(slot: Int, color: Color) -> Bool {
        let luminance = WCAG2Contrast.luminance(color)
        for item in bound[slot] where evaluate(item, color: color, luminance: luminance)?.passes == false {
            return false
        }
        return true
    }

    /// One bound check: a ratio of two luminances when that is all it takes, the full measurement otherwise.
    func evaluate(_ item: Bound, color: Color, luminance: Double) -> GeneratorCheck.Outcome? {
        let info = infos[item.check]
        let severity = info.severity
        if color.isOpaque {
            switch item.kind {
            case .ratioAgainstFixed:
                let ratio = WCAG2Contrast.ratio(luminance: luminance, item.fixedLuminance!)
                let other: Color
                if case .fixed(let fixed) = item.foreground {
                    other = fixed
                } else if case .fixed(let fixed) = item.backgrounds[0] {
                    other = fixed
                } else {
                    other = color
                }
                let pickedIsForeground: Bool
                if case .picked = item.foreground { pickedIsForeground = true } else { pickedIsForeground = false }
                return GeneratorCheck.Outcome(
                    value: ratio, passes: ratio >= info.requirement.minimum, severity: severity,
                    foreground: pickedIsForeground ? color : other, background: pickedIsForeground ? other : color)
            case .pickedBar:
                guard case .pickedStatusBarText(let pick)? = info.requirement.shortcut else { break }
                let minimum = info.requirement.minimum
                let style = pick.style(for: color)
                let ratio = WCAG2Contrast.ratio(luminance: GeneratorCheck.textLuminance(style), luminance)
                return GeneratorCheck.Outcome(
                    value: ratio, passes: ratio >= minimum, severity: severity, foreground: style.textColor,
                    background: color)
            case .general:
                break
            }
        }
        func resolve(_ operand: Bound.Operand) -> Color {
            switch operand {
            case .picked: color
            case .fixed(let fixed): fixed
            }
        }
        return info.requirement.evaluate(
            foreground: item.foreground.map(resolve),
            background: Color.flatten(item.backgrounds.map(resolve)) ?? .clear,
            severity: severity)
    }

    /// Lightness steps of the coarse scan.
    static let lightnessStep = 0.05
    /// Hue steps of the coarse scan, in degrees.
    static let hueStep = 5.0
    /// Saturation and brightness steps of the coarse scan.
    static let hsbStep = 0.05
    /// Bisections between the last failing and the first passing step.
    static let bisections = 6

    /// The nearest passing color on the pick's OKLCH lightness line, darker or lighter.
    func nearestSchemePick(slot: Int, color: Color) -> Pick? {
        let origin = color.okLCH
        let hue = origin.h ?? 0
        let chroma = origin.h == nil ? 0 : origin.c
        func candidate(_ lightness: Double) -> Color {
            Self.inGamut(lightness: lightness, chroma: chroma, hue: hue, alpha: color.alpha)
        }
        var found: [Pick] = []
        for direction in [-1.0, 1.0] {
            var failing = origin.l
            var step = 1
            while true {
                let lightness = min(max(origin.l + direction * Double(step) * Self.lightnessStep, 0), 1)
                if schemePasses(slot: slot, color: candidate(lightness)) {
                    var passing = lightness
                    for _ in 0..<Self.bisections {
                        let middle = (failing + passing) / 2
                        if schemePasses(slot: slot, color: candidate(middle)) {
                            passing = middle
                        } else {
                            failing = middle
                        }
                    }
                    let pick = candidate(passing)
                    found.append(Pick(color: pick, change: .lightness, deltaE: pick.okLab.distance(to: color.okLab)))
                    break
                }
                failing = lightness
                if lightness <= 0 || lightness >= 1 { break }
                step += 1
            }
        }
        return found.min { $0.deltaE < $1.deltaE }
    }

    /// An sRGB color at OKLCH `lightness` and `hue`, with `chroma` reduced (by bisection, in linear light)
    /// only as far as sRGB requires.
    static func inGamut(lightness: Double, chroma: Double, hue: Double, alpha: Double) -> Color {
        let radians = hue * .pi / 180
        let (cosine, sine) = (cos(radians), sin(radians))
        func linear(_ c: Double) -> SIMD3<Double> { OKLab(l: lightness, a: c * cosine, b: c * sine).linearSRGB }
        func fits(_ value: SIMD3<Double>) -> Bool { value.min() >= -1e-9 && value.max() <= 1 + 1e-9 }
        var components = linear(chroma)
        if !fits(components) {
            var low = 0.0
            var high = chroma
            components = linear(0)
            for _ in 0..<16 {
                let middle = (low + high) / 2
                let value = linear(middle)
                if fits(value) {
                    low = middle
                    components = value
                } else {
                    high = middle
                }
            }
        }
        let clamped = components.clamped(lowerBound: SIMD3(repeating: 0), upperBound: SIMD3(repeating: 1))
        return Color(linearSRGB: clamped, alpha: alpha, in: .sRGB)
    }

    // MARK: Generators

    /// Every check's outcome at `picks`.
    func generatorOutcomes(picks: [HSB]) -> [GeneratorCheck.Outcome?] {
        guard let checks else { return [] }
        var result = [GeneratorCheck.Outcome?](repeating: nil, count: infos.count)
        var info = 0
        for (group, list) in checks.checks.enumerated() {
            let program = checks.programs[group]
            var buffers = program.makeBuffers()
            program.run(picks: picks, buffers: &buffers)
            for check in list {
                result[info] = check.evaluate(program, buffers: buffers)
                info += 1
            }
        }
        return result
    }

    /// The outcomes of the checks `input` changes, at `picks`.
    func affectedOutcomes(picks: [HSB], input: Int) -> [(info: Int, outcome: GeneratorCheck.Outcome?)] {
        guard let checks else { return [] }
        var result: [(info: Int, outcome: GeneratorCheck.Outcome?)] = []
        var lastGroup = -1
        var buffers = GeneratorProgram.Buffers(natives: [], colors: [])
        for (group, position, info) in generatorAffected[input] {
            let program = checks.programs[group]
            if group != lastGroup {
                buffers = program.makeBuffers()
                program.run(picks: picks, buffers: &buffers)
                lastGroup = group
            }
            result.append((info, checks.checks[group][position].evaluate(program, buffers: buffers)))
        }
        return result
    }

    /// Whether every check `input` changes passes at `picks`, stopping at the first failure; `buffers`
    /// (one per group) are reused across calls.
    func generatorPasses(_ picks: [HSB], input: Int, buffers: inout [GeneratorProgram.Buffers]) -> Bool {
        guard let checks else { return true }
        var lastGroup = -1
        for (group, position, _) in generatorAffected[input] {
            let program = checks.programs[group]
            if group != lastGroup {
                program.run(picks: picks, buffers: &buffers[group])
                lastGroup = group
            }
            if checks.checks[group][position].evaluate(program, buffers: buffers[group])?.passes == false {
                return false
            }
        }
        return true
    }

    /// The nearest passing pick along each HSB coordinate of the input.
    func nearestGeneratorPick(slot: Int, pick: HSB) -> Pick? {
        let original = Color(hsb: pick)
        var trial = picks
        var buffers = checks?.programs.map { $0.makeBuffers() } ?? []
        func passes(_ candidate: HSB) -> Bool {
            trial[slot] = candidate
            return generatorPasses(trial, input: slot, buffers: &buffers)
        }
        var found: [Pick] = []
        func record(_ candidate: HSB, _ change: Pick.Change) {
            let color = Color(hsb: candidate)
            found.append(Pick(color: color, change: change, deltaE: color.okLab.distance(to: original.okLab)))
        }
        // Hue both ways, up to half a turn.
        for direction in [-1.0, 1.0] {
            var failing = 0.0
            for step in 1...Int(180 / Self.hueStep) {
                let offset = Double(step) * Self.hueStep
                var candidate = pick
                candidate.hue = Self.wrap(pick.hue + direction * offset)
                if passes(candidate) {
                    var passing = offset
                    for _ in 0..<Self.bisections {
                        let middle = (failing + passing) / 2
                        candidate.hue = Self.wrap(pick.hue + direction * middle)
                        if passes(candidate) { passing = middle } else { failing = middle }
                    }
                    candidate.hue = Self.wrap(pick.hue + direction * passing)
                    record(candidate, .hue)
                    break
                }
                failing = offset
            }
        }
        let axes: [(WritableKeyPath<HSB, Double>, Pick.Change)] =
            [(\.saturation, .saturation)] + (brightnessMatters[slot] ? [(\.brightness, .brightness)] : [])
        for (path, change) in axes {
            for direction in [-1.0, 1.0] {
                var failing = pick[keyPath: path]
                var step = 1
                while true {
                    var candidate = pick
                    let value = min(max(pick[keyPath: path] + direction * Double(step) * Self.hsbStep, 0), 1)
                    candidate[keyPath: path] = value
                    if passes(candidate) {
                        var passing = value
                        for _ in 0..<Self.bisections {
                            candidate[keyPath: path] = (failing + passing) / 2
                            if passes(candidate) {
                                passing = candidate[keyPath: path]
                            } else {
                                failing = candidate[keyPath: path]
                            }
                        }
                        candidate[keyPath: path] = passing
                        record(candidate, change)
                        break
                    }
                    failing = value
                    if value <= 0 || value >= 1 { break }
                    step += 1
                }
            }
        }
        return found.min { ($0.deltaE, $0.change.rawValue) < ($1.deltaE, $1.change.rawValue) }
    }

    static func wrap(_ hue: Double) -> Double {
        let value = hue.truncatingRemainder(dividingBy: 360)
        return value < 0 ? value + 360 : value
    }
}
