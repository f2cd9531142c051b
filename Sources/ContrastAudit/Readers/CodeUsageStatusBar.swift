import Foundation

/// A status-bar style the code picks from a bar color's HSB brightness:
/// `bar.getHue(nil, saturation: nil, brightness: &b, alpha: nil)` and `b < 0.7 ? .lightContent : .darkContent`
/// in a `preferredStatusBarStyle` or any `UIStatusBarStyle` getter. The compared number is the threshold.
///
/// The style may be picked by a ternary, an `if`/`else` or a `guard` (`StatusBarChoice`), and the logic may
/// call an app helper instead (`bar.isLight`, `bar.isLight()`, `isLight(bar)`, `!bar.isDark`):
/// the helper's body tells the measure (HSB brightness, WCAG relative luminance, the same weights without
/// linearizing, or YIQ brightness), the threshold and which side it returns `true` for. The status-bar rule
/// then checks the pick with that measure. A threshold whose scale the body does not show (a YIQ sum
/// compared with 128 where nothing scales the channels to 0-255) becomes a note that the pairing is not
/// evaluated.
struct StatusBarUse {
    var bar: UsageColor
    /// On the measure's 0...1 scale (a helper's 0-255 threshold divided by 255).
    var threshold: Double
    var site: SourceLocation
    var measure: StatusBarMeasure = .hsbBrightness
    /// Why the pick cannot be checked (the threshold's scale or the measure itself is not known).
    var unreadable: String?
    /// The bar as written, when it is a name or a chain of members (`tag.color`), for messages.
    var written: String?
    /// The helper the style is picked through, if any.
    var helper: String?
    /// For a getter that returns one style (`FixedStatusBar`), that style by appearance; `threshold` is then
    /// unused.
    var fixedStyles: [(selector: AppearanceSelector, style: StatusBarStyle)] = []
    /// Why the bar is the one read, when that is an inference beyond the getter's own type.
    var because: String?

    static func find(in declaration: CodeDeclaration, file: Int, resolver: UsageColorResolver) -> StatusBarUse? {
        guard
            declaration.name == "preferredStatusBarStyle" || declaration.name == "statusBarStyle"
                || (declaration.type?.containsText("StatusBarStyle") ?? false),
            let body = declaration.body
        else { return nil }
        let expressions = CodeStatement.expressions(in: body)
        let choices = StatusBarChoice.all(in: body)
        // Which local holds the brightness of which color.
        var brightness: [String: CodeExpr] = [:]
        for expression in expressions {
            expression.forEach { node in
                if let (color, local) = brightnessRead(node), let color { brightness[local] = color }
            }
        }
        guard !brightness.isEmpty else { return findThroughHelper(choices, file: file, resolver: resolver) }
        var found: StatusBarUse?
        for expression in expressions {
            expression.forEach { node in
                guard found == nil, let (name, threshold, position) = comparison(node), let color = brightness[name],
                    agreesWithRule(node, choices: choices)
                else { return }
                found = StatusBarUse(
                    bar: resolver.resolve(color), threshold: threshold,
                    site: resolver.evaluator.location(position, file: file), written: written(color))
            }
        }
        return found
    }

    /// `b < 0.7`, `b >= 0.7`, `0.7 > b`: the local compared and the threshold.
    private static func comparison(_ node: CodeExpr) -> (String, Double, CodePosition)? {
        guard case .binary(let operation, let left, let right, let position) = node,
            ["<", "<=", ">", ">="].contains(operation)
        else { return nil }
        if case .identifier(let name, _) = left, case .number(let value, _, _) = right {
            return (name, value, position)
        }
        if case .identifier(let name, _) = right, case .number(let value, _, _) = left {
            return (name, value, position)
        }
        return nil
    }

    /// A choice of style on the comparison (a ternary, an `if`, a `guard`) must give light content on the dark
    /// side, the rule the status-bar check models. A comparison that picks no style directly (the style
    /// assigned to a local and returned later, say) is not read: which side gets light content is unknown.
    private static func agreesWithRule(_ comparison: CodeExpr, choices: [StatusBarChoice]) -> Bool {
        guard case .binary(let operation, let left, _, _) = comparison else { return false }
        let trueWhenDark = (["<", "<="].contains(operation)) == (isIdentifier(left))
        return choices.contains { choice in
            guard case .binary(let op, _, _, let at) = choice.condition, op == operation, at == comparison.position
            else { return false }
            return trueWhenDark == (choice.whenTrue == "lightContent")
        }
    }

    private static func isIdentifier(_ expression: CodeExpr) -> Bool {
        if case .identifier = expression { return true }
        return false
    }

    /// A helper's reading: its measure, threshold (on a 0...1 scale), and whether it returns `true` at or
    /// above the threshold; `unreadable` when the threshold's scale is unknown.
    struct HelperReading {
        var measure: StatusBarMeasure
        var threshold: Double
        var trueAbove: Bool
        var unreadable: String?
    }

    /// A choice of style whose condition calls a helper on the bar color (`bar.isDark ? .lightContent :
    /// .darkContent`, `if bar.isLight { return .darkContent }`, ...).
    private static func findThroughHelper(
        _ choices: [StatusBarChoice], file: Int, resolver: UsageColorResolver
    ) -> StatusBarUse? {
        for choice in choices {
            guard let (name, color) = helperCall(choice.condition),
                let reading = helperReading(name, evaluator: resolver.evaluator)
            else { continue }
            // The rule gives light content below the threshold, where a `trueAbove` helper is false.
            guard (choice.whenTrue == "lightContent") == !reading.trueAbove else { continue }
            return StatusBarUse(
                bar: resolver.resolve(color), threshold: reading.threshold,
                site: resolver.evaluator.location(choice.position, file: file), measure: reading.measure,
                unreadable: reading.unreadable, written: written(color), helper: name)
        }
        return nil
    }

    /// `bar.isLight`, `bar.isLight()`, `isLight(bar)`: the helper's name and the color it is called on.
    private static func helperCall(_ condition: CodeExpr) -> (String, CodeExpr)? {
        switch condition {
        case .member(let color, let name, _): return (name, color)
        case .call(.member(let color, let name, _), let arguments, _) where arguments.isEmpty: return (name, color)
        case .call(.identifier(let name, _), let arguments, _) where arguments.count == 1:
            return (name, arguments[0].value)
        case .tuple(let elements, _) where elements.count == 1 && elements[0].label == nil:
            return helperCall(elements[0].value)
        default: return nil
        }
    }

    /// Reads the helper's body: the value it returns must compare a measure with a number.
    private static func helperReading(_ name: String, evaluator: CodeEvaluator) -> HelperReading? {
        for entry in evaluator.entries where entry.declaration.name == name {
            guard let body = entry.declaration.body, let returned = returnedValue(body),
                let reading = measureReading(returned, in: body, evaluator: evaluator)
            else { continue }
            return reading
        }
        return nil
    }

    /// What `comparison` (`yiq >= 128`, `brightness < 0.7`) compares, read from the body it is in: the measure,
    /// the threshold on a 0...1 scale, and which side is `true`; `nil` when it compares no measure the reader
    /// recognizes.
    static func measureReading(
        _ comparison: CodeExpr, in body: [CodeStatement], evaluator: CodeEvaluator
    ) -> HelperReading? {
        guard let (measured, threshold, measureOnLeft, operation) = numberComparison(comparison) else {
            return nil
        }
        let expressions = CodeStatement.expressions(in: body)
        let trueAbove = [">", ">="].contains(operation) == measureOnLeft
        if case .identifier(let local, _) = measured, brightnessLocals(expressions).contains(local) {
            return HelperReading(measure: .hsbBrightness, threshold: threshold, trueAbove: trueAbove)
        }
        let numbers = Set(expressions.flatMap(numbers(in:)))
        let measure: StatusBarMeasure
        var normalized =
            numbers.isSuperset(of: [0.2126, 0.7152, 0.0722]) || numbers.isSuperset(of: [0.299, 0.587, 0.114])
        if numbers.isSuperset(of: [0.2126, 0.7152, 0.0722]) {
            // The sRGB linearization's constants, in the body or in a function it applies to the channels,
            // say whether the weights apply to linear channels.
            let transforms = channelTransforms(expressions, evaluator: evaluator)
            if let unseen = transforms.unseen {
                return HelperReading(
                    measure: .relativeLuminance, threshold: threshold, trueAbove: trueAbove,
                    unreadable: "the channels go through `\(unseen)`, which the reader did not find")
            }
            let linearizes = !numbers.union(transforms.numbers).isDisjoint(with: Self.linearization)
            measure = linearizes ? .relativeLuminance : .encodedLuma
        } else if numbers.isSuperset(of: [0.299, 0.587, 0.114]) {
            measure = .yiq
        } else if numbers.isSuperset(of: [299, 587, 114]) {
            // Integer weights are a weighted mean only when the sum is divided by their total.
            measure = .yiq
            normalized = numbers.contains(1000)
        } else {
            return nil
        }
        var reading = HelperReading(measure: measure, threshold: threshold, trueAbove: trueAbove)
        if !normalized {
            reading.unreadable = "the weights are not divided by their total"
        } else if threshold > 1 {
            // A threshold above 1 is on the scale of 8-bit channels, which the body must show.
            if threshold <= 255 && numbers.contains(255) {
                reading.threshold = threshold / 255
            } else {
                reading.unreadable = "nothing in the helper scales the channels to 0-255"
            }
        }
        return reading
    }

    /// Constants of the sRGB linearization (WCAG 2's 0.03928 and the standard's 0.04045 thresholds, the linear
    /// segment's slope, the curve's offset and exponent).
    private static let linearization: Set<Double> = [0.03928, 0.04045, 12.92, 1.055, 2.4]

    /// Functions the body applies to single values (`linear(r)`): the numbers in the bodies of those the
    /// reader knows, and the first it does not know (a function nested in the helper, which the reader skips).
    private static func channelTransforms(
        _ expressions: [CodeExpr], evaluator: CodeEvaluator
    ) -> (numbers: Set<Double>, unseen: String?) {
        var names: [String] = []
        for expression in expressions {
            expression.forEach { node in
                guard case .call(.identifier(let name, _), let arguments, _) = node, arguments.count == 1,
                    arguments[0].label == nil, let first = name.first, first.isLowercase,
                    !["abs", "sqrt", "round", "floor", "ceil", "fabs"].contains(name), !names.contains(name)
                else { return }
                names.append(name)
            }
        }
        var found: Set<Double> = []
        for name in names {
            let bodies = evaluator.entries.filter { $0.declaration.name == name }.compactMap(\.declaration.body)
            guard !bodies.isEmpty else { return (found, name) }
            for body in bodies { found.formUnion(CodeStatement.expressions(in: body).flatMap(numbers(in:))) }
        }
        return (found, nil)
    }

    /// The value a body returns: its one `return`, or its single expression.
    static func returnedValue(_ body: [CodeStatement]) -> CodeExpr? {
        var returned: [CodeExpr] = []
        for statement in body {
            if case .returnValue(let value?, _) = statement { returned.append(value) }
        }
        if returned.isEmpty, body.count == 1, case .expression(let value) = body[0] { returned.append(value) }
        return returned.count == 1 ? returned[0] : nil
    }

    /// `measure < 0.5` or `128 <= measure`: the measured side, the number, whether the measure is on the left,
    /// and the operator.
    private static func numberComparison(_ node: CodeExpr) -> (CodeExpr, Double, Bool, String)? {
        if case .tuple(let elements, _) = node, elements.count == 1, elements[0].label == nil {
            return numberComparison(elements[0].value)
        }
        guard case .binary(let operation, let left, let right, _) = node, ["<", "<=", ">", ">="].contains(operation)
        else { return nil }
        if case .number(let value, _, _) = right { return (left, value, true, operation) }
        if case .number(let value, _, _) = left { return (right, value, false, operation) }
        return nil
    }

    /// Locals given a color's brightness by `getHue(_:saturation:brightness:alpha:)`.
    private static func brightnessLocals(_ expressions: [CodeExpr]) -> Set<String> {
        var locals: Set<String> = []
        for expression in expressions {
            expression.forEach { node in
                if let (_, local) = brightnessRead(node) { locals.insert(local) }
            }
        }
        return locals
    }

    /// `color.getHue(nil, saturation: nil, brightness: &b, alpha: nil)`, `getHue(...)` on `self`, or
    /// Objective-C `[color getHue:nil saturation:nil brightness:&b alpha:nil]`: the color (nil for `self`) and
    /// the local given its brightness.
    private static func brightnessRead(_ node: CodeExpr) -> (CodeExpr?, String)? {
        let color: CodeExpr?
        let arguments: [CodeArgument]
        switch node {
        case .call(.member(let receiver, "getHue", _), let list, _):
            (color, arguments) = (receiver, list)
        case .call(.identifier("getHue", _), let list, _):
            (color, arguments) = (nil, list)
        case .message(let receiver, let list, _) where list.first?.label == "getHue":
            (color, arguments) = (receiver, list)
        default:
            return nil
        }
        for argument in arguments where argument.label == "brightness" {
            if case .inoutReference(.identifier(let name, _), _) = argument.value { return (color, name) }
        }
        return nil
    }

    private static func numbers(in expression: CodeExpr) -> [Double] {
        var result: [Double] = []
        expression.forEach { node in
            if case .number(let value, _, _) = node { result.append(value) }
        }
        return result
    }

    /// `tag.color`, `barColor`, `self.bar`: a name or a chain of member names.
    private static func written(_ expression: CodeExpr) -> String? {
        switch expression {
        case .identifier(let name, _): return name
        case .member(let base, let name, _): return written(base).map { $0 + "." + name }
        default: return nil
        }
    }

    /// Uses whose bar color is known only at run time, where the pick is all the code fixes: what the pick
    /// gives over every 8-bit bar color (`StatusBarPick.extremes`), a warning when some bar gets text below
    /// 4.5:1 (WCAG 2.2 SC 1.4.3; the status bar's time and icons are small text), else a note. Not a pairing: no
    /// one bar color is known, and the colors the bar really takes may be fewer than all of them.
    static func runtimeBarNotes(_ uses: [StatusBarUse]) -> [UsageNote] {
        uses.compactMap { use in
            guard use.unreadable == nil, use.fixedStyles.isEmpty, case .unknown(let reason) = use.bar else {
                return nil
            }
            let pick = StatusBarPick(measure: use.measure, threshold: use.threshold)
            let extremes = pick.extremes()
            guard !extremes.isEmpty else { return nil }
            let through = use.helper.map { " through `\($0)`" } ?? ""
            let worst = extremes.map { extreme in
                let text = extreme.style == .lightContent ? "white" : "black"
                return "\(text) text as low as \(Wording.ratio(extreme.ratio)) (bar \(extreme.bar.hex))"
            }
            let failing = extremes.contains { $0.ratio < WCAG2Contrast.aa }
            let balanced = StatusBarPick(measure: .relativeLuminance, threshold: StatusBarPick.balancedLuminance)
            let floor = balanced.extremes().map(\.ratio).min() ?? 0
            let advice =
                failing
                ? "; picking by relative luminance below \(Wording.number(StatusBarPick.balancedLuminance)) keeps "
                    + "every bar at \(Wording.ratio(floor)) or more" : ""
            return UsageNote(
                location: use.site,
                message: "status bar over \(use.written.map { "`\($0)`" } ?? "a color known only at run time"), "
                    + "which \(reason): the code picks the style by "
                    + "\(pick.summary)\(through); over every 8-bit sRGB bar color that gives "
                    + worst.joined(separator: " and ") + advice,
                severity: failing ? .warning : .note)
        }
    }

    /// Uses whose measure or threshold's scale the helper does not show, as notes that their pairing is not
    /// evaluated (not counted with the pairings whose colors cannot be evaluated: the summary names that
    /// reason).
    static func unmodelledNotes(_ uses: [StatusBarUse]) -> [UsageNote] {
        uses.compactMap { use in
            guard let reason = use.unreadable, let bar = use.bar.name else { return nil }
            let id = Pairing.defaultID(foreground: nil, backgrounds: [bar], role: .statusBar)
            let through = use.helper.map { " (through `\($0)`, compared with \(Wording.number(use.threshold)))" } ?? ""
            return UsageNote(
                location: use.site,
                message: "pairing \"\(id)\" not evaluated: the code picks the style by \(use.measure.phrase)"
                    + "\(through), but \(reason), so the pick cannot be checked")
        }
    }
}
