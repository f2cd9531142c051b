/// GitHub Actions workflow commands: each failure becomes an annotation on the theme file's line in the
/// pull request and the run summary (`::error file=…,line=…,col=…,title=…::message`, `::warning`,
/// `::notice` for info severity), followed by one plain summary line for the log.
///
/// - Failures of one rule on one pairing at the same color value (typically the same failure in
///   several appearances) are one annotation whose message lists the other appearances, as the text
///   report does: GitHub shows at most 10 error and 10 warning annotations per step, so one per
///   place to fix is what fits.
/// - File paths are relative to the working folder, which in a workflow is the repository root that
///   GitHub resolves annotation paths against.
/// - Escaping follows the Actions toolkit (`@actions/core` `command.ts`): in the message, `%`, `\r` and
///   `\n` become `%25`, `%0D`, `%0A`; in property values also `:` and `,` become `%3A` and `%2C`. No
///   user text can therefore end a property, start a new command or forge a line of its own.
/// - The job summary (`$GITHUB_STEP_SUMMARY`) is the Markdown report, appended by the `check` command.
package enum ReportGitHubRenderer: ReportRenderer {
    package static let format = "github"

    package static func render(_ report: AuditReport, options: RenderOptions) -> String {
        var output = ""
        for group in FailureGroups.byPlace(report.results) {
            let first = group[0]
            let command: String
            switch first.severity ?? .error {
            case .error: command = "error"
            case .warning: command = "warning"
            case .info: command = "notice"
            }
            let location = first.location ?? SourceLocation(path: first.path)
            var properties = [("file", ReportPath.relative(location.path, to: options.workingDirectory))]
            if location.hasPosition {
                properties.append(("line", String(location.line)))
                properties.append(("col", String(location.column)))
            }
            properties.append(("title", Wording.ruleID(ruleSet: first.ruleSet, rule: first.rule)))
            var message =
                Wording.resultMessage(first) + Wording.alsoIn(group.dropFirst().compactMap { $0.appearance?.name })
            for suggestion in FailureGroups.suggestionLines(group) { message += "\n" + suggestion }
            output +=
                "::\(command) "
                + properties.map { "\($0.0)=\(escapedProperty($0.1))" }.joined(separator: ",")
                + "::\(escapedData(message))\n"
        }
        if let baseline = report.baseline {
            output += Wording.baselineSummary(baseline) + "\n"
        }
        output += ReportTextRenderer.summaryLine(report) + "\n"
        return output
    }

    /// A command's message (the toolkit's `escapeData`).
    static func escapedData(_ text: String) -> String {
        var out = ""
        for character in text.unicodeScalars {
            switch character {
            case "%": out += "%25"
            case "\r": out += "%0D"
            case "\n": out += "%0A"
            default: out.unicodeScalars.append(character)
            }
        }
        return out
    }

    /// A property value (the toolkit's `escapeProperty`).
    static func escapedProperty(_ text: String) -> String {
        var out = ""
        for character in escapedData(text).unicodeScalars {
            switch character {
            case ":": out += "%3A"
            case ",": out += "%2C"
            default: out.unicodeScalars.append(character)
            }
        }
        return out
    }
}
