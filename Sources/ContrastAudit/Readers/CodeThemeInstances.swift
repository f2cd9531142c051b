import Foundation

/// Theme instances (issue 11 item 4; DESIGN.md §12): an app type with one static instance per theme
/// (`static let sepia = Theme(colors: .sepia, ...)`, `fileprivate static let dark = Colors(paperBackground:
/// .base10, ...)`, `static let black = BlackTheme()` with overrides). Each instance's colors become tokens in
/// the instance's own namespace (`Theme.sepia.colors.primaryText`), read through the instance's stored
/// properties, initializer arguments (default values included) and computed properties, and evaluated in
/// every appearance the values read. Uses that name an instance (`Theme.sepia.colors.x`) pair its tokens;
/// uses through a parameter or property of the theme type pair each instance in turn.
struct CodeThemeInstances {
    struct Instance: Sendable {
        /// `Theme.sepia`.
        var name: String
        /// The instance's type (`Theme`, `BlackTheme`).
        var type: String
        /// The declaration (`-1` for a type built with `Type()`, see `built`).
        var index: Int
        /// For a conformer of a theme protocol, the type built with no arguments (`LightTheme()`).
        var built: [String]? = nil
        /// A path within another instance (`Theme.light.colors` standing for `Colors.light`): its tokens are
        /// that instance's.
        var isView = false
        /// A case of a theme enum that `switch theme` tables take (CodeThemeTables.swift).
        var isTable = false
    }

    /// Instances in declaration order, with the same colors as an earlier instance left out.
    var instances: [Instance] = []
    /// Another name for an instance: `Theme.standard` (`= Theme.light`) and instances with the same colors as
    /// an earlier one (`Theme.darkDimmed` → `Theme.dark`).
    var aliases: [String: String] = [:]
    /// The tokens of every instance.
    var tokens: [Token] = []
    /// What the reader inferred about the instances (a light and a dark instance read as one theme).
    var notes: [Diagnostic] = []
    /// Tokens of the reader that merged instance tokens replace (a stored property's default value named
    /// like the merged color).
    var superseded: Set<String> = []
    /// Instances picked by the appearance (`static var current: Palette { ... ? .dark : .light }`): the light
    /// one, the dark one, and the property that picks them (CodeThemeInstancesLightDark.swift).
    var chosenPairs: [(light: String, dark: String, because: String)] = []
    /// The `switch theme` table functions by name (`ThemeColor.primaryUi01`), CodeThemeTables.swift.
    var tables: [String: Table] = [:]
    /// Color helpers that pick white or black text for a color (CodeUsageContrastingText.swift), found here
    /// because every usage walk shares this value.
    var contrastingText: [String: ContrastingTextHelper] = [:]
    /// Every instance name and path within one (`Theme.light`, `Theme.light.colors`), for following uses.
    private(set) var prefixes: Set<String> = []
    /// Where each instance token's instance is declared.
    private(set) var locations: [String: SourceLocation] = [:]
    /// Instance tokens that are the clear color in every appearance (`paperBackground: .clear`): a view
    /// given one shows its container's background, as with `.clear` written at the use site.
    private(set) var clearTokens: Set<String> = []
    /// How many levels of nested instances are read (`Theme.light.colors.primaryText` is two).
    static let depthLimit = 3
    /// At most this many instances of one type are read.
    static let instanceLimit = 24

    init() {}

    typealias Shape = (leaves: [[String]], nested: [[String]: String], values: [String: String])

    /// Finds the instances among the evaluator's declarations; `tokenNames` are the tokens already made (a
    /// wrapper instance that is one color is a token, not a theme).
    init(evaluator: CodeEvaluator, tokenNames: Set<String>, assetTokens: Set<String>) {
        var shapes: [String: Shape] = [:]
        addStaticInstances(evaluator, tokenNames: tokenNames, shapes: &shapes)
        addConformers(evaluator, tokenNames: tokenNames, shapes: &shapes)
        nestInstances(shapes)
        makeTokens(shapes, evaluator, tokenNames: tokenNames, assetTokens: assetTokens)
        findAppearanceTernaries(evaluator)
        mergeLightAndDark(evaluator, tokenNames: tokenNames)
        addTables(evaluator, tokenNames: tokenNames, assetTokens: assetTokens)
        indexTokens()
    }

    /// Static properties whose value is an object of an app type: `(declaration, type, name)`.
    private static func staticCandidates(_ evaluator: CodeEvaluator, tokenNames: Set<String>) -> [(Int, String, String)]
    {
        var candidates: [(Int, String, String)] = []
        for index in evaluator.entries.indices {
            // Fields read in place (a copy of the declaration for each of thousands of tokens was a cost).
            let entry = evaluator.entries[index]
            guard entry.declaration.kind == .property || Self.isSchemeFactory(entry.declaration),
                entry.declaration.isStatic, entry.declaration.kind == .function || entry.declaration.parameters.isEmpty,
                !tokenNames.contains(evaluator.tokenName(index))
            else { continue }
            evaluator.appearance = Appearance(.light)
            evaluator.budget = 0
            guard case .object(let path, _) = evaluator.declarationValue(index).0,
                evaluator.typeKinds[path.joined(separator: ".")] != nil,
                !CodeEvaluator.colorTypes.contains(path.last ?? "")
            else { continue }
            candidates.append((index, path.joined(separator: "."), evaluator.tokenName(index)))
        }
        return candidates
    }

    /// `static func nord(_ colorScheme: ColorScheme) -> ThemePalette`: an instance whose colors the color scheme
    /// picks (the evaluator reads the parameter as the appearance), as a `static let` with appearance ternaries.
    static func isSchemeFactory(_ declaration: CodeDeclaration) -> Bool {
        declaration.kind == .function && declaration.body != nil && !declaration.parameters.isEmpty
            && declaration.parameters.allSatisfy { CodeValue.plainType($0.type) == "ColorScheme" }
    }

    private mutating func addStaticInstances(
        _ evaluator: CodeEvaluator, tokenNames: Set<String>, shapes: inout [String: Shape]
    ) {
        let candidates = Self.staticCandidates(evaluator, tokenNames: tokenNames)
        let names = Set(candidates.map(\.2))
        var perType: [String: Int] = [:]
        var signatures: [String: String] = [:]
        // `static var current: Palette { style == .dark ? .dark : .light }`: read after the instances it picks.
        var choosers: [(Int, String, String)] = []
        for (index, type, name) in candidates {
            // A style or a view (`static var filled: FilledStyle`) is no theme, whatever colors it computes.
            if evaluator.isDrawingType(type) { continue }
            if let target = Self.referencedInstance(evaluator.entries[index].declaration, evaluator, known: names) {
                aliases[name] = target
                continue
            }
            evaluator.appearance = Appearance(.light)
            evaluator.budget = 0
            if evaluator.declarationValue(index).1.contains(.luminosity) {
                choosers.append((index, type, name))
                continue
            }
            addCandidate(
                index, type, name, evaluator, tokenNames: tokenNames, shapes: &shapes, perType: &perType,
                signatures: &signatures)
        }
        for (index, type, name) in choosers {
            let shape = Self.shape(of: index, evaluator)
            let instance = Instance(name: name, type: type, index: index)
            let file = evaluator.entries[index].file
            let light = Self.signature(
                type, shape.leaves, Self.values(of: instance, shape.leaves, evaluator, file: file))
            let dark = Self.signature(
                type, shape.leaves,
                Self.values(of: instance, shape.leaves, evaluator, file: file, in: Appearance(.dark)))
            // It picks one instance in light mode and another in dark mode: they are the appearances of one theme.
            if let lightInstance = signatures[light], let darkInstance = signatures[dark], lightInstance != darkInstance
            {
                aliases[name] = lightInstance
                chosenPairs.append(
                    (
                        lightInstance, darkInstance,
                        "\(name) picks \(darkInstance) when userInterfaceStyle is dark and \(lightInstance) otherwise"
                    ))
                continue
            }
            // Its own instance, read in every appearance: its light colors alone do not make it another's alias.
            addCandidate(
                index, type, name, evaluator, tokenNames: tokenNames, shapes: &shapes, perType: &perType,
                signatures: &signatures, isChooser: true)
        }
    }

    /// Adds one static instance (or notes it as a singleton or as another name of an earlier instance).
    private mutating func addCandidate(
        _ index: Int, _ type: String, _ name: String, _ evaluator: CodeEvaluator, tokenNames: Set<String>,
        shapes: inout [String: Shape], perType: inout [String: Int], signatures: inout [String: String],
        isChooser: Bool = false
    ) {
        guard perType[type, default: 0] < Self.instanceLimit else { return }
        let shape = Self.shape(of: index, evaluator)
        guard !shape.leaves.isEmpty else { return }
        if Self.isSingleton(index, type: type, leaves: shape.leaves, evaluator, tokenNames: tokenNames) {
            // The type's own tokens are this instance's colors: uses read them by the type's name.
            aliases[name] = type
            if !instances.contains(where: { $0.name == type }) {
                instances.append(Instance(name: type, type: type, index: index, isView: true))
            }
            return
        }
        let instance = Instance(name: name, type: type, index: index)
        let values = Self.values(of: instance, shape.leaves, evaluator, file: evaluator.entries[index].file)
        // Same colors as an earlier instance of the type: one theme under two names.
        let signature = Self.signature(type, shape.leaves, values)
        if !isChooser, let earlier = signatures[signature] {
            aliases[name] = earlier
            return
        }
        if !isChooser { signatures[signature] = name }
        perType[type, default: 0] += 1
        shapes[name] = (shape.leaves, shape.nested, values)
        instances.append(instance)
    }

    /// What an instance's colors are, for telling instances with the same colors.
    private static func signature(_ type: String, _ leaves: [[String]], _ values: [String: String]) -> String {
        type + "|"
            + leaves.map { leaf in
                let path = leaf.joined(separator: ".")
                return path + "=" + (values[path] ?? "")
            }.joined(separator: ",")
    }

    /// Conformers of a theme protocol, built with their default values.
    private mutating func addConformers(
        _ evaluator: CodeEvaluator, tokenNames: Set<String>, shapes: inout [String: Shape]
    ) {
        for (type, file) in Self.protocolConformers(evaluator) where !instances.contains(where: { $0.name == type }) {
            evaluator.appearance = Appearance(.light)
            evaluator.budget = 0
            let value = Self.build(Self.path(type), file: file, evaluator)
            guard case .object = value else { continue }
            var instance = Instance(name: type, type: type, index: -1, built: Self.path(type))
            let shape = Self.shape(of: value, file: file, evaluator)
            guard !shape.leaves.isEmpty else { continue }
            // Colors that are the type's own tokens (stored properties' defaults): uses read them by the type.
            if shape.leaves.allSatisfy({ $0.count == 1 && tokenNames.contains(type + "." + $0[0]) }) {
                instance.isView = true
                instances.append(instance)
                continue
            }
            shapes[type] = (shape.leaves, shape.nested, Self.values(of: instance, shape.leaves, evaluator, file: file))
            instances.append(instance)
        }
    }

    /// Each color path's value in the light appearance, described, for comparing instances.
    private static func values(
        of instance: Instance, _ leaves: [[String]], _ evaluator: CodeEvaluator, file: Int,
        in appearance: Appearance = Appearance(.light)
    )
        -> [String: String]
    {
        evaluator.appearance = appearance
        var values: [String: String] = [:]
        for leaf in leaves {
            values[leaf.joined(separator: ".")] = "\(rootedChain(instance, leaf, evaluator, file: file).0)"
        }
        return values
    }

    private mutating func makeTokens(
        _ shapes: [String: Shape], _ evaluator: CodeEvaluator, tokenNames: Set<String>, assetTokens: Set<String>
    ) {
        for instance in instances where !instance.isView {
            guard let shape = shapes[instance.name] else { continue }
            var leaves: [[String]] = []
            for leaf in shape.leaves {
                // A leaf of a nested object whose type declares it (`colors.layer1` of `LightTheme()` is
                // `LightColourPalette.layer1`): the type's token is used, through an alias of the path.
                if leaf.count >= 2, let type = shape.nested[Array(leaf.dropLast())],
                    tokenNames.contains(type + "." + (leaf.last ?? ""))
                {
                    aliases[([instance.name] + leaf.dropLast()).joined(separator: ".")] = type
                    continue
                }
                // A color the type declares itself (a subclass's override) is already its token.
                if tokenNames.contains(([instance.name] + leaf).joined(separator: ".")) { continue }
                leaves.append(leaf)
            }
            tokens += Self.tokens(of: instance, leaves: leaves, evaluator, assetTokens: assetTokens)
        }
    }

    /// Where each token's instance is declared, which tokens are clear, and every path leading to a token.
    private mutating func indexTokens() {
        for token in tokens {
            locations[token.name] = token.location
            if token.variants.allSatisfy({ Self.isClear($0.value) }) { clearTokens.insert(token.name) }
            var parts = token.name.split(separator: ".").map(String.init)
            parts.removeLast()
            while !parts.isEmpty {
                prefixes.insert(parts.joined(separator: "."))
                parts.removeLast()
            }
        }
    }

    private static func isClear(_ value: TokenValue) -> Bool {
        switch value {
        case .reference(let name, _): name == SystemColors.uikitPrefix + "clear"
        case .literal(let literal): literal.color.alpha == 0
        case .unresolvable: false
        }
    }

    /// An instance held by another one (`Colors.light` as `Theme.light.colors`) is read as that path of the
    /// other instance, so its colors are one set of tokens, named by the outer instance.
    private mutating func nestInstances(_ shapes: [String: Shape]) {
        var views: [String: String] = [:]
        for inner in instances {
            guard let innerShape = shapes[inner.name] else { continue }
            search: for outer in instances where outer.name != inner.name && views[outer.name] == nil {
                guard let outerShape = shapes[outer.name] else { continue }
                for (prefix, type) in outerShape.nested.sorted(by: { $0.key.count < $1.key.count })
                where type == inner.type {
                    let path = prefix.joined(separator: ".")
                    let same = innerShape.leaves.allSatisfy { leaf in
                        let key = leaf.joined(separator: ".")
                        return outerShape.values[path + "." + key] == innerShape.values[key]
                    }
                    guard same else { continue }
                    views[inner.name] = outer.name + "." + path
                    break search
                }
            }
        }
        for position in instances.indices {
            guard let view = views[instances[position].name] else { continue }
            aliases[instances[position].name] = view
            instances[position].name = view
            instances[position].isView = true
        }
    }

    /// The instance a name stands for (an alias followed), if any.
    func instance(named name: String) -> String? {
        var current = name
        for _ in 0..<8 {
            guard let target = aliases[current] else { break }
            current = target
        }
        return instances.contains { $0.name == current } || prefixes.contains(current) ? current : nil
    }

    /// The instances a value of `type` can be: instances of that type or of a type that inherits from it.
    func instances(ofType type: String, _ evaluator: CodeEvaluator) -> [String] {
        instances.filter { instance in
            instance.type == type || Self.inherits(instance.type, from: type, evaluator)
        }.map(\.name)
    }

    static func inherits(_ type: String, from ancestor: String, _ evaluator: CodeEvaluator) -> Bool {
        var queue = [type]
        var seen: Set<String> = []
        while let next = queue.popLast(), seen.insert(next).inserted, seen.count < 32 {
            for parent in evaluator.inheritance[next] ?? [] {
                guard let full = evaluator.resolveType(parent, from: []) else { continue }
                if full == ancestor { return true }
                queue.append(full)
            }
        }
        return false
    }

    /// `static let shared = Style()`: an instance whose colors are all its type's own tokens (stored
    /// properties' default values, computed properties that do not read the instance) is the type's colors,
    /// not a theme of its own.
    private static func isSingleton(
        _ index: Int, type: String, leaves: [[String]], _ evaluator: CodeEvaluator, tokenNames: Set<String>
    ) -> Bool {
        leaves.allSatisfy { leaf in
            guard leaf.count == 1, tokenNames.contains(type + "." + leaf[0]),
                let member = evaluator.memberDeclarations(leaf[0], of: type).first
            else { return false }
            evaluator.appearance = Appearance(.light)
            evaluator.budget = 0
            return "\(chainValue(index, leaf, evaluator).0)" == "\(evaluator.declarationValue(member).0)"
        }
    }

    /// `static let standard = Theme.light`: a declaration that only names another instance.
    private static func referencedInstance(
        _ declaration: CodeDeclaration, _ evaluator: CodeEvaluator, known: Set<String>
    ) -> String? {
        switch declaration.value {
        case .member(.identifier(let type, _), let name, _)?:
            let full = evaluator.resolveType(type, from: declaration.scope) ?? type
            return known.contains(full + "." + name) ? full + "." + name : nil
        case .identifier(let name, _)?, .implicitMember(let name, _)?:
            let full = (declaration.scope + [name]).joined(separator: ".")
            return known.contains(full) ? full : nil
        default:
            return nil
        }
    }

    // MARK: Colors of an instance

    /// The member paths of an instance that hold colors (`["colors", "primaryText"]`), found in the light
    /// appearance: stored properties, then computed properties without parameters, into nested app objects.
    static func leaves(of index: Int, _ evaluator: CodeEvaluator) -> [[String]] {
        shape(of: index, evaluator).leaves
    }

    /// The color paths of an instance and the app types of the objects nested in it (`["colors"]` → `Colors`).
    static func shape(of index: Int, _ evaluator: CodeEvaluator) -> (leaves: [[String]], nested: [[String]: String]) {
        evaluator.appearance = Appearance(.light)
        return shape(of: evaluator.declarationValue(index).0, file: evaluator.entries[index].file, evaluator)
    }

    static func shape(
        of value: CodeValue, file: Int, _ evaluator: CodeEvaluator
    )
        -> (leaves: [[String]], nested: [[String]: String])
    {
        var result: [[String]] = []
        var nested: [[String]: String] = [:]
        collect(value, path: [], depth: 0, evaluator, file: file, into: &result, nested: &nested)
        return (result, nested)
    }

    private static func collect(
        _ value: CodeValue, path: [String], depth: Int, _ evaluator: CodeEvaluator, file: Int,
        into result: inout [[String]], nested: inout [[String]: String]
    ) {
        guard case .object(let type, _) = value, depth < depthLimit else { return }
        let key = type.joined(separator: ".")
        var names: [String] = []
        var seen: Set<String> = []
        for member in memberNames(of: key, evaluator) where seen.insert(member).inserted { names.append(member) }
        let scope = CodeScope(parent: nil, typePath: type, selfValue: value, file: file)
        defer { scope.release() }
        for name in names {
            evaluator.budget = 0
            let saved = evaluator.traits
            let member = evaluator.member(value, name, scope)
            evaluator.traits = saved
            switch member {
            case .color:
                result.append(path + [name])
            case .object(let inner, _):
                let innerKey = inner.joined(separator: ".")
                guard evaluator.typeKinds[innerKey] != nil, !CodeEvaluator.colorTypes.contains(inner.last ?? ""),
                    !holdsSwappableTheme(name, of: key, evaluator)
                else { continue }
                if case .color = evaluator.colorOfWrapper(member, inner) {
                    result.append(path + [name])
                } else {
                    nested[path + [name]] = innerKey
                    collect(
                        member, path: path + [name], depth: depth + 1, evaluator, file: file, into: &result,
                        nested: &nested)
                }
            case .unknown:
                // A member declared as a color whose value cannot be read here is still one of the instance's
                // colors (listed unresolvable with why, `tokens(of:)`), not dropped.
                // A computed one only in a palette of computed colors (a theme class's override); in a type that
                // stores its colors, a computed color is derived from them (a wrapper's `color`), and unknown with them.
                guard let index = evaluator.memberDeclarations(name, of: key).first else { continue }
                let declaration = evaluator.entries[index].declaration
                guard declaration.kind == .property, !declaration.isStatic,
                    CodeEvaluator.colorTypes.contains(CodeValue.plainType(declaration.type ?? "")),
                    declaration.body == nil || !storesValues(key, evaluator)
                else { continue }
                result.append(path + [name])
            default:
                continue
            }
        }
    }

    /// `var look: Look = MorningLook()` in a class (`LookCenter.shared.look`): the app swaps the theme while it
    /// runs, so its first value is no color of the object (the usage reader reads it once per theme instead,
    /// `UsageInstanceVariables.runtimeThemes`).
    private static func holdsSwappableTheme(_ name: String, of key: String, _ evaluator: CodeEvaluator) -> Bool {
        guard let index = evaluator.memberDeclarations(name, of: key).first else { return false }
        let declaration = evaluator.entries[index].declaration
        guard evaluator.isRuntimeVariable(declaration), let type = declaration.type.map(CodeValue.plainType),
            let resolved = evaluator.resolveType(type, from: declaration.scope)
        else { return false }
        return evaluator.typeKinds[resolved] == "protocol"
    }

    /// Instance members of a type and of the types it inherits from, in declaration order: stored properties
    /// and computed properties without parameters.
    private static func memberNames(of key: String, _ evaluator: CodeEvaluator) -> [String] {
        var result: [String] = []
        var queue = [key]
        var seen: Set<String> = []
        while !queue.isEmpty, seen.count < 16 {
            let type = queue.removeFirst()
            guard seen.insert(type).inserted else { continue }
            for index in evaluator.memberOrder[type] ?? [] {
                let declaration = evaluator.entries[index].declaration
                // A property typed as something else than a color or an app type is not read (`isDark ?
                // .white : .black` of a `UIScrollView.IndicatorStyle` is no color).
                guard declaration.kind == .property, !declaration.isStatic else { continue }
                if let type = declaration.type.map(CodeValue.plainType), !type.isEmpty, !type.containsText("Color"),
                    evaluator.resolveType(type, from: declaration.scope) == nil
                {
                    continue
                }
                result.append(declaration.name)
            }
            for parent in evaluator.inheritance[type] ?? [] {
                if let full = evaluator.resolveType(parent, from: []) { queue.append(full) }
            }
        }
        return result
    }

    /// One member path of an instance in the current appearance, with the traits it read.
    static func chainValue(_ index: Int, _ names: [String], _ evaluator: CodeEvaluator) -> (CodeValue, CodeTraits) {
        chainValue(root: { $0.declarationValue(index) }, names, evaluator, file: evaluator.entries[index].file)
    }

    static func chainValue(
        root: (CodeEvaluator) -> (CodeValue, CodeTraits), _ names: [String], _ evaluator: CodeEvaluator,
        file: Int
    ) -> (CodeValue, CodeTraits) {
        evaluator.budget = 0
        let (base, read) = root(evaluator)
        let saved = evaluator.traits
        evaluator.traits = read
        defer { evaluator.traits = saved }
        var value = base
        for name in names {
            guard case .object(let type, _) = value else { break }
            let scope = CodeScope(parent: nil, typePath: type, selfValue: value, file: file)
            value = evaluator.member(value, name, scope)
            scope.release()
        }
        if case .object(let type, _) = value { value = evaluator.colorOfWrapper(value, type) }
        return (value, evaluator.traits)
    }

    /// Whether a type stores a color or an app value (`let light: UIColor`, `private var scheme: Scheme`): its
    /// computed colors are derived from those, and unknown with them.
    private static func storesValues(_ key: String, _ evaluator: CodeEvaluator) -> Bool {
        (evaluator.memberOrder[key] ?? []).contains { index in
            let declaration = evaluator.entries[index].declaration
            guard declaration.kind == .property, !declaration.isStatic, declaration.body == nil else { return false }
            let type = CodeValue.plainType(declaration.type ?? "")
            return CodeEvaluator.colorTypes.contains(type)
                || evaluator.resolveType(type, from: declaration.scope).map { evaluator.typeKinds[$0] != nil } == true
        }
    }

    private static func tokens(
        of instance: Instance, leaves: [[String]], _ evaluator: CodeEvaluator, assetTokens: Set<String>
    ) -> [Token] {
        let declaration =
            instance.index >= 0
            ? evaluator.entries[instance.index]
            : evaluator.entries.first { $0.key == instance.name }
        let file = declaration?.file ?? 0
        let location = evaluator.location(
            declaration?.declaration.position ?? CodePosition(line: 1, column: 1, offset: 0), file: file)
        var result: [Token] = []
        for leaf in leaves {
            let outcome = CodeThemeBuilder.variants(location: location, evaluator, assetTokens: assetTokens) {
                rootedChain(instance, leaf, $0, file: file)
            }
            let name = ([instance.name] + leaf).joined(separator: ".")
            if case .unresolved(let reason) = outcome {
                // A member no file gives a value (`Pair(light: Prefs.value, ...)`): listed as such, not dropped.
                var token = Token(
                    name: name, value: .unresolvable(reason: reason, location: location), location: location)
                token.instance = instance.name
                result.append(token)
                continue
            }
            guard case .color(let variants) = outcome else { continue }
            var token = Token(name: name, variants: variants, location: location)
            token.isSingleValue = variants.count == 1 && variants[0].selector == .any
            token.instance = instance.name
            result.append(token)
        }
        return result
    }
}

// MARK: Conformers of theme protocols

extension CodeThemeInstances {
    static func path(_ type: String) -> [String] { type.split(separator: ".").map(String.init) }

    /// App structs and classes that conform to a protocol some parameter or property is declared with
    /// (`func apply(theme: Theme)` with `struct LightTheme: Theme`), with the file that declares them.
    static func protocolConformers(_ evaluator: CodeEvaluator) -> [(String, Int)] {
        var used: Set<String> = []
        // Declarations read in place (no copy, no array of types per declaration).
        func note(_ type: String, _ entry: CodeEvaluator.Entry) {
            let bare = CodeValue.plainType(type)
            guard !bare.isEmpty, let resolved = evaluator.resolveType(bare, from: entry.declaration.scope),
                evaluator.typeKinds[resolved] == "protocol"
            else { return }
            used.insert(resolved)
        }
        for entry in evaluator.entries {
            for parameter in entry.declaration.parameters { note(parameter.type, entry) }
            if entry.declaration.kind == .property, !entry.declaration.isStatic, let type = entry.declaration.type {
                note(type, entry)
            }
        }
        guard !used.isEmpty else { return [] }
        var result: [(String, Int)] = []
        for (type, kind) in evaluator.typeKinds.sorted(by: { $0.key < $1.key })
        where kind == "struct" || kind == "class" {
            // A subclass of a conformer conforms too (`class BlackTheme: DarkTheme`): its overrides make it a
            // theme of its own.
            let conforms = used.contains { inherits(type, from: $0, evaluator) }
            // `struct LavenderTheme: Theme {}` takes every color from the protocol's extension: still a theme.
            guard conforms,
                let file = evaluator.typeFiles[type] ?? evaluator.entries.first(where: { $0.key == type })?.file
            else { continue }
            result.append((type, file))
        }
        return result
    }

    /// `Type()`: a conformer built with no arguments (its stored properties' default values).
    static func build(_ path: [String], file: Int, _ evaluator: CodeEvaluator) -> CodeValue {
        let scope = CodeScope(parent: nil, typePath: path, selfValue: .type(path), file: file)
        defer { scope.release() }
        return evaluator.construct(path, [], CodePosition(line: 1, column: 1, offset: 0), scope)
    }

    /// One member path of an instance, from its declaration or from `Type()`.
    static func rootedChain(
        _ instance: Instance, _ leaf: [String], _ evaluator: CodeEvaluator, file: Int
    )
        -> (CodeValue, CodeTraits)
    {
        if instance.index >= 0 { return chainValue(instance.index, leaf, evaluator) }
        let path = instance.built ?? []
        return chainValue(root: { (build(path, file: file, $0), []) }, leaf, evaluator, file: file)
    }
}
