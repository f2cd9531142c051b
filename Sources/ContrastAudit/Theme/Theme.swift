/// The format a theme was read from.
public enum ThemeFormat: String, Sendable, Hashable, Codable, CaseIterable {
    case schemeJSON = "scheme-json"
    case assetCatalog = "asset-catalog"
    case designTokens = "design-tokens"
    case tokensStudio = "tokens-studio"
    case figmaVariables = "figma-variables"
    case androidXML = "android-xml"
    case swiftSource = "swift-source"
    case objcSource = "objc-source"
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
    public var generatorLocation: SourceLocation?
    /// Inferred pairings the reader found but left out because a color they need cannot be evaluated (each has
    /// a note saying which and why); the report's summary counts them.
    package var unevaluatedPairings = 0

    /// Creates a theme.
    public init(
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
        Dictionary(tokens.enumerated().map { ($1.name, $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// Whether any token has a variant for increased contrast.
    public var definesHighContrast: Bool {
        tokens.contains { $0.hasHighContrastVariant }
    }

    /// Whether any token has a variant for a user-interface level (`elevated` or `base`).
    public var definesLevel: Bool {
        tokens.contains { token in token.variants.contains { $0.selector.level != nil } }
    }

    /// The appearances evaluated by default: the standard four, plus the high-contrast four when the
    /// theme defines a high-contrast variant. A format with no user-interface level (Android resources,
    /// design tokens, an asset catalog, which has no key for it) is evaluated at the elevated level only
    /// when one of its tokens has a level variant: otherwise elevated would repeat base.
    public var defaultAppearances: [Appearance] {
        let appearances = definesHighContrast ? Appearance.all : Appearance.standard
        guard Self.formatsWithLevels.contains(format) || definesLevel else {
            return appearances.filter { $0.level == .base }
        }
        return appearances
    }

    /// Formats that can express a user-interface level.
    static let formatsWithLevels: Set<ThemeFormat> = [.schemeJSON]
}
