/// One rule evaluated on one pairing in one appearance (or, for coverage, on one token): a plain value
/// that knows nothing about rendering (DESIGN.md §8).
public struct AuditResult: Sendable, Hashable {
    /// Whether a result passed or failed its rule.
    public enum Status: String, Sendable, Hashable, Codable {
        case pass
        case fail
    }

    /// The pairing as reports show it.
    public struct PairingSummary: Sendable, Hashable, Codable {
        /// The pairing's id: given, or `text on card on background`.
        public var id: String
        /// The foreground token; `nil` for a status bar.
        public var foreground: String?
        /// The background tokens, nearest first.
        public var backgrounds: [String]
        /// What the foreground is: text, large text, a UI component, ...
        public var role: Role
        /// `declared`, `config` or `convention`.
        package var origin: String
        /// The convention that produced the pairing, if any.
        package var convention: String?
        /// For a usage pairing, the code sites that show it (`file:line:column`, the first five).
        package var sites: [String] = []
        /// For a usage pairing, how many sites show it in all.
        package var siteCount: Int?
        /// For a usage pairing read through a theme parameter, the theme instance it was read with.
        package var because: String?

        /// Where the pairing comes from, for reports: `nil` when declared, `inferred by convention ...`, or
        /// `inferred from code at File.swift:12:9`.
        package var provenance: String? {
            if origin == "declared" { return nil }
            if let convention { return "inferred by convention \(convention)" }
            if origin == "usage", !sites.isEmpty {
                let more = (siteCount ?? sites.count) - sites.count
                return "inferred from code at " + sites.joined(separator: ", ") + (more > 0 ? " and \(more) more" : "")
                    + (because.map { ", with " + $0 } ?? "")
            }
            return "from \(origin)"
        }

        init(_ pairing: Pairing) {
            id = pairing.id
            foreground = pairing.foreground
            backgrounds = pairing.backgrounds
            role = pairing.role
            origin = pairing.origin.kind
            if case .convention(let name) = pairing.origin { convention = name }
            if pairing.origin == .usage {
                sites = pairing.sites.map(\.description)
                siteCount = pairing.siteCount
                because = pairing.inference
            }
        }

        enum CodingKeys: String, CodingKey {
            case id, foreground, backgrounds, role, origin, convention, sites, siteCount, because
        }

        /// Encodes the shape the JSON report documents.
        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(id, forKey: .id)
            try container.encode(foreground, forKey: .foreground)
            try container.encode(backgrounds, forKey: .backgrounds)
            try container.encode(role, forKey: .role)
            try container.encode(origin, forKey: .origin)
            try container.encodeIfPresent(convention, forKey: .convention)
            if !sites.isEmpty {
                try container.encode(sites, forKey: .sites)
                try container.encodeIfPresent(siteCount, forKey: .siteCount)
                try container.encodeIfPresent(because, forKey: .because)
            }
        }
    }

    /// The colors compared, as uppercase hex (`#RRGGBBAA` only for a translucent background with an
    /// unknown backdrop).
    package struct ComparedColors: Sendable, Hashable, Codable {
        package var foreground: String
        package var background: String
    }

    /// The range over every opaque backdrop, when the bottom background is translucent.
    package struct BackdropSummary: Sendable, Hashable, Codable {
        package var min: Double
        package var max: Double
        package var worstBackdrop: String
        package var bestBackdrop: String
    }

    /// Status-bar details (DESIGN.md §8).
    package struct StatusBarDetail: Sendable, Hashable, Codable {
        /// HSB brightness of the bar.
        package var brightness: Double
        /// The threshold of the measure that picks the style (HSB brightness unless `measure` says otherwise).
        package var brightnessThreshold: Double
        /// What the app compares with the threshold, and its value for this bar (`brightness` when the
        /// measure is HSB brightness); the status-bar rule, which makes every detail, always sets both.
        package var measure: StatusBarMeasure = .hsbBrightness
        package var measured: Double = 0
        /// The style the brightness rule picks.
        package var style: StatusBarStyle
        /// The style the app declares, if any.
        package var declaredStyle: StatusBarStyle?
        /// The ratio the other style's text would have.
        package var otherStyleRatio: Double
        /// The style with more contrast (black and white text tie at luminance 0.1791).
        package var luminanceStyle: StatusBarStyle

        enum CodingKeys: String, CodingKey {
            case brightness, brightnessThreshold, measure, style, declaredStyle, otherStyleRatio, luminanceStyle
        }

        /// A pick by another measure than HSB brightness: `{"name", "threshold", "value"}` in JSON reports,
        /// in place of `brightnessThreshold`.
        package struct MeasureDetail: Encodable {
            var name: StatusBarMeasure
            var threshold: Double
            var value: Double
        }

        /// Encodes the shape the JSON report documents.
        package func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(brightness, forKey: .brightness)
            if measure == .hsbBrightness {
                try container.encode(brightnessThreshold, forKey: .brightnessThreshold)
            } else {
                try container.encode(
                    MeasureDetail(name: measure, threshold: brightnessThreshold, value: measured), forKey: .measure)
            }
            try container.encode(style, forKey: .style)
            try container.encode(declaredStyle, forKey: .declaredStyle)
            try container.encode(otherStyleRatio, forKey: .otherStyleRatio)
            try container.encode(luminanceStyle, forKey: .luminanceStyle)
        }
    }

    /// A replacement of bytes in a theme file: what `--fix` writes and SARIF shows as a fix.
    /// Two colors as seen under one simulated vision.
    package struct Simulation: Sendable, Hashable, Codable {
        /// `normal`, `protanopia`, `deuteranopia` or `tritanopia`.
        package var vision: String
        /// The pairing's first color as `foreground`, its second as `background`, as seen.
        package var colors: ComparedColors
        /// ΔE_OK between the two colors as seen.
        package var deltaE: Double
    }

    package struct TextEdit: Sendable, Hashable {
        /// The file, as reports name it.
        package var path: String
        /// The bytes replaced.
        package var byteRange: Range<Int>
        /// Where the replaced text starts and ends (the end is exclusive: the column after the last character).
        package var start: SourceLocation
        package var end: SourceLocation
        /// The new text.
        package var replacement: String

        package init(
            path: String, byteRange: Range<Int>, start: SourceLocation, end: SourceLocation, replacement: String
        ) {
            self.path = path
            self.byteRange = byteRange
            self.start = start
            self.end = end
            self.replacement = replacement
        }
    }

    /// A passing color for one side of a failing pairing, or for a status bar the style that passes
    /// (`side` `.style`: a change of the declared status-bar style or of the brightness threshold that
    /// picks it, not of any color).
    public struct Suggestion: Sendable, Hashable, Codable {
        /// The side a suggestion changes.
        public enum Side: String, Sendable, Hashable, Codable {
            case foreground
            case background
            /// A status-bar style: `style` says which, `threshold` which brightness threshold would pick it
            /// (`nil` when the rule's own threshold already does), `value` the ratio of its text on the bar.
            case style
        }

        /// Which side changes: the foreground, the background, or (for a status bar) the style.
        public var side: Side
        /// The token to change (for a style suggestion: the bar's token, which keeps its color).
        public var token: String
        /// The suggested color (`#RRGGBB`, or `#RRGGBBAA` keeping a translucent token's alpha); for a style
        /// suggestion the color of the text the style draws (JSON reports leave it out).
        public var color: String
        /// The metric value the suggestion reaches.
        public var value: Double
        /// ΔE_OK from the current color.
        public var deltaE: Double
        /// `darker` or `lighter`.
        package var direction: AdjustedColor.Direction?
        /// Whether chroma was reduced to stay in gamut.
        package var chromaReduced: Bool?
        /// For a status bar: the style that passes instead (with `side` `.style`), or the style the
        /// brightness rule picks for a suggested bar color (with `side` `.background`).
        package var style: StatusBarStyle?
        /// For a status bar: a brightness threshold that would have picked `style`.
        package var threshold: Double?
        /// For a status bar picked by another measure than HSB brightness, that measure (`threshold` is then
        /// a threshold of it).
        package var measure: StatusBarMeasure?
        /// The change to the theme file, when its format can be edited in place (not encoded in JSON reports:
        /// SARIF shows it as a fix).
        package var edit: TextEdit?

        package init(
            side: Side, token: String, color: String, value: Double, deltaE: Double,
            direction: AdjustedColor.Direction? = nil, chromaReduced: Bool? = nil, style: StatusBarStyle? = nil,
            threshold: Double? = nil, measure: StatusBarMeasure? = nil, edit: TextEdit? = nil
        ) {
            self.side = side
            self.token = token
            self.color = color
            self.value = value
            self.deltaE = deltaE
            self.direction = direction
            self.chromaReduced = chromaReduced
            self.style = style
            self.threshold = threshold
            self.measure = measure
            self.edit = edit
        }

        enum CodingKeys: String, CodingKey {
            case side, token, color, value, deltaE, direction, chromaReduced, style, threshold, measure
        }
    }

    /// The stored fields, kept in one shared box (`storage`) so that copying a result (sorting, grouping,
    /// passing reports around) retains one reference instead of every string and array it holds; a
    /// write copies the box first when another result shares it (copy on write).
    struct Fields: Sendable, Hashable {
        var rule: String
        var ruleSet: String
        var status: Status
        var severity: Severity?
        var appearance: Appearance?
        var pairing: PairingSummary?
        var token: String?
        var colors: ComparedColors?
        var metric: MetricID?
        var value: Double?
        var threshold: Double?
        var location: SourceLocation?
        var message: String
        var suggestions: [Suggestion] = []
        var suggestionReason: String?
        var statusBar: StatusBarDetail?
        var backdropRange: BackdropSummary?
        var simulations: [Simulation]?
        var path: String
        var sameAs: Appearance?
        var pairingIndex: Int = 0
        /// `pairing != nil`, kept beside it: testing the optional itself copies the summary out of the box.
        var hasPairing = false
    }

    /// The box of `Fields`: immutable once shared, so it is safe to share between threads.
    final class Storage: @unchecked Sendable {
        var fields: Fields
        init(_ fields: Fields) { self.fields = fields }
    }

    private var storage: Storage

    /// The fields, copied into a new box before a write when the box is shared. The properties below read
    /// their field in place (`_read`): `result.pairing?.id` copies the id, not the whole summary with its
    /// strings and arrays (issue 15).
    private var fields: Fields {
        get { storage.fields }
        _modify {
            if !isKnownUniquelyReferenced(&storage) { storage = Storage(storage.fields) }
            yield &storage.fields
        }
    }

    init(
        rule: String, ruleSet: String, status: Status, severity: Severity?, appearance: Appearance?,
        pairing: PairingSummary?, token: String?, colors: ComparedColors?, metric: MetricID?, value: Double?,
        threshold: Double?, location: SourceLocation?, message: String, suggestions: [Suggestion] = [],
        suggestionReason: String? = nil, statusBar: StatusBarDetail? = nil, backdropRange: BackdropSummary? = nil,
        simulations: [Simulation]? = nil, path: String, sameAs: Appearance? = nil, pairingIndex: Int = 0
    ) {
        storage = Storage(
            Fields(
                rule: rule, ruleSet: ruleSet, status: status, severity: severity, appearance: appearance,
                pairing: pairing, token: token, colors: colors, metric: metric, value: value, threshold: threshold,
                location: location, message: message, suggestions: suggestions, suggestionReason: suggestionReason,
                statusBar: statusBar, backdropRange: backdropRange, simulations: simulations, path: path,
                sameAs: sameAs, pairingIndex: pairingIndex, hasPairing: pairing != nil))
    }

    /// Two results are equal when every field is.
    public static func == (lhs: AuditResult, rhs: AuditResult) -> Bool {
        lhs.storage === rhs.storage || lhs.storage.fields == rhs.storage.fields
    }

    /// Hashes every field.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(storage.fields)
    }

    /// The rule's id.
    public var rule: String {
        _read { yield storage.fields.rule }
        set { fields.rule = newValue }
    }
    /// The rule set the rule belongs to.
    public var ruleSet: String {
        _read { yield storage.fields.ruleSet }
        set { fields.ruleSet = newValue }
    }
    /// Pass or fail.
    public var status: Status {
        get { storage.fields.status }
        set { fields.status = newValue }
    }
    /// `nil` for a pass.
    public var severity: Severity? {
        get { storage.fields.severity }
        set { fields.severity = newValue }
    }
    /// `nil` for a coverage result.
    public var appearance: Appearance? {
        get { storage.fields.appearance }
        set { fields.appearance = newValue }
    }
    /// `nil` for a coverage result.
    public var pairing: PairingSummary? {
        _read { yield storage.fields.pairing }
        set {
            fields.pairing = newValue
            fields.hasPairing = newValue != nil
        }
    }
    /// The token a coverage result is about.
    public var token: String? {
        _read { yield storage.fields.token }
        set { fields.token = newValue }
    }
    package var colors: ComparedColors? {
        _read { yield storage.fields.colors }
        set { fields.colors = newValue }
    }
    package var metric: MetricID? {
        get { storage.fields.metric }
        set { fields.metric = newValue }
    }
    /// The measured value, unrounded (the worst case over backdrops when the backdrop is unknown).
    public var value: Double? {
        get { storage.fields.value }
        set { fields.value = newValue }
    }
    /// The rule's minimum.
    public var threshold: Double? {
        get { storage.fields.threshold }
        set { fields.threshold = newValue }
    }
    /// Where to look: the foreground's color value (the bar's for a status bar, the token for coverage).
    public var location: SourceLocation? {
        _read { yield storage.fields.location }
        set { fields.location = newValue }
    }
    /// Lowercase, no final period; states measured and required values and the appearance.
    public var message: String {
        _read { yield storage.fields.message }
        set { fields.message = newValue }
    }
    /// For a failure, the closest passing colors (or status-bar style), each for one side.
    public var suggestions: [Suggestion] {
        _read { yield storage.fields.suggestions }
        set { fields.suggestions = newValue }
    }
    /// Why a failing result has no suggestion (no color on either side reaches the target).
    public var suggestionReason: String? {
        _read { yield storage.fields.suggestionReason }
        set { fields.suggestionReason = newValue }
    }
    package var statusBar: StatusBarDetail? {
        _read { yield storage.fields.statusBar }
        set { fields.statusBar = newValue }
    }
    package var backdropRange: BackdropSummary? {
        _read { yield storage.fields.backdropRange }
        set { fields.backdropRange = newValue }
    }
    /// The two colors as seen under each simulated vision, for rules that compare how colors are seen
    /// (kind `distinguishable`); `nil` otherwise.
    package var simulations: [Simulation]? {
        _read { yield storage.fields.simulations }
        set { fields.simulations = newValue }
    }
    /// The theme file the result belongs to.
    public var path: String {
        _read { yield storage.fields.path }
        set { fields.path = newValue }
    }
    /// The earlier appearance (in report order) in which every token of the pairing resolves to the same
    /// colors, so this result repeats that one: reports list it as "same as" and the summary counts the
    /// failure once. `nil` for the first appearance with these colors, and for coverage results.
    public var sameAs: Appearance? {
        get { storage.fields.sameAs }
        set { fields.sameAs = newValue }
    }

    /// Whether the result is about a pairing (not a token), read without copying the pairing's summary.
    package var hasPairing: Bool { storage.fields.hasPairing }

    /// Position of the pairing in its theme, for report order.
    public var pairingIndex: Int {
        get { storage.fields.pairingIndex }
        set { fields.pairingIndex = newValue }
    }

    /// `value − threshold` (for APCA, `|Lc| − threshold`): negative when failing.
    public var margin: Double? {
        guard let value, let threshold else { return nil }
        return metric == .apca ? abs(value) - threshold : value - threshold
    }

    /// The identity of a result across runs and unrelated edits: rule set, rule, theme file, pairing
    /// (or token) and appearance — never line numbers.
    package var fingerprintKey: String {
        [
            ruleSet, rule, path, pairing?.id ?? "", token ?? "", appearance?.name ?? "",
        ].joined(separator: "\u{1F}")
    }
}
