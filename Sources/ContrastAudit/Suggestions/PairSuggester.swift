/// The closest passing colors for one failing pairing: on the foreground side and on the background
/// side (the nearest background layer), each found by `LightnessSearch`, with the reason when a side
/// cannot reach the target at all.
package enum PairSuggester {
    /// Which color to change.
    package enum Side: String, Sendable, Hashable, Codable, CaseIterable {
        case foreground
        case background
    }

    /// The suggestion for one side.
    package struct SideResult: Sendable, Hashable {
        package var side: Side
        /// The passing color (alpha kept), or `nil` when none reaches the target.
        package var adjusted: AdjustedColor?
        /// The value the suggestion reaches.
        package var value: Double?
        /// Why no color reaches the target, when `adjusted` is `nil`.
        package var reason: String?
    }

    /// Suggestions for both sides (or one), and which is the smaller change.
    package struct Result: Sendable, Hashable {
        /// The pairing's current value.
        package var value: Double
        package var target: SuggestionTarget
        package var sides: [SideResult]
        /// The side whose suggestion has the smaller ΔE_OK, if any side has one.
        package var best: Side? {
            sides.filter { $0.adjusted != nil }.min { $0.adjusted!.deltaE < $1.adjusted!.deltaE }?.side
        }
        /// Whether the pairing already reaches the target.
        package var alreadyPasses: Bool { target.passes(value) }
    }

    /// Suggests colors for `foreground` on `backgrounds` (nearest first) that reach `target`.
    package static func suggest(
        foreground: Color, backgrounds: [Color], target: SuggestionTarget, sides: [Side] = Side.allCases
    ) -> Result {
        let value = target.value(foreground: foreground, backgrounds: backgrounds)
        var results: [SideResult] = []
        for side in sides {
            results.append(suggest(side: side, foreground: foreground, backgrounds: backgrounds, target: target))
        }
        return Result(value: value, target: target, sides: results)
    }

    static func suggest(side: Side, foreground: Color, backgrounds: [Color], target: SuggestionTarget) -> SideResult {
        let original = side == .foreground ? foreground : backgrounds[0]
        let path = LightnessPath(original: original)
        let measure = measurement(side: side, foreground: foreground, backgrounds: backgrounds, target: target)
        let fast = fastPredicate(side: side, foreground: foreground, backgrounds: backgrounds, target: target)
        let passes = fast?.passes ?? { target.passes(measure($0)) }
        if let adjusted = LightnessSearch.best(on: path, passes: passes, passesLuminance: fast?.byLuminance) {
            return SideResult(side: side, adjusted: adjusted, value: measure(adjusted.color), reason: nil)
        }
        var reason = impossibility(side: side, path: path, target: target, measure: measure)
        if let flattened = Color.flatten(backgrounds), !flattened.isOpaque {
            reason += " (over every possible backdrop: the bottom background is translucent with nothing beneath it)"
        }
        return SideResult(side: side, adjusted: nil, value: nil, reason: reason)
    }

    /// The target's value with the color on `side` replaced by a candidate; the stack beneath the
    /// candidate is flattened once, not per candidate.
    static func measurement(
        side: Side, foreground: Color, backgrounds: [Color], target: SuggestionTarget
    )
        -> (Color) -> Double
    {
        if side == .foreground {
            let flattened = Color.flatten(backgrounds) ?? .clear
            return { target.value(foreground: $0, backgrounds: [flattened]) }
        }
        let beneath = Color.flatten(Array(backgrounds.dropFirst()))
        return { candidate in
            target.value(foreground: foreground, backgrounds: beneath.map { [candidate, $0] } ?? [candidate])
        }
    }

    /// The test of `fastPredicate`: `passes` for any candidate, and `byLuminance`, the same answer for an
    /// opaque 8-bit sRGB candidate from its luminance alone (`WCAG2Contrast.luminance8Bit`), which a
    /// search can compute from a point's bytes without making the color.
    struct FastTest {
        var passes: (Color) -> Bool
        var byLuminance: (Double) -> Bool
    }

    /// For the common case (WCAG, opaque colors, a single opaque background on the background side) a
    /// predicate on luminances: one side's luminance is fixed, the candidate's comes from a table.
    static func fastPredicate(
        side: Side, foreground: Color, backgrounds: [Color], target: SuggestionTarget
    )
        -> FastTest?
    {
        guard target.metric == .wcag2, foreground.isOpaque, let flattened = Color.flatten(backgrounds),
            flattened.isOpaque
        else { return nil }
        let minimum = target.minimum
        switch side {
        case .foreground:
            let fixed = WCAG2Contrast.luminance(flattened)
            let byLuminance = { (luminance: Double) -> Bool in
                WCAG2Contrast.ratio(luminance: luminance, fixed) >= minimum
            }
            return FastTest(
                passes: { candidate in
                    guard let luminance = WCAG2Contrast.luminance8Bit(candidate) else {
                        return WCAG2Contrast.ratio(candidate, flattened) >= minimum
                    }
                    return byLuminance(luminance)
                }, byLuminance: byLuminance)
        case .background:
            guard backgrounds.count == 1 else { return nil }
            let fixed = WCAG2Contrast.luminance(foreground)
            let byLuminance = { (luminance: Double) -> Bool in
                WCAG2Contrast.ratio(luminance: luminance, fixed) >= minimum
            }
            return FastTest(
                passes: { candidate in
                    guard candidate.isOpaque, let luminance = WCAG2Contrast.luminance8Bit(candidate) else {
                        return target.passes(target.value(foreground: foreground, backgrounds: [candidate]))
                    }
                    return byLuminance(luminance)
                }, byLuminance: byLuminance)
        }
    }

    /// Why no color on a side reaches the target: the best the extremes manage, and what limits them.
    static func impossibility(
        side: Side, path: LightnessPath, target: SuggestionTarget, measure: (Color) -> Double
    ) -> String {
        let darkest = measure(path.quantized(0).color)
        let lightest = measure(path.quantized(1).color)
        var reason =
            "no \(side.rawValue) color reaches \(target.text): even black gives \(target.format(darkest)) "
            + "and white \(target.format(lightest))"
        if path.original.alpha < 1 {
            reason +=
                " at the token's alpha \(Wording.truncated(path.original.alpha)), which lets the background show through"
        } else if side == .background && target.metric == .wcag2 {
            reason += ", because the foreground sits in the middle of the lightness range"
        }
        return reason
    }
}
