import Foundation
import Testing

@testable import ContrastAudit

@Suite struct JointFixTests {
    static func ruleSet() throws -> RuleSet {
        try RuleLibrary(directory: Fixtures.packageRoot.appendingPathComponent("Rules")).load(
            "wcag2-aa", base: Fixtures.packageRoot)
    }

    static func plan(_ scheme: String) throws -> FixPlan {
        let theme = try SchemeReader.read(Array(scheme.utf8), path: "theme.json")
        return try JointFixer.plan(themes: [theme], ruleSets: [try ruleSet()])
    }

    @Test func bundledExample() throws {
        let theme = try ThemeLoader.load(paths: ["Examples/catchup.json"], base: Fixtures.packageRoot)[0]
        let plan = try JointFixer.plan(themes: [theme], ruleSets: [try Self.ruleSet()])
        for fix in plan.fixes {
            print(fix.token, fix.selector, fix.appearances, fix.from.hex, "->", fix.to.hex, fix.deltaE, fix.fixes)
        }
        for (result, reason) in plan.stillFailing { print("still:", result.message, reason ?? "-") }
    }
}
