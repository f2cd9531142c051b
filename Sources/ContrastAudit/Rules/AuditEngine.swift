extension AuditEngine {
    /// Fills in the suggestions of failing results, on every core. The search depends only on the colors
    /// and the target, so results with the same colors (a token without an elevated variant looks the same
    /// at both levels) share one search.
    static func addSuggestions(
        to results: inout [AuditResult], rule: any Rule, context: RuleContext, cache: SuggestionCache
    ) {
        let failing = results.indices.filter { results[$0].status == .fail && results[$0].hasPairing }
        guard !failing.isEmpty else { return }
        let positions = Dictionary(uniqueKeysWithValues: context.appearances.enumerated().map { ($1, $0) })
        struct Key: Hashable {
            var foreground: Color?
            var backgrounds: [Color]
            var role: Role
        }
        // The searches get their results by value; those copies are dropped before the results are
        // written, so each write finds its result's box unshared and does not copy it (`AuditResult.Storage`).
        var work: [(result: AuditResult, measurement: PairingMeasurement)] = []
        var searched: [Int] = []
        // `slots[n]`: the search of `failing[n]` (a position in `work`), or -1 when it has none.
        var slots = [Int](repeating: -1, count: failing.count)
        var unique: [Key: Int] = [:]
        for (n, index) in failing.enumerated() {
            let result = results[index]
            guard let appearance = result.appearance, let position = positions[appearance],
                let measurement = context.measurement(pairing: result.pairingIndex, appearance: position)
            else { continue }
            let key = Key(
                foreground: measurement.foreground?.color, backgrounds: measurement.backgrounds.map(\.color),
                role: context.pairings[result.pairingIndex].role)
            if let slot = unique[key] {
                slots[n] = slot
            } else {
                slots[n] = work.count
                unique[key] = work.count
                work.append((result, measurement))
                searched.append(index)
            }
        }
        let found = Parallel.map(work, minimumCount: 64) { item -> ([AuditResult.Suggestion], String?) in
            let result = item.result
            let pairing = context.pairings[result.pairingIndex]
            let requirement = result.appearance.flatMap { appearance in
                rule.requirement(
                    for: pairing, in: appearance, isBuiltIn: { _ in item.measurement.foreground?.isBuiltIn == true })
            }
            return ResultSuggestions.suggestions(
                for: result, requirement: requirement, measurement: item.measurement, pairing: pairing, cache: cache)
        }
        work.removeAll()
        for (n, index) in failing.enumerated() {
            let slot = slots[n]
            guard slot >= 0 else { continue }
            // The colors match, but the tokens to change belong to this result's pairing.
            var (suggestions, reason) = found[slot]
            results[index].suggestionReason = reason
            if searched[slot] != index, let appearance = results[index].appearance,
                let position = positions[appearance],
                let measurement = context.measurement(pairing: results[index].pairingIndex, appearance: position)
            {
                for position in suggestions.indices {
                    switch suggestions[position].side {
                    case .foreground:
                        suggestions[position].token =
                            measurement.foreground?.owner ?? suggestions[position].token
                        suggestions[position].edit = ResultSuggestions.edit(
                            suggestions[position].edit, movedTo: measurement.foreground?.literal)
                    case .background, .style:
                        suggestions[position].token =
                            measurement.backgrounds.first?.owner ?? suggestions[position].token
                        suggestions[position].edit = ResultSuggestions.edit(
                            suggestions[position].edit, movedTo: measurement.backgrounds.first?.literal)
                    }
                }
            }
            results[index].suggestions = suggestions
        }
    }

    /// Results in report order: pairing (then token), appearance, rule id, rule set. The keys are
    /// compared as integers (rule ids by their rank in sorted order) and ties keep their order, as the
    /// stable sort on the results themselves did, without moving the large result values around.
    static func ordered(_ results: [AuditResult], ruleSetOrder: [String: Int]) -> [AuditResult] {
        var names = Set<String>()
        var previous: String?
        for result in results where result.rule != previous {
            previous = result.rule
            names.insert(result.rule)
        }
        let ruleRank = Dictionary(uniqueKeysWithValues: names.sorted().enumerated().map { ($1, $0) })
        // Results come in runs of one rule: look a name up again only when it changes.
        var last: (rule: String, rank: Int, ruleSet: String, order: Int)?
        let keys = results.map { result in
            if last?.rule != result.rule || last?.ruleSet != result.ruleSet {
                last = (result.rule, ruleRank[result.rule]!, result.ruleSet, ruleSetOrder[result.ruleSet] ?? 0)
            }
            return (result.pairingIndex, result.appearance?.order ?? -1, last!.rank, last!.order)
        }
        let order = results.indices.sorted {
            let (a, b) = (keys[$0], keys[$1])
            return (a.0, a.1, a.2, a.3, $0) < (b.0, b.1, b.2, b.3, $1)
        }
        return order.map { results[$0] }
    }

    /// The report's description of a rule.
    static func ruleInfo(_ rule: any Rule, in ruleSet: RuleSet) -> AuditReport.RuleInfo {
        let documentation = type(of: rule).documentation
        return AuditReport.RuleInfo(
            id: rule.id, ruleSet: ruleSet.id, kind: type(of: rule).kind, severity: rule.severity,
            summary: rule.configuration.summary ?? documentation.summary, rationale: documentation.rationale,
            reference: rule.configuration.reference ?? documentation.reference, helpURI: documentation.helpURI,
            parameters: rule.parameterSummary)
    }
}

/// Runs rule sets over themes: resolve every token per appearance, measure every pairing, evaluate every
/// rule, and order the results as DESIGN.md §8 says (input, pairing, appearance, rule).
package enum AuditEngine {
    /// Audits `themes`; resolution errors of every theme are collected and thrown together.
    /// `cache` keeps the suggestion searches for a later audit of the same colors (the joint fixer's).
    package static func run(
        themes: [Theme], ruleSets: [RuleSet], appearances choice: AppearanceChoice = .automatic, suggest: Bool = true,
        cache: SuggestionCache = SuggestionCache()
    ) throws(DiagnosticList) -> AuditReport {
        evaluate(try prepare(themes: themes, appearances: choice), ruleSets: ruleSets, suggest: suggest, cache: cache)
    }

    /// Resolves every theme for its appearances, in path order (so the order on the command line never
    /// changes the report).
    package static func prepare(
        themes: [Theme], appearances choice: AppearanceChoice
    ) throws(DiagnosticList)
        -> [RuleContext]
    {
        let ordered = inPathOrder(themes)
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
        return contexts
    }

    /// Themes in the order `prepare` audits them: by path, ties in the order given.
    package static func inPathOrder(_ themes: [Theme]) -> [Theme] {
        themes.enumerated().sorted { ($0.element.path, $0.offset) < ($1.element.path, $1.offset) }.map(\.element)
    }

    /// Evaluates every rule on prepared themes and orders the results.
    package static func evaluate(
        _ contexts: [RuleContext], ruleSets: [RuleSet], suggest: Bool = true, cache: SuggestionCache = SuggestionCache()
    ) -> AuditReport {
        var results: [AuditResult] = []
        var notes: [Diagnostic] = []
        let ruleSetOrder = Dictionary(uniqueKeysWithValues: ruleSets.enumerated().map { ($1.id, $0) })
        for context in contexts {
            var themeResults: [AuditResult] = []
            for ruleSet in ruleSets {
                for rule in ruleSet.rules {
                    var ruleResults = rule.evaluate(context)
                    notes += rule.notes(context)
                    if suggest { addSuggestions(to: &ruleResults, rule: rule, context: context, cache: cache) }
                    SameColors.mark(&ruleResults, context: context)
                    themeResults += ruleResults
                }
            }
            let tokenPositions = Dictionary(
                context.resolved.theme.tokens.enumerated().map { ($1.name, $0) },
                uniquingKeysWith: { first, _ in first })
            for index in themeResults.indices {
                if let token = themeResults[index].token, let position = tokenPositions[token] {
                    themeResults[index].pairingIndex = context.pairings.count + position
                }
            }
            results += ordered(themeResults, ruleSetOrder: ruleSetOrder)
        }
        let themes = contexts.map(\.resolved.theme)
        var report = AuditReport(
            inputs: themes.map { AuditReport.Input(path: $0.path, format: $0.format, tokens: $0.tokens.count) },
            ruleSets: ruleSets.map(\.id), appearances: Set(contexts.flatMap(\.appearances)).sorted(),
            results: results, warnings: themes.flatMap(\.warnings) + contexts.flatMap(\.notes) + notes)
        report.rules = ruleSets.flatMap { set in set.rules.map { ruleInfo($0, in: set) } }
        report.unevaluatedPairings = themes.reduce(0) { $0 + $1.unevaluatedPairings }
        return report
    }
}
