/// JUnit XML, the test-report format every CI system displays (Jenkins, GitLab, Azure DevOps, test
/// reporters on GitHub), valid against the Apache Ant "windyroad" `JUnit.xsd`.
///
/// - One `testsuite` per rule set and appearance (`wcag2-aa dark.elevated`), in rule-set order and
///   then canonical appearance order, plus one per rule set for coverage results, which have no
///   appearance (`wcag2-aa coverage`). Suites without test cases (possible with `--only-failures`) are
///   left out.
/// - One `testcase` per evaluation: `name` is the pairing id (`token NAME` for coverage; with several
///   input files the file is appended, so names stay unique), `classname` is `ruleSet.rule`, which
///   JUnit viewers split into a package and a class.
/// - A failing evaluation has a `failure` whose `message` is the result's message and whose `type` is
///   its severity (`error`, `warning`, `info`); the text holds the details: the pairing, the compared
///   colors, value and threshold, the location and any suggestions. Below-`--fail-on` severities are
///   still failures here: the exit code, not the report, decides whether the run fails.
/// - The schema requires `timestamp`, `hostname`, `time`, `properties`, `system-out` and `system-err`.
///   The report is a function of its inputs (same input, same bytes), so `timestamp` is the Unix epoch
///   (`1970-01-01T00:00:00`; the schema allows no time zone), `hostname` is `localhost` (what the
///   schema says to use when no host is meaningful) and every `time` is 0: the CI system already
///   records when, where and how long its job ran.
package enum ReportJUnitRenderer: ReportRenderer {
    package static let format = "junit"

    /// The fixed `timestamp` of every suite.
    static let timestamp = "1970-01-01T00:00:00"

    package static func render(_ report: AuditReport, options: RenderOptions) -> String {
        let qualifyNames = report.inputs.count > 1
        var xml = XMLWriter()
        xml.open("testsuites")
        for (id, suite) in suites(report, onlyFailures: options.onlyFailures).enumerated() {
            let failures = suite.results.filter { $0.status == .fail }.count
            xml.open(
                "testsuite",
                [
                    ("name", suite.name), ("package", suite.ruleSet), ("id", String(id)), ("timestamp", timestamp),
                    ("hostname", "localhost"), ("tests", String(suite.results.count)), ("failures", String(failures)),
                    ("errors", "0"), ("skipped", "0"), ("time", "0"),
                ])
            xml.open("properties")
            xml.element("property", [("name", "tool"), ("value", "audit \(ToolVersion.current)")])
            xml.element("property", [("name", "ruleSet"), ("value", suite.ruleSet)])
            xml.element("property", [("name", "appearance"), ("value", suite.appearance?.name ?? "none")])
            if let baseline = report.baseline {
                xml.element("property", [("name", "baseline"), ("value", Wording.baselineSummary(baseline))])
            }
            xml.close()
            for result in suite.results {
                var name = result.pairing?.id ?? "token \(result.token ?? "")"
                if qualifyNames { name += " (\(result.path))" }
                let attributes = [("name", name), ("classname", "\(result.ruleSet).\(result.rule)"), ("time", "0")]
                guard result.status == .fail else {
                    xml.element("testcase", attributes)
                    continue
                }
                xml.open("testcase", attributes)
                xml.element(
                    "failure", [("message", result.message), ("type", (result.severity ?? .error).rawValue)],
                    content: details(result))
                xml.close()
            }
            xml.element("system-out")
            xml.element("system-err")
            xml.close()
        }
        xml.close()
        return xml.text
    }

    struct Suite {
        var ruleSet: String
        var appearance: Appearance?
        var results: [AuditResult] = []
        var name: String { "\(ruleSet) \(appearance?.name ?? "coverage")" }
    }

    /// Results grouped by rule set and appearance, keeping report order inside each suite.
    static func suites(_ report: AuditReport, onlyFailures: Bool) -> [Suite] {
        var suites: [Suite] = []
        for ruleSet in report.ruleSets {
            for appearance in report.appearances.map(Optional.some) + [nil] {
                suites.append(Suite(ruleSet: ruleSet, appearance: appearance))
            }
        }
        var index: [String: Int] = [:]
        for (position, suite) in suites.enumerated() { index[suite.name] = position }
        for result in report.results where !onlyFailures || result.status == .fail {
            let name = Suite(ruleSet: result.ruleSet, appearance: result.appearance).name
            guard let position = index[name] else { continue }
            suites[position].results.append(result)
        }
        return suites.filter { !$0.results.isEmpty }
    }

    /// The failure's text: one fact per line.
    static func details(_ result: AuditResult) -> String {
        var lines = [Wording.resultMessage(result)]
        lines.append("rule: \(Wording.ruleID(ruleSet: result.ruleSet, rule: result.rule))")
        if let colors = result.colors {
            let joint = result.pairing?.role == .distinguish ? "and" : "on"
            lines.append("colors: \(colors.foreground) \(joint) \(colors.background)")
        }
        if let judged = Wording.judgedValue(result), let required = Wording.judgedRequirement(result) {
            lines.append("value: \(judged), required \(required)")
        }
        if let value = result.value, let threshold = result.threshold {
            var line =
                "value: \(Wording.measured(value, metric: result.metric)), "
                + "required \(Wording.minimum(threshold, metric: result.metric))"
            if let margin = result.margin { line += ", margin \(Wording.margin(margin, metric: result.metric))" }
            lines.append(line)
        }
        lines.append("at: \(result.location?.description ?? result.path)")
        for suggestion in result.suggestions {
            lines.append("suggest: \(Wording.suggestion(suggestion, metric: result.metric))")
        }
        if let reason = result.suggestionReason { lines.append("no suggestion: \(reason)") }
        return lines.joined(separator: "\n")
    }
}
