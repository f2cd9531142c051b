/// Visiting every expression of a body, for readers that look for patterns anywhere in it (a brightness
/// comparison in a status-bar style getter).
extension CodeExpr {
    /// The expression and everything inside it, depth first, at most `limit` nodes.
    package func forEach(limit: Int = 10_000, _ visit: (CodeExpr) -> Void) {
        var stack: [CodeExpr] = [self]
        var count = 0
        while let next = stack.popLast(), count < limit {
            count += 1
            visit(next)
            stack += next.children
        }
    }

    /// The direct subexpressions, with the expressions of nested statements.
    package var children: [CodeExpr] {
        switch self {
        case .member(let base, _, _), .prefix(_, let base, _), .postfix(_, let base, _), .cast(let base, _, _),
            .inoutReference(let base, _):
            return [base]
        case .call(let callee, let arguments, _), .subscripted(let callee, let arguments, _),
            .message(let callee, let arguments, _):
            return [callee] + arguments.map(\.value)
        case .binary(_, let left, let right, _):
            return [left, right]
        case .ternary(let condition, let yes, let no, _):
            return [condition, yes, no]
        case .tuple(let arguments, _), .pound(_, let arguments, _):
            return arguments.map(\.value)
        case .array(let elements, _):
            return elements
        case .dictionary(let entries, _):
            return entries.flatMap { [$0.key, $0.value] }
        case .closure(let closure, _):
            return CodeStatement.expressions(in: closure.body)
        case .statements(let statements, _):
            return CodeStatement.expressions(in: statements)
        default:
            return []
        }
    }
}

extension CodeExpr {
    /// The expression under its `!` prefixes, and whether they negate it (an odd count).
    package var withoutNegations: (expression: CodeExpr, negated: Bool) {
        var expression = self
        var negated = false
        while case .prefix("!", let inner, _) = expression {
            negated.toggle()
            expression = inner
        }
        return (expression, negated)
    }
}

extension CodeStatement {
    /// The top-level expressions of statements, with those of nested blocks and branches.
    package static func expressions(in statements: [CodeStatement]) -> [CodeExpr] {
        var result: [CodeExpr] = []
        for statement in statements {
            switch statement {
            case .binding(_, _, let value?, _): result.append(value)
            case .expression(let expression): result.append(expression)
            case .returnValue(let value?, _): result.append(value)
            case .ifStatement(let conditions, let then, let otherwise, _):
                result += conditions.map(\.expression) + expressions(in: then) + expressions(in: otherwise ?? [])
            case .guardStatement(let conditions, let otherwise, _):
                result += conditions.map(\.expression) + expressions(in: otherwise)
            case .switchStatement(let subject, let cases, _):
                result.append(subject)
                for item in cases {
                    result += item.patterns + expressions(in: item.body)
                    if let guardExpression = item.guardExpression { result.append(guardExpression) }
                }
            case .block(let body, _): result += expressions(in: body)
            default: break
            }
        }
        return result
    }
}

extension CodeCondition {
    /// The condition's expression (the value of an optional binding).
    package var expression: CodeExpr {
        switch self {
        case .expression(let expression): expression
        case .binding(_, let value): value
        }
    }
}

extension CodeDeclaration {
    /// The expressions of the body (with nested blocks and branches) and of the initial value.
    package var expressions: [CodeExpr] {
        var result = body.map(CodeStatement.expressions(in:)) ?? []
        if let value { result.append(value) }
        return result
    }
}

extension CodeExpr {
    /// The expression with some nodes replaced: `transform` returns a node's replacement (taken as it is), or
    /// `nil` to keep the node and rewrite its parts. Closures and statement blocks are kept as they are. At most
    /// `depth` levels are rewritten.
    package func rewritten(depth: Int = 32, _ transform: (CodeExpr, _ depth: Int) -> CodeExpr?) -> CodeExpr {
        guard depth > 0 else { return self }
        if let replaced = transform(self, depth) { return replaced }
        func inner(_ expression: CodeExpr) -> CodeExpr { expression.rewritten(depth: depth - 1, transform) }
        func arguments(_ list: [CodeArgument]) -> [CodeArgument] { list.mappingValues(inner) }
        switch self {
        case .member(let base, let name, let position): return .member(inner(base), name, position)
        case .call(let callee, let list, let position): return .call(inner(callee), arguments(list), position)
        case .subscripted(let base, let list, let position): return .subscripted(inner(base), arguments(list), position)
        case .binary(let operation, let left, let right, let position):
            return .binary(operation, inner(left), inner(right), position)
        case .prefix(let operation, let operand, let position): return .prefix(operation, inner(operand), position)
        case .postfix(let operation, let operand, let position): return .postfix(operation, inner(operand), position)
        case .ternary(let condition, let yes, let no, let position):
            return .ternary(inner(condition), inner(yes), inner(no), position)
        case .tuple(let list, let position): return .tuple(arguments(list), position)
        case .array(let elements, let position): return .array(elements.map(inner), position)
        case .cast(let base, let type, let position): return .cast(inner(base), type, position)
        default: return self
        }
    }

    /// The expression with every position set to `position`, closures and statement blocks kept as they are: code
    /// of one file read in place of a call in another (an app's style method), located at that call.
    package func relocated(to position: CodePosition, depth: Int = 32) -> CodeExpr {
        rewritten(depth: depth) { node, depth in
            func inner(_ expression: CodeExpr) -> CodeExpr { expression.relocated(to: position, depth: depth - 1) }
            func arguments(_ list: [CodeArgument]) -> [CodeArgument] { list.mappingValues(inner) }
            switch node {
            case .number(let value, let isInteger, _): return .number(value, isInteger: isInteger, position)
            case .string(let text, let interpolated, _): return .string(text, interpolated: interpolated, position)
            case .identifier(let name, _): return .identifier(name, position)
            case .implicitMember(let name, _): return .implicitMember(name, position)
            case .member(let base, let name, _): return .member(inner(base), name, position)
            case .call(let callee, let list, _): return .call(inner(callee), arguments(list), position)
            case .subscripted(let base, let list, _): return .subscripted(inner(base), arguments(list), position)
            case .binary(let operation, let left, let right, _):
                return .binary(operation, inner(left), inner(right), position)
            case .prefix(let operation, let operand, _): return .prefix(operation, inner(operand), position)
            case .postfix(let operation, let operand, _): return .postfix(operation, inner(operand), position)
            case .ternary(let condition, let yes, let no, _):
                return .ternary(inner(condition), inner(yes), inner(no), position)
            case .tuple(let list, _): return .tuple(arguments(list), position)
            case .array(let elements, _): return .array(elements.map(inner), position)
            case .cast(let base, let type, _): return .cast(inner(base), type, position)
            case .pound(let name, let list, _): return .pound(name, arguments(list), position)
            case .unknown(let text, _): return .unknown(text, position)
            default: return node
            }
        }
    }

    /// The expression with some names replaced (`replace` returns the replacement, or `nil` to keep the name).
    package func replacingIdentifiers(depth: Int = 32, _ replace: (String, CodePosition) -> CodeExpr?) -> CodeExpr {
        rewritten(depth: depth) { node, _ in
            guard case .identifier(let name, let position) = node else { return nil }
            return replace(name, position) ?? node
        }
    }

    /// The expression with the ternaries `pick` decides replaced by the arm it picks (`true`: the first).
    package func choosingArms(depth: Int = 32, _ pick: (CodeExpr, CodePosition) -> Bool?) -> CodeExpr {
        rewritten(depth: depth) { node, depth in
            guard case .ternary(let condition, let yes, let no, let position) = node,
                let first = pick(condition, position)
            else { return nil }
            return (first ? yes : no).choosingArms(depth: depth - 1, pick)
        }
    }
}

extension CodeExpr {
    /// `Outer.Inner.name` written out for a type path (`Button.Style`) and a member of it (`filled`), at one
    /// position: how a reader names an app case or member it types itself.
    package static func member(_ name: String, ofType type: String, at position: CodePosition) -> CodeExpr {
        let parts = type.split(separator: ".").map(String.init)
        let base = parts.dropFirst().reduce(CodeExpr.identifier(parts.first ?? type, position)) {
            .member($0, $1, position)
        }
        return .member(base, name, position)
    }
}

extension [CodeArgument] {
    /// The arguments with each value transformed, labels and keys kept.
    func mappingValues(_ transform: (CodeExpr) -> CodeExpr) -> [CodeArgument] {
        map { argument in
            var changed = argument
            changed.value = transform(argument.value)
            return changed
        }
    }
}

extension CodeExpr {
    /// The member a callee or an assignment's target names on the object itself: `setUp` for `setUp` and
    /// `self.setUp`.
    package var ownMemberName: String? {
        switch self {
        case .identifier(let name, _), .member(.identifier("self", _), let name, _): return name
        default: return nil
        }
    }
}
