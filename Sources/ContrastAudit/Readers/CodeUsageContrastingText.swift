import Foundation

/// A color helper that picks white or black text for the color it is called on by a measure of that color
/// (`var textOverlayColor: UIColor { yiq < 0.5 ? .white : .black }`, an extension of `UIColor` or SwiftUI's
/// `Color`), as apps do for text on a label or tag color.
///
/// At a use site (`label.textColor = color.textOverlayColor` over `backgroundColor = color`) the helper is
/// read like a status-bar helper (`StatusBarUse.measureReading`: the measure, the threshold, the side that is
/// true), and the text it gives is:
/// - for a color the reader knows, white or black per appearance, as the helper would pick it (a computed token
///   named by the expression, `Palette.accent.textOverlayColor`);
/// - for a color known only at run time, not one color: the use is not evaluated, and the note says what the
///   rule gives over every 8-bit sRGB color (`StatusBarPick.extremes`).
/// A helper that gives white on the light side, or whose measure or scale the reader cannot place, is not
/// read: the use stays "changes the color at the use site".
struct ContrastingTextHelper: Sendable {
    var name: String
    /// White below the threshold, black at or above it.
    var pick: StatusBarPick

    /// The helpers declared on color types, by name.
    static func find(_ evaluator: CodeEvaluator) -> [String: ContrastingTextHelper] {
        var found: [String: ContrastingTextHelper] = [:]
        for entry in evaluator.entries {
            let declaration = entry.declaration
            guard let type = declaration.scope.last, UsageColorResolver.colorTypes.contains(type),
                !declaration.isStatic, declaration.parameters.isEmpty, let body = declaration.body,
                let returned = StatusBarUse.returnedValue(body), found[declaration.name] == nil,
                case .ternary(let written, let yes, let no, _) = returned,
                let whenTrue = whiteOrBlack(yes), let whenFalse = whiteOrBlack(no), whenTrue != whenFalse
            else { continue }
            let (condition, negated) = written.withoutNegations
            let whiteWhenTrue = (whenTrue == "white") != negated
            guard let reading = StatusBarUse.measureReading(condition, in: body, evaluator: evaluator),
                reading.unreadable == nil, whiteWhenTrue == !reading.trueAbove
            else { continue }
            found[declaration.name] = ContrastingTextHelper(
                name: declaration.name, pick: StatusBarPick(measure: reading.measure, threshold: reading.threshold))
        }
        return found
    }

    /// `.white`, `UIColor.black`, `Color.white`: "white" or "black".
    private static func whiteOrBlack(_ expression: CodeExpr) -> String? {
        let name: String
        switch expression {
        case .implicitMember(let member, _): name = member
        case .member(.identifier(let type, _), let member, _) where UsageColorResolver.colorTypes.contains(type):
            name = member
        default: return nil
        }
        return ["white", "black"].contains(name) ? name : nil
    }
}

extension UsageColorResolver {
    /// `base.helper` where `helper` picks white or black text for `base`: the text per appearance, or why it
    /// is not evaluated; `nil` when `name` is no such helper.
    func contrastingText(_ base: CodeExpr, _ name: String, at expression: CodeExpr, depth: Int) -> UsageColor? {
        guard let helper = instances.contrastingText[name] else { return nil }
        let color = resolve(base, depth: depth + 1)
        let rule = helper.pick.measure.phrase + " below " + Wording.number(helper.pick.threshold)
        let through = "is white or black as `\(name)` picks it (white for \(rule))"
        if case .unknown(let reason) = color {
            let worst = helper.pick.extremes().map { extreme in
                "\(extreme.style == .lightContent ? "white" : "black") text as low as "
                    + "\(Wording.ratio(extreme.ratio)) (on \(extreme.bar.hex))"
            }
            return .unknown(
                "\(through) for a color known only at run time (\(reason)); over every 8-bit sRGB color that "
                    + "rule gives " + worst.joined(separator: " and "))
        }
        guard let written = Self.text(expression) else { return nil }
        var variants: [Variant] = []
        for luminosity in [Luminosity.light, .dark] {
            guard let concrete = concreteColor(base, in: Appearance(luminosity)), concrete.isOpaque else {
                return .unknown("\(through), for a color the reader cannot evaluate opaque in every appearance")
            }
            let white = helper.pick.style(for: concrete) == .lightContent
            variants.append(
                Variant(
                    selector: AppearanceSelector(luminosity: luminosity),
                    value: .reference(
                        name: SystemColors.uikitPrefix + (white ? "white" : "black"), location: SourceLocation(path: "")
                    )))
        }
        return .computed(written, variants, evaluator.location(expression.position, file: file))
    }

    /// The color `expression` has in `appearance`, evaluated at the site; `nil` when it reads other traits than
    /// the luminosity or cannot be evaluated.
    private func concreteColor(_ expression: CodeExpr, in appearance: Appearance) -> Color? {
        atSite(expression, in: appearance) { value -> Color? in
            guard case .color(let color) = value, case .success(let concrete) = evaluator.materialize(color),
                evaluator.traits.isSubset(of: [.luminosity])
            else { return nil }
            return concrete
        }
    }
}
