import Foundation

/// An evaluated argument.
typealias CodeArgumentValue = (label: String?, value: CodeValue)

extension CodeEvaluator {
    func evaluateArguments(
        _ arguments: [CodeArgument], _ scope: CodeScope, swiftUI flavor: Bool? = nil
    )
        -> [CodeArgumentValue]
    {
        let saved = swiftUI
        if let flavor { swiftUI = flavor }
        defer { swiftUI = saved }
        return arguments.map { (label: $0.label, value: evaluate($0.value, scope)) }
    }

    func call(
        _ callee: CodeExpr, _ arguments: [CodeArgument], _ position: CodePosition, _ scope: CodeScope
    ) -> CodeValue {
        if !runningInitializers.isEmpty, let result = ownMethodInInitializer(callee, arguments, position, scope) {
            return result
        }
        switch callee {
        case .member(.identifier("super", _), "init", _):
            return superInit(arguments, position, scope)
        case .member(let baseExpression, let name, _):
            if case .identifier(let local, _) = baseExpression,
                let mutated = mutatingCall(local, name, arguments, scope)
            {
                return mutated
            }
            let base = evaluate(baseExpression, scope)
            if name == "init", case .object(let path, _) = base {
                // `self.init(...)` in an initializer.
                let value = construct(path, arguments, position, scope)
                scope.selfScope?.initResult = value
                if let reason = value.unknownReason { return .unknown(reason) }
                return .nothing
            }
            if name == "init", case .type(let path) = base { return construct(path, arguments, position, scope) }
            return callMethod(base, name, arguments, position, scope)
        case .implicitMember("init", _):
            let path = swiftUI ? ["Color"] : (scope.typePath.isEmpty ? ["UIColor"] : scope.typePath)
            return construct(path, arguments, position, scope)
        case .implicitMember(let name, _):
            // A call picks the functions of that name (a property may share it: `tint` and `tint(_:)`).
            let types = ["UIColor", "Color", "NSColor", scope.typePath.joined(separator: ".")]
            for type in types {
                let functions = memberDeclarations(name, of: type).filter { entries[$0].declaration.kind == .function }
                if !functions.isEmpty {
                    let result = callFunction(functions, nil, evaluateArguments(arguments, scope), position)
                    return locatedAtCall(result, arguments, position, scope)
                }
            }
            return callValue(evaluate(callee, scope), arguments, position, scope)
        case .identifier("dispatch_once", _), .identifier("DispatchQueue", _):
            // Run the block once, as the cached color is computed.
            if let block = arguments.last, case .closure(let closure, _) = block.value {
                return callClosure(closure, scope, [])
            }
            return .nothing
        case .identifier("fatalError", _), .identifier("preconditionFailure", _):
            return .unknown("reaches fatalError")
        case .identifier(let name, _)
        where Self.mathFunctions.contains(name) && memberDeclarations(name, of: "").isEmpty:
            return math(name, evaluateArguments(arguments, scope).map(\.value))
        case .identifier(let name, _) where ["getRed", "getHue", "getWhite"].contains(name):
            // Inside an extension of a color: `getRed(&r, ...)` on `self`.
            guard case .color(let color)? = scope.selfScope?.selfValue,
                let result = colorMethod(color, name, evaluateArguments(arguments, scope), position, scope)
            else { return callValue(evaluate(callee, scope), arguments, position, scope) }
            return result
        default:
            let value = evaluate(callee, scope)
            return callValue(value, arguments, position, scope)
        }
    }

    /// The standard library's and C's number functions that color helpers use to clamp and round.
    static let mathFunctions: Set<String> = [
        "min", "max", "abs", "fabs", "round", "floor", "ceil", "pow", "sqrt", "fmin", "fmax",
    ]

    private func math(_ name: String, _ values: [CodeValue]) -> CodeValue {
        if let reason = values.lazy.compactMap(\.unknownReason).first { return .unknown(reason) }
        let numbers = values.compactMap(\.number)
        guard numbers.count == values.count, !numbers.isEmpty else {
            return .unknown("calls `\(name)` with values that are not numbers")
        }
        let integer = values.allSatisfy { if case .number(_, .integer) = $0 { true } else { false } }
        let kind: NumberKind = integer && ["min", "max", "abs"].contains(name) ? .integer : .float
        let result: Double
        switch (name, numbers.count) {
        case ("min", 2...), ("fmin", 2): result = numbers.min() ?? 0
        case ("max", 2...), ("fmax", 2): result = numbers.max() ?? 0
        case ("abs", 1), ("fabs", 1): result = abs(numbers[0])
        case ("round", 1): result = numbers[0].rounded()
        case ("floor", 1): result = numbers[0].rounded(.down)
        case ("ceil", 1): result = numbers[0].rounded(.up)
        case ("pow", 2): result = pow(numbers[0], numbers[1])
        case ("sqrt", 1): result = numbers[0].squareRoot()
        default: return .unknown("calls `\(name)` with \(numbers.count) arguments")
        }
        guard result.isFinite else { return .unknown("`\(name)` gives a number that is not finite") }
        return .number(result, kind)
    }

    func callValue(
        _ value: CodeValue, _ arguments: [CodeArgument], _ position: CodePosition, _ scope: CodeScope
    )
        -> CodeValue
    {
        switch value {
        case .type(let path):
            return construct(path, arguments, position, scope)
        case .function(let indices, let selfValue):
            if indices.isEmpty, let selfValue { return .unknown(describeUnknownMethod(selfValue)) }
            let result = callFunction(indices, selfValue, evaluateArguments(arguments, scope), position)
            return locatedAtCall(result, arguments, position, scope)
        case .closure(let closure, let captured):
            return callClosure(closure, captured, evaluateArguments(arguments, scope).map(\.value))
        case .unknown:
            return value
        case .color:
            // `color()` from R.swift-like accessors: the color itself.
            return arguments.isEmpty ? value : .unknown("calls a color with arguments")
        case .enumCase(let name) where !arguments.isEmpty && isDeclaredCase(name):
            // `.filled(.systemIndigo)`: a case of an app enum with its associated values. Only plain values are
            // kept: a closure would hold its scope, which may hold this value (a cycle nothing frees).
            let values = evaluateArguments(arguments, scope)
            guard values.allSatisfy({ $0.value.isPlain() }) else {
                return .unknown("an enum case whose associated values the reader does not keep")
            }
            return .enumPayload(name, values)
        default:
            return .unknown("calls something that is not a function the reader knows")
        }
    }

    private func describeUnknownMethod(_ base: CodeValue) -> String {
        switch base {
        case .color: "calls a method on a color that the reader does not know"
        case .string: "calls a string method that the reader does not know"
        default: "calls a method the reader cannot evaluate"
        }
    }

    func callMethod(
        _ base: CodeValue, _ name: String, _ arguments: [CodeArgument], _ position: CodePosition, _ scope: CodeScope
    ) -> CodeValue {
        if let reason = base.unknownReason { return .unknown(reason) }
        switch base {
        case .color(let color):
            if let result = colorMethod(color, name, evaluateArguments(arguments, scope), position, scope) {
                return result
            }
            let found = memberDeclarations(name, of: "UIColor") + memberDeclarations(name, of: "Color")
            if let index = found.first(where: { entries[$0].declaration.kind == .function }) {
                let result = callFunction([index], base, evaluateArguments(arguments, scope), position)
                return locatedAtCall(result, arguments, position, scope)
            }
            return .unknown("calls `\(name)` on a color, which the reader does not know")
        case .string(let text):
            return stringMethod(text, name, evaluateArguments(arguments, scope))
        case .object(["Scanner"], _):
            return scannerMethod(base, name, evaluateArguments(arguments, scope), scope)
        case .type(let path) where path.last == "CharacterSet":
            return .enumCase("charactersIn")
        case .object(["NSRegularExpression"], _), .object(["NSTextCheckingResult"], _):
            return regexMethod(base, name, evaluateArguments(arguments, scope))
                ?? .unknown("calls `\(name)` on a regular expression, which the reader does not know")
        case .type(let path):
            let functions = memberDeclarations(name, of: path.joined(separator: ".")).filter {
                entries[$0].declaration.kind == .function
            }
            if !functions.isEmpty {
                // `UIColor.shade(.paper)` for `shade(_ shade: Shade)`: the enum's case, not another type's `.paper`.
                let arguments = contextualArguments(arguments, types: parameterTypes(functions), scope: path)
                let result = callFunction(functions, nil, evaluateArguments(arguments, scope), position)
                return locatedAtCall(result, arguments, position, scope)
            }
            return callValue(member(base, name, scope), arguments, position, scope)
        default:
            return callValue(member(base, name, scope), arguments, position, scope)
        }
    }

    /// A color an app helper builds in its own body (`UIColor(rgb: 0x1C1C1E)` running `self.init(red: ...)`) is
    /// located at the call: that is where the app writes the color, where a report should point and where a
    /// fix edits it. A color passed in as an argument and returned keeps its own place.
    func locatedAtCall(
        _ result: CodeValue, _ arguments: [CodeArgument], _ position: CodePosition, _ scope: CodeScope
    ) -> CodeValue {
        guard case .color(.literal(let color, let at)) = result else { return result }
        let site = location(position, file: scope.file)
        if at.path == site.path {
            var passedIn = false
            for argument in arguments where !passedIn {
                argument.value.forEach { node in
                    if node.position.offset == at.offset { passedIn = true }
                }
            }
            if passedIn { return result }
        }
        return .color(.literal(color, site))
    }

    /// Runs a closure with positional arguments (`$0`, `$1` when it names none).
    func callClosure(_ closure: CodeClosure, _ captured: CodeScope, _ arguments: [CodeValue]) -> CodeValue {
        let scope = CodeScope(parent: captured, typePath: captured.typePath, selfValue: nil, file: captured.file)
        for (position, value) in arguments.enumerated() {
            if position < closure.parameters.count { scope.values[closure.parameters[position]] = value }
            scope.values[position < Self.dollarNames.count ? Self.dollarNames[position] : "$\(position)"] = value
        }
        var result = run(closure.body, scope)
        if let returnType = closure.returnType { result = result.converted(toType: returnType) }
        scope.release()
        // A closure made in this call and stored in a captured variable would hold this call's scope, whose
        // parent holds it back: dropped as the call ends (`CodeScope.release`).
        var ancestor: CodeScope? = captured
        while let current = ancestor {
            current.dropValues(reaching: scope)
            ancestor = current.parent
        }
        return result
    }

    /// `$0` ... `$7`, built once rather than at every closure call.
    static let dollarNames = (0..<8).map { "$\($0)" }

    /// Calls one of the same-named functions or initializers whose parameters accept the arguments.
    /// A helper called again with the same arguments (`UIColor(hex: "#1C1C1E")` at many sites) gives its
    /// remembered result: see `HelperCall` for when a call counts as pure.
    func callFunction(
        _ indices: [Int], _ selfValue: CodeValue?, _ arguments: [CodeArgumentValue], _ position: CodePosition
    )
        -> CodeValue
    {
        guard let key = HelperCall(indices, selfValue, arguments, swiftUI: swiftUI, language: language) else {
            return runFunction(indices, selfValue, arguments, position)
        }
        if let known = helperResults[key] { return known }
        let saved = traits
        traits = []
        let result = runFunction(indices, selfValue, arguments, position)
        // A result that read no trait does not depend on the appearance, so it holds for every call.
        if traits.isEmpty, HelperCall.keeps(result) { helperResults[key] = result }
        traits.formUnion(saved)
        return result
    }

    private func runFunction(
        _ indices: [Int], _ selfValue: CodeValue?, _ arguments: [CodeArgumentValue], _ position: CodePosition
    )
        -> CodeValue
    {
        for index in indices {
            let entry = entries[index]
            let declaration = entry.declaration
            guard let body = declaration.body else { continue }
            let scope = CodeScope(
                parent: nil, typePath: declaration.scope, selfValue: selfValue ?? .type(declaration.scope),
                file: entry.file)
            guard bind(declaration.parameters, arguments, into: scope) else { continue }
            let saved = language
            language = languages[entry.file]
            defer { language = saved }
            // What the body made and kept in its own scope is released when it is done (`CodeScope.release`).
            defer { scope.release() }
            if declaration.kind == .initializer {
                runningInitializers.append(index)
                defer { runningInitializers.removeLast() }
                // A `self.init(...)` of a color computed from the parameters runs compiled (the same result).
                if let form = compiledInitializer(index, scope), let result = run(form, scope) { return result }
                let result = run(body, scope)
                if let reason = result.unknownReason { return .unknown(reason) }
                if let produced = scope.initResult { return produced }
                return scope.selfValue ?? .unknown("an initializer produced nothing")
            }
            return run(body, scope)
        }
        let name = indices.first.map { entries[$0].declaration.name } ?? "a function"
        return .unknown("no declaration of `\(name)` takes these arguments")
    }

    /// Whether arguments with these labels can bind to the parameters at all, from the labels alone (what `bind`
    /// needs whatever the values): each argument takes a later parameter of its label, an unlabelled one any
    /// later parameter (a trailing closure). Objective-C binds by position, so there anything may.
    func mayBind(_ parameters: [CodeParameter], _ arguments: [CodeArgument]) -> Bool {
        if language == .objectiveC { return true }
        guard arguments.count <= parameters.count else { return false }
        var next = 0
        for argument in arguments {
            while next < parameters.count && argument.label != nil && parameters[next].label != argument.label {
                next += 1
            }
            if next == parameters.count { return false }
            next += 1
        }
        return true
    }

    /// Binds arguments to parameters by label, filling defaults; false when they do not fit.
    func bind(_ parameters: [CodeParameter], _ arguments: [CodeArgumentValue], into scope: CodeScope) -> Bool {
        var next = 0
        for parameter in parameters {
            if next < arguments.count
                && (arguments[next].label == parameter.label || language == .objectiveC
                    || (arguments[next].label == nil && isClosure(arguments[next].value)))
                && Self.fits(arguments[next].value, parameter.type)
                && (language == .objectiveC || Self.kindFits(arguments[next].value, parameter.type))
            {
                scope.values[parameter.name] = arguments[next].value.converted(toType: parameter.type)
                next += 1
            } else if let defaultValue = parameter.defaultValue {
                scope.values[parameter.name] = evaluate(defaultValue, scope).converted(toType: parameter.type)
            } else {
                return false
            }
        }
        return next == arguments.count
    }

    /// Swift converts no number implicitly between integer and floating-point types: a `CGFloat` computed value
    /// never binds to an `Int` parameter (`init(red: Int, ...)` beside UIKit's `init(red: CGFloat, ...)`), nor an
    /// `Int` to a `CGFloat` one. Literals fit either.
    static func kindFits(_ value: CodeValue, _ type: String) -> Bool {
        guard case .number(_, let kind) = value, kind != .literal,
            let isInteger = CodeValue.numericTypes[CodeValue.plainType(type)]
        else { return true }
        return isInteger == (kind == .integer)
    }

    /// Whether a value can be passed for a parameter of `type` (a loose check that tells overloads apart:
    /// `init(hex: String)` from `init(rgb: Int)`, a trailing closure from a wrapper).
    static func fits(_ value: CodeValue, _ type: String) -> Bool {
        let type = CodeValue.plainType(type)
        if type.isEmpty || type == "Any" || type.count == 1 { return true }
        switch value {
        case .closure: return type.containsText("->") || type.containsText("Provider") || type.containsText("Block")
        case .number:
            return CodeValue.integerTypes.contains(type) || CodeValue.floatTypes.contains(type)
                || type.hasPrefix("Binary") || type.hasPrefix("some") || type.containsText("Numeric")
        case .string: return type.containsText("String") || type.hasPrefix("some")
        case .color:
            return colorTypes.contains(type) || type.hasPrefix("SwiftUI.") || type.hasPrefix("UIKit.")
                || type.hasPrefix("some") || type.hasPrefix("any")
        case .object(let path, _):
            return type.hasSuffix(path.last ?? "") || type.hasPrefix("some") || type.hasPrefix("any")
        case .tuple: return type.hasPrefix("(")
        case .bool: return type == "Bool"
        default: return true
        }
    }

    private func isClosure(_ value: CodeValue) -> Bool {
        if case .closure = value { return true }
        return false
    }

    // MARK: Initializers

    /// `Type(arguments)`: number and string conversions, the app's initializers, the color initializers of
    /// UIKit, AppKit and SwiftUI, and memberwise initializers of the app's structs.
    func construct(
        _ path: [String], _ arguments: [CodeArgument], _ position: CodePosition, _ scope: CodeScope
    )
        -> CodeValue
    {
        let typeName = path.last ?? ""
        if let converted = conversion(typeName, arguments, scope) { return converted }
        if let asset = generatedAsset(typeName, arguments, position, scope) { return asset }
        let key = path.joined(separator: ".")
        // An initializer whose labels cannot take the arguments is not tried (its arguments are not evaluated
        // for it): `self.init(red:green:blue:alpha:)` inside the app's `init(rgb:)` goes straight to UIKit's.
        let declared = (members[key]?["init"] ?? []).filter { entries[$0].declaration.body != nil }
        let userInitializers = declared.filter {
            mayBind(entries[$0].declaration.parameters, arguments) && !runningInitializers.contains($0)
        }
        if !userInitializers.isEmpty {
            let types = parameterTypes(declared)
            let arguments = contextualArguments(arguments, types: types, scope: path)
            let values = typedArguments(arguments, types, scope)
            let selfValue = CodeValue.object(path, [:])
            var result = callFunction(userInitializers, selfValue, values, position)
            if case .object(let objectPath, let fields) = result, fields.isEmpty,
                Self.colorTypes.contains(objectPath.last ?? "")
            {
                result = .unknown(
                    "an initializer of \(typeName) that calls no other initializer for these arguments (a failable one may return nil)"
                )
            }
            if result.unknownReason?.hasPrefix("no declaration of") != true {
                return locatedAtCall(result, arguments, position, scope)
            }
        }
        if Self.colorTypes.contains(typeName) {
            let values = evaluateArguments(arguments, scope, swiftUI: false)
            return colorInitializer(typeName, values, position, scope)
        }
        if let kind = typeKinds[key], kind == "struct" || kind == "class" || kind == "extension" {
            var types: [String?: String] = [:]
            for index in memberOrder[key] ?? [] {
                if let type = entries[index].declaration.type { types[entries[index].declaration.name] = type }
            }
            let arguments = contextualArguments(arguments, types: types, scope: path)
            return memberwise(path, typedArguments(arguments, types, scope), scope)
        }
        if typeName == "UITraitCollection" { return .unknown("builds a trait collection") }
        return .unknown("calls `\(typeName)(\(Self.labels(arguments)))`, which is not declared in the files read")
    }

    static let colorTypes: Set<String> = ["UIColor", "NSColor", "Color", "CIColor", "CGColor"]

    /// The app class a type inherits from (`DarkTheme` for `class BlackTheme: DarkTheme`); nil for a type whose
    /// superclass is the system's (`NSObject`, `UIView`) or that has none.
    func superclass(of typePath: [String]) -> [String]? {
        let key = typePath.joined(separator: ".")
        for parent in inheritance[key] ?? [] {
            // `BaseLabel<Kind>`: the generic class.
            let name = parent.firstIndex(of: "<").map { String(parent[..<$0]) } ?? parent
            guard let full = resolveType(name, from: typePath), typeKinds[full] == "class" else { continue }
            return full.split(separator: ".").map(String.init)
        }
        return nil
    }

    /// `super.init(...)` in an app class's initializer: the parent's initializer (or its stored properties'
    /// defaults) fills in what the subclass has not set, so what the subclass assigns afterwards overrides it.
    /// A system superclass (`NSObject`, `UIView`) sets no color the reader could know, so its `init` is a no-op.
    private func superInit(_ arguments: [CodeArgument], _ position: CodePosition, _ scope: CodeScope) -> CodeValue {
        guard let selfScope = scope.selfScope, case .object(let path, var fields) = selfScope.selfValue,
            let parent = superclass(of: path)
        else { return .nothing }
        let built = construct(parent, arguments, position, scope)
        if let reason = built.unknownReason { return .unknown(reason) }
        guard case .object(_, let inherited) = built else { return .nothing }
        let own = members[path.joined(separator: ".")] ?? [:]
        for (name, value) in inherited where fields[name] == nil && own[name] == nil { fields[name] = value }
        selfScope.selfValue = .object(path, fields)
        return .nothing
    }

    /// `commonInit(bundle: bundle)` or `self.setUp()` in an initializer: the method runs on the object being
    /// built, so what it assigns is part of the instance (a palette class that sets every color in one private
    /// method). `nil` when the callee is not a method of that object's type.
    private func ownMethodInInitializer(
        _ callee: CodeExpr, _ arguments: [CodeArgument], _ position: CodePosition, _ scope: CodeScope
    ) -> CodeValue? {
        guard let name = callee.ownMemberName, scope.lookup(name) == nil, let selfScope = scope.selfScope,
            case .object(let path, _)? = selfScope.selfValue
        else { return nil }
        let methods = (members[path.joined(separator: ".")]?[name] ?? []).filter {
            let declaration = entries[$0].declaration
            return declaration.kind == .function && !declaration.isStatic && declaration.body != nil
        }
        guard !methods.isEmpty else { return nil }
        let values = evaluateArguments(arguments, scope)
        for index in methods where !runningMethods.contains(index) {
            let entry = entries[index]
            guard let body = entry.declaration.body else { continue }
            let methodScope = CodeScope(
                parent: nil, typePath: entry.declaration.scope, selfValue: selfScope.selfValue, file: entry.file)
            guard bind(entry.declaration.parameters, values, into: methodScope) else { continue }
            let saved = language
            language = languages[entry.file]
            runningMethods.append(index)
            defer {
                runningMethods.removeLast()
                language = saved
                methodScope.release()
            }
            let result = run(body, methodScope)
            selfScope.selfValue = methodScope.selfValue
            if let reason = result.unknownReason { return .unknown(reason) }
            return .nothing
        }
        return nil
    }

    /// `super.name` in an override: the parent's declaration, read on this object.
    func superMember(_ name: String, _ scope: CodeScope) -> CodeValue {
        let selfValue = scope.selfScope?.selfValue
        let path: [String]
        if case .object(let objectPath, _) = selfValue { path = objectPath } else { path = scope.typePath }
        guard let parent = superclass(of: path) else {
            return .unknown("`super.\(name)` belongs to a superclass that is not declared in the files read")
        }
        let found = memberDeclarations(name, of: parent.joined(separator: "."))
        guard !found.isEmpty else {
            return .unknown("`\(parent.joined(separator: ".")).\(name)` is not declared in the files read")
        }
        return use(preferred(found), selfValue: selfValue)
    }

    static func labels(_ arguments: [CodeArgument]) -> String {
        arguments.map { ($0.label ?? "_") + ":" }.joined()
    }

    /// Whether arguments to these declarations should read implicit members as SwiftUI colors (parameter of
    /// type `Color`).
    /// Each argument evaluated in its parameter's (or property's) flavor: `.blue` for a `Color` is SwiftUI's
    /// system blue, for a `UIColor` UIKit's pure blue (one flavor for all, taken from the first argument, read
    /// a palette's `.green` after a `supportedModes:` argument as UIKit's #00FF00).
    private func typedArguments(
        _ arguments: [CodeArgument], _ types: [String?: String], _ scope: CodeScope
    ) -> [CodeArgumentValue] {
        arguments.map { argument in
            var flavor: Bool?
            if let type = types[argument.label] {
                if Self.isSwiftUI(type) {
                    flavor = true
                } else if type.containsText("UIColor") || type.containsText("NSColor") {
                    flavor = false
                }
            }
            return evaluateArguments([argument], scope, swiftUI: flavor)[0]
        }
    }

    /// `CGFloat(x)`, `Int(x)`, `Int(s, radix: 16)`, `String(x)`, `Scanner(string:)`, `CharacterSet(...)`.
    /// SwiftGen's handle to an asset color, `ColorAsset(name: "brand")` (declared in the generated file under
    /// whatever enum name the project's `swiftgen.yml` chose: `Theme.Colors.brand`), is the asset color itself,
    /// so that `.color`, `.swiftUIColor` and `UIColor(asset:)` on it are that color in every appearance. (Run
    /// through the generated code instead, `UIColor(asset:)` reads `asset.name` of an instance the reader
    /// does not keep, and the lazy `color` property is not evaluated.)
    private func generatedAsset(
        _ typeName: String, _ arguments: [CodeArgument], _ position: CodePosition, _ scope: CodeScope
    ) -> CodeValue? {
        guard arguments.count == 1 else { return nil }
        if typeName == "ColorAsset", arguments[0].label == "name" {
            guard case .string(let name) = evaluate(arguments[0].value, scope) else {
                return .unknown("names an asset color chosen at run time")
            }
            return .color(.asset(name, location(position, file: scope.file)))
        }
        if arguments[0].label == "asset", Self.colorTypes.contains(typeName) {
            // A handle evaluates to its asset color, or to the declaration holding it.
            let value = evaluate(arguments[0].value, scope)
            if case .color = value { return value }
        }
        return nil
    }

    private func conversion(_ typeName: String, _ arguments: [CodeArgument], _ scope: CodeScope) -> CodeValue? {
        // One lookup tells the color types and the app's own (most calls) from every conversion below.
        guard let kind = Self.conversionTypes[typeName] else { return nil }
        if let isInteger = kind {
            let values = evaluateArguments(arguments, scope)
            guard let first = values.first?.value else { return .number(0, isInteger ? .integer : .float) }
            if case .string(let text) = first {
                let radix = values.first(where: { $0.label == "radix" })?.value.integer ?? 10
                return Self.parseInteger(text, radix: Int(radix))
            }
            if values.first?.label == "truncatingIfNeeded" || values.first?.label == "clamping"
                || values.first?.label == "bitPattern"
            {
                return first.converted(toType: typeName)
            }
            return first.converted(toType: typeName)
        }
        switch typeName {
        case "String", "Substring", "NSString":
            let values = evaluateArguments(arguments, scope)
            if let first = values.first?.value, case .string = first { return first }
            if let first = values.first?.value, first.unknownReason != nil { return first }
            return .unknown("converts a value to a string")
        case "Scanner", "NSScanner":
            let values = evaluateArguments(arguments, scope)
            guard let first = values.first?.value, case .string = first else {
                return .unknown(values.first?.value.unknownReason ?? "scans a string the reader cannot evaluate")
            }
            return .object(["Scanner"], ["string": first, "scanLocation": .number(0, .integer)])
        case "NSRegularExpression", "NSRange", "Range":
            return regexValue(typeName, evaluateArguments(arguments, scope))
        case "CharacterSet":
            let values = evaluateArguments(arguments, scope)
            if case .string(let text)? = values.first?.value { return .enumCase("charactersIn:" + text) }
            return .enumCase("characters")
        default:
            return nil
        }
    }

    /// Every type name `conversion` handles: numbers with whether they are integers, the others with `nil`.
    private static let conversionTypes: [String: Bool?] = {
        var table: [String: Bool?] = [:]
        for name in [
            "String", "Substring", "NSString", "Scanner", "NSScanner", "CharacterSet", "NSRegularExpression", "NSRange",
            "Range",
        ] {
            table[name] = .some(nil)
        }
        for (name, isInteger) in CodeValue.numericTypes { table[name] = .some(isInteger) }
        return table
    }()

    static func parseInteger(_ text: String, radix: Int) -> CodeValue {
        guard radix >= 2 && radix <= 36, let value = UInt64(text, radix: radix) else { return .nothing }
        return .number(Double(value), .integer)
    }

    /// A struct built from labelled arguments matching its stored properties; missing ones take their defaults.
    private func memberwise(_ path: [String], _ arguments: [CodeArgumentValue], _ scope: CodeScope) -> CodeValue {
        let key = path.joined(separator: ".")
        var fields: [String: CodeValue] = [:]
        let stored = (memberOrder[key] ?? []).filter {
            let declaration = entries[$0].declaration
            return declaration.kind == .property && !declaration.isStatic && declaration.body == nil
        }
        var remaining = arguments
        for index in stored {
            let declaration = entries[index].declaration
            if let at = remaining.firstIndex(where: { $0.label == declaration.name }) {
                fields[declaration.name] = remaining[at].value
                remaining.remove(at: at)
            } else if let value = declaration.value {
                let inner = CodeScope(parent: nil, typePath: path, selfValue: .type(path), file: entries[index].file)
                fields[declaration.name] = evaluate(value, inner)
                inner.release()
            }
        }
        // Unlabelled or unmatched arguments of a type whose properties were not all found: keep them by label.
        for argument in remaining {
            if let label = argument.label { fields[label] = argument.value }
        }
        return .object(path, fields)
    }
}

/// A call of the app's own function or initializer that is pure enough to remember: it runs in a scope of its
/// own (no captured locals), on `self` that is a type or an object being built with no fields yet, with
/// numbers, strings, booleans and enum cases as arguments; its result is kept when it read no trait and is a
/// plain value (a color, a number, a string, a boolean). Keyed by the candidates, the
/// arguments with their labels, and what changes how a body reads (SwiftUI naming, the caller's language,
/// which decides how Objective-C arguments bind).
struct HelperCall: Hashable {
    enum Argument: Hashable {
        case number(Double, NumberKind)
        case string(String)
        case bool(Bool)
        case enumCase(String)
    }

    var functions: [Int]
    var selfPath: [String]?
    var selfIsType: Bool
    var labels: [String?]
    var arguments: [Argument]
    var swiftUI: Bool
    var language: CodeLanguage

    init?(
        _ functions: [Int], _ selfValue: CodeValue?, _ arguments: [CodeArgumentValue], swiftUI: Bool,
        language: CodeLanguage
    ) {
        switch selfValue {
        case nil: selfPath = nil; selfIsType = false
        case .type(let path)?: selfPath = path; selfIsType = true
        case .object(let path, let fields)? where fields.isEmpty: selfPath = path; selfIsType = false
        default: return nil
        }
        var values: [Argument] = []
        for argument in arguments {
            switch argument.value {
            case .number(let value, let kind): values.append(.number(value, kind))
            case .string(let text): values.append(.string(text))
            case .bool(let flag): values.append(.bool(flag))
            case .enumCase(let name): values.append(.enumCase(name))
            default: return nil
            }
        }
        self.functions = functions
        self.labels = arguments.map(\.label)
        self.arguments = values
        self.swiftUI = swiftUI
        self.language = language
    }

    /// Hashes what tells calls apart most (the function and the argument values); equality compares the rest.
    func hash(into hasher: inout Hasher) {
        hasher.combine(functions.first ?? -1)
        for argument in arguments {
            switch argument {
            case .number(let value, _): hasher.combine(value)
            case .string(let text): hasher.combine(text)
            case .bool(let flag): hasher.combine(flag)
            case .enumCase(let name): hasher.combine(name)
            }
        }
    }

    static func keeps(_ result: CodeValue) -> Bool {
        switch result {
        // Not `unknown`: that can come from the caller's context (the step budget, the nesting depth, a cycle).
        case .color, .number, .string, .bool: true
        default: false
        }
    }
}
