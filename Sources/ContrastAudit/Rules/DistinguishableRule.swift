/// Kind `distinguishable`: two colors that must be told apart (error and success, selected and
/// unselected, chart series) must stay apart under normal vision and under simulated protanopia,
/// deuteranopia and tritanopia.
///
/// Parameters: `minimum` (ΔE_OK, default 0.1). Pairings say `{"distinguish": ["error", "success"]}`.
package struct DistinguishableRule: Rule {
    package static let kind = "distinguishable"

    package static let documentation = RuleDocumentation(
        summary: "Colors that must be told apart must stay apart under common color-vision deficiencies.",
        rationale: """
            Many people see colors differently: protanopia and deuteranopia merge reds \
            and greens, tritanopia blues and yellows. WCAG 2.2 SC 1.4.1 asks that color not be the only means \
            of conveying information; where a theme still relies on two hues (error and success, selected and \
            unselected, chart series), they must at least stay apart. Each color is simulated with the matrices \
            of Machado, Oliveira and Fernandes (2009) at severity 1.0, applied to linear sRGB and clipped to \
            the sRGB gamut, and the smallest ΔE_OK (Euclidean OKLab distance) over normal vision and the three \
            simulations must reach the minimum. Translucent colors are not compared: what shows depends on \
            what lies beneath them.
            """,
        reference: "WCAG 2.2 SC 1.4.1; Machado et al. 2009",
        helpURI: "https://www.w3.org/WAI/WCAG22/Understanding/use-of-color.html",
        examples: [
            RuleExample(
                name: "blue and orange stay apart for every simulated vision",
                rule: ##"{"id": "apart", "kind": "distinguishable", "minimum": 0.1}"##,
                scheme:
                    ##"{"colors": {"info": "#0072B2", "warning": "#E69F00"}, "pairings": [{"distinguish": ["info", "warning"]}]}"##,
                passes: true),
            RuleExample(
                name: "red and green merge under deuteranopia",
                rule: ##"{"id": "apart", "kind": "distinguishable", "minimum": 0.1}"##,
                scheme:
                    ##"{"colors": {"error": "#D0312D", "success": "#3A9D23"}, "pairings": [{"distinguish": ["error", "success"]}]}"##,
                passes: false),
            RuleExample(
                name: "translucent colors are not compared",
                rule: ##"{"id": "apart", "kind": "distinguishable"}"##,
                scheme:
                    ##"{"colors": {"on": "#0072B280", "off": "#E69F00"}, "pairings": [{"distinguish": ["on", "off"]}]}"##,
                passes: false),
            RuleExample(
                name: "the minimum is configurable",
                rule: ##"{"id": "apart", "kind": "distinguishable", "minimum": 0.02}"##,
                scheme:
                    ##"{"colors": {"error": "#D0312D", "success": "#3A9D23"}, "pairings": [{"distinguish": ["error", "success"]}]}"##,
                passes: true),
        ])

    /// A way of seeing colors, simulated.
    package enum Vision: String, Sendable, CaseIterable {
        case normal, protanopia, deuteranopia, tritanopia

        /// The simulation matrix on linear sRGB (`nil` for normal vision): Machado, Oliveira and
        /// Fernandes, "A Physiologically-based Model for Simulation of Color Vision Deficiency", IEEE
        /// TVCG 15(6), 2009, severity 1.0 (the same values as `reference/vectors.json` `cvd_matrices`).
        package var matrix: Matrix3? {
            switch self {
            case .normal: nil
            case .protanopia: DistinguishableRule.protanopia
            case .deuteranopia: DistinguishableRule.deuteranopia
            case .tritanopia: DistinguishableRule.tritanopia
            }
        }

        /// `normal vision`, `protanopia`, ...
        var phrase: String { self == .normal ? "normal vision" : rawValue }
    }

    static let protanopia = Matrix3(
        SIMD3(0.152286, 1.052583, -0.204868), SIMD3(0.114503, 0.786281, 0.099216),
        SIMD3(-0.003882, -0.048116, 1.051998))
    static let deuteranopia = Matrix3(
        SIMD3(0.367322, 0.860646, -0.227968), SIMD3(0.280085, 0.672501, 0.047413),
        SIMD3(-0.011820, 0.042940, 0.968881))
    static let tritanopia = Matrix3(
        SIMD3(1.255528, -0.076749, -0.178779), SIMD3(-0.078411, 0.930809, 0.147602),
        SIMD3(0.004733, 0.691367, 0.303900))

    /// The default minimum ΔE_OK: about five times the just-noticeable difference of 0.02 that CSS Color 4
    /// gamut mapping uses, so two colors are apart at a glance, not only side by side.
    package static let defaultMinimum = 0.1

    package let configuration: RuleConfiguration
    /// The smallest ΔE_OK allowed under any simulated vision.
    package let minimum: Double

    package init(_ configuration: RuleConfiguration) throws(Diagnostic) {
        self.configuration = configuration
        try configuration.checkKeys(["minimum"])
        minimum = try configuration.number("minimum", in: 0...1, default: Self.defaultMinimum)
    }

    package var parameterSummary: String {
        "ΔE_OK >= \(Wording.number(minimum)) under normal vision, protanopia, deuteranopia and tritanopia"
    }

    package var judgesPairings: Bool { true }

    /// A minimum distance is not a contrast target.
    package var suggestionTarget: SuggestionTarget? { nil }

    package func requirement(
        for pairing: Pairing, in appearance: Appearance, isBuiltIn: (String) -> Bool
    ) -> RuleRequirement? {
        guard pairing.role == .distinguish else { return nil }
        let minimum = minimum
        return RuleRequirement(
            metric: .deltaEOK, minimum: minimum, condition: "minimum ΔE_OK \(Wording.number(minimum))"
        ) { first, second, severity in
            guard let first else { return nil }
            return Self.measure(first, second, minimum: minimum, severity: severity)
        }
    }

    /// The color as seen under `vision`: the matrix applied to linear sRGB, then clipped to the sRGB
    /// gamut (what a display shows). Normal vision leaves the color as it is.
    package static func simulate(_ color: Color, _ vision: Vision) -> Color {
        guard let matrix = vision.matrix else { return color }
        let simulated = matrix.apply(color.linearSRGB)
        let clipped = SIMD3(
            Swift.min(Swift.max(simulated.x, 0), 1), Swift.min(Swift.max(simulated.y, 0), 1),
            Swift.min(Swift.max(simulated.z, 0), 1))
        return Color(linearSRGB: clipped)
    }

    /// The two colors under each vision, with their ΔE_OK.
    package static func simulations(
        _ first: Color, _ second: Color
    ) -> [(vision: Vision, first: Color, second: Color, deltaE: Double)] {
        Vision.allCases.map { vision in
            let a = simulate(first, vision)
            let b = simulate(second, vision)
            return (vision, a, b, DeltaE.ok(a, b))
        }
    }

    /// The measurement on colors: the smallest ΔE_OK over the visions, with the colors as seen under
    /// the vision that brings them closest. Translucent colors fail, at most as a warning.
    static func measure(
        _ first: Color, _ second: Color, minimum: Double, severity: Severity
    ) -> RuleRequirement.Outcome {
        guard first.isOpaque && second.isOpaque else {
            return .init(
                value: 0, passes: false, severity: Swift.min(severity, .warning), foreground: first,
                background: second)
        }
        let worst = simulations(first, second).min { $0.deltaE < $1.deltaE }!
        return .init(
            value: worst.deltaE, passes: worst.deltaE >= minimum, severity: severity, foreground: worst.first,
            background: worst.second)
    }

    package func evaluate(_ context: RuleContext) -> [AuditResult] {
        var results: [AuditResult] = []
        for (index, pairing) in context.pairings.enumerated() where pairing.role == .distinguish {
            for (position, appearance) in context.appearances.enumerated() {
                guard let measurement = context.measurement(pairing: index, appearance: position),
                    let first = measurement.foreground, let second = measurement.backgrounds.first,
                    let firstName = pairing.foreground, let secondName = pairing.backgrounds.first
                else { continue }
                let location = first.location.path.isEmpty ? pairing.location : first.location
                let names = "\(firstName) and \(secondName)"
                guard first.color.isOpaque && second.color.isOpaque else {
                    var result = context.result(
                        rule: self, status: .fail, pairing: index, appearance: appearance,
                        message: "\(names) cannot be compared in \(appearance): a translucent color looks different "
                            + "on every background; make both opaque",
                        location: location)
                    result.severity = Swift.min(configuration.severity, .warning)
                    result.colors = .init(foreground: first.color.hex, background: second.color.hex)
                    results.append(result)
                    continue
                }
                let simulations = Self.simulations(first.color, second.color)
                let worst = simulations.min { $0.deltaE < $1.deltaE }!
                let passes = worst.deltaE >= minimum
                let measured = "ΔE_OK \(Wording.truncated(worst.deltaE, decimals: 3)) between \(names) under "
                let message =
                    passes
                    ? measured + "\(worst.vision.phrase) (the closest of \(simulations.count)) meets "
                        + "\(Wording.number(minimum)) in \(appearance)"
                    : measured + "\(worst.vision.phrase) (\(worst.first.hex) vs \(worst.second.hex)) is below "
                        + "\(Wording.number(minimum)) in \(appearance)"
                var result = context.result(
                    rule: self, status: passes ? .pass : .fail, pairing: index, appearance: appearance,
                    message: message, location: location)
                result.colors = .init(foreground: first.color.hex, background: second.color.hex)
                result.metric = .deltaEOK
                result.value = worst.deltaE
                result.threshold = minimum
                result.simulations = simulations.map {
                    AuditResult.Simulation(
                        vision: $0.vision.rawValue, colors: .init(foreground: $0.first.hex, background: $0.second.hex),
                        deltaE: $0.deltaE)
                }
                results.append(result)
            }
        }
        return results
    }
}
