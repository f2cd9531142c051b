import Foundation

/// A color as written at a use site, resolved to what the theme knows: a token (with the declaration it
/// resolved to), a built-in color, the clear color, or why it cannot be known.
enum UsageColor: Sendable, Hashable {
    case token(String, declaration: SourceLocation?)
    case builtIn(String)
    case clear
    /// A color built at the use site (`UIColor(white: 0, alpha: 0.5)`, `#colorLiteral(...)`): a token named
    /// by its hex value is added for it.
    case literal(Color, SourceLocation)
    /// A color computed at the use site that follows the appearance (`Colors.gray(colorScheme)`): a token
    /// named by the expression, with one variant per appearance.
    case computed(String, [Variant], SourceLocation)
    case unknown(String)

    /// The theme token or built-in name to pair, if any.
    var name: String? {
        switch self {
        case .token(let name, _): name
        case .builtIn(let name): name
        case .clear: SystemColors.uikitPrefix + "clear"
        case .literal(let color, _): color.hex
        case .computed(let name, _, _): name
        case .unknown: nil
        }
    }

    var isClear: Bool {
        if case .clear = self { return true }
        return false
    }

    var isUnknown: Bool {
        if case .unknown = self { return true }
        return false
    }
}

/// What the code names at a use site, before it reaches a color: a type, an instance of an app type, or a
/// color.
enum UsageReach {
    case type(String)
    case instance(String)
    /// A theme instance, or a path within one (`Theme.sepia`, `Theme.sepia.colors`): its colors are tokens.
    case themeInstance(String)
    case color(UsageColor)
}

/// The variables bound to theme instances that a walk used, so that a body is read again for each instance
/// only when it uses one.
final class UsageTouch {
    var names: Set<String> = []
}

/// What names that are not locals, bindings or parameters reach from one body (`Palette.c0` in each of a
/// view's 120 `if`s): that depends only on the body's type and the fixed tables, so it is found once per body.
final class UsageReachCache {
    var names: [String: UsageReach] = [:]
}

/// Resolves the color expressions of use sites (`Palette.cardText.color`, `Style.shared.accentColor`,
/// `Color("Brand")`, `.white`, `[UIColor brandColor]`) to the tokens the theme builder made, by following
/// the names through the declarations: a use is paired by the declaration it names, never by its value.
struct UsageColorResolver {
    let evaluator: CodeEvaluator
    let tokenNames: Set<String>
    let assetTokens: Set<String>
    /// The type whose body holds the use site (`["ArticleViewController"]`).
    var typePath: [String]
    /// Local bindings of the body being walked (`let color = Palette.text.color`).
    var locals: [String: CodeExpr] = [:]
    /// Parameter names of the body being walked: values only known at run time.
    var parameters: Set<String> = []
    /// The declared types of those parameters (`row` → `RowCell`).
    var parameterTypes: [String: String] = [:]
    var swiftUI = false
    /// The file of the use site, for evaluating colors built there.
    var file = 0
    /// The theme instances of the input (CodeThemeInstances.swift).
    var instances = CodeThemeInstances()
    /// Parameters and properties that stand for one theme instance in this walk (`theme` → `Theme.sepia`).
    var bindings: [String: String] = [:]
    var touched = UsageTouch()
    /// Stored color properties bound to the colors one construction site passes (CodeUsageComponents.swift).
    var boundColors: [String: UsageColor] = [:]
    /// For an initializer read at a construction (CodeUsageConstructions.swift): the values its parameters take
    /// there (`kind` → `Kind.title`), and the object it builds with the stored properties set from them.
    var siteValues: [String: CodeValue] = [:]
    /// The same parameters' arguments (or defaults) as written, for what is read from syntax (a font's size and
    /// weight: `UIFont.systemFont(ofSize: font, weight: weight)` in `init(text:font:weight:)`).
    var siteArguments: [String: CodeExpr] = [:]
    var siteSelf: CodeValue?
    /// Answers of `declaredName` for this body (set up with `typePath` and `instances`, which do not change
    /// while a body is walked).
    let declaredNames = UsageReachCache()

    static let colorTypes: Set<String> = ["UIColor", "Color", "NSColor", "CGColor", "SwiftUI.Color"]

    func resolve(_ expression: CodeExpr, depth: Int = 0) -> UsageColor {
        guard depth < 16 else { return .unknown("refers through too many names") }
        switch reach(expression, depth: depth) {
        case .color(let color): return color
        case .instance(let name) where Self.colorTypes.contains(name):
            // A property or value of a color type that nothing in the input sets: its color comes at run time.
            return .unknown("is a `\(name)` value set at run time")
        case .type(let name), .instance(let name):
            return .unknown("`\(name)` is not a color")
        case .themeInstance(let name):
            return .unknown("`\(name)` is a theme instance, not a color")
        }
    }

    /// The theme instance an expression names in this reading (`theme` bound to `Theme.dark`, `Theme.light`),
    /// if it names one.
    func themeInstance(_ expression: CodeExpr) -> String? {
        if case .themeInstance(let name) = reach(expression, depth: 0) { return name }
        return nil
    }

    private func reach(_ expression: CodeExpr, depth: Int) -> UsageReach {
        guard depth < 16 else { return .color(.unknown("refers through too many names")) }
        switch expression {
        case .postfix(_, let inner, _), .cast(let inner, _, _):
            return reach(inner, depth: depth + 1)
        case .tuple(let elements, _) where elements.count == 1:
            return reach(elements[0].value, depth: depth + 1)
        case .binary("??", let left, let right, _):
            // `self.theme ?? .day`: the value when there is one (a theme property already ranges over every
            // instance), else the default.
            let found = reach(left, depth: depth + 1)
            if case .color(.unknown) = found { return reach(right, depth: depth + 1) }
            return found
        case .identifier(let name, _):
            // A parameter a construction gives a color (`textColor = color` with `Label(color: .black)`).
            if siteValues[name] != nil, boundColors[name] == nil, locals[name] == nil,
                let value = evaluated(expression)
            {
                return value
            }
            return identifier(name, depth: depth)
        case .implicitMember(let name, _):
            return implicitMember(name)
        case .member(let base, let name, _):
            return reachMember(expression, base, name, depth: depth)
        case .call(let callee, let arguments, let position):
            return reachCall(expression, callee, arguments, position, depth: depth)
        case .message(let receiver, let arguments, _):
            // `[UIColor brandColor]`: a unary selector is a member.
            if arguments.count == 1, let selector = arguments[0].label, case .unknown = arguments[0].value {
                let owner = reach(receiver, depth: depth + 1)
                if case .type(let type) = owner, let bound = bindings[type + "." + selector] {
                    touched.names.insert(type + "." + selector)
                    return bound == UsageInstanceVariables.tooMany
                        ? Self.tooManyThemes(type + "." + selector) : .themeInstance(bound)
                }
                return member(owner, selector)
            }
            // `[[UIColor pinBlue] colorWithAlphaComponent:.87]`: evaluated at the site, as Swift's calls are.
            if let value = evaluated(expression) { return value }
            return .color(.unknown("builds a color with a message the usage reader does not follow"))
        case .ternary(let condition, let first, let second, let position):
            // `traitCollection.userInterfaceStyle == .light ? .black : .white` (on any view or controller): the
            // appearance's own style, evaluated at the site like SwiftUI's `colorScheme`.
            if Self.readsInterfaceStyle(condition) {
                let atSite = CodeExpr.ternary(Self.siteTraits(condition), first, second, position)
                if let value = evaluated(atSite, named: expression) { return value }
            }
            // `colorScheme == .light ? a : b`: a light and a dark variant, evaluated at the site.
            if SwiftUIUsageWalker.readsColorScheme(condition) {
                if let value = evaluated(expression) { return value }
                for arm in [first, second] {
                    if case .color(.unknown(let reason)) = reach(arm, depth: depth + 1) {
                        return .color(.unknown("is picked by the appearance, and one of its colors \(reason)"))
                    }
                }
            }
            // Both branches reach the same theme or color (`isDark ? Palette.dark : Palette.light` once the two
            // are one theme's appearances): that one; else it is chosen at run time.
            let one = reach(first, depth: depth + 1)
            switch (one, reach(second, depth: depth + 1)) {
            case (.themeInstance(let a), .themeInstance(let b)) where a == b: return one
            case (.color(let a), .color(let b)) where a.name != nil && a.name == b.name: return one
            default: return .color(.unknown("is chosen at run time"))
            }
        case .pound:
            return evaluated(expression) ?? .color(.unknown("is a literal the reader cannot evaluate"))
        default:
            return .color(.unknown("is an expression the usage reader does not follow"))
        }
    }

    /// The name the site's trait collection is bound to while a condition on it is evaluated.
    static let siteTraitsName = "traitCollection@site"

    /// Whether a condition compares a trait collection's `userInterfaceStyle`.
    static func readsInterfaceStyle(_ condition: CodeExpr) -> Bool {
        var found = false
        condition.forEach(limit: 64) { node in
            if case .member(_, "userInterfaceStyle", _) = node { found = true }
        }
        return found
    }

    /// The condition with every `X.userInterfaceStyle` read from the appearance being evaluated.
    static func siteTraits(_ condition: CodeExpr) -> CodeExpr {
        condition.rewritten { node, _ in
            guard case .member(_, "userInterfaceStyle", let position) = node else { return nil }
            return .member(.identifier(siteTraitsName, position), "userInterfaceStyle", position)
        }
    }

    /// One step along a member chain (`Palette.cardText.color`, `theme.ink`, `Skin.active.ink`).
    private func reachMember(_ expression: CodeExpr, _ base: CodeExpr, _ name: String, depth: Int) -> UsageReach {
        if case .identifier("self", _) = base { return identifier(name, depth: depth, skippingLocals: true) }
        if let fixed = parameterMember(base, name) { return fixed }
        if let text = contrastingText(base, name, at: expression, depth: depth) { return .color(text) }
        let owner = reach(base, depth: depth + 1)
        // `Skin.active` or `LookCenter.shared.look`, the theme picked at run time: the instance this reading
        // takes.
        switch owner {
        case .type(let type), .instance(let type):
            if let bound = bindings[type + "." + name] {
                touched.names.insert(type + "." + name)
                return bound == UsageInstanceVariables.tooMany
                    ? Self.tooManyThemes(type + "." + name) : .themeInstance(bound)
            }
        default:
            break
        }
        if case .instance(let type) = owner, let passed = passedOnTheme(type, name, depth: depth) { return passed }
        let found = member(owner, name)
        // Through a theme of more than a body is read for: evaluated, it would be the first one's.
        if case .color(.unknown(let reason)) = owner, reason.hasPrefix(Self.tooManyPrefix) { return owner }
        // `theme.ink` after `let theme = kind.theme`, in the reading that binds `kind` to one case: the chain
        // with the locals and the case written in, evaluated (`BannerKind.info.theme.ink`); before the chain
        // as written, which would take `kind` at its stored value.
        if case .color(.unknown) = found, let inlined = withCasesAndLocals(expression),
            let value = evaluated(inlined)
        {
            return value
        }
        // A color built from a constant at the site (`Styles.Colors.Gray.light.color`, a hex string and an
        // app extension of String): evaluated there.
        if case .color(.unknown) = found, let value = assetAccessor(expression) ?? evaluated(expression) {
            return value
        }
        // A property of a color type (`warnScheme.ink` of a constant instance of the body's type): evaluated
        // at the site; it is a value set at run time only when that fails.
        if case .instance(let type) = found, Self.colorTypes.contains(type), let value = evaluated(expression) {
            return value
        }
        return found
    }

    /// `skin.ink` where `Skin.ink` is `{ scheme.ink }` and this reading binds `Skin.scheme` to one theme
    /// instance: the color of that instance, read in `Skin`.
    private func passedOnTheme(_ type: String, _ name: String, depth: Int) -> UsageReach? {
        let prefix = type + "."
        guard bindings.keys.contains(where: { $0.hasPrefix(prefix) }) else { return nil }
        let found = evaluator.memberDeclarations(name, of: type)
        guard let index = found.first, found.count == 1 else { return nil }
        let declaration = evaluator.entries[index].declaration
        guard declaration.kind == .property, !declaration.isStatic,
            let returned = declaration.body.flatMap(StatusBarUse.returnedValue)
        else { return nil }
        var inner = UsageColorResolver(
            evaluator: evaluator, tokenNames: tokenNames, assetTokens: assetTokens,
            typePath: type.split(separator: ".").map(String.init), swiftUI: swiftUI,
            file: evaluator.entries[index].file)
        inner.instances = instances
        inner.bindings = bindings
        // Inside `Skin`, its `scheme` is the run-time key `Skin.scheme`.
        var passed: [String: String] = [:]
        for (key, bound) in bindings where key.hasPrefix(prefix) {
            let member = String(key.dropFirst(prefix.count))
            if !member.contains(".") { passed[member] = key }
            inner.bindings[member] = bound
        }
        let reached = inner.reach(returned, depth: depth + 1)
        for (member, key) in passed where inner.touched.names.contains(member) { touched.names.insert(key) }
        // Only a theme's color counts: anything else keeps the property's own reading.
        if case .color(.token) = reached { return reached }
        return nil
    }

    /// A call at the site: its state at rest, the case this reading binds written in, a variable's value known
    /// only at run time, the call followed, or evaluated there.
    private func reachCall(
        _ expression: CodeExpr, _ callee: CodeExpr, _ arguments: [CodeArgument], _ position: CodePosition, depth: Int
    ) -> UsageReach {
        if let resting = Self.restingState(callee, arguments, position) { return reach(resting, depth: depth + 1) }
        if let given = withBoundCases(callee, arguments, position) { return reach(given, depth: depth + 1) }
        // A variable of the body's type handed to the call (`variant: variant`, a cell's `var` the app sets):
        // evaluated, it would be its stored value, one of the values it takes.
        if let name = runtimeArgument(arguments) {
            return .color(.unknown("depends on `\(name)`, known only at run time"))
        }
        let found = call(callee, arguments, depth: depth)
        if case .color(.unknown) = found, let value = assetAccessor(expression) ?? evaluated(expression) {
            return value
        }
        return found
    }

    /// `UIColor.from(scheme: .text, variant: variant)` in the reading that binds the parameter `variant` to the
    /// case `SchemeVariant.dark`: the call with that case written in (`UsageInstanceVariables.caseParameters`).
    private func withBoundCases(_ callee: CodeExpr, _ arguments: [CodeArgument], _ position: CodePosition) -> CodeExpr?
    {
        guard !bindings.isEmpty else { return nil }
        var changed = arguments
        var any = false
        for index in changed.indices {
            let name: String
            let at: CodePosition
            switch changed[index].value {
            case .identifier(let identifier, let position),
                .member(.identifier("self", _), let identifier, let position):
                (name, at) = (identifier, position)
            default: continue
            }
            guard let written = boundCase(name, at: at) else { continue }
            changed[index].value = written
            any = true
        }
        return any ? .call(callee, changed, position) : nil
    }

    /// `viewModel.titleColor` where the parameter `viewModel: RowViewModel` is an app type whose `titleColor`
    /// getter reads nothing of its instance (`{ return UIColor.darkGray }`): the same color for every instance
    /// passed, so the type's token. A getter that reads the instance's state stays known only at run time.
    private func parameterMember(_ base: CodeExpr, _ name: String) -> UsageReach? {
        guard case .identifier(let parameter, _) = base, parameters.contains(parameter), locals[parameter] == nil,
            bindings[parameter] == nil, boundColors[parameter] == nil, siteValues[parameter] == nil,
            let declared = parameterTypes[parameter],
            let type = evaluator.resolveType(CodeValue.plainType(declared), from: typePath),
            evaluator.typeKinds[type] == "struct" || evaluator.typeKinds[type] == "class"
        else { return nil }
        let found = evaluator.memberDeclarations(name, of: type)
        guard found.count == 1 else { return nil }
        let declaration = evaluator.entries[found[0]].declaration
        guard declaration.kind == .property, !declaration.isStatic, let body = declaration.body else { return nil }
        var readsInstance = false
        for expression in CodeStatement.expressions(in: body) {
            expression.forEach(limit: 500) { node in
                guard case .identifier(let identifier, _) = node else { return }
                if identifier == "self" { readsInstance = true }
                if evaluator.memberDeclarations(identifier, of: type).contains(where: {
                    !evaluator.entries[$0].declaration.isStatic
                }) {
                    readsInstance = true
                }
            }
        }
        guard !readsInstance else { return nil }
        let reached = member(.instance(type), name)
        if case .color(.token) = reached { return reached }
        return nil
    }

    /// The case this reading binds `name` to (`variant` → `SchemeVariant.dark`), written as an expression and
    /// counted as used; `nil` when the name is bound to no case of an app enum.
    private func boundCase(_ name: String, at position: CodePosition) -> CodeExpr? {
        guard let bound = bindings[name], let dot = bound.lastIndex(of: "."), instances.instance(named: bound) == nil
        else { return nil }
        let type = String(bound[..<dot])
        guard evaluator.typeKinds[type] == "enum" else { return nil }
        touched.names.insert(name)
        let written = CodeExpr.member(String(bound[bound.index(after: dot)...]), ofType: type, at: position)
        // A parameter standing for a struct built from the case (`layout` as `AnnotationViewLayout(type: .cell)`).
        if let declared = parameterTypes[name],
            let (built, label, enumType) = UsageInstanceVariables.builtFromCase(declared, typePath, evaluator),
            enumType == type
        {
            let parts = built.split(separator: ".").map(String.init)
            var callee = CodeExpr.identifier(parts.first ?? built, position)
            for part in parts.dropFirst() { callee = .member(callee, part, position) }
            return .call(callee, [CodeArgument(label: label, value: written)], position)
        }
        return written
    }

    /// The expression with the locals it reads written out (their values, to a few levels) and the names this
    /// reading binds to an enum case written as that case; `nil` when it binds no case.
    func withCasesAndLocals(_ expression: CodeExpr) -> CodeExpr? {
        guard !bindings.isEmpty else { return nil }
        var usedCase = false
        var expanding: Set<String> = []
        func rewrite(_ expression: CodeExpr, depth: Int) -> CodeExpr {
            expression.replacingIdentifiers { name, position in
                if let local = locals[name] {
                    guard depth < 4, expanding.insert(name).inserted else { return nil }
                    defer { expanding.remove(name) }
                    return rewrite(local, depth: depth + 1)
                }
                guard let written = boundCase(name, at: position) else { return nil }
                usedCase = true
                return written
            }
        }
        let rewritten = rewrite(expression, depth: 0)
        return usedCase ? rewritten : nil
    }

    /// `skippingLocals` for `self.name`, which is the property even where a local of that name shadows it
    /// (`let theme = self.theme ?? .standard`).
    private func identifier(_ name: String, depth: Int, skippingLocals: Bool = false) -> UsageReach {
        if !skippingLocals, let local = locals[name] { return reach(local, depth: depth + 1) }
        if let bound = boundColors[name] { return .color(bound) }
        if let bound = bindings[name] {
            touched.names.insert(name)
            return bound == UsageInstanceVariables.tooMany ? Self.tooManyThemes(name) : .themeInstance(bound)
        }
        if parameters.contains(name) || name.hasPrefix("$") {
            return .color(.unknown("comes from `\(name)`, known only at run time"))
        }
        if name == "self" { return .instance(typePath.joined(separator: ".")) }
        if let returned = ownComputedReadingBindings(name) { return reach(returned, depth: depth + 1) }
        if let known = declaredNames.names[name] { return known }
        let found = declaredName(name)
        declaredNames.names[name] = found
        return found
    }

    /// `private var textColor: Color { palette.primary }` in the body's own type, where this reading binds
    /// `palette` to one theme instance: the getter's value, read with the same binding (evaluated alone, the
    /// property would be the theme's stored value or nothing).
    private func ownComputedReadingBindings(_ name: String) -> CodeExpr? {
        guard !bindings.isEmpty, !typePath.isEmpty else { return nil }
        let found = evaluator.memberDeclarations(name, of: typePath.joined(separator: "."))
        guard let index = found.first, found.count == 1 else { return nil }
        let declaration = evaluator.entries[index].declaration
        guard declaration.kind == .property, !declaration.isStatic,
            let returned = declaration.body.flatMap(StatusBarUse.returnedValue)
        else { return nil }
        var readsBinding = false
        returned.forEach(limit: 200) { node in
            switch node {
            case .identifier(let identifier, _), .member(.identifier("self", _), let identifier, _):
                if bindings[identifier] != nil { readsBinding = true }
            default: break
            }
        }
        return readsBinding ? returned : nil
    }

    /// `ink.opacity(configuration.isPressed ? 0.5 : 1)`: the color at rest. A pressed or highlighted look lasts
    /// while a finger is down, and a hover look needs a pointer; the color the control shows otherwise is the
    /// one read, in its enabled state (a disabled one is exempt from the contrast rules).
    /// `fill(isEnabled: isEnabled, pressed: configuration.isPressed)`: the app's function, given that state.
    static func restingState(_ callee: CodeExpr, _ arguments: [CodeArgument], _ position: CodePosition) -> CodeExpr? {
        if arguments.contains(where: { restingValue($0.value) != nil }) {
            var resting = arguments
            for index in resting.indices {
                guard let value = restingValue(resting[index].value) else { continue }
                resting[index].value = .identifier(value ? "true" : "false", resting[index].value.position)
            }
            return .call(callee, resting, position)
        }
        guard case .member(let base, let name, _) = callee, name == "opacity" || name == "withAlphaComponent",
            arguments.count == 1, case .ternary(let condition, let yes, let no, _) = arguments[0].value,
            let atRest = restingValue(condition)
        else { return nil }
        var resting = arguments[0]
        resting.value = atRest ? yes : no
        // At full opacity the color itself (its token), not a copy made at the site.
        if case .number(1, _, _) = resting.value { return base }
        return .call(callee, [resting], position)
    }

    /// What a control's state flag is at rest and enabled: `configuration.isPressed`, `isHighlighted` and
    /// `isHovering` false, `isEnabled` true (negations followed); `nil` for anything else.
    static func restingValue(_ expression: CodeExpr) -> Bool? {
        let (condition, negated) = expression.withoutNegations
        guard let text = text(condition) else { return nil }
        let value: Bool
        if ["isPressed", "isHighlighted", "isHovering", "isHovered"].contains(where: { text.hasSuffix($0) }) {
            value = false
        } else if text.hasSuffix("isEnabled") {
            value = true
        } else {
            return nil
        }
        return negated ? !value : value
    }

    static func tooManyThemes(_ name: String) -> UsageReach {
        .color(
            .unknown(
                tooManyPrefix + "`\(name)`, one of more themes than a body is read for "
                    + "(\(UsageInstanceVariables.readingLimit) readings)"))
    }

    static let tooManyPrefix = "comes from the theme picked at run time "

    /// What a name that is no local, binding or parameter means from the body's type.
    private func declaredName(_ name: String) -> UsageReach {
        // A member of the enclosing type (`accentColor` inside `Style`), then a type, then a global.
        if !typePath.isEmpty {
            let key = typePath.joined(separator: ".")
            if !evaluator.memberDeclarations(name, of: key).isEmpty { return member(.instance(key), name) }
        }
        if let type = evaluator.resolveType(name, from: typePath) { return .type(type) }
        if Self.colorTypes.contains(name) || ["UIFont", "NSAttributedString"].contains(name) { return .type(name) }
        if !evaluator.memberDeclarations(name, of: "").isEmpty { return member(.type(""), name) }
        return .color(.unknown("`\(name)` is not declared in the files read"))
    }

    private func implicitMember(_ name: String) -> UsageReach {
        if name == "clear" { return .color(.clear) }
        // The site's own color type first (a SwiftUI modifier takes a `Color`, a UIKit property a `UIColor`),
        // then Xcode's generated symbol of an asset color (`.foregroundStyle(.appGray)` for `AppGray.colorset`),
        // then the other type (a Swift file's stored `var tint: UIColor = .lightGray` is read as SwiftUI).
        let types = swiftUI ? ["Color", "UIColor"] : ["UIColor", "Color"]
        let found = member(.type(types[0]), name)
        if case .color(.unknown) = found {} else { return found }
        if let asset = evaluator.xcodeAsset(name) { return .color(.token(asset, declaration: nil)) }
        let other = member(.type(types[1]), name)
        if case .color(.unknown) = other {} else { return other }
        return .color(.unknown("`.\(name)` is not a color the reader knows"))
    }

    /// One step along a chain: a declaration of the type or instance, or a conversion of a color.
    private func member(_ base: UsageReach, _ name: String) -> UsageReach {
        switch base {
        case .themeInstance(let prefix):
            let full = prefix + "." + name
            if let target = instances.aliases[full] { return .themeInstance(target) }
            if instances.clearTokens.contains(full) { return .color(.clear) }
            if tokenNames.contains(full) {
                return .color(.token(full, declaration: instances.locations[full] ?? declarationLocation(full)))
            }
            if instances.prefixes.contains(full) { return .themeInstance(full) }
            // A reading per case of an app enum (`Kind.custom` for `kind`): the case's values are not known.
            if instances.instance(named: prefix) == nil, !instances.prefixes.contains(prefix) {
                return .color(.unknown("`\(full)` is not known for the case `\(prefix)` alone"))
            }
            return .color(.unknown("`\(full)` is not a color of the theme instance the reader found"))
        case .color(let color):
            if case .unknown = color { return base }
            // A conversion between UIKit, SwiftUI and Core Graphics, or an app extension named for one
            // (`PassColor.textNorm.toColor`, held-out round 19: every text was "changes the color at the use site").
            if CodeEvaluator.colorConversions.contains(name) { return base }
            return .color(.unknown("`.\(name)` changes the color at the use site"))
        case .type(let key), .instance(let key):
            let found = evaluator.memberDeclarations(name, of: key)
            // A nested type (`Styles.Colors.Gray`).
            if found.isEmpty, case .type = base, !key.isEmpty,
                let nested = evaluator.resolveType(name, from: key.split(separator: ".").map(String.init)),
                nested.hasPrefix(key + ".")
            {
                return .type(nested)
            }
            if found.isEmpty {
                if Self.colorTypes.contains(key) {
                    if name == "clear" || name == "clearColor" { return .color(.clear) }
                    // SwiftUI's accent color is the app's `AccentColor` color set (Xcode's default name for it).
                    if name == "accentColor", key == "Color" || key == "SwiftUI.Color",
                        assetTokens.contains("AccentColor")
                    {
                        return .color(.token("AccentColor", declaration: nil))
                    }
                    if let builtIn = evaluator.builtInColor(name, swiftUI: key == "Color" || key == "SwiftUI.Color"),
                        case .builtIn(let reference) = builtIn
                    {
                        return .color(.builtIn(reference))
                    }
                }
                return .color(.unknown("`\(key.isEmpty ? name : key + "." + name)` is not declared in the files read"))
            }
            let index = evaluator.preferred(found)
            let tokenName = evaluator.tokenName(index)
            let entry = evaluator.entries[index]
            if tokenNames.contains(tokenName) {
                return .color(
                    .token(tokenName, declaration: evaluator.location(entry.declaration.position, file: entry.file)))
            }
            if let instance = instances.instance(named: tokenName) { return .themeInstance(instance) }
            // instance), not an instance of `UIColor` (which it became once an `extension UIColor` was read).
            if let type = instanceType(of: entry.declaration) { return .instance(type) }
            // `@EnvironmentObject var store: SharedStore` with no `SharedStore` among the files: its colors are not
            // known, and the property is no color of its own.
            if let declared = entry.declaration.type.map(CodeValue.plainType), declared.first?.isUppercase == true,
                !Self.colorTypes.contains(declared), entry.declaration.kind == .property
            {
                return .color(
                    .unknown("`\(tokenName)` is a `\(declared)`, which is not declared in the files read"))
            }
            return .color(.unknown("`\(tokenName)` is not a color token the reader could evaluate"))
        }
    }

    /// A call of a `switch theme` table: the theme it names, the theme a parameter stands for in this reading,
    /// or, without the argument, the theme active at run time (one reading per case).
    private func tableUse(
        _ table: CodeThemeInstances.Table, _ function: String, _ arguments: [CodeArgument], depth: Int
    )
        -> UsageReach
    {
        let parameter = evaluator.entries[table.index].declaration.parameters[table.parameter]
        let cases = table.cases
        var instance: String?
        if let argument = arguments.first(where: { $0.label == parameter.label }) {
            switch argument.value {
            case .implicitMember(let name, _) where cases.contains(name):
                instance = table.enumType + "." + name
            case .member(_, let name, _) where cases.contains(name):
                instance = table.enumType + "." + name
            default:
                if case .themeInstance(let bound) = reach(argument.value, depth: depth + 1),
                    bound.hasPrefix(table.enumType + ".")
                {
                    instance = bound
                }
            }
            guard let instance else {
                return .color(.unknown("takes a theme the usage reader does not know at this site"))
            }
            return tableToken(instance, function)
        }
        let active = CodeThemeInstances.activeThemeName(table.enumType)
        guard let bound = bindings[active] else {
            return .color(.unknown("depends on the theme active at run time, more themes than one reading can cover"))
        }
        touched.names.insert(active)
        return tableToken(bound, function)
    }

    private func tableToken(_ instance: String, _ function: String) -> UsageReach {
        let name = CodeThemeInstances.tableToken(instance, function)
        guard tokenNames.contains(name) else { return .color(.unknown("`\(name)` is not a color the reader found")) }
        return .color(.token(name, declaration: instances.locations[name]))
    }

    /// A SwiftGen or R.swift accessor (`Asset.Colors.brand.color`, `R.color.title()`): its asset color token.
    private func assetAccessor(_ expression: CodeExpr) -> UsageReach? {
        switch evaluator.assetAccessor(expression, file: file) {
        case .color(.asset(let name, _)): return .color(.token(name, declaration: nil))
        case .unknown(let reason): return .color(.unknown(reason))
        default: return nil
        }
    }

    /// Where a type-level token (`Style.accentColor`) is declared.
    private func declarationLocation(_ tokenName: String) -> SourceLocation? {
        guard let dot = tokenName.lastIndex(of: ".") else { return nil }
        let found = evaluator.memberDeclarations(
            String(tokenName[tokenName.index(after: dot)...]), of: String(tokenName[..<dot]))
        guard !found.isEmpty else { return nil }
        let entry = evaluator.entries[evaluator.preferred(found)]
        return evaluator.location(entry.declaration.position, file: entry.file)
    }

    /// The app type a property holds (`static let shared = Style()`, `let colors: Colors`).
    private func instanceType(of declaration: CodeDeclaration) -> String? {
        if let type = declaration.type {
            let bare = type.removingText("?").removingText("!")
            if let resolved = evaluator.resolveType(bare, from: declaration.scope) { return resolved }
        }
        if case .call(.identifier(let name, _), _, _) = declaration.value {
            return evaluator.resolveType(name, from: declaration.scope)
        }
        return nil
    }

    private func call(_ callee: CodeExpr, _ arguments: [CodeArgument], depth: Int) -> UsageReach {
        // `Color("Brand")`, `UIColor(named: "Brand")`: an asset-catalog color.
        if case .identifier(let type, _) = callee, Self.colorTypes.contains(type) || type == "NSColor" {
            if let first = arguments.first, case .string(let name, false, _) = first.value,
                first.label == nil || first.label == "named"
            {
                return .color(
                    assetTokens.contains(name)
                        ? .token(name, declaration: nil)
                        : .unknown("names the asset color \"\(name)\", which is not among the inputs"))
            }
            if arguments.first?.label == "patternImage" {
                return .color(.unknown("is an image pattern (`UIColor(patternImage:)`), not one color"))
            }
            // `Color(uiColor: x)`, `Color(x)`, `UIColor(cgColor: x)`: the same color.
            if arguments.count == 1, [nil, "uiColor", "nsColor", "cgColor"].contains(arguments[0].label) {
                // `UIColor { traits in ... }` is a dynamic provider, evaluated at the site (below).
                if case .closure = arguments[0].value {} else { return reach(arguments[0].value, depth: depth + 1) }
            }
        }
        // `ThemeColor.primaryText01()`, `(for: .dark)`, `(for: theme)`: a `switch theme` table.
        if case .member(let base, let name, _) = callee, !instances.tables.isEmpty,
            case .type(let owner) = reach(base, depth: depth + 1),
            let table = instances.tables[owner.isEmpty ? name : owner + "." + name]
        {
            return tableUse(table, name, arguments, depth: depth)
        }
        // `UIColor.brand()`, `Theme.color()`: a function without arguments is a member.
        if arguments.isEmpty, case .member(let base, let name, _) = callee {
            return member(reach(base, depth: depth + 1), name)
        }
        // `.brandPurple()`: as the member `.brandPurple`, so that one not declared in the files read is named.
        if arguments.isEmpty, case .implicitMember = callee { return reach(callee, depth: depth + 1) }
        return .color(.unknown("is computed by a call the usage reader does not follow"))
    }

    /// The first argument that is a parameter of the body or a stored `var` of a class it belongs to (not
    /// bound in this reading): a value known only at run time.
    private func runtimeArgument(_ arguments: [CodeArgument]) -> String? {
        for argument in arguments {
            let name: String
            switch argument.value {
            case .identifier(let identifier, _) where locals[identifier] == nil: name = identifier
            case .member(.identifier("self", _), let identifier, _): name = identifier
            default: continue
            }
            // A name this reading binds (a theme, a table's case) is known here.
            guard bindings[name] == nil else { continue }
            if parameters.contains(name) { return name }
            guard !typePath.isEmpty else { continue }
            let key = typePath.joined(separator: ".")
            let found = evaluator.memberDeclarations(name, of: key)
            if let index = found.first, evaluator.isRuntimeVariable(evaluator.entries[index].declaration) {
                return name
            }
        }
        return nil
    }
}
