/// The JSON sweep report (`audit sweep --format json`, `schemaVersion` 1, documented in
/// `docs/generators.md`): sorted keys, full `Double` precision, the same bytes for the same input.
package enum SweepJSONRenderer {
    /// Renders the report.
    package static func render(_ report: SweepReport) -> String {
        JSONOutput.encode(Model(report))
    }

    struct Model: Encodable {
        let schemaVersion = 1
        let tool = ReportJSONRenderer.Tool()
        let input: Source
        let ruleSets: [String]
        let step: Step
        let appearances: [Appearance]
        let inputs: [Input]
        let checks: [Check]
        let skippedRules: [String]
        let summary: Summary

        init(_ report: SweepReport) {
            input = Source(path: report.path, name: report.name)
            ruleSets = report.ruleSets
            step = Step(hue: report.step.hue, saturation: report.step.saturation, brightness: report.step.brightness)
            appearances = report.appearances
            inputs = report.inputs.map(Input.init)
            checks = report.checks.map { Check($0, report: report) }
            skippedRules = report.skippedRules
            let failing = report.checks.filter { $0.failing > 0 }
            summary = Summary(
                checks: report.checks.count, failing: failing.count,
                errors: failing.filter { $0.failingSeverity == .error }.count,
                warnings: failing.filter { $0.failingSeverity == .warning }.count,
                picks: report.inputs.reduce(0) { $0 + $1.grid.count })
        }
    }

    struct Source: Encodable {
        let path: String
        let name: String
    }

    struct Step: Encodable {
        let hue: Double
        let saturation: Double
        let brightness: Double
    }

    struct Pick: Encodable {
        let hue: Double
        let saturation: Double
        let brightness: Double

        init(_ hsb: HSB) {
            hue = hsb.hue
            saturation = hsb.saturation
            brightness = hsb.brightness
        }
    }

    struct Axis: Encodable {
        let from: Double
        let to: Double
        let count: Int

        init(_ values: [Double]) {
            from = values.first ?? 0
            to = values.last ?? 0
            count = values.count
        }
    }

    struct Grid: Encodable {
        let hue: Axis
        let saturation: Axis
        let brightness: Axis?

        enum CodingKeys: String, CodingKey { case hue, saturation, brightness }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(hue, forKey: .hue)
            try container.encode(saturation, forKey: .saturation)
            try container.encode(brightness, forKey: .brightness)
        }
    }

    struct Input: Encodable {
        let name: String
        let `default`: Pick
        let defaultColor: String
        let grid: Grid
        let picks: Int
        let brightnessMatters: Bool
        let note: String

        init(_ input: SweepReport.Input) {
            name = input.name
            `default` = Pick(input.defaultPick)
            defaultColor = Color(hsb: input.defaultPick).hex
            grid = Grid(
                hue: Axis(input.grid.hues), saturation: Axis(input.grid.saturations),
                brightness: input.grid.sweepsBrightness ? Axis(input.grid.brightnesses) : nil)
            picks = input.grid.count
            brightnessMatters = input.grid.sweepsBrightness
            note = input.brightnessNote
        }
    }

    struct Location: Encodable {
        let path: String
        let line: Int
        let column: Int
    }

    struct Effect: Encodable {
        let check: String
        let before: Int
        let after: Int
        let evaluated: Int
    }

    struct Fix: Encodable {
        let constant: String
        let token: String
        let selector: String
        let component: GeneratorComponent
        let parameter: GeneratorParameter
        let from: Double
        let to: Double
        let relativeChange: Double
        let location: Location
        let effects: [Effect]
        let regressions: Bool
        let message: String

        init(_ fix: SweepReport.Fix, report: SweepReport) {
            constant = fix.constant.name
            token = fix.constant.token
            selector = fix.constant.selector.description
            component = fix.constant.component
            parameter = fix.constant.parameter
            from = fix.constant.value
            to = fix.value
            relativeChange = fix.relativeChange
            let written = fix.constant.location
            location = Location(path: written.path, line: written.line, column: written.column)
            effects = fix.effects.map {
                Effect(check: report.checks[$0.check].id, before: $0.before, after: $0.after, evaluated: $0.evaluated)
            }
            regressions = fix.hasRegressions
            message = Wording.fix(fix)
        }
    }

    struct Region: Encodable {
        let hue: SweepReport.ClosedInterval
        let saturation: SweepReport.ClosedInterval
        let brightness: SweepReport.ClosedInterval?
        let picks: Int
        let description: String
        let worst: Worst?
        let fixes: [Fix]

        enum CodingKeys: String, CodingKey { case hue, saturation, brightness, picks, description, worst, fixes }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(hue, forKey: .hue)
            try container.encode(saturation, forKey: .saturation)
            try container.encode(brightness, forKey: .brightness)
            try container.encode(picks, forKey: .picks)
            try container.encode(description, forKey: .description)
            try container.encode(worst, forKey: .worst)
            try container.encode(fixes, forKey: .fixes)
        }
    }

    struct Colors: Encodable {
        let foreground: String
        let background: String
    }

    struct Worst: Encodable {
        let pick: Pick
        let color: String
        let colors: Colors
        let value: Double
        let margin: Double

        init(_ worst: SweepReport.WorstPick) {
            pick = Pick(worst.pick)
            color = Color(hsb: worst.pick).hex
            colors = Colors(foreground: worst.foreground.hex, background: worst.background.hex)
            value = worst.value
            margin = worst.margin
        }
    }

    struct Check: Encodable {
        let id: String
        let pairing: AuditResult.PairingSummary
        let rule: String
        let ruleSet: String
        let severity: Severity
        let metric: MetricID
        let threshold: Double
        let appearances: [Appearance]
        let input: String?
        let heldInputs: [String]
        let status: String
        let evaluated: Int
        let failing: Int
        let fraction: Double
        let failingSeverity: Severity?
        let lowestMargin: Double
        let message: String
        let regions: [Region]
        let uncovered: Int
        let worst: [Worst]

        init(_ check: SweepReport.Check, report: SweepReport) {
            id = check.id
            pairing = check.pairing
            rule = check.rule
            ruleSet = check.ruleSet
            severity = check.severity
            metric = check.requirement.metric
            threshold = check.requirement.minimum
            appearances = check.appearances
            input = check.input.map { report.inputs[$0].name }
            heldInputs = check.heldInputs.map { report.inputs[$0].name }
            status = check.failing > 0 ? "fail" : "pass"
            evaluated = check.evaluated
            failing = check.failing
            fraction = check.fraction
            failingSeverity = check.failingSeverity
            lowestMargin = check.lowestMargin.isFinite ? check.lowestMargin : 0
            message = Wording.sweepOutcome(check)
            if let index = check.input {
                let grid = report.inputs[index].grid
                regions = check.regions.map { region in
                    Region(
                        hue: region.hue, saturation: region.saturation, brightness: region.brightness,
                        picks: region.picks, description: Wording.region(region, grid: grid),
                        worst: region.worst.map(Worst.init), fixes: region.fixes.map { Fix($0, report: report) })
                }
            } else {
                regions = []
            }
            uncovered = check.uncovered
            worst = check.worst.map(Worst.init)
        }

        enum CodingKeys: String, CodingKey {
            case id, pairing, rule, ruleSet, severity, metric, threshold, appearances, input, heldInputs, status
            case evaluated, failing, fraction, failingSeverity, lowestMargin, message, regions, uncovered, worst
        }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(id, forKey: .id)
            try container.encode(pairing, forKey: .pairing)
            try container.encode(rule, forKey: .rule)
            try container.encode(ruleSet, forKey: .ruleSet)
            try container.encode(severity, forKey: .severity)
            try container.encode(metric, forKey: .metric)
            try container.encode(threshold, forKey: .threshold)
            try container.encode(appearances, forKey: .appearances)
            try container.encode(input, forKey: .input)
            try container.encode(heldInputs, forKey: .heldInputs)
            try container.encode(status, forKey: .status)
            try container.encode(evaluated, forKey: .evaluated)
            try container.encode(failing, forKey: .failing)
            try container.encode(fraction, forKey: .fraction)
            try container.encode(failingSeverity, forKey: .failingSeverity)
            try container.encode(lowestMargin, forKey: .lowestMargin)
            try container.encode(message, forKey: .message)
            try container.encode(regions, forKey: .regions)
            try container.encode(uncovered, forKey: .uncovered)
            try container.encode(worst, forKey: .worst)
        }
    }

    struct Summary: Encodable {
        let checks: Int
        let failing: Int
        let errors: Int
        let warnings: Int
        let picks: Int
    }
}
