/// What a suggestion must reach: a metric and its minimum (WCAG ratio, or APCA |Lc|).
package struct SuggestionTarget: Sendable, Hashable {
    package var metric: MetricID
    package var minimum: Double

    /// Creates a target.
    package init(metric: MetricID = .wcag2, minimum: Double) {
        self.metric = metric
        self.minimum = minimum
    }

    /// The value of a foreground drawn on a background stack (nearest first): composited and measured,
    /// or for an unknown backdrop the worst case (WCAG) or the value where WCAG is worst (APCA).
    package func value(foreground: Color, backgrounds: [Color]) -> Double {
        let flattened = Color.flatten(backgrounds) ?? .clear
        if flattened.isOpaque {
            let fg = foreground.composited(over: flattened)
            return metric == .apca
                ? APCAContrast.lc(text: fg, background: flattened) : WCAG2Contrast.ratio(fg, flattened)
        }
        let range = BackdropRange.wcag2(foreground: foreground, over: [flattened])
        if metric == .wcag2 { return range.min }
        let bg = flattened.composited(over: range.worstBackdrop)
        return APCAContrast.lc(text: foreground.composited(over: bg), background: bg)
    }

    /// Whether a value reaches the target, compared unrounded.
    package func passes(_ value: Double) -> Bool {
        metric == .apca ? abs(value) >= minimum : value >= minimum
    }

    /// The value as text: `4.52:1` or `Lc 61.2`.
    package func format(_ value: Double) -> String {
        metric == .apca ? "Lc \(Wording.truncated(value, decimals: 1))" : Wording.ratio(value)
    }

    /// The target as text: `4.5:1` or `Lc 60`.
    package var text: String {
        metric == .apca ? "Lc \(Wording.number(minimum))" : Wording.threshold(minimum)
    }
}
