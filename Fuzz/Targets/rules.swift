// Fuzz target `rules`: rule-set files (Rules/RuleSet, RuleKinds, every rule kind's parameters) applied
// to a sample theme with suggestions and joint fixes, and pairing-convention files (Rules/PairingConventions)
// applied to the same theme without its pairings.
@testable import ContrastAudit

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzRules(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    do {
        let ruleSet = try RuleSet.read(bytes, path: "rules.json")
        let themes = [FuzzSupport.sampleTheme]
        let report = try AuditEngine.run(themes: themes, ruleSets: [ruleSet], appearances: .list(Appearance.all))
        for result in report.results {
            FuzzSupport.require((result.value ?? 0).isFinite, "a non-finite value in \(result.message)")
        }
        FuzzSupport.renderAll(report)
        _ = try JointFixer.plan(themes: themes, ruleSets: [ruleSet], rounds: 1)
    } catch let error as Diagnostic {
        FuzzSupport.note("rejected as a rule set: \(error)")
        FuzzSupport.require(error.location != nil, "a rule-set error without a location: \(error)")
    } catch {
        // Resolution errors cannot happen for the sample theme.
        FuzzSupport.require(false, "unexpected error \(error)")
    }
    do {
        let conventions = PairingConventions(try PairingConventions.read(bytes, path: "conventions.json"))
        var theme = FuzzSupport.sampleTheme
        theme.pairings = []
        var themes = [theme]
        conventions.apply(to: &themes, mode: .always)
        _ = try? AuditEngine.run(themes: themes, ruleSets: FuzzSupport.ruleSets(["wcag2-aa"]))
    } catch {
        FuzzSupport.note("rejected: \(error)")
        FuzzSupport.require(error.location != nil, "a convention error without a location: \(error)")
    }
    return 0
}
