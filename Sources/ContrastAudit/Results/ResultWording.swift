import Foundation

/// Messages about results, shared by the rules that produce them and the renderers that show them.
extension Wording {
    /// The name of a WCAG criterion in reports.
    package static func criterionName(_ criterion: WCAGCriterion) -> String {
        switch criterion {
        case .aa: "AA normal text"
        case .aaLarge: "AA large text"
        case .aaa: "AAA normal text"
        case .aaaLarge: "AAA large text"
        case .nonText: "Non-text UI"
        }
    }

    /// The success criterion a WCAG check comes from.
    package static func criterionReference(_ criterion: WCAGCriterion) -> String {
        switch criterion {
        case .aa, .aaLarge: "SC 1.4.3"
        case .aaa, .aaaLarge: "SC 1.4.6"
        case .nonText: "SC 1.4.11"
        }
    }

    /// `contrast 3.94:1 is below 4.5:1 in dark.elevated` / `contrast 7.12:1 meets 4.5:1 in light`.
    /// The message of a usage site whose color is fully transparent in an appearance: nothing is drawn there.
    package static let notDrawnPrefix = "not drawn, exempt: the color at this site is fully transparent in "

    /// Whether a passing result is a use site that draws nothing in its appearance (its verdict says so).
    package static func isNotDrawn(_ result: AuditResult) -> Bool {
        result.status == .pass && result.message.hasPrefix(notDrawnPrefix)
    }

    package static func contrastMessage(
        _ ratio: Double, minimum: Double, passes: Bool, appearance: Appearance
    ) -> String {
        // Written as bytes into one buffer: every contrast evaluation has this message, and the joint fixer
        // evaluates a large theme five times (issue 15, sixth pass).
        var text = TextBytes(capacity: 64)
        text.write("contrast ")
        text.writeRatio(ratio)
        text.write(passes ? " meets " : " is below ")
        text.write(threshold(minimum))
        text.write(" in ")
        text.write(appearance.name)
        return String(decoding: text.bytes, as: UTF8.self)
    }

    /// The message for a translucent bottom layer with an unknown backdrop.
    package static func rangeMessage(_ range: BackdropRange, minimum: Double, appearance: Appearance) -> String {
        let span = "contrast \(Wording.ratio(range.min)) to \(Wording.ratio(range.max)) over unknown backdrops"
        if range.allPass(minimum) {
            return "\(span) meets \(threshold(minimum)) on every backdrop in \(appearance)"
        }
        if range.nonePass(minimum) {
            return "\(span) is below \(threshold(minimum)) on every backdrop in \(appearance)"
        }
        return "\(span) is below \(threshold(minimum)) on some backdrops (worst on \(range.worstBackdrop.hex)) "
            + "in \(appearance)"
    }

    /// `APCA Lc 52.1 is below Lc 60 in light (advisory)`.
    package static func apcaMessage(
        _ lc: Double, minimum: Double, passes: Bool, appearance: Appearance, unknownBackdrop: Bool
    ) -> String {
        let at = unknownBackdrop ? " on the backdrop where WCAG contrast is lowest" : ""
        return "APCA Lc \(truncated(lc, decimals: 1)) \(passes ? "meets" : "is below") Lc \(number(minimum))\(at) "
            + "in \(appearance) (advisory)"
    }

    /// The brightness rule's pick and whether its text is readable.
    package static func statusBarMessage(
        measured: Double, pick rule: StatusBarPick, picked: StatusBarStyle, ratio pickedRatio: Double,
        otherRatio: Double, minimum: Double, appearance: Appearance
    ) -> String {
        let comparison = picked == .lightContent ? "<" : ">="
        let pick =
            "\(rule.measure.phrase) \(truncated(measured)) \(comparison) \(number(rule.threshold)) picks \(picked.rawValue)"
        let text = picked == .lightContent ? "white" : "black"
        if pickedRatio >= minimum {
            return "\(pick); \(text) text \(ratio(pickedRatio)) meets \(threshold(minimum)) in \(appearance)"
        }
        let other =
            otherRatio >= minimum
            ? "\(picked.other.rawValue) would be \(ratio(otherRatio))"
            : "\(picked.other.rawValue) would be \(ratio(otherRatio)), also below"
        return
            "\(pick), but \(text) text is \(ratio(pickedRatio)), below \(threshold(minimum)) in \(appearance); \(other)"
    }

    /// A declared status-bar style compared with the brightness rule's pick.
    package static func declaredStyleMessage(
        declared: StatusBarStyle, picked: StatusBarStyle, ratio declaredRatio: Double, minimum: Double,
        appearance: Appearance
    ) -> String {
        let readable = declaredRatio >= minimum ? "meets" : "is below"
        if declared == picked {
            // What this check judges is the match; the text's contrast is the picked-text check's.
            return "declared \(declared.rawValue) matches the brightness rule's pick in \(appearance)"
        }
        return "declared \(declared.rawValue) differs from the brightness rule's \(picked.rawValue) in \(appearance); "
            + "the declared style's text \(ratio(declaredRatio)) \(readable) \(threshold(minimum))"
    }

    /// One suggestion in a sentence:
    /// `change foreground "accent" to #D03118 (darker): 4.51:1, ΔE_OK 0.058`, or for a status-bar style
    /// `use status-bar style dark-content (no color change): black text 6.07:1; a brightness threshold of
    /// 0.6 or lower picks it`.
    package static func suggestion(_ suggestion: AuditResult.Suggestion, metric: MetricID? = .wcag2) -> String {
        let value =
            metric == .apca ? "Lc \(truncated(suggestion.value, decimals: 1))" : ratio(suggestion.value)
        if suggestion.side == .style, let style = suggestion.style {
            let text = "\(statusBarText(style)) \(ratio(suggestion.value))"
            guard let threshold = suggestion.threshold else {
                return
                    "declare status-bar style \(style.rawValue), the brightness rule's pick (no color change): \(text)"
            }
            let measure = suggestion.measure?.phrase ?? "brightness"
            return "use status-bar style \(style.rawValue) (no color change): \(text); "
                + "a \(measure) threshold of \(number(threshold)) \(style == .darkContent ? "or lower" : "or higher") picks it"
        }
        var sentence = "change \(suggestion.side.rawValue) \"\(suggestion.token)\" to \(suggestion.color)"
        if let direction = suggestion.direction { sentence += " (\(direction.rawValue))" }
        sentence += ": \(value), ΔE_OK \(truncated(suggestion.deltaE, decimals: 3))"
        if suggestion.chromaReduced == true { sentence += ", chroma reduced to stay in gamut" }
        if let style = suggestion.style { sentence += "; the brightness rule then picks \(style.rawValue)" }
        return sentence
    }

    /// `suggestion(suggestion, metric:)`, written into `text`.
    package static func writeSuggestion(
        _ suggestion: AuditResult.Suggestion, metric: MetricID? = .wcag2, into text: inout TextBytes
    ) {
        guard suggestion.side != .style || suggestion.style == nil else {
            text.write(self.suggestion(suggestion, metric: metric))
            return
        }
        text.write("change ")
        text.write(suggestion.side.rawValue)
        text.write(" \"")
        text.write(suggestion.token)
        text.write("\" to ")
        text.write(suggestion.color)
        if let direction = suggestion.direction {
            text.write(" (")
            text.write(direction.rawValue)
            text.write(")")
        }
        text.write(": ")
        if metric == .apca {
            text.write("Lc ")
            text.writeTruncated(suggestion.value, decimals: 1)
        } else {
            text.writeRatio(suggestion.value)
        }
        text.write(", ΔE_OK ")
        text.writeTruncated(suggestion.deltaE, decimals: 3)
        if suggestion.chromaReduced == true { text.write(", chroma reduced to stay in gamut") }
        if let style = suggestion.style {
            text.write("; the brightness rule then picks ")
            text.write(style.rawValue)
        }
    }

    /// The result's message prefixed with what it is about, for formats that show one line per result
    /// out of context: `link on background: contrast 3.53:1 is below 4.5:1 in light`. Coverage messages
    /// already name their token.
    package static func resultMessage(_ result: AuditResult) -> String {
        guard let pairing = result.pairing else { return result.message }
        return "\(pairing.id): \(result.message)"
    }

    /// A measured value in its metric's unit: `4.61:1`, `Lc 61.9`, `0.55`.
    package static func measured(_ value: Double, metric: MetricID?) -> String {
        switch metric {
        case .apca: "Lc \(truncated(value, decimals: 1))"
        case .hsbBrightness: truncated(value)
        case .deltaEOK: deltaE(value)
        case .wcag2, nil: ratio(value)
        }
    }

    /// A rule's minimum in its metric's unit: `4.5:1`, `Lc 60`, `ΔE_OK 0.1`.
    package static func minimum(_ value: Double, metric: MetricID?) -> String {
        switch metric {
        case .apca: "Lc \(number(value))"
        case .deltaEOK: "ΔE_OK \(number(value))"
        case .wcag2, .hsbBrightness, nil: threshold(value)
        }
    }

    /// What a result without a measured value judged, for its value column: a declared status-bar style
    /// (`declared light-content`); `nil` for every other result.
    package static func judgedValue(_ result: AuditResult) -> String? {
        guard result.value == nil, let declared = result.statusBar?.declaredStyle else { return nil }
        return "declared \(declared.rawValue)"
    }

    /// What a result without a minimum required, for its minimum column: `the pick, dark-content`.
    package static func judgedRequirement(_ result: AuditResult) -> String? {
        guard result.threshold == nil, let bar = result.statusBar, bar.declaredStyle != nil else { return nil }
        return "the pick, \(bar.style.rawValue)"
    }

    /// The text a status-bar style draws: `white text` for light content, `black text` for dark.
    package static func statusBarText(_ style: StatusBarStyle) -> String {
        style == .lightContent ? "white text" : "black text"
    }

    /// Why a translucent stack is drawn twice in visual reports.
    package static let unknownBackdrop =
        "The bottom background is translucent and nothing is declared beneath it, so the backdrop is unknown: "
        + "shown over a checkerboard and over the backdrop where contrast is lowest."

    /// Two colors as seen under one simulated vision: `deuteranopia: #8A7F3C vs #8C803A, ΔE_OK 0.043`.
    package static func simulation(_ simulation: AuditResult.Simulation) -> String {
        "\(simulation.vision): \(simulation.colors.foreground) vs \(simulation.colors.background), "
            + deltaE(simulation.deltaE)
    }

    /// A result's margin: two decimals, three for ΔE_OK (whose values are below 1). A margin below zero keeps
    /// its sign even when its digits truncate to zero (`-0.00`): a failing result must never read as "margin 0".
    package static func margin(_ margin: Double, metric: MetricID?) -> String {
        let text = truncated(margin, decimals: metric == .deltaEOK ? 3 : 2)
        return margin < 0 && !text.hasPrefix("-") ? "-" + text : text
    }
}
