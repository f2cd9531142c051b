/// What a rule sees of one theme: the resolved colors, the pairings to check, and measurements shared
/// by every rule so a pairing is composited once per appearance however many rules look at it.
package struct RuleContext: Sendable {
    package let resolved: ResolvedTheme
    /// Every pairing: declared, from the configuration, and from conventions.
    package let pairings: [Pairing]
    package let appearances: [Appearance]
    /// `measurements[pairing index][appearance position]`.
    private let measurements: [[PairingMeasurement?]]
    /// Each pairing as results show it, made once and shared by every result of the pairing.
    private let summaries: [AuditResult.PairingSummary]
    /// `classes[pairing index]`: what `colorClasses(pairing:)` answers, computed with the measurements.
    private let classes: [[Int?]]
    /// Inferred pairings left out in an appearance because a color of theirs is fully transparent there,
    /// with a note saying so (issue 13: a stroke that is clear in light mode is not drawn, so nothing is on it).
    package private(set) var notes: [Diagnostic] = []

    /// Prepares a theme for evaluation.
    package init(resolved: ResolvedTheme, pairings: [Pairing], appearances: [Appearance]) {
        self.resolved = resolved
        self.pairings = pairings
        self.appearances = appearances
        // Pairings are measured independently, on every core for a large theme, then kept in order.
        let measured = Parallel.map(pairings, minimumCount: 1_024) { pairing in
            var notes: [Diagnostic] = []
            let row = appearances.map { appearance -> PairingMeasurement? in
                let measurement = PairingMeasurement(pairing: pairing, resolved: resolved, appearance: appearance)
                if let clear = measurement.flatMap({ Self.clearColor(of: $0, pairing: pairing) }) {
                    notes.append(
                        Diagnostic(
                            severity: .warning, location: pairing.location,
                            message: "inferred pairing \"\(pairing.id)\" is not evaluated in \(appearance.name): "
                                + "\(clear) is fully transparent there"))
                    return nil
                }
                return measurement
            }
            return (row, notes, Self.colorClasses(of: row))
        }
        measurements = measured.map(\.0)
        classes = measured.map(\.2)
        summaries = pairings.map(AuditResult.PairingSummary.init)
        let notes = measured.flatMap(\.1)
        self.notes = notes
    }

    /// The token of an inferred pairing that is fully transparent (a foreground, or the nearest background),
    /// described for a note; `nil` when the pairing is declared or configured, or nothing is transparent.
    static func clearColor(of measurement: PairingMeasurement, pairing: Pairing) -> String? {
        guard case .convention = pairing.origin else { return nil }
        if let foreground = measurement.foreground, foreground.color.alpha <= 0, let name = pairing.foreground {
            return "foreground \"\(name)\""
        }
        if let nearest = measurement.backgrounds.first, nearest.color.alpha <= 0, let name = pairing.backgrounds.first {
            return "background \"\(name)\""
        }
        return nil
    }

    /// The measurement of a pairing in the appearance at `appearanceIndex` (a position in `appearances`).
    package func measurement(pairing index: Int, appearance appearanceIndex: Int) -> PairingMeasurement? {
        measurements[index][appearanceIndex]
    }

    /// For each appearance position, the first position at which the pairing has the same colors (the
    /// foreground and every background), or `nil` where it is not measured.
    package func colorClasses(pairing index: Int) -> [Int?] {
        classes[index]
    }

    /// The color classes of one pairing's row of measurements (see `colorClasses(pairing:)`).
    static func colorClasses(of row: [PairingMeasurement?]) -> [Int?] {
        row.indices.map { position -> Int? in
            guard row[position] != nil else { return nil }
            return row.indices.first { other in
                row[other] != nil && row[other]!.hasSameColors(as: row[position]!)
            }
        }
    }

    /// Results with the common fields filled in.
    func result(
        rule: some Rule, status: AuditResult.Status, pairing index: Int?, appearance: Appearance?, message: String,
        location: SourceLocation?
    ) -> AuditResult {
        var result = AuditResult(
            rule: rule.id, ruleSet: rule.configuration.ruleSet, status: status,
            severity: status == .fail ? rule.severity : nil, appearance: appearance,
            pairing: index.map { summaries[$0] }, token: nil, colors: nil, metric: nil,
            value: nil, threshold: nil, location: location, message: message, path: resolved.theme.path)
        result.pairingIndex = index ?? Int.max
        return result
    }
}

/// One pairing's colors in one appearance, composited.
package struct PairingMeasurement: Sendable {
    /// The resolved foreground (`nil` for a status bar).
    package var foreground: ResolvedColor?
    /// The resolved backgrounds, nearest first.
    package var backgrounds: [ResolvedColor]
    /// The backgrounds flattened into one color, translucent when nothing opaque lies beneath.
    package var background: Color
    /// The foreground drawn on the background, when the background is opaque.
    package var compositedForeground: Color?
    /// The WCAG ratio (the worst case when the backdrop is unknown).
    package var wcagRatio: Double
    /// The range over every backdrop, when the backdrop is unknown.
    package var range: BackdropRange?

    init?(pairing: Pairing, resolved: ResolvedTheme, appearance: Appearance) {
        var layers: [ResolvedColor] = []
        for name in pairing.backgrounds {
            guard let color = resolved.color(name, in: appearance) ?? Self.builtIn(name, appearance) else { return nil }
            layers.append(color)
        }
        backgrounds = layers
        background = Color.flatten(layers.map(\.color)) ?? .clear
        if let name = pairing.foreground {
            guard let color = resolved.color(name, in: appearance) ?? Self.builtIn(name, appearance) else { return nil }
            foreground = color
            if background.isOpaque {
                let composited = color.color.composited(over: background)
                compositedForeground = composited
                wcagRatio = WCAG2Contrast.ratio(composited, background)
            } else {
                let range = BackdropRange.wcag2(foreground: color.color, over: [background])
                self.range = range
                wcagRatio = range.min
            }
        } else {
            wcagRatio = 1
        }
    }

    /// Whether the foreground and every background have the same colors in both measurements.
    func hasSameColors(as other: PairingMeasurement) -> Bool {
        foreground?.color == other.foreground?.color && backgrounds.count == other.backgrounds.count
            && zip(backgrounds, other.backgrounds).allSatisfy { $0.color == $1.color }
    }

    /// A pairing may name a built-in color directly (`"background": "ios.systemBackground"`).
    static func builtIn(_ name: String, _ appearance: Appearance) -> ResolvedColor? {
        guard let color = SystemColors.color(name, in: appearance) else { return nil }
        return ResolvedColor(
            color: color, chain: [name], literal: nil, owner: name, selector: .any,
            location: SourceLocation(path: ""))
    }
}
