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
    package static let drawn: [Role] = [.text, .largeText, .ui, .decorative]
}

/// The status-bar style an app declares (`UIStatusBarStyle`).
public enum StatusBarStyle: String, Sendable, Hashable, Codable, CaseIterable {
    /// White text, for dark backgrounds.
    case lightContent = "light-content"
    /// Black text, for light backgrounds.
    case darkContent = "dark-content"

    /// The text color of the style.
    package var textColor: Color { self == .lightContent ? .white : .black }

    /// The other style.
    package var other: StatusBarStyle { self == .lightContent ? .darkContent : .lightContent }

    /// The style the brightness rule picks for a bar whose measure (HSB brightness unless a `StatusBarPick`
    /// says otherwise) is `brightness`: light content below `threshold` (0.7 by convention), dark at or above.
    package static func picked(brightness: Double, threshold: Double) -> StatusBarStyle {
        brightness < threshold ? .lightContent : .darkContent
    }
}

/// How an app picks its status-bar style from the bar's color: light content where `measure` is below
/// `threshold`, dark content at or above it.
public struct StatusBarPick: Sendable, Hashable {
    /// What the app compares.
    public var measure: StatusBarMeasure
    /// Light content below it.
    public var threshold: Double

    /// Creates a pick.
    public init(measure: StatusBarMeasure = .hsbBrightness, threshold: Double) {
        self.measure = measure
        self.threshold = threshold
    }

    /// The style picked for an opaque bar.
    public func style(for bar: Color) -> StatusBarStyle {
        StatusBarStyle.picked(brightness: measure.value(of: bar), threshold: threshold)
    }

    /// `brightness 0.7`, `YIQ brightness 0.5`: the measure and threshold, for messages.
    package var summary: String { "\(measure.phrase) \(Wording.number(threshold))" }
}

/// Where a pairing came from, shown in reports so a reader knows why it was checked.
package enum PairingOrigin: Sendable, Hashable {
    /// Declared in the theme file.
    case declared
    /// Added by the configuration file.
    case config
    /// Inferred by a naming convention from `Rules/pairings/` (its id).
    case convention(String)
    /// Inferred from how the app's code uses its colors (`label.textColor` over `view.backgroundColor`).
    case usage

    /// `declared`, `config`, `convention` or `usage`.
    package var kind: String {
        switch self {
        case .declared: "declared"
        case .config: "config"
        case .convention: "convention"
        case .usage: "usage"
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
    /// What the foreground is: text, large text, a UI component, ...
    public var role: Role
    /// For a status bar, the style the app declares per selector.
    package var declaredStyles: [(selector: AppearanceSelector, style: StatusBarStyle)]
    /// Where the pairing is written.
    public var location: SourceLocation
    /// Where each token name is written in the pairing, for errors about one of them.
    package var tokenLocations: [String: SourceLocation] = [:]
    package var origin: PairingOrigin
    /// For a usage pairing, the code sites that show it (the first five) and how many there are in all.
    package var sites: [SourceLocation] = []
    package var siteCount = 0
    /// For a status bar whose style the app's code picks from the bar's color, the measure and threshold the
    /// code compares (they replace the rule's `measure` and `brightnessThreshold` for this pairing).
    package var statusBarPick: StatusBarPick?
    /// For a usage pairing read through a theme parameter or property, the instance it was read with and why
    /// (`` `theme` as Theme.sepia, one of 5 Theme instances ``).
    package var inference: String?

    /// Creates a pairing; the id defaults to the tokens joined by " on ".
    package init(
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
    package static func defaultID(foreground: String?, backgrounds: [String], role: Role = .text) -> String {
        if role == .distinguish, let foreground {
            return "distinguish \(foreground) from " + backgrounds.joined(separator: " on ")
        }
        return ([foreground ?? "status bar"] + backgrounds).joined(separator: " on ")
    }

    /// The style declared for `appearance`, by the same precedence as variants.
    package func declaredStyle(for appearance: Appearance) -> StatusBarStyle? {
        AppearanceSelector.bestMatch(among: declaredStyles.lazy.map(\.selector), for: appearance).map {
            declaredStyles[$0].style
        }
    }

    /// Every token the pairing names.
    package var tokens: [String] {
        (foreground.map { [$0] } ?? []) + backgrounds
    }

    /// Equal when the identifying fields are.
    public static func == (lhs: Pairing, rhs: Pairing) -> Bool {
        lhs.id == rhs.id && lhs.foreground == rhs.foreground && lhs.backgrounds == rhs.backgrounds
            && lhs.role == rhs.role && lhs.location == rhs.location && lhs.origin == rhs.origin
            && lhs.declaredStyles.map(\.selector) == rhs.declaredStyles.map(\.selector)
            && lhs.declaredStyles.map(\.style) == rhs.declaredStyles.map(\.style)
    }

    /// Hashes the identifying fields, as `==` compares them.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(id)
        hasher.combine(location)
    }
}
