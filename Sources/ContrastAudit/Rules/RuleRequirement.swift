/// What a rule asks of one pairing in one appearance, in a form measured on colors alone.
///
/// A rule answers `Rule.requirement(for:in:isBuiltIn:)` with one of these, and every consumer that
/// does not build a full report measures with it: the compiled generator checks behind `audit sweep`,
/// `LiveChecker`, the joint fixer, and the suggestions attached to failures. The measurement itself is
/// the rule's own code (a closure the rule's file supplies), so a rule's logic lives in one file and
/// those consumers never need to know which kind they are running.
package struct RuleRequirement: Sendable {
    /// An exact equivalent of the measurement that the sweep and live checks can compute from
    /// luminances they already have, on their hot paths. A rule that declares one vouches that, for the
    /// colors it applies to, the full measurement gives the same value and verdict (tests compare both).
    package enum Shortcut: Sendable, Hashable {
        /// The value is the WCAG 2 ratio of an opaque foreground on one opaque background, passing at
        /// `minimum` or above.
        case wcagRatio
        /// The value is the WCAG 2 ratio of the text the brightness rule picks (light content where the
        /// pick's measure is below its threshold) on an opaque bar, passing at `minimum` or above.
        case pickedStatusBarText(StatusBarPick)
    }

    /// How a failure can be fixed by changing colors, which the fixer knows how to search.
    package enum Remedy: Sendable, Hashable {
        /// Move the foreground or the nearest background along OKLCH lightness until the value
        /// reaches `minimum` (in `metric`).
        case contrast
        /// Change the status-bar style (or the threshold that picks it), or move the bar's color until
        /// the picked text reaches `minimum`.
        case statusBarText(StatusBarPick)
        /// Declare the style the brightness rule picks, when its text reaches `minimum`.
        case declaredStatusBarStyle(StatusBarPick)
    }

    /// The metric of the measured value.
    package var metric: MetricID
    /// The threshold the value is compared with.
    package var minimum: Double
    /// What is required, for sweep reports: `minimum 4.5:1`, `declared style must match the pick`.
    package var condition: String
    /// A luminance-only equivalent for hot loops, when there is one.
    package var shortcut: Shortcut?
    /// How a failure is fixed by changing colors (`nil`: the fixer offers nothing).
    package var remedy: Remedy?
    /// Whether changing colors can make it fail, so the joint fixer must keep it passing. A declared
    /// status-bar style is fixed by declaring another style, not by colors, so it is `false` there.
    package var constrainsColorFixes: Bool
    private let measure: @Sendable (_ foreground: Color?, _ background: Color, _ severity: Severity) -> Outcome?

    /// Creates a requirement whose measurement is `measure`: given the pairing's foreground (`nil` for a
    /// pairing without one) and its backgrounds flattened into one color (translucent when nothing opaque
    /// lies beneath), the outcome, or `nil` when the colors cannot be judged.
    package init(
        metric: MetricID, minimum: Double, condition: String, shortcut: Shortcut? = nil, remedy: Remedy? = nil,
        constrainsColorFixes: Bool = true,
        measure: @escaping @Sendable (_ foreground: Color?, _ background: Color, _ severity: Severity) -> Outcome?
    ) {
        self.metric = metric
        self.minimum = minimum
        self.condition = condition
        self.shortcut = shortcut
        self.remedy = remedy
        self.constrainsColorFixes = constrainsColorFixes
        self.measure = measure
    }

    /// Measures the requirement on colors.
    package func evaluate(foreground: Color?, background: Color, severity: Severity) -> Outcome? {
        measure(foreground, background, severity)
    }

    /// Measures the requirement on a foreground over a stack of backgrounds, nearest first.
    package func evaluate(foreground: Color?, layers: [Color], severity: Severity) -> Outcome? {
        measure(foreground, Color.flatten(layers) ?? .clear, severity)
    }

    /// One measurement.
    package struct Outcome: Sendable, Hashable {
        /// The measured value (the worst case over backdrops for an unknown backdrop).
        package var value: Double
        package var passes: Bool
        /// The severity of a failure: the rule's, or lower when the rule says so (a warning when only some
        /// backdrops fail).
        package var severity: Severity
        /// The colors compared: for a contrast, the composited foreground (or the status-bar text) and
        /// the background.
        package var foreground: Color
        package var background: Color

        /// Creates an outcome.
        package init(value: Double, passes: Bool, severity: Severity, foreground: Color, background: Color) {
            self.value = value
            self.passes = passes
            self.severity = severity
            self.foreground = foreground
            self.background = background
        }

        /// `value − minimum` (`|Lc| − minimum` for APCA): negative when failing.
        package func margin(_ requirement: RuleRequirement) -> Double {
            requirement.metric == .apca ? abs(value) - requirement.minimum : value - requirement.minimum
        }
    }
}
