/// A scheme whose colors are derived from colors a user picks: the top-level `generator` object of a
/// native scheme file (`docs/generators.md`), with the scheme's fixed `colors` and `pairings`.
///
/// Apps that let users choose a color rarely store a palette; they store a rule ("dark is the pick at
/// brightness 0.2") and compute the palette on every pick. Auditing one palette says nothing about the
/// next pick, so the generator keeps the rule itself: `theme(picks:)` builds the ordinary `Theme` for
/// any pick (what `audit check` audits, at the default picks), and the sweep and live checks evaluate
/// the compiled form (`GeneratorProgram`) over many picks.
public struct Generator: Sendable {
    /// The scheme's display name.
    public var name: String
    /// The file, as reports name it.
    public var path: String
    /// The picked colors the tokens derive from, in file order.
    package var inputs: [GeneratorInput]
    /// The derived tokens, in file order.
    package var tokens: [DerivedToken]
    /// The scheme's fixed tokens (`colors`), which may alias derived ones.
    package var fixedTokens: [Token]
    /// The scheme's pairings, over fixed and derived tokens.
    package var pairings: [Pairing]
    /// Where the `generator` object is written.
    package var location: SourceLocation

    /// Creates a generator.
    package init(
        name: String, path: String, inputs: [GeneratorInput], tokens: [DerivedToken], fixedTokens: [Token] = [],
        pairings: [Pairing] = [], location: SourceLocation
    ) {
        self.name = name
        self.path = path
        self.inputs = inputs
        self.tokens = tokens
        self.fixedTokens = fixedTokens
        self.pairings = pairings
        self.location = location
    }

    /// The position of the input named `name`.
    package func inputIndex(_ name: String) -> Int? {
        inputs.firstIndex { $0.name == name }
    }

    /// The position of the derived token named `name`.
    package func tokenIndex(_ name: String) -> Int? {
        tokens.firstIndex { $0.name == name }
    }

    /// The default pick of every input, in HSB.
    public var defaultPicks: [HSB] { inputs.map(\.defaultPick) }

    /// Whether any variant (derived or fixed) is for increased contrast, which adds the four
    /// high-contrast appearances to the default ones, as for any theme.
    package var definesHighContrast: Bool {
        tokens.contains { $0.variants.contains { $0.selector.isHighContrast } }
            || fixedTokens.contains { $0.hasHighContrastVariant }
    }

    /// The appearances evaluated by default.
    package var defaultAppearances: [Appearance] {
        definesHighContrast ? Appearance.all : Appearance.standard
    }
}

/// A color the user picks. The pick is an HSB triple, because that is what color pickers expose and
/// because the HSB box covers the sRGB gamut exactly once, which makes it the natural space to sweep.
public struct GeneratorInput: Sendable, Hashable {
    /// The name derivations refer to with `from`.
    package var name: String
    /// The pick `audit check` evaluates, and the others stay at while one input is swept.
    package var defaultPick: HSB
    /// Where the input's name is written.
    package var location: SourceLocation

    /// Creates an input.
    package init(name: String, defaultPick: HSB, location: SourceLocation) {
        self.name = name
        self.defaultPick = defaultPick
        self.location = location
    }
}

/// A token computed from a pick: one derivation for every appearance, or variants keyed by appearance
/// selectors (each a derivation, a fixed color or an alias), exactly like a fixed token's variants.
package struct DerivedToken: Sendable, Hashable {
    package var name: String
    package var variants: [DerivedVariant]
    /// Where the token's name is written.
    package var location: SourceLocation

    /// Creates a token.
    package init(name: String, variants: [DerivedVariant], location: SourceLocation) {
        self.name = name
        self.variants = variants
        self.location = location
    }

    /// The position of the variant that applies to `appearance` (DESIGN.md §5 precedence).
    package func variantIndex(for appearance: Appearance) -> Int? {
        AppearanceSelector.bestMatch(among: variants.lazy.map(\.selector), for: appearance)
    }
}

/// One variant of a derived token.
package struct DerivedVariant: Sendable, Hashable {
    /// A derivation, or a value as in `colors` (a color or an alias).
    package enum Value: Sendable, Hashable {
        case derivation(Derivation)
        case value(TokenValue)
    }

    package var selector: AppearanceSelector
    package var value: Value
    /// Where the selector key is written (the value's own location for a single derivation).
    package var selectorLocation: SourceLocation

    /// Creates a variant.
    package init(selector: AppearanceSelector, value: Value, selectorLocation: SourceLocation) {
        self.selector = selector
        self.value = value
        self.selectorLocation = selectorLocation
    }

    /// The derivation, when the variant is one.
    package var derivation: Derivation? {
        if case .derivation(let derivation) = value { return derivation }
        return nil
    }
}

/// The space a derivation transforms in.
public enum GeneratorSpace: String, Sendable, Hashable, Codable, CaseIterable {
    /// Hue, saturation and brightness of sRGB, as UIKit and most pickers use.
    case hsb
    /// OKLCH: perceptual lightness, chroma and hue; results are gamut-mapped to sRGB (CSS Color 4).
    case oklch

    /// The components a derivation in this space may transform, in the order they are written in
    /// reports (alpha is in both spaces).
    package var components: [GeneratorComponent] {
        switch self {
        case .hsb: [.hue, .saturation, .brightness, .alpha]
        case .oklch: [.lightness, .chroma, .hue, .alpha]
        }
    }
}

/// A component a derivation can transform.
public enum GeneratorComponent: String, Sendable, Hashable, Codable, CaseIterable, Comparable {
    /// Degrees, 0..<360; wraps around.
    case hue
    /// HSB saturation, 0...1.
    case saturation
    /// HSB brightness (`max(r, g, b)`), 0...1.
    case brightness
    /// OKLCH lightness, 0...1.
    case lightness
    /// OKLCH chroma, 0 and up (about 0.37 at most inside sRGB).
    case chroma
    /// Opacity, 0...1.
    case alpha

    /// The values a component can take; results are clamped to them (hue wraps instead).
    package var domain: ClosedRange<Double> {
        switch self {
        case .hue: 0...360
        case .chroma: 0...Self.maximumChroma
        default: 0...1
        }
    }

    /// The largest chroma a derivation may set: above every sRGB and Display P3 color, so a clamp never
    /// hides a color a user could see.
    package static let maximumChroma = 0.5

    /// The space a component belongs to, when only one has it (`hue` is in both).
    package var onlySpace: GeneratorSpace? {
        switch self {
        case .saturation, .brightness: .hsb
        case .lightness, .chroma: .oklch
        case .hue, .alpha: nil
        }
    }

    /// Canonical order.
    public static func < (lhs: GeneratorComponent, rhs: GeneratorComponent) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}

/// A number written in a component's transform, which the sweep's constant search may change.
package enum GeneratorParameter: String, Sendable, Hashable, Codable, CaseIterable {
    /// The component takes this value.
    case set
    /// The component is multiplied by this factor.
    case scale
    /// The component is divided by this number (the same as `scale` by its inverse, written the way
    /// code often writes it: `saturation / 1.5`).
    case divide
    /// Added after scaling (degrees for hue, which wraps).
    case add
    /// The smallest value the result may take.
    case min
    /// The largest value the result may take.
    case max
}

/// What a derivation does to one component: `set` it, or `scale`/`divide` it, then `add`, then clamp to
/// `min`...`max` and to the component's domain (hue wraps instead of clamping).
public struct ComponentTransform: Sendable, Hashable {
    /// The first step.
    package enum Operation: Sendable, Hashable {
        /// Keep the source's value.
        case keep
        case set(Double)
        case scale(Double)
        case divide(Double)
    }

    package var operation: Operation
    /// Added after the operation.
    package var add: Double?
    package var minimum: Double?
    package var maximum: Double?
    /// Where each written number is.
    package var locations: [GeneratorParameter: SourceLocation]

    /// Creates a transform.
    package init(
        operation: Operation, add: Double? = nil, minimum: Double? = nil, maximum: Double? = nil,
        locations: [GeneratorParameter: SourceLocation] = [:]
    ) {
        self.operation = operation
        self.add = add
        self.minimum = minimum
        self.maximum = maximum
        self.locations = locations
    }

    /// Whether the result ignores the source's value (a `set`), so the source component does not matter.
    package var ignoresSource: Bool {
        if case .set = operation { return true }
        return false
    }

    /// Applies the transform to `value` of `component`.
    package func apply(_ value: Double, component: GeneratorComponent) -> Double {
        Self.apply(value, operation, add, minimum, maximum, component)
    }

    /// The arithmetic of `apply` on plain values (shared with the compiled form programs use).
    static func apply(
        _ value: Double, _ operation: Operation, _ add: Double?, _ minimum: Double?, _ maximum: Double?,
        _ component: GeneratorComponent
    ) -> Double {
        var result: Double
        switch operation {
        case .keep: result = value
        case .set(let constant): result = constant
        case .scale(let factor): result = value * factor
        case .divide(let divisor): result = value / divisor
        }
        if let add { result += add }
        if let minimum { result = Swift.max(result, minimum) }
        if let maximum { result = Swift.min(result, maximum) }
        if component == .hue {
            result = result.truncatingRemainder(dividingBy: 360)
            return result < 0 ? result + 360 : result
        }
        let domain = component.domain
        return Swift.min(Swift.max(result, domain.lowerBound), domain.upperBound)
    }

    /// The parameters written, with their values, in a fixed order.
    package var parameters: [(GeneratorParameter, Double)] {
        var result: [(GeneratorParameter, Double)] = []
        switch operation {
        case .keep: break
        case .set(let value): result.append((.set, value))
        case .scale(let value): result.append((.scale, value))
        case .divide(let value): result.append((.divide, value))
        }
        if let add { result.append((.add, add)) }
        if let minimum { result.append((.min, minimum)) }
        if let maximum { result.append((.max, maximum)) }
        return result
    }

    /// The transform with one parameter changed.
    package func replacing(_ parameter: GeneratorParameter, with value: Double) -> ComponentTransform {
        var copy = self
        switch parameter {
        case .set: copy.operation = .set(value)
        case .scale: copy.operation = .scale(value)
        case .divide: copy.operation = .divide(value)
        case .add: copy.add = value
        case .min: copy.minimum = value
        case .max: copy.maximum = value
        }
        return copy
    }
}

/// How one variant of a derived token is computed: take the source (an input or another derived
/// token), express it in `space`, transform its components, and convert back to sRGB.
package struct Derivation: Sendable, Hashable {
    /// An input name or a derived token name.
    package var source: String
    /// Where `from` is written; `nil` when the generator's only input is implied.
    package var sourceLocation: SourceLocation?
    package var space: GeneratorSpace
    /// The transformed components; the others keep the source's value.
    package var components: [GeneratorComponent: ComponentTransform]
    /// Where the derivation object starts: results about the token point here.
    package var location: SourceLocation

    /// Creates a derivation.
    package init(
        source: String, sourceLocation: SourceLocation? = nil, space: GeneratorSpace,
        components: [GeneratorComponent: ComponentTransform], location: SourceLocation
    ) {
        self.source = source
        self.sourceLocation = sourceLocation
        self.space = space
        self.components = components
        self.location = location
    }

    /// The transform of `component`, or `nil` when it keeps the source's value.
    package func transform(_ component: GeneratorComponent) -> ComponentTransform? {
        components[component]
    }
}
