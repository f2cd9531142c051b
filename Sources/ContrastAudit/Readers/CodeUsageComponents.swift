import Foundation

/// Views and configurations that take their colors as stored properties, built elsewhere with the colors
/// (issue 12): `struct Pill: View { let textColor: Color; let fill: Color; var body ... }` used as
/// `Pill(textColor: AppColors.savedText, fill: AppColors.savedFill)`. Read alone, `textColor` in the body is
/// known only at run time; here each construction site that passes colors through an initializer that stores
/// them unchanged (a struct's memberwise initializer, or `init(tint:) { self.tint = tint }`) gives one reading
/// of the type's bodies with those colors bound, and the pairings say which site they were read with.
struct UsageComponents {
    /// One construction: the colors its arguments give the type's properties, and where it is.
    struct Site: Sendable {
        var colors: [String: UsageColor]
        var location: SourceLocation
        /// `` `textColor` as AppColors.savedText, `fill` as AppColors.savedFill from Pill(...) at File:12:9 ``.
        var explanation: String
        /// Disabled where it is built (`Pill(...).disabled(true)`, or the arm of a color choice whose condition
        /// disables it): what it draws is reported, never failing.
        var disabled = false
        /// Optional properties the construction leaves `nil` (`var title: String?` of a struct built without a
        /// title): an `if let` on one draws nothing there.
        var nilProperties: [String] = []
    }

    /// The construction sites of each type, by the type's key (`Pill`).
    private(set) var sites: [String: [Site]] = [:]
    /// At most this many readings of one type's bodies (distinct color sets).
    static let siteLimit = 8

    init() {}

    /// Finds the constructions of app types with stored color properties across every body.
    init(
        evaluator: CodeEvaluator, tokenNames: Set<String>, assetTokens: Set<String>, instances: CodeThemeInstances
    ) {
        let initializers = Self.initializers(evaluator)
        guard !initializers.isEmpty else { return }
        var seen: [String: Set<[String]>] = [:]
        for entry in evaluator.entries where !evaluator.isPreview(entry) {
            let declaration = entry.declaration
            let expressions = declaration.expressions
            guard !expressions.isEmpty else { continue }
            var resolver = UsageColorResolver(
                evaluator: evaluator, tokenNames: tokenNames, assetTokens: assetTokens, typePath: declaration.scope,
                parameters: Set(declaration.parameters.map(\.name)),
                swiftUI: evaluator.languages[entry.file] == .swift, file: entry.file)
            resolver.instances = instances
            for expression in expressions {
                // Found once per expression, and only when it builds a component (most build none).
                var disabling: [Int: (key: String?, arm: Int)]?
                expression.forEach { node in
                    guard case .call(.identifier(let name, _), let arguments, let position) = node,
                        let type = evaluator.resolveType(name, from: declaration.scope),
                        let candidates = initializers[type],
                        (sites[type]?.count ?? 0) < Self.siteLimit
                    else { return }
                    // The initializer these labels call: every argument's label is one of its parameters'.
                    let labels = arguments.map(\.label)
                    guard let stores = candidates.first(where: { map in labels.allSatisfy { map.labels.contains($0) } })
                    else { return }
                    // One reading per arm of a color chosen in an argument (`isLocked ? a : b`), when both arms
                    // are known: each is a look the view shows.
                    var readings: [(colors: [String: UsageColor], arm: (key: String, arm: Int)?)] = [([:], nil)]
                    for argument in arguments {
                        guard let property = stores.properties[argument.label] else { continue }
                        if case .ternary(let condition, let yes, let no, let at) = argument.value, readings.count == 1,
                            case let (first, second) = (resolver.resolve(yes), resolver.resolve(no)),
                            !first.isUnknown, !second.isUnknown
                        {
                            let (key, negated) = UIKitUsageWalker.choice([.expression(condition)], at)
                            let base = readings[0].colors
                            readings = [(first, negated ? 1 : 0), (second, negated ? 0 : 1)].map { color, arm in
                                var colors = base
                                colors[property] = color
                                return (colors, (key, arm))
                            }
                            continue
                        }
                        let color = resolver.resolve(argument.value)
                        for index in readings.indices { readings[index].colors[property] = color }
                    }
                    // `PillStyle()`: the parameters' default values for what the call leaves out.
                    for (label, property) in stores.properties where !labels.contains(label) {
                        guard let value = stores.defaults[property] else { continue }
                        let color = resolver.resolve(value)
                        for index in readings.indices { readings[index].colors[property] = color }
                    }
                    let location = evaluator.location(position, file: entry.file)
                    let nils = Self.nilProperties(of: type, leftOutBy: arguments, evaluator)
                    for (colors, arm) in readings {
                        guard !colors.isEmpty, (sites[type]?.count ?? 0) < Self.siteLimit else { continue }
                        // Disabled where built: always, or in the arm whose condition disables it (`arm` 0 is the
                        // condition holding).
                        if disabling == nil { disabling = Self.disablings(in: expression) }
                        let disabledBy = disabling?[position.offset]
                        let disabled =
                            disabledBy.map { $0.key == nil || ($0.key == arm?.key && $0.arm == arm?.arm) } ?? false
                        let keys = colors.keys.sorted()
                        let described = keys.map { colors[$0].map(Self.describe) ?? "" }
                        let signature = zip(keys, described).map { "\($0)=\($1)" } + (disabled ? ["disabled"] : [])
                        guard seen[type, default: []].insert(signature).inserted else { continue }
                        let bound = zip(keys, described).map { "`\($0)` as \($1)" }
                        var explanation =
                            bound.joined(separator: ", ") + " from \(name)(...) at "
                            + "\(location.path):\(location.line):\(location.column)"
                        if disabled { explanation += ", disabled there" }
                        sites[type, default: []].append(
                            Site(
                                colors: colors, location: location, explanation: explanation, disabled: disabled,
                                nilProperties: nils))
                    }
                }
            }
        }
        addDefaults(initializers, evaluator, tokenNames: tokenNames, assetTokens: assetTokens, instances: instances)
    }

    /// A struct's optional stored properties (`var title: String?`, no default or `nil`) that a memberwise
    /// construction leaves out or passes `nil`; none for a type with initializers of its own.
    static func nilProperties(
        of type: String, leftOutBy arguments: [CodeArgument], _ evaluator: CodeEvaluator
    ) -> [String] {
        guard evaluator.typeKinds[type] == "struct", evaluator.members[type]?["init"] == nil else { return [] }
        var result: [String] = []
        for index in evaluator.memberOrder[type] ?? [] {
            let declaration = evaluator.entries[index].declaration
            guard declaration.kind == .property, !declaration.isStatic, declaration.body == nil,
                declaration.type?.hasSuffix("?") == true
            else { continue }
            // What the construction stores: the argument, else the default (none is `nil` for an optional).
            let stored = arguments.first { $0.label == declaration.name }?.value ?? declaration.value
            if let stored {
                guard case .identifier("nil", _) = stored else { continue }
            }
            result.append(declaration.name)
        }
        return result
    }

    /// The constructions a chain disables (`Pill(...).onTapGesture { }.disabled(true)`), by the construction's
    /// offset: with no choice key when always, else the choice and the arm in which it is disabled
    /// (`.disabled(isLocked)`: arm 0 of `isLocked`).
    static func disablings(in expression: CodeExpr) -> [Int: (key: String?, arm: Int)] {
        var result: [Int: (key: String?, arm: Int)] = [:]
        expression.forEach(limit: 10_000) { node in
            guard case .call(.member(var base, "disabled", _), let arguments, let position) = node,
                arguments.count == 1, let condition = arguments.first?.value
            else { return }
            // Down the chain of modifiers to the construction it modifies.
            while case .call(.member(let inner, _, _), _, _) = base { base = inner }
            guard case .call(.identifier, _, let at) = base else { return }
            if case .identifier("true", _) = condition {
                result[at.offset] = (nil, 0)
            } else if case .identifier("false", _) = condition {
                return
            } else {
                let (key, negated) = UIKitUsageWalker.choice([.expression(condition)], position)
                result[at.offset] = (key, negated ? 1 : 0)
            }
        }
        return result
    }

    /// A type built nowhere in the files read (`Badge` of a design system, used by screens not read) is read
    /// with its initializer's default colors, as a stored property's default value is, and says so.
    private mutating func addDefaults(
        _ initializers: [String: [Stores]], _ evaluator: CodeEvaluator, tokenNames: Set<String>,
        assetTokens: Set<String>, instances: CodeThemeInstances
    ) {
        for (type, candidates) in initializers.sorted(by: { $0.key < $1.key }) where sites[type] == nil {
            guard let stores = candidates.first(where: { !$0.defaults.isEmpty }), let file = evaluator.typeFiles[type]
            else { continue }
            var resolver = UsageColorResolver(
                evaluator: evaluator, tokenNames: tokenNames, assetTokens: assetTokens,
                typePath: type.split(separator: ".").map(String.init), parameters: [],
                swiftUI: evaluator.languages[file] == .swift, file: file)
            resolver.instances = instances
            let keys = stores.defaults.keys.sorted()
            var colors: [String: UsageColor] = [:]
            for key in keys { colors[key] = resolver.resolve(stores.defaults[key]!) }
            let first = stores.defaults[keys[0]]!
            let location = evaluator.location(first.position, file: file)
            let bound = keys.map { "`\($0)` as \(colors[$0].map(Self.describe) ?? "")" }
            let explanation =
                bound.joined(separator: ", ") + ", the default of its initializer at "
                + "\(location.path):\(location.line):\(location.column) (no \(type)(...) in the files read)"
            sites[type] = [Site(colors: colors, location: location, explanation: explanation)]
        }
    }

    /// What one initializer does with its arguments: every label it takes, and the stored color property each
    /// label's argument is stored in unchanged.
    struct Stores: Sendable {
        var labels: Set<String?>
        var properties: [String?: String]
        /// The default value of the parameter each property is stored from (`init(fill: Color = .pillFill)`).
        var defaults: [String: CodeExpr] = [:]
    }

    /// For each app struct or class with stored, non-static color properties: its memberwise initializer (a
    /// struct without initializers of its own) or each initializer of its own that stores a parameter in a
    /// color property unchanged (`self.tint = tint`). An initializer that changes what it is given
    /// (`self.tint = tint.opacity(0.5)`) stores nothing this way for that property.
    private static func initializers(_ evaluator: CodeEvaluator) -> [String: [Stores]] {
        var colorNames: [String: Set<String>] = [:]
        // A stored color property's default value: what a memberwise construction that leaves it out stores.
        var storedDefaults: [String: [String: CodeExpr]] = [:]
        var own: [String: [CodeDeclaration]] = [:]
        for entry in evaluator.entries {
            // Fields read in place; only an initializer is copied out.
            guard !entry.declaration.scope.isEmpty else { continue }
            let key = entry.key
            if entry.declaration.kind == .initializer {
                own[key, default: []].append(entry.declaration)
                continue
            }
            guard entry.declaration.kind == .property, !entry.declaration.isStatic, entry.declaration.body == nil,
                // (A `let` with a default is no parameter of the memberwise initializer: not one to infer.)
                let type = entry.declaration.type
                    ?? (entry.declaration.isVariable ? colorType(of: entry.declaration.value) : nil),
                CodeEvaluator.colorTypes.contains(CodeValue.plainType(type)),
                let kind = evaluator.typeKinds[key], kind == "struct" || kind == "class"
            else { continue }
            colorNames[key, default: []].insert(entry.declaration.name)
            if let value = entry.declaration.value { storedDefaults[key, default: [:]][entry.declaration.name] = value }
        }
        var result: [String: [Stores]] = [:]
        for (key, names) in colorNames {
            guard let initializers = own[key] else {
                // A struct's memberwise initializer: each property is its own label.
                guard evaluator.typeKinds[key] == "struct" else { continue }
                let allProperties = (evaluator.memberOrder[key] ?? []).compactMap { index -> String? in
                    let declaration = evaluator.entries[index].declaration
                    return declaration.kind == .property && !declaration.isStatic && declaration.body == nil
                        ? declaration.name : nil
                }
                // A call that leaves a property out stores its default (round 23's Yattee: `VideoDetail(...)`
                // without `symbolColor:` keeps white, which was read no more once the other calls were).
                result[key] = [
                    Stores(
                        labels: Set(allProperties.map { Optional($0) }),
                        properties: Dictionary(uniqueKeysWithValues: names.map { (Optional($0), $0) }),
                        defaults: storedDefaults[key] ?? [:])
                ]
                continue
            }
            let stores = initializers.compactMap { stored(by: $0, colorNames: names) }
            if !stores.isEmpty { result[key] = stores }
        }
        return result
    }

    /// The type a stored property's default value gives it when none is written (`var symbolColor = Color.white`,
    /// `var fill = UIColor(named: "Card")`; round 23's Yattee: the colors its callers passed were not read).
    private static func colorType(of value: CodeExpr?) -> String? {
        switch value {
        case .member(.identifier(let type, _), _, _)?, .call(.identifier(let type, _), _, _)?,
            .call(.member(.identifier(let type, _), _, _), _, _)?:
            return CodeEvaluator.colorTypes.contains(type) ? type : nil
        default:
            return nil
        }
    }

    /// `init(tint: UIColor, title: String) { self.tint = tint; ... }`: the labels whose arguments the body
    /// stores unchanged in a color property, when each such property is assigned exactly once.
    private static func stored(by initializer: CodeDeclaration, colorNames: Set<String>) -> Stores? {
        guard let body = initializer.body else { return nil }
        var assignments: [String: [CodeExpr]] = [:]
        for expression in CodeStatement.expressions(in: body) {
            guard case .binary("=", let target, let value, _) = expression else { continue }
            let property: String
            switch target {
            case .member(.identifier("self", _), let name, _): property = name
            case .identifier(let name, _) where !initializer.parameters.contains(where: { $0.name == name }):
                property = name
            default: continue
            }
            guard colorNames.contains(property) else { continue }
            assignments[property, default: []].append(value)
        }
        var properties: [String?: String] = [:]
        var defaults: [String: CodeExpr] = [:]
        for (property, values) in assignments {
            guard values.count == 1, case .identifier(let name, _) = values[0],
                let parameter = initializer.parameters.first(where: { $0.name == name })
            else { continue }
            properties[parameter.label] = property
            if let value = parameter.defaultValue { defaults[property] = value }
        }
        guard !properties.isEmpty else { return nil }
        return Stores(
            labels: Set(initializer.parameters.map(\.label)), properties: properties, defaults: defaults)
    }

    /// A bound color as the explanation names it.
    static func describe(_ color: UsageColor) -> String {
        switch color {
        case .token(let name, _), .builtIn(let name): name
        case .clear: "clear"
        case .literal(let color, _): color.hex
        case .computed(let name, _, _): name
        case .unknown: "a color known only at run time"
        }
    }
}
