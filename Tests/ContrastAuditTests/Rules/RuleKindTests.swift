import Foundation
import Testing

@testable import ContrastAudit
@testable import audit

/// Every rule kind's own passing and failing examples, run by one parameterized test.
@Suite struct RuleKindTests {
    struct Example: CustomTestStringConvertible, Sendable {
        let kind: String
        let example: RuleExample
        var testDescription: String { "\(kind): \(example.name)" }
    }

    static let examples: [Example] = RuleKinds.all.flatMap { kind in
        kind.documentation.examples.map { Example(kind: kind.kind, example: $0) }
    }

    @Test(arguments: examples)
    func exampleBehavesAsDocumented(_ item: Example) throws {
        let ruleNode = try JSONParser.parse(Array(item.example.rule.utf8), path: "rule.json")
        let rule = try RuleKinds.make(try RuleConfiguration(node: ruleNode, ruleSet: "examples"))
        #expect(type(of: rule).kind == item.kind, "the example configures its own kind")
        let theme = try SchemeReader.read(Array(item.example.scheme.utf8), path: "example.json")
        let appearances = theme.defaultAppearances
        let context = RuleContext(
            resolved: try ResolvedTheme(theme: theme, appearances: appearances), pairings: theme.pairings,
            appearances: appearances)
        let results = rule.evaluate(context)
        #expect(!results.isEmpty || item.example.passes, "a failing example must produce results")
        let allPass = results.allSatisfy { $0.status == .pass }
        #expect(allPass == item.example.passes, "\(results.map(\.message))")
    }

    @Test func everyKindHasPassingAndFailingExamples() {
        for kind in RuleKinds.all {
            let examples = kind.documentation.examples
            #expect(examples.contains { $0.passes }, "\(kind.kind) has a passing example")
            #expect(examples.contains { !$0.passes }, "\(kind.kind) has a failing example")
            #expect(!kind.documentation.summary.isEmpty && kind.documentation.summary.hasSuffix("."))
            #expect(!kind.documentation.reference.isEmpty)
            #expect(kind.documentation.helpURI.hasPrefix("https://"))
        }
    }

    @Test func kindIDsAreUniqueAndEveryKindCanBeMade() throws {
        let ids = RuleKinds.kindNames
        #expect(Set(ids).count == ids.count)
        for kind in RuleKinds.all {
            // The examples go through `RuleKinds.make`, so a kind missing from its switch fails here.
            let example = try #require(kind.documentation.examples.first)
            let node = try JSONParser.parse(Array(example.rule.utf8), path: "rule.json")
            let rule = try RuleKinds.make(try RuleConfiguration(node: node, ruleSet: "x"))
            #expect(type(of: rule).kind == kind.kind)
        }
    }

    @Test func everyShippedRuleSetLoadsAndUsesRegisteredKinds() throws {
        let library = RuleLibrary(directory: Fixtures.packageRoot.appendingPathComponent("Rules"))
        let ids = try library.availableIDs()
        #expect(
            ids.contains("wcag2-aa") && ids.contains("wcag2-aaa") && ids.contains("apple-hig")
                && ids.contains("apca-advisory"))
        for id in ids {
            let ruleSet = try library.load(id, base: Fixtures.packageRoot)
            #expect(ruleSet.id == id)
            #expect(!ruleSet.rules.isEmpty)
            for rule in ruleSet.rules {
                #expect(RuleKinds.kindNames.contains(type(of: rule).kind))
            }
        }
    }

    @Test func shippedThresholdsMatchTheGuidelines() throws {
        let library = RuleLibrary(directory: Fixtures.packageRoot.appendingPathComponent("Rules"))
        func minimum(_ set: String, _ id: String) throws -> Double? {
            let rule = try library.load(set, base: Fixtures.packageRoot).rules.first { $0.id == id }
            return rule?.suggestionTarget?.minimum
        }
        #expect(try minimum("wcag2-aa", "text-contrast") == 4.5)
        #expect(try minimum("wcag2-aa", "large-text-contrast") == 3)
        #expect(try minimum("wcag2-aa", "non-text-contrast") == 3)
        #expect(try minimum("wcag2-aaa", "text-contrast-enhanced") == 7)
        #expect(try minimum("wcag2-aaa", "large-text-contrast-enhanced") == 4.5)
        #expect(try minimum("apple-hig", "hig-custom-color-contrast") == 7)
        #expect(try minimum("apca-advisory", "apca-body-text") == 75)
        #expect(try minimum("apca-advisory", "apca-large-text") == 60)
        #expect(try minimum("apca-advisory", "apca-non-text") == 45)
        let apca = try library.load("apca-advisory", base: Fixtures.packageRoot)
        #expect(apca.rules.allSatisfy { $0.severity == .warning })
    }

    struct BadRule: CustomTestStringConvertible, Sendable {
        let name: String
        let json: String
        let message: String
        var testDescription: String { name }
    }

    static let badRules: [BadRule] = [
        .init(
            name: "unknown kind", json: #"{"id": "x", "kind": "contrats"}"#, message: "unknown rule kind \"contrats\""),
        .init(
            name: "missing minimum", json: #"{"id": "x", "kind": "contrast", "roles": ["text"]}"#,
            message: "needs \"minimum\""),
        .init(
            name: "minimum out of range", json: #"{"id": "x", "kind": "contrast", "roles": ["text"], "minimum": 30}"#,
            message: "expected 1.0...21.0"),
        .init(
            name: "unknown role", json: #"{"id": "x", "kind": "contrast", "roles": ["txt"], "minimum": 3}"#,
            message: "unknown role \"txt\""),
        .init(
            name: "unknown metric",
            json: #"{"id": "x", "kind": "contrast", "roles": ["text"], "metric": "wcag3", "minimum": 3}"#,
            message: "unknown metric \"wcag3\""),
        .init(
            name: "unknown key",
            json: #"{"id": "x", "kind": "contrast", "roles": ["text"], "minimum": 3, "minimun": 4}"#,
            message: "unknown key \"minimun\""),
        .init(
            name: "bad severity", json: #"{"id": "x", "kind": "coverage", "severity": "fatal"}"#,
            message: "unknown severity \"fatal\""),
        .init(
            name: "threshold above 1", json: #"{"id": "x", "kind": "status-bar", "brightnessThreshold": 70}"#,
            message: "expected 0.0...1.0"),
        .init(
            name: "unknown measure",
            json: #"{"id": "x", "kind": "status-bar", "measure": "luminosity", "brightnessThreshold": 0.5}"#,
            message: "unknown measure \"luminosity\""),
        .init(
            name: "bad check", json: #"{"id": "x", "kind": "status-bar", "check": "style"}"#,
            message: "unknown check \"style\""),
        .init(name: "no id", json: #"{"kind": "coverage"}"#, message: "needs an \"id\""),
    ]

    @Test(arguments: badRules)
    func badRuleEntriesAreRejected(_ bad: BadRule) throws {
        let node = try JSONParser.parse(Array(bad.json.utf8), path: "set.json")
        do {
            _ = try RuleKinds.make(try RuleConfiguration(node: node, ruleSet: "x"))
            Issue.record("accepted \(bad.json)")
        } catch {
            #expect(error.message.contains(bad.message), "\(error.message)")
            #expect(error.location?.path == "set.json")
        }
    }
}
