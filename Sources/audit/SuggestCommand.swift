import ContrastAudit

/// `audit suggest FG BG [BG ...]`: the closest passing colors for one pairing, on the foreground and the
/// background side, keeping hue and alpha (DESIGN.md §4).
enum SuggestCommand {
    static let name = "suggest"

    static let usage = """
        usage: audit suggest FG BG [BG ...] [--target RATIO | --rule ID] [--side foreground|background|both]
                             [--format text|json]
        """

    static let help = """
        Finds the closest colors that make a pairing pass: OKLCH lightness moves with the hue kept, chroma is
        reduced only as far as the gamut needs, and every suggestion passes after rounding to 8 bits.

        \(usage)

        Options:
        \(ArgumentScanner.help(options, width: 20))

        Exit status: 0 when it ran (whether or not a side can reach the target), 2 for bad input.
        """

    /// Every option, with its help: parsing, `--help` and the completion scripts all read this.
    static let options: [ArgumentScanner.Option] = [
        .init(
            name: "--target", takesValue: true, valueName: "RATIO", help: "the WCAG ratio to reach (default 4.5)"),
        .init(
            name: "--rule", takesValue: true, valueName: "ID",
            help: "reach a rule's minimum instead (its metric too, e.g. apca-body-text for APCA Lc 75)"),
        .init(
            name: "--side", takesValue: true, valueName: "SIDE", help: "foreground, background or both (default both)",
            choices: ["foreground", "background", "both"]),
        .init(
            name: "--format", takesValue: true, valueName: "FORMAT", help: "text (default) or json",
            choices: ["text", "json"]),
        .help,
    ]

    static func run(_ arguments: [String], environment: CommandEnvironment) -> CommandOutcome {
        do {
            let parsed = try ArgumentScanner.parse(arguments, options: options, command: name)
            if parsed.has("--help") {
                return CommandOutcome(exitCode: .success, stdout: help + "\n")
            }
            let format = try parsed.choice("--format", default: "text")
            let sideText = try parsed.choice("--side", default: "both")
            let sides: [PairSuggester.Side] =
                sideText == "both" ? PairSuggester.Side.allCases : [PairSuggester.Side(rawValue: sideText)!]
            let target = try resolveTarget(parsed, environment: environment)
            var colors: [Color]
            do {
                colors = try ContrastCommand.parseColors(parsed.positionals)
            } catch {
                throw UsageError(error.message, command: name)
            }
            let result = PairSuggester.suggest(
                foreground: colors.removeFirst(), backgrounds: colors, target: target, sides: sides)
            let foreground = try Color(parsing: parsed.positionals[0])
            let backgrounds = try parsed.positionals.dropFirst().map { try Color(parsing: $0) }
            let output =
                format == "json"
                ? SuggestionRenderer.json(result, foreground: foreground, backgrounds: backgrounds)
                : SuggestionRenderer.text(result, foreground: foreground, backgrounds: backgrounds)
            return CommandOutcome(exitCode: .success, stdout: output)
        } catch {
            return AuditCommandLine.usageFailure(error)
        }
    }

    /// `--target RATIO`, `--rule ID` (its metric and minimum), or 4.5:1.
    static func resolveTarget(
        _ parsed: ArgumentScanner.Parsed, environment: CommandEnvironment
    ) throws -> SuggestionTarget {
        if parsed.value("--target") != nil && parsed.value("--rule") != nil {
            throw UsageError("give either --target or --rule, not both", command: name)
        }
        if let text = parsed.value("--target") {
            guard let ratio = Double(text), ratio.isFinite, ratio >= 1, ratio <= 21 else {
                throw UsageError(
                    "invalid --target \(ColorSyntaxError.quote(text)); expected a contrast ratio from 1 to 21, like 4.5",
                    command: name)
            }
            return SuggestionTarget(metric: .wcag2, minimum: ratio)
        }
        guard let ruleID = parsed.value("--rule") else {
            return SuggestionTarget(metric: .wcag2, minimum: WCAG2Contrast.aa)
        }
        let library = try RuleLibrary.locate(
            executablePath: environment.executablePath, variables: environment.variables)
        var names: [String] = []
        for id in try library.availableIDs() {
            for rule in try library.load(id, base: library.directory).rules {
                names.append(rule.id)
                if rule.id == ruleID, let target = rule.suggestionTarget { return target }
            }
        }
        throw UsageError(
            "unknown rule \(ColorSyntaxError.quote(ruleID)) for --rule; expected a contrast rule id from 'audit rules'"
                + DidYouMean.hint(for: ruleID, among: names), command: name)
    }
}
