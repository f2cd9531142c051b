/// Rule sets compiled into the library, for apps that check picked colors without shipping the `Rules/`
/// folder. Each is the text of its file in `Rules/`; a test keeps the copies identical.
extension RuleSet {
    /// `Rules/wcag2-aa.json`: WCAG 2.2 level AA, the default rule set.
    public static let wcag2AA: RuleSet = builtIn(wcag2AAText, id: "wcag2-aa")

    static func builtIn(_ text: String, id: String) -> RuleSet {
        do {
            return try RuleSet.read(Array(text.utf8), path: "Rules/\(id).json")
        } catch {
            preconditionFailure("the built-in rule set \(id) does not load: \(error.formatted)")
        }
    }

    /// The text of `Rules/wcag2-aa.json`.
    static let wcag2AAText = #"""
        // WCAG 2.2 level AA: the default rule set.
        {
          "id": "wcag2-aa",
          "title": "WCAG 2.2 level AA",
          "description": "Text 4.5:1, large text 3:1, non-text UI 3:1, readable status-bar text, and every token paired.",
          "rules": [
            { "id": "text-contrast", "kind": "contrast", "roles": ["text"], "metric": "wcag2", "minimum": 4.5, "severity": "error", "reference": "WCAG 2.2 SC 1.4.3", "summary": "Text must reach 4.5:1 against what lies behind it." },
            { "id": "large-text-contrast", "kind": "contrast", "roles": ["large-text"], "metric": "wcag2", "minimum": 3.0, "severity": "error", "reference": "WCAG 2.2 SC 1.4.3", "summary": "Large text (18 pt, or 14 pt bold) must reach 3:1 against what lies behind it." },
            { "id": "non-text-contrast", "kind": "contrast", "roles": ["ui"], "metric": "wcag2", "minimum": 3.0, "severity": "error", "reference": "WCAG 2.2 SC 1.4.11", "summary": "Controls, icons and other non-text UI must reach 3:1 against adjacent colors." },
            { "id": "decorative-contrast", "kind": "contrast", "roles": ["decorative"], "metric": "wcag2", "minimum": 3.0, "severity": "info", "reference": "WCAG 2.2 SC 1.4.11 (exempt: decorative)", "summary": "Decorative pairings are measured against 3:1 for information only; they never fail." },
            { "id": "status-bar-text", "kind": "status-bar", "brightnessThreshold": 0.7, "minimum": 4.5, "severity": "error", "reference": "WCAG 2.2 SC 1.4.3", "summary": "The status-bar text the brightness rule picks must reach 4.5:1 on the bar." },
            { "id": "status-bar-declared-style", "kind": "status-bar", "check": "declared-style", "brightnessThreshold": 0.7, "minimum": 4.5, "severity": "warning", "reference": "UIKit UIStatusBarStyle", "summary": "A status-bar style the theme declares must be the one the brightness rule picks." },
            { "id": "unpaired-token", "kind": "coverage", "severity": "warning", "summary": "Every token should be in a pairing (directly or through an alias), or it is never checked." }
          ]
        }
        """#
}
