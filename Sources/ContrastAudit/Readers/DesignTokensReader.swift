import Foundation

/// Reads a W3C Design Tokens Community Group file (DTCG 2025.10: `.tokens`, `.tokens.json`, or any JSON
/// file whose tokens are objects with `$value`) into one theme of its `color` tokens.
///
/// Token paths become names joined by `.`. `$type` is inherited from the nearest group that has one (or
/// taken from the alias target); only `color` tokens become theme tokens, others are skipped. Values are
/// 2025.10 color objects (`{colorSpace, components, alpha, hex}`, every color space of the Color module),
/// color strings of DESIGN.md §6 (pre-2025.10 files), aliases `{group.token}` or JSON Pointers
/// `{"$ref": "#/group/token/$value"}`, which become references the resolver follows per appearance.
///
/// DTCG puts modes in the separate Resolver module, which this reader does not read; per-token mode maps
/// in `$extensions` (`mode`, `modes`, `com.figma.sds.modes`) become variants through the configured and
/// default mode names (docs/design-tokens.md). Without them every token has one value for all appearances.
package enum DesignTokensReader: ThemeReader {
    package static let format = ThemeFormat.designTokens

    /// The file extensions DTCG 2025.10 registers; these are claimed without looking inside.
    static let fileSuffixes = [".tokens", ".tokens.json"]

    /// The `$extensions` keys whose value maps mode names to values for the token.
    static let modeExtensionKeys = ["mode", "modes", "com.figma.sds"]

    package static func claims(_ url: URL, isDirectory: Bool, root: JSONNode?) -> ReaderClaim {
        guard !isDirectory else { return .no }
        let name = url.lastPathComponent.lowercased()
        if fileSuffixes.contains(where: { name.hasSuffix($0) }) { return .yes }
        guard let root else { return .no }
        return recognizes(root) ? .yes : .no
    }

    /// Whether a parsed JSON document holds DTCG tokens: an object with a token (`$value`) somewhere, that
    /// is neither a native scheme nor a DTCG resolver document.
    static func recognizes(_ root: JSONNode) -> Bool {
        guard root.members != nil, root["$value"] == nil else { return false }
        if SchemeReader.recognizes(root) { return false }
        if root["resolutionOrder"] != nil { return false }
        return DesignTokenTree.containsToken(root, legacy: false)
    }

    package static func read(
        _ url: URL, displayPath: String, root: JSONNode?, options: ReaderOptions
    ) throws(DiagnosticList) -> [Theme] {
        let document = try jsonDocument(url, displayPath: displayPath, root: root)
        return [try read(document, path: displayPath, options: options)]
    }

    /// Reads a parsed DTCG document; every problem found is thrown together.
    package static func read(_ root: JSONNode, path: String, options: ReaderOptions) throws(DiagnosticList) -> Theme {
        var errors: [Diagnostic] = []
        var warnings: [Diagnostic] = []
        guard root.members != nil else {
            throw DiagnosticList([root.mismatch("a design-token file", expected: "an object of tokens and groups")])
        }
        let mapper: ModeMapper
        do {
            mapper = try ModeMapper(options)
        } catch {
            throw DiagnosticList([error])
        }
        let raw = DesignTokenTree.tokens(in: root, syntax: .dtcg, errors: &errors)
        var index: [String: Int] = [:]
        for (position, token) in raw.enumerated() where index[token.name] == nil { index[token.name] = position }

        // Alias targets for type lookup: `{a.b}` or a `$ref` to a token.
        func target(_ token: RawToken) -> String? {
            if let text = token.value.stringValue { return DesignTokenTree.aliasTarget(text) }
            if let pointer = token.value["$ref"]?.stringValue, let name = try? pointerTarget(pointer, in: root) {
                // Only for type lookup: an invalid pointer is reported when the value is read.
                return name.token
            }
            return nil
        }
        let types = DesignTokenTree.effectiveTypes(raw, index: index, target: target)
        if let warning = DesignTokenTree.untypedWarning(raw, types: types) { warnings.append(warning) }

        // Mode names over the whole file, in order of first use.
        var modeNames: [String] = []
        var modeLocations: [String: SourceLocation] = [:]
        for (position, token) in raw.enumerated() where types[position] == "color" {
            for member in modeMap(token)?.members ?? [] where modeLocations[member.key] == nil {
                modeNames.append(member.key)
                modeLocations[member.key] = member.keyLocation
            }
        }
        let assignment = mapper.assign(modeNames)
        for (name, reason) in assignment.ignored {
            warnings.append(
                Diagnostic(
                    severity: .warning, location: modeLocations[name],
                    message: "mode \"\(name)\" \(reason) and is not audited; map modes to appearances with \"modes\" "
                        + "in \(AuditConfig.fileName)"))
        }
        var slots: [(name: String?, selector: AppearanceSelector)] = assignment.assigned.map { ($0.name, $0.selector) }
        if !DesignTokenTree.covers(slots.map(\.selector)) {
            // `$value` is the default: it holds for every appearance no mode covers.
            slots.append((nil, .any))
        }

        var tokens: [Token] = []
        for (position, token) in raw.enumerated() where types[position] == "color" {
            do {
                let modes = modeMap(token)
                var tokenSlots: [TokenSlot] = []
                for slot in slots {
                    let written: RawColorValue
                    if let name = slot.name, let node = modes?[name] {
                        written = try DesignTokenTree.colorValue(node, token: token.name)
                    } else {
                        written = try DesignTokenTree.colorValue(of: token)
                    }
                    let value = try tokenValue(written, token: token, root: root, raw: raw, index: index, types: types)
                    tokenSlots.append(TokenSlot(selector: slot.selector, label: slot.name ?? "$value", value: value))
                }
                tokens.append(
                    DesignTokenTree.makeToken(
                        name: token.name, location: token.location, slots: tokenSlots,
                        uncovered: "no mode maps to an appearance it is evaluated in"))
            } catch {
                errors.append(error)
            }
        }
        if !errors.isEmpty { throw DiagnosticList(errors.sorted(by: Diagnostic.inSourceOrder)) }
        return Theme(
            name: themeName(path), path: path, format: .designTokens, tokens: tokens, pairings: [],
            warnings: warnings)
    }

    /// The token's per-mode values, from the first known mode extension.
    static func modeMap(_ token: RawToken) -> JSONNode? {
        guard let extensions = token.extensions else { return nil }
        for key in modeExtensionKeys {
            guard let node = extensions[key] else { continue }
            let map = key == "com.figma.sds" ? node["modes"] : node
            if let map, map.members != nil { return map }
        }
        return nil
    }

    /// `tokens/brand.tokens.json` → `brand`.
    static func themeName(_ path: String) -> String {
        var file = path.split(separator: "/").last.map(String.init) ?? path
        for suffix in [".tokens.json", ".tokens", ".json"] where file.lowercased().hasSuffix(suffix) {
            file = String(file.dropLast(suffix.count))
            break
        }
        return file
    }

    /// Reads one value of a color token into a theme value: aliases and `$ref`s become references.
    static func tokenValue(
        _ value: RawColorValue, token: RawToken, root: JSONNode, raw: [RawToken], index: [String: Int],
        types: [String?]
    ) throws(Diagnostic) -> TokenValue {
        switch value {
        case .literal(let literal):
            return .literal(literal)
        case .alias(let target, let aliasNode):
            try checkTargetType(target, from: token, at: aliasNode, raw: raw, index: index, types: types)
            return .reference(name: target, location: aliasNode.location)
        case .pointer(let pointer, let pointerNode):
            let found = try pointerTarget(pointer, in: root, at: pointerNode)
            guard let name = found.token else {
                throw pointerNode.error(
                    "\"$ref\" \(ColorSyntaxError.quote(pointer)) of color token \"\(token.name)\" points at "
                        + "\(found.node.kindNameWithArticle), not at a token; expected a pointer to a token's "
                        + "value like \"#/group/token/$value\"")
            }
            try checkTargetType(name, from: token, at: pointerNode, raw: raw, index: index, types: types)
            return .reference(name: name, location: pointerNode.location)
        case .embeddedReference(let text, let embeddedNode):
            return .unresolvable(
                reason: "its value \(ColorSyntaxError.quote(text)) computes a color from a reference, which is not "
                    + "evaluated", location: embeddedNode.location)
        case .modified(let description, let modifierNode):
            return .unresolvable(
                reason: "it uses a Tokens Studio color modifier (\(description)), which is not evaluated",
                location: modifierNode.location)
        }
    }

    /// A color token that refers to a token of another type is an error (DTCG: an alias has its target's type).
    static func checkTargetType(
        _ target: String, from token: RawToken, at node: JSONNode, raw: [RawToken], index: [String: Int],
        types: [String?]
    ) throws(Diagnostic) {
        guard let position = index[target], let type = types[position], type != "color" else { return }
        throw node.error(
            "color token \"\(token.name)\" refers to \"\(target)\", a token of type \"\(type)\"; expected a color token"
        )
    }

    // MARK: - JSON Pointer

    /// Where a `$ref` points: the node, and the token when it points at a token or its `$value`.
    struct PointerTarget {
        var node: JSONNode
        var token: String?
    }

    /// Resolves a JSON Pointer URI fragment (`#/colors/blue/$value`, RFC 6901 with `~0`/`~1` escapes and
    /// percent-encoding) inside the same document.
    static func pointerTarget(
        _ pointer: String, in root: JSONNode, at node: JSONNode? = nil
    ) throws(Diagnostic) -> PointerTarget {
        let anchor = node ?? root
        let quoted = ColorSyntaxError.quote(pointer)
        guard pointer.hasPrefix("#") else {
            throw anchor.error(
                "\"$ref\" \(quoted) points into another document; only pointers into the same file like "
                    + "\"#/group/token/$value\" are supported")
        }
        guard let fragment = String(pointer.dropFirst()).removingPercentEncoding else {
            throw anchor.error("\"$ref\" \(quoted) has invalid percent-encoding")
        }
        guard fragment.hasPrefix("/") else {
            throw anchor.error(
                "\"$ref\" \(quoted) is not a JSON Pointer; expected \"#/\" followed by names like \"#/group/token/$value\""
            )
        }
        let segments = fragment.dropFirst().split(separator: "/", omittingEmptySubsequences: false).map {
            $0.replacingOccurrences(of: "~1", with: "/").replacingOccurrences(of: "~0", with: "~")
        }
        var current = root
        var walked: [String] = []
        var tokenPath: [String]?
        for segment in segments {
            if let members = current.members {
                guard let next = members.first(where: { $0.key == segment })?.value else {
                    let hint = DidYouMean.hint(for: segment, among: members.map(\.key))
                    let container = walked.isEmpty ? "the top level" : "\"/\(walked.joined(separator: "/"))\""
                    throw anchor.error(
                        "\"$ref\" \(quoted) points at nothing: \(container) has no member \"\(segment)\"\(hint)")
                }
                if tokenPath == nil, next["$value"] != nil { tokenPath = walked + [segment] }
                current = next
            } else if let elements = current.elements {
                guard let position = Int(segment), position >= 0, position < elements.count else {
                    throw anchor.error(
                        "\"$ref\" \(quoted) points at nothing: \"\(segment)\" is not an index of an array of "
                            + "\(elements.count)")
                }
                current = elements[position]
            } else {
                throw anchor.error(
                    "\"$ref\" \(quoted) points at nothing: \"/\(walked.joined(separator: "/"))\" is "
                        + "\(current.kindNameWithArticle), which has no \"\(segment)\"")
            }
            walked.append(segment)
        }
        // The token itself, or its `$value`: a reference; anything deeper is a part of a value.
        if let tokenPath, walked == tokenPath || walked == tokenPath + ["$value"] {
            return PointerTarget(node: current, token: tokenPath.joined(separator: "."))
        }
        return PointerTarget(node: current, token: nil)
    }

    // MARK: - Color objects

    /// The `colorSpace` names of the DTCG 2025.10 Color module, in the module's order.
    static let colorSpaces = [
        "srgb", "srgb-linear", "hsl", "hwb", "lab", "lch", "oklab", "oklch", "display-p3", "a98-rgb",
        "prophoto-rgb", "rec2020", "xyz-d65", "xyz-d50",
    ]

    /// The keys of a color object.
    static let colorKeys = ["colorSpace", "components", "alpha", "hex"]

    /// Converts a DTCG 2025.10 color object to a `Color` (DTCG Color module §4).
    ///
    /// Spaces the `Color` model has (sRGB, linear sRGB, Display P3) keep their components; the others are
    /// converted to sRGB through linear sRGB with the CSS Color 4 conversions, unclipped (a color outside
    /// sRGB is labeled extended sRGB). `"none"` components count as 0. `hex` is used only when there are no
    /// `components`, since 2025.10 makes it an optional fallback that may not even match.
    static func color(fromObject node: JSONNode, token: String) throws(Diagnostic) -> Color {
        try node.checkKeys(colorKeys, in: "the color of token \"\(token)\"")
        let alpha = try alphaValue(node, token: token)
        guard let componentsNode = node["components"] else {
            if let hex = node["hex"] {
                return try hexFallback(hex, token: token).withAlpha(alpha)
            }
            throw node.error("the color of token \"\(token)\" has no \"components\"; expected 3 numbers like [1, 0, 0]")
        }
        guard let spaceNode = node["colorSpace"] else {
            throw node.error(
                "the color of token \"\(token)\" has no \"colorSpace\"; expected one of \(colorSpaces.joined(separator: ", "))"
            )
        }
        let space = try spaceNode.string("\"colorSpace\" of token \"\(token)\"")
        guard colorSpaces.contains(space) else {
            throw spaceNode.error(
                "unknown colorSpace \(ColorSyntaxError.quote(space)) in token \"\(token)\"; expected one of "
                    + colorSpaces.joined(separator: ", ") + DidYouMean.hint(for: space, among: colorSpaces))
        }
        let elements = try componentsNode.arrayElements("\"components\" of token \"\(token)\"")
        guard elements.count == 3 else {
            throw componentsNode.error(
                "the \(space) color of token \"\(token)\" has \(elements.count) component\(elements.count == 1 ? "" : "s"); "
                    + "expected 3 (\(componentNames(space).joined(separator: ", ")))")
        }
        var values: [Double] = []
        for (element, name) in zip(elements, componentNames(space)) {
            if element.stringValue == "none" {
                values.append(0)
            } else if let number = element.doubleValue {
                values.append(number)
            } else {
                throw element.mismatch(
                    "\(name) of the \(space) color of token \"\(token)\"", expected: "a number or \"none\"")
            }
        }
        if let hex = node["hex"] { _ = try hexFallback(hex, token: token) }
        let components = SIMD3(values[0], values[1], values[2])
        try checkRanges(space, components, elements: elements, token: token)
        let color = Color.markingExtended(convert(space, components, alpha: alpha))
        if let problem = color.representabilityProblem {
            throw componentsNode.error("the \(space) color of token \"\(token)\" is \(problem)")
        }
        return color
    }

    /// The component names of a space, for messages.
    static func componentNames(_ space: String) -> [String] {
        switch space {
        case "hsl": ["hue", "saturation", "lightness"]
        case "hwb": ["hue", "whiteness", "blackness"]
        case "lab", "oklab": ["lightness", "a", "b"]
        case "lch", "oklch": ["lightness", "chroma", "hue"]
        case "xyz-d65", "xyz-d50": ["x", "y", "z"]
        default: ["red", "green", "blue"]
        }
    }

    /// Bounds the Color module gives that a conversion relies on: percentages for HSL and HWB,
    /// lightness, non-negative chroma. RGB and XYZ components may leave 0...1 (wide-gamut values).
    static func checkRanges(
        _ space: String, _ c: SIMD3<Double>, elements: [JSONNode], token: String
    ) throws(Diagnostic) {
        func check(_ index: Int, _ range: ClosedRange<Double>, _ text: String) throws(Diagnostic) {
            let value = c[index]
            guard range.contains(value) else {
                throw elements[index].error(
                    "\(componentNames(space)[index]) \(formatNumber(value)) of the \(space) color of token \"\(token)\" "
                        + "is out of range; expected \(text)")
            }
        }
        switch space {
        case "hsl", "hwb":
            try check(1, 0...100, "0...100")
            try check(2, 0...100, "0...100")
        case "lab":
            try check(0, 0...100, "0...100")
        case "lch":
            try check(0, 0...100, "0...100")
            try check(1, 0...Double.greatestFiniteMagnitude, "a number >= 0")
        case "oklab":
            try check(0, 0...1, "0...1")
        case "oklch":
            try check(0, 0...1, "0...1")
            try check(1, 0...Double.greatestFiniteMagnitude, "a number >= 0")
        default:
            break
        }
    }

    static func formatNumber(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }

    static func alphaValue(_ node: JSONNode, token: String) throws(Diagnostic) -> Double {
        guard let alphaNode = node["alpha"] else { return 1 }
        let alpha = try alphaNode.number("\"alpha\" of the color of token \"\(token)\"")
        guard (0...1).contains(alpha) else {
            throw alphaNode.error(
                "\"alpha\" \(formatNumber(alpha)) of the color of token \"\(token)\" is out of range; expected 0...1")
        }
        return alpha
    }

    /// The 6-digit `hex` fallback (the Color module forbids alpha in it).
    static func hexFallback(_ node: JSONNode, token: String) throws(Diagnostic) -> Color {
        let text = try node.string("\"hex\" of the color of token \"\(token)\"")
        let digits = text.dropFirst()
        guard text.hasPrefix("#"), digits.count == 6, digits.allSatisfy(\.isHexDigit) else {
            throw node.error(
                "\"hex\" \(ColorSyntaxError.quote(text)) of the color of token \"\(token)\" is not a 6-digit "
                    + "hex color; expected \"#RRGGBB\" (alpha goes in \"alpha\")")
        }
        do {
            return try Color(parsing: text)
        } catch {
            throw node.error(error.message)
        }
    }

    /// Converts checked components to a color (CSS Color 4 §7, §8, §9 and §18 sample code).
    static func convert(_ space: String, _ c: SIMD3<Double>, alpha: Double) -> Color {
        switch space {
        case "srgb":
            return Color(space: .sRGB, components: c, alpha: alpha)
        case "srgb-linear":
            return Color(space: .linearSRGB, components: c, alpha: alpha)
        case "display-p3":
            return Color(space: .displayP3, components: c, alpha: alpha)
        case "hsl":
            return Color(hue: c.x, saturation: c.y / 100, lightness: c.z / 100, alpha: alpha)
        case "hwb":
            return hwb(hue: c.x, whiteness: c.y / 100, blackness: c.z / 100, alpha: alpha)
        case "lab":
            return Color(lab: Lab(l: c.x, a: c.y, b: c.z), white: .d50, alpha: alpha)
        case "lch":
            let radians = c.z * .pi / 180
            return Color(lab: Lab(l: c.x, a: c.y * cos(radians), b: c.y * sin(radians)), white: .d50, alpha: alpha)
        case "oklab":
            return Color(okLab: OKLab(l: c.x, a: c.y, b: c.z), alpha: alpha)
        case "oklch":
            return Color(okLCH: OKLCH(l: c.x, c: c.y, h: c.z), alpha: alpha)
        case "xyz-d65":
            return Color(linearSRGB: ColorMatrices.xyzD65ToLinearSRGB.apply(c), alpha: alpha)
        case "xyz-d50":
            let d65 = ColorMatrices.xyzD50ToD65.apply(c)
            return Color(linearSRGB: ColorMatrices.xyzD65ToLinearSRGB.apply(d65), alpha: alpha)
        case "a98-rgb":
            let linear = c.map { signedPower($0, 563.0 / 256) }
            return Color(linearSRGB: fromXYZD65(WideGamut.a98ToXYZD65.apply(linear)), alpha: alpha)
        case "prophoto-rgb":
            let linear = c.map(WideGamut.proPhotoDecode)
            let d65 = ColorMatrices.xyzD50ToD65.apply(WideGamut.proPhotoToXYZD50.apply(linear))
            return Color(linearSRGB: fromXYZD65(d65), alpha: alpha)
        default:  // rec2020; the list of spaces was checked before
            let linear = c.map(WideGamut.rec2020Decode)
            return Color(linearSRGB: fromXYZD65(WideGamut.rec2020ToXYZD65.apply(linear)), alpha: alpha)
        }
    }

    static func fromXYZD65(_ xyz: SIMD3<Double>) -> SIMD3<Double> {
        ColorMatrices.xyzD65ToLinearSRGB.apply(xyz)
    }

    static func signedPower(_ value: Double, _ exponent: Double) -> Double {
        let magnitude = pow(abs(value), exponent)
        return value < 0 ? -magnitude : magnitude
    }

    /// CSS Color 4 §8: white and black mixed into the pure hue; `w + b >= 1` is a gray.
    static func hwb(hue: Double, whiteness: Double, blackness: Double, alpha: Double) -> Color {
        if whiteness + blackness >= 1 {
            let gray = whiteness / (whiteness + blackness)
            return Color(red: gray, green: gray, blue: gray, alpha: alpha)
        }
        let pure = Color(hue: hue, saturation: 1, lightness: 0.5).components
        let rgb = pure * (1 - whiteness - blackness) + SIMD3(repeating: whiteness)
        return Color(space: .sRGB, components: rgb, alpha: alpha)
    }

    /// The RGB spaces of the Color module that the `Color` model lacks: matrices and transfer functions from
    /// CSS Color 4 §10 and §18 ("Sample code for color conversions").
    enum WideGamut {
        /// Linear a98-rgb to XYZ (D65), CSS Color 4 rational form.
        static let a98ToXYZD65 = Matrix3(
            SIMD3(573536.0 / 994567, 263643.0 / 1420810, 187206.0 / 994567),
            SIMD3(591459.0 / 1989134, 6239551.0 / 9945670, 374412.0 / 4972835),
            SIMD3(53769.0 / 1989134, 351524.0 / 4972835, 4929758.0 / 4972835))

        /// Linear ProPhoto RGB to XYZ (D50), CSS Color 4 (computed to 64-bit precision there).
        static let proPhotoToXYZD50 = Matrix3(
            SIMD3(0.7977666449006423, 0.13518129740053308, 0.0313477341283922),
            SIMD3(0.2880748288194013, 0.711835234241873, 0.00008993693872564),
            SIMD3(0.0, 0.0, 0.8251046025104602))

        /// Linear Rec. 2020 to XYZ (D65), CSS Color 4 rational form.
        static let rec2020ToXYZD65 = Matrix3(
            SIMD3(63426534.0 / 99577255, 20160776.0 / 139408157, 47086771.0 / 278816314),
            SIMD3(26158966.0 / 99577255, 472592308.0 / 697040785, 8267143.0 / 139408157),
            SIMD3(0, 19567812.0 / 697040785, 295819943.0 / 278816314))

        /// ProPhoto's curve: linear below 16/512 (encoded), a 1.8 power above.
        static func proPhotoDecode(_ value: Double) -> Double {
            abs(value) <= 16.0 / 512 ? value / 16 : signedPower(value, 1.8)
        }

        /// Rec. 2020's curve with CSS Color 4's constants α = 1.09929682680944, β = 0.018053968510807.
        static func rec2020Decode(_ value: Double) -> Double {
            let alpha = 1.09929682680944
            let beta = 0.018053968510807
            if abs(value) < beta * 4.5 { return value / 4.5 }
            let magnitude = pow((abs(value) + alpha - 1) / alpha, 1 / 0.45)
            return value < 0 ? -magnitude : magnitude
        }
    }
}

extension SIMD3 where Scalar == Double {
    /// Applies `transform` to each component.
    fileprivate func map(_ transform: (Double) -> Double) -> SIMD3<Double> {
        SIMD3(transform(x), transform(y), transform(z))
    }
}

extension ThemeFormat {
    /// A design-token JSON file.
    public static let designTokens = ThemeFormat("design-tokens", input: "a design-token JSON file")
}
