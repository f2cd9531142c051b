/// Suggestions attached to failing results: the closest passing color on each side of a contrast
/// failure, and for a status bar the style that passes (with the threshold that would pick it) or the
/// closest bar color for which the brightness rule's pick is readable.
enum ResultSuggestions {
    /// Suggestions for a failing result, by the remedy its rule's requirement names, or why there are none.
    static func suggestions(
        for result: AuditResult, requirement: RuleRequirement?, measurement: PairingMeasurement, pairing: Pairing,
        cache: SuggestionCache? = nil
    ) -> (suggestions: [AuditResult.Suggestion], reason: String?) {
        guard result.status == .fail, pairing.role != .decorative, let requirement, let remedy = requirement.remedy
        else { return ([], nil) }
        let foreground: ResolvedColor
        switch remedy {
        case .statusBarText(let pick), .declaredStatusBarStyle(let pick):
            let found = statusBar(
                result, minimum: requirement.minimum, pick: pick,
                declaredStyle: remedy == .declaredStatusBarStyle(pick), measurement: measurement)
            let reason =
                found.isEmpty
                ? (measurement.background.isOpaque
                    ? "no bar color on the lightness path makes the picked text reach "
                        + Wording.threshold(requirement.minimum)
                    : "the bar is translucent with nothing beneath it") : nil
            return (found, reason)
        case .contrast:
            guard let resolved = measurement.foreground else { return ([], nil) }
            foreground = resolved
        }
        let target = SuggestionTarget(metric: requirement.metric, minimum: requirement.minimum)
        let layers = measurement.backgrounds.map(\.color)
        let found =
            cache?.suggest(foreground: foreground.color, backgrounds: layers, target: target)
            ?? PairSuggester.suggest(foreground: foreground.color, backgrounds: layers, target: target)
        var suggestions: [AuditResult.Suggestion] = []
        for side in found.sides {
            guard let adjusted = side.adjusted, let value = side.value else { continue }
            let resolved = side.side == .foreground ? foreground : measurement.backgrounds[0]
            suggestions.append(
                AuditResult.Suggestion(
                    side: side.side == .foreground ? .foreground : .background, token: resolved.owner,
                    color: adjusted.color.reportText, value: value, deltaE: adjusted.deltaE,
                    direction: adjusted.direction, chromaReduced: adjusted.chromaReduced,
                    edit: edit(replacing: resolved.literal, with: adjusted.color)))
        }
        // The smaller change first.
        let sorted = suggestions.sorted { ($0.deltaE, $0.side.rawValue) < ($1.deltaE, $1.side.rawValue) }
        let reason = sorted.isEmpty ? found.sides.compactMap(\.reason).joined(separator: "; ") : nil
        return (sorted, reason)
    }

    static func statusBar(
        _ result: AuditResult, minimum: Double, pick: StatusBarPick, declaredStyle: Bool,
        measurement: PairingMeasurement
    )
        -> [AuditResult.Suggestion]
    {
        func pickedStyle(for bar: Color) -> StatusBarStyle { pick.style(for: bar) }
        guard let detail = result.statusBar, let barToken = measurement.backgrounds.first else { return [] }
        let bar = measurement.background
        if declaredStyle {
            // The declared style disagrees with the pick: declaring the pick agrees, if its text is readable.
            let ratio = WCAG2Contrast.ratio(detail.style.textColor, bar)
            guard ratio >= minimum else { return [] }
            return [styleSuggestion(detail.style, ratio: ratio, token: barToken.owner, threshold: nil)]
        }
        let other = detail.style.other
        if detail.otherStyleRatio >= minimum {
            // Any threshold at or below the measured value picks dark content; above it, light content.
            let threshold =
                other == .darkContent
                ? (detail.measured * 100).rounded(.down) / 100
                : ((detail.measured * 100).rounded(.down) + 1) / 100
            var suggestion = styleSuggestion(
                other, ratio: detail.otherStyleRatio, token: barToken.owner, threshold: threshold)
            if pick.measure != .hsbBrightness { suggestion.measure = pick.measure }
            return [suggestion]
        }
        // Neither style is readable: move the bar's color until the style the rule picks for it is.
        let path = LightnessPath(original: barToken.color)
        let passes = { (candidate: Color) -> Bool in
            let flattened = Color.flatten([candidate] + measurement.backgrounds.dropFirst().map(\.color)) ?? candidate
            guard flattened.isOpaque else { return false }
            return WCAG2Contrast.ratio(pickedStyle(for: flattened).textColor, flattened) >= minimum
        }
        guard let adjusted = LightnessSearch.best(on: path, passes: passes) else { return [] }
        let flattened =
            Color.flatten([adjusted.color] + measurement.backgrounds.dropFirst().map(\.color)) ?? adjusted.color
        let style = pickedStyle(for: flattened)
        return [
            AuditResult.Suggestion(
                side: .background, token: barToken.owner, color: adjusted.color.reportText,
                value: WCAG2Contrast.ratio(style.textColor, flattened), deltaE: adjusted.deltaE,
                direction: adjusted.direction, chromaReduced: adjusted.chromaReduced, style: style)
        ]
    }

    /// The edit that writes `color` over a literal written as a JSON string (native schemes), computed
    /// from the literal alone: its bytes and its text are known, and a string is on one line.
    static func edit(replacing literal: ColorLiteral?, with color: Color) -> AuditResult.TextEdit? {
        edit(replacing: literal, by: JSONOutput.quoted(color.cssText))
    }

    /// `edit`'s replacement written over `literal` instead: a suggestion found for one result serves every
    /// result with the same colors, but each must edit its own token's literal.
    static func edit(_ edit: AuditResult.TextEdit?, movedTo literal: ColorLiteral?) -> AuditResult.TextEdit? {
        guard let edit else { return nil }
        return self.edit(replacing: literal, by: edit.replacement)
    }

    private static func edit(replacing literal: ColorLiteral?, by replacement: String) -> AuditResult.TextEdit? {
        guard let literal, let range = literal.byteRange, let text = literal.text else { return nil }
        let written = JSONOutput.quoted(text)
        guard written.utf8.count == range.count else { return nil }
        var end = literal.location
        end.column += written.unicodeScalars.count
        end.offset = range.upperBound
        return AuditResult.TextEdit(
            path: literal.location.path, byteRange: range, start: literal.location, end: end,
            replacement: replacement)
    }

    static func styleSuggestion(
        _ style: StatusBarStyle, ratio: Double, token: String, threshold: Double?
    )
        -> AuditResult.Suggestion
    {
        AuditResult.Suggestion(
            side: .style, token: token, color: style.textColor.hex, value: ratio, deltaE: 0, style: style,
            threshold: threshold)
    }
}
