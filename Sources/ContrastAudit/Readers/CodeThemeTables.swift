import Foundation

/// `switch theme` tables (issue 11 item 4): a static function that returns a color for a theme given as a case
/// of an app enum (`static func primaryUi01(for theme: Theme.ThemeType? = nil) -> UIColor { switch theme {
/// case .light: return primaryUi01Light ... } }`, the shape of generated theme files). Each case is a theme:
/// an instance named by the enum and the case (`Theme.ThemeType.rosé`), whose color is the function run with
/// that case (`Theme.ThemeType.rosé.primaryUi01`), evaluated in every appearance it reads. A use site that
/// names a case (`ThemeColor.primaryUi01(for: .dark)`) pairs that theme's token; one that passes a theme
/// parameter, or leaves the argument out (the theme active at run time), is read once per case, like a theme
/// parameter (`UsageInstanceVariables`).
extension CodeThemeInstances {
    /// A table function: where it is declared, the enum its theme parameter takes, and that parameter.
    struct Table: Sendable {
        var index: Int
        var enumType: String
        var parameter: Int
        /// The enum's cases in declaration order: one theme each.
        var cases: [String]
    }

    /// At most this many cases of a theme enum are read (each is a theme).
    static let tableCaseLimit = 24

    /// The tokens the tables' tokens refer to (the constants a `switch` returns).
    var tableStorage: Set<String> {
        let tableInstances = Set(instances.lazy.filter(\.isTable).map(\.name))
        var names: Set<String> = []
        for token in tokens where token.instance.map(tableInstances.contains) ?? false {
            for variant in token.variants {
                if case .reference(let target, _) = variant.value { names.insert(target) }
            }
        }
        return names
    }

    /// The name of the pseudo-variable that stands for the theme active at run time in a body's readings.
    static func activeThemeName(_ enumType: String) -> String { "#" + enumType }

    /// The token of one theme's color from a table: `Theme.ThemeType.rosé.primaryUi01`.
    static func tableToken(_ instance: String, _ function: String) -> String { instance + "." + function }

    /// Finds the table functions and adds one instance per case and one token per function and case.
    mutating func addTables(_ evaluator: CodeEvaluator, tokenNames: Set<String>, assetTokens: Set<String>) {
        var taken = tokenNames.union(tokens.map(\.name))
        for (index, enumType, parameter) in Self.tableFunctions(evaluator) {
            let cases = Self.cases(of: enumType, evaluator)
            guard cases.count >= 2, cases.count <= Self.tableCaseLimit else { continue }
            let entry = evaluator.entries[index]
            let declaration = entry.declaration
            let owner = declaration.scope.joined(separator: ".")
            let function = owner.isEmpty ? declaration.name : owner + "." + declaration.name
            guard tables[function] == nil else { continue }
            let location = evaluator.location(declaration.position, file: entry.file)
            var made: [Token] = []
            for name in cases {
                let instance = enumType + "." + name
                let tokenName = Self.tableToken(instance, declaration.name)
                guard !taken.contains(tokenName) else { continue }
                let outcome = CodeThemeBuilder.variants(location: location, evaluator, assetTokens: assetTokens) {
                    Self.tableValue(index, parameter: parameter, case: name, $0)
                }
                // A function that gives no color for some theme is no table of colors (or not one the reader
                // can run): its uses are reported as unknown, and no theme gets a partial set.
                guard case .color(let variants) = outcome else {
                    made = []
                    break
                }
                var token = Token(name: tokenName, variants: variants, location: location)
                token.isSingleValue = variants.count == 1 && variants[0].selector == .any
                token.instance = instance
                made.append(token)
            }
            guard made.count == cases.count else { continue }
            tables[function] = Table(index: index, enumType: enumType, parameter: parameter, cases: cases)
            tokens += made
            taken.formUnion(made.map(\.name))
            for name in cases where !instances.contains(where: { $0.name == enumType + "." + name }) {
                instances.append(Instance(name: enumType + "." + name, type: enumType, index: -1, isTable: true))
            }
        }
    }

    /// Words that name a theme in an enum's or a parameter's name (`Theme.ThemeType`, `for theme:`).
    static let themeWords = ["theme", "scheme", "appearance", "skin", "mode"]

    /// The table functions: every function of `tableSignature` whose enum at least one other such function
    /// also takes, and whose enum or parameter is named for a theme. A single `switch` over an enum maps
    /// roles or shades to colors (`brandColor(_ token: BrandColorToken)`, `dynamicColor(for:
    /// DesignSystemColor)`), and its cases are no themes.
    static func tableFunctions(_ evaluator: CodeEvaluator) -> [(Int, String, Int)] {
        var found: [(Int, String, Int)] = []
        var perEnum: [String: Int] = [:]
        for index in evaluator.entries.indices {
            guard let (enumType, parameter) = tableSignature(index, evaluator) else { continue }
            let parameterName = evaluator.entries[index].declaration.parameters[parameter].name
            let named = (enumType + " " + parameterName).lowercased()
            guard themeWords.contains(where: { named.contains($0) }) else { continue }
            found.append((index, enumType, parameter))
            perEnum[enumType, default: 0] += 1
        }
        return found.filter { perEnum[$0.1, default: 0] >= 2 }
    }

    /// A static (or global) function returning a color whose one parameter without a default value, or whose
    /// one parameter in all, is typed as an app enum: that enum and the parameter's position.
    private static func tableSignature(_ index: Int, _ evaluator: CodeEvaluator) -> (String, Int)? {
        // Most declarations are no function: that is read in place before the declaration is copied.
        guard evaluator.entries[index].declaration.kind == .function else { return nil }
        let declaration = evaluator.entries[index].declaration
        guard declaration.isStatic || declaration.scope.isEmpty,
            declaration.body != nil, let returned = declaration.type,
            CodeEvaluator.colorTypes.contains(CodeValue.plainType(returned)), !declaration.parameters.isEmpty
        else { return nil }
        var found: (String, Int)?
        for (position, parameter) in declaration.parameters.enumerated() {
            let bare = CodeValue.plainType(parameter.type)
            if !bare.isEmpty, let resolved = evaluator.resolveType(bare, from: declaration.scope),
                evaluator.typeKinds[resolved] == "enum"
            {
                // Two theme parameters are no table of one theme.
                guard found == nil else { return nil }
                found = (resolved, position)
            } else if parameter.defaultValue == nil {
                // Another value the caller must give (`podcastColor: UIColor`): the color is not the theme's.
                return nil
            }
        }
        return found
    }

    /// The cases of an app enum, in declaration order.
    static func cases(of enumType: String, _ evaluator: CodeEvaluator) -> [String] {
        var result: [String] = []
        for index in evaluator.memberOrder[enumType] ?? [] {
            let declaration = evaluator.entries[index].declaration
            if declaration.kind == .enumCase, !result.contains(declaration.name) { result.append(declaration.name) }
        }
        return result
    }

    /// The table function run with one case for its theme parameter (defaults for the rest).
    private static func tableValue(
        _ index: Int, parameter: Int, case name: String, _ evaluator: CodeEvaluator
    )
        -> (CodeValue, CodeTraits)
    {
        let declaration = evaluator.entries[index].declaration
        let saved = evaluator.traits
        evaluator.traits = []
        defer { evaluator.traits = saved }
        var arguments: [CodeArgumentValue] = []
        for (position, each) in declaration.parameters.enumerated() where position == parameter {
            arguments.append((label: each.label, value: .enumCase(name)))
        }
        let value = evaluator.callFunction([index], nil, arguments, declaration.position)
        return (value, evaluator.traits)
    }
}
