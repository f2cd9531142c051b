import Foundation

/// One place where status-bar code picks between the two styles on a condition, whatever its form:
/// `c ? .lightContent : .darkContent`, `if c { return .lightContent } else { return .darkContent }`,
/// `if c { return .lightContent }` followed by `return .darkContent`, and
/// `guard c else { return .darkContent }` followed by `return .lightContent`.
///
/// Reading every form alike matters because the rule's direction is checked on each: a brightness rule
/// written as an `if` that gives dark text on dark bars is not the rule the status-bar check models, and
/// must not become a pairing (a false alarm on every bar).
struct StatusBarChoice {
    /// The condition with any `!` and parentheses removed.
    var condition: CodeExpr
    /// The style picked when `condition` holds (already swapped for an odd number of `!`).
    var whenTrue: String
    var whenFalse: String
    var position: CodePosition

    /// Every choice in a getter's body, ternaries first (in source order), then statement forms.
    static func all(in body: [CodeStatement]) -> [StatusBarChoice] {
        var found: [StatusBarChoice] = []
        for expression in CodeStatement.expressions(in: body) {
            expression.forEach { node in
                guard case .ternary(let condition, let yes, let no, let position) = node,
                    let choice = make(condition, yes: style(yes), no: style(no), at: position)
                else { return }
                found.append(choice)
            }
        }
        statements(body, into: &found)
        return found
    }

    private static func statements(_ body: [CodeStatement], into found: inout [StatusBarChoice]) {
        for (index, statement) in body.enumerated() {
            let next = index + 1 < body.count ? returnedStyle([body[index + 1]]) : nil
            switch statement {
            case .ifStatement(let conditions, let then, let otherwise, let position):
                if conditions.count == 1, case .expression(let condition) = conditions[0],
                    let choice = make(
                        condition, yes: returnedStyle(then), no: otherwise.map(returnedStyle) ?? next, at: position)
                {
                    found.append(choice)
                }
                statements(then, into: &found)
                if let otherwise { statements(otherwise, into: &found) }
            case .guardStatement(let conditions, let otherwise, let position):
                if conditions.count == 1, case .expression(let condition) = conditions[0],
                    let choice = make(condition, yes: next, no: returnedStyle(otherwise), at: position)
                {
                    found.append(choice)
                }
            case .block(let inner, _):
                statements(inner, into: &found)
            default:
                break
            }
        }
    }

    private static func make(_ condition: CodeExpr, yes: String?, no: String?, at position: CodePosition) -> Self? {
        guard let yes, let no, Set([yes, no]) == ["lightContent", "darkContent"] else { return nil }
        var condition = condition
        var negated = false
        while true {
            if case .prefix("!", let inner, _) = condition {
                negated.toggle()
                condition = inner
            } else if case .tuple(let elements, _) = condition, elements.count == 1, elements[0].label == nil {
                condition = elements[0].value
            } else {
                break
            }
        }
        return StatusBarChoice(
            condition: condition, whenTrue: negated ? no : yes, whenFalse: negated ? yes : no, position: position)
    }

    /// The style a branch returns: its one statement `return .lightContent` (or the bare expression of an
    /// `if` expression).
    private static func returnedStyle(_ body: [CodeStatement]) -> String? {
        guard body.count == 1 else { return nil }
        switch body[0] {
        case .returnValue(let value?, _): return style(value)
        case .expression(let value): return style(value)
        default: return nil
        }
    }

    /// `.lightContent`, `UIStatusBarStyle.lightContent` and Objective-C `UIStatusBarStyleLightContent`.
    static func style(_ expression: CodeExpr) -> String? {
        let name: String
        switch expression {
        case .implicitMember(let member, _): name = member
        case .member(.identifier("UIStatusBarStyle", _), let member, _): name = member
        case .identifier("UIStatusBarStyleLightContent", _): name = "lightContent"
        case .identifier("UIStatusBarStyleDarkContent", _): name = "darkContent"
        default: return nil
        }
        return ["lightContent", "darkContent"].contains(name) ? name : nil
    }
}
