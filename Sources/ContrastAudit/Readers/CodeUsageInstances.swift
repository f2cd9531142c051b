import Foundation

/// Which names of a body stand for a theme instance (DESIGN.md §12): a parameter of a theme type
/// (`func apply(theme: Theme)`) and a property of the enclosing type that holds one (`var theme =
/// Theme.standard`, `let palette: Palette`). The body is read once per instance, all names of one theme
/// type standing for the same instance in a reading, so `label.textColor = theme.colors.primaryText` beside
/// `view.backgroundColor = theme.colors.paperBackground` gives one pairing per theme and never mixes two.
struct UsageInstanceVariables {
    let evaluator: CodeEvaluator
    let instances: CodeThemeInstances
    /// Properties of each type that hold a theme instance, with the instances they can be.
    private var properties: [String: [(name: String, instances: [(String, String)])]] = [:]
    /// For the body last given to `bindings(for:)`: each name's type and how many instances it can be.
    private var ranges: [String: (type: String, count: Int)] = [:]
    /// At most this many readings of one body.
    static let readingLimit = 32

    /// The enums that `switch theme` tables take, in a stable order.
    private let tableEnums: [String]
    /// Static properties that hold the theme picked at run time (`static var active: Skin = { ... }()`,
    /// `ThemeManager.current`), by `Type.name`, with the instances they can be.
    private let runtimeThemes: [String: [(String, String)]]
    /// `caseVariables`, by type key.
    private var caseVariableCache: [String: [String: [(String, String)]]] = [:]
    /// Computed properties that pass on a run-time theme of their type (`Skin.ink` → `Skin.scheme`).
    private var forwarders: [String: [String]] = [:]

    init(evaluator: CodeEvaluator, instances: CodeThemeInstances) {
        self.evaluator = evaluator
        self.instances = instances
        tableEnums = Set(instances.tables.values.map(\.enumType)).sorted()
        var found: [String: [(String, String)]] = [:]
        if !instances.instances.isEmpty {
            for entry in evaluator.entries {
                let declaration = entry.declaration
                // Static, or a `var` of a class (`LookCenter.shared.look`): the app sets it while it runs.
                guard declaration.kind == .property, !declaration.scope.isEmpty,
                    declaration.isStatic || evaluator.isRuntimeVariable(declaration)
                else { continue }
                let key = (declaration.scope + [declaration.name]).joined(separator: ".")
                // An instance itself (`static let day = Skin(...)`), or an alias of one, is no run-time pick.
                guard instances.instance(named: key) == nil else { continue }
                let owner = declaration.scope.joined(separator: ".")
                var type = declaration.type.map(CodeValue.plainType).flatMap {
                    evaluator.resolveType($0, from: declaration.scope)
                }
                // `static var current = { ... }()` in the theme type itself.
                if type == nil, declaration.value != nil, declaration.isVariable { type = owner }
                guard let type else { continue }
                let possible = instances.instances(ofType: type, evaluator)
                guard possible.count >= 2 else { continue }
                found[key] = possible.map { ($0, type) }
            }
        }
        runtimeThemes = found
        forwarders = Self.forwarders(of: found, evaluator)
    }

    /// `var ink: Color { scheme.ink }` in `Skin`, whose `scheme` is picked at run time: `Skin.ink` → the
    /// run-time keys its body reads (`Skin.scheme`), for views that hold a `Skin` (`@Environment(Skin.self)`).
    private static func forwarders(
        of runtimeThemes: [String: [(String, String)]], _ evaluator: CodeEvaluator
    ) -> [String: [String]] {
        var byOwner: [String: [String]] = [:]
        for key in runtimeThemes.keys.sorted() {
            guard let dot = key.lastIndex(of: ".") else { continue }
            byOwner[String(key[..<dot]), default: []].append(String(key[key.index(after: dot)...]))
        }
        var result: [String: [String]] = [:]
        for (owner, names) in byOwner {
            for index in evaluator.memberOrder[owner] ?? [] {
                let declaration = evaluator.entries[index].declaration
                guard declaration.kind == .property, !declaration.isStatic,
                    let returned = declaration.body.flatMap(StatusBarUse.returnedValue)
                else { continue }
                var read: [String] = []
                returned.forEach { node in
                    switch node {
                    case .identifier(let name, _), .member(.identifier("self", _), let name, _):
                        if names.contains(name), !read.contains(owner + "." + name) { read.append(owner + "." + name) }
                    default: break
                    }
                }
                if !read.isEmpty { result[owner + "." + declaration.name] = read }
            }
        }
        return result
    }

    /// The readings of a body: one binding per combination of instances (one empty binding when the body has
    /// no such name).
    mutating func bindings(for declaration: CodeDeclaration) -> [[String: String]] {
        let cases = caseParameters(of: declaration)
        guard !instances.instances.isEmpty || !cases.isEmpty else { return [[:]] }
        var groups: [[String]: [String]] = [:]
        var order: [[String]] = []
        ranges = [:]
        func add(_ name: String, _ possible: [(String, String)]) {
            guard let first = possible.first else { return }
            ranges[name] = (first.1, possible.count)
            let possible = possible.map(\.0)
            if groups[possible] == nil { order.append(possible) }
            groups[possible, default: []].append(name)
        }
        for (name, possible) in stateProperties(of: declaration.scope) { add(name, possible) }
        for parameter in declaration.parameters {
            add(parameter.name, possibleInstances(type: parameter.type, value: nil, scope: declaration.scope))
        }
        for (name, possible) in cases { add(name, possible) }
        for name in runtimeThemesRead(by: declaration) { add(name, runtimeThemes[name] ?? []) }
        // The theme active at run time, for `switch theme` tables called without a theme: last, so that the
        // reading limit drops it first.
        for enumType in tableEnums {
            add(
                CodeThemeInstances.activeThemeName(enumType),
                instances.instances(ofType: enumType, evaluator).map { ($0, enumType) })
        }
        var readings: [[String: String]] = [[:]]
        var dropped: [String] = []
        for possible in order {
            var next: [[String: String]] = []
            for reading in readings {
                for instance in possible {
                    var extended = reading
                    for name in groups[possible] ?? [] { extended[name] = instance }
                    next.append(extended)
                }
            }
            guard next.count <= Self.readingLimit else {
                dropped += groups[possible] ?? []
                continue
            }
            readings = next
        }
        // A name whose themes are more than a body is read for is bound to no theme (`tooMany`), so that its
        // colors are "not evaluated" rather than the declaration's first value.
        for name in dropped {
            for index in readings.indices { readings[index][name] = Self.tooMany }
        }
        return readings
    }

    /// What a name is bound to when its themes are more than a body is read for.
    static let tooMany = ""

    /// A parameter (or a `var` of the body's type) of an app enum with two to four cases that the body hands to a
    /// call (`func configure(variant:
    /// SchemeVariant) { note.textColor = UIColor.from(scheme: .text, variant: variant) }`): the body is read once
    /// per case, as for a theme parameter, so the colors a table gives for each case meet each other. A
    /// parameter with a default value, or one the body never passes on, is not.
    private mutating func caseParameters(of declaration: CodeDeclaration) -> [(String, [(String, String)])] {
        guard let body = declaration.body else { return [] }
        var candidates = caseVariables(of: declaration.scope)
        // `layout: AnnotationViewLayout`, a struct its one initializer builds from such an enum (`init(type:
        // Kind)` switching on it): read once per case too, the parameter standing for the struct built with it.
        var built: Set<String> = []
        for parameter in declaration.parameters where parameter.defaultValue == nil {
            if let cases = enumCases(parameter.type, declaration.scope) {
                candidates[parameter.name] = cases
            } else if let (_, _, enumType) = Self.builtFromCase(parameter.type, declaration.scope, evaluator),
                let cases = enumCases(enumType, declaration.scope)
            {
                candidates[parameter.name] = cases
                built.insert(parameter.name)
            }
        }
        guard !candidates.isEmpty else { return [] }
        var passed: [String] = []
        for expression in CodeStatement.expressions(in: body) {
            expression.forEach { node in
                // `layout.backgroundColor`: a member of the struct the parameter stands for.
                if case .member(.identifier(let name, _), _, _) = node, built.contains(name), !passed.contains(name) {
                    passed.append(name)
                    return
                }
                // `kind.theme`: a property the enum computes per case (`var theme: BannerTheme { switch self ... }`).
                if case .member(let base, let member, _) = node {
                    let name: String
                    switch base {
                    case .identifier(let identifier, _), .member(.identifier("self", _), let identifier, _):
                        name = identifier
                    default: return
                    }
                    guard let type = candidates[name]?.first?.1, !passed.contains(name),
                        evaluator.memberDeclarations(member, of: type).contains(where: {
                            let declaration = evaluator.entries[$0].declaration
                            return declaration.kind != .enumCase && !declaration.isStatic && declaration.body != nil
                        })
                    else { return }
                    passed.append(name)
                    return
                }
                guard case .call(_, let arguments, _) = node else { return }
                for argument in arguments {
                    let name: String
                    switch argument.value {
                    case .identifier(let identifier, _), .member(.identifier("self", _), let identifier, _):
                        name = identifier
                    default: continue
                    }
                    if candidates[name] != nil, !passed.contains(name) { passed.append(name) }
                }
            }
        }
        return passed.map { ($0, candidates[$0] ?? []) }
    }

    /// An app struct or class with exactly one initializer of its own, whose only parameter without a default
    /// is an app enum (`init(type: AnnotationView.Kind)`): the type, that parameter's label and the enum's type.
    static func builtFromCase(
        _ declared: String, _ scope: [String], _ evaluator: CodeEvaluator
    ) -> (type: String, label: String?, enumType: String)? {
        let bare = CodeValue.plainType(declared)
        guard bare == declared, let type = evaluator.resolveType(bare, from: scope),
            ["struct", "class"].contains(evaluator.typeKinds[type] ?? "")
        else { return nil }
        let initializers = (evaluator.members[type]?["init"] ?? []).filter {
            evaluator.entries[$0].declaration.body != nil
        }
        guard initializers.count == 1, let index = initializers.first else { return nil }
        let declaration = evaluator.entries[index].declaration
        let required = declaration.parameters.filter { $0.defaultValue == nil }
        guard required.count == 1, let parameter = required.first,
            let enumType = evaluator.resolveType(CodeValue.plainType(parameter.type), from: declaration.scope),
            evaluator.typeKinds[enumType] == "enum"
        else { return nil }
        return (type, parameter.label, enumType)
    }

    /// The variables of a type that hold such an enum (`private var variant: ColorSchemeVariant = .light {
    /// didSet { restyle() } }` in a cell the app sets it on: its stored value is only where it starts), found
    /// once per type rather than for each of its bodies.
    private mutating func caseVariables(of scope: [String]) -> [String: [(String, String)]] {
        let key = scope.joined(separator: ".")
        guard !key.isEmpty else { return [:] }
        if let known = caseVariableCache[key] { return known }
        var found: [String: [(String, String)]] = [:]
        for index in evaluator.memberOrder[key] ?? [] {
            let member = evaluator.entries[index].declaration
            guard member.kind == .property, !member.isStatic, member.body == nil, found[member.name] == nil,
                member.isVariable || member.value == nil, let type = member.type,
                let cases = enumCases(type, scope)
            else { continue }
            found[member.name] = cases
        }
        caseVariableCache[key] = found
        return found
    }

    /// The cases of an app enum of two to four cases (not a type of theme instances), as `Type.case`.
    private func enumCases(_ declared: String, _ scope: [String]) -> [(String, String)]? {
        let bare = CodeValue.plainType(declared)
        guard bare == declared, let type = evaluator.resolveType(bare, from: scope),
            evaluator.typeKinds[type] == "enum", instances.instances(ofType: type, evaluator).isEmpty
        else { return nil }
        var cases: [String] = []
        for index in evaluator.memberOrder[type] ?? [] {
            let member = evaluator.entries[index].declaration
            guard member.kind == .enumCase else { continue }
            // A case with associated values (`.primary(withArrow: Bool)`) is read without them: a computed color
            // that switches on the case alone is known per case, one that reads a value (`.filled(let color)`) is
            // not evaluated.
            cases.append(type + "." + member.name)
        }
        return (2...4).contains(cases.count) ? cases.map { ($0, type) } : nil
    }

    /// The run-time theme properties a body reads (`Skin.active`), in the order first read.
    private func runtimeThemesRead(by declaration: CodeDeclaration) -> [String] {
        guard !runtimeThemes.isEmpty, let body = declaration.body else { return [] }
        var names: [String] = []
        for expression in CodeStatement.expressions(in: body) {
            expression.forEach { node in
                let typeName: String
                let name: String
                switch node {
                case .member(.identifier(let base, _), let member, _),
                    .member(.member(.identifier(let base, _), _, _), let member, _):
                    // `Skin.active`, or `LookCenter.shared.look` through the class's shared instance.
                    (typeName, name) = (base, member)
                case .message(.identifier(let base, _), let arguments, _):
                    // `[PresentationTheme current]`: a unary selector.
                    guard arguments.count == 1, let selector = arguments[0].label else { return }
                    (typeName, name) = (base, selector)
                default:
                    return
                }
                // `skin.ink` with `@Environment(Skin.self) var skin`: what `Skin.ink` passes on.
                if !forwarders.isEmpty, let held = heldType(typeName, in: declaration.scope) {
                    for key in forwarders[held + "." + name] ?? [] where !names.contains(key) { names.append(key) }
                }
                guard let type = evaluator.resolveType(typeName, from: declaration.scope) else { return }
                let key = type + "." + name
                if runtimeThemes[key] != nil, !names.contains(key) { names.append(key) }
            }
        }
        return names
    }

    /// The declared type of the stored property `name` of the type at `scope` (`skin` → `Skin`).
    private func heldType(_ name: String, in scope: [String]) -> String? {
        guard !scope.isEmpty, name.first?.isLowercase == true else { return nil }
        for index in evaluator.memberDeclarations(name, of: scope.joined(separator: ".")) {
            let declaration = evaluator.entries[index].declaration
            guard declaration.kind == .property, !declaration.isStatic, let type = declaration.type else { continue }
            return evaluator.resolveType(CodeValue.plainType(type), from: scope)
        }
        return nil
    }

    /// Why a reading pairs what it does: `` `theme` as Theme.sepia (one of 5 Theme instances) ``. Called while
    /// bodies are read in parallel: `evaluator` is the reading thread's own, since answering a type question
    /// fills the evaluator's caches (through the shared one, two threads wrote one dictionary at once, and
    /// `audit` crashed with SIGSEGV on a large folder about one run in three).
    func explanation(_ binding: [String: String], used: Set<String>, evaluator: CodeEvaluator) -> String {
        used.sorted().compactMap { name -> String? in
            guard let instance = binding[name], instance != Self.tooMany else { return nil }
            guard let (type, count) = ranges[name], count > 1 else { return nil }
            if name.hasPrefix("#") {
                return "the theme active at run time as \(instance) (one of \(count) \(type) cases)"
            }
            let enumCases =
                instances.tables.values.contains { $0.enumType == type }
                || (evaluator.typeKinds[type] == "enum" && instances.instances(ofType: type, evaluator).isEmpty)
            let kind = enumCases ? "cases" : "instances"
            return "`\(name)` as \(instance) (one of \(count) \(type) \(kind))"
        }.joined(separator: ", ")
    }

    private mutating func stateProperties(of scope: [String]) -> [(name: String, instances: [(String, String)])] {
        let key = scope.joined(separator: ".")
        guard !key.isEmpty else { return [] }
        if let known = properties[key] { return known }
        var found: [(name: String, instances: [(String, String)])] = []
        for index in evaluator.memberOrder[key] ?? [] {
            let declaration = evaluator.entries[index].declaration
            // Stored, with observers (`var scheme: Scheme! { didSet { ... } }`), or computed from what picks the
            // theme at run time (`var shades: ShadeSet { mode.shades }`); not one that returns one instance.
            guard declaration.kind == .property, !declaration.isStatic,
                declaration.body == nil || !returnsOneInstance(declaration)
            else { continue }
            let possible = possibleInstances(type: declaration.type, value: declaration.value, scope: scope)
            if !possible.isEmpty { found.append((declaration.name, possible)) }
        }
        // `extension UIView { var theme: Theme? { ThemeManager.shared.theme } }`: every view has it, and its
        // value is chosen at run time (a property that returns one instance is not read this way).
        for system in Self.systemBases {
            for index in evaluator.memberOrder[system] ?? [] {
                let declaration = evaluator.entries[index].declaration
                guard declaration.kind == .property, !declaration.isStatic,
                    !found.contains(where: { $0.name == declaration.name }),
                    !returnsOneInstance(declaration)
                else { continue }
                let possible = possibleInstances(type: declaration.type, value: nil, scope: [system])
                if !possible.isEmpty { found.append((declaration.name, possible)) }
            }
        }
        properties[key] = found
        return found
    }

    /// UIKit and AppKit classes an app extends with a theme property every view or controller inherits.
    static let systemBases = [
        "UIView", "UIViewController", "UITableViewCell", "UICollectionViewCell", "UIResponder", "NSObject", "NSView",
        "NSViewController",
    ]

    /// Whether a computed property returns one instance (`{ .day }`, `{ Skin.day }`), not one chosen at run time.
    private func returnsOneInstance(_ declaration: CodeDeclaration) -> Bool {
        guard let body = declaration.body, let returned = StatusBarUse.returnedValue(body) else {
            return declaration.value != nil
        }
        switch returned {
        case .implicitMember(let name, _):
            // `.day` of the property's own type.
            let bare = declaration.type.map(CodeValue.plainType) ?? ""
            guard let type = evaluator.resolveType(bare, from: []) else { return false }
            return instances.instance(named: type + "." + name) != nil
        case .member(.identifier(let typeName, _), let name, _):
            guard let type = evaluator.resolveType(typeName, from: []) else { return false }
            return instances.instance(named: type + "." + name) != nil
        default:
            return false
        }
    }

    /// The instances a name of this declared type (or holding this value) can be, with that type.
    private func possibleInstances(type: String?, value: CodeExpr?, scope: [String]) -> [(String, String)] {
        if let type {
            let bare = CodeValue.plainType(type)
            guard !bare.isEmpty, let resolved = evaluator.resolveType(bare, from: scope) else { return [] }
            return instances.instances(ofType: resolved, evaluator).map { ($0, resolved) }
        }
        // `var theme = Theme.standard`: the property holds an instance of that instance's type.
        if case .member(.identifier(let typeName, _), let name, _)? = value,
            let resolved = evaluator.resolveType(typeName, from: scope),
            let instance = instances.instance(named: resolved + "." + name),
            let type = instances.instances.first(where: { $0.name == instance })?.type
        {
            return instances.instances(ofType: type, evaluator).map { ($0, type) }
        }
        return []
    }
}
