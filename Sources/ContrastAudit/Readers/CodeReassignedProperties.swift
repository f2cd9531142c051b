/// Stored color properties that a method of their own type sets again (DESIGN.md §12): a style singleton
/// `static let shared = { let s = Shade(); s.applyMode(); return s }()` with `var ink: UIColor = .black`
/// and `func applyMode() { if Prefs.nightMode() { ink = .white } else { ... } }` shows whatever the method
/// last chose, so the stored default is not the color on screen; read as a constant, every pairing with it
/// passed or failed for a value the app may never show. Such a property is left unresolved, naming the method.
struct CodeReassignedProperties {
    /// For each type key, the property names its methods assign, with the first method and site found.
    private var assigned: [String: [String: (method: String, at: SourceLocation, isStatic: Bool)]] = [:]
    /// For each class, the stored properties every initializer of its own assigns unconditionally (itself or
    /// in a construction helper): their stored defaults are never on screen.
    private var builtByInitializers: [String: Set<String>] = [:]
    /// For each type key, the stored properties an initializer assigns inside a branch or a loop (`if let
    /// response { background = Self.background(for: response) }`), with the first site: the stored default is
    /// only one of the values an instance can hold.
    private var chosenByInitializers: [String: [String: SourceLocation]] = [:]
    let evaluator: CodeEvaluator

    init(_ evaluator: CodeEvaluator) {
        self.evaluator = evaluator
        // Only types with a stored `var` have anything to set again: the other methods are not walked.
        var holders: Set<String> = []
        for entry in evaluator.entries where entry.declaration.kind == .property && entry.declaration.isVariable {
            if entry.declaration.body == nil && !entry.key.isEmpty { holders.insert(entry.key) }
        }
        let helpers = Self.constructionHelpers(evaluator, holders: holders)
        builtByInitializers = Self.builtByInitializers(evaluator, holders: holders, helpers: helpers)
        for entry in evaluator.entries where holders.contains(entry.key) {
            let declaration = entry.declaration
            if declaration.kind == .initializer, let body = declaration.body {
                readChoices(of: entry, body)
                continue
            }
            // An initializer's assignments are how an instance is built, not a later change.
            guard declaration.kind == .function, let body = declaration.body else { continue }
            // A local of the same name (`var ink = base; ink = ink.darker`) is not the property.
            var locals: Set<String> = []
            for case .binding(let name, _, _, _) in body { locals.insert(name) }
            // So are the unconditional assignments of a method only the initializers call (`commonInit()`):
            // its branches and closures still choose at run time.
            var expressions = CodeStatement.expressions(in: body)
            if helpers[entry.key]?.contains(declaration.name) == true {
                expressions = Self.nestedExpressions(in: body)
            }
            for expression in expressions {
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

    /// The properties an initializer assigns in a branch or loop, not in a statement of its own (held-out round
    /// 22's pretixSCAN: a status's background, gray by default, is green, orange or red depending on the
    /// response the initializer is given; read as the gray default, white text passed where it fails).
    private mutating func readChoices(of entry: CodeEvaluator.Entry, _ body: [CodeStatement]) {
        var locals: Set<String> = []
        for case .binding(let name, _, _, _) in body { locals.insert(name) }
        for statement in body {
            // A statement of its own is how every instance is built (`builtByInitializers`).
            if case .expression(.binary("=", _, _, _)) = statement { continue }
            for expression in CodeStatement.expressions(in: [statement]) {
                expression.forEach { node in
                    guard case .binary("=", let target, _, let position) = node,
                        let name = Self.assignedName(target, typeKey: entry.key), !locals.contains(name),
                        chosenByInitializers[entry.key]?[name] == nil
                    else { return }
                    chosenByInitializers[entry.key, default: [:]][name] = evaluator.location(position, file: entry.file)
                }
            }
        }
    }

    /// Per type, the methods its initializers call as a statement of their own (`commonInit(bundle: bundle)`,
    /// `self.setUp()`) that nothing else calls: no other method of the type, and no member call of that name
    /// on another receiver anywhere in the input (a `refresh()` the app calls again later is a later change).
    private static func constructionHelpers(_ evaluator: CodeEvaluator, holders: Set<String>) -> [String: Set<String>] {
        var helpers: [String: Set<String>] = [:]
        for entry in evaluator.entries where holders.contains(entry.key) && entry.declaration.kind == .initializer {
            for case .expression(let expression) in entry.declaration.body ?? [] {
                if let name = ownCallName(expression) { helpers[entry.key, default: []].insert(name) }
            }
        }
        guard !helpers.isEmpty else { return [:] }
        let names = helpers.values.reduce(into: Set<String>()) { $0.formUnion($1) }
        var calledElsewhere: [String: Set<String>] = [:]
        var calledOnOthers: Set<String> = []
        for entry in evaluator.entries {
            guard let body = entry.declaration.body else { continue }
            let isOwnMethod = helpers[entry.key] != nil && entry.declaration.kind != .initializer
            for expression in CodeStatement.expressions(in: body) {
                expression.forEach { node in
                    guard case .call(let callee, _, _) = node else { return }
                    if let name = callee.ownMemberName {
                        if names.contains(name), isOwnMethod, name != entry.declaration.name {
                            calledElsewhere[entry.key, default: []].insert(name)
                        }
                    } else if case .member(_, let name, _) = callee, names.contains(name) {
                        calledOnOthers.insert(name)
                    }
                }
            }
        }
        for (key, found) in helpers {
            helpers[key] = found.subtracting(calledElsewhere[key] ?? []).subtracting(calledOnOthers)
        }
        return helpers
    }

    /// The stored properties of each class that all its initializers assign in a statement of their own (or in
    /// one of a construction helper they call). An initializer that delegates (`self.init(...)`) gets them from
    /// the one it calls; a class with no initializer of its own keeps its defaults.
    private static func builtByInitializers(
        _ evaluator: CodeEvaluator, holders: Set<String>, helpers: [String: Set<String>]
    ) -> [String: Set<String>] {
        var result: [String: Set<String>] = [:]
        var seen: Set<String> = []
        for entry in evaluator.entries
        where holders.contains(entry.key) && entry.declaration.kind == .initializer
            && evaluator.typeKinds[entry.key] == "class"
        {
            guard let body = entry.declaration.body else { continue }
            var delegates = false
            var names: Set<String> = []
            for case .expression(let expression) in body {
                if case .call(.member(.identifier("self", _), "init", _), _, _) = expression { delegates = true }
                names.formUnion(topLevelAssignments([.expression(expression)], typeKey: entry.key))
                if let called = ownCallName(expression), helpers[entry.key]?.contains(called) == true {
                    for method in evaluator.memberDeclarations(called, of: entry.key) {
                        let declaration = evaluator.entries[method].declaration
                        guard declaration.kind == .function, let helperBody = declaration.body else { continue }
                        names.formUnion(topLevelAssignments(helperBody, typeKey: entry.key))
                    }
                }
            }
            if delegates { continue }
            result[entry.key] = seen.insert(entry.key).inserted ? names : result[entry.key]?.intersection(names)
        }
        return result
    }

    /// The properties `statements` assign in statements of their own (`ink = .white`, `self.ink = .white`).
    private static func topLevelAssignments(_ statements: [CodeStatement], typeKey: String) -> Set<String> {
        var locals: Set<String> = []
        for case .binding(let name, _, _, _) in statements { locals.insert(name) }
        var names: Set<String> = []
        for case .expression(.binary("=", let target, _, _)) in statements {
            if let name = assignedName(target, typeKey: typeKey), !locals.contains(name) { names.insert(name) }
        }
        return names
    }

    /// `commonInit(...)` or `self.commonInit(...)`.
    private static func ownCallName(_ expression: CodeExpr) -> String? {
        guard case .call(let callee, _, _) = expression else { return nil }
        return callee.ownMemberName
    }

    /// The expressions of `body` except its statements that are one assignment.
    private static func nestedExpressions(in body: [CodeStatement]) -> [CodeExpr] {
        var result: [CodeExpr] = []
        for statement in body {
            if case .expression(.binary("=", _, let value, _)) = statement {
                result.append(value)
            } else {
                result += CodeStatement.expressions(in: [statement])
            }
        }
        return result
    }

    /// The token names of the class properties whose stored defaults every initializer replaces.
    var placeholders: Set<String> {
        var names: Set<String> = []
        for (key, properties) in builtByInitializers {
            for name in properties { names.insert(key + "." + name) }
        }
        return names
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
        /// A class's stored default that every initializer replaces: the instances' tokens hold the colors.
        case builtByInitializers
    }

    /// Whether the stored property at `index` is not a constant, or `nil`: a `var` with a stored value that a
    /// method of its type sets (an instance's only where the type is a class: a struct's constant instance
    /// cannot call a mutating method).
    /// Asked while declarations are evaluated in parallel ranges: `reading` is the range's own evaluator, as an
    /// evaluator's caches are filled without locks (the one kept here belongs to the first range).
    func verdict(_ index: Int, reading evaluator: CodeEvaluator) -> Verdict? {
        let entry = evaluator.entries[index]
        let declaration = entry.declaration
        guard declaration.kind == .property, declaration.isVariable, declaration.body == nil else { return nil }
        if !declaration.isStatic, builtByInitializers[entry.key]?.contains(declaration.name) == true {
            return .builtByInitializers
        }
        if !declaration.isStatic, let at = chosenByInitializers[entry.key]?[declaration.name] {
            if isViewOrController(entry.key, evaluator) { return .viewState }
            let file = at.fileName
            return .reassigned(
                "is set by an initializer in a branch (\(file):\(at.line)), so the color on screen depends on how "
                    + "the instance is built, not only the stored one")
        }
        guard let found = assigned[entry.key]?[declaration.name] else { return nil }
        if !declaration.isStatic {
            guard !found.isStatic, evaluator.typeKinds[entry.key] == "class" else { return nil }
            if isViewOrController(entry.key, evaluator) { return .viewState }
        }
        let file = found.at.fileName
        return .reassigned(
            "is set again by \(found.method) (\(file):\(found.at.line)), so the color on screen is whichever value "
                + "that code last chose, not the stored one")
    }

    /// A view's, cell's or controller's type (by its name, or a UIKit superclass): its own stored colors are its
    /// state, no theme's.
    private func isViewOrController(_ key: String, _ evaluator: CodeEvaluator) -> Bool {
        let name = key.split(separator: ".").last.map(String.init) ?? key
        return CodeUsagePairings.namedLikeView(name) || name.hasSuffix("Controller")
            || CodeUsagePairings.extendsUIKit(key, evaluator)
    }
}
