import Foundation

/// Attributed strings built from runs (`[text appendAttributedString:run]`, `text.append(run)`,
/// `addAttribute(.foregroundColor, value: c, range: r)`) or returned by a method of the type
/// (`[[self class] titleStringFor:name]`, `titleString(for: name)`): every run's foreground is drawn on the view
/// the string is given to, so each is one of the view's text colors.
struct AttributedRuns {
    /// What a body or a helper's body binds: locals' values and the runs added to local attributed strings.
    struct Context {
        var locals: [String: CodeExpr]
        var added: [String: [CodeExpr]]
        /// Values assigned to locals declared without one, each a possible value.
        var assigned: [String: [CodeExpr]] = [:]
        /// A helper's parameters: a run colored by one is known only at its call.
        var parameters: Set<String> = []
        /// Whether the runs are written in the body being walked (their colors' positions are its file's).
        var inBody: Bool
    }

    /// One run's foreground and font as written, and whether its color can be placed at its own position.
    struct Run {
        var color: CodeExpr
        var font: CodeExpr?
        var dependsOnParameter: Bool
        var inBody: Bool
    }

    /// A method of the type that returns an attributed string: its body, its parameters bound to the call's
    /// arguments (`runFor:x color:[UIColor dim]` gives `color` that argument), and those left unbound.
    struct Helper {
        var body: [CodeStatement]
        var bindings: [String: CodeExpr]
        var unbound: Set<String>
    }

    static let appendSelectors: Set<String> = ["appendAttributedString", "insertAttributedString", "append", "insert"]

    /// Records a run added to the local attributed string `local` by a call or message (`selector` is the
    /// method's name or the selector's first piece); `false` when the call adds none.
    static func record(
        _ selector: String, _ arguments: [CodeArgument], into added: inout [String: [CodeExpr]], local: String
    ) -> Bool {
        guard let first = arguments.first else { return false }
        switch selector {
        case _ where appendSelectors.contains(selector):
            added[local, default: []].append(first.value)
        case "addAttribute":
            // `addAttribute(.foregroundColor, value: c, range: r)`: a run with that one attribute.
            guard let value = arguments.first(where: { $0.label == "value" })?.value else { return false }
            added[local, default: []].append(.dictionary([(key: first.value, value: value)], first.value.position))
        case "addAttributes", "setAttributes":
            added[local, default: []].append(first.value)
        default:
            return false
        }
        return true
    }

    /// Whether a local's value makes a mutable attributed string (`NSMutableAttributedString()`,
    /// `[[NSMutableAttributedString alloc] initWithString:...]`), the only strings runs are added to.
    static func isMutableString(_ value: CodeExpr?) -> Bool {
        guard let value else { return false }
        var found = false
        value.forEach(limit: 40) { node in
            if case .identifier("NSMutableAttributedString", _) = node { found = true }
        }
        return found
    }

    /// The runs of an attributed string value, or `nil` when it is not built from added runs or by a helper
    /// (a single attributed string is read as before, with its background attribute).
    static func runs(
        of value: CodeExpr, _ context: Context, helper: (CodeExpr) -> Helper?
    ) -> [Run]? {
        var result: [Run] = []
        var built = false
        collect(value, context, helper: helper, depth: 0, into: &result, built: &built)
        return built ? result : nil
    }

    private static func collect(
        _ value: CodeExpr, _ context: Context, helper: (CodeExpr) -> Helper?,
        depth: Int, into result: inout [Run], built: inout Bool
    ) {
        guard depth < 12 else { return }
        switch value {
        case .cast(let inner, _, _), .postfix(_, let inner, _):
            collect(inner, context, helper: helper, depth: depth + 1, into: &result, built: &built)
        case .identifier(let name, _):
            guard let local = context.locals[name] else {
                for assigned in context.assigned[name] ?? [] {
                    collect(assigned, context, helper: helper, depth: depth + 1, into: &result, built: &built)
                }
                return
            }
            if let added = context.added[name] {
                built = true
                collect(local, context, helper: helper, depth: depth + 1, into: &result, built: &built)
                for run in added {
                    collect(run, context, helper: helper, depth: depth + 1, into: &result, built: &built)
                }
            } else {
                collect(local, context, helper: helper, depth: depth + 1, into: &result, built: &built)
            }
        default:
            if let found = helper(value) {
                built = true
                var inner = Self.context(of: found.body, parameters: found.unbound)
                inner.locals.merge(found.bindings) { own, _ in own }
                // A one-expression body returns it (`func feeRun(...) -> NSAttributedString { NSAttributedString(...) }`).
                if found.body.count == 1, case .expression(let returned) = found.body[0] {
                    collect(returned, inner, helper: helper, depth: depth + 1, into: &result, built: &built)
                }
                for case .returnValue(let returned?, _) in found.body {
                    collect(returned, inner, helper: helper, depth: depth + 1, into: &result, built: &built)
                }
                return
            }
            // A copy of another string (`initWithAttributedString:`, `NSMutableAttributedString(attributedString:)`).
            if let source = copiedString(value) {
                collect(source, context, helper: helper, depth: depth + 1, into: &result, built: &built)
                return
            }
            guard var color = attribute(value, context, UIKitUsageWalker.isForegroundKey, depth: 0) else { return }
            // A helper's local or bound parameter is its value (the walker's resolver knows only the body's).
            var hops = 0
            while !context.inBody, hops < 4, case .identifier(let name, _) = color, let bound = context.locals[name] {
                color = bound
                hops += 1
            }
            // A run with a background of its own is drawn on that background, which is not read here.
            guard attribute(value, context, UIKitUsageWalker.isBackgroundKey, depth: 0) == nil else { return }
            var dependsOnParameter = false
            color.forEach(limit: 40) { node in
                if case .identifier(let name, _) = node, context.parameters.contains(name) { dependsOnParameter = true }
            }
            result.append(
                Run(
                    color: color, font: attribute(value, context, UIKitUsageWalker.isFontKey, depth: 0),
                    dependsOnParameter: dependsOnParameter, inBody: context.inBody))
        }
    }

    /// The string an attributed string copies, if it is made from one.
    private static func copiedString(_ value: CodeExpr) -> CodeExpr? {
        switch value {
        case .call(_, let arguments, _), .message(_, let arguments, _):
            return arguments.first { $0.label == "attributedString" || $0.label == "initWithAttributedString" }?.value
        default:
            return nil
        }
    }

    /// An attribute of a run as written in `context` (its dictionary, a local holding it, an `attributes:`
    /// argument).
    private static func attribute(
        _ value: CodeExpr, _ context: Context, _ keyMatches: (CodeExpr) -> Bool, depth: Int
    ) -> CodeExpr? {
        guard depth < 4 else { return nil }
        switch value {
        case .dictionary(let entries, _):
            return entries.last { keyMatches($0.key) }?.value
        case .cast(let inner, _, _):
            return attribute(inner, context, keyMatches, depth: depth + 1)
        case .identifier(let name, _):
            return context.locals[name].flatMap { attribute($0, context, keyMatches, depth: depth + 1) }
        case .call(_, let arguments, _), .message(_, let arguments, _):
            return arguments.first { $0.label == "attributes" }.flatMap {
                attribute($0.value, context, keyMatches, depth: depth + 1)
            }
        default:
            return nil
        }
    }

    /// A helper's locals and the runs it adds to them (its top-level statements; a branch's runs are kept too,
    /// as any of them may be drawn).
    static func context(of body: [CodeStatement], parameters: Set<String>) -> Context {
        var context = Context(locals: [:], added: [:], parameters: parameters, inBody: false)
        var declared: Set<String> = []
        func visit(_ statements: [CodeStatement]) {
            for statement in statements {
                switch statement {
                case .binding(let name, _, let value?, _):
                    context.locals[name] = value
                case .binding(let name, _, nil, _):
                    declared.insert(name)
                case .expression(.binary("=", .identifier(let name, _), let value, _)) where declared.contains(name):
                    context.assigned[name, default: []].append(value)
                case .expression(.call(.member(.identifier(let local, _), let selector, _), let arguments, _)):
                    if isMutableString(context.locals[local]) {
                        _ = record(selector, arguments, into: &context.added, local: local)
                    }
                case .expression(.message(.identifier(let local, _), let arguments, _)):
                    if isMutableString(context.locals[local]), let selector = arguments.first?.label {
                        _ = record(selector, arguments, into: &context.added, local: local)
                    }
                case .ifStatement(_, let then, let otherwise, _):
                    visit(then)
                    visit(otherwise ?? [])
                case .block(let inner, _):
                    visit(inner)
                default:
                    break
                }
            }
        }
        visit(body)
        return context
    }
}
