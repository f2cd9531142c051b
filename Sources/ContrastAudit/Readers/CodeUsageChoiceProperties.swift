/// Colors a view computes from one flag of its own (DESIGN.md §12): `.foregroundStyle(ink).background(fill)`
/// with `private var ink: Color { isSelected ? .white : .pick }` and `private var fill: Color { switch
/// isSelected { case true: .pick; case false: .paper } }`. Each property is read as the choice it makes,
/// `isSelected ? a : b`, so the chain is read once per arm (`SwiftUIUsageWalker.arms`) and the selected
/// text meets the selected fill, never the other's. Only a property whose whole body is one two-way choice
/// is read so; anything else keeps its own reading.
extension SwiftUIUsageWalker {
    /// The modifiers with each argument that names such a property replaced by the choice it makes.
    func inliningChoices(_ modifiers: [Modifier]) -> [Modifier] {
        guard modifiers.contains(where: { choiceProperty($0.arguments.first?.value) != nil }) else { return modifiers }
        return modifiers.map { modifier in
            guard let choice = choiceProperty(modifier.arguments.first?.value) else { return modifier }
            var arguments = modifier.arguments
            arguments[0].value = choice
            return (modifier.name, arguments, modifier.position)
        }
    }

    /// `private var ink: Color { switch kind { case .info: .infoInk; case .warn: .warnInk } }` with `fill`
    /// switching on `kind` over the same cases: the modifiers once per case, each property replaced by that
    /// case's color, so each kind's text meets its own fill. `nil` unless every such property switches on the
    /// same subject over the same cases (a `Bool` flag is `inliningChoices`'s).
    func caseReadings(
        _ modifiers: [Modifier], taken: [String: String]
    ) -> (subject: String, readings: [(String, [Modifier])])? {
        var subject: String?
        var patterns: [String]?
        var tables: [Int: [String: CodeExpr]] = [:]
        for (position, modifier) in modifiers.enumerated() {
            guard let body = propertyBody(modifier.arguments.first?.value),
                let table = Self.caseTable(in: body)
            else { continue }
            guard subject == nil || subject == table.subject, patterns == nil || patterns == table.patterns else {
                return nil
            }
            (subject, patterns) = (table.subject, table.patterns)
            tables[position] = table.results
        }
        guard let subject, let patterns, !tables.isEmpty else { return nil }
        // An enclosing view already took a case of this subject: only that one (or the default that covers it),
        // so a child's text never meets another case's fill.
        var chosen = patterns
        if let outer = taken[subject] {
            chosen = patterns.contains(outer) ? [outer] : patterns.contains("default") ? ["default"] : []
        }
        guard !chosen.isEmpty else { return nil }
        return (
            subject,
            chosen.map { pattern in
                let reading = modifiers.enumerated().map { position, modifier in
                    guard let result = tables[position]?[pattern] else { return modifier }
                    var arguments = modifier.arguments
                    arguments[0].value = result
                    return (modifier.name, arguments, modifier.position)
                }
                return (pattern, reading)
            }
        )
    }

    /// `switch kind { case .info: return a; case .warn: return b }`: the subject's text, the case patterns in
    /// order (`default` for the default) and each one's result; `nil` for a `Bool` switch or any other body.
    private static func caseTable(
        in body: [CodeStatement]
    ) -> (subject: String, patterns: [String], results: [String: CodeExpr])? {
        guard body.count == 1, case .switchStatement(let subjectExpression, let cases, _) = body[0], cases.count >= 2,
            let subject = UsageColorResolver.text(subjectExpression)
        else { return nil }
        var patterns: [String] = []
        var results: [String: CodeExpr] = [:]
        for item in cases {
            guard item.guardExpression == nil, let value = result(of: item.body) else { return nil }
            // `case .warn, .info:` gives both the same color.
            for expression in item.patterns.isEmpty ? [nil] : item.patterns.map(Optional.some) {
                let pattern: String
                switch expression {
                case nil: pattern = "default"
                case .implicitMember(let name, _)?: pattern = "." + name
                case .member(_, let name, _)?: pattern = "." + name
                default: return nil
                }
                guard results[pattern] == nil else { return nil }
                patterns.append(pattern)
                results[pattern] = value
            }
        }
        return (subject, patterns.sorted(), results)
    }

    /// The body of `ink` or `self.ink`, a computed color property of the body's type.
    private func propertyBody(_ expression: CodeExpr?) -> [CodeStatement]? {
        let name: String
        switch expression {
        case .identifier(let identifier, _)?, .member(.identifier("self", _), let identifier, _)?: name = identifier
        default: return nil
        }
        guard resolver.locals[name] == nil, !resolver.typePath.isEmpty else { return nil }
        for index in evaluator.memberDeclarations(name, of: resolver.typePath.joined(separator: ".")) {
            let declaration = evaluator.entries[index].declaration
            guard declaration.kind == .property, !declaration.isStatic, let body = declaration.body,
                CodeThemeBuilder.isColorType(declaration.type)
            else { continue }
            return body
        }
        return nil
    }

    /// `ink` or `self.ink`, a computed color property of the body's type whose body is one choice: that choice
    /// as a ternary.
    private func choiceProperty(_ expression: CodeExpr?) -> CodeExpr? {
        propertyBody(expression).flatMap(Self.choice(in:))
    }

    /// `flag ? a : b`; `if flag { return a } else { return b }` (or `return b` after the `if`); `switch flag {
    /// case true: a; case false: b }` (either order, or one with `default`).
    static func choice(in body: [CodeStatement]) -> CodeExpr? {
        switch body.count {
        case 1:
            switch body[0] {
            case .returnValue(let value?, _), .expression(let value):
                if case .ternary = value { return value }
                return nil
            case .ifStatement(let conditions, let then, let otherwise?, let position):
                return ifChoice(conditions, then, otherwise, position)
            case .switchStatement(let subject, let cases, let position):
                return switchChoice(subject, cases, position)
            default:
                return nil
            }
        case 2:
            guard case .ifStatement(let conditions, let then, nil, let position) = body[0] else { return nil }
            return ifChoice(conditions, then, [body[1]], position)
        default:
            return nil
        }
    }

    private static func ifChoice(
        _ conditions: [CodeCondition], _ then: [CodeStatement], _ otherwise: [CodeStatement], _ position: CodePosition
    ) -> CodeExpr? {
        guard conditions.count == 1, case .expression(let condition) = conditions[0],
            let yes = result(of: then), let no = result(of: otherwise)
        else { return nil }
        return .ternary(condition, yes, no, position)
    }

    private static func switchChoice(
        _ subject: CodeExpr, _ cases: [CodeSwitchCase], _ position: CodePosition
    ) -> CodeExpr? {
        if case .tuple(let flags, _) = subject { return pairChoice(flags.map(\.value), cases, position) }
        guard cases.count == 2, cases.allSatisfy({ $0.guardExpression == nil }) else { return nil }
        var yes: CodeExpr?
        var no: CodeExpr?
        for item in cases {
            guard let value = result(of: item.body) else { return nil }
            switch item.patterns.count == 1 ? item.patterns[0] : nil {
            case .identifier("true", _)?: yes = value
            case .identifier("false", _)?: no = value
            case nil where item.patterns.isEmpty:
                if yes == nil { yes = value } else { no = value }
            default: return nil
            }
        }
        guard let yes, let no else { return nil }
        return .ternary(subject, yes, no, position)
    }

    /// `switch (isDestructive, isEnabled) { case (false, true): a; case (false, false): b; ... }`, two flags
    /// whose four combinations each return one color (a button style's look per state): the nested choice
    /// `isDestructive ? (isEnabled ? c : d) : (isEnabled ? a : b)`, read arm by arm like any other.
    private static func pairChoice(
        _ flags: [CodeExpr], _ cases: [CodeSwitchCase], _ position: CodePosition
    ) -> CodeExpr? {
        guard flags.count == 2, cases.allSatisfy({ $0.guardExpression == nil }) else { return nil }
        var table: [[Bool]: CodeExpr] = [:]
        var fallback: CodeExpr?
        for item in cases {
            guard let value = result(of: item.body) else { return nil }
            if item.patterns.isEmpty {
                fallback = value
                continue
            }
            for pattern in item.patterns {
                guard case .tuple(let elements, _) = pattern, elements.count == 2 else { return nil }
                // `_` stands for both values of its flag.
                var options: [[Bool]] = [[]]
                for element in elements {
                    let values: [Bool]
                    switch element.value {
                    case .identifier("true", _): values = [true]
                    case .identifier("false", _): values = [false]
                    case .identifier("_", _): values = [true, false]
                    default: return nil
                    }
                    options = options.flatMap { prefix in values.map { prefix + [$0] } }
                }
                for option in options where table[option] == nil { table[option] = value }
            }
        }
        func value(_ first: Bool, _ second: Bool) -> CodeExpr? { table[[first, second]] ?? fallback }
        guard let tt = value(true, true), let tf = value(true, false), let ft = value(false, true),
            let ff = value(false, false)
        else { return nil }
        return .ternary(
            flags[0], .ternary(flags[1], tt, tf, position), .ternary(flags[1], ft, ff, position), position)
    }

    /// The value of a branch that only returns one (`return .pick`, or `.pick` alone).
    private static func result(of body: [CodeStatement]) -> CodeExpr? {
        guard body.count == 1 else { return nil }
        switch body[0] {
        case .returnValue(let value?, _), .expression(let value): return value
        default: return nil
        }
    }
}
