/// Light or dark (UIKit's `userInterfaceStyle`).
public enum Luminosity: String, Sendable, Hashable, Codable, CaseIterable {
    case light
    case dark
}

/// Base or elevated (UIKit's `userInterfaceLevel`: sheets, popovers and modals sit on elevated surfaces).
public enum InterfaceLevel: String, Sendable, Hashable, Codable, CaseIterable {
    case base
    case elevated
}

/// Normal or increased contrast (UIKit's `accessibilityContrast`, the Increase Contrast setting).
public enum ContrastSetting: String, Sendable, Hashable, Codable, CaseIterable {
    case normal = "normal-contrast"
    case high = "high-contrast"
}

/// One combination of traits under which a theme is evaluated.
///
/// Written canonically by joining the non-default traits in the order luminosity, level, contrast:
/// `light`, `dark.elevated`, `light.high-contrast`, ... (DESIGN.md §1). `Appearance.all` is also the
/// order of every report.
public struct Appearance: Sendable, Hashable, Comparable, CustomStringConvertible {
    package var luminosity: Luminosity
    package var level: InterfaceLevel
    package var contrast: ContrastSetting

    /// Creates an appearance.
    public init(_ luminosity: Luminosity, _ level: InterfaceLevel = .base, _ contrast: ContrastSetting = .normal) {
        self.luminosity = luminosity
        self.level = level
        self.contrast = contrast
    }

    /// All eight appearances in canonical report order.
    public static let all: [Appearance] = [
        Appearance(.light), Appearance(.dark),
        Appearance(.light, .elevated), Appearance(.dark, .elevated),
        Appearance(.light, .base, .high), Appearance(.dark, .base, .high),
        Appearance(.light, .elevated, .high), Appearance(.dark, .elevated, .high),
    ]

    /// The four normal-contrast appearances, evaluated by default.
    public static let standard = Array(all.prefix(4))

    /// The four increased-contrast appearances.
    public static let highContrast = Array(all.suffix(4))

    /// The position in `all`.
    package var order: Int {
        (contrast == .high ? 4 : 0) + (level == .elevated ? 2 : 0) + (luminosity == .dark ? 1 : 0)
    }

    /// The canonical name, e.g. `dark.elevated.high-contrast` (reports ask for it tens of thousands of
    /// times, so the eight names are joined once).
    public var name: String { Self.names[order] }

    /// Hashes the traits as one small number: the derived hash went through each trait's raw string, and
    /// appearances and selectors key dictionaries on every path of an audit (issue 15, fifth pass).
    public func hash(into hasher: inout Hasher) { hasher.combine(UInt8(order)) }

    /// The name of each appearance of `all`, by `order`.
    private static let names: [String] = all.map { appearance in
        var parts = [appearance.luminosity.rawValue]
        if appearance.level == .elevated { parts.append(InterfaceLevel.elevated.rawValue) }
        if appearance.contrast == .high { parts.append(ContrastSetting.high.rawValue) }
        return parts.joined(separator: ".")
    }

    /// The text shown to users.
    public var description: String { name }

    /// Canonical order.
    public static func < (lhs: Appearance, rhs: Appearance) -> Bool { lhs.order < rhs.order }

    /// Parses a name whose traits may come in any order; defaults fill the missing ones, but the
    /// luminosity must be named because there is no neutral one.
    public init?(name: String) {
        guard let selector = try? AppearanceSelector(parsing: name), let luminosity = selector.luminosity else {
            return nil
        }
        self.init(luminosity, selector.level ?? .base, selector.contrast ?? .normal)
    }
}

extension Appearance: Codable {
    /// Decodes the name written by `encode(to:)`.
    public init(from decoder: any Decoder) throws {
        let text = try decoder.singleValueContainer().decode(String.self)
        guard let value = Appearance(name: text) else {
            throw DecodingError.dataCorrupted(
                .init(codingPath: decoder.codingPath, debugDescription: "unknown appearance \(text)"))
        }
        self = value
    }

    /// Encodes the shape the JSON report documents.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(name)
    }
}
