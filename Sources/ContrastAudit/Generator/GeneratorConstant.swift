/// One number written in a generator's transforms (`neutral brightness set 0.6`), which the sweep's
/// constant search tries other values of.
package struct GeneratorConstant: Sendable, Hashable, Comparable {
    /// The derived token.
    package var token: String
    /// The position of the variant in the token's variants.
    package var variant: Int
    /// The variant's selector (`any` for a token with one derivation).
    package var selector: AppearanceSelector
    package var component: GeneratorComponent
    package var parameter: GeneratorParameter
    /// The value written in the file.
    package var value: Double
    /// Where the number is written.
    package var location: SourceLocation

    /// `neutral brightness`, `dark saturation ÷`, `text (dark) lightness`: how reports name the constant.
    package var name: String {
        var text = token
        if selector != .any { text += " (\(selector))" }
        text += " \(component.rawValue)"
        switch parameter {
        case .set: break
        case .scale: text += " ×"
        case .divide: text += " ÷"
        case .add: text += " +"
        case .min: text += " min"
        case .max: text += " max"
        }
        return text
    }

    /// The values the search may try: the component's domain for values of it, and sensible ranges for
    /// factors and offsets.
    package var searchRange: ClosedRange<Double> {
        switch parameter {
        case .set, .min, .max:
            return component == .hue ? 0...359 : component.domain
        case .scale: return 0...Self.largestFactor
        case .divide: return Self.smallestDivisor...Self.largestFactor
        case .add:
            if component == .hue { return -180...180 }
            let width = component.domain.upperBound - component.domain.lowerBound
            return -width...width
        }
    }

    /// The search step: 1° for hue, 0.005 for chroma, 0.01 for everything else (the precision people write
    /// these constants with).
    package var searchStep: Double {
        if component == .hue && parameter != .scale && parameter != .divide { return 1 }
        if component == .chroma && parameter != .scale && parameter != .divide { return 0.005 }
        return 0.01
    }

    /// A change's size on a common scale, to compare changes of different constants: the change over the
    /// component's range (360° for hue), or relative to the factor for `scale` and `divide`.
    package func relativeChange(to newValue: Double) -> Double {
        let change = abs(newValue - value)
        switch parameter {
        case .scale, .divide: return change / Swift.max(abs(value), 1)
        default:
            let domain = component.domain
            return change / (domain.upperBound - domain.lowerBound)
        }
    }

    /// Largest `scale` or `divide` factor the search tries.
    static let largestFactor = 10.0
    /// Smallest divisor the search tries.
    static let smallestDivisor = 0.1

    /// Canonical order.
    package static func < (lhs: GeneratorConstant, rhs: GeneratorConstant) -> Bool {
        (lhs.location.offset, lhs.token, lhs.variant) < (rhs.location.offset, rhs.token, rhs.variant)
    }
}

extension Generator {
    /// Every constant of every derivation, in file order.
    package var constants: [GeneratorConstant] {
        var result: [GeneratorConstant] = []
        for token in tokens {
            for (index, variant) in token.variants.enumerated() {
                guard let derivation = variant.derivation else { continue }
                for component in derivation.space.components {
                    guard let transform = derivation.transform(component) else { continue }
                    for (parameter, value) in transform.parameters {
                        result.append(
                            GeneratorConstant(
                                token: token.name, variant: index, selector: variant.selector, component: component,
                                parameter: parameter, value: value,
                                location: transform.locations[parameter] ?? derivation.location))
                    }
                }
            }
        }
        return result.sorted()
    }

    /// The generator with one constant set to `value`.
    package func replacing(_ constant: GeneratorConstant, with value: Double) -> Generator {
        var copy = self
        guard let tokenIndex = tokenIndex(constant.token), constant.variant < tokens[tokenIndex].variants.count,
            var derivation = tokens[tokenIndex].variants[constant.variant].derivation,
            let transform = derivation.components[constant.component]
        else { return self }
        derivation.components[constant.component] = transform.replacing(constant.parameter, with: value)
        copy.tokens[tokenIndex].variants[constant.variant].value = .derivation(derivation)
        return copy
    }
}
