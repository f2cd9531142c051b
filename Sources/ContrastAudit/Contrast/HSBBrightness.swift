/// HSB brightness: `max(r, g, b)` of the gamma-encoded sRGB components, clamped to 0...1, which is what
/// UIKit's `getHue(_:saturation:brightness:alpha:)` returns as brightness.
///
/// Apps commonly pick the status-bar style with it (light content when brightness < 0.7). It is not a
/// perceptual measure: pure blue and white both have brightness 1, which is why the status-bar rule also
/// checks the contrast of the text it picks.
public struct HSBBrightness: ColorMetric {
    package static let id = MetricID.hsbBrightness
    package static let summary = "HSB brightness, max(r, g, b) of sRGB (0 to 1)"

    /// The threshold apps use: below it, light status-bar content.
    public static let conventionalThreshold = 0.7

    package init() {}

    /// The brightness of a color (its alpha is ignored: composite first).
    public static func brightness(_ color: Color) -> Double {
        min(max(color.sRGBComponents.max(), 0), 1)
    }

    package func measure(_ color: Color) -> Double {
        Self.brightness(color)
    }
}
