import ContrastAudit
import Foundation

/// `audit pairings [PATH ...]`: lists the pairings the conventions infer, with why; `--write-config` adds
/// them to the configuration's `pairings`, so the audit checks them as configured from then on.
enum PairingsCommand {
    static let name = "pairings"

    static let usage = """
        usage: audit pairings [PATH ...] [--format text|json] [--write-config] [--config FILE]
                              [--conventions auto|always|never] [--input-format FORMAT] [--idiom IDIOM] [-q|--quiet]
        """

    static let help = """
        Lists every pairing the naming conventions of Rules/pairings infer, with the convention and the name
        words that made it, its role and why.

        \(usage)

        PATH is a theme file or a folder to search (default: the "themes" of .contrastaudit.json).

        Options:
        \(ArgumentScanner.help(options, width: 24))

        Exit status: 0, or 2 for bad input.
        """

    /// Every option, with its help: parsing, `--help` and the completion scripts all read this. The
    /// settings they make are `check`'s (`CheckCommand.makeSettings`).
    static let options: [ArgumentScanner.Option] = [
        .init(
            name: "--format", takesValue: true, valueName: "FORMAT", help: "text (default) or json",
            choices: ["text", "json"]),
        .init(
            name: "--write-config", takesValue: false,
            help: "add the inferred pairings (from conventions and from code usage; not a status bar\n"
                + "whose brightness threshold or style the code decides) to \"pairings\" in the configuration\n"
                + "file (the one --config names or .contrastaudit.json found here or in a parent, else a new\n"
                + ".contrastaudit.json here), keeping everything already in it; written atomically"),
        .init(name: "--config", takesValue: true, valueName: "FILE", help: "configuration file"),
        .init(
            name: "--conventions", takesValue: true, valueName: "WHEN",
            help: "auto (default: only themes with no declared or configured pairings), always, never",
            choices: ConventionMode.allCases.map(\.rawValue)),
        .init(
            name: "--input-format", takesValue: true, valueName: "FMT",
            help: "read every PATH as this format instead of detecting it",
            choices: ThemeReaders.formats.map(\.name)),
        .init(
            name: "--idiom", takesValue: true, valueName: "IDIOM",
            help: "asset-catalog idiom to audit (default: universal, then iphone)"),
        .init(name: "--quiet", takesValue: false, help: "no warnings on standard error", aliases: ["-q"]),
        .help,
    ]

    static func run(_ arguments: [String], environment: CommandEnvironment) -> CommandOutcome {
        let settings: CheckCommand.Settings
        let parsed: ArgumentScanner.Parsed
        do {
            parsed = try ArgumentScanner.parse(arguments, options: options, command: name)
            if parsed.has("--help") {
                return CommandOutcome(exitCode: .success, stdout: help + "\n")
            }
            _ = try parsed.choice("--format", default: "text")
            settings = try CheckCommand.makeSettings(parsed, environment: environment, command: name)
        } catch {
            return CheckCommand.settingsFailure(error)
        }
        let entries: [PairingListing.Entry]
        do {
            entries = try CheckCommand.auditor(settings, environment: environment).inferred()
        } catch {
            return CheckCommand.failure(error.diagnostics)
        }
        var stderr = ""
        if !settings.quiet {
            for warning in entries.flatMap(\.theme.warnings) { stderr += warning.formatted + "\n" }
        }
        let stdout = settings.format == "json" ? PairingListing.json(entries) : PairingListing.text(entries)
        if parsed.has("--write-config") {
            do {
                // Usage pairings are frozen too; a status bar whose threshold the code compares or whose
                // style it fixes keeps being read from the code (a configured status bar would take the rule's
                // threshold and lose the style).
                let usage = entries.flatMap { entry in
                    entry.theme.pairings.filter {
                        $0.origin == .usage && $0.statusBarPick == nil && $0.declaredStyles.isEmpty
                    }
                }
                stderr += try writeConfig(
                    entries.flatMap(\.proposal.pairings) + usage, settings: settings, environment: environment)
            } catch {
                return CheckCommand.failure([error])
            }
        }
        return CommandOutcome(exitCode: .success, stdout: stdout, stderr: stderr)
    }

    /// Merges `pairings` into the configuration file and says what it did.
    static func writeConfig(
        _ pairings: [Pairing], settings: CheckCommand.Settings, environment: CommandEnvironment
    ) throws(Diagnostic) -> String {
        let path = settings.config?.path ?? AuditConfig.fileName
        let url = environment.url(for: path)
        let existing =
            FileManager.default.fileExists(atPath: url.path)
            ? try SourceFile.read(at: url, displayPath: path) : nil
        let outcome = try ConfigPairingsWriter.merge(pairings, into: existing, path: path)
        if outcome.added > 0 || existing == nil {
            try AtomicFile.write(outcome.bytes, to: url, displayPath: path)
        }
        return "\(path): added \(outcome.added) \(outcome.added == 1 ? "pairing" : "pairings")"
            + (outcome.present > 0 ? " (\(outcome.present) already there)" : "") + "\n"
    }
}
