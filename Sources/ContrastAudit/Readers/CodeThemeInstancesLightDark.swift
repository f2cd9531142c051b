import Foundation

/// Instances that are plainly the light and the dark palette of one theme (issue 11 item 4): the only two
/// instances of a type, named `light` and `dark` (`static let light = Palette(...)`, `lightTheme`/`darkTheme`,
/// `struct LightTheme: AppTheme` beside `struct DarkTheme: AppTheme`). Their colors become one namespace
/// named by the type (`Palette.text`, light variants from `Palette.light`, dark ones from `Palette.dark`),
/// so they are audited in the appearance the app shows them in: read as two themes, the dark palette's text
/// was also measured over a system background in light mode, a false alarm.
///
/// Names are evidence only when nothing else competes and the type is named for colors: a type with a third
/// instance (`sepia`, `black`) is a set of themes the user picks from, and `ButtonStyle.light`/`.dark` are
/// two styles one screen can show. Code that picks the two by the appearance is evidence on its own
/// (`chosenPairs`). The merge is reported as a note, with why.
extension CodeThemeInstances {
    /// What a name says about the appearance: `light`/`dark` with the rest of the name (`lightTheme` →
    /// (`.light`, `theme`)); `nil` for other names.
    static func appearanceWord(_ name: String) -> (Luminosity, String)? {
        let lower = name.lowercased()
        for (word, luminosity) in [("light", Luminosity.light), ("dark", .dark)] {
            if lower == word { return (luminosity, "") }
            // `lightTheme`, `LightTheme`, `light_theme`: the word, then a new word.
            if lower.hasPrefix(word) {
                let rest = name.dropFirst(word.count)
                if let first = rest.first, first.isUppercase || first == "_" {
                    return (luminosity, rest.lowercased().trimmingCharacters(in: ["_"]))
                }
            }
            // `themeLight`, `ThemeDark`, `theme_dark`.
            if lower.hasSuffix(word) {
                let rest = name.dropLast(word.count)
                let start = name[rest.endIndex]
                if start.isUppercase || rest.last == "_" {
                    return (luminosity, rest.lowercased().trimmingCharacters(in: ["_"]))
                }
            }
        }
        return nil
    }

    /// The group an instance competes in (its type, or the protocol a conformer is used by) and its own name
    /// within that group.
    private static func group(of instance: Instance, _ evaluator: CodeEvaluator) -> (group: String, own: String)? {
        if instance.index >= 0 {
            guard let own = instance.name.split(separator: ".").last else { return nil }
            return (instance.type, String(own))
        }
        // A conformer (`LightTheme: AppTheme`): grouped under the first protocol it conforms to.
        for parent in evaluator.inheritance[instance.type] ?? [] {
            guard let full = evaluator.resolveType(parent, from: []), evaluator.typeKinds[full] == "protocol" else {
                continue
            }
            return (full, String(instance.type.split(separator: ".").last ?? ""))
        }
        return nil
    }

    /// Merges each plainly light/dark pair of instances into one namespace (see the extension's comment).
    mutating func mergeLightAndDark(_ evaluator: CodeEvaluator, tokenNames: Set<String>) {
        // Picked by the appearance in the code: evidence enough, whatever they are called and whatever else
        // the type has.
        for (lightName, darkName, because) in chosenPairs {
            guard let light = instances.first(where: { $0.name == lightName && !$0.isView }),
                let dark = instances.first(where: { $0.name == darkName && !$0.isView }), light.type == dark.type
            else { continue }
            merge(light: light, dark: dark, into: light.type, tokenNames: tokenNames, because: because)
        }
        var groups: [String: [Int]] = [:]
        var order: [String] = []
        for (position, instance) in instances.enumerated() where !instance.isView {
            guard let (group, _) = Self.group(of: instance, evaluator) else { continue }
            if groups[group] == nil { order.append(group) }
            groups[group, default: []].append(position)
        }
        // Instances by value: a merge removes one from `instances`, so positions are not kept across merges.
        let pairs = order.compactMap { group -> (String, Instance, Instance)? in
            guard let members = groups[group], members.count == 2 else { return nil }
            return (group, instances[members[0]], instances[members[1]])
        }
        for (group, first, second) in pairs where Self.namesAPalette(group) {
            guard let (_, firstOwn) = Self.group(of: first, evaluator),
                let (_, secondOwn) = Self.group(of: second, evaluator),
                let (firstLuminosity, firstRest) = Self.appearanceWord(firstOwn),
                let (secondLuminosity, secondRest) = Self.appearanceWord(secondOwn),
                firstLuminosity != secondLuminosity, firstRest == secondRest
            else { continue }
            let firstIsLight = firstLuminosity == .light
            let (light, dark) = firstIsLight ? (first, second) : (second, first)
            let (lightOwn, darkOwn) = firstIsLight ? (firstOwn, secondOwn) : (secondOwn, firstOwn)
            merge(
                light: light, dark: dark, into: group, tokenNames: tokenNames,
                because: "the only two \(group) instances, named \(lightOwn) and \(darkOwn)")
        }
    }

    /// One namespace `name` for the two instances, when they have the same color paths and none of the new
    /// names is taken.
    private mutating func merge(
        light: Instance, dark: Instance, into name: String, tokenNames: Set<String>, because: String
    ) {
        func leaves(_ instance: Instance) -> [String: Token] {
            var result: [String: Token] = [:]
            for token in tokens where token.instance == instance.name {
                result[String(token.name.dropFirst(instance.name.count + 1))] = token
            }
            return result
        }
        let lightTokens = leaves(light)
        let darkTokens = leaves(dark)
        guard !lightTokens.isEmpty, Set(lightTokens.keys) == Set(darkTokens.keys) else { return }
        // A stored property's default value (`var link: UIColor = ...`) is a token of the type, named like the
        // merged color: the instances say what it is in each appearance, so the merged token replaces it.
        let defaults = Set(lightTokens.keys.filter { !$0.contains(".") }.map { name + "." + $0 })
            .intersection(light.index >= 0 ? tokenNames : [])
        let taken = tokenNames.union(tokens.map(\.name)).subtracting(defaults)
        guard !lightTokens.keys.contains(where: { taken.contains(name + "." + $0) }),
            !instances.contains(where: { $0.name == name })
        else { return }
        superseded.formUnion(defaults)
        var merged: [Token] = []
        for token in tokens {
            guard token.instance == light.name,
                let darkToken = darkTokens[String(token.name.dropFirst(light.name.count + 1))]
            else { continue }
            var combined = token
            combined.name = name + "." + token.name.dropFirst(light.name.count + 1)
            combined.variants =
                Self.restricted(token.variants, to: .light) + Self.restricted(darkToken.variants, to: .dark)
            combined.isSingleValue = false
            combined.instance = name
            merged.append(combined)
        }
        // In the light instance's place, so the listing keeps the declarations' order.
        let position = tokens.firstIndex { $0.instance == light.name } ?? tokens.endIndex
        let before = tokens[..<position].filter { $0.instance != dark.name }
        let after = tokens[position...].filter { $0.instance != light.name && $0.instance != dark.name }
        tokens = before + merged + after
        // Every name that led to either instance (aliases, instances held by them) now leads to the merged one.
        func renamed(_ old: String) -> String {
            for instance in [light.name, dark.name] {
                if old == instance { return name }
                if old.hasPrefix(instance + ".") { return name + old.dropFirst(instance.count) }
            }
            return old
        }
        aliases = aliases.mapValues(renamed)
        aliases[light.name] = name
        aliases[dark.name] = name
        instances.removeAll { $0.name == dark.name && !$0.isView }
        for position in instances.indices {
            if instances[position].name == light.name, !instances[position].isView { instances[position].type = name }
            instances[position].name = renamed(instances[position].name)
        }
        notes.append(
            Diagnostic(
                severity: .note, location: merged[0].location,
                message: "\(light.name) and \(dark.name) are read as the light and dark appearances of one theme, "
                    + "\(name) (\(because)); their colors are \(name).*"))
    }

    /// `colorScheme == .dark ? Palette.dark : Palette.light` (or `userInterfaceStyle`) anywhere in the code: it
    /// picks two instances of one type by the appearance, which makes them the appearances of one theme.
    mutating func findAppearanceTernaries(_ evaluator: CodeEvaluator) {
        let names = Set(instances.filter { !$0.isView && !$0.isTable }.map(\.name))
        guard names.count >= 2 else { return }
        var found: Set<[String]> = Set(chosenPairs.map { [$0.light, $0.dark] })
        for entry in evaluator.entries {
            let declaration = entry.declaration
            let expressions = declaration.expressions
            for expression in expressions {
                expression.forEach { node in
                    guard case .ternary(let condition, let first, let second, let position) = node,
                        let darkFirst = Self.picksDarkFirst(condition),
                        let one = Self.instanceName(first, declaration.scope, evaluator, names),
                        let other = Self.instanceName(second, declaration.scope, evaluator, names), one != other,
                        instances.first(where: { $0.name == one })?.type
                            == instances.first(where: { $0.name == other })?.type
                    else { return }
                    let (light, dark) = darkFirst ? (other, one) : (one, other)
                    guard found.insert([light, dark]).inserted else { return }
                    let at = evaluator.location(position, file: entry.file)
                    chosenPairs.append(
                        (
                            light, dark,
                            "the code picks \(dark) in dark mode and \(light) otherwise at "
                                + "\(at.path):\(at.line):\(at.column)"
                        ))
                }
            }
        }
    }

    /// `colorScheme == .dark` (the first branch is dark), `userInterfaceStyle != .dark`, `== .light` (the
    /// second is): which branch a condition on the appearance gives in dark mode; `nil` for other conditions.
    static func picksDarkFirst(_ condition: CodeExpr) -> Bool? {
        guard case .binary(let operation, let left, let right, _) = condition, operation == "==" || operation == "!="
        else { return nil }
        func readsAppearance(_ expression: CodeExpr) -> Bool {
            switch expression {
            case .identifier(let name, _), .member(_, let name, _):
                return name == "colorScheme" || name == "userInterfaceStyle"
            default: return false
            }
        }
        func luminosity(_ expression: CodeExpr) -> String? {
            switch expression {
            case .implicitMember(let name, _), .member(_, let name, _):
                return name == "dark" || name == "light" ? name : nil
            default: return nil
            }
        }
        let value: String
        if readsAppearance(left), let named = luminosity(right) {
            value = named
        } else if readsAppearance(right), let named = luminosity(left) {
            value = named
        } else {
            return nil
        }
        return (value == "dark") == (operation == "==")
    }

    /// `Palette.dark`: the instance an expression names, if any.
    private static func instanceName(
        _ expression: CodeExpr, _ scope: [String], _ evaluator: CodeEvaluator, _ names: Set<String>
    ) -> String? {
        guard case .member(.identifier(let type, _), let name, _) = expression,
            let resolved = evaluator.resolveType(type, from: scope)
        else { return nil }
        let full = resolved + "." + name
        return names.contains(full) ? full : nil
    }

    /// Words in a type's name that make `light` and `dark` appearances rather than two styles used side by
    /// side (`ButtonStyle.light` and `.dark` can sit on one screen).
    static let paletteWords = ["theme", "palette", "colors", "colours", "scheme", "appearance", "skin", "mode"]

    /// Whether a type's (or protocol's) name says it holds a theme's colors.
    static func namesAPalette(_ type: String) -> Bool {
        let last = (type.split(separator: ".").last.map(String.init) ?? type).lowercased()
        return paletteWords.contains { last.contains($0) }
    }

    /// The variants of one instance's token for one luminosity: a variant for the other luminosity is
    /// dropped, the rest are limited to this one, and a variant that named it wins over one that did not.
    static func restricted(_ variants: [Variant], to luminosity: Luminosity) -> [Variant] {
        var result: [Variant] = []
        var named: Set<AppearanceSelector> = []
        for variant in variants where variant.selector.luminosity == luminosity { named.insert(variant.selector) }
        for variant in variants {
            if let own = variant.selector.luminosity, own != luminosity { continue }
            var limited = variant
            limited.selector.luminosity = luminosity
            if variant.selector.luminosity == nil, named.contains(limited.selector) { continue }
            result.append(limited)
        }
        return result
    }
}
