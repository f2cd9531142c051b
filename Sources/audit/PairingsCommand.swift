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
          --format FORMAT       text (default) or json
          --write-config        add the inferred pairings (from conventions and from code usage; not a
                                status bar whose brightness threshold the code compares) to "pairings" in
                                the configuration file (the one
                                --config names or .contrastaudit.json found here or in a parent, else a new
                                .contrastaudit.json here), keeping everything already in it; written atomically
          --config FILE         configuration file
          --conventions WHEN    auto (default: only themes with no declared or configured pairings), always, never
          --input-format FMT    read every PATH as this format instead of detecting it
          --idiom IDIOM         asset-catalog idiom to audit (default: universal, then iphone)
          -q, --quiet           no warnings on standard error
          -h, --help            show this help

        Exit status: 0, or 2 for bad input.
        """

    static let options: [ArgumentScanner.Option] = [
        .init(name: "--format", takesValue: true, choices: ["text", "json"]),
        .init(name: "--write-config", takesValue: false),
        .init(name: "--config", takesValue: true),
        .init(name: "--conventions", takesValue: true, choices: ConventionMode.allCases.map(\.rawValue)),
        .init(name: "--input-format", takesValue: true),
        .init(name: "--idiom", takesValue: true),
        .init(name: "--quiet", takesValue: false, aliases: ["-q"]),
        .init(name: "--help", takesValue: false),
        .init(name: "-h", takesValue: false),
    ]

    static func run(_ arguments: [String], environment: CommandEnvironment) -> CommandOutcome {
        let settings: CheckCommand.Settings
        let parsed: ArgumentScanner.Parsed
        do {
            parsed = try ArgumentScanner.parse(arguments, options: options, command: name)
            if parsed.has("--help") || parsed.has("-h") {
                return CommandOutcome(exitCode: .success, stdout: help + "\n")
            }
            _ = try ArgumentScanner.choice(
                parsed.value("--format"), option: "--format", among: ["text", "json"], default: "text", command: name)
            settings = try CheckCommand.makeSettings(parsed, environment: environment)
        } catch let error as UsageError {
            return AuditCommandLine.usageFailure(error)
        } catch let error as Diagnostic {
            return CheckCommand.failure([error])
        } catch {
            return AuditCommandLine.usageFailure(error)
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
                // Usage pairings are frozen too; a status bar whose threshold the code compares keeps being
                // read from the code (a configured status bar would take the rule's threshold).
                let usage = entries.flatMap { entry in
                    entry.theme.pairings.filter { $0.origin == .usage && $0.brightnessThreshold == nil }
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
