/// The format a theme was read from: its name (`scheme-json`, what `--input-format` takes and reports
/// show) and what an input of it is. Each reader declares its own format beside it (`ThemeFormat.assetCatalog`
/// in `AssetCatalogReader.swift`), and `ThemeReaders.all` lists the formats that can be read, so adding a
/// reader adds no case to a closed list.
public struct ThemeFormat: Sendable, Hashable, Codable, CustomStringConvertible {
    /// The format's name: `scheme-json`, `asset-catalog`, ...
    public let name: String
    /// What an input of the format is, as error messages describe it.
    public let inputDescription: String
    /// Whether the format can express a user-interface level (`base`/`elevated`); a theme of a format
    /// that cannot is evaluated at the elevated level only when a token has a level variant anyway.
    package let expressesLevels: Bool

    /// Declares a format.
    package init(_ name: String, input: String, expressesLevels: Bool = false) {
        self.name = name
        inputDescription = input
        self.expressesLevels = expressesLevels
    }

    /// The native format, scheme JSON (DESIGN.md §5).
    public static let schemeJSON = ThemeFormat(
        "scheme-json", input: "a JSON file with a \"colors\" object", expressesLevels: true)

    /// The name.
    public var description: String { name }

    /// Formats are the same when their names are.
    public static func == (lhs: ThemeFormat, rhs: ThemeFormat) -> Bool { lhs.name == rhs.name }

    /// Hashes the name, as `==` compares it.
    public func hash(into hasher: inout Hasher) { hasher.combine(name) }

    /// Encodes the name, as reports write it.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(name)
    }

    /// Decodes a name; only the name is read back (`ThemeReaders.format(named:)` finds a registered format).
    public init(from decoder: any Decoder) throws {
        self.init(try decoder.singleValueContainer().decode(String.self), input: "")
    }
}

/// A theme: named colors with their variants, and the pairings to check.
public struct Theme: Sendable {
    /// A display name (the scheme's `name`, or the file name).
    public var name: String
    /// The path as given on the command line (or found in a folder), used in every report.
    public var path: String
    package var format: ThemeFormat
    /// The tokens in file order.
    public var tokens: [Token] {
        didSet { tokenIndex = Theme.index(tokens) }
    }
    /// The pairings in file order.
    public var pairings: [Pairing]
    /// Warnings found while reading (empty slots, unresolvable references): reported, never fatal.
    public var warnings: [Diagnostic]
    /// A generator (a scheme derived from picked colors), when the file has one.
    package var generatorLocation: SourceLocation?
    /// Inferred pairings the reader found but left out because a color they need cannot be evaluated (each has
    /// a note saying which and why); the report's summary counts them.
    package var unevaluatedPairings = 0
    /// The tokens of those pairings: paired by the code, though not checked, so the coverage rule does not say
    /// they are in no pairing (the note at the use site says why they are not checked).
    package var unevaluatedTokens: Set<String> = []
    /// The luminosity an app's code fixes for every view (the interface style set on its window, or
    /// `.preferredColorScheme` on the root view of a SwiftUI window group): the other is never shown, so the
    /// default appearances leave it out, as a note in `warnings` says. An explicit appearance list still wins.
    public var fixedLuminosity: Luminosity?

    /// Creates a theme.
    package init(
        name: String, path: String, format: ThemeFormat, tokens: [Token], pairings: [Pairing],
        warnings: [Diagnostic] = []
    ) {
        self.name = name
        self.path = path
        self.format = format
        self.tokens = tokens
        self.pairings = pairings
        self.warnings = warnings
        self.tokenIndex = Theme.index(tokens)
    }

    /// The token named `name`.
    public func token(named name: String) -> Token? {
        tokenIndex[name].map { tokens[$0] }
    }

    private var tokenIndex: [String: Int]

    private static func index(_ tokens: [Token]) -> [String: Int] {
        // The first token of a name wins; sized once (no intermediate array, no regrowing).
        var index: [String: Int] = [:]
        index.reserveCapacity(tokens.count)
        for position in tokens.indices where index[tokens[position].name] == nil {
            index[tokens[position].name] = position
        }
        return index
    }

    /// Whether any token has a variant for increased contrast.
    package var definesHighContrast: Bool {
        tokens.contains { $0.hasHighContrastVariant }
    }

    /// Whether any token has a variant for a user-interface level (`elevated` or `base`).
    package var definesLevel: Bool {
        tokens.contains { token in token.variants.contains { $0.selector.level != nil } }
    }

    /// The appearances evaluated by default: the standard four, plus the high-contrast four when the
    /// theme defines a high-contrast variant. A format with no user-interface level (Android resources,
    /// design tokens, an asset catalog, which has no key for it) is evaluated at the elevated level only
    /// when one of its tokens has a level variant: otherwise elevated would repeat base.
    /// An app that fixes its luminosity for every view (`Theme.fixedLuminosity`) is evaluated in that one only.
    public var defaultAppearances: [Appearance] {
        var appearances = definesHighContrast ? Appearance.all : Appearance.standard
        if let fixedLuminosity { appearances = appearances.filter { $0.luminosity == fixedLuminosity } }
        guard format.expressesLevels || definesLevel else {
            return appearances.filter { $0.level == .base }
        }
        return appearances
    }
}
