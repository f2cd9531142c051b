/// Builds a scheme (and, with inputs and derived tokens, a generator) in Swift, for apps that check the
/// colors their users pick without writing a scheme file.
///
/// ```swift
/// var scheme = SchemeBuilder(name: "Catchup")
/// scheme.color("background", light: Color(red8: 0xF6, green8: 0xF1, blue8: 0xE7), dark: Color(white: 0.1))
/// scheme.color("text", light: .black, dark: .white)
/// scheme.color("accent", Color(hsb: HSB(hue: 8, saturation: 0.8, brightness: 0.9)))
/// scheme.pair("text", on: "background")
/// scheme.pair("accent", on: "background", role: .ui)
/// scheme.statusBar(on: "accent")
/// let theme = try scheme.build()
/// ```
///
/// Tokens and pairings keep the order they are added in, which is the order of every report. Mistakes
/// (a pairing naming an unknown token, a name given twice) are reported by `build()` with a
/// "did you mean" hint, like the same mistakes in a file.
public struct SchemeBuilder: Sendable {
    package var name: String
    private var tokens: [Token] = []
    private var inputs: [GeneratorInput] = []
    private var derived: [DerivedToken] = []
    private var pairings: [Pairing] = []
    private var errors: [Diagnostic] = []
    private var position = 0

    /// Starts an empty scheme.
    public init(name: String = "scheme") {
        self.name = name
    }

    /// A location for the next item: a line per item in a pseudo-file named after the scheme, so that
    /// messages can point at the item and the order of items is kept.
    private mutating func nextLocation() -> SourceLocation {
        position += 1
        return SourceLocation(path: name, line: position, column: 1, offset: position)
    }

    private var takenNames: Set<String> {
        Set(tokens.map(\.name) + derived.map(\.name) + inputs.map(\.name))
    }

    private mutating func claim(_ name: String, location: SourceLocation) -> Bool {
        if takenNames.contains(name) {
            errors.append(Diagnostic(severity: .error, location: location, message: "\"\(name)\" is defined twice"))
            return false
        }
        return true
    }

    /// A token with one color in every appearance.
    public mutating func color(_ name: String, _ color: Color) {
        let location = nextLocation()
        guard claim(name, location: location) else { return }
        tokens.append(
            Token(name: name, value: .literal(ColorLiteral(color: color, location: location)), location: location))
    }

    /// A token with a light and a dark color (and optionally the elevated dark color of sheets).
    public mutating func color(_ name: String, light: Color, dark: Color, darkElevated: Color? = nil) {
        var variants: [(AppearanceSelector, Color)] = [
            (AppearanceSelector(luminosity: .light), light), (AppearanceSelector(luminosity: .dark), dark),
        ]
        if let darkElevated { variants.append((AppearanceSelector(luminosity: .dark, level: .elevated), darkElevated)) }
        color(name, variants: variants)
    }

    /// A token with a color per appearance selector; the most specific applicable one wins.
    public mutating func color(_ name: String, variants: [(AppearanceSelector, Color)]) {
        let location = nextLocation()
        guard claim(name, location: location) else { return }
        tokens.append(
            Token(
                name: name,
                variants: variants.map {
                    Variant(selector: $0.0, value: .literal(ColorLiteral(color: $0.1, location: location)))
                },
                location: location))
    }

    /// A token that is another token (or a built-in color, `ios.label`) in every appearance.
    public mutating func alias(_ name: String, to target: String) {
        let location = nextLocation()
        guard claim(name, location: location) else { return }
        tokens.append(Token(name: name, value: .reference(name: target, location: location), location: location))
    }

    /// An input of a generator: a color the user picks, with the pick used until they do.
    public mutating func input(_ name: String, default pick: Color) {
        let location = nextLocation()
        guard claim(name, location: location) else { return }
        inputs.append(GeneratorInput(name: name, defaultPick: pick.hsb, location: location))
    }

    /// A derived token: `source` (an input or another derived token) with `transforms` applied in `space`.
    ///
    /// ```swift
    /// builder.derive("dark", from: "pick", [.brightness: .set(0.2), .saturation: .divide(1.5)])
    /// ```
    public mutating func derive(
        _ name: String, from source: String, in space: GeneratorSpace = .hsb,
        _ transforms: [GeneratorComponent: ComponentTransform]
    ) {
        let location = nextLocation()
        guard claim(name, location: location) else { return }
        for component in transforms.keys where !space.components.contains(component) {
            errors.append(
                Diagnostic(
                    severity: .error, location: location,
                    message: "\"\(component.rawValue)\" is not a component of \(space.rawValue)"))
        }
        let derivation = Derivation(source: source, space: space, components: transforms, location: location)
        derived.append(
            DerivedToken(
                name: name,
                variants: [DerivedVariant(selector: .any, value: .derivation(derivation), selectorLocation: location)],
                location: location))
    }

    /// A foreground on a background, with a role (body text by default).
    public mutating func pair(_ foreground: String, on background: String, role: Role = .text, id: String? = nil) {
        pair(foreground, on: [background], role: role, id: id)
    }

    /// A foreground on a stack of backgrounds, nearest first.
    public mutating func pair(_ foreground: String, on backgrounds: [String], role: Role = .text, id: String? = nil) {
        pairings.append(
            Pairing(id: id, foreground: foreground, backgrounds: backgrounds, role: role, location: nextLocation()))
    }

    /// A status bar over `background`, optionally with the style the app declares.
    public mutating func statusBar(on background: String, style: StatusBarStyle? = nil, id: String? = nil) {
        pairings.append(
            Pairing(
                id: id, foreground: nil, backgrounds: [background], role: .statusBar,
                declaredStyles: style.map { [(AppearanceSelector.any, $0)] } ?? [], location: nextLocation()))
    }

    /// Checks names: pairings and derivations must name known tokens and inputs.
    private func validate() throws(DiagnosticList) {
        var problems = errors
        let known = Set(tokens.map(\.name) + derived.map(\.name))
        for pairing in pairings {
            for name in pairing.tokens where !known.contains(name) && !SystemColors.isBuiltIn(name) {
                problems.append(
                    Diagnostic(
                        severity: .error, location: pairing.location,
                        message: "unknown token \"\(name)\" in pairing \"\(pairing.id)\""
                            + DidYouMean.hint(for: name, among: known)))
            }
        }
        let sources = inputs.map(\.name) + derived.map(\.name)
        for token in derived {
            for variant in token.variants {
                guard let source = variant.derivation?.source, !sources.contains(source) else { continue }
                problems.append(
                    Diagnostic(
                        severity: .error, location: token.location,
                        message: "token \"\(token.name)\" derives from unknown input or token \"\(source)\""
                            + DidYouMean.hint(for: source, among: sources)))
            }
        }
        if !problems.isEmpty { throw DiagnosticList(problems) }
    }

    /// The scheme as a theme (a generator's theme at its default picks when inputs were added).
    public func build() throws(DiagnosticList) -> Theme {
        if !inputs.isEmpty {
            let generator = try buildGenerator()
            do {
                return try generator.theme()
            } catch {
                throw DiagnosticList([error])
            }
        }
        try validate()
        return Theme(name: name, path: name, format: .schemeJSON, tokens: tokens, pairings: pairings)
    }

    /// The scheme as a generator: the inputs and derived tokens, with the other tokens fixed.
    public func buildGenerator() throws(DiagnosticList) -> Generator {
        try validate()
        guard !inputs.isEmpty else {
            throw DiagnosticList([
                Diagnostic(
                    severity: .error, location: nil,
                    message: "a generator needs an input: call input(_:default:) before derive(_:from:_:)")
            ])
        }
        let generator = Generator(
            name: name, path: name, inputs: inputs, tokens: derived, fixedTokens: tokens, pairings: pairings,
            location: SourceLocation(path: name, line: 1, column: 1, offset: 0))
        do {
            _ = try generator.programs()
        } catch {
            throw DiagnosticList([error])
        }
        return generator
    }
}

extension ComponentTransform {
    /// The component takes `value`.
    public static func set(_ value: Double) -> ComponentTransform { ComponentTransform(operation: .set(value)) }
    /// The component is multiplied by `factor`.
    public static func scale(_ factor: Double) -> ComponentTransform { ComponentTransform(operation: .scale(factor)) }
    /// The component is divided by `divisor`.
    public static func divide(_ divisor: Double) -> ComponentTransform {
        ComponentTransform(operation: .divide(divisor))
    }
    /// `offset` is added to the component (degrees for hue).
    public static func add(_ offset: Double) -> ComponentTransform { ComponentTransform(operation: .keep, add: offset) }
}
