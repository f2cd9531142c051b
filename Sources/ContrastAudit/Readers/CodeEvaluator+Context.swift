import Foundation

extension CodeEvaluator {
    /// `Theme(colors: .sepia)`, `Colors(paperBackground: .base100)`: an implicit member passed for a parameter
    /// (or a memberwise property) of an app type is that type's static member, as the compiler reads it, even
    /// when a built-in color or a trait case has the same name (`.black`, `.light`).
    func contextualArguments(
        _ arguments: [CodeArgument], types typesOfLabels: @autoclosure () -> [String?: String], scope: [String]
    )
        -> [CodeArgument]
    {
        // Most calls pass no implicit member: the parameter types are not even looked up then.
        guard
            arguments.contains(where: {
                switch $0.value {
                case .implicitMember, .call(.implicitMember("init", _), _, _): return true
                default: return false
                }
            })
        else { return arguments }
        let types = typesOfLabels()
        return arguments.map { argument in
            // `.init(hexCode: "#F4F4F8")` for a `UIColor` parameter is `UIColor(hexCode:)`, not the enclosing type's.
            if case .call(.implicitMember("init", let position), let inner, let at) = argument.value,
                let declared = types[argument.label]
            {
                let type = CodeValue.plainType(declared)
                let resolved = Self.colorTypes.contains(type) ? type : resolveType(type, from: scope)
                guard let resolved, !type.isEmpty else { return argument }
                var typed = argument
                typed.value = .call(.identifier(resolved, position), inner, at)
                return typed
            }
            guard case .implicitMember(let name, let position) = argument.value,
                let declared = types[argument.label]
            else { return argument }
            let type = CodeValue.plainType(declared)
            guard !type.isEmpty, !Self.colorTypes.contains(type), let resolved = resolveType(type, from: scope),
                typeKinds[resolved] != nil,
                memberDeclarations(name, of: resolved).contains(where: { entries[$0].declaration.isStatic })
            else { return argument }
            var typed = argument
            typed.value = .member(.identifier(resolved, position), name, position)
            return typed
        }
    }

    /// The declared types of the parameters of `indices` by label (the first declaration that has the label).
    func parameterTypes(_ indices: [Int]) -> [String?: String] {
        var types: [String?: String] = [:]
        for index in indices {
            for parameter in entries[index].declaration.parameters where types[parameter.label] == nil {
                types[parameter.label] = parameter.type
            }
        }
        return types
    }

    /// `static var current: Palette { isDark ? .dark : .light }`: an implicit member that a property of an app
    /// type returns is that type's static member, as the compiler reads it, not the trait case of that name.
    /// Only the returned positions are typed (branches of a ternary, `return`, a single expression).
    func typedReturns(_ declaration: CodeDeclaration) -> (value: CodeExpr?, body: [CodeStatement]?) {
        guard declaration.kind == .property, let declared = declaration.type else {
            return (declaration.value, declaration.body)
        }
        let type = CodeValue.plainType(declared)
        guard !type.isEmpty, !Self.colorTypes.contains(type), let resolved = resolveType(type, from: declaration.scope),
            typeKinds[resolved] != nil
        else { return (declaration.value, declaration.body) }
        func typed(_ expression: CodeExpr) -> CodeExpr {
            switch expression {
            case .implicitMember(let name, let position)
            where memberDeclarations(name, of: resolved).contains(where: { entries[$0].declaration.isStatic }):
                return .member(.identifier(resolved, position), name, position)
            case .ternary(let condition, let then, let otherwise, let position):
                return .ternary(condition, typed(then), typed(otherwise), position)
            default:
                return expression
            }
        }
        func typedStatements(_ statements: [CodeStatement]) -> [CodeStatement] {
            statements.map { statement in
                switch statement {
                case .returnValue(let value?, let position): return .returnValue(typed(value), position)
                case .expression(let value): return .expression(typed(value))
                case .ifStatement(let conditions, let then, let otherwise, let position):
                    return .ifStatement(
                        conditions, then: typedStatements(then), otherwise: otherwise.map(typedStatements), position)
                case .switchStatement(let subject, let cases, let position):
                    return .switchStatement(
                        subject,
                        cases.map {
                            CodeSwitchCase(
                                patterns: $0.patterns, body: typedStatements($0.body),
                                guardExpression: $0.guardExpression)
                        },
                        position)
                case .block(let inner, let position): return .block(typedStatements(inner), position)
                default: return statement
                }
            }
        }
        return (declaration.value.map(typed), declaration.body.map(typedStatements))
    }
}
