import Foundation

@testable import ContrastAudit
@testable import audit

/// The `AuditReport` that `audit check ARGUMENTS` renders, run from the package folder, for tests that
/// change a report (add suggestions, edits) before rendering it.
func auditReport(_ arguments: [String]) throws -> AuditReport {
    let environment = CommandEnvironment(
        currentDirectory: Fixtures.packageRoot.path, executablePath: BuiltBinary.url.path)
    let parsed = try ArgumentScanner.parse(arguments, options: CheckCommand.options, command: CheckCommand.name)
    let settings = try CheckCommand.makeSettings(parsed, environment: environment)
    return try CheckCommand.audit(settings, environment: environment).report
}

/// The report with every suggestion removed, for tests that attach their own.
func withoutSuggestions(_ report: AuditReport) -> AuditReport {
    var copy = report
    for index in copy.results.indices {
        copy.results[index].suggestions = []
        copy.results[index].suggestionReason = nil
    }
    return copy
}
