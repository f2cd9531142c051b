import ContrastAudit

/// `audit rules [ID]`: lists the shipped rule sets and their rules, or explains one rule set, rule or
/// rule kind (summary, rationale, reference, parameters).
enum RulesCommand {
    static let name = "rules"

    static let usage = "usage: audit rules [RULE-SET | RULE | KIND]"

    static let help = """
        Lists the rule sets in the rules folder and their rules, or explains one rule set, rule or rule kind.

        \(usage)
        """

    static func run(_ arguments: [String], environment: CommandEnvironment) -> CommandOutcome {
        do {
            let parsed = try ArgumentScanner.parse(
                arguments, options: [.init(name: "--help", takesValue: false), .init(name: "-h", takesValue: false)],
                command: name)
            if parsed.has("--help") || parsed.has("-h") {
                return CommandOutcome(exitCode: .success, stdout: help + "\n")
            }
            if parsed.positionals.count > 1 {
                throw UsageError("expected at most one rule set, rule or kind", command: name)
            }
            let library = try RuleLibrary.locate(
                executablePath: environment.executablePath, variables: environment.variables)
            var ruleSets: [RuleSet] = []
            for id in try library.availableIDs() {
                ruleSets.append(try library.load(id, base: library.directory))
            }
            guard let query = parsed.positionals.first else {
                return CommandOutcome(exitCode: .success, stdout: list(ruleSets, folder: library.directory.path))
            }
            if let ruleSet = ruleSets.first(where: { $0.id == query }) {
                return CommandOutcome(exitCode: .success, stdout: describe(ruleSet))
            }
            let matches = ruleSets.flatMap { set in set.rules.filter { $0.id == query }.map { (set, $0) } }
            if !matches.isEmpty {
                return CommandOutcome(
                    exitCode: .success, stdout: matches.map { explain($0.1, in: $0.0) }.joined(separator: "\n"))
            }
            if let kind = RuleKinds.all.first(where: { $0.kind == query }) {
                return CommandOutcome(exitCode: .success, stdout: explain(kind: kind))
            }
            let names = ruleSets.map(\.id) + ruleSets.flatMap { $0.rules.map(\.id) } + RuleKinds.kindNames
            throw UsageError(
                "no rule set, rule or kind named \(ColorSyntaxError.quote(query))"
                    + DidYouMean.hint(for: query, among: names),
                command: name)
        } catch {
            return AuditCommandLine.usageFailure(error)
        }
    }

    static func list(_ ruleSets: [RuleSet], folder: String) -> String {
        var text = "Rule sets in \(folder) (default: \(RuleLibrary.defaultRuleSet)):\n\n"
        for ruleSet in ruleSets {
            text += "\(ruleSet.id)  \(ruleSet.title)\n"
            if let description = ruleSet.description { text += "    \(description)\n" }
            for rule in ruleSet.rules {
                text +=
                    "    \(Wording.pad(rule.id, 30)) \(Wording.pad(type(of: rule).kind, 11)) \(RuleDescriptions.parameters(rule))\n"
            }
            text += "\n"
        }
        text += "Run 'audit rules ID' to explain a rule set, a rule or a rule kind.\n"
        return text
    }

    static func describe(_ ruleSet: RuleSet) -> String {
        var text = "\(ruleSet.id): \(ruleSet.title)\n"
        if let description = ruleSet.description { text += "\(description)\n" }
        text += "\n"
        for rule in ruleSet.rules { text += explain(rule, in: ruleSet) + "\n" }
        return text
    }

    static func explain(_ rule: any Rule, in ruleSet: RuleSet) -> String {
        let documentation = type(of: rule).documentation
        var text =
            "\(rule.id) (rule set \(ruleSet.id), kind \(type(of: rule).kind), severity \(rule.severity.rawValue))\n"
        text += "  \(rule.configuration.summary ?? documentation.summary)\n"
        text += "  parameters: \(RuleDescriptions.parameters(rule))\n"
        text += "  reference: \(rule.configuration.reference ?? documentation.reference)\n"
        return text
    }

    static func explain(kind: any Rule.Type) -> String {
        let documentation = kind.documentation
        return """
            kind \(kind.kind): \(documentation.summary)

            \(documentation.rationale)

            reference: \(documentation.reference)
            more: \(documentation.helpURI)

            """
    }
}
