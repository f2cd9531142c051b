/// Stored color properties that a method of their own type sets again (DESIGN.md §12): a style singleton
/// `static let shared = { let s = Shade(); s.applyMode(); return s }()` with `var ink: UIColor = .black`
/// and `func applyMode() { if Prefs.nightMode() { ink = .white } else { ... } }` shows whatever the method
/// last chose, so the stored default is not the color on screen; read as a constant, every pairing with it
/// passed or failed for a value the app may never show. Such a property is left unresolved, naming the method.
struct CodeReassignedProperties {
    /// For each type key, the property names its methods assign, with the first method and site found.
    private var assigned: [String: [String: (method: String, at: SourceLocation, isStatic: Bool)]] = [:]
    let evaluator: CodeEvaluator

    init(_ evaluator: CodeEvaluator) {
        self.evaluator = evaluator
        // Only types with a stored `var` have anything to set again: the other methods are not walked.
        var holders: Set<String> = []
        for entry in evaluator.entries where entry.declaration.kind == .property && entry.declaration.isVariable {
            if entry.declaration.body == nil && !entry.key.isEmpty { holders.insert(entry.key) }
        }
        for entry in evaluator.entries where holders.contains(entry.key) {
            let declaration = entry.declaration
            // An initializer's assignments are how an instance is built, not a later change.
            guard declaration.kind == .function, let body = declaration.body else { continue }
            // A local of the same name (`var ink = base; ink = ink.darker`) is not the property.
            var locals: Set<String> = []
            for case .binding(let name, _, _, _) in body { locals.insert(name) }
            for expression in CodeStatement.expressions(in: body) {
                expression.forEach { node in
                    guard case .binary("=", let target, _, let position) = node,
                        let name = Self.assignedName(target, typeKey: entry.key), !locals.contains(name)
                    else { return }
                    if assigned[entry.key]?[name] == nil {
                        let at = evaluator.location(position, file: entry.file)
                        assigned[entry.key, default: [:]][name] = (
                            Self.describe(declaration.name), at, declaration.isStatic
                        )
                    }
                }
            }
        }
    }

    /// `applyMode` → "`applyMode()`"; an observer's body (named `scheme.didSet` by the scanner) → "the
    /// observer of `scheme`".
    private static func describe(_ function: String) -> String {
        let parts = function.split(separator: ".")
        if parts.count == 2, parts[1] == "didSet" || parts[1] == "willSet" { return "the observer of `\(parts[0])`" }
        return "`\(function)()`"
    }

    /// `ink = ...`, `self.ink = ...`, `Self.ink = ...`, `Shade.ink = ...` inside the type.
    private static func assignedName(_ target: CodeExpr, typeKey: String) -> String? {
        switch target {
        case .identifier(let name, _): return name
        case .member(.identifier(let base, _), let name, _):
            let own = base == "self" || base == "Self" || typeKey.split(separator: ".").last.map(String.init) == base
            return own ? name : nil
        default: return nil
        }
    }

    enum Verdict {
        /// A theme's color that a method sets again: unresolved, with why.
        case reassigned(String)
        /// A view's or controller's state (`messageEmphasisColor` set by its `apply()`): no theme color at all.
        case viewState
    }

    /// Whether the stored property at `index` is not a constant, or `nil`: a `var` with a stored value that a
    /// method of its type sets (an instance's only where the type is a class: a struct's constant instance
    /// cannot call a mutating method).
    func verdict(_ index: Int) -> Verdict? {
        let entry = evaluator.entries[index]
        let declaration = entry.declaration
        guard declaration.kind == .property, declaration.isVariable, declaration.body == nil,
            let found = assigned[entry.key]?[declaration.name]
        else { return nil }
        if !declaration.isStatic {
            guard !found.isStatic, evaluator.typeKinds[entry.key] == "class" else { return nil }
            let name = entry.key.split(separator: ".").last.map(String.init) ?? entry.key
            if CodeUsagePairings.namedLikeView(name) || name.hasSuffix("Controller")
                || CodeUsagePairings.extendsUIKit(entry.key, evaluator)
            {
                return .viewState
            }
        }
        let file = found.at.path.split(separator: "/").last.map(String.init) ?? found.at.path
        return .reassigned(
            "is set again by \(found.method) (\(file):\(found.at.line)), so the color on screen is whichever value "
                + "that code last chose, not the stored one")
    }
}
