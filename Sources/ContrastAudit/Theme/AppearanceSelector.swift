/// The traits a variant applies to: `any`, or traits joined by `.` in any order (`dark.elevated`,
/// `high-contrast`, `light.base.normal-contrast`).
///
/// A variant applies to an appearance when all its traits are in the appearance. Among applicable
/// variants the one with the most traits wins; between equally specific ones, the one naming
/// luminosity wins, then contrast, then level (DESIGN.md §5).
public struct AppearanceSelector: Sendable, Hashable, CustomStringConvertible {
    package var luminosity: Luminosity?
    package var level: InterfaceLevel?
    package var contrast: ContrastSetting?

    /// Creates a selector; all `nil` means `any`.
    public init(luminosity: Luminosity? = nil, level: InterfaceLevel? = nil, contrast: ContrastSetting? = nil) {
        self.luminosity = luminosity
        self.level = level
        self.contrast = contrast
    }

    /// The selector that applies everywhere.
    public static let any = AppearanceSelector()

    /// Hashes the traits as one small number (each trait, or its absence, as a digit in base 3) instead
    /// of their raw strings, which the derived hash went through.
    public func hash(into hasher: inout Hasher) {
        func code(_ present: Bool, _ first: Bool) -> UInt8 { present ? (first ? 1 : 2) : 0 }
        hasher.combine(
            code(luminosity != nil, luminosity == .light) * 9 + code(level != nil, level == .base) * 3
                + code(contrast != nil, contrast == .normal))
    }

    /// The selector naming exactly one appearance's traits.
    public init(_ appearance: Appearance) {
        self.init(luminosity: appearance.luminosity, level: appearance.level, contrast: appearance.contrast)
    }

    /// Every trait name a selector may use.
    package static let traitNames: [String] =
        Luminosity.allCases.map(\.rawValue) + InterfaceLevel.allCases.map(\.rawValue)
        + ContrastSetting.allCases.map(\.rawValue)

    /// A selector that could not be parsed: what was wrong, lowercase.
    package struct ParseError: Error, Sendable, Hashable {
        package var message: String
    }

    /// Parses `any` or dot-joined trait names.
    package init(parsing text: String) throws(ParseError) {
        self.init()
        if text == "any" { return }
        if text.isEmpty {
            throw ParseError(message: "empty appearance selector; expected \"any\" or traits like \"dark.elevated\"")
        }
        for part in text.split(separator: ".", omittingEmptySubsequences: false) {
            let trait = String(part)
            if let value = Luminosity(rawValue: trait) {
                if luminosity != nil { throw ParseError(message: Self.conflict(text, "light or dark")) }
                luminosity = value
            } else if let value = InterfaceLevel(rawValue: trait) {
                if level != nil { throw ParseError(message: Self.conflict(text, "base or elevated")) }
                level = value
            } else if let value = ContrastSetting(rawValue: trait) {
                if contrast != nil {
                    throw ParseError(message: Self.conflict(text, "normal-contrast or high-contrast"))
                }
                contrast = value
            } else {
                let hint = DidYouMean.hint(for: trait, among: Self.traitNames + ["any"])
                throw ParseError(
                    message: "unknown trait \(ColorSyntaxError.quote(trait)) in appearance selector "
                        + "\(ColorSyntaxError.quote(text)); expected any or light, dark, base, elevated, "
                        + "normal-contrast, high-contrast joined by \".\"\(hint)")
            }
        }
    }

    private static func conflict(_ text: String, _ kind: String) -> String {
        "appearance selector \(ColorSyntaxError.quote(text)) names \(kind) twice; a variant applies to one of them"
    }

    /// Whether every trait of this selector is in `appearance`.
    public func matches(_ appearance: Appearance) -> Bool {
        (luminosity == nil || luminosity == appearance.luminosity)
            && (level == nil || level == appearance.level)
            && (contrast == nil || contrast == appearance.contrast)
    }

    /// Orders selectors by precedence: more traits first; then naming luminosity, then contrast, then level.
    package var precedence: (Int, Int, Int, Int) {
        let count = (luminosity == nil ? 0 : 1) + (level == nil ? 0 : 1) + (contrast == nil ? 0 : 1)
        return (count, luminosity == nil ? 0 : 1, contrast == nil ? 0 : 1, level == nil ? 0 : 1)
    }

    /// The position of the selector that applies to `appearance` among `selectors`: the matching one of
    /// highest precedence, the first of equals (DESIGN.md §5). Tokens, declared status-bar styles and
    /// generator tokens all pick their variant this way.
    package static func bestMatch(
        among selectors: some Sequence<AppearanceSelector>, for appearance: Appearance
    ) -> Int? {
        var best: (index: Int, precedence: (Int, Int, Int, Int))?
        for (index, selector) in selectors.enumerated() where selector.matches(appearance) {
            if let current = best, current.precedence >= selector.precedence { continue }
            best = (index, selector.precedence)
        }
        return best?.index
    }

    /// Whether any trait is `high-contrast`.
    package var isHighContrast: Bool { contrast == .high }

    /// The canonical text: `any`, or traits in the order luminosity, level, contrast.
    public var description: String {
        let parts = [luminosity?.rawValue, level?.rawValue, contrast?.rawValue].compactMap { $0 }
        return parts.isEmpty ? "any" : parts.joined(separator: ".")
    }
}
