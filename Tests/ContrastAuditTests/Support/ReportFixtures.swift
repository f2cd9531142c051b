@testable import ContrastAudit

/// `AuditReport` values built by hand, for renderer tests: no reader, rule or engine runs, so a renderer's
/// test fails only when that renderer does. The values are chosen, not measured (a renderer formats what it
/// is given; it never measures), and the counts a test expects are counted here by hand.
///
/// `ReportFixtures.mixed` is one theme, `Themes/app.json`, audited in light and dark by two rules:
///
/// | # | rule | pairing or token | appearance | outcome |
/// | --- | --- | --- | --- | --- |
/// | 0 | text-contrast | body on surface | light | pass, 12.63:1 |
/// | 1 | text-contrast | body on surface | dark | error, 4.4999:1 (shown 4.49:1), one suggestion |
/// | 2 | non-text-contrast | link on surface | light | error, 2.5:1, no suggestion (a reason) |
/// | 3 | non-text-contrast | link on surface | dark | error, 2.5:1, same colors as light |
/// | 4 | unpaired-token | token accent | — | warning |
///
/// and one reader warning: 5 evaluations, 1 passed, 3 errors, 1 warning, 3 distinct failures.
enum ReportFixtures {
    static let path = "Themes/app.json"
    static let light = Appearance(.light)
    static let dark = Appearance(.dark)

    static func location(line: Int, column: Int, offset: Int = 0) -> SourceLocation {
        SourceLocation(path: path, line: line, column: column, offset: offset)
    }

    /// A rule as reports describe it.
    static func rule(
        _ id: String, kind: String = "contrast", severity: Severity = .error, parameters: String
    ) -> AuditReport.RuleInfo {
        AuditReport.RuleInfo(
            id: id, ruleSet: "wcag2-aa", kind: kind, severity: severity, summary: "Summary of \(id).",
            rationale: "Why \(id) matters.", reference: "WCAG 2.2 SC 1.4.3",
            helpURI: "https://example.com/rules/\(id)", parameters: parameters)
    }

    static let rules = [
        rule("text-contrast", parameters: "wcag2 >= 4.5:1 for text"),
        rule("non-text-contrast", parameters: "wcag2 >= 3:1 for ui"),
        rule("unpaired-token", kind: "coverage", severity: .warning, parameters: "semantic tokens in no pairing"),
    ]

    /// A declared pairing as results carry it.
    static func pairing(
        _ foreground: String?, on backgrounds: [String], role: Role = .text, id: String? = nil, line: Int = 1
    ) -> AuditResult.PairingSummary {
        AuditResult.PairingSummary(
            Pairing(
                id: id, foreground: foreground, backgrounds: backgrounds, role: role,
                location: location(line: line, column: 5)))
    }

    /// A WCAG 2 contrast result: a pass when `value` reaches `threshold`, else a failure of `severity`.
    static func contrast(
        rule: String = "text-contrast", pairing: AuditResult.PairingSummary, pairingIndex: Int,
        appearance: Appearance, foreground: String, background: String, value: Double, threshold: Double = 4.5,
        severity: Severity = .error, at location: SourceLocation, message: String,
        suggestions: [AuditResult.Suggestion] = [], suggestionReason: String? = nil, sameAs: Appearance? = nil
    ) -> AuditResult {
        let passes = value >= threshold
        var result = AuditResult(
            rule: rule, ruleSet: "wcag2-aa", status: passes ? .pass : .fail, severity: passes ? nil : severity,
            appearance: appearance, pairing: pairing, token: nil,
            colors: AuditResult.ComparedColors(foreground: foreground, background: background), metric: .wcag2,
            value: value, threshold: threshold, location: location, message: message, path: path)
        result.suggestions = suggestions
        result.suggestionReason = suggestionReason
        result.sameAs = sameAs
        result.pairingIndex = pairingIndex
        return result
    }

    /// A coverage finding about one token.
    static func coverage(_ token: String, at location: SourceLocation, pairingIndex: Int) -> AuditResult {
        var result = AuditResult(
            rule: "unpaired-token", ruleSet: "wcag2-aa", status: .fail, severity: .warning, appearance: nil,
            pairing: nil, token: token, colors: nil, metric: nil, value: nil, threshold: nil, location: location,
            message: "token \"\(token)\" is in no pairing", path: path)
        result.pairingIndex = pairingIndex
        return result
    }

    /// A report of `results` over one theme input.
    static func report(
        _ results: [AuditResult], appearances: [Appearance] = [light, dark], warnings: [Diagnostic] = [],
        tokens: Int = 4
    ) -> AuditReport {
        var report = AuditReport(
            inputs: [AuditReport.Input(path: path, format: .schemeJSON, tokens: tokens)], ruleSets: ["wcag2-aa"],
            appearances: appearances, results: results, warnings: warnings)
        report.rules = rules
        return report
    }

    static let body = pairing("body", on: ["surface"], line: 8)
    static let link = pairing("link", on: ["surface"], role: .ui, line: 9)

    /// The suggestion of result 1: a lighter body text in dark.
    static let bodySuggestion = AuditResult.Suggestion(
        side: .foreground, token: "body", color: "#7A7A7A", value: 4.61, deltaE: 0.0123)

    static let readerWarning = Diagnostic(
        severity: .warning, location: location(line: 7, column: 5), message: "a reader warning about \"surface\"")

    /// The five results of the table above, in report order.
    static let mixedResults: [AuditResult] = [
        contrast(
            pairing: body, pairingIndex: 0, appearance: light, foreground: "#222222", background: "#FFFFFF",
            value: 12.63, at: location(line: 3, column: 15), message: "contrast 12.63:1 meets 4.5:1 in light"),
        contrast(
            pairing: body, pairingIndex: 0, appearance: dark, foreground: "#767676", background: "#111111",
            value: 4.4999, at: location(line: 3, column: 34), message: "contrast 4.49:1 is below 4.5:1 in dark",
            suggestions: [bodySuggestion]),
        contrast(
            rule: "non-text-contrast", pairing: link, pairingIndex: 1, appearance: light, foreground: "#9A9AFF",
            background: "#FFFFFF", value: 2.5, threshold: 3, at: location(line: 4, column: 15),
            message: "contrast 2.5:1 is below 3:1 in light", suggestionReason: "no color on either side reaches 3:1"),
        contrast(
            rule: "non-text-contrast", pairing: link, pairingIndex: 1, appearance: dark, foreground: "#9A9AFF",
            background: "#FFFFFF", value: 2.5, threshold: 3, at: location(line: 4, column: 15),
            message: "contrast 2.5:1 is below 3:1 in dark", suggestionReason: "no color on either side reaches 3:1",
            sameAs: light),
        coverage("accent", at: location(line: 6, column: 5), pairingIndex: 2),
    ]

    static var mixed: AuditReport { report(mixedResults, warnings: [readerWarning]) }

    /// Names that are markup, separators or line breaks in one format or another.
    static let hostileName = "<b>&\"x\"</b> | `y` ::error:: 50%\nz"

    /// One failing result whose pairing id, token names and message carry `hostileName`.
    static var hostile: AuditReport {
        let named = pairing(hostileName, on: ["bg"], id: hostileName + " on bg", line: 2)
        return report([
            contrast(
                pairing: named, pairingIndex: 0, appearance: light, foreground: "#777777", background: "#FFFFFF",
                value: 4.47, at: location(line: 2, column: 9),
                message: "contrast 4.47:1 is below 4.5:1 in light for " + hostileName)
        ])
    }

    /// A report where everything passes.
    static var passing: AuditReport { report([mixedResults[0]], appearances: [light]) }
}
