import Foundation

/// Asset-catalog colors reached through generated accessors: SwiftGen (`Asset.Colors.brand.color`,
/// `.swiftUIColor`, `UIColor(asset: Asset.brand)`, `ColorName.brand.color`) and R.swift (`R.color.brand()`,
/// `R.color.brand(compatibleWith: traits)`, `UIColor(resource: R.color.brand)`). The generated code is usually
/// not among the inputs, so the accessor is matched to an asset color by the identifier the generators derive
/// from the asset's name: each part split at characters that are not letters or digits, capitalized and joined,
/// then the first word lowercased (`brand-primary` and `Brand Primary` → `brandPrimary`); a folder that provides
/// a namespace is one more part (`Domain/light` → `Domain.light`). SwiftGen may put the catalog's own name first
/// (`Asset.Colors.brand` for `Colors.xcassets`). No match, or more than one, is unresolvable: never a guess.
///
/// Xcode 15's own generated asset symbols (`ColorResource`, with `Color`, `UIColor` and `NSColor` extensions) are
/// matched too: `Color.brandPrimary`, `UIColor.brandPrimary`, `Color(.brandPrimary)`, `UIColor(resource:
/// .brandPrimary)`, `ColorResource.brandPrimary`, and an implicit member where a color is expected. Xcode derives
/// the symbol as above and then drops a trailing `Color` (`AccentColor` → `accent`, `backgroundColor` →
/// `background`); it does not generate a `Color` or `UIColor` member that would collide with the framework's own
/// (`Color.primary` stays SwiftUI's), so such names are looked up as the framework's first, and a symbol matching
/// no asset keeps the reason the name was unknown (it may be declared in a file not read).
enum AssetAccessor {
    enum Generator: Sendable {
        case swiftGen
        case rSwift
        case xcode

        var name: String {
            switch self {
            case .swiftGen: "SwiftGen"
            case .rSwift: "R.swift"
            case .xcode: "Xcode asset symbol"
            }
        }
    }

    /// The generator and the path after its root (`["Colors", "brand"]`), when the expression is an accessor.
    static func path(of expression: CodeExpr) -> (Generator, [String])? {
        switch expression {
        case .member(let base, let name, _) where name == "color" || name == "swiftUIColor":
            return swiftGenPath(base).map { (.swiftGen, $0) }
        case .call(.member(let base, "color", _), _, _):
            // `Asset.brand.color(compatibleWith: traits)`.
            return swiftGenPath(base).map { (.swiftGen, $0) }
        case .call(let callee, let arguments, _):
            if let path = rSwiftPath(callee), arguments.allSatisfy({ $0.label == "compatibleWith" }) {
                return (.rSwift, path)
            }
            // `UIColor(asset: Asset.brand)`, `UIColor(resource: R.color.brand)`, `Color(R.color.brand)`.
            guard case .identifier(let type, _) = callee, UsageColorResolver.colorTypes.contains(type),
                arguments.count == 1
            else { return nil }
            let argument = arguments[0]
            if argument.label == "asset", let path = swiftGenPath(argument.value) { return (.swiftGen, path) }
            if argument.label == nil || argument.label == "resource", let path = rSwiftPath(argument.value) {
                return (.rSwift, path)
            }
            // `Color(.brand)`, `UIColor(resource: .brand)`, `Color(ColorResource.brand)`.
            if argument.label == nil || argument.label == "resource", let name = resourceName(argument.value) {
                return (.xcode, [name])
            }
            return nil
        case .member(.identifier(let type, _), let name, _)
        where UsageColorResolver.colorTypes.contains(type) || resourceTypes.contains(type):
            // `Color.brand`, `UIColor.brand`, `ColorResource.brand`.
            return (.xcode, [name])
        default:
            return nil
        }
    }

    private static let resourceTypes: Set<String> = ["ColorResource", "DeveloperToolsSupport.ColorResource"]

    /// `.brand` or `ColorResource.brand` passed for a `ColorResource`; `.Palette.brand` or
    /// `ColorResource.Palette.brand` for a color in a folder that provides a namespace (`Palette.brand`).
    private static func resourceName(_ expression: CodeExpr) -> String? {
        switch expression {
        case .implicitMember(let name, _): return name
        case .member(.identifier(let type, _), let name, _) where resourceTypes.contains(type): return name
        case .member(let base, let name, _):
            guard let namespace = resourceName(base), let first = namespace.first, first.isUppercase else {
                return nil
            }
            return namespace + "." + name
        default: return nil
        }
    }

    /// The symbol Xcode generates for an asset color (`brand-primary` → `brandPrimary`, `AccentColor` →
    /// `accent`); a color in a folder that provides a namespace is nested in a type named after the folder
    /// (`Palette/brand` → `Palette.brand`).
    static func xcodeSymbol(_ asset: String) -> String? {
        var parts = asset.split(separator: "/").map(String.init)
        guard let last = parts.popLast() else { return nil }
        var symbol = lowerFirstWord(identifier(last))
        if symbol.hasSuffix("Color") { symbol.removeLast(5) }
        guard !symbol.isEmpty, symbol != "_" else { return nil }
        let namespaces = parts.map(identifier)
        guard namespaces.allSatisfy({ !$0.isEmpty && !$0.hasPrefix("_") }) else { return nil }
        return (namespaces + [symbol]).joined(separator: ".")
    }

    /// Asset colors by the symbol Xcode generates for them; a symbol two assets share (Xcode reports the clash
    /// and generates neither) maps to nil.
    static func xcodeSymbols(_ assets: Set<String>) -> [String: String?] {
        var symbols: [String: String?] = [:]
        for asset in assets.sorted() {
            guard let symbol = xcodeSymbol(asset) else { continue }
            symbols[symbol] = symbols[symbol] == nil ? .some(asset) : .some(nil)
        }
        return symbols
    }

    /// `Asset.Colors.brand` → `["Colors", "brand"]`.
    private static func swiftGenPath(_ expression: CodeExpr) -> [String]? {
        // SwiftGen's enum is `Asset` unless the project names it (`enumName: SharedAsset`, `BitwardenAsset`): a
        // root named so is read the same way (round 20's Bitwarden), matched to the asset colors like `Asset`.
        guard let names = chain(expression), names.count >= 2,
            ["Asset", "ColorName"].contains(names[0]) || names[0].hasSuffix("Asset") || names[0].hasSuffix("Assets")
        else {
            return nil
        }
        return Array(names.dropFirst())
    }

    /// `R.color.brand` → `["brand"]`.
    private static func rSwiftPath(_ expression: CodeExpr) -> [String]? {
        guard let names = chain(expression), names.count >= 3, names[0] == "R", names[1] == "color" else {
            return nil
        }
        return Array(names.dropFirst(2))
    }

    /// The names of a chain of members from an identifier (`A.b.c` → `["A", "b", "c"]`).
    private static func chain(_ expression: CodeExpr) -> [String]? {
        switch expression {
        case .identifier(let name, _): return [name]
        case .member(let base, let name, _): return chain(base).map { $0 + [name] }
        default: return nil
        }
    }

    /// The asset color an accessor names, or why none can be chosen.
    static func resolve(_ generator: Generator, _ path: [String], assets: Set<String>) -> Result<String, Failure> {
        let wanted = path.map(lowerFirstWord)
        var found: [String] = []
        for asset in assets.sorted() {
            let parts = asset.split(separator: "/").map { lowerFirstWord(identifier(String($0))) }
            if parts == wanted || (generator == .swiftGen && parts == Array(wanted.dropFirst())) {
                found.append(asset)
            }
        }
        let written = (generator == .swiftGen ? "Asset." : "R.color.") + path.joined(separator: ".")
        if found.count == 1 { return .success(found[0]) }
        if found.isEmpty {
            return .failure(
                Failure(
                    message: "the \(generator.name) accessor `\(written)` names no asset color among the inputs; "
                        + "expected a colorset whose name becomes `\(path.last ?? "")` (an .xcassets input)"))
        }
        return .failure(
            Failure(
                message: "the \(generator.name) accessor `\(written)` matches more than one asset color ("
                    + found.map { "\"\($0)\"" }.joined(separator: ", ") + "); expected exactly one"))
    }

    struct Failure: Error, Sendable {
        let message: String
    }

    /// A name as a Swift identifier: split at characters that are not letters or digits, each part capitalized.
    static func identifier(_ name: String) -> String {
        let parts = name.split { !($0.isLetter || $0.isNumber) }
        let joined = parts.map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
        if let first = joined.first, first.isNumber { return "_" + joined }
        return joined
    }

    /// The leading capitals lowercased, keeping the last one when a lowercase letter follows (`URLColor` →
    /// `urlColor`, `Brand` → `brand`).
    static func lowerFirstWord(_ name: String) -> String {
        let characters = Array(name)
        var capitals = 0
        while capitals < characters.count, characters[capitals].isUppercase { capitals += 1 }
        if capitals == 0 { return name }
        if capitals > 1, capitals < characters.count, characters[capitals].isLowercase { capitals -= 1 }
        return String(characters[..<capitals]).lowercased() + String(characters[capitals...])
    }
}

extension CodeEvaluator {
    /// The asset color a generated accessor names (`.asset`), or why it cannot be known; `nil` when the
    /// expression is not an accessor.
    func assetAccessor(_ expression: CodeExpr, file: Int) -> CodeValue? {
        guard let (generator, path) = AssetAccessor.path(of: expression) else { return nil }
        if generator == .xcode {
            // Looked up in the table made once from the asset names. A symbol naming no asset is not an accessor
            // after all (the name keeps its own reason); one two assets share is generated for neither.
            let symbol = path.last ?? ""
            switch assetSymbols[symbol] {
            case .some(.some(let name)): return .color(.asset(name, location(expression.position, file: file)))
            case .some(.none):
                let clashing = assetNames.sorted().filter { AssetAccessor.xcodeSymbol($0) == symbol }
                return .unknown(
                    "the Xcode asset symbol `.\(symbol)` is generated for more than one asset color ("
                        + clashing.map { "\"\($0)\"" }.joined(separator: ", ") + "), which Xcode refuses")
            case .none: return nil
            }
        }
        switch AssetAccessor.resolve(generator, path, assets: assetNames) {
        case .success(let name): return .color(.asset(name, location(expression.position, file: file)))
        case .failure(let failure): return .unknown(failure.message)
        }
    }

    /// The asset color Xcode generates the symbol `symbol` for, if exactly one.
    func xcodeAsset(_ symbol: String) -> String? {
        assetSymbols[symbol] ?? nil
    }
}
