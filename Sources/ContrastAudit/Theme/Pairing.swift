/// What a foreground is, which decides the rules that apply to it.
public enum Role: String, Sendable, Hashable, Codable, CaseIterable {
    /// Body text (WCAG SC 1.4.3, 4.5:1).
    case text
    /// Large text: 18 pt, or 14 pt bold (SC 1.4.3, 3:1).
    case largeText = "large-text"
    /// Non-text UI components and graphics (SC 1.4.11, 3:1).
    case ui
    /// Decorative: reported, never failing.
    case decorative
    /// The bar background whose brightness picks the status-bar text.
    case statusBar = "status-bar"
    /// Two colors that must be told apart (`{"distinguish": ["error", "success"]}`): the foreground
    /// and the single background are the two colors, neither drawn on the other.
    case distinguish

    /// The roles of a foreground drawn on backgrounds, which contrast rules and pairing conventions name.
    public static let drawn: [Role] = [.text, .largeText, .ui, .decorative]
}

/// The status-bar style an app declares (`UIStatusBarStyle`).
public enum StatusBarStyle: String, Sendable, Hashable, Codable, CaseIterable {
    /// White text, for dark backgrounds.
    case lightContent = "light-content"
    /// Black text, for light backgrounds.
    case darkContent = "dark-content"

    /// The text color of the style.
    public var textColor: Color { self == .lightContent ? .white : .black }

    /// The other style.
    public var other: StatusBarStyle { self == .lightContent ? .darkContent : .lightContent }

    /// The style the brightness rule picks for a bar of HSB `brightness`: light content below
    /// `threshold` (0.7 by convention), dark content at or above it.
    public static func picked(brightness: Double, threshold: Double) -> StatusBarStyle {
        brightness < threshold ? .lightContent : .darkContent
    }
}

/// Where a pairing came from, shown in reports so a reader knows why it was checked.
public enum PairingOrigin: Sendable, Hashable {
    /// Declared in the theme file.
    case declared
    /// Added by the configuration file.
    case config
    /// Inferred by a naming convention from `Rules/pairings/` (its id).
    case convention(String)

    /// `declared`, `config` or `convention`.
    public var kind: String {
        switch self {
        case .declared: "declared"
        case .config: "config"
        case .convention: "convention"
        }
    }
}

/// A foreground drawn on a stack of backgrounds (nearest first), or a status bar over its background.
public struct Pairing: Sendable, Hashable {
    /// The identifier: given, or `text on card on background`, `status bar on navigationBar`.
    public var id: String
    /// The foreground token; `nil` for a status bar.
    public var foreground: String?
    /// The background tokens, nearest first.
    public var backgrounds: [String]
    public var role: Role
    /// For a status bar, the style the app declares per selector.
    public var declaredStyles: [(selector: AppearanceSelector, style: StatusBarStyle)]
    /// Where the pairing is written.
    public var location: SourceLocation
    /// Where each token name is written in the pairing, for errors about one of them.
    public var tokenLocations: [String: SourceLocation] = [:]
    public var origin: PairingOrigin

    /// Creates a pairing; the id defaults to the tokens joined by " on ".
    public init(
        id: String? = nil, foreground: String?, backgrounds: [String], role: Role,
        declaredStyles: [(selector: AppearanceSelector, style: StatusBarStyle)] = [], location: SourceLocation,
        origin: PairingOrigin = .declared
    ) {
        self.foreground = foreground
        self.backgrounds = backgrounds
        self.role = role
        self.declaredStyles = declaredStyles
        self.location = location
        self.origin = origin
        self.id = id ?? Pairing.defaultID(foreground: foreground, backgrounds: backgrounds, role: role)
    }

    /// `text on card on background`, `status bar on navigationBar`, or `distinguish error from success`.
    public static func defaultID(foreground: String?, backgrounds: [String], role: Role = .text) -> String {
        if role == .distinguish, let foreground {
            return "distinguish \(foreground) from " + backgrounds.joined(separator: " on ")
        }
        return ([foreground ?? "status bar"] + backgrounds).joined(separator: " on ")
    }

    /// The style declared for `appearance`, by the same precedence as variants.
    public func declaredStyle(for appearance: Appearance) -> StatusBarStyle? {
        AppearanceSelector.bestMatch(among: declaredStyles.lazy.map(\.selector), for: appearance).map {
            declaredStyles[$0].style
        }
    }

    /// Every token the pairing names.
    public var tokens: [String] {
        (foreground.map { [$0] } ?? []) + backgrounds
    }

    public static func == (lhs: Pairing, rhs: Pairing) -> Bool {
        lhs.id == rhs.id && lhs.foreground == rhs.foreground && lhs.backgrounds == rhs.backgrounds
            && lhs.role == rhs.role && lhs.location == rhs.location && lhs.origin == rhs.origin
            && lhs.declaredStyles.map(\.selector) == rhs.declaredStyles.map(\.selector)
            && lhs.declaredStyles.map(\.style) == rhs.declaredStyles.map(\.style)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(id)
        hasher.combine(location)
    }
}

/// The format a theme was read from.
public enum ThemeFormat: String, Sendable, Hashable, Codable, CaseIterable {
    case schemeJSON = "scheme-json"
    case assetCatalog = "asset-catalog"
    case designTokens = "design-tokens"
    case tokensStudio = "tokens-studio"
    case figmaVariables = "figma-variables"
    case androidXML = "android-xml"
}

/// A theme: named colors with their variants, and the pairings to check.
public struct Theme: Sendable {
    /// A display name (the scheme's `name`, or the file name).
    public var name: String
    /// The path as given on the command line (or found in a folder), used in every report.
    public var path: String
    public var format: ThemeFormat
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
        guard format != .schemeJSON, !definesLevel else { return appearances }
        return appearances.filter { $0.level == .base }
    }
}
