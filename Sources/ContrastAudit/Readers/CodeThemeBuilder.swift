import Foundation

/// Turns the declarations of Swift and Objective-C files into one theme: every static or global color
/// declaration becomes a token named by its declaration path (`Theme.Colors.link`, `UIColor.brandPrimary`),
/// with one variant per combination of the traits its value reads. What cannot be evaluated is an
/// unresolvable token with one warning at its declaration.
enum CodeThemeBuilder {
    /// Builds the theme; `nil` when the files declare no color. `usageThreshold`: from how many bodies on the
    /// usage pairings are read on every core.
    /// A token name without its last part (`Theme.Colors.link` → `Theme.Colors`), as splitting it at dots (empty
    /// parts dropped) and joining all but the last would give. ASCII names without empty parts (all that
    /// declarations make) are cut at their last dot: splitting by characters was a twentieth of a large folder's
    /// serial time.
    static func enclosingPath(ofToken name: String) -> String {
        var lastDot = -1
        var previousWasDot = true
        var offset = 0
        for byte in name.utf8 {
            if byte >= 0x80 || (byte == UInt8(ascii: ".") && previousWasDot) {
                return name.split(separator: ".").dropLast().joined(separator: ".")
            }
            previousWasDot = byte == UInt8(ascii: ".")
            if previousWasDot { lastDot = offset }
            offset += 1
        }
        if previousWasDot { return name.split(separator: ".").dropLast().joined(separator: ".") }
        return lastDot < 0 ? "" : String(decoding: name.utf8.prefix(lastDot), as: UTF8.self)
    }

    static func build(
        files: [CodeFile], paths: [String], name: String, displayPath: String, format: ThemeFormat,
        assetTokens: Set<String> = [], assetColors: [String: Token] = [:], interface: InterfaceBuilderUsage? = nil,
        usageThreshold: Int = CodeUsagePairings.parallelThreshold
    ) -> Theme? {
        let evaluator = CodeEvaluator(files: files, paths: paths)
        evaluator.assetNames = assetTokens
        evaluator.assetColors = assetColors
        // Declarations are evaluated in parallel ranges, then taken in order (the first of a name wins).
        let reassigned = CodeReassignedProperties(evaluator)
        let outcomes = evaluator.chunked(evaluator.entries.count) { evaluator, range in
            range.map { index in evaluate(index, evaluator, assetTokens: assetTokens, reassigned: reassigned) }
        }
        var tokens: [Token] = []
        var seen: Set<String> = []
        // Sized once: growing the set rehashed every name several times.
        seen.reserveCapacity(outcomes.count)
        var warnings: [Diagnostic] = []
        var members: [(index: Int, reason: String)] = []
        for (index, outcome) in outcomes.enumerated() {
            guard let outcome else { continue }
            let tokenName = evaluator.tokenName(index)
            guard !seen.contains(tokenName) else { continue }
            let location = evaluator.location(
                evaluator.entries[index].declaration.position, file: evaluator.entries[index].file)
            switch outcome {
            case .color(let variants):
                seen.insert(tokenName)
                var token = Token(name: tokenName, variants: variants, location: location)
                token.isSingleValue = variants.count == 1 && variants[0].selector == .any
                tokens.append(token)
            case .unresolved(let reason):
                seen.insert(tokenName)
                tokens.append(
                    Token(name: tokenName, value: .unresolvable(reason: reason, location: location), location: location)
                )
                warnings.append(
                    Diagnostic(
                        severity: .warning, location: location,
                        message: Wording.cannotEvaluateColor + "\(tokenName): \(reason); it is left unresolved"))
            case .unresolvedMember(let reason):
                members.append((index, reason))
            case .notColor:
                continue
            }
        }
        // A palette's computed color that cannot be evaluated (`LightLook.headerColor`, chosen by a build flag
        // not in the files read) is a located warning, as a static one is; a view's own is not a theme color.
        let palettes = Set(tokens.map { enclosingPath(ofToken: $0.name) })
        for (index, reason) in members {
            let entry = evaluator.entries[index]
            let tokenName = evaluator.tokenName(index)
            guard palettes.contains(entry.declaration.scope.joined(separator: ".")), seen.insert(tokenName).inserted
            else { continue }
            let location = evaluator.location(entry.declaration.position, file: entry.file)
            tokens.append(
                Token(name: tokenName, value: .unresolvable(reason: reason, location: location), location: location))
            warnings.append(
                Diagnostic(
                    severity: .warning, location: location,
                    message: Wording.cannotEvaluateColor + "\(tokenName): \(reason); it is left unresolved"))
        }
        for file in files.indices {
            for problem in files[file].problems {
                warnings.append(
                    Diagnostic(
                        severity: .warning,
                        location: evaluator.location(problem.position, file: file), message: problem.message))
            }
        }
        // Theme instances: one namespace of tokens per instance (CodeThemeInstances.swift).
        // `seen` holds exactly the names of `tokens` (no second set built from them).
        var instances = CodeThemeInstances(evaluator: evaluator, tokenNames: seen, assetTokens: assetTokens)
        instances.contrastingText = ContrastingTextHelper.find(evaluator)
        if !instances.superseded.isEmpty {
            tokens.removeAll { instances.superseded.contains($0.name) }
            seen.subtract(instances.superseded)
        }
        let storage = instances.tableStorage
        if !storage.isEmpty {
            for index in tokens.indices where storage.contains(tokens[index].name) {
                tokens[index].isThemeStorage = true
            }
        }
        tokens += instances.tokens
        seen.formUnion(instances.tokens.lazy.map(\.name))
        replaceReferences(to: reassigned.placeholders, in: &tokens, known: seen)
        // Pairings from how the code uses its colors (CodeUsagePairings.swift). The opaque tokens matter only
        // beneath a color that cannot be evaluated (and cost 2% of reading 50 files when computed anyway).
        let unresolved = unresolvable(tokens)
        let usage = CodeUsagePairings.find(
            evaluator: evaluator, tokenNames: seen, assetTokens: assetTokens, instances: instances,
            unresolvable: unresolved, opaque: unresolved.isEmpty ? [] : opaque(tokens, assets: assetColors),
            interface: interface, parallelThreshold: usageThreshold)
        // Appended in place (a new array would copy every token).
        tokens += usage.tokens
        // Views that declare no color of their own still say what they set (`.white` on a dependency's
        // color is a note naming the site); only code that neither declares nor uses a color is no theme.
        guard !tokens.isEmpty || !usage.pairings.isEmpty || !usage.notes.isEmpty else { return nil }
        var theme = Theme(
            name: name, path: displayPath, format: format, tokens: tokens, pairings: usage.pairings,
            warnings: warnings + instances.notes + usage.notes)
        theme.unevaluatedPairings = usage.unevaluated
        theme.unevaluatedTokens = usage.unevaluatedTokens
        theme.fixedLuminosity = usage.fixedLuminosity
        evaluator.releaseCaches()
        return theme
    }

    /// An instance the reader could not build through an initializer it runs would read a class's stored
    /// default that every initializer replaces, which is no token: such a color is unresolved, with why.
    private static func replaceReferences(to placeholders: Set<String>, in tokens: inout [Token], known: Set<String>) {
        guard !placeholders.isEmpty else { return }
        for index in tokens.indices {
            for position in tokens[index].variants.indices {
                guard case .reference(let target, let location) = tokens[index].variants[position].value,
                    placeholders.contains(target), !known.contains(target)
                else { continue }
                tokens[index].variants[position].value = .unresolvable(
                    reason: "is the stored default of \(target), which every initializer of its class replaces, "
                        + "and this instance is not built by an initializer the reader runs",
                    location: location)
            }
        }
    }

    /// The tokens (and asset colors) that are opaque in every variant, a literal or a reference to another such:
    /// what lies beneath one does not show.
    static func opaque(_ tokens: [Token], assets: [String: Token] = [:]) -> Set<String> {
        let all = [tokens, Array(assets.values)].joined()
        var names: Set<String> = []
        // Until nothing changes (each pass adds at least one name or ends).
        var changed = true
        while changed {
            changed = false
            for token in all where !names.contains(token.name) && !token.variants.isEmpty {
                let covers = token.variants.allSatisfy { variant in
                    switch variant.value {
                    case .literal(let literal): return literal.color.alpha >= 1
                    case .reference(let target, _): return names.contains(target)
                    default: return false
                    }
                }
                if covers {
                    names.insert(token.name)
                    changed = true
                }
            }
        }
        return names
    }

    /// The tokens that cannot be evaluated, directly or through the tokens they refer to, with why.
    static func unresolvable(_ tokens: [Token]) -> [String: String] {
        var reasons: [String: String] = [:]
        for token in tokens {
            for variant in token.variants {
                if case .unresolvable(let reason, _) = variant.value {
                    reasons[token.name] = reason
                    break
                }
            }
        }
        // Aliases of those, until nothing changes (each pass adds at least one name or ends).
        var changed = !reasons.isEmpty
        while changed {
            changed = false
            for token in tokens where reasons[token.name] == nil {
                for variant in token.variants {
                    if case .reference(let target, _) = variant.value, reasons[target] != nil {
                        reasons[token.name] = "refers to \(target), which cannot be evaluated"
                        changed = true
                        break
                    }
                }
            }
        }
        return reasons
    }

    /// What a declaration becomes: `nil` when it is no token (not a candidate, not a color, or an unresolved
    /// value that is not meant as a color, such as an instance's computed property that depends on the instance).
    private static func evaluate(
        _ index: Int, _ evaluator: CodeEvaluator, assetTokens: Set<String>, reassigned: CodeReassignedProperties
    ) -> Outcome? {
        guard evaluator.isCandidate(index) else { return nil }
        let entry = evaluator.entries[index]
        // SwiftGen's `ColorAsset` class is the accessor of the asset colors, not a color of the theme: its
        // `color` is whatever asset an instance names (CodeEvaluator.generatedAsset).
        if entry.declaration.scope.last == "ColorAsset" { return nil }
        let location = evaluator.location(entry.declaration.position, file: entry.file)
        let outcome = variants(of: index, evaluator, location: location, assetTokens: assetTokens)
        switch outcome {
        case .color:
            switch reassigned.verdict(index, reading: evaluator) {
            case .reassigned(let reason): return .unresolved(reason)
            case .viewState, .builtByInitializers: return nil
            case nil: return outcome
            }
        case .unresolved(let reason):
            let declaration = entry.declaration
            // `var variant: ColorSchemeVariant` names a color in its type but holds an app enum's case.
            let enumType =
                declaration.type.flatMap {
                    evaluator.resolveType(CodeValue.plainType($0), from: declaration.scope)
                }.map { evaluator.typeKinds[$0] == "enum" } ?? false
            guard (looksLikeColor(declaration) && !enumType) || evaluator.isWrapper(index) else { return nil }
            // `static let style = ColorManager()` whose initializer reads the bundle: an instance of the app's
            // palette type (its name only mentions a color), not a color.
            if let built = Self.builtAppType(declaration, evaluator), !evaluator.isWrapper(index),
                !CodeEvaluator.colorTypes.contains(built)
            {
                return nil
            }
            guard declaration.isStatic || declaration.body == nil else {
                // An instance's computed color (`var headerColor: UIColor { flag ? a : b }`): reported only
                // where its type is a palette with colors of its own (decided once all are known).
                return isColorType(declaration.type) ? .unresolvedMember(reason) : nil
            }
            // A theme instance (`static let sepia = Colors(...)`) is not one color: its colors are tokens of
            // their own (CodeThemeInstances.swift).
            if !CodeThemeInstances.leaves(of: index, evaluator).isEmpty { return nil }
            return outcome
        case .notColor, .unresolvedMember: return nil
        }
    }

    enum Outcome {
        case color([Variant])
        case unresolved(String)
        /// An instance's computed color that cannot be evaluated, kept when its type holds other tokens.
        case unresolvedMember(String)
        case notColor
    }

    /// `UIColor`, `Color?`, `NSColor`: a declared color type.
    static func isColorType(_ type: String?) -> Bool {
        guard let type else { return false }
        return UsageColorResolver.colorTypes.contains(CodeValue.plainType(type))
    }

    /// Evaluates a declaration in each combination of the traits it reads (at most eight).
    static func variants(
        of index: Int, _ evaluator: CodeEvaluator, location: SourceLocation, assetTokens: Set<String>
    )
        -> Outcome
    {
        variants(location: location, evaluator, assetTokens: assetTokens) { colorValue(index, $0) }
    }

    /// Evaluates `value` in each combination of the traits it reads (at most eight).
    static func variants(
        location: SourceLocation, _ evaluator: CodeEvaluator, assetTokens: Set<String>,
        value colorValue: (CodeEvaluator) -> (CodeValue, CodeTraits)
    ) -> Outcome {
        var read: CodeTraits = []
        var results: [(AppearanceSelector, CodeColor)] = []
        for _ in 0..<4 {
            results = []
            var more = read
            for appearance in appearances(reading: read) {
                evaluator.appearance = appearance
                evaluator.budget = 0
                let (value, traits) = colorValue(evaluator)
                more.formUnion(traits)
                switch value {
                case .color(let color): results.append((selector(appearance, read), color))
                case .unknown(let reason): return .unresolved(reason)
                case .enumCase(let name) where !traits.isEmpty || !results.isEmpty || !read.isEmpty:
                    // `.fooText` where a color is due in this appearance (`twoTone(light: .fooText, dark: .black)`):
                    // a name the files do not declare, said so rather than dropping the color.
                    return .unresolved("`.\(name)` is not declared in the files read")
                default:
                    return results.isEmpty && read.isEmpty
                        ? .notColor : .unresolved("is not a color in every appearance")
                }
            }
            if more == read { break }
            read = more
        }
        let values = results.map { (selector, color) in
            (selector, tokenValue(color, evaluator, location: location, assetTokens: assetTokens))
        }
        if let first = values.first, values.allSatisfy({ $0.1 == first.1 }) {
            return .color([Variant(selector: .any, value: first.1)])
        }
        return .color(values.map { Variant(selector: $0.0, value: $0.1) })
    }

    /// The declaration's value as a color: wrappers (an app struct with `light`/`dark` members) are turned into
    /// a color by their own color member or by the app's `UIColor`/`Color` initializer that takes them.
    private static func colorValue(_ index: Int, _ evaluator: CodeEvaluator) -> (CodeValue, CodeTraits) {
        let (value, traits) = evaluator.declarationValue(index)
        // `static let ink: Color = .appGray`: Xcode's generated symbol of an asset color, which the evaluator,
        // not knowing the expected type, left as a case name.
        if case .enumCase(let name) = value, let declared = evaluator.entries[index].declaration.type,
            CodeEvaluator.colorTypes.contains(CodeValue.plainType(declared)), let asset = evaluator.xcodeAsset(name)
        {
            let entry = evaluator.entries[index]
            return (.color(.asset(asset, evaluator.location(entry.declaration.position, file: entry.file))), traits)
        }
        guard case .object(let path, _) = value else { return (value, traits) }
        let saved = evaluator.traits
        evaluator.traits = traits
        defer { evaluator.traits = saved }
        let converted = evaluator.colorOfWrapper(value, path)
        return (converted, evaluator.traits)
    }

    private static func appearances(reading traits: CodeTraits) -> [Appearance] {
        var result: [Appearance] = []
        for contrast in traits.contains(.contrast) ? [ContrastSetting.normal, .high] : [.normal] {
            for level in traits.contains(.level) ? [InterfaceLevel.base, .elevated] : [.base] {
                for luminosity in traits.contains(.luminosity) ? [Luminosity.light, .dark] : [.light] {
                    result.append(Appearance(luminosity, level, contrast))
                }
            }
        }
        return result
    }

    private static func selector(_ appearance: Appearance, _ traits: CodeTraits) -> AppearanceSelector {
        AppearanceSelector(
            luminosity: traits.contains(.luminosity) ? appearance.luminosity : nil,
            level: traits.contains(.level) ? appearance.level : nil,
            contrast: traits.contains(.contrast) ? appearance.contrast : nil)
    }

    private static func tokenValue(
        _ color: CodeColor, _ evaluator: CodeEvaluator, location: SourceLocation, assetTokens: Set<String>
    ) -> TokenValue {
        switch color {
        case .literal(let value, let at):
            return .literal(ColorLiteral(color: value, location: at))
        case .declaration(let index):
            return .reference(name: evaluator.tokenName(index), location: location)
        case .builtIn(let reference):
            return .reference(name: reference, location: location)
        case .asset(let name, let at):
            if assetTokens.contains(name) { return .reference(name: name, location: at) }
            return .unresolvable(
                reason: "refers to the asset catalog color \"\(name)\", which is not among the inputs", location: at)
        }
    }

    /// Whether an unresolvable declaration is meant as a color (so it is reported, not silently skipped).
    static func looksLikeColor(_ declaration: CodeDeclaration) -> Bool {
        // `static var theme: [ThemeValue: UIColor] { get }`: a table of colors (read through its subscript), not
        // one color that has no value.
        if let type = declaration.type, type.containsText("Color") { return !type.hasPrefix("[") }
        // `static let adaptive = Self { ... }` or `= .init(...)` in `extension Color`: an instance of the color type.
        if declaration.isStatic, let owner = declaration.scope.last, CodeEvaluator.colorTypes.contains(owner),
            case .call(let callee, _, _)? = declaration.value
        {
            switch callee {
            case .identifier("Self", _), .implicitMember("init", _), .member(.identifier("Self", _), "init", _):
                return true
            default:
                break
            }
        }
        // `static let disabled = normal.darkened(by: 0.1)!` in `extension UIColor { enum Cell { ... } }`: a color
        // made from another by the app's method; one that cannot be evaluated is said, not dropped.
        if declaration.isStatic, let outer = declaration.scope.first, CodeEvaluator.colorTypes.contains(outer),
            let value = declaration.value, isMethodCall(value)
        {
            return true
        }
        if let value = declaration.value { return mentionsColor(value) }
        if let body = declaration.body, body.count == 1 {
            if case .returnValue(let value?, _) = body[0] { return mentionsColor(value) }
            if case .expression(let value) = body[0] { return mentionsColor(value) }
        }
        return false
    }

    /// The app type a stored value is built with (`ColorManager()`, `Palette.init(...)`): a struct or class the
    /// files declare, else `nil`.
    static func builtAppType(_ declaration: CodeDeclaration, _ evaluator: CodeEvaluator) -> String? {
        guard case .call(let callee, _, _)? = declaration.value else { return nil }
        let name: String
        switch callee {
        case .identifier(let identifier, _), .member(.identifier(let identifier, _), "init", _): name = identifier
        default: return nil
        }
        guard let type = evaluator.resolveType(name, from: declaration.scope),
            ["struct", "class"].contains(evaluator.typeKinds[type] ?? "")
        else { return nil }
        return type
    }

    /// `base.method(...)`, with optional chaining or unwrapping around it.
    private static func isMethodCall(_ expression: CodeExpr) -> Bool {
        switch expression {
        case .postfix(_, let inner, _): return isMethodCall(inner)
        case .call(.member(let base, _, _), _, _): return !isTypeName(base)
        default: return false
        }
    }

    private static func isTypeName(_ expression: CodeExpr) -> Bool {
        if case .identifier(let name, _) = expression { return name.first?.isUppercase == true }
        return false
    }

    private static func mentionsColor(_ expression: CodeExpr) -> Bool {
        if AssetAccessor.path(of: expression) != nil { return true }
        switch expression {
        case .identifier(let name, _): return name.containsText("Color") || name.containsText("COLOR")
        case .call(let callee, _, _): return mentionsColor(callee)
        case .member(let base, let name, _):
            return name == "withAlphaComponent" || name == "opacity" || mentionsColor(base)
        case .pound(let name, _, _): return name == "#colorLiteral"
        case .message(let receiver, let arguments, _):
            return mentionsColor(receiver) || (arguments.first?.label?.hasPrefix("color") ?? false)
        case .postfix(_, let inner, _), .cast(let inner, _, _): return mentionsColor(inner)
        default: return false
        }
    }
}

extension CodeEvaluator {
    /// Whether a declaration's value is an instance of an app type with one color-typed computed member
    /// (`SchemeColor(light:dark:)` with `var color: UIColor { ... }`). A type with several (`Skin` with `ink`
    /// and `paper`, each passing on a scheme picked at run time) holds a palette: it is no one color.
    func isWrapper(_ index: Int) -> Bool {
        guard case .object(let path, _) = declarationValue(index).0 else { return false }
        let key = path.joined(separator: ".")
        // A view, a style or a UIKit view with one computed color (`PrimaryButtonStyle.backgroundColor`) draws
        // things; it is no color (round 18: `static var primary: PrimaryButtonStyle` was warned about as one).
        if isDrawingType(key) { return false }
        return wrapperColors(of: key).count == 1
    }

    /// Whether a type is a SwiftUI view, modifier or style, or a UIKit view or controller, by what it declares
    /// it conforms to or inherits from.
    func isDrawingType(_ key: String) -> Bool {
        let parents = (inheritance[key] ?? []).map { $0.split(separator: "<").first.map(String.init) ?? $0 }
        return parents.contains { Self.drawingTypes.contains($0) }
    }

    /// SwiftUI and UIKit types that draw (a conformer or subclass is no color wrapper).
    static let drawingTypes: Set<String> = [
        "View", "ViewModifier", "UIView", "UIViewController", "UIControl", "UIButton", "UILabel", "NSView",
        "ButtonStyle", "PrimitiveButtonStyle", "LabelStyle", "ToggleStyle", "TextFieldStyle", "ProgressViewStyle",
        "GroupBoxStyle", "MenuStyle", "PickerStyle", "ListStyle", "DatePickerStyle", "GaugeStyle",
        "LabeledContentStyle", "DisclosureGroupStyle", "ControlGroupStyle", "FormStyle", "TableStyle",
    ]

    /// The members a wrapper's color can come from: computed properties and methods without arguments typed
    /// with a color (`color(named:)` takes an argument: no wrapper's color; a `cgColor` beside `color` is the same
    /// color in another type).
    func wrapperColors(of key: String) -> [Int] {
        (memberOrder[key] ?? []).filter { index in
            let declaration = entries[index].declaration
            let type = declaration.type.map(CodeValue.plainType) ?? ""
            return !declaration.isStatic && declaration.body != nil && declaration.parameters.isEmpty
                && (declaration.kind == .property || declaration.kind == .function)
                && type.containsText("Color") && type != "CGColor" && type != "CIColor"
        }
    }

    /// A color from an app wrapper instance (`SchemeColor(light:dark:)`, `AdaptiveColor(base:elevated:)`): its
    /// one color-typed computed member, or an initializer of `UIColor`/`Color` that takes the wrapper.
    func colorOfWrapper(_ object: CodeValue, _ path: [String]) -> CodeValue {
        let key = path.joined(separator: ".")
        let typeName = path.last ?? key
        let computed = wrapperColors(of: key)
        var firstFailure: CodeValue?
        // A wrapper's member chooses by appearance (it reads a trait); a member that returns one of the
        // instance's colors whatever the appearance (`var tint: UIColor { return secondaryText }` of a theme
        // instance) does not make the instance a color.
        for index in computed {
            let saved = traits
            traits = []
            var value = use(index, selfValue: object)
            if case .function = value {
                value = callFunction([index], object, [], entries[index].declaration.position)
            }
            let readTraits = !traits.isEmpty
            traits.formUnion(saved)
            if case .color = value, readTraits { return value }
            if firstFailure == nil, value.unknownReason != nil { firstFailure = value }
        }
        for colorType in ["UIColor", "Color", "NSColor"] {
            for index in members[colorType]?["init"] ?? [] {
                let parameters = entries[index].declaration.parameters
                guard parameters.count == 1, parameters[0].type.removingText("?") == typeName
                else { continue }
                let result = callFunction(
                    [index], .object([colorType], [:]), [(label: parameters[0].label, value: object)],
                    entries[index].declaration.position)
                return result
            }
        }
        return firstFailure
            ?? .unknown(
                "\(typeName) has no member that picks a color by appearance (an instance of a theme type is not read as "
                    + "one color)")
    }
}
