import Foundation

extension CodeEvaluator {
    /// The value of an expression in the current appearance.
    func evaluate(_ expression: CodeExpr, _ scope: CodeScope) -> CodeValue {
        budget += 1
        depth += 1
        defer { depth -= 1 }
        if budget > Self.stepLimit { return .unknown("takes too many steps to evaluate") }
        if depth > Self.depthLimit { return .unknown("nests too deeply to evaluate") }
        switch expression {
        case .number(let value, let isInteger, _):
            return .number(value, !isInteger ? .float : (language == .objectiveC ? .integer : .literal))
        case .string(let text, let interpolated, _):
            return interpolated ? .unknown("builds a string at run time") : .string(text)
        case .identifier(let name, _):
            return identifier(name, scope)
        case .implicitMember(let name, _):
            return implicitMember(name, scope)
        case .member(.identifier("super", _), let name, _):
            return superMember(name, scope)
        case .member(.identifier("self", _), "colorScheme", _):
            // SwiftUI's `@Environment(\.colorScheme) var colorScheme`, read as `self.colorScheme`.
            return identifier("colorScheme", scope)
        case .member(.call(.member(let text, "dropFirst", _), let arguments, _), "startIndex", _):
            return startIndex(afterDropping: arguments, from: text, scope)
        case .member(let base, let name, _):
            let value = member(evaluate(base, scope), name, scope)
            if case .unknown = value, let asset = assetAccessor(expression, file: scope.file) { return asset }
            return value
        case .call(let callee, let arguments, let position):
            let value = call(callee, arguments, position, scope)
            if case .unknown = value, let asset = assetAccessor(expression, file: scope.file) { return asset }
            return value
        case .subscripted(let base, let arguments, _):
            return subscripted(evaluate(base, scope), arguments, scope)
        case .binary(let operation, let left, let right, _):
            return binary(operation, left, right, scope)
        case .prefix(let operation, let operand, _):
            return prefix(operation, evaluate(operand, scope))
        case .postfix(let operation, let operand, _):
            let value = evaluate(operand, scope)
            if operation == "..." || operation == "..<", let low = value.number { return .range(low, 1e15) }
            return value
        case .ternary(let condition, let yes, let no, _):
            switch runtimeChoice({ evaluate(condition, scope) }) {
            case .bool(true): return evaluate(yes, scope)
            case .bool(false): return evaluate(no, scope)
            case let other:
                return .unknown(other.unknownReason ?? "a condition is not a boolean the reader can evaluate")
            }
        case .tuple(let elements, _):
            return .tuple(elements.map { (label: $0.label, value: evaluate($0.value, scope)) })
        case .array(let elements, _):
            return .array(elements.map { evaluate($0, scope) })
        case .dictionary(let entries, _):
            return dictionary(entries, scope)
        case .closure(let closure, _):
            return .closure(closure, scope)
        case .message(let receiver, let arguments, let position):
            return message(receiver, arguments, position, scope)
        case .cast(let operand, let type, _):
            return evaluate(operand, scope).converted(toType: type.removingText("*"))
        case .pound(let name, let arguments, let position):
            return pound(name, arguments, position, scope)
        case .inoutReference(let target, _):
            if case .identifier(let name, _) = target { return .reference(name) }
            return .unknown("passes an inout value the reader cannot follow")
        case .statements(let statements, _):
            return run(statements, CodeScope(parent: scope, typePath: scope.typePath, selfValue: nil, file: scope.file))
        case .unknown(let text, _):
            return .unknown(
                text.isEmpty
                    ? "has syntax the reader does not understand"
                    : "has syntax the reader does not understand (`\(text)`)")
        }
    }

    // MARK: Names

    /// SwiftUI's `colorScheme` (an environment value, or a function's `ColorScheme` parameter): the appearance
    /// being read, which the value then depends on.
    func colorSchemeValue() -> CodeValue {
        traits.insert(.luminosity)
        return .enumCase(appearance.luminosity == .dark ? "dark" : "light")
    }

    private func identifier(_ name: String, _ scope: CodeScope) -> CodeValue {
        // The words below have at most five bytes: a longer name skips comparing it with each.
        if name.utf8.count <= 5 { if let word = Self.word(name, scope) { return word } }
        if let value = scope.lookup(name) { return value }
        if let selfScope = scope.selfScope, case .object(let path, let fields) = selfScope.selfValue,
            let field = fields[name]
        {
            noteVariableField(name, of: path)
            return field
        }
        if name == "colorScheme" { return colorSchemeValue() }
        if name == "traitCollection" { return .traits }
        // `var fixedTintColor: UIColor { tintColor }` in `extension Theme`, run on a `DefaultTheme`: the
        // conformer's own `tintColor` (dynamic dispatch), not the protocol extension's default.
        if let selfValue = scope.selfScope?.selfValue, case .object(let path, _) = selfValue, path != scope.typePath {
            let found = memberDeclarations(name, of: path.joined(separator: "."))
            if !found.isEmpty { return use(preferred(found), selfValue: selfValue) }
        }
        switch globalName(name, scope) {
        case .member(let index, let ownType):
            return use(index, selfValue: ownType ? scope.selfScope?.selfValue : nil)
        case .value(let value):
            return value
        }
    }

    /// The literal words and `self`/`Self`, `nil` for any other name.
    private static func word(_ name: String, _ scope: CodeScope) -> CodeValue? {
        switch name {
        case "true", "YES": return .bool(true)
        case "false", "NO": return .bool(false)
        case "nil", "NULL", "Nil": return .nothing
        case "self": return scope.selfScope?.selfValue ?? .type(scope.typePath)
        case "Self": return .type(scope.typePath)
        default: return nil
        }
    }

    /// What an unqualified name that is not local means from a type's scope: a member of that type, its outer
    /// types or supertypes, or a global (`ownType` when it belongs to the scope's own type, so it sees `self`);
    /// otherwise a type, a math constant, or undeclared. The tables are fixed after `init`, so answers are
    /// cached by scope and name (the evaluation of a member's value is not: it depends on the appearance).
    enum GlobalName {
        case member(Int, ownType: Bool)
        case value(CodeValue)
    }

    func globalName(_ name: String, _ scope: CodeScope) -> GlobalName {
        let scopeKey = scope.typeKey
        if let cached = globalNames[scopeKey]?[name] { return cached }
        let answer = findGlobalName(name, typePath: scope.typePath)
        globalNames[scopeKey, default: [:]][name] = answer
        return answer
    }

    private func findGlobalName(_ name: String, typePath: [String]) -> GlobalName {
        var path = typePath
        while true {
            let found = memberDeclarations(name, of: path.joined(separator: "."))
            if !found.isEmpty { return .member(preferred(found), ownType: path == typePath) }
            if path.isEmpty { break }
            path.removeLast()
        }
        if let type = resolveType(name, from: typePath) {
            return .value(.type(type.split(separator: ".").map(String.init)))
        }
        if Self.knownTypes.contains(name) { return .value(.type([name])) }
        if let constant = Self.mathConstants[name] { return .value(.number(constant, .float)) }
        if let what = Self.runtimeSources[name] { return .value(.unknown("reads \(what) (`\(name)`) at run time")) }
        // `static var ink: Color { white }` in `extension Color`: the framework's own member of the extended type.
        if let colorType = typePath.first, typePath.count == 1,
            Self.colorTypes.contains(colorType) || colorType == "SwiftUI.Color",
            let builtIn = builtInColor(name, swiftUI: colorType == "Color" || colorType == "SwiftUI.Color")
        {
            return .value(.color(builtIn))
        }
        return .value(.unknown("`\(name)` is not declared in the files read"))
    }

    /// System APIs whose values exist only while the app runs: named as such rather than as names missing from
    /// the files read.
    static let runtimeSources: [String: String] = [
        "UserDefaults": "the user's settings", "NSUserDefaults": "the user's settings",
        "ProcessInfo": "the process's environment", "UIScreen": "the screen", "UIDevice": "the device",
        "UIApplication": "the application's state", "Bundle": "the app bundle", "NSBundle": "the app bundle",
        "Date": "the date", "NSDate": "the date", "UITraitCollection": "the trait collection",
    ]

    static let knownTypes: Set<String> = [
        "UIColor", "Color", "NSColor", "CGColor", "CIColor", "CGFloat", "Double", "Float", "Int", "UInt", "Int8",
        "UInt8",
        "Int16", "UInt16", "Int32", "UInt32", "Int64", "UInt64", "String", "Scanner", "UITraitCollection", "SwiftUI",
        "UIKit", "AppKit", "CharacterSet", "NSString", "Character", "Substring", "UIScreen", "NSRegularExpression",
        "NSRange", "Range",
    ]
    static let mathConstants: [String: Double] = ["M_PI": Double.pi]

    /// Among same-named declarations (`#if` branches, overloads), the first that is not a function.
    func preferred(_ indices: [Int]) -> Int {
        // A protocol's requirement (`var ink: UIColor { get }`) gives way to the extension that implements it.
        indices.first {
            let declaration = entries[$0].declaration
            return declaration.kind != .function && (declaration.body != nil || declaration.value != nil)
        } ?? indices.first { entries[$0].declaration.kind != .function } ?? indices[0]
    }

    /// `.white`, `.systemBackground`, `.brandBlue`, `.dark`, `.init`.
    private func implicitMember(_ name: String, _ scope: CodeScope) -> CodeValue {
        if Self.traitCases.contains(name) { return .enumCase(name) }
        if let builtIn = builtInColor(name, swiftUI: swiftUI) { return .color(builtIn) }
        // A free function is never an implicit member: `Color(.displayP3, ...)` inside `func displayP3(...)`.
        let own = scope.typePath.isEmpty ? [] : [scope.typePath.joined(separator: ".")]
        for type in ["UIColor", "Color", "NSColor"] + own {
            let found = memberDeclarations(name, of: type).filter { entries[$0].declaration.isStatic }
            if !found.isEmpty { return use(preferred(found)) }
        }
        if let unique = uniqueMember(name) { return use(unique) }
        return .enumCase(name)
    }

    /// Cases of the trait enums, never looked up as colors.
    static let traitCases: Set<String> = ["dark", "light", "unspecified", "elevated", "base", "high", "normal"]

    /// The one static member named `name` anywhere in the input, if there is exactly one.
    private func uniqueMember(_ name: String) -> Int? {
        var found: [Int] = []
        for (key, table) in members where !key.isEmpty {
            if let indices = table[name] {
                found += indices.filter { entries[$0].declaration.isStatic }
            }
            if found.count > 1 { return nil }
        }
        return found.first
    }

    /// A built-in color by UIKit, Objective-C or SwiftUI name: `white`, `whiteColor`, `systemBackground`, `label`.
    func builtInColor(_ name: String, swiftUI: Bool) -> CodeColor? {
        if let cached = builtInColors[swiftUI ? 1 : 0][name] { return cached }
        let color = findBuiltInColor(name, swiftUI: swiftUI)
        builtInColors[swiftUI ? 1 : 0][name] = .some(color)
        return color
    }

    private func findBuiltInColor(_ name: String, swiftUI: Bool) -> CodeColor? {
        var base = name
        if base.hasSuffix("Color") && base.count > 5 { base.removeLast(5) }
        if swiftUI, let mapped = Self.swiftUIColors[base] { return .builtIn(mapped) }
        return Self.builtInReference(stripped: base).map { .builtIn($0) }
    }

    /// The built-in reference for a UIKit color name without its `Color` suffix (`white`, `systemBackground`,
    /// the deprecated `groupTableViewBackground`), as code and Interface Builder documents name them.
    static func builtInReference(stripped name: String) -> String? {
        let base = deprecatedColors[name] ?? name
        for prefix in [SystemColors.uikitPrefix, SystemColors.iOSPrefix]
        where SystemColors.color(prefix + base, in: Appearance(.light)) != nil {
            return prefix + base
        }
        return nil
    }

    /// `hex.dropFirst().startIndex`: a substring keeps its base's indices, so it starts where the drop ends (not
    /// at 0, which made `scanner.currentIndex = ...` scan the `#`).
    private func startIndex(
        afterDropping arguments: [CodeArgument], from text: CodeExpr, _ scope: CodeScope
    )
        -> CodeValue
    {
        guard case .string(let base) = evaluate(text, scope) else {
            return .unknown("an index into a string the reader cannot evaluate")
        }
        let dropped = arguments.first.map { evaluate($0.value, scope).integer ?? -1 } ?? 1
        guard dropped >= 0 else { return .unknown("drops a count the reader cannot evaluate") }
        return .number(Double(min(Int(clamping: dropped), base.count)), .integer)
    }

    /// UIKit colors deprecated in iOS 13 for the system color that replaces them (Apple's
    /// `API_DEPRECATED_WITH_REPLACEMENT`): `groupTableViewBackgroundColor` is `systemGroupedBackgroundColor`.
    static let deprecatedColors: [String: String] = ["groupTableViewBackground": "systemGroupedBackground"]

    /// SwiftUI's named colors are the adaptive system colors, not UIKit's fixed ones.
    static let swiftUIColors: [String: String] = [
        "red": "ios.systemRed", "orange": "ios.systemOrange", "yellow": "ios.systemYellow", "green": "ios.systemGreen",
        "mint": "ios.systemMint", "teal": "ios.systemTeal", "cyan": "ios.systemCyan", "blue": "ios.systemBlue",
        "indigo": "ios.systemIndigo", "purple": "ios.systemPurple", "pink": "ios.systemPink",
        "brown": "ios.systemBrown", "gray": "ios.systemGray", "primary": "ios.label", "secondary": "ios.secondaryLabel",
        "white": "uikit.white", "black": "uikit.black", "clear": "uikit.clear",
    ]

    // MARK: Members

    /// Members that give the same color in another type (`uiColor.cgColor`, SwiftGen's `.color`), and the names
    /// apps give such conversions in their extensions (`toColor`, `toUIColor`, `asColor`).
    static let colorConversions: Set<String> = [
        "cgColor", "CGColor", "color", "uiColor", "swiftUIColor", "nsColor", "toColor", "toUIColor", "toCGColor",
        "toSwiftUIColor", "toNSColor", "asColor", "asUIColor",
    ]

    func member(_ base: CodeValue, _ name: String, _ scope: CodeScope) -> CodeValue {
        switch base {
        case .type(let path):
            return staticMember(path, name, scope)
        case .traits:
            return traitValue(name)
        case .object(let path, let fields):
            if let field = fields[name] {
                noteVariableField(name, of: path)
                return field
            }
            let found = memberDeclarations(name, of: path.joined(separator: "."))
            if !found.isEmpty { return use(preferred(found), selfValue: base) }
            return .unknown("`\(path.joined(separator: ".")).\(name)` is not declared in the files read")
        case .tuple(let elements):
            if let element = elements.first(where: { $0.label == name }) { return element.value }
            if let position = Int(name), position < elements.count { return elements[position].value }
            return .unknown("a tuple has no element `\(name)`")
        case .color(let color):
            return Self.colorConversions.contains(name) ? .color(color) : .function([], base)
        case .string(let text):
            // An app extension of `String` (`var color: UIColor { UIColor.fromHex(self) }`).
            if let index = memberDeclarations(name, of: "String").first(where: {
                let declaration = entries[$0].declaration
                return declaration.kind == .property && !declaration.isStatic && declaration.body != nil
            }) {
                let entry = entries[index]
                let inner = CodeScope(parent: nil, typePath: ["String"], selfValue: base, file: entry.file)
                defer { inner.release() }
                return run(entry.declaration.body ?? [], inner)
            }
            return stringProperty(text, name)
        case .enumPayload(let caseName, _):
            // `style.fill` where `style` is `.filled(color)`: the enum's property, run on the case with its values.
            guard let (index, path) = enumProperty(name, ofCase: caseName, withValues: true) else {
                return .function([], base)
            }
            let entry = entries[index]
            if entry.declaration.kind == .function { return .function([index], base) }
            let inner = CodeScope(parent: nil, typePath: path, selfValue: base, file: entry.file)
            defer { inner.release() }
            return run(entry.declaration.body ?? [], inner)
        case .enumCase(let caseName):
            if name == "inverted" { return .enumCase(caseName + ".inverted") }
            if name == "rawValue" { return rawValue(ofCase: caseName, scope) }
            // `Signal.alarm.uiColor` with `var uiColor: UIColor { switch self { case .alarm: ... } }`; a case
            // with values read without them (a reading per case, `Kind.go` for `.go(withArrow:)`): a switch on
            // the case alone decides, one that reads the values does not.
            if let (index, path) =
                enumProperty(name, ofCase: caseName) ?? enumProperty(name, ofCase: caseName, withValues: true)
            {
                let entry = entries[index]
                // `named.pair()`: the enum's method, called on the case.
                if entry.declaration.kind == .function { return .function([index], base) }
                let inner = CodeScope(parent: nil, typePath: path, selfValue: base, file: entry.file)
                defer { inner.release() }
                return run(entry.declaration.body ?? [], inner)
            }
            return .function([], base)
        case .unknown:
            return base
        default:
            return .function([], base)
        }
    }

    /// `LookManager.shared.isMoon`, or `isMoon` in its getter: a class's stored `var`, which the app can change
    /// (`CodeEvaluator.runtimeChoice`).
    private func noteVariableField(_ name: String, of path: [String]) {
        guard variablesRead != nil else { return }
        let key = path.joined(separator: ".")
        guard typeKinds[key] == "class", let index = memberDeclarations(name, of: key).first,
            isRuntimeVariable(entries[index].declaration)
        else { return }
        variablesRead?.append(tokenName(index))
    }

    private func staticMember(_ path: [String], _ name: String, _ scope: CodeScope) -> CodeValue {
        let key = path.joined(separator: ".")
        let typeName = path.last ?? ""
        if typeName == "UITraitCollection" && name == "current" { return .traits }
        if typeName == "CharacterSet" { return .enumCase(name) }
        if ["UIColor", "NSColor", "Color", "CGColor"].contains(typeName) || key == "SwiftUI.Color" {
            let found = memberDeclarations(name, of: typeName)
            if !found.isEmpty { return use(preferred(found)) }
            if let builtIn = builtInColor(name, swiftUI: typeName == "Color") { return .color(builtIn) }
        }
        if name == "init" || name == "self" { return .type(path) }
        if path == ["SwiftUI"] || path == ["UIKit"] || path == ["AppKit"] { return .type([name]) }
        let found = memberDeclarations(name, of: key)
        if !found.isEmpty { return use(preferred(found)) }
        if let nested = resolveType(name, from: path), nested.hasPrefix(key) {
            return .type(nested.split(separator: ".").map(String.init))
        }
        if typeKinds[key] == "enum" { return .enumCase(name) }
        return .unknown("`\(key).\(name)` is not declared in the files read")
    }

    /// `userInterfaceStyle`, `userInterfaceLevel`, `accessibilityContrast` of the appearance being evaluated.
    private func traitValue(_ name: String) -> CodeValue {
        switch name {
        case "userInterfaceStyle", "colorScheme":
            traits.insert(.luminosity)
            return .enumCase(appearance.luminosity == .dark ? "dark" : "light")
        case "userInterfaceLevel":
            traits.insert(.level)
            return .enumCase(appearance.level == .elevated ? "elevated" : "base")
        case "accessibilityContrast", "colorSchemeContrast":
            traits.insert(.contrast)
            return .enumCase(appearance.contrast == .high ? "high" : "normal")
        case "traitCollection", "current":
            return .traits
        default:
            return .unknown("reads the trait `\(name)`, which the reader does not model")
        }
    }

    /// The computed property or method `name` of the one enum that declares the case `caseName` and it.
    /// `withValues`: the case carries associated values (`.text(color)`), which tells it from a case of the same
    /// name without (`LabelType.text`).
    private func enumProperty(_ name: String, ofCase caseName: String, withValues: Bool = false) -> (Int, [String])? {
        var found: (Int, [String])?
        for (key, table) in members where typeKinds[key] == "enum" {
            guard let cases = table[caseName],
                cases.contains(where: {
                    let declaration = entries[$0].declaration
                    return declaration.kind == .enumCase && declaration.parameters.isEmpty != withValues
                }),
                let index = table[name]?.first(where: {
                    let declaration = entries[$0].declaration
                    return (declaration.kind == .property || declaration.kind == .function) && !declaration.isStatic
                        && declaration.body != nil
                })
            else { continue }
            if found != nil { return nil }
            found = (index, key.split(separator: ".").map(String.init))
        }
        return found
    }

    /// Whether an enum of the input declares a case `name` (so that `.name(...)` is that case with values).
    func isDeclaredCase(_ name: String) -> Bool {
        for (key, table) in members where typeKinds[key] == "enum" {
            if table[name]?.contains(where: { entries[$0].declaration.kind == .enumCase }) == true { return true }
        }
        return false
    }

    private func rawValue(ofCase name: String, _ scope: CodeScope) -> CodeValue {
        for (_, table) in members {
            for index in table[name] ?? [] where entries[index].declaration.kind == .enumCase {
                if let value = entries[index].declaration.value { return evaluate(value, scope) }
                return .string(name)
            }
        }
        // Declared in a file not read: its raw value is not its name, whatever the enum's (it gave `#000000`
        // through a hex helper).
        return .unknown("`.\(name)` is an enum case not declared in the files read")
    }

    /// A dictionary literal keyed by enum cases, strings or numbers; any other key (a computed one the reader
    /// cannot compare) keeps only the values, as an array, which is what reading the values alone needs.
    private func dictionary(_ entries: [(key: CodeExpr, value: CodeExpr)], _ scope: CodeScope) -> CodeValue {
        var read: [(key: String, value: CodeValue)] = []
        read.reserveCapacity(entries.count)
        for entry in entries {
            guard let key = Self.dictionaryKey(evaluate(entry.key, scope)) else {
                return .array(entries.map { evaluate($0.value, scope) })
            }
            read.append((key, evaluate(entry.value, scope)))
        }
        return .dictionary(read)
    }

    /// A key as compared: the case name, the string or the number, each marked so `"a"` and `.a` differ.
    private static func dictionaryKey(_ value: CodeValue) -> String? {
        switch value {
        case .enumCase(let name): return "." + name
        case .string(let text): return "\"" + text
        case .number(let number, _): return "#\(number)"
        case .bool(let flag): return flag ? "#true" : "#false"
        default: return nil
        }
    }

    private func subscripted(_ base: CodeValue, _ arguments: [CodeArgument], _ scope: CodeScope) -> CodeValue {
        guard let first = arguments.first else { return .unknown("an empty subscript") }
        let index = evaluate(first.value, scope)
        switch (base, index) {
        case (.string(let text), .range(let low, let high)):
            let characters = Array(text)
            let lower = max(0, Int(low))
            let upper = min(characters.count, Int(high))
            guard lower <= upper else { return .unknown("a substring out of range") }
            return .string(String(characters[lower..<upper]))
        case (.array(let elements), .number(let position, _)):
            let at = Int(position)
            return at >= 0 && at < elements.count ? elements[at] : .unknown("an index out of range")
        case (.dictionary(let entries), _):
            guard let key = Self.dictionaryKey(index) else {
                return .unknown(index.unknownReason ?? "a dictionary key the reader cannot evaluate")
            }
            // A key the literal does not hold is `nil` in Swift, so `?? fallback` takes the fallback.
            return entries.first { $0.key == key }?.value ?? .nothing
        default:
            return .unknown(base.unknownReason ?? index.unknownReason ?? "a subscript the reader cannot evaluate")
        }
    }

    // MARK: Operators

    private func binary(
        _ operation: String, _ leftExpression: CodeExpr, _ rightExpression: CodeExpr, _ scope: CodeScope
    )
        -> CodeValue
    {
        // Arithmetic (the common case) ends in none of the bytes the operators below end in.
        switch operation.utf8.last {
        case UInt8(ascii: "&"), UInt8(ascii: "|"), UInt8(ascii: "?"), UInt8(ascii: "="): break
        default:
            return CodeArithmetic.apply(operation, evaluate(leftExpression, scope), evaluate(rightExpression, scope))
        }
        switch operation {
        case "&&", "||":
            let left = evaluate(leftExpression, scope)
            guard case .bool(let flag) = left else {
                return .unknown(left.unknownReason ?? "a condition is not a boolean the reader can evaluate")
            }
            if operation == "&&" && !flag { return .bool(false) }
            if operation == "||" && flag { return .bool(true) }
            return evaluate(rightExpression, scope)
        case "??":
            let left = evaluate(leftExpression, scope)
            if case .nothing = left { return evaluate(rightExpression, scope) }
            return left
        case "=":
            // `contrastingTintColor = .red` in an initializer, the property declared `Color`: SwiftUI's red (the
            // system red), as in the property's own default (round 20's Ice Cubes read UIKit's #FF0000).
            let asSwiftUI =
                !swiftUI && Self.startsWithImplicitMember(rightExpression)
                && declaresSwiftUIColor(leftExpression, scope)
            if asSwiftUI { swiftUI = true }
            defer { if asSwiftUI { swiftUI = false } }
            return assign(leftExpression, evaluate(rightExpression, scope), scope)
        case "+=", "-=", "*=", "/=", "|=", "&=", "<<=", ">>=":
            let combined = CodeArithmetic.apply(
                String(operation.dropLast()), evaluate(leftExpression, scope), evaluate(rightExpression, scope))
            return assign(leftExpression, combined, scope)
        default:
            return CodeArithmetic.apply(operation, evaluate(leftExpression, scope), evaluate(rightExpression, scope))
        }
    }

    /// `.red`, `.red.opacity(0.5)`: a value whose type comes from where it goes.
    static func startsWithImplicitMember(_ expression: CodeExpr) -> Bool {
        switch expression {
        case .implicitMember: return true
        case .member(let base, _, _), .call(let base, _, _): return startsWithImplicitMember(base)
        default: return false
        }
    }

    /// Whether `name` or `self.name` is a property of the scope's type declared as SwiftUI's `Color`.
    private func declaresSwiftUIColor(_ target: CodeExpr, _ scope: CodeScope) -> Bool {
        guard let name = target.ownMemberName, scope.lookup(name) == nil, !scope.typePath.isEmpty else { return false }
        return memberDeclarations(name, of: scope.typePath.joined(separator: ".")).contains { index in
            let type = entries[index].declaration.type.map(CodeValue.plainType)
            return type == "Color" || type == "SwiftUI.Color"
        }
    }

    /// `name = value`, `self.field = value`, `local.field = value`.
    private func assign(_ target: CodeExpr, _ value: CodeValue, _ scope: CodeScope) -> CodeValue {
        switch target {
        case .identifier("self", _):
            // `self = Self(UIColor { ... })` in an initializer: what it makes, as `self.init(...)` does.
            guard let selfScope = scope.selfScope else { return .nothing }
            if let reason = value.unknownReason { return .unknown(reason) }
            selfScope.initResult = value
            return .nothing
        case .identifier(let name, _):
            if scope.assign(name, value) { return .nothing }
            if let selfScope = scope.selfScope, case .object(let path, var fields) = selfScope.selfValue {
                fields[name] = value
                selfScope.selfValue = .object(path, fields)
                return .nothing
            }
            scope.values[name] = value
            return .nothing
        case .member(.identifier("self", _), let name, _):
            if let selfScope = scope.selfScope, case .object(let path, var fields) = selfScope.selfValue {
                fields[name] = value
                selfScope.selfValue = .object(path, fields)
            }
            return .nothing
        case .member(.identifier(let local, _), let name, _):
            if case .object(let path, var fields) = scope.lookup(local) {
                fields[name] = value
                scope.assign(local, .object(path, fields))
            }
            return .nothing
        case .tuple(let targets, _) where targets.count > 1:
            // `(a, r, g, b) = (255, int >> 16, int >> 8 & 0xFF, int & 0xFF)`: element by element.
            guard case .tuple(let values) = value, values.count == targets.count else {
                let reason = value.unknownReason ?? "assigns a value that is not a tuple of \(targets.count)"
                for target in targets { _ = assign(target.value, .unknown(reason), scope) }
                return .nothing
            }
            for (target, element) in zip(targets, values) { _ = assign(target.value, element.value, scope) }
            return .nothing
        default:
            return .nothing
        }
    }

    private func prefix(_ operation: String, _ operand: CodeValue) -> CodeValue {
        if operand.unknownReason != nil { return operand }
        switch (operation, operand) {
        case ("-", .number(let value, let kind)): return .number(-value, kind)
        case ("..<", .number(let value, _)): return .range(0, value)
        case ("...", .number(let value, _)): return .range(0, value + 1)
        case ("+", .number): return operand
        case ("!", .bool(let flag)): return .bool(!flag)
        case ("~", .number(let value, let kind)):
            guard let integer = operand.integer else { return .unknown("a bit operation out of range") }
            _ = value
            return .number(Double(~integer), kind == .float ? .integer : kind)
        default: return .unknown("applies \(operation) to a value the reader cannot evaluate")
        }
    }

    /// `#colorLiteral(red:green:blue:alpha:)`.
    private func pound(
        _ name: String, _ arguments: [CodeArgument], _ position: CodePosition, _ scope: CodeScope
    )
        -> CodeValue
    {
        guard name == "#colorLiteral" else { return .unknown("uses \(name)") }
        let values = evaluateArguments(arguments, scope)
        return makeColor(["red", "green", "blue", "alpha"], values, position, scope) { components in
            Color(red: components[0], green: components[1], blue: components[2], alpha: components[3])
        }
    }
}
