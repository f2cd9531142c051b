import Foundation

/// The colors Interface Builder writes (`<color key="textColor" .../>`), read as the usage reader's colors.
enum InterfaceBuilderColors {
    /// What a `<color>` element holds: a component color in a space Interface Builder names, a system color
    /// (`systemColor="labelColor"`, or the older `cocoaTouchSystemColor`), or an asset catalog color by name,
    /// which is a token only when a catalog read with the document has it (the `<namedColor>` copy a document
    /// keeps under `<resources>` holds one appearance only, so it is not used).
    static func read(_ element: InterfaceBuilderDocument.Element, assetTokens: Set<String>) -> UsageColor {
        if let name = element["name"] {
            if assetTokens.contains(name) { return .token(name, declaration: nil) }
            return .unknown("the named color \"\(name)\", which is in no asset catalog read with this file")
        }
        if let system = element["systemColor"] ?? element["cocoaTouchSystemColor"] {
            return systemColor(system)
        }
        return components(element)
    }

    /// `labelColor` → `{ios.label}`; UIKit's fixed colors (`darkTextColor`) and the deprecated
    /// `groupTableViewBackgroundColor` as the code reader reads them.
    static func systemColor(_ selector: String) -> UsageColor {
        var base = selector
        if base.hasSuffix("Color") && base.count > 5 { base.removeLast(5) }
        if base == "clear" { return .clear }
        if let reference = CodeEvaluator.builtInReference(stripped: base) { return .builtIn(reference) }
        return .unknown("the system color \"\(selector)\", which is not a known iOS color")
    }

    /// The spaces a component color is written in. Device RGB and device white are what `UIColor(red:...)`
    /// and `UIColor(white:)` make on iOS (sRGB, gray with r = g = b); the generic gray gamma 2.2 space is gray
    /// with a 2.2 power curve (as in asset catalogs); Generic RGB (`calibratedRGB`) and calibrated white have
    /// other primaries or curves, which only pure black and white survive unchanged.
    private static func components(_ element: InterfaceBuilderDocument.Element) -> UsageColor {
        let space = element["colorSpace"] == "custom" ? element["customColorSpace"] : element["colorSpace"]
        guard let space else { return .unknown("a color with no color space") }
        guard let alpha = number(element["alpha"] ?? "1"), (0...1).contains(alpha) else {
            return .unknown("a color whose alpha is not a number from 0 to 1")
        }
        if alpha == 0 { return .clear }
        let isGray = element["white"] != nil
        let values: [Double?] =
            isGray
            ? [number(element["white"])] : [number(element["red"]), number(element["green"]), number(element["blue"])]
        guard let finite = values as? [Double] else {
            return .unknown("a color whose components are missing or not finite numbers")
        }
        guard space.hasPrefix("extended") || finite.allSatisfy({ (0...1).contains($0) }) else {
            return .unknown("a color component outside 0 ... 1 in the \(space) space")
        }
        let color: Color
        switch (space, isGray) {
        case ("sRGB", false), ("deviceRGB", false):
            color = Color(red: finite[0], green: finite[1], blue: finite[2], alpha: alpha)
        case ("displayP3", false):
            color = Color(space: .displayP3, components: SIMD3(finite[0], finite[1], finite[2]), alpha: alpha)
        case ("extendedSRGBColorSpace", false), ("extendedSRGB", false):
            color = Color(space: .extendedSRGB, components: SIMD3(finite[0], finite[1], finite[2]), alpha: alpha)
        case ("deviceWhite", true):
            color = Color(red: finite[0], green: finite[0], blue: finite[0], alpha: alpha)
        case ("genericGamma22GrayColorSpace", true), ("extendedGray", true):
            color = Color(white: finite[0], alpha: alpha)
        case (let name, _)
        where (name == "calibratedRGB" || name == "calibratedWhite")
            && (finite.allSatisfy({ $0 == 0 }) || finite.allSatisfy({ $0 == 1 })):
            let level = finite[0]
            color = Color(red: level, green: level, blue: level, alpha: alpha)
        default:
            return .unknown(
                "a color in the \(space) space, which is not modelled (only pure black and white are exact there)")
        }
        return .literal(color, element.location)
    }

    private static func number(_ text: String?) -> Double? {
        guard let text, let value = Double(text), value.isFinite else { return nil }
        return value
    }
}
