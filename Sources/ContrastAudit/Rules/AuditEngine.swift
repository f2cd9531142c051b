/// Which appearances to evaluate.
public enum AppearanceChoice: Sendable, Hashable {
    /// The standard four, plus the high-contrast four for a theme that defines a high-contrast variant.
    case automatic
    /// Exactly these.
    case list([Appearance])

    /// Parses `standard`, `all`, or a comma-separated list of appearance names.
    public init(parsing text: String) throws(UsageError) {
        switch text {
        case "standard": self = .list(Appearance.standard)
        case "all": self = .list(Appearance.all)
        case "auto", "automatic": self = .automatic
        default:
            var list: [Appearance] = []
            for part in text.split(separator: ",", omittingEmptySubsequences: false) {
                let name = part.trimmingCharacters(in: .whitespaces)
                guard let appearance = Appearance(name: name) else {
                    let names = Appearance.all.map(\.name) + ["standard", "all"]
                    throw UsageError(
                        "unknown appearance \(ColorSyntaxError.quote(name)) in --appearances; expected standard, all, "
                            + "or a comma-separated list of \(Appearance.all.map(\.name).joined(separator: ", "))"
                            + DidYouMean.hint(for: name, among: names))
                }
                if !list.contains(appearance) { list.append(appearance) }
            }
            self = .list(list.sorted())
        }
    }

    /// The appearances for one theme.
    public func appearances(for theme: Theme) -> [Appearance] {
        switch self {
        case .automatic: theme.defaultAppearances
        case .list(let list): list
        }
    }
}

extension AuditEngine {
    /// The report's description of a rule.
    static func ruleInfo(_ rule: any Rule, in ruleSet: RuleSet) -> AuditReport.RuleInfo {
        let documentation = type(of: rule).documentation
        return AuditReport.RuleInfo(
            id: rule.id, ruleSet: ruleSet.id, kind: type(of: rule).kind, severity: rule.severity,
            summary: rule.configuration.summary ?? documentation.summary, rationale: documentation.rationale,
            reference: rule.configuration.reference ?? documentation.reference, helpURI: documentation.helpURI,
            parameters: RuleDescriptions.parameters(rule))
    }
}

/// Runs rule sets over themes: resolve every token per appearance, measure every pairing, evaluate every
/// rule, and order the results as DESIGN.md §8 says (input, pairing, appearance, rule).
public enum AuditEngine {
    /// Audits `themes`; resolution errors of every theme are collected and thrown together.
    public static func run(
        themes: [Theme], ruleSets: [RuleSet], appearances choice: AppearanceChoice = .automatic
    ) throws(DiagnosticList) -> AuditReport {
        // Inputs are ordered by path so that the order on the command line never changes the report.
        let ordered = themes.enumerated().sorted { ($0.element.path, $0.offset) < ($1.element.path, $1.offset) }
            .map(\.element)
        var errors: [Diagnostic] = []
        var contexts: [RuleContext] = []
        for theme in ordered {
            let appearances = choice.appearances(for: theme)
            do {
                let resolved = try ResolvedTheme(theme: theme, appearances: appearances)
                contexts.append(RuleContext(resolved: resolved, pairings: theme.pairings, appearances: appearances))
            } catch {
                errors += error.diagnostics
            }
        }
        if !errors.isEmpty { throw DiagnosticList(errors) }

        var results: [AuditResult] = []
        for (inputIndex, context) in contexts.enumerated() {
            var themeResults: [AuditResult] = []
            for ruleSet in ruleSets {
                for rule in ruleSet.rules {
                    themeResults += rule.evaluate(context)
                }
            }
            for index in themeResults.indices {
                if let token = themeResults[index].token,
                    let position = context.resolved.theme.tokens.firstIndex(where: { $0.name == token })
                {
                    themeResults[index].pairingIndex = context.pairings.count + position
                }
            }
            let ruleSetOrder = Dictionary(uniqueKeysWithValues: ruleSets.enumerated().map { ($1.id, $0) })
            themeResults.sort {
                ($0.pairingIndex, $0.appearance?.order ?? -1, $0.rule, ruleSetOrder[$0.ruleSet] ?? 0)
                    < ($1.pairingIndex, $1.appearance?.order ?? -1, $1.rule, ruleSetOrder[$1.ruleSet] ?? 0)
            }
            _ = inputIndex
            results += themeResults
        }
        let evaluated = Set(contexts.flatMap(\.appearances)).sorted()
        var report = AuditReport(
            inputs: ordered.map { AuditReport.Input(path: $0.path, format: $0.format, tokens: $0.tokens.count) },
            ruleSets: ruleSets.map(\.id), appearances: evaluated, results: results,
            warnings: ordered.flatMap(\.warnings))
        report.rules = ruleSets.flatMap { set in set.rules.map { ruleInfo($0, in: set) } }
        return report
    }
}
