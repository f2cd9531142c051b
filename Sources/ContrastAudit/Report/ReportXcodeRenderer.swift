/// `path:line:column: error: message` lines, the format of compiler diagnostics, which Xcode (in a Run
/// Script build phase), editors and terminals turn into clickable issues.
///
/// One line per failing result, severity `error`, `warning` or `note` (for info), the message prefixed
/// with the pairing and followed by the rule in brackets, as clang does with its warning flags; each
/// suggestion follows as a `note:` at the place the change would be made. Nothing else is printed, so a
/// passing audit prints nothing.
///
/// Paths are printed as given on the command line. Xcode opens an issue only when the path resolves from
/// where the build ran, so a Run Script phase should pass absolute paths (`"$SRCROOT/App/Theme.json"`);
/// editors and terminals resolve relative paths against the folder the audit ran in.
package enum ReportXcodeRenderer: ReportRenderer {
    package static let format = "xcode"

    package static func render(_ report: AuditReport, options: RenderOptions) -> String {
        var output = ""
        for result in report.results where result.status == .fail {
            let location = result.location ?? SourceLocation(path: result.path)
            let rule = Wording.ruleID(ruleSet: result.ruleSet, rule: result.rule)
            output += line(
                location, severity: Wording.severityWord(result.severity ?? .error),
                message: "\(Wording.resultMessage(result)) [\(rule)]")
            for suggestion in result.suggestions {
                output += line(
                    suggestion.edit?.start ?? location, severity: "note",
                    message: "suggest: " + Wording.suggestion(suggestion, metric: result.metric))
            }
            if let reason = result.suggestionReason {
                output += line(location, severity: "note", message: "no suggestion: " + reason)
            }
        }
        return output
    }

    static func line(_ location: SourceLocation, severity: String, message: String) -> String {
        "\(Wording.singleLine(location.description)): \(severity): \(Wording.singleLine(message))\n"
    }
}
