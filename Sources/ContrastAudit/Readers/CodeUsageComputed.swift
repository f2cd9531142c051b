import Foundation

/// Colors computed at a use site (`UIColor(white: 0, alpha: 0.5)`, `#colorLiteral(...)`,
/// `OnThisDayColors.gray(colorScheme)`), evaluated as the theme builder evaluates declarations: once, or once
/// per luminosity when the value reads the appearance (SwiftUI's `colorScheme` at the site is the appearance).
extension UsageColorResolver {
    /// `named`: the expression as written, when `expression` is a rewriting of it (a trait read at the site).
    func evaluated(_ expression: CodeExpr, named: CodeExpr? = nil) -> UsageReach? {
        guard locals.isEmpty || !Self.mentionsLocal(expression, locals) else { return nil }
        var results: [(Appearance, CodeColor)] = []
        for luminosity in [Luminosity.light, .dark] {
            let appearance = Appearance(luminosity)
            let (value, traits) = atSite(expression, in: appearance) { ($0, evaluator.traits) }
            guard case .color(let color) = value else { return nil }
            guard traits.isSubset(of: [.luminosity]) else { return inEveryAppearance(expression) }
            results.append((appearance, color))
            if traits.isEmpty { break }
        }
        if results.count == 1 || results[0].1 == results[1].1 { return single(results[0].1) }
        // A token named by the expression would carry one construction's values under a name every
        // construction shares (`setColorsForTheme(lightColor: style.textColor, ...)`).
        guard !readsSiteValues(expression) else { return nil }
        // A dynamic provider's closure has no short text: the color is named by where it is built.
        guard let name = Self.text(named ?? expression) ?? closureColorName(expression) else { return nil }
        var variants: [Variant] = []
        for (appearance, color) in results {
            guard let value = tokenValue(color) else { return nil }
            variants.append(Variant(selector: AppearanceSelector(luminosity: appearance.luminosity), value: value))
        }
        let at = evaluator.location(expression.position, file: file)
        return .color(.computed(name, variants, at))
    }

    /// Evaluates `expression` at the site in `appearance` (SwiftUI's `colorScheme` there is that appearance) and
    /// hands the value to `use` while the appearance is still set (to materialize a color in it); the
    /// evaluator's appearance, traits and budget are restored afterwards.
    func atSite<Result>(
        _ expression: CodeExpr, in appearance: Appearance, _ use: (CodeValue) -> Result
    ) -> Result {
        let saved = (evaluator.appearance, evaluator.traits, evaluator.budget, evaluator.swiftUI)
        defer { (evaluator.appearance, evaluator.traits, evaluator.budget, evaluator.swiftUI) = saved }
        evaluator.appearance = appearance
        evaluator.traits = []
        evaluator.budget = 0
        // `.gray` in a SwiftUI view's `bgColor: scheme == .light ? .gray.opacity(0.1) : ...` is SwiftUI's gray
        // (the system gray), not UIKit's `UIColor.gray` (held-out round 12 re-score).
        if swiftUI { evaluator.swiftUI = true }
        let scope = CodeScope(parent: nil, typePath: typePath, selfValue: siteSelf ?? .type(typePath), file: file)
        defer { scope.release() }
        for (name, value) in siteValues { scope.values[name] = value }
        if Self.mentions(expression, "colorScheme") {
            scope.values["colorScheme"] = evaluator.member(.traits, "colorScheme", scope)
        }
        if Self.mentions(expression, Self.siteTraitsName) { scope.values[Self.siteTraitsName] = .traits }
        return use(evaluator.evaluate(expression, scope))
    }

    /// The value of an expression at the site when it does not depend on the appearance (an argument a
    /// construction passes: `.title`, `nil`, `.filled(.systemIndigo)`); `nil` when it cannot be evaluated.
    /// A parameter of the body, or a stored `var` the app can change (read through `variablesRead`), makes it
    /// a value known only at run time: its first value would decide silently. A `static var` color the theme
    /// reads as a token (`static var brand = UIColor(...)`) is that token, as everywhere else.
    func valueAtSite(_ expression: CodeExpr) -> CodeValue? {
        guard locals.isEmpty || !Self.mentionsLocal(expression, locals) else { return nil }
        var readsParameter = false
        expression.forEach(limit: 200) { node in
            if case .identifier(let name, _) = node, parameters.contains(name), siteValues[name] == nil {
                readsParameter = true
            }
        }
        guard !readsParameter else { return nil }
        let outer = evaluator.variablesRead
        evaluator.variablesRead = []
        defer { evaluator.variablesRead = outer }
        let (value, traits) = atSite(expression, in: Appearance(.light)) { ($0, evaluator.traits) }
        let changeable = (evaluator.variablesRead ?? []).filter { !tokenNames.contains($0) }
        guard traits.isEmpty, value.unknownReason == nil, changeable.isEmpty else { return nil }
        return value
    }

    /// A condition the construction being read decides (`textColor == nil ? type.textColor : textColor` with
    /// no `textColor` passed): its value, when it reads one of the construction's values and nothing else that
    /// changes at run time; `nil` otherwise.
    func decided(_ condition: CodeExpr) -> Bool? {
        guard readsSiteValues(condition), case .bool(let holds)? = valueAtSite(condition) else { return nil }
        return holds
    }

    /// `if kDebugColors` with `let kDebugColors = false` in the type or the file: a constant flag, so one branch
    /// runs. The other is dead code (round 17: debug backgrounds behind `if` a `false` flag were paired, eight
    /// false errors and a pass that hid a real failure). `nil` for anything else, a `var` included.
    func constantFlag(_ expression: CodeExpr) -> Bool? {
        let (written, negated) = expression.withoutNegations
        let name: String
        switch written {
        case .identifier(let identifier, _), .member(.identifier("self", _), let identifier, _): name = identifier
        default: return nil
        }
        guard locals[name] == nil, !parameters.contains(name) else { return nil }
        var indices = evaluator.memberDeclarations(name, of: typePath.joined(separator: "."))
        if indices.isEmpty { indices = evaluator.memberDeclarations(name, of: "") }
        var answer: Bool?
        for index in indices {
            let declaration = evaluator.entries[index].declaration
            guard declaration.kind == .property, !declaration.isVariable, declaration.body == nil,
                case .identifier(let literal, _)? = declaration.value, literal == "true" || literal == "false",
                answer == nil || answer == (literal == "true")
            else { return nil }
            answer = literal == "true"
        }
        return answer.map { $0 != negated }
    }

    /// Whether an expression reads a value the construction being read passed.
    func readsSiteValues(_ expression: CodeExpr) -> Bool {
        guard !siteValues.isEmpty || siteSelf != nil else { return false }
        var reads = false
        expression.forEach(limit: 200) { node in
            switch node {
            case .identifier(let name, _) where siteValues[name] != nil: reads = true
            case .member(.identifier("self", _), let name, _):
                if case .object(_, let fields)? = siteSelf, fields[name] != nil { reads = true }
            default: break
            }
        }
        return reads
    }

    /// `UIColor { traits in ... }` or `UIColor(dynamicProvider: { ... })` built at a site: "UIColor { ... } at
    /// Banner.swift:10:25".
    private func closureColorName(_ expression: CodeExpr) -> String? {
        guard case .call(.identifier(let type, _), let arguments, let position) = expression, arguments.count == 1,
            case .closure = arguments[0].value
        else { return nil }
        let at = evaluator.location(position, file: file)
        let fileName = at.fileName
        return "\(type) { ... } at \(fileName):\(at.line):\(at.column)"
    }

    /// A color that reads the level or the contrast setting too (`hint.withAlphaComponent(0.3)` of a color
    /// with increased-contrast values): evaluated in every combination of the traits it reads, as a declared
    /// color is; light and dark alone would drop the variants that differ.
    private func inEveryAppearance(_ expression: CodeExpr) -> UsageReach? {
        guard !readsSiteValues(expression), let name = Self.text(expression) else { return nil }
        let at = evaluator.location(expression.position, file: file)
        let outcome = CodeThemeBuilder.variants(location: at, evaluator, assetTokens: assetTokens) { evaluator in
            atSite(expression, in: evaluator.appearance) { ($0, evaluator.traits) }
        }
        guard case .color(let variants) = outcome else { return nil }
        // Every color it names must be one the audit knows (a token read, or a system color).
        for variant in variants {
            guard case .reference(let target, _) = variant.value else { continue }
            let system = target.hasPrefix(SystemColors.iOSPrefix) || target.hasPrefix(SystemColors.uikitPrefix)
            guard system || tokenNames.contains(target) else { return nil }
        }
        return .color(.computed(name, variants, at))
    }

    private func single(_ color: CodeColor) -> UsageReach? {
        switch color {
        case .literal(let literal, let at): return .color(.literal(literal, at))
        // The clear color lets what is beneath show, as `.clear` written at the site does.
        case .builtIn(let name): return .color(name == SystemColors.uikitPrefix + "clear" ? .clear : .builtIn(name))
        case .declaration(let index):
            let entry = evaluator.entries[index]
            let name = evaluator.tokenName(index)
            guard tokenNames.contains(name) else { return nil }
            return .color(.token(name, declaration: evaluator.location(entry.declaration.position, file: entry.file)))
        // An asset color reached through the evaluated code (`PillBadgeStyle.danger.textColor`, a `switch self`
        // returning `SharedAsset.Colors.badgeDangerText.swiftUIColor`): the asset's token, as an accessor written
        // at the site is (round 20's Bitwarden pills). One that no catalog of the input holds cannot be evaluated
        // (`UIColor.init(named: Theme.ivpnBackgroundPrimary)` without the catalog, round 21's IVPN), as
        // `UIColor(named: "Brand")` written at the site cannot; a pairing naming it would be an unknown token.
        case .asset(let name, _):
            return .color(
                assetTokens.contains(name)
                    ? .token(name, declaration: nil)
                    : .unknown("names the asset color \"\(name)\", which is not among the inputs"))
        }
    }

    private func tokenValue(_ color: CodeColor) -> TokenValue? {
        switch color {
        case .literal(let literal, let at): return .literal(ColorLiteral(color: literal, location: at))
        case .builtIn(let name): return .reference(name: name, location: SourceLocation(path: ""))
        case .declaration(let index):
            let name = evaluator.tokenName(index)
            guard tokenNames.contains(name) else { return nil }
            let entry = evaluator.entries[index]
            return .reference(name: name, location: evaluator.location(entry.declaration.position, file: entry.file))
        case .asset(let name, let at): return .reference(name: name, location: at)
        }
    }

    static func mentions(_ expression: CodeExpr, _ identifier: String) -> Bool {
        var found = false
        expression.forEach(limit: 500) { node in
            if case .identifier(let name, _) = node, name == identifier { found = true }
        }
        return found
    }

    static func mentionsLocal(_ expression: CodeExpr, _ locals: [String: CodeExpr]) -> Bool {
        var found = false
        expression.forEach(limit: 500) { node in
            if case .identifier(let name, _) = node, locals[name] != nil { found = true }
        }
        return found
    }

    /// The expression as a name: `OnThisDayColors.grayColor(colorScheme)`; `nil` for anything more complex.
    static func text(_ expression: CodeExpr, depth: Int = 0) -> String? {
        guard depth < 12 else { return nil }
        switch expression {
        case .identifier(let name, _): return name
        case .implicitMember(let name, _): return "." + name
        case .member(let base, let name, _): return text(base, depth: depth + 1).map { $0 + "." + name }
        case .number(let value, _, _): return Wording.number(value)
        case .string(let value, false, _): return "\"" + value + "\""
        case .postfix(_, let inner, _): return text(inner, depth: depth + 1)
        case .call(let callee, let arguments, _):
            guard let head = text(callee, depth: depth + 1) else { return nil }
            var parts: [String] = []
            for argument in arguments {
                guard let value = text(argument.value, depth: depth + 1) else { return nil }
                parts.append(argument.label.map { "\($0): \(value)" } ?? value)
            }
            return head + "(" + parts.joined(separator: ", ") + ")"
        case .ternary(let condition, let yes, let no, _):
            // `colorScheme == .light ? Color.white : .black`, named as written.
            guard let test = text(condition, depth: depth + 1), let first = text(yes, depth: depth + 1),
                let second = text(no, depth: depth + 1)
            else { return nil }
            return test + " ? " + first + " : " + second
        case .binary(let operation, let left, let right, _) where ["==", "!=", "/", "*", "+", "-"].contains(operation):
            // Comparisons of a condition, and arithmetic in components (`Color(red: 52/255, ...)`).
            guard let lhs = text(left, depth: depth + 1), let rhs = text(right, depth: depth + 1) else { return nil }
            return lhs + " " + operation + " " + rhs
        default: return nil
        }
    }
}
