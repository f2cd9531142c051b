import Foundation

/// `.modifier(CellBackground(isHovering: isHovering))`: an app `ViewModifier` whose `body(content:)` puts a
/// color under its content (`content.background(backgroundColor).clipShape(...)`). The background is that
/// color, read on the modifier as the site builds it, with its state flags at rest (a hover or press look is
/// not what the view shows otherwise), one color per appearance where it reads the color scheme. Held-out round
/// 19 (Kiwix): a download cell's texts were "drawn by the app's view modifier `CellBackground`, which the usage
/// reader does not follow", or silent; two of them fail.
extension SwiftUIUsageWalker {
    /// The color the modifier built in the chain's `.modifier(...)` draws under the view, `nil` when the modifier
    /// is not an app type whose body puts one plain background under its content (then what it draws stays an
    /// unknown backdrop, as before).
    func followedViewModifier(_ modifier: Modifier) -> UsageColor? {
        guard modifier.arguments.count == 1,
            case .call(.identifier(let name, let at), let arguments, let position) = modifier.arguments[0].value,
            let type = evaluator.resolveType(name, from: resolver.typePath)
        else { return nil }
        let bodies = evaluator.memberDeclarations("body", of: type).map { evaluator.entries[$0].declaration }
            .filter { $0.kind == .function && !$0.isStatic && $0.parameters.count == 1 }
        guard bodies.count == 1,
            let fill = Self.contentBackground(bodies[0].expressions, content: bodies[0].parameters[0].name)
        else { return nil }
        let built =
            UsageColorResolver.restingState(.identifier(name, at), arguments, position)
            ?? .call(.identifier(name, at), arguments, position)
        // The modifier's own names (`backgroundColor`, `self.tint`) are read on the modifier the site builds.
        let own = evaluator.members[type] ?? [:]
        let written = fill.rewritten { node, _ in
            switch node {
            case .member(.identifier("self", _), let member, let position) where own[member] != nil:
                return .member(built, member, position)
            case .identifier(let identifier, let position) where own[identifier] != nil:
                return .member(built, identifier, position)
            default:
                return nil
            }
        }
        let color = background(of: [CodeArgument(label: nil, value: written)])
        return color.isUnknown ? nil : color
    }

    /// The argument of the first `.background(...)` on the chain that starts at `content` in a modifier's body.
    static func contentBackground(_ expressions: [CodeExpr], content: String) -> CodeExpr? {
        var found: CodeExpr?
        for expression in expressions where found == nil {
            expression.forEach(limit: 500) { node in
                guard found == nil else { return }
                let (root, modifiers) = chain(node)
                guard case .identifier(let name, _) = root, name == content,
                    let background = modifiers.first(where: { $0.name == "background" }),
                    background.arguments.count == 1, background.arguments[0].label == nil
                else { return }
                found = background.arguments[0].value
            }
        }
        return found
    }
}
