/// A generator compiled for one appearance: every variant choice, alias and fixed color decided once, so
/// that evaluating a pick is a short list of color conversions with no lookups, no strings and no
/// allocation. The sweep runs it millions of times and live checks on every drag of a picker.
///
/// A final class rather than a struct: the sweep hands it to every check of every pick, and a reference
/// costs one retain where a struct of arrays costs one per array.
package final class GeneratorProgram: Sendable {
    /// Where a step's source color comes from.
    enum Source: Sendable {
        case input(Int)
        case step(Int)
        /// A fixed color, with its HSB and OKLCH components computed once.
        case fixed(Color, hsb: SIMD3<Double>, oklch: SIMD3<Double>)
    }

    /// One derivation: a source, a space and up to four component transforms (in the space's order).
    struct Step: Sendable {
        var source: Source
        var space: GeneratorSpace
        /// The transforms of `space.components`, in order, as plain values (no arrays or dictionaries):
        /// copying a step costs no reference counting.
        var first: CompiledTransform?
        var second: CompiledTransform?
        var third: CompiledTransform?
        var alpha: CompiledTransform?

        /// Whether the transform of component `index` (0...2) ignores the source's value.
        func ignoresSource(_ index: Int) -> Bool {
            let transform = index == 0 ? first : index == 1 ? second : third
            if case .set? = transform?.operation { return true }
            return false
        }
    }

    /// Where a token's color comes from in this appearance.
    package enum Output: Sendable, Hashable {
        /// Computed by the step at this position.
        case step(Int)
        /// The same for every pick.
        case fixed(Color)
        /// No value (no applicable variant, an unknown alias): the theme's resolver reports why.
        case unresolved
    }

    package let appearance: Appearance
    /// Every token of the scheme, fixed and derived, in file order.
    package let names: [String]
    /// `outputs[i]` is where `names[i]` comes from.
    package let outputs: [Output]
    let steps: [Step]
    /// For each step, the derived token and the variant its derivation is written in.
    let origins: [DerivationOrigin]
    /// The luminance of each fixed output (NaN for the others).
    let fixedLuminances: [Double]

    /// Compiles `generator` for `appearance`.
    ///
    /// - Throws: a cycle through `from` or aliases, at the token where it closes.
    package init(generator: Generator, appearance: Appearance) throws(Diagnostic) {
        var compiler = Compiler(generator: generator, appearance: appearance)
        for index in compiler.names.indices { _ = try compiler.resolve(index, path: []) }
        self.appearance = appearance
        names = compiler.names
        outputs = compiler.memo.map { $0 ?? .unresolved }
        steps = compiler.steps
        origins = compiler.origins
        fixedLuminances = outputs.map { output in
            if case .fixed(let color) = output { return WCAG2Contrast.luminance(color) }
            return .nan
        }
    }

    /// The position of a token in `names`.
    package func index(of name: String) -> Int? {
        names.firstIndex(of: name)
    }

    /// Scratch space for `evaluate`, reused across picks so evaluation allocates nothing.
    package struct Buffers: Sendable {
        var natives: [SIMD3<Double>]
        var colors: [Color]
        /// WCAG luminance of each opaque step color (NaN for a translucent one), computed once per run
        /// because several checks usually share a token.
        var luminances: [Double] = []
    }

    /// Buffers sized for this program.
    package func makeBuffers() -> Buffers {
        Buffers(
            natives: Array(repeating: .zero, count: steps.count),
            colors: Array(repeating: .black, count: steps.count),
            luminances: Array(repeating: .nan, count: steps.count))
    }

    /// The WCAG luminance of token `index` after `run`, when it is opaque and known without compositing.
    func luminance(_ index: Int, buffers: Buffers) -> Double? {
        switch outputs[index] {
        case .step(let step):
            let value = buffers.luminances[step]
            return value.isNaN ? nil : value
        case .fixed(let color):
            return color.isOpaque ? fixedLuminances[index] : nil
        case .unresolved:
            return nil
        }
    }

    /// Computes every step for `picks` (one HSB triple per input) into `buffers`.
    package func run(picks: [HSB], buffers: inout Buffers) {
        for (position, step) in steps.enumerated() {
            let space = step.space
            var native: SIMD3<Double>
            var alpha = 1.0
            switch step.source {
            case .input(let input):
                let pick = picks[input]
                if space == .hsb {
                    native = SIMD3(pick.hue, pick.saturation, pick.brightness)
                } else {
                    native = Self.oklchComponents(Color(hsb: pick))
                }
            case .step(let source):
                alpha = buffers.colors[source].alpha
                if steps[source].space == space {
                    native = buffers.natives[source]
                } else {
                    native = Self.components(buffers.colors[source], in: space)
                }
            case .fixed(let color, let hsb, let oklch):
                alpha = color.alpha
                native = space == .hsb ? hsb : oklch
            }
            if let transform = step.first { native.x = transform.apply(native.x) }
            if let transform = step.second { native.y = transform.apply(native.y) }
            if let transform = step.third { native.z = transform.apply(native.z) }
            if let transform = step.alpha { alpha = transform.apply(alpha) }
            buffers.natives[position] = native
            let color = Self.color(native, alpha: alpha, space: space)
            buffers.colors[position] = color
            buffers.luminances[position] = color.isOpaque ? WCAG2Contrast.luminance(color) : .nan
        }
    }

    /// The color of token `index` after `run`.
    package func color(_ index: Int, buffers: Buffers) -> Color? {
        switch outputs[index] {
        case .step(let step): return buffers.colors[step]
        case .fixed(let color): return color
        case .unresolved: return nil
        }
    }

    /// Every token's color for `picks` (allocating; for one-off evaluations).
    package func colors(picks: [HSB]) -> [Color?] {
        var buffers = makeBuffers()
        run(picks: picks, buffers: &buffers)
        return outputs.indices.map { color($0, buffers: buffers) }
    }

    /// HSB as (hue, saturation, brightness), or OKLCH as (lightness, chroma, hue) with an undefined
    /// hue taken as 0.
    static func components(_ color: Color, in space: GeneratorSpace) -> SIMD3<Double> {
        switch space {
        case .hsb:
            let hsb = color.hsb
            return SIMD3(hsb.hue, hsb.saturation, hsb.brightness)
        case .oklch:
            return oklchComponents(color)
        }
    }

    static func oklchComponents(_ color: Color) -> SIMD3<Double> {
        let lch = color.okLCH
        return SIMD3(lch.l, lch.c, lch.h ?? 0)
    }

    /// The sRGB color of components in `space`; OKLCH results outside sRGB are gamut-mapped (CSS Color 4),
    /// the way a browser or a careful app would show them.
    static func color(_ native: SIMD3<Double>, alpha: Double, space: GeneratorSpace) -> Color {
        switch space {
        case .hsb:
            return Color(hsb: HSB(hue: native.x, saturation: native.y, brightness: native.z), alpha: alpha)
        case .oklch:
            let color = Color(okLCH: OKLCH(l: native.x, c: native.y, h: native.z), alpha: alpha)
            return color.isInSRGBGamut() ? color : color.gamutMapped(to: .sRGB)
        }
    }

    /// Resolution of variants, aliases and `from` for one appearance, with cycle detection.
    private struct Compiler {
        let generator: Generator
        let appearance: Appearance
        let names: [String]
        let index: [String: Int]
        /// For each name: a fixed token (its position in `fixedTokens`) or a derived one.
        let kinds: [Kind]
        var memo: [Output?]
        var steps: [Step] = []
        var origins: [DerivationOrigin] = []

        enum Kind {
            case fixed(Int)
            case derived(Int)
        }

        init(generator: Generator, appearance: Appearance) {
            self.generator = generator
            self.appearance = appearance
            var entries: [(offset: Int, name: String, kind: Kind)] = []
            for (position, token) in generator.fixedTokens.enumerated() {
                entries.append((token.location.offset, token.name, .fixed(position)))
            }
            for (position, token) in generator.tokens.enumerated() {
                entries.append((token.location.offset, token.name, .derived(position)))
            }
            entries.sort { ($0.offset, $0.name) < ($1.offset, $1.name) }
            names = entries.map(\.name)
            kinds = entries.map(\.kind)
            var index: [String: Int] = [:]
            for (position, entry) in entries.enumerated() where index[entry.name] == nil {
                index[entry.name] = position
            }
            self.index = index
            memo = Array(repeating: nil, count: entries.count)
        }

        mutating func resolve(_ position: Int, path: [Int]) throws(Diagnostic) -> Output {
            if let known = memo[position] { return known }
            if let start = path.firstIndex(of: position) {
                let chain = (path[start...] + [position]).map { names[$0] }
                throw Diagnostic(
                    severity: .error, location: location(of: position),
                    message: "reference cycle: \(chain.joined(separator: " -> ")) (in \(appearance))")
            }
            let output = try compute(position, path: path + [position])
            memo[position] = output
            return output
        }

        func location(of position: Int) -> SourceLocation {
            switch kinds[position] {
            case .fixed(let fixed): generator.fixedTokens[fixed].location
            case .derived(let derived): generator.tokens[derived].location
            }
        }

        mutating func compute(_ position: Int, path: [Int]) throws(Diagnostic) -> Output {
            switch kinds[position] {
            case .fixed(let fixed):
                guard let variant = generator.fixedTokens[fixed].variant(for: appearance) else { return .unresolved }
                return try value(variant.value, path: path)
            case .derived(let derived):
                let token = generator.tokens[derived]
                guard let variantIndex = token.variantIndex(for: appearance) else { return .unresolved }
                switch token.variants[variantIndex].value {
                case .value(let value):
                    return try self.value(value, path: path)
                case .derivation(let derivation):
                    let source: Source
                    if let input = generator.inputIndex(derivation.source) {
                        source = .input(input)
                    } else if let target = index[derivation.source] {
                        switch try resolve(target, path: path) {
                        case .step(let step): source = .step(step)
                        case .fixed(let color):
                            source = .fixed(
                                color, hsb: GeneratorProgram.components(color, in: .hsb),
                                oklch: GeneratorProgram.components(color, in: .oklch))
                        case .unresolved: return .unresolved
                        }
                    } else {
                        return .unresolved
                    }
                    let components = derivation.space.components
                    func compiled(_ index: Int) -> CompiledTransform? {
                        derivation.transform(components[index]).map {
                            CompiledTransform($0, component: components[index])
                        }
                    }
                    steps.append(
                        Step(
                            source: source, space: derivation.space, first: compiled(0), second: compiled(1),
                            third: compiled(2), alpha: compiled(3)))
                    origins.append(DerivationOrigin(token: token.name, variant: variantIndex))
                    return .step(steps.count - 1)
                }
            }
        }

        mutating func value(_ value: TokenValue, path: [Int]) throws(Diagnostic) -> Output {
            switch value {
            case .literal(let literal):
                return .fixed(literal.color)
            case .unresolvable:
                return .unresolved
            case .reference(let name, _):
                if let target = index[name] { return try resolve(target, path: path) }
                if let color = SystemColors.color(name, in: appearance) { return .fixed(color) }
                return .unresolved
            }
        }
    }
}

/// A `ComponentTransform` reduced to plain values for evaluation: the same arithmetic, nothing to
/// reference-count.
struct CompiledTransform: Sendable {
    var operation: ComponentTransform.Operation
    var add: Double?
    var minimum: Double?
    var maximum: Double?
    var component: GeneratorComponent

    init(_ transform: ComponentTransform, component: GeneratorComponent) {
        operation = transform.operation
        add = transform.add
        minimum = transform.minimum
        maximum = transform.maximum
        self.component = component
    }

    /// `ComponentTransform.apply`.
    func apply(_ value: Double) -> Double {
        ComponentTransform.apply(value, operation, add, minimum, maximum, component)
    }
}

/// A derivation's place in the file: a derived token and the position of its variant.
package struct DerivationOrigin: Sendable, Hashable {
    package var token: String
    package var variant: Int
}

/// One axis of one input: what a token's color can depend on.
package struct InputAxis: Sendable, Hashable, Comparable {
    /// The input's position.
    package var input: Int
    /// 0 hue, 1 saturation, 2 brightness.
    package var axis: Int

    /// Creates an input axis.
    package init(input: Int, axis: Int) {
        self.input = input
        self.axis = axis
    }

    package static func < (lhs: InputAxis, rhs: InputAxis) -> Bool { (lhs.input, lhs.axis) < (rhs.input, rhs.axis) }
}

extension GeneratorProgram {
    /// The derivations a token's color goes through in this appearance: its own and, through `from`, its
    /// sources'. Changing a constant of any of them can change the color.
    package func derivations(of index: Int) -> Set<DerivationOrigin> {
        guard case .step(var step) = outputs[index] else { return [] }
        var result = Set<DerivationOrigin>()
        while true {
            result.insert(origins[step])
            guard case .step(let source) = steps[step].source else { break }
            step = source
        }
        return result
    }

    /// For each token, the input axes its color can depend on, read from the transforms: a component a
    /// derivation sets no longer depends on the source's; a derivation in the input's own space (HSB)
    /// keeps the components apart; a change of space mixes them. So when every token sets brightness, no
    /// token depends on the pick's brightness, and the sweep need not vary it.
    ///
    /// The analysis is conservative: it never misses a dependence, but a color that happens not to change
    /// (saturation set to 0 makes hue irrelevant) still counts as depending on it.
    package func dependencies() -> [Set<InputAxis>] {
        var stepComponents: [[Set<InputAxis>]] = []
        for step in steps {
            var source: [Set<InputAxis>]
            switch step.source {
            case .input(let input):
                let axes = (0..<3).map { Set([InputAxis(input: input, axis: $0)]) }
                source = step.space == .hsb ? axes : Array(repeating: axes[0].union(axes[1]).union(axes[2]), count: 3)
            case .step(let index):
                let components = stepComponents[index]
                if steps[index].space == step.space {
                    source = components
                } else {
                    source = Array(repeating: components[0].union(components[1]).union(components[2]), count: 3)
                }
            case .fixed:
                source = Array(repeating: [], count: 3)
            }
            for index in 0..<3 where step.ignoresSource(index) { source[index] = [] }
            stepComponents.append(source)
        }
        return outputs.map { output in
            guard case .step(let step) = output else { return [] }
            return stepComponents[step][0].union(stepComponents[step][1]).union(stepComponents[step][2])
        }
    }
}
