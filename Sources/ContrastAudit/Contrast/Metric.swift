/// The identifiers of the metrics, as written in rule files and reports.
public enum MetricID: String, Sendable, Hashable, Codable, CaseIterable {
    /// WCAG 2.x contrast ratio, 1...21.
    case wcag2
    /// APCA lightness contrast Lc, signed, about -108...106 (advisory).
    case apca
    /// HSB brightness of one color, 0...1.
    case hsbBrightness = "hsb-brightness"
    /// ΔE_OK, the Euclidean distance between two colors in OKLab, 0...~1 (how far apart two colors look).
    case deltaEOK = "deltaE-ok"

    /// Whether `value` meets `minimum`, compared unrounded: APCA compares magnitudes (its sign only says
    /// which side is lighter), the other metrics compare values.
    package func passes(_ value: Double, minimum: Double) -> Bool {
        self == .apca ? abs(value) >= minimum : value >= minimum
    }
}

/// A measure of contrast between an opaque foreground and an opaque background.
///
/// Translucent colors are composited before a metric sees them (see `Color.composited(over:)`), so a
/// metric only ever compares what a viewer would see.
package protocol ContrastMetric: Sendable {
    /// The identifier used in rule files and reports.
    static var id: MetricID { get }
    /// A one-line description for help text and reports.
    static var summary: String { get }
    /// The contrast of `foreground` drawn on `background`, both opaque.
    func contrast(foreground: Color, background: Color) -> Double
    /// Whether `value` meets `minimum`, compared unrounded (APCA compares magnitudes).
    func passes(_ value: Double, minimum: Double) -> Bool
}

/// A measure of a single color.
package protocol ColorMetric: Sendable {
    /// The identifier used in rule files and reports.
    static var id: MetricID { get }
    /// A one-line description for help text and reports.
    static var summary: String { get }
    /// The value for an opaque color.
    func measure(_ color: Color) -> Double
}

/// The registry of metrics, written out by hand so that adding one is a deliberate, reviewed change.
package enum Metrics {
    /// Every pair metric by identifier.
    package static let contrastMetrics: [MetricID: any ContrastMetric] = [
        WCAG2Contrast.id: WCAG2Contrast(),
        APCAContrast.id: APCAContrast(),
        OKLabDistance.id: OKLabDistance(),
    ]

    /// Every single-color metric by identifier.
    package static let colorMetrics: [MetricID: any ColorMetric] = [
        HSBBrightness.id: HSBBrightness()
    ]
}
