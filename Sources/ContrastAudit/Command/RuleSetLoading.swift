import Foundation

extension CommandEnvironment {
    /// Loads the rule sets named on the command line or in the configuration, collecting every error so
    /// one run reports them all.
    ///
    /// A bare name (`wcag2-aa`) is looked up in the rules folder, which is located only when a bare name
    /// needs it, so a run naming rule files by path works without one; a path (anything with a `/` or
    /// ending in `.json`) is read relative to `base`. A set given twice is an error rather than a
    /// silently doubled list of failures.
    func loadRuleSets(_ references: [String], base: URL) throws(DiagnosticList) -> [RuleSet] {
        var ruleSets: [RuleSet] = []
        var errors: [Diagnostic] = []
        var library: RuleLibrary?
        for reference in references {
            do throws(Diagnostic) {
                if library == nil && !(reference.contains("/") || reference.hasSuffix(".json")) {
                    library = try RuleLibrary.locate(executablePath: executablePath, variables: variables)
                }
                let ruleSet = try (library ?? RuleLibrary(directory: base)).load(reference, base: base)
                if ruleSets.contains(where: { $0.id == ruleSet.id }) {
                    throw Diagnostic(
                        severity: .error, location: nil, message: "rule set \"\(ruleSet.id)\" is given twice")
                }
                ruleSets.append(ruleSet)
            } catch {
                errors.append(error)
            }
        }
        if !errors.isEmpty { throw DiagnosticList(errors) }
        return ruleSets
    }
}
