import Foundation

extension SwiftUIUsageWalker {
    /// The extended types whose methods a chain may call as modifiers.
    static let styledTypes = ["View", "Text", "Image", "Shape"]

    /// A chain with the app's style methods read in place: `Text("Welcome").titleStyle()`, with `extension Text
    /// { func titleStyle() -> Text { foregroundColor(.primaryText).font(.title) } }`, is `Text("Welcome")
    /// .foregroundColor(.primaryText).font(.title)`. A method is read in place when its body is one chain applied
    /// to `self` (its first call a modifier of `self`, or `self.` written out), its parameters stand for the
    /// call's arguments (or their defaults), and nothing in it needs the method's own scope: no closure
    /// argument (whose statements would be located in the other file) and no lowercase name other than a
    /// parameter (which would be read as the caller's). Everything inlined is located at the call. Any other
    /// method stays a modifier of the chain (one that draws is an unknown background, `appModifierBackground`).
    func expandingAppStyles(_ modifiers: [Modifier], depth: Int = 0) -> [Modifier] {
        guard depth < 3 else { return modifiers }
        var result: [Modifier] = []
        var changed = false
        for modifier in modifiers {
            // `.toggleStyle(SwitchToggleStyle(tint: c))`: the switch's tint, as `.tint(c)` gives it.
            if modifier.name == "toggleStyle",
                case .call(.identifier("SwitchToggleStyle", _), let arguments, _)? = modifier.arguments.first?.value,
                let tint = arguments.first(where: { $0.label == "tint" })
            {
                result.append(("tint", [CodeArgument(label: nil, value: tint.value)], modifier.position))
                changed = true
                continue
            }
            if let inlined = modifier.name == "modifier" ? viewModifierStyle(modifier) : appStyle(modifier) {
                result += expandingAppStyles(inlined, depth: depth + 1)
                changed = true
            } else {
                result.append(modifier)
            }
        }
        return changed ? result : modifiers
    }

    /// The modifiers an app style method applies, located at the call; nil when it is not one read in place.
    private func appStyle(_ modifier: Modifier) -> [Modifier]? {
        for type in Self.styledTypes {
            for index in evaluator.memberDeclarations(modifier.name, of: type) {
                let declaration = evaluator.entries[index].declaration
                guard declaration.kind == .function, !declaration.isStatic,
                    let bindings = Self.bind(declaration.parameters, to: modifier.arguments),
                    let expression = Self.singleExpression(declaration.body)
                else { continue }
                return Self.inlined(expression, bindings: bindings, at: modifier.position)
            }
        }
        return nil
    }

    /// A body that is one expression or one `return`: nothing else (a local, a condition) around it to read.
    private static func singleExpression(_ body: [CodeStatement]?) -> CodeExpr? {
        guard let body, body.count == 1 else { return nil }
        return StatusBarUse.returnedValue(body)
    }

    private static func inlined(
        _ expression: CodeExpr, bindings: [(String, CodeExpr)], at position: CodePosition
    )
        -> [Modifier]?
    {
        let (root, chained) = chain(expression)
        switch root {
        case .call(.identifier(let name, let at), let arguments, _) where name.first?.isLowercase == true:
            return inlined(modifiers: [(name, arguments, at)] + chained, bindings: bindings, at: position)
        case .identifier("self", _):
            return inlined(modifiers: chained, bindings: bindings, at: position)
        default:
            return nil
        }
    }

    private static func inlined(
        modifiers: [Modifier], bindings: [(String, CodeExpr)], at position: CodePosition
    )
        -> [Modifier]?
    {
        let parameters = Dictionary(bindings, uniquingKeysWith: { first, _ in first })
        var readable = true
        for modifier in modifiers {
            for argument in modifier.arguments {
                argument.value.forEach(limit: 200) { node in
                    switch node {
                    case .closure: readable = false
                    case .identifier(let name, _)
                    where name.first?.isLowercase == true && parameters[name] == nil
                        && !["self", "true", "false", "nil"].contains(name):
                        readable = false
                    default: break
                    }
                }
            }
        }
        // `modifier(Plate())`: the view modifier is followed where the method is (`appModifierBackground`),
        // which names the method the view calls.
        guard readable, !modifiers.contains(where: { $0.name == "modifier" }) else { return nil }
        return modifiers.map { modifier in
            let arguments = modifier.arguments.mappingValues {
                $0.replacingIdentifiers { name, _ in parameters[name] }.relocated(to: position)
            }
            return (modifier.name, arguments, position)
        }
    }

    /// `.modifier(InterFont(.semiBold, size: 20))` of an app `ViewModifier` whose `body(content:)` is one chain on
    /// `content`: that chain read in place, its stored properties standing for what the construction stores in
    /// them (through an initializer of its own, `self.size = size`, or the memberwise one; defaults for the
    /// rest). A font the modifier's own method makes (`content.font(getFont())`, a `switch` over faces) is read
    /// as its size when every face it returns has the same one (the weight is not assumed). Anything else stays
    /// a modifier (one whose body draws is an unknown background, `viewModifierBackground`).
    private func viewModifierStyle(_ modifier: Modifier) -> [Modifier]? {
        guard modifier.arguments.count == 1, modifier.arguments[0].label == nil,
            case .call(.identifier(let name, _), let arguments, _) = modifier.arguments[0].value,
            let type = evaluator.resolveType(name, from: resolver.typePath),
            let index = (evaluator.members[type]?["body"] ?? []).first(where: {
                let declaration = evaluator.entries[$0].declaration
                return declaration.kind == .function && declaration.parameters.count == 1
            }),
            let expression = Self.singleExpression(evaluator.entries[index].declaration.body),
            let values = storedValues(of: type, arguments)
        else { return nil }
        let content = evaluator.entries[index].declaration.parameters[0].name
        let (root, chained) = Self.chain(expression)
        guard case .identifier(let rootName, _) = root, rootName == content else { return nil }
        var modifiers = chained
        for position in modifiers.indices where modifiers[position].name == "font" {
            guard
                case .call(.identifier(let method, let at), let none, _)? = modifiers[position].arguments.first?.value,
                none.isEmpty
            else { continue }
            // The face the method returns for the case the construction gives (`switch type { case .bold: return
            // Font.custom("Inter-Bold", size: size) }`), else the one size all its faces share.
            if let face = chosenFont(method, of: type, values) {
                modifiers[position].arguments = [CodeArgument(label: nil, value: face)]
                continue
            }
            guard let size = commonFontSize(method, of: type) else { continue }
            let face = CodeExpr.call(
                .member(.identifier("Font", at), "custom", at),
                [
                    CodeArgument(label: nil, value: .string("", interpolated: false, at)),
                    CodeArgument(label: "size", value: size),
                ], at)
            modifiers[position].arguments = [CodeArgument(label: nil, value: face)]
        }
        return Self.inlined(modifiers: modifiers, bindings: values.sorted { $0.key < $1.key }, at: modifier.position)
    }

    /// What `X(arguments)` stores in X's stored properties, with their defaults for the rest; nil when no
    /// initializer takes the arguments.
    func storedValues(of type: String, _ arguments: [CodeArgument]) -> [String: CodeExpr]? {
        var values: [String: CodeExpr] = [:]
        var stored: [CodeDeclaration] = []
        for index in evaluator.memberOrder[type] ?? [] {
            let declaration = evaluator.entries[index].declaration
            guard declaration.kind == .property, !declaration.isStatic, declaration.body == nil else { continue }
            stored.append(declaration)
            if let value = declaration.value { values[declaration.name] = value }
        }
        let initializers = (evaluator.members[type]?["init"] ?? []).filter {
            evaluator.entries[$0].declaration.kind == .initializer
        }
        if initializers.isEmpty {
            let memberwise = stored.map {
                CodeParameter(label: $0.name, name: $0.name, type: $0.type ?? "", defaultValue: $0.value)
            }
            guard let bindings = Self.bind(memberwise, to: arguments) else { return nil }
            for (name, value) in bindings { values[name] = value }
            return values
        }
        for index in initializers {
            let declaration = evaluator.entries[index].declaration
            guard let bindings = Self.bind(declaration.parameters, to: arguments) else { continue }
            let parameters = Dictionary(bindings, uniquingKeysWith: { first, _ in first })
            for expression in CodeStatement.expressions(in: declaration.body ?? []) {
                guard case .binary("=", let target, let value, _) = expression else { continue }
                switch target {
                case .member(.identifier("self", _), let property, _):
                    values[property] = value.replacingIdentifiers { name, _ in parameters[name] }
                case .identifier(let property, _) where parameters[property] == nil:
                    values[property] = value.replacingIdentifiers { name, _ in parameters[name] }
                default:
                    continue
                }
            }
            return values
        }
        return nil
    }

    /// The font a method of `type` returns when its body is one `switch` on a stored property the construction set
    /// to an enum case: that case's returned expression, with the stored values written in.
    private func chosenFont(_ method: String, of type: String, _ values: [String: CodeExpr]) -> CodeExpr? {
        guard
            let index = evaluator.memberDeclarations(method, of: type).first(where: {
                let declaration = evaluator.entries[$0].declaration
                return declaration.kind == .function && declaration.parameters.isEmpty
            }),
            let body = evaluator.entries[index].declaration.body, body.count == 1,
            case .switchStatement(let subject, let cases, _) = body[0]
        else { return nil }
        guard let chosen = Self.chosenCase(subject, cases, Self.enumCases(values)),
            let returned = Self.singleExpression(chosen.body)
        else { return nil }
        return returned.replacingIdentifiers { name, _ in values[name] }
    }

    /// The one `size:` every font a method of `type` returns is made with (`Font.custom("Inter-Bold", size:
    /// size)` in each arm of a `switch`), or nil.
    private func commonFontSize(_ method: String, of type: String) -> CodeExpr? {
        guard
            let index = evaluator.memberDeclarations(method, of: type).first(where: {
                let declaration = evaluator.entries[$0].declaration
                return declaration.kind == .function && declaration.parameters.isEmpty
            })
        else { return nil }
        var sizes: [CodeExpr] = []
        var other = false
        for expression in CodeStatement.expressions(in: evaluator.entries[index].declaration.body ?? []) {
            expression.forEach(limit: 500) { node in
                guard case .call(.member(_, let name, _), let arguments, _) = node, name == "custom" || name == "system"
                else { return }
                if let size = arguments.first(where: { $0.label == "size" })?.value {
                    sizes.append(size)
                } else {
                    other = true
                }
            }
        }
        guard !other, let first = sizes.first, let text = UsageColorResolver.text(first),
            sizes.allSatisfy({ UsageColorResolver.text($0) == text })
        else { return nil }
        return first
    }
}

extension SwiftUIUsageWalker {
    /// The case of a `switch` on a stored property (`switch type`, `switch self.type`) that a placement's
    /// construction set to an enum case, or the `default` when no case names it; nil when not known.
    static func chosenCase(
        _ subject: CodeExpr, _ cases: [CodeSwitchCase], _ placed: [String: String]
    )
        -> CodeSwitchCase?
    {
        guard !placed.isEmpty else { return nil }
        let name: String
        switch subject {
        case .identifier(let identifier, _), .member(.identifier("self", _), let identifier, _): name = identifier
        default: return nil
        }
        guard let value = placed[name] else { return nil }
        for item in cases where item.guardExpression == nil {
            for pattern in item.patterns {
                switch pattern {
                case .implicitMember(let caseName, _) where caseName == value: return item
                case .member(_, let caseName, _) where caseName == value: return item
                default: continue
                }
            }
        }
        return cases.first { $0.patterns.isEmpty }
    }

    /// The enum cases a construction stores in the type's properties (`TextView(text: t, type: .h6)`: `type` →
    /// `h6`), through its memberwise initializer or one of its own that stores parameters unchanged.
    func placedCases(of type: String, _ arguments: [CodeArgument]) -> [String: String] {
        guard !arguments.isEmpty, let values = storedValues(of: type, arguments) else { return [:] }
        return Self.enumCases(values)
    }

    /// The `true`/`false` literals a construction stores in the type's properties, by property.
    func placedFlags(of type: String, _ arguments: [CodeArgument]) -> [String: Bool] {
        guard !arguments.isEmpty, let values = storedValues(of: type, arguments) else { return [:] }
        var flags: [String: Bool] = [:]
        for (property, value) in values {
            if case .identifier(let literal, _) = value, literal == "true" || literal == "false" {
                flags[property] = literal == "true"
            }
        }
        return flags
    }

    /// The stored values that are enum cases (`.h6`, `TextView_Type.h6`), by property.
    static func enumCases(_ values: [String: CodeExpr]) -> [String: String] {
        var cases: [String: String] = [:]
        for (property, value) in values {
            switch value {
            case .implicitMember(let caseName, _): cases[property] = caseName
            case .member(.identifier(let owner, _), let caseName, _) where owner.first?.isUppercase == true:
                cases[property] = caseName
            default: continue
            }
        }
        return cases
    }
}

extension SwiftUIUsageWalker {
    /// An app view that shows the content it is given (`ContainerView { ... }` whose body is `ZStack {
    /// Color.main.ignoresSafeArea(); content() }`): the layers its body draws under that content, nearest first
    /// (empty when it draws none); nil when the type keeps no content or its body shows it in a way not read
    /// here (an overlay, a view of its own), and the content is then left unread as before.
    func appContainerLayers(_ root: CodeExpr, _ name: String) -> [UsageColor]? {
        guard name.first?.isUppercase == true, case .call(_, let arguments, _) = root,
            arguments.contains(where: { if case .closure = $0.value { true } else { false } }),
            let type = evaluator.resolveType(name, from: resolver.typePath),
            let index = (evaluator.members[type]?["body"] ?? []).first(where: {
                evaluator.entries[$0].declaration.kind == .property
            }),
            let body = evaluator.entries[index].declaration.body
        else { return nil }
        var slots: Set<String> = []
        for member in evaluator.memberOrder[type] ?? [] {
            let declaration = evaluator.entries[member].declaration
            guard declaration.kind == .property, !declaration.isStatic, declaration.body == nil,
                let declared = declaration.type, declared.contains("->") || declared.contains("Content")
            else { continue }
            slots.insert(declaration.name)
        }
        guard !slots.isEmpty else { return nil }
        let entry = evaluator.entries[index]
        var own = UsageColorResolver(
            evaluator: evaluator, tokenNames: resolver.tokenNames, assetTokens: resolver.assetTokens,
            typePath: entry.declaration.scope, swiftUI: true, file: entry.file)
        own.instances = resolver.instances
        let reader = SwiftUIUsageWalker(resolver: own, file: entry.file, evaluator: evaluator)
        return reader.contentLayers(body, slots: slots, depth: 0)
    }

    private func contentLayers(_ statements: [CodeStatement], slots: Set<String>, depth: Int) -> [UsageColor]? {
        guard depth < 8 else { return nil }
        for statement in statements {
            switch statement {
            case .expression(let view), .returnValue(let view?, _):
                if let found = contentLayers(view, slots: slots, depth: depth + 1) { return found }
            case .ifStatement(_, let then, let otherwise, _):
                if let found = contentLayers(then, slots: slots, depth: depth + 1)
                    ?? contentLayers(otherwise ?? [], slots: slots, depth: depth + 1)
                {
                    return found
                }
            case .block(let inner, _):
                if let found = contentLayers(inner, slots: slots, depth: depth + 1) { return found }
            default:
                continue
            }
        }
        return nil
    }

    private func contentLayers(_ view: CodeExpr, slots: Set<String>, depth: Int) -> [UsageColor]? {
        func isSlot(_ expression: CodeExpr) -> Bool {
            switch expression {
            case .call(.identifier(let name, _), let none, _),
                .call(.member(.identifier("self", _), let name, _), let none, _):
                return none.isEmpty && slots.contains(name)
            case .identifier(let name, _), .member(.identifier("self", _), let name, _):
                return slots.contains(name)
            default:
                return false
            }
        }
        var (root, modifiers) = Self.chain(view)
        // `self.content()` reads as a call on `self` in a chain: the slot, with what follows it.
        if case .identifier("self", _) = root, let first = modifiers.first, first.arguments.isEmpty,
            slots.contains(first.name)
        {
            root = .call(.identifier(first.name, first.position), [], first.position)
            modifiers.removeFirst()
        }
        var layers: [UsageColor]
        if isSlot(root) {
            layers = []
        } else {
            guard case .call(_, let arguments, _) = root,
                case .closure(let closure, _)? = arguments.last(where: {
                    if case .closure = $0.value { true } else { false }
                })?.value
            else { return nil }
            let stack = Self.rootName(root) == "ZStack"
            var fills: [UsageColor] = []
            var found: [UsageColor]?
            for statement in closure.body {
                if stack, case .expression(let child) = statement,
                    contentLayers(child, slots: slots, depth: depth + 1) == nil,
                    let fill = fillColor(of: child)
                {
                    fills.insert(fill, at: 0)
                    continue
                }
                if let inner = contentLayers([statement], slots: slots, depth: depth + 1) {
                    found = inner + fills
                    break
                }
            }
            guard let found else { return nil }
            layers = found
        }
        // This view's own backgrounds lie under everything in it (the chain's modifiers, innermost first).
        for modifier in modifiers where modifier.name == "background" {
            layers.append(background(of: modifier.arguments))
        }
        return layers
    }
}
