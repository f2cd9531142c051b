import Foundation

/// Views and configurations that take their colors as stored properties, built elsewhere with the colors
/// (issue 12): `struct Pill: View { let textColor: Color; let fill: Color; var body ... }` used as
/// `Pill(textColor: AppColors.savedText, fill: AppColors.savedFill)`. Read alone, `textColor` in the body is
/// known only at run time; here each construction site that passes colors by the properties' own labels
/// (a struct's memberwise initializer) gives one reading of the type's bodies with those colors bound, and the
/// pairings say which site they were read with.
struct UsageComponents {
    /// One construction: the colors its arguments give the type's properties, and where it is.
    struct Site: Sendable {
        var colors: [String: UsageColor]
        var location: SourceLocation
        /// `` `textColor` as AppColors.savedText, `fill` as AppColors.savedFill from Pill(...) at File:12:9 ``.
        var explanation: String
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
        let properties = Self.colorProperties(evaluator)
        guard !properties.isEmpty else { return }
        var seen: [String: Set<[String]>] = [:]
        for entry in evaluator.entries {
            let declaration = entry.declaration
            var expressions: [CodeExpr] = []
            if let body = declaration.body { expressions = CodeStatement.expressions(in: body) }
            if let value = declaration.value { expressions.append(value) }
            guard !expressions.isEmpty else { continue }
            var resolver = UsageColorResolver(
                evaluator: evaluator, tokenNames: tokenNames, assetTokens: assetTokens, typePath: declaration.scope,
                parameters: Set(declaration.parameters.map(\.name)),
                swiftUI: evaluator.languages[entry.file] == .swift, file: entry.file)
            resolver.instances = instances
            for expression in expressions {
                expression.forEach { node in
                    guard case .call(.identifier(let name, _), let arguments, let position) = node,
                        !arguments.isEmpty,
                        let type = evaluator.resolveType(name, from: declaration.scope),
                        let colorNames = properties[type],
                        arguments.allSatisfy({ $0.label != nil }),
                        (sites[type]?.count ?? 0) < Self.siteLimit
                    else { return }
                    var colors: [String: UsageColor] = [:]
                    for argument in arguments {
                        guard let label = argument.label, colorNames.contains(label) else { continue }
                        colors[label] = resolver.resolve(argument.value)
                    }
                    guard !colors.isEmpty else { return }
                    let signature = colors.keys.sorted().map { "\($0)=\(colors[$0].map(Self.describe) ?? "")" }
                    guard seen[type, default: []].insert(signature).inserted else { return }
                    let location = evaluator.location(position, file: entry.file)
                    let bound = colors.keys.sorted().map { "`\($0)` as \(colors[$0].map(Self.describe) ?? "?")" }
                    let explanation =
                        bound.joined(separator: ", ") + " from \(name)(...) at "
                        + "\(location.path):\(location.line):\(location.column)"
                    sites[type, default: []].append(Site(colors: colors, location: location, explanation: explanation))
                }
            }
        }
    }

    /// App structs and classes with stored, non-static properties declared as colors, by type key.
    private static func colorProperties(_ evaluator: CodeEvaluator) -> [String: Set<String>] {
        var result: [String: Set<String>] = [:]
        for entry in evaluator.entries {
            let declaration = entry.declaration
            guard declaration.kind == .property, !declaration.isStatic, declaration.body == nil,
                !declaration.scope.isEmpty, let type = declaration.type,
                CodeEvaluator.colorTypes.contains(CodeValue.plainType(type))
            else { continue }
            let key = declaration.scope.joined(separator: ".")
            guard evaluator.typeKinds[key] == "struct" else { continue }
            result[key, default: []].insert(declaration.name)
        }
        // Only the memberwise initializer passes an argument to the property of its label unchanged; an
        // initializer of the type's own may do anything with it (`self.tint = tint.withAlphaComponent(0.5)`).
        return result.filter { key, _ in
            !(evaluator.memberOrder[key] ?? []).contains { evaluator.entries[$0].declaration.kind == .initializer }
        }
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
