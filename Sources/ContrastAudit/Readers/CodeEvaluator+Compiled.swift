import Foundation

/// An app's color initializer whose body is one `self.init(red: ..., green: ..., ...)` of a color type with
/// arguments computed from its parameters (`UIColor(rgb:)` running `CGFloat((rgb >> 16) & 0xFF) / 255`),
/// compiled once into a tree of the operations the generic evaluator would run, so that each call no longer
/// walks the syntax tree through scopes, name lookups and the dispatch of `call`/`construct`.
///
/// Running it gives exactly what `run(body, scope)` gives: the same arithmetic (`CodeArithmetic.apply`), the same
/// conversions (`converted(toType:)`), the same `colorInitializer`, and the same step count added to the budget.
/// Whatever the compiled form does not cover gives `nil` at run time (a parameter that is not a number, an
/// operation that fails, a color initializer that reports a problem, a budget or depth near its limit), and the
/// caller then runs the body the generic way from the start: nothing has been changed by then.
struct CompiledInitializer {
    indirect enum Operation {
        /// A number literal, with the kind the file's language gives it.
        case constant(CodeValue)
        /// A parameter of the initializer, by name.
        case parameter(String)
        /// A binary operator that `CodeArithmetic.apply` evaluates.
        case arithmetic(String, Operation, Operation)
        /// `CGFloat(x)`, `Double(x)`, `Int(x)`: a numeric conversion of one argument, by the type's name.
        case conversion(String, Operation)
    }

    /// The color type `self.init` builds (`UIColor`), the path of the type being initialized, the labels and
    /// operations of its arguments, and where the call is.
    let typeName: String
    let path: [String]
    let labels: [String?]
    let operations: [Operation]
    let position: CodePosition
    /// The steps (`budget`) the generic evaluation takes, and the deepest nesting (`depth`) it reaches.
    let steps: Int
    let nesting: Int

    /// The operators `binary` hands to `CodeArithmetic.apply` unchanged (no short circuit, no assignment).
    static let arithmeticOperators: Set<String> = [
        "+", "-", "*", "/", "%", "&", "|", "^", "<<", ">>", "&+", "&-", "&*",
    ]
}

/// What the evaluator knows about compiling one declaration.
enum CompiledState {
    case untried
    case generic
    case compiled(CompiledInitializer)
}

extension CodeEvaluator {
    /// The compiled form of the initializer `index` (compiled at its first call), or `nil` when the body is not of
    /// the one shape compiled.
    func compiledInitializer(_ index: Int, _ scope: CodeScope) -> CompiledInitializer? {
        guard compiles else { return nil }
        if compiled.isEmpty { compiled = Array(repeating: .untried, count: entries.count) }
        switch compiled[index] {
        case .compiled(let form): return form
        case .generic: return nil
        case .untried:
            let form = compile(entries[index].declaration, file: entries[index].file, scope)
            compiled[index] = form.map { .compiled($0) } ?? .generic
            return form
        }
    }

    private func compile(_ declaration: CodeDeclaration, file: Int, _ scope: CodeScope) -> CompiledInitializer? {
        guard declaration.kind == .initializer, languages[file] == .swift, let body = declaration.body,
            body.count == 1, case .expression(let expression) = body[0],
            case .call(.member(.identifier("self", _), "init", _), let arguments, let position) = expression
        else { return nil }
        let names = declaration.parameters.map(\.name)
        // A parameter named like a word or `self` would be read differently; each name once.
        guard Set(names).count == names.count, !names.contains(where: { $0.utf8.count <= 5 && isWord($0) }) else {
            return nil
        }
        let path = declaration.scope
        guard let typeName = path.last, Self.colorTypes.contains(typeName), arguments.count > 1,
            !(members[path.joined(separator: ".")]?["init"] ?? []).contains(where: {
                entries[$0].declaration.body != nil && mayBind(entries[$0].declaration.parameters, arguments)
            })
        else { return nil }
        var operations: [CompiledInitializer.Operation] = []
        // The statement, the call and `self`; arguments are evaluated one level inside the call.
        var steps = 3
        var nesting = 2
        for argument in arguments where argument.key == nil {
            guard let (operation, count, depth) = compile(argument.value, names, scope) else { return nil }
            operations.append(operation)
            steps += count
            nesting = max(nesting, 1 + depth)
        }
        guard operations.count == arguments.count else { return nil }
        return CompiledInitializer(
            typeName: typeName, path: path, labels: arguments.map(\.label), operations: operations,
            position: position, steps: steps, nesting: nesting)
    }

    private func isWord(_ name: String) -> Bool {
        ["true", "YES", "false", "NO", "nil", "NULL", "Nil", "self", "Self"].contains(name)
    }

    /// An expression as an operation, with the `evaluate` calls it takes and the nesting they reach.
    private func compile(
        _ expression: CodeExpr, _ names: [String], _ scope: CodeScope
    )
        -> (CompiledInitializer.Operation, Int, Int)?
    {
        switch expression {
        case .number(let value, let isInteger, _):
            return (.constant(.number(value, isInteger ? .literal : .float)), 1, 1)
        case .identifier(let name, _) where names.contains(name):
            return (.parameter(name), 1, 1)
        case .binary(let operation, let left, let right, _)
        where CompiledInitializer.arithmeticOperators.contains(operation):
            guard let (first, firstSteps, firstDepth) = compile(left, names, scope),
                let (second, secondSteps, secondDepth) = compile(right, names, scope)
            else { return nil }
            return (
                .arithmetic(operation, first, second), 1 + firstSteps + secondSteps, 1 + max(firstDepth, secondDepth)
            )
        case .call(.identifier(let type, _), let arguments, _) where arguments.count == 1 && arguments[0].key == nil:
            // `CGFloat(x)`: the name must mean the number type from this scope, as `identifier` finds it.
            guard !names.contains(type), type.utf8.count > 5 || !isWord(type), type != "colorScheme",
                type != "traitCollection", case .value(.type(let typePath)) = globalName(type, scope),
                let typeName = typePath.last, CodeValue.numericTypes[typeName] != nil,
                let (operand, steps, depth) = compile(arguments[0].value, names, scope)
            else { return nil }
            return (.conversion(typeName, operand), 2 + steps, 1 + max(1, depth))
        default:
            return nil
        }
    }

    /// Runs a compiled initializer in the scope its parameters were bound in; `nil` to run the body instead.
    func run(_ form: CompiledInitializer, _ scope: CodeScope) -> CodeValue? {
        guard budget + form.steps <= Self.stepLimit, depth + form.nesting <= Self.depthLimit,
            case .object(let path, let fields)? = scope.selfValue, fields.isEmpty, path == form.path
        else { return nil }
        var values: [CodeArgumentValue] = []
        values.reserveCapacity(form.operations.count)
        for (label, operation) in zip(form.labels, form.operations) {
            guard let value = value(of: operation, scope) else { return nil }
            values.append((label: label, value: value))
        }
        let result = colorInitializer(form.typeName, values, form.position, scope)
        if result.unknownReason != nil { return nil }
        budget += form.steps
        return result
    }

    private func value(of operation: CompiledInitializer.Operation, _ scope: CodeScope) -> CodeValue? {
        let result: CodeValue
        switch operation {
        case .constant(let value): return value
        case .parameter(let name):
            guard let value = scope.values[name] else { return nil }
            result = value
        case .arithmetic(let symbol, let left, let right):
            guard let first = value(of: left, scope), let second = value(of: right, scope) else { return nil }
            result = CodeArithmetic.apply(symbol, first, second)
        case .conversion(let typeName, let operand):
            guard let number = value(of: operand, scope) else { return nil }
            result = number.converted(toType: typeName)
        }
        guard case .number = result else { return nil }
        return result
    }
}
