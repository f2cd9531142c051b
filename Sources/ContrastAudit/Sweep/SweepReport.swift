/// What a sweep found: for every pairing and rule a pick can change, how much of the input space fails,
/// where, the worst picks, and the constant changes that would fix each failing region. A plain value
/// that knows nothing about rendering; the sweep renderers read it.
public struct SweepReport: Sendable {
    /// One input and the grid it was swept over.
    package struct Input: Sendable {
        package var name: String
        package var defaultPick: HSB
        package var grid: SweepGrid
        /// Why brightness is or is not swept, in words.
        package var brightnessNote: String
    }

    /// A failing region: an all-failing box of the grid, in the input's units.
    package struct Region: Sendable {
        /// The box in grid positions.
        package var box: GridBox
        /// Degrees, first and last grid value; `from > to` when the interval wraps through 0°.
        package var hue: ClosedInterval
        /// 0...1, first and last grid value.
        package var saturation: ClosedInterval
        /// 0...1, first and last grid value; `nil` when brightness is not swept.
        package var brightness: ClosedInterval?
        /// Picks in the box.
        package var picks: Int
        /// The region's worst pick.
        package var worst: WorstPick?
        /// Single-constant changes that make every pick of the region pass, best first (empty when none does).
        package var fixes: [Fix]
    }

    /// A closed interval of grid values.
    package struct ClosedInterval: Sendable, Hashable, Codable {
        package var from: Double
        package var to: Double
    }

    /// One of the worst picks.
    package struct WorstPick: Sendable, Hashable {
        package var pick: HSB
        /// The colors compared there: composited foreground (or status-bar text) and background.
        package var foreground: Color
        package var background: Color
        package var value: Double
        package var margin: Double
    }

    /// A change of one generator constant, verified by sweeping again.
    package struct Fix: Sendable, Hashable {
        package var constant: GeneratorConstant
        /// The proposed value.
        package var value: Double
        /// The change on the common scale of `GeneratorConstant.relativeChange`.
        package var relativeChange: Double
        /// Every check the constant can affect: failing picks before and after.
        package var effects: [Effect]

        /// Whether some check fails for more picks after the change.
        package var hasRegressions: Bool { effects.contains { $0.after > $0.before } }
    }

    /// A check's failing picks before and after a fix.
    package struct Effect: Sendable, Hashable {
        /// The check's position in `SweepReport.checks`.
        package var check: Int
        package var before: Int
        package var after: Int
        package var evaluated: Int
    }

    /// The cell values of a hue × saturation heat map.
    package struct HeatMap: Sendable {
        /// Hue positions (columns).
        package var hues: Int
        /// Saturation positions (rows).
        package var saturations: Int
        /// Per cell (`saturation · hues + hue`): the lowest margin over brightness.
        package var minimumMargin: [Float]
        /// Per cell: the share of brightness values that fail (0 or 1 without a brightness axis).
        package var failingShare: [Float]
    }

    /// One pairing under one rule in one group of appearances, with one input varied.
    public struct Check: Sendable {
        package var pairing: AuditResult.PairingSummary
        /// The pairing's position in the scheme.
        package var pairingIndex: Int
        /// The rule's id.
        public var rule: String
        /// The rule's id.
        public var ruleSet: String
        /// The rule's severity.
        public var severity: Severity
        package var requirement: GeneratorCheck.Requirement
        /// The appearances this check stands for (they produce the same colors).
        public var appearances: [Appearance]
        /// The input varied (`nil` when no input changes the pairing's colors).
        package var input: Int?
        /// Other inputs the pairing depends on, held at their default picks.
        package var heldInputs: [Int]
        /// Picks evaluated.
        public var evaluated: Int
        /// Picks that fail.
        public var failing: Int
        /// The most severe failure (`nil` when nothing fails).
        package var failingSeverity: Severity?
        package var regions: [Region]
        /// Failing picks in no listed region.
        package var uncovered: Int
        package var worst: [WorstPick]
        package var heatMap: HeatMap?
        /// The lowest margin over every pick (the worst case).
        public var lowestMargin: Double
        /// A name unique in the report: `status bar on neutral · status-bar-text`, with the rule set when
        /// there are several, the appearances when the scheme has several groups, and the input when it
        /// has several inputs.
        public var id: String

        /// `failing / evaluated`.
        public var fraction: Double { evaluated == 0 ? 0 : Double(failing) / Double(evaluated) }
    }

    package var path: String
    /// The generator's name.
    public var name: String
    package var ruleSets: [String]
    /// The grid spacing.
    public var step: SweepStep
    package var appearances: [Appearance]
    package var inputs: [Input]
    /// One check per pairing, rule and input swept, in report order.
    public var checks: [Check]
    /// Rules no pick can change (coverage), left to `audit check`.
    public var skippedRules: [String]

    /// Whether some check fails at or above `severity` (the `--fail-on` test; `nil` means never).
    public func hasFailures(atLeast severity: Severity?) -> Bool {
        guard let severity else { return false }
        return checks.contains { ($0.failingSeverity ?? .info) >= severity && $0.failing > 0 }
    }
}
