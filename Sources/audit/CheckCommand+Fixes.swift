import ContrastAudit
import Foundation

/// `audit check --fixes`, `--fix` and `--fix --dry-run`: plans joint fixes into the report, and writes
/// them into the theme files (or prints the diff).
extension CheckCommand {
    /// What fixing ended with: the `--dry-run` outcome, or the audit to report (of the written files with
    /// `--fix`) and notes for standard error.
    enum FixStep {
        case dryRun(CommandOutcome)
        case fixed(Audited, notes: String)
    }

    /// Plans joint fixes and adds them to the report; with `--fix`, writes them too.
    static func fix(
        _ audited: Audited, settings: Settings, environment: CommandEnvironment
    ) throws(DiagnosticList) -> FixStep {
        var audited = audited
        let (report, plan) = try auditor(settings, environment: environment).planFixes(for: audited)
        audited.report = report
        guard settings.fix else { return .fixed(audited, notes: "") }
        let applied = try applyFixes(plan, audited: audited, settings: settings, environment: environment).get()
        if settings.dryRun {
            let failed = audited.report.hasFailures(atLeast: settings.failOn)
            return .dryRun(
                CommandOutcome(
                    exitCode: failed ? .failures : .success, stdout: applied.diff,
                    stderr: settings.quiet ? "" : applied.notes))
        }
        return .fixed(applied.audited, notes: applied.notes)
    }

    /// What `--fix` did: the unified diff (for `--dry-run`), notes for standard error, and the audit of
    /// the written files.
    struct AppliedFixes {
        var diff: String
        var notes: String
        var audited: Audited
    }

    /// Computes every file's new bytes first and writes nothing if any edit fails; then writes each file
    /// atomically, re-reads the themes and re-audits them, and notes any result a fix claimed to fix that
    /// still fails (rounding to a file's own precision could, in principle, undo a fix).
    static func applyFixes(
        _ plan: FixPlan, audited: Audited, settings: Settings, environment: CommandEnvironment
    )
        -> Result<AppliedFixes, DiagnosticList>
    {
        var notes = ""
        var diff = ""
        var writes: [(url: URL, path: String, bytes: [UInt8], count: Int?)] = []
        var refused: Set<String> = []
        do {
            let files = try FixEdits.edits(for: plan, themes: audited.themes) {
                (path: String) throws(Diagnostic) -> [UInt8] in
                try SourceFile.read(at: environment.url(for: path), displayPath: path)
            }
            for file in files {
                refused.formUnion(file.refused)
                if let problem = file.problem { notes += "\(file.path): warning: \(problem)\n" }
                guard !file.edits.isEmpty else { continue }
                let url = environment.url(for: file.path)
                let old = try SourceFile.read(at: url, displayPath: file.path)
                let new = try FixEdits.apply(file.edits, to: old)
                diff += try UnifiedDiff.diff(path: file.path, old: old, edits: file.edits)
                writes.append((url, file.path, new, file.written?.count))
            }
        } catch {
            return .failure(DiagnosticList([error]))
        }
        if plan.fixes.isEmpty {
            notes += "no fixes to write: \(plan.stillFailing.count) failing results have no color fix\n"
        }
        if settings.dryRun { return .success(AppliedFixes(diff: diff, notes: notes, audited: audited)) }
        for write in writes {
            do {
                try AtomicFile.write(write.bytes, to: write.url, displayPath: write.path)
            } catch {
                return .failure(DiagnosticList([error]))
            }
            let count =
                write.count
                ?? plan.fixes.filter { $0.literal.location.path == write.path || $0.path == write.path }.count
            notes += "\(write.path): fixed \(count) colors\n"
        }
        do {
            let again = try audit(settings, environment: environment)
            return .success(
                AppliedFixes(
                    diff: diff, notes: notes + stillFailing(plan, again: again, refused: refused), audited: again))
        } catch {
            return .failure(error)
        }
    }

    /// A warning for each result a written fix claimed to fix that still fails.
    /// Fixes a writer refused (`refused`, as `token (selector)`) were reported already and are not claimed.
    static func stillFailing(_ plan: FixPlan, again: Audited, refused: Set<String> = []) -> String {
        var notes = ""
        let claimed = Set(plan.fixes.filter { !refused.contains("\($0.token) (\($0.selector))") }.flatMap(\.fixes))
        for result in again.report.results where result.status == .fail {
            let description = "\(result.rule): \(result.pairing?.id ?? "") in \(result.appearance?.name ?? "")"
            if claimed.contains(description) {
                notes +=
                    "\(result.location.map { "\($0): " } ?? "")warning: a fix was written but \(description) still fails: \(result.message)\n"
            }
        }
        return notes
    }
}
