import Foundation

/// Wording and number formats shared by every renderer, so a ratio reads the same everywhere.
public enum Wording {
    /// How the code readers begin the warning for a declaration they cannot evaluate (the coverage rule does not
    /// warn a second time that such a token is in no pairing).
    package static let cannotEvaluateColor = "cannot evaluate the color "

    /// `value` with `decimals` digits, truncated toward zero, never rounded up: a ratio of 4.499 shows
    /// as 4.49, so a displayed value never suggests a pass that the unrounded comparison denied.
    ///
    /// The kept digits are the largest integer `n` with `n / 10^decimals` (as a `Double`) not above the
    /// magnitude; the two loops correct the rare case where `magnitude × 10^decimals` rounded across an
    /// integer.
    package static func truncated(_ value: Double, decimals: Int = 2) -> String {
        guard value.isFinite else { return value.isNaN ? "nan" : (value < 0 ? "-inf" : "inf") }
        guard let (kept, negative) = truncatedDigits(value, decimals: decimals) else {
            return String(format: "%.\(decimals)f", value)
        }
        // The digits of `kept` with a point before the last `decimals` (at least one digit before it),
        // written as bytes: reports format this for every value they show.
        let count = max(String.decimalDigits(kept), decimals + 1)
        let length = count + (decimals > 0 ? 1 : 0) + (negative ? 1 : 0)
        return String(unsafeUninitializedCapacity: length) { buffer in
            writeDigits(kept, count: count, decimals: decimals, into: buffer, endingAt: length)
            if negative { buffer[0] = UInt8(ascii: "-") }
            return length
        }
    }

    /// The last `count` digits of `number`, with a point before the last `decimals`, written backwards so that
    /// they end just before `end` (shared by `truncated` and `TextBytes.writeTruncated`).
    static func writeDigits(
        _ number: UInt64, count: Int, decimals: Int, into buffer: UnsafeMutableBufferPointer<UInt8>, endingAt end: Int
    ) {
        var number = number
        var position = end
        for written in 0..<count {
            if decimals > 0 && written == decimals {
                position -= 1
                buffer[position] = UInt8(ascii: ".")
            }
            position -= 1
            buffer[position] = UInt8(ascii: "0") + UInt8(number % 10)
            number /= 10
        }
    }

    /// The digits `truncated` keeps (`value` times `10^decimals`, truncated) and whether a minus sign goes
    /// before them; `nil` for a value that is not finite or too large for them (`truncated` formats those
    /// apart).
    package static func truncatedDigits(_ value: Double, decimals: Int) -> (kept: UInt64, negative: Bool)? {
        guard value.isFinite else { return nil }
        let scale = decimals >= 0 && decimals < powersOfTen.count ? powersOfTen[decimals] : pow(10, Double(decimals))
        let magnitude = value.magnitude
        guard magnitude * scale < 9e15 else { return nil }
        var kept = (magnitude * scale).rounded(.down)
        while (kept + 1) / scale <= magnitude { kept += 1 }
        while kept > 0 && kept / scale > magnitude { kept -= 1 }
        return (UInt64(kept), value < 0 && kept > 0)
    }

    /// `pow(10, n)` for the decimals reports use (the same values: each is exact).
    private static let powersOfTen: [Double] = (0...15).map { pow(10, Double($0)) }

    /// A contrast ratio as `4.54:1`.
    public static func ratio(_ value: Double) -> String {
        truncated(value) + ":1"
    }

    /// A threshold as written in guidelines: `4.5:1`, `3:1`, `7:1`.
    public static func threshold(_ value: Double) -> String {
        let text = value == value.rounded() ? String(Int(value)) : "\(value)"
        return text + ":1"
    }

    /// `text` padded with spaces to `width` characters (Foundation's `padding` is slow on Linux and
    /// also truncates, which a table must never do).
    package static func pad(_ text: String, _ width: Int) -> String {
        let count = text.count
        return count >= width ? text : text + String(repeating: " ", count: width - count)
    }

    /// Verdict words.
    package static func verdict(_ passes: Bool) -> String { passes ? "pass" : "fail" }

    /// A parameter as written in a rule file: `60`, `0.7`.
    package static func number(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e9 ? String(Int(value)) : "\(value)"
    }

    /// A rule's id made unique across rule sets: `wcag2-aa/text-contrast` (SARIF rule ids, JUnit class
    /// names, GitHub titles, Xcode and Markdown labels all use it, so one search finds a rule everywhere).
    package static func ruleID(ruleSet: String, rule: String) -> String {
        "\(ruleSet)/\(rule)"
    }

    /// The severity as compilers and CI systems word it: `error`, `warning`, `note`.
    package static func severityWord(_ severity: Severity) -> String {
        switch severity {
        case .error: "error"
        case .warning: "warning"
        case .info: "note"
        }
    }

    /// The span of ratios over every possible backdrop: `2.84:1–21.00:1`.
    package static func ratioRange(_ low: Double, _ high: Double) -> String {
        "\(ratio(low))–\(ratio(high))"
    }

    /// ΔE_OK, truncated to three decimals like every suggestion: `ΔE_OK 0.021`.
    package static func deltaE(_ value: Double) -> String {
        "ΔE_OK \(truncated(value, decimals: 3))"
    }

    /// ` (also in dark, light.elevated)` after a message that holds for several appearances.
    package static func alsoIn(_ appearances: [String]) -> String {
        appearances.isEmpty ? "" : " (also in \(appearances.joined(separator: ", ")))"
    }

    /// `text` on one line: line breaks, tabs and other control characters (possible in token names read
    /// from JSON escapes) become spaces, so a name can never start a new issue line or command.
    package static func singleLine(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) else { return text }
        var out = ""
        for scalar in text.unicodeScalars {
            out.unicodeScalars.append(scalar.properties.generalCategory == .control ? " " : scalar)
        }
        return out
    }
}

extension String {
    /// How many decimal digits `number` has (1 for 0).
    static func decimalDigits(_ number: UInt64) -> Int {
        var count = 1
        var rest = number / 10
        while rest > 0 {
            count += 1
            rest /= 10
        }
        return count
    }
}
