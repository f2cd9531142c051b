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
            if let inlined = appStyle(modifier) {
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

    private static func singleExpression(_ body: [CodeStatement]?) -> CodeExpr? {
        guard let body, body.count == 1 else { return nil }
        switch body[0] {
        case .expression(let expression), .returnValue(let expression?, _): return expression
        default: return nil
        }
    }

    private static func inlined(
        _ expression: CodeExpr, bindings: [(String, CodeExpr)], at position: CodePosition
    )
        -> [Modifier]?
    {
        let (root, chained) = chain(expression)
        var modifiers: [Modifier]
        switch root {
        case .call(.identifier(let name, let at), let arguments, _) where name.first?.isLowercase == true:
            modifiers = [(name, arguments, at)] + chained
        case .identifier("self", _):
            modifiers = chained
        default:
            return nil
        }
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
            let arguments = modifier.arguments.map { argument in
                var moved = argument
                moved.value = argument.value.replacingIdentifiers { name, _ in parameters[name] }
                    .relocated(to: position)
                return moved
            }
            return (modifier.name, arguments, position)
        }
    }
}
