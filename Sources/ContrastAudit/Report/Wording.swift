import Foundation

/// Wording and number formats shared by every renderer, so a ratio reads the same everywhere.
public enum Wording {
    /// `value` with `decimals` digits, truncated toward zero, never rounded up: a ratio of 4.499 shows
    /// as 4.49, so a displayed value never suggests a pass that the unrounded comparison denied.
    ///
    /// The kept digits are the largest integer `n` with `n / 10^decimals` (as a `Double`) not above the
    /// magnitude; the two loops correct the rare case where `magnitude × 10^decimals` rounded across an
    /// integer.
    public static func truncated(_ value: Double, decimals: Int = 2) -> String {
        guard value.isFinite else { return value.isNaN ? "nan" : (value < 0 ? "-inf" : "inf") }
        let scale = pow(10, Double(decimals))
        let magnitude = value.magnitude
        guard magnitude * scale < 9e15 else { return String(format: "%.\(decimals)f", value) }
        var kept = (magnitude * scale).rounded(.down)
        while (kept + 1) / scale <= magnitude { kept += 1 }
        while kept > 0 && kept / scale > magnitude { kept -= 1 }
        var digits = String(Int64(kept))
        if decimals > 0 {
            if digits.count <= decimals { digits = String(repeating: "0", count: decimals - digits.count + 1) + digits }
            digits.insert(".", at: digits.index(digits.endIndex, offsetBy: -decimals))
        }
        return value < 0 && kept > 0 ? "-" + digits : digits
    }

    /// A contrast ratio as `4.54:1`.
    public static func ratio(_ value: Double) -> String {
        truncated(value) + ":1"
    }

    /// A threshold as written in guidelines: `4.5:1`, `3:1`, `7:1`.
    public static func threshold(_ value: Double) -> String {
        let text = value == value.rounded() ? String(Int(value)) : "\(value)"
        return text + ":1"
    }

    /// The name of a WCAG criterion in reports.
    public static func criterionName(_ criterion: WCAGCriterion) -> String {
        switch criterion {
        case .aa: "AA normal text"
        case .aaLarge: "AA large text"
        case .aaa: "AAA normal text"
        case .aaaLarge: "AAA large text"
        case .nonText: "Non-text UI"
        }
    }

    /// The success criterion a WCAG check comes from.
    public static func criterionReference(_ criterion: WCAGCriterion) -> String {
        switch criterion {
        case .aa, .aaLarge: "SC 1.4.3"
        case .aaa, .aaaLarge: "SC 1.4.6"
        case .nonText: "SC 1.4.11"
        }
    }

    /// `text` padded with spaces to `width` characters (Foundation's `padding` is slow on Linux and
    /// also truncates, which a table must never do).
    public static func pad(_ text: String, _ width: Int) -> String {
        let count = text.count
        return count >= width ? text : text + String(repeating: " ", count: width - count)
    }

    /// Verdict words.
    public static func verdict(_ passes: Bool) -> String { passes ? "pass" : "fail" }
}

// MARK: - Result messages

extension Wording {
    /// `contrast 3.94:1 is below 4.5:1 in dark.elevated` / `contrast 7.12:1 meets 4.5:1 in light`.
    public static func contrastMessage(_ ratio: Double, minimum: Double, passes: Bool, appearance: Appearance) -> String
    {
        "contrast \(Wording.ratio(ratio)) \(passes ? "meets" : "is below") \(threshold(minimum)) in \(appearance)"
    }

    /// The message for a translucent bottom layer with an unknown backdrop.
    public static func rangeMessage(_ range: BackdropRange, minimum: Double, appearance: Appearance) -> String {
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
    public static func apcaMessage(
        _ lc: Double, minimum: Double, passes: Bool, appearance: Appearance, unknownBackdrop: Bool
    ) -> String {
        let at = unknownBackdrop ? " on the backdrop where WCAG contrast is lowest" : ""
        return "APCA Lc \(truncated(lc, decimals: 1)) \(passes ? "meets" : "is below") Lc \(number(minimum))\(at) "
            + "in \(appearance) (advisory)"
    }

    /// The brightness rule's pick and whether its text is readable.
    public static func statusBarMessage(
        brightness: Double, threshold limit: Double, picked: StatusBarStyle, ratio pickedRatio: Double,
        otherRatio: Double, minimum: Double, appearance: Appearance
    ) -> String {
        let comparison = picked == .lightContent ? "<" : ">="
        let pick = "brightness \(truncated(brightness)) \(comparison) \(number(limit)) picks \(picked.rawValue)"
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
    public static func declaredStyleMessage(
        declared: StatusBarStyle, picked: StatusBarStyle, ratio declaredRatio: Double, minimum: Double,
        appearance: Appearance
    ) -> String {
        let readable = declaredRatio >= minimum ? "meets" : "is below"
        if declared == picked {
            return "declared \(declared.rawValue) matches the brightness rule in \(appearance); its text "
                + "\(ratio(declaredRatio)) \(readable) \(threshold(minimum))"
        }
        return "declared \(declared.rawValue) differs from the brightness rule's \(picked.rawValue) in \(appearance); "
            + "the declared style's text \(ratio(declaredRatio)) \(readable) \(threshold(minimum))"
    }

    /// A parameter as written in a rule file: `60`, `0.7`.
    public static func number(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e9 ? String(Int(value)) : "\(value)"
    }
}

// MARK: - Suggestions

extension Wording {
    /// One suggestion in a sentence:
    /// `change foreground "accent" to #D03118 (darker): 4.51:1, ΔE_OK 0.058`, or for a status bar
    /// `use dark-content: black text 6.07:1 (a brightness threshold of 0.6 or lower picks it)`.
    public static func suggestion(_ suggestion: AuditResult.Suggestion, metric: MetricID? = .wcag2) -> String {
        let value =
            metric == .apca ? "Lc \(truncated(suggestion.value, decimals: 1))" : ratio(suggestion.value)
        if let style = suggestion.style, suggestion.side == .foreground {
            let text = style == .lightContent ? "white" : "black"
            var sentence = "use \(style.rawValue): \(text) text \(value)"
            if let threshold = suggestion.threshold {
                let comparison = style == .darkContent ? "or lower" : "or higher"
                sentence += " (a brightness threshold of \(number(threshold)) \(comparison) picks it)"
            }
            return sentence
        }
        var sentence = "change \(suggestion.side.rawValue) \"\(suggestion.token)\" to \(suggestion.color)"
        if let direction = suggestion.direction { sentence += " (\(direction.rawValue))" }
        sentence += ": \(value), ΔE_OK \(truncated(suggestion.deltaE, decimals: 3))"
        if suggestion.chromaReduced == true { sentence += ", chroma reduced to stay in gamut" }
        if let style = suggestion.style { sentence += "; the brightness rule then picks \(style.rawValue)" }
        return sentence
    }
}

// MARK: - Phrases shared by the CI and review formats

extension Wording {
    /// A rule's id made unique across rule sets: `wcag2-aa/text-contrast` (SARIF rule ids, JUnit class
    /// names, GitHub titles, Xcode and Markdown labels all use it, so one search finds a rule everywhere).
    public static func ruleID(ruleSet: String, rule: String) -> String {
        "\(ruleSet)/\(rule)"
    }

    /// The result's message prefixed with what it is about, for formats that show one line per result
    /// out of context: `link on background: contrast 3.53:1 is below 4.5:1 in light`. Coverage messages
    /// already name their token.
    public static func resultMessage(_ result: AuditResult) -> String {
        guard let pairing = result.pairing else { return result.message }
        return "\(pairing.id): \(result.message)"
    }

    /// The severity as compilers and CI systems word it: `error`, `warning`, `note`.
    public static func severityWord(_ severity: Severity) -> String {
        switch severity {
        case .error: "error"
        case .warning: "warning"
        case .info: "note"
        }
    }

    /// A measured value in its metric's unit: `4.61:1`, `Lc 61.9`, `0.55`.
    public static func measured(_ value: Double, metric: MetricID?) -> String {
        switch metric {
        case .apca: "Lc \(truncated(value, decimals: 1))"
        case .hsbBrightness: truncated(value)
        case .wcag2, nil: ratio(value)
        }
    }

    /// A rule's minimum in its metric's unit: `4.5:1`, `Lc 60`.
    public static func minimum(_ value: Double, metric: MetricID?) -> String {
        metric == .apca ? "Lc \(number(value))" : threshold(value)
    }

    /// The span of ratios over every possible backdrop: `2.84:1–21.00:1`.
    public static func ratioRange(_ low: Double, _ high: Double) -> String {
        "\(ratio(low))–\(ratio(high))"
    }

    /// ΔE_OK, truncated to three decimals like every suggestion: `ΔE_OK 0.021`.
    public static func deltaE(_ value: Double) -> String {
        "ΔE_OK \(truncated(value, decimals: 3))"
    }

    /// The text a status-bar style draws: `white text` for light content, `black text` for dark.
    public static func statusBarText(_ style: StatusBarStyle) -> String {
        style == .lightContent ? "white text" : "black text"
    }

    /// Why a translucent stack is drawn twice in visual reports.
    public static let unknownBackdrop =
        "The bottom background is translucent and nothing is declared beneath it, so the backdrop is unknown: "
        + "shown over a checkerboard and over the backdrop where contrast is lowest."
}

// MARK: - Baselines

extension Wording {
    /// `baseline .contrast-baseline.json: 2 new, 7 unchanged (not shown), 1 fixed`.
    public static func baselineSummary(_ comparison: BaselineComparison) -> String {
        "baseline \(comparison.path): \(comparison.new) new, \(comparison.unchanged) unchanged (not shown), "
            + "\(comparison.fixed.count) fixed"
    }

    /// A fixed baseline entry: `wcag2-aa/text-contrast, link on background, light (Examples/catchup.json)`.
    public static func fixedEntry(_ entry: Baseline.Entry) -> String {
        let subject = [entry.pairing ?? entry.token.map { "token \($0)" }, entry.appearance].compactMap { $0 }
        return ([ruleID(ruleSet: entry.ruleSet, rule: entry.rule)] + subject).joined(separator: ", ")
            + " (\(entry.path))"
    }
}

// MARK: - Line-oriented formats

extension Wording {
    /// ` (also in dark, light.elevated)` after a message that holds for several appearances.
    public static func alsoIn(_ appearances: [String]) -> String {
        appearances.isEmpty ? "" : " (also in \(appearances.joined(separator: ", ")))"
    }

    /// `text` on one line: line breaks, tabs and other control characters (possible in token names read
    /// from JSON escapes) become spaces, so a name can never start a new issue line or command.
    public static func singleLine(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) else { return text }
        var out = ""
        for scalar in text.unicodeScalars {
            out.unicodeScalars.append(scalar.properties.generalCategory == .control ? " " : scalar)
        }
        return out
    }
}
