import ContrastAudit
import Foundation

/// What `audit check` writes once the audit has run: baselines, the report (to standard output or
/// `--output`), GitHub's step summary, and the streams and exit code of the outcome.
extension CheckCommand {
    /// Applies the baselines, renders the report and writes every output; `notes` (from `--fix`) go to
    /// standard error unless `--quiet`.
    static func deliver(
        _ audited: Audited, notes: String, settings: Settings, environment: CommandEnvironment
    ) -> CommandOutcome {
        let report: AuditReport
        do {
            report = try applyBaselines(audited.report, settings: settings, environment: environment)
        } catch {
            return failure([error])
        }
        let empty = settings.allowEmpty ? nil : audited.empty
        let rendered = render(report, settings: settings, environment: environment)
        // --quiet: the report and errors only.
        var stderr = settings.quiet ? "" : notes
        if !settings.quiet && settings.format != "text" {
            for warning in report.warnings { stderr += warning.formatted + "\n" }
        }
        var stdout = rendered
        do {
            try appendStepSummary(report, settings: settings, environment: environment)
            if let output = settings.output {
                try AtomicFile.write(rendered, to: environment.url(for: output), displayPath: output)
                stdout = ""
                // The same one-line summary for every format, so a CI log shows the outcome of any report.
                if !settings.quiet { stderr += ReportTextRenderer.summaryLine(report) + "\n" }
            }
        } catch {
            return failure([error])
        }
        if let empty { stderr += "error: \(empty.message) (--allow-empty accepts this)\n" }
        let failed = report.hasFailures(atLeast: settings.failOn) || empty != nil
        return CommandOutcome(exitCode: failed ? .failures : .success, stdout: stdout, stderr: stderr)
    }

    static func render(_ report: AuditReport, settings: Settings, environment: CommandEnvironment) -> String {
        ReportRenderers.renderer(for: settings.format)!.render(report, options: renderOptions(settings))
    }

    /// Paths in reports are relative to the folder theme paths were given relative to: the current folder,
    /// or the configuration's folder when the themes come from its "themes".
    static func renderOptions(_ settings: Settings) -> RenderOptions {
        RenderOptions(
            style: settings.style, onlyFailures: settings.onlyFailures || (settings.quiet && settings.format == "text"),
            workingDirectory: settings.base.path)
    }

    /// With `--format github` and `GITHUB_STEP_SUMMARY` set, appends the Markdown report to that file:
    /// GitHub's contract is that each step appends Markdown to it, and the job page shows it.
    static func appendStepSummary(
        _ report: AuditReport, settings: Settings, environment: CommandEnvironment
    ) throws(Diagnostic) {
        guard settings.format == ReportGitHubRenderer.format,
            let summary = environment.variables["GITHUB_STEP_SUMMARY"], !summary.isEmpty
        else { return }
        let markdown = ReportMarkdownRenderer.render(report, options: renderOptions(settings))
        try AppendFile.append(Array(markdown.utf8), to: environment.url(for: summary), displayPath: summary)
    }

    /// `--write-baseline` records every current failure (before `--baseline` filters any); `--baseline`
    /// then removes the failures it lists. Fingerprints use theme paths relative to the baseline file's
    /// folder, so a baseline works from any working folder.
    static func applyBaselines(
        _ report: AuditReport, settings: Settings, environment: CommandEnvironment
    ) throws(Diagnostic) -> AuditReport {
        if let path = settings.writeBaseline {
            let url = environment.url(for: path)
            let baseline = Baseline(
                failuresOf: report, relativeTo: url.deletingLastPathComponent().path, base: settings.base.path)
            try AtomicFile.write(Array(baseline.encoded().utf8), to: url, displayPath: path)
        }
        guard let (path, baseline) = settings.baseline else { return report }
        return baseline.apply(
            to: report, relativeTo: environment.url(for: path).deletingLastPathComponent().path,
            base: settings.base.path, path: path)
    }
}
