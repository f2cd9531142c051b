import Foundation
import Testing

@testable import ContrastAudit
@testable import audit

/// Issue 14 item 8: the command line behaves like its peers: `-q`, a quiet that leaves only the report and
/// errors, completion scripts, `audit rules --format json`, a rule's own summary, a complete `check --help`,
/// and the same one-line summary on standard error for every format with `--output`.
@Suite struct CommandLinePeersTests {
    static let root = Fixtures.packageRoot.path
    static let example = "Examples/catchup.json"
    static let showcase = "Tests/ContrastAuditTests/Fixtures/Check/showcase.json"

    @Test func shortQIsQuiet() {
        let long = runAudit(["check", Self.showcase, "--format", "json", "--quiet"], directory: Self.root)
        let short = runAudit(["check", Self.showcase, "--format", "json", "-q"], directory: Self.root)
        #expect(short.exitCode == long.exitCode)
        #expect(short.stdout == long.stdout)
        #expect(short.stderr.isEmpty && long.stderr.isEmpty)
        // Without it, the showcase's reader warning goes to standard error.
        #expect(!runAudit(["check", Self.showcase, "--format", "json"], directory: Self.root).stderr.isEmpty)
    }

    @Test(arguments: ReportRenderers.formats)
    func outputPrintsTheSameSummaryForEveryFormatUnlessQuiet(_ format: String) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("ca-peers-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("report").path
        let summary =
            "9 errors, 0 warnings in 36 evaluations across 4 appearances; 5 distinct failures (4 repeat the same "
            + "colors in another appearance)\n"
        let outcome = runAudit(["check", Self.example, "--format", format, "--output", path], directory: Self.root)
        #expect(outcome.stderr == summary)
        let quiet = runAudit(
            ["check", Self.example, "--format", format, "--output", path, "-q"], directory: Self.root)
        #expect(quiet.stderr.isEmpty)
    }

    @Test func quietSilencesFixNotes() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("ca-peers-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.copyItem(
            at: Fixtures.packageRoot.appendingPathComponent(Self.example),
            to: folder.appendingPathComponent("catchup.json"))
        let outcome = runAudit(["check", "catchup.json", "--fix", "--format", "json", "-q"], directory: folder.path)
        #expect(outcome.stderr.isEmpty, "\(outcome.stderr)")
        #expect(!outcome.stdout.isEmpty)
    }

    /// Every option the parser accepts, with every spelling, is in the help; so is every format name.
    @Test func checkHelpListsEveryOptionAndFormat() {
        let help = runAudit(["check", "--help"], directory: Self.root).stdout
        for option in CheckCommand.options {
            for spelling in option.spellings { #expect(help.contains(spelling), "\(spelling) missing from help") }
            #expect(!option.help.isEmpty, "\(option.name) has no help")
        }
        for name in ["--input-format", "--idiom", "-q"] { #expect(help.contains(name)) }
        for format in ReportRenderers.formats { #expect(help.contains(format), "format \(format) missing") }
        for format in ThemeReaders.formats { #expect(help.contains(format.name)) }
    }

    /// Every command's help comes from its option declarations: each option, with every spelling and its
    /// value placeholder, is in `audit COMMAND --help`, and every option has help text.
    @Test(arguments: AuditCommandLine.commands.map(\.name).filter { $0 != CompletionCommand.name })
    func everyCommandHelpListsEveryDeclaredOption(_ command: String) throws {
        let entry = try #require(AuditCommandLine.commands.first { $0.name == command })
        let help = runAudit([command, "--help"], directory: Self.root).stdout
        for option in entry.options {
            #expect(!option.help.isEmpty, "\(command) \(option.name) has no help")
            let label =
                (option.aliases + [option.name]).joined(separator: ", ") + (option.valueName.map { " " + $0 } ?? "")
            #expect(help.contains("  " + label + " "), "\(command): '\(label)' missing from help")
        }
        #expect(runAudit([command, "-h"], directory: Self.root).stdout == help)
    }

    /// A value outside an option's declared choices is rejected naming the choices, with the usage of
    /// the command that was run (`pairings` used to print the general usage).
    @Test(arguments: [
        (["contrast", "--format", "yaml", "#000", "#fff"], ContrastCommand.usage, "text or json"),
        (["suggest", "--side", "up", "#777", "#000"], SuggestCommand.usage, "foreground, background or both"),
        (["sweep", "--color", "x", "x.json"], SweepCommand.usage, "auto, always or never"),
        (["pairings", "--conventions", "x", Self.example], PairingsCommand.usage, "auto, always or never"),
        (["rules", "--format", "yaml"], RulesCommand.usage, "text or json"),
    ])
    func declaredChoicesAreChecked(_ arguments: [String], usage: String, expected: String) {
        let outcome = runAudit(arguments, directory: Self.root)
        #expect(outcome.exitCode == .invalidInput)
        #expect(outcome.stderr.hasPrefix("error: invalid value "), "\(outcome.stderr)")
        #expect(outcome.stderr.contains("; expected \(expected)\n"), "\(outcome.stderr)")
        #expect(outcome.stderr.hasSuffix(usage + "\n"), "\(outcome.stderr)")
    }

    /// Completion scripts offer the declared values of every command's options, not only check's.
    @Test func completionOffersEveryCommandsDeclaredValues() {
        let bash = runAudit(["completion", "bash"], directory: Self.root).stdout
        for command in AuditCommandLine.commands {
            for option in command.options {
                guard let choices = option.choices else { continue }
                #expect(
                    bash.contains(
                        "\(command.name):\(option.name)) COMPREPLY=($(compgen -W \"\(choices.joined(separator: " "))\""),
                    "\(command.name) \(option.name)")
            }
        }
        #expect(bash.contains("sweep:--format) COMPREPLY=($(compgen -W \"text json html\""))
    }

    @Test func rulesListAsJSON() throws {
        let outcome = runAudit(["rules", "--format", "json"], directory: Self.root)
        #expect(outcome.exitCode == .success)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(outcome.stdout.utf8)) as? [String: Any])
        let sets = try #require(object["ruleSets"] as? [[String: Any]])
        let ids = Set(sets.compactMap { $0["id"] as? String })
        let files = try FileManager.default.contentsOfDirectory(
            atPath: Fixtures.packageRoot.appendingPathComponent("Rules").path
        ).filter { $0.hasSuffix(".json") }.map { String($0.dropLast(5)) }
        #expect(ids == Set(files))
        let kinds = try #require(object["kinds"] as? [[String: Any]])
        #expect(Set(kinds.compactMap { $0["kind"] as? String }) == Set(RuleKinds.kindNames))
        let one = runAudit(["rules", "text-contrast", "--format", "json"], directory: Self.root)
        let narrowed = try #require(try JSONSerialization.jsonObject(with: Data(one.stdout.utf8)) as? [String: Any])
        let rules = (narrowed["ruleSets"] as? [[String: Any]])?.flatMap { $0["rules"] as? [[String: Any]] ?? [] }
        #expect(rules?.map { $0["id"] as? String } == ["text-contrast"])
    }

    /// `audit rules text-contrast` says what that rule asks, not what every contrast rule is about.
    @Test func aRuleShowsItsOwnSummary() throws {
        let kindSummary = ContrastRule.documentation.summary
        let text = runAudit(["rules", "text-contrast"], directory: Self.root).stdout
        let summary = try #require(text.split(separator: "\n").dropFirst().first)
        #expect(summary.trimmingCharacters(in: .whitespaces) != kindSummary)
        #expect(summary.contains("4.5:1"))
        // Every shipped rule has a summary of its own.
        let listing = runAudit(["rules", "--format", "json"], directory: Self.root).stdout
        let object = try #require(try JSONSerialization.jsonObject(with: Data(listing.utf8)) as? [String: Any])
        for set in object["ruleSets"] as? [[String: Any]] ?? [] {
            for rule in set["rules"] as? [[String: Any]] ?? [] {
                let kind = try #require(RuleKinds.all.first { $0.kind == rule["kind"] as? String })
                #expect(rule["summary"] as? String != kind.documentation.summary, "\(rule["id"] ?? "?")")
            }
        }
    }

    @Test(arguments: ["bash", "zsh", "fish"])
    func completionScriptsOfferEveryCheckOption(_ shell: String) {
        let outcome = runAudit(["completion", shell], directory: Self.root)
        #expect(outcome.exitCode == .success)
        for option in CheckCommand.options {
            let long = shell == "fish" ? "-l \(option.name.dropFirst(2))" : option.name
            #expect(outcome.stdout.contains(long), "\(shell): \(option.name)")
        }
        for format in ReportRenderers.formats { #expect(outcome.stdout.contains(format)) }
        #expect(runAudit(["completion", "tcsh"], directory: Self.root).exitCode == .invalidInput)
    }

    /// The bash script, sourced in bash: `audit check --fo<TAB>` completes to `--format`, and
    /// `audit check --format <TAB>` to the format names.
    @Test func bashCompletionCompletes() throws {
        guard FileManager.default.isExecutableFile(atPath: "/bin/bash") else { return }
        let script = runAudit(["completion", "bash"], directory: Self.root).stdout
        let program =
            script + """

                COMP_WORDS=(audit check --fo); COMP_CWORD=2; _audit; echo "${COMPREPLY[*]}"
                COMP_WORDS=(audit check --format ""); COMP_CWORD=3; _audit; echo "${COMPREPLY[*]}"
                COMP_WORDS=(audit comp); COMP_CWORD=1; _audit; echo "${COMPREPLY[*]}"
                """
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        process.arguments = ["-c", program]
        process.currentDirectoryURL = FileManager.default.temporaryDirectory
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let lines = String(decoding: data, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
        #expect(process.terminationStatus == 0)
        #expect(lines.count >= 3)
        guard lines.count >= 3 else { return }
        #expect(lines[0] == "--format")
        #expect(lines[1] == ReportRenderers.formats.joined(separator: " "))
        #expect(lines[2].hasPrefix("completion"))
    }
}
