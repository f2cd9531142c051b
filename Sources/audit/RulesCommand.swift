import ContrastAudit

/// `audit rules [ID]`: lists the shipped rule sets and their rules, or explains one rule set, rule or
/// rule kind (summary, rationale, reference, parameters).
enum RulesCommand {
    static let name = "rules"

    static let usage = "usage: audit rules [RULE-SET | RULE | KIND] [--format text|json]"

    static let options: [ArgumentScanner.Option] = [
        .init(
            name: "--format", takesValue: true, valueName: "FORMAT",
            help: "text (default) or json: {\"ruleSets\": [{\"id\", \"title\", \"description\", \"rules\"}],\n"
                + "\"kinds\": [...]}, narrowed to what RULE-SET, RULE or KIND names",
            choices: ["text", "json"]),
        .help,
    ]

    static let help = """
        Lists the rule sets in the rules folder and their rules, or explains one rule set, rule or rule kind.

        \(usage)

        Options:
        \(ArgumentScanner.help(options))
        """

    static func run(_ arguments: [String], environment: CommandEnvironment) -> CommandOutcome {
        do {
            let parsed = try ArgumentScanner.parse(arguments, options: options, command: name)
            if parsed.has("--help") {
                return CommandOutcome(exitCode: .success, stdout: help + "\n")
            }
            let json = try parsed.choice("--format", default: "text") == "json"
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
                let text =
                    json
                    ? JSONOutput.encode(
                        Listing(ruleSets: ruleSets.map { RuleSetModel($0) }, kinds: RuleKinds.all.map { KindModel($0) })
                    )
                        + "\n"
                    : list(ruleSets, folder: library.directory.path)
                return CommandOutcome(exitCode: .success, stdout: text)
            }
            if let ruleSet = ruleSets.first(where: { $0.id == query }) {
                let text =
                    json
                    ? JSONOutput.encode(Listing(ruleSets: [RuleSetModel(ruleSet)], kinds: [])) + "\n"
                    : describe(ruleSet)
                return CommandOutcome(exitCode: .success, stdout: text)
            }
            let matches = ruleSets.flatMap { set in set.rules.filter { $0.id == query }.map { (set, $0) } }
            if !matches.isEmpty {
                if json {
                    let sets = ruleSets.compactMap { set -> RuleSetModel? in
                        let rules = set.rules.filter { $0.id == query }
                        return rules.isEmpty ? nil : RuleSetModel(set, only: rules)
                    }
                    return CommandOutcome(
                        exitCode: .success, stdout: JSONOutput.encode(Listing(ruleSets: sets, kinds: [])) + "\n")
                }
                return CommandOutcome(
                    exitCode: .success, stdout: matches.map { explain($0.1, in: $0.0) }.joined(separator: "\n"))
            }
            if let kind = RuleKinds.all.first(where: { $0.kind == query }) {
                let text =
                    json
                    ? JSONOutput.encode(Listing(ruleSets: [], kinds: [KindModel(kind)])) + "\n" : explain(kind: kind)
                return CommandOutcome(exitCode: .success, stdout: text)
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

    struct Listing: Encodable {
        let ruleSets: [RuleSetModel]
        let kinds: [KindModel]
    }

    struct RuleSetModel: Encodable {
        let id: String
        let title: String
        let description: String?
        let rules: [RuleModel]

        init(_ ruleSet: RuleSet, only: [any Rule]? = nil) {
            id = ruleSet.id
            title = ruleSet.title
            description = ruleSet.description
            rules = (only ?? ruleSet.rules).map(RuleModel.init)
        }
    }

    struct RuleModel: Encodable {
        let id: String
        let kind: String
        let severity: String
        let summary: String
        let parameters: String
        let reference: String

        init(_ rule: any Rule) {
            let documentation = type(of: rule).documentation
            id = rule.id
            kind = type(of: rule).kind
            severity = rule.severity.rawValue
            summary = rule.configuration.summary ?? documentation.summary
            parameters = RuleDescriptions.parameters(rule)
            reference = rule.configuration.reference ?? documentation.reference
        }
    }

    struct KindModel: Encodable {
        let kind: String
        let summary: String
        let rationale: String
        let reference: String
        let helpURI: String

        init(_ type: any Rule.Type) {
            kind = type.kind
            summary = type.documentation.summary
            rationale = type.documentation.rationale
            reference = type.documentation.reference
            helpURI = type.documentation.helpURI
        }
    }
}
