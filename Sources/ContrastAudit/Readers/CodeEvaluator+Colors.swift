import Foundation

extension CodeEvaluator {
    /// The color initializers of UIKit, AppKit and SwiftUI, by argument labels.
    func colorInitializer(
        _ typeName: String, _ values: [CodeArgumentValue], _ position: CodePosition, _ scope: CodeScope
    ) -> CodeValue {
        let labels = values.map { $0.label ?? "_" }
        let swiftUIColor = typeName == "Color"
        // A color space first (`Color(.sRGB, red: ...)`, `Color(.displayP3, white: ...)`).
        var space = ColorSpace.sRGB
        var rest = values
        if swiftUIColor, labels.first == "_", case .enumCase(let name) = values[0].value, values.count > 1 {
            switch name {
            case "sRGB": space = .sRGB
            case "displayP3": space = .displayP3
            case "sRGBLinear": space = .linearSRGB
            default: return .unknown("uses the color space .\(name)")
            }
            rest.removeFirst()
        }
        let restLabels = rest.map { $0.label ?? "_" }
        let alphaLabel = swiftUIColor ? "opacity" : "alpha"
        switch restLabels.first {
        case "red", "srgbRed", "displayP3Red":
            if restLabels.first == "displayP3Red" { space = .displayP3 }
            return makeColor([restLabels[0], "green", "blue", alphaLabel], rest, position, scope) { c in
                Color(space: space, components: SIMD3(c[0], c[1], c[2]), alpha: c[3])
            }
        case "white":
            // UIKit's `init(white:alpha:)` (and SwiftUI's `Color(white:)`) give sRGB components red = green =
            // blue = white, as `getRed` reports on iOS and as UIKit's fixed grays are (`gray` is white 0.5 =
            // #808080); AppKit's `NSColor(white:)` is generic gray with a 2.2 curve (DESIGN.md, "Gray").
            return makeColor(["white", alphaLabel], rest, position, scope) { c in
                typeName == "NSColor"
                    ? Color(white: c[0], alpha: c[1])
                    : Color(space: space, components: SIMD3(repeating: c[0]), alpha: c[1])
            }
        case "hue":
            return makeColor(["hue", "saturation", "brightness", alphaLabel], rest, position, scope) { c in
                Color(hsb: HSB(hue: c[0] * 360, saturation: c[1], brightness: c[2]), alpha: c[3])
            }
        case "dynamicProvider":
            guard case .closure(let closure, let captured) = rest[0].value else { return rest[0].value }
            return callClosure(closure, captured, [.traits])
        case "named":
            if case .string(let name) = rest[0].value {
                return .color(.asset(name, location(position, file: scope.file)))
            }
            return .unknown(rest[0].value.unknownReason ?? "names an asset color chosen at run time")
        case "cgColor", "ciColor", "uiColor", "nsColor", "_":
            guard rest.count >= 1 else { return .unknown("calls \(typeName)() without a color") }
            switch rest[0].value {
            case .color: return rest[0].value
            case .closure(let closure, let captured): return callClosure(closure, captured, [.traits])
            case .string(let name) where swiftUIColor:
                return .color(.asset(name, location(position, file: scope.file)))
            case .unknown: return rest[0].value
            default: return .unknown("calls `\(typeName)(_:)` with a value the reader cannot evaluate")
            }
        default:
            return .unknown("calls `\(typeName)(\(labels.map { $0 + ":" }.joined()))`, which the reader does not know")
        }
    }

    /// A color from numeric arguments found by label (alpha and opacity default to 1).
    func makeColor(
        _ labels: [String], _ values: [CodeArgumentValue], _ position: CodePosition, _ scope: CodeScope,
        _ build: ([Double]) -> Color
    ) -> CodeValue {
        var components: [Double] = []
        for label in labels {
            guard let argument = values.first(where: { ($0.label ?? "_") == label }) else {
                if label == "alpha" || label == "opacity" {
                    components.append(1)
                    continue
                }
                return .unknown("the argument \(label): is missing")
            }
            guard let number = argument.value.number, number.isFinite else {
                return .unknown(
                    argument.value.unknownReason ?? "the argument \(label): is not a number the reader can evaluate")
            }
            components.append(number)
        }
        return .color(.literal(build(components), location(position, file: scope.file)))
    }

    /// `withAlphaComponent`, `opacity`, `resolvedColor(with:)` and the like on a color.
    func colorMethod(
        _ color: CodeColor, _ name: String, _ arguments: [CodeArgumentValue], _ position: CodePosition,
        _ scope: CodeScope
    ) -> CodeValue? {
        switch name {
        case "withAlphaComponent", "opacity", "colorWithAlphaComponent", "copy":
            if name == "copy" { return .color(color) }
            guard let alpha = arguments.first?.value.number else {
                return .unknown(arguments.first?.value.unknownReason ?? "sets an alpha the reader cannot evaluate")
            }
            switch materialize(color) {
            case .success(let concrete):
                let value = name == "opacity" ? concrete.alpha * alpha : alpha
                return .color(.literal(concrete.withAlpha(value), location(position, file: scope.file)))
            case .failure(let reason):
                return .unknown(reason.message)
            }
        case "resolvedColor", "resolve":
            if case .traits? = arguments.first?.value { return .color(color) }
            return .unknown("resolves a color for traits given in code")
        case "getRed", "getHue", "getWhite":
            return components(of: color, name, arguments, scope)
        default:
            return nil
        }
    }

    /// `getRed(&r, green: &g, blue: &b, alpha: &a)` (extended sRGB components, as UIKit reports them),
    /// `getHue(&h, saturation: &s, brightness: &b, alpha: &a)` (hue as a fraction of a turn) and, for a gray,
    /// `getWhite(&w, alpha: &a)`: the components written into the caller's variables; true, as UIKit returns
    /// for a color it can convert.
    private func components(
        of color: CodeColor, _ name: String, _ arguments: [CodeArgumentValue], _ scope: CodeScope
    ) -> CodeValue {
        let concrete: Color
        switch materialize(color) {
        case .success(let value): concrete = value
        case .failure(let reason): return .unknown(reason.message)
        }
        let rgb = concrete.converted(to: .extendedSRGB).components
        let values: [Double]
        switch name {
        case "getRed":
            values = [rgb.x, rgb.y, rgb.z, concrete.alpha]
        case "getHue":
            let hsb = concrete.hsb
            values = [hsb.hue / 360, hsb.saturation, hsb.brightness, concrete.alpha]
        default:
            guard rgb.x == rgb.y, rgb.y == rgb.z else {
                return .unknown("reads the gray level of a color that is not gray (`getWhite`)")
            }
            values = [rgb.x, concrete.alpha]
        }
        guard arguments.count == values.count else { return .unknown("calls `\(name)` with other arguments") }
        for (argument, value) in zip(arguments, values) {
            guard case .reference(let target) = argument.value else {
                return .unknown("calls `\(name)` without a variable to write into")
            }
            if !scope.assign(target, .number(value, .float)) { scope.values[target] = .number(value, .float) }
        }
        return .bool(true)
    }

    struct Unresolved: Error {
        var message: String
    }

    /// The concrete color of a color in the current appearance (needed before changing its alpha).
    func materialize(_ color: CodeColor) -> Result<Color, Unresolved> {
        switch color {
        case .literal(let value, _):
            return .success(value)
        case .builtIn(let reference):
            if reference.hasPrefix(SystemColors.iOSPrefix) { traits.formUnion(.all) }
            guard let value = SystemColors.color(reference, in: appearance) else {
                return .failure(Unresolved(message: "unknown built-in color \(reference)"))
            }
            return .success(value)
        case .declaration(let index):
            let (value, read) = declarationValue(index)
            traits.formUnion(read)
            guard case .color(let inner) = value else {
                return .failure(Unresolved(message: value.unknownReason ?? "\(tokenName(index)) is not a color"))
            }
            return materialize(inner)
        case .asset(let name, _):
            return materializeAsset(name, depth: 0)
        }
    }

    /// An asset color's value in the current appearance, reading the traits its variants name; a variant that is
    /// a system color is that color; one that names another catalog color follows it (a few steps).
    private func materializeAsset(_ name: String, depth: Int) -> Result<Color, Unresolved> {
        guard depth < 8, let token = assetColors[name], let variant = token.variant(for: appearance) else {
            return .failure(
                Unresolved(message: "changes the asset color \"\(name)\", whose value is in an asset catalog"))
        }
        for selector in token.variants.map(\.selector) {
            if selector.luminosity != nil { traits.insert(.luminosity) }
            if selector.level != nil { traits.insert(.level) }
            if selector.contrast != nil { traits.insert(.contrast) }
        }
        switch variant.value {
        case .literal(let literal):
            return .success(literal.color)
        case .reference(let target, _):
            if SystemColors.isBuiltIn(target) { return materialize(.builtIn(target)) }
            return materializeAsset(target, depth: depth + 1)
        case .unresolvable(let reason, _):
            return .failure(Unresolved(message: "changes the asset color \"\(name)\", which \(reason)"))
        }
    }

    // MARK: Objective-C

    /// `[UIColor colorWithRed:... green:... blue:... alpha:...]`, `[UIColor whiteColor]`, `[self brandColor]`,
    /// `[color colorWithAlphaComponent:0.5]`, `[[UIColor alloc] initWithWhite:... alpha:...]`.
    func message(
        _ receiverExpression: CodeExpr, _ arguments: [CodeArgument], _ position: CodePosition, _ scope: CodeScope
    )
        -> CodeValue
    {
        let receiver = evaluate(receiverExpression, scope)
        guard let selector = arguments.first?.label else { return .unknown("an empty message") }
        if let reason = receiver.unknownReason { return .unknown(reason) }
        let hasArguments =
            !(arguments.count == 1 && arguments[0].label == selector && isEmptyArgument(arguments[0].value))
        switch receiver {
        case .type(let path):
            let typeName = path.last ?? ""
            if selector == "alloc" || selector == "new" { return receiver }
            if Self.colorTypes.contains(typeName) {
                if !hasArguments, let builtIn = builtInColor(selector, swiftUI: false),
                    memberDeclarations(selector, of: typeName).isEmpty
                {
                    return .color(builtIn)
                }
                if let renamed = Self.swiftLabels(selector) {
                    var values = evaluateArguments(arguments, scope, swiftUI: false)
                    values[0].label = renamed
                    return colorInitializer(typeName, values, position, scope)
                }
            }
            if typeName == "NSScanner" && selector == "scannerWithString" {
                let values = evaluateArguments(arguments, scope)
                return .object(["Scanner"], ["string": values[0].value, "scanLocation": .number(0, .integer)])
            }
            let found = memberDeclarations(selector, of: path.joined(separator: "."))
            guard !found.isEmpty else {
                return .unknown("sends `\(selector)` to \(typeName), which is not declared in the files read")
            }
            if !hasArguments { return use(preferred(found)) }
            let result = callFunction(found, receiver, evaluateArguments(arguments, scope), position)
            return locatedAtCall(result, arguments, position, scope)
        case .color(let color):
            let values = hasArguments ? evaluateArguments(arguments, scope) : []
            if selector == "CGColor" { return receiver }
            return colorMethod(color, selector, values, position, scope)
                ?? .unknown("sends `\(selector)` to a color, which the reader does not know")
        case .object(["Scanner"], _):
            return scannerMethod(receiver, selector, evaluateArguments(arguments, scope), scope)
        case .string(let text):
            return stringMethod(text, selector, hasArguments ? evaluateArguments(arguments, scope) : [])
        default:
            return .unknown("sends `\(selector)` to a value the reader cannot evaluate")
        }
    }

    private func isEmptyArgument(_ expression: CodeExpr) -> Bool {
        if case .unknown(let text, _) = expression, text.isEmpty { return true }
        return false
    }

    /// `colorWithRed` → `red`, `initWithDisplayP3Red` → `displayP3Red`, `colorNamed` → `named`.
    static func swiftLabels(_ selector: String) -> String? {
        for prefix in ["colorWith", "initWith"] where selector.hasPrefix(prefix) {
            let rest = selector.dropFirst(prefix.count)
            guard let first = rest.first else { return nil }
            if rest.hasPrefix("SRGB") { return "srgbRed" }
            return first.lowercased() + rest.dropFirst()
        }
        if selector == "colorNamed" { return "named" }
        return nil
    }
}
