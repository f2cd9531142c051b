import Foundation
import Testing

@testable import ContrastAudit
@testable import audit

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// The JUnit report, read back with an XML parser: suites, test cases and failures match the JSON report
/// of the same audit, counts add up, and names survive escaping exactly. (`.ci/run` also validates every
/// JUnit golden file against `junit.xsd` with `xmllint`.)
@Suite struct ReportJUnitRendererTests {
    static let root = Fixtures.packageRoot.path

    static let inputs: [[String]] = ReportFormatSnapshotTests.inputs.map(\.arguments)

    static func document(_ arguments: [String]) throws -> XMLElement {
        let outcome = runAudit(["check"] + arguments + ["--format", "junit"], directory: root)
        let document = try XMLDocument(data: Data(outcome.stdout.utf8), options: [])
        return try #require(document.rootElement())
    }

    static func json(_ arguments: [String]) throws -> [String: Any] {
        let outcome = runAudit(["check"] + arguments + ["--format", "json"], directory: root)
        return try #require(try JSONSerialization.jsonObject(with: Data(outcome.stdout.utf8)) as? [String: Any])
    }

    static func attribute(_ element: XMLElement, _ name: String) -> String? {
        element.attribute(forName: name)?.stringValue
    }

    @Test(arguments: inputs)
    func suitesAndCountsMatchTheJSONReport(_ arguments: [String]) throws {
        let root = try Self.document(arguments)
        #expect(root.name == "testsuites")
        #expect(root.attributes?.isEmpty ?? true, "the schema allows no attributes on testsuites")
        let report = try Self.json(arguments)
        let results = try #require(report["results"] as? [[String: Any]])
        let suites = root.elements(forName: "testsuite")
        var testCases = 0
        var failures = 0
        for (index, suite) in suites.enumerated() {
            #expect(Self.attribute(suite, "id") == String(index))
            #expect(Self.attribute(suite, "timestamp") == "1970-01-01T00:00:00")
            #expect(Self.attribute(suite, "hostname") == "localhost")
            let cases = suite.elements(forName: "testcase")
            let failed = cases.filter { !$0.elements(forName: "failure").isEmpty }
            #expect(Self.attribute(suite, "tests") == String(cases.count))
            #expect(Self.attribute(suite, "failures") == String(failed.count))
            #expect(Self.attribute(suite, "errors") == "0")
            #expect(suite.elements(forName: "properties").count == 1)
            #expect(suite.elements(forName: "system-out").count == 1)
            #expect(suite.elements(forName: "system-err").count == 1)
            // Each suite is one rule set and one appearance (or coverage).
            let name = try #require(Self.attribute(suite, "name"))
            let expected = results.filter { result in
                let appearance = result["appearance"] as? String ?? "coverage"
                return "\(result["ruleSet"]!) \(appearance)" == name
            }
            #expect(cases.count == expected.count, "\(name)")
            for (testCase, result) in zip(cases, expected) {
                let failure = testCase.elements(forName: "failure").first
                #expect((failure != nil) == (result["status"] as? String == "fail"))
                #expect(Self.attribute(testCase, "classname") == "\(result["ruleSet"]!).\(result["rule"]!)")
                if let failure {
                    #expect(Self.attribute(failure, "type") == result["severity"] as? String)
                    #expect(Self.attribute(failure, "message") == result["message"] as? String)
                }
            }
            testCases += cases.count
            failures += failed.count
        }
        #expect(testCases == results.count)
        let summary = try #require(report["summary"] as? [String: Int])
        #expect(failures == summary["errors"]! + summary["warnings"]! + summary["infos"]!)
        #expect(testCases == summary["evaluations"])
    }

    @Test func namesFromTheInputSurviveEscapingExactly() throws {
        let root = try Self.document([ReportFormatSnapshotTests.markupNames])
        let names = root.elements(forName: "testsuite").flatMap { $0.elements(forName: "testcase") }.compactMap {
            Self.attribute($0, "name")
        }
        #expect(names.contains("<img src=x onerror=alert(1)> on bg"))
        #expect(names.contains("a|b `tick` | \\|"))
        // Line breaks in attributes are written as character references, so they read back unchanged.
        #expect(names.contains("50% & more, line\nbreak: ::error::x\r]]> on bg"))
        let failure = try #require(
            root.elements(forName: "testsuite").first?.elements(forName: "testcase").first?
                .elements(forName: "failure").first)
        #expect(failure.stringValue?.hasPrefix("<img src=x onerror=alert(1)> on bg: contrast") == true)
    }

    // MARK: Hand-built reports (no reader or rule runs)

    static func document(_ report: AuditReport, onlyFailures: Bool = false) throws -> XMLElement {
        let text = ReportJUnitRenderer.render(report, options: RenderOptions(onlyFailures: onlyFailures))
        return try #require(try XMLDocument(data: Data(text.utf8), options: []).rootElement())
    }

    /// `ReportFixtures.mixed`: one suite per rule set and appearance (light: 2 cases, 1 failing; dark: 2
    /// and 2; coverage: 1 and 1), a failure per failing result with its severity and message.
    @Test func handBuiltReportSuitesAndCases() throws {
        let suites = try Self.document(ReportFixtures.mixed).elements(forName: "testsuite")
        #expect(suites.map { Self.attribute($0, "name") } == ["wcag2-aa light", "wcag2-aa dark", "wcag2-aa coverage"])
        #expect(suites.map { Self.attribute($0, "tests") } == ["2", "2", "1"])
        #expect(suites.map { Self.attribute($0, "failures") } == ["1", "2", "1"])
        let dark = suites[1].elements(forName: "testcase")
        #expect(dark.map { Self.attribute($0, "name") } == ["body on surface", "link on surface"])
        #expect(
            dark.map { Self.attribute($0, "classname") } == ["wcag2-aa.text-contrast", "wcag2-aa.non-text-contrast"])
        let failure = try #require(dark[0].elements(forName: "failure").first)
        #expect(Self.attribute(failure, "type") == "error")
        #expect(Self.attribute(failure, "message") == "contrast 4.49:1 is below 4.5:1 in dark")
        #expect(failure.stringValue?.contains("suggest: change foreground \"body\" to #7A7A7A") == true)
        let coverage = try #require(suites[2].elements(forName: "testcase").first?.elements(forName: "failure").first)
        #expect(Self.attribute(coverage, "type") == "warning")
        #expect(suites[0].elements(forName: "testcase")[0].elements(forName: "failure").isEmpty, "a pass")
    }

    @Test func handBuiltNamesSurviveEscapingExactly() throws {
        let root = try Self.document(ReportFixtures.hostile)
        let testCase = try #require(root.elements(forName: "testsuite").first?.elements(forName: "testcase").first)
        #expect(Self.attribute(testCase, "name") == ReportFixtures.hostileName + " on bg")
        let failure = try #require(testCase.elements(forName: "failure").first)
        #expect(
            Self.attribute(failure, "message") == "contrast 4.47:1 is below 4.5:1 in light for "
                + ReportFixtures.hostileName)
    }

    @Test func handBuiltOnlyFailuresLeavesOutPassingCases() throws {
        let suites = try Self.document(ReportFixtures.mixed, onlyFailures: true).elements(forName: "testsuite")
        #expect(suites.map { Self.attribute($0, "tests") } == ["1", "2", "1"])
        #expect(try Self.document(ReportFixtures.passing, onlyFailures: true).elements(forName: "testsuite").isEmpty)
    }

    struct EscapeCase: CustomTestStringConvertible, Sendable {
        let input: String
        let text: String
        let attribute: String
        var testDescription: String { input.debugDescription }
    }

    static let escapeCases: [EscapeCase] = [
        EscapeCase(input: "a & b", text: "a &amp; b", attribute: "a &amp; b"),
        EscapeCase(input: "<x y=\"1\">", text: "&lt;x y=\"1\"&gt;", attribute: "&lt;x y=&quot;1&quot;&gt;"),
        EscapeCase(input: "]]>", text: "]]&gt;", attribute: "]]&gt;"),
        EscapeCase(input: "a\nb\tc\rd", text: "a\nb\tc&#13;d", attribute: "a&#10;b&#9;c&#13;d"),
        EscapeCase(input: "bell\u{7}nul\u{0}", text: "bell\u{FFFD}nul\u{FFFD}", attribute: "bell\u{FFFD}nul\u{FFFD}"),
        EscapeCase(input: "\u{FFFE}ok é 🎨", text: "\u{FFFD}ok é 🎨", attribute: "\u{FFFD}ok é 🎨"),
    ]

    @Test(arguments: escapeCases)
    func escaping(_ c: EscapeCase) {
        #expect(XMLWriter.escapedText(c.input) == c.text)
        #expect(XMLWriter.escapedAttribute(c.input) == c.attribute)
    }

    @Test func onlyFailuresLeavesOutPassingCasesAndEmptySuites() throws {
        let root = try Self.document(["Examples/catchup.json", "--only-failures"])
        let suites = root.elements(forName: "testsuite")
        #expect(!suites.isEmpty)
        for suite in suites {
            let cases = suite.elements(forName: "testcase")
            #expect(!cases.isEmpty)
            #expect(cases.allSatisfy { !$0.elements(forName: "failure").isEmpty })
            #expect(Self.attribute(suite, "tests") == Self.attribute(suite, "failures"))
        }
    }
}
