import Foundation

/// A status-bar style the code picks from a bar color's HSB brightness:
/// `bar.getHue(nil, saturation: nil, brightness: &b, alpha: nil)` and `b < 0.7 ? .lightContent : .darkContent`
/// in a `preferredStatusBarStyle` or any `UIStatusBarStyle` getter. The compared number is the threshold.
struct StatusBarUse {
    var bar: UsageColor
    var threshold: Double
    var site: SourceLocation

    static func find(in declaration: CodeDeclaration, file: Int, resolver: UsageColorResolver) -> StatusBarUse? {
        guard
            declaration.name == "preferredStatusBarStyle" || declaration.name == "statusBarStyle"
                || (declaration.type?.contains("StatusBarStyle") ?? false),
            let body = declaration.body
        else { return nil }
        let expressions = CodeStatement.expressions(in: body)
        // Which local holds the brightness of which color.
        var brightness: [String: CodeExpr] = [:]
        for expression in expressions {
            expression.forEach { node in
                guard case .call(.member(let color, "getHue", _), let arguments, _) = node else { return }
                for argument in arguments where argument.label == "brightness" {
                    if case .inoutReference(.identifier(let name, _), _) = argument.value { brightness[name] = color }
                }
            }
        }
        guard !brightness.isEmpty else { return nil }
        var found: StatusBarUse?
        for expression in expressions {
            expression.forEach { node in
                guard found == nil, let (name, threshold, position) = comparison(node), let color = brightness[name],
                    agreesWithRule(node, in: expressions)
                else { return }
                found = StatusBarUse(
                    bar: resolver.resolve(color), threshold: threshold,
                    site: resolver.evaluator.location(position, file: file))
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

    /// A ternary on the comparison must give light content on the dark side (the rule the status-bar check
    /// models); a comparison elsewhere (an `if`) is taken as the rule.
    private static func agreesWithRule(_ comparison: CodeExpr, in expressions: [CodeExpr]) -> Bool {
        guard case .binary(let operation, let left, _, _) = comparison else { return false }
        var agrees = true
        for expression in expressions {
            expression.forEach { node in
                guard case .ternary(let condition, let yes, _, _) = node,
                    case .binary(let op, _, _, let at) = condition, op == operation, at == comparison.position,
                    case .implicitMember(let style, _) = yes
                else { return }
                let darkSide = (["<", "<="].contains(operation)) == (isIdentifier(left))
                agrees = darkSide == (style == "lightContent")
            }
        }
        return agrees
    }

    private static func isIdentifier(_ expression: CodeExpr) -> Bool {
        if case .identifier = expression { return true }
        return false
    }
}
