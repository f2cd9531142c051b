import ContrastAudit
import Foundation

/// `audit contrast FG BG [BG ...]` and `audit contrast --batch FILE|-`: one pairing (or one per line),
/// like a web contrast checker, but exact about translucency.
enum ContrastCommand {
    static let name = "contrast"

    static let usage = """
        usage: audit contrast FG BG [BG ...] [--format text|json] [--color auto|always|never]
               audit contrast --batch FILE|- [--format text|json]
        """

    static let help = """
        Checks one foreground color on a stack of background colors, nearest first, like a contrast checker.

        \(usage)

        Colors: #RGB, #RGBA, #RRGGBB, #RRGGBBAA (alpha last), rgb(), rgba(), hsl(), hsla(), hsb(),
        color(srgb|display-p3|srgb-linear r g b [/ a]), oklch(), oklab(), lab(), lch(), black, white, clear.
        Quote colors in the shell: "#767676".

        Translucent colors are composited over the backgrounds beneath them. When the bottom background is
        translucent and nothing lies beneath it, the ratio is reported as a range over every possible
        opaque backdrop, and verdicts use the worst case.

        Options:
        \(ArgumentScanner.help(options, width: 20))

        Exit status: 0 when the check ran (whatever the verdicts), 2 for a bad color or argument.

        Examples:
          audit contrast "#767676" "#FFFFFF"
          audit contrast "#3C3C4399" white --format json
          audit contrast "#FFFFFF" "#00000066"          (a scrim over an unknown photo)
        """

    /// Every option, with its help: parsing, `--help` and the completion scripts all read this.
    static let options: [ArgumentScanner.Option] = [
        .init(
            name: "--batch", takesValue: true, valueName: "FILE|-",
            help: "read one pairing per line (FG BG [BG ...], whitespace or commas; # comments)"),
        .init(
            name: "--format", takesValue: true, valueName: "FORMAT", help: "text (default) or json",
            choices: ["text", "json"]),
        .init(
            name: "--color", takesValue: true, valueName: "WHEN",
            help: "swatches and colors: auto (default: on a terminal, unless NO_COLOR is set),\nalways or never",
            choices: ["auto", "always", "never"]),
        .help,
    ]

    static func run(_ arguments: [String], environment: CommandEnvironment) -> CommandOutcome {
        do {
            let parsed = try ArgumentScanner.parse(arguments, options: options, command: name)
            if parsed.has("--help") {
                return CommandOutcome(exitCode: .success, stdout: help + "\n")
            }
            let format = try parsed.choice("--format", default: "text")
            let colorMode = try parsed.choice("--color", default: "auto")
            let style = TerminalStyle.resolve(
                mode: colorMode, isTerminal: environment.stdoutIsTerminal, variables: environment.variables)

            if let batch = parsed.value("--batch") {
                if !parsed.positionals.isEmpty {
                    throw UsageError(
                        "--batch reads colors from a file; remove the colors given on the command line", command: name)
                }
                let lines: [BatchParser.Line]
                do {
                    lines = try BatchParser.parse(
                        try readBatch(batch, environment: environment), path: batch == "-" ? "<stdin>" : batch)
                } catch {
                    return CommandOutcome(exitCode: .invalidInput, stderr: error.formatted + "\n")
                }
                let checks = Parallel.map(lines) {
                    ContrastCheck(foreground: $0.colors[0], backgrounds: Array($0.colors.dropFirst()))
                }
                let output =
                    format == "json"
                    ? ContrastJSONRenderer.renderBatch(checks)
                    : ContrastTextRenderer.renderTable(checks, style: style)
                return CommandOutcome(exitCode: .success, stdout: output)
            }

            let colors = try parseColors(parsed.positionals)
            let check = ContrastCheck(foreground: colors[0], backgrounds: Array(colors.dropFirst()))
            let output =
                format == "json"
                ? ContrastJSONRenderer.render(check)
                : ContrastTextRenderer.render(check, style: style)
            return CommandOutcome(exitCode: .success, stdout: output)
        } catch {
            return AuditCommandLine.usageFailure(error)
        }
    }

    static func parseColors(_ positionals: [String]) throws(UsageError) -> [Color] {
        if positionals.isEmpty {
            throw UsageError("expected a foreground color and at least one background color", command: name)
        }
        if positionals.count == 1 {
            throw UsageError(
                "expected at least one background color after the foreground \(ColorSyntaxError.quote(positionals[0]))",
                command: name)
        }
        var colors: [Color] = []
        for (index, text) in positionals.enumerated() {
            let role = index == 0 ? "foreground" : positionals.count == 2 ? "background" : "background \(index)"
            do {
                colors.append(try Color(parsing: text))
            } catch {
                throw UsageError("\(role): \(error.message)", command: name)
            }
        }
        return colors
    }

    static func readBatch(_ path: String, environment: CommandEnvironment) throws(Diagnostic) -> [UInt8] {
        if path == "-" {
            do {
                return try environment.readStandardInput()
            } catch {
                throw Diagnostic(
                    severity: .error, location: nil,
                    message: "cannot read standard input: \(error.localizedDescription)")
            }
        }
        return try SourceFile.read(at: environment.url(for: path), displayPath: path)
    }
}
