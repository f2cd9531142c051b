/// The WCAG 2.2 contrast ratio: `(L1 + 0.05) / (L2 + 0.05)` of the relative luminances, lighter over darker.
///
/// Numerics as DESIGN.md §9 and WCAG 2.2's definition of relative luminance: channels linearized with
/// the sRGB curve (threshold 0.04045, the IEC value WCAG 2.2 adopted), weighted 0.2126 / 0.7152 /
/// 0.0722. Colors in other spaces are converted to extended linear sRGB first, without clipping, so a
/// Display P3 color is measured with its real luminance. The ratio is never rounded before it is
/// compared with a threshold.
public struct WCAG2Contrast: ContrastMetric {
    package static let id = MetricID.wcag2
    package static let summary = "WCAG 2.2 contrast ratio (1:1 to 21:1)"

    /// Luminance weights of linear R, G, B (WCAG 2.2, "relative luminance").
    public static let coefficients = SIMD3(0.2126, 0.7152, 0.0722)
    /// WCAG's flare term added to both luminances.
    public static let flare = 0.05

    /// SC 1.4.3 minimum for normal text (AA).
    public static let aa = 4.5
    /// SC 1.4.3 minimum for large text (AA): 18 pt, or 14 pt bold.
    public static let aaLarge = 3.0
    /// SC 1.4.6 enhanced minimum for normal text (AAA).
    public static let aaa = 7.0
    /// SC 1.4.6 enhanced minimum for large text (AAA).
    public static let aaaLarge = 4.5
    /// SC 1.4.11 minimum for user-interface components and graphical objects.
    public static let nonText = 3.0

    package init() {}

    /// Relative luminance of linear sRGB components, clamped to 0...1: WCAG defines it from black (0)
    /// to white (1), and an extended-range color outside that is shown clipped on a standard display.
    @inlinable
    package static func luminance(linear: SIMD3<Double>) -> Double {
        min(max((linear * coefficients).sum(), 0), 1)
    }

    /// The linearized value of every 8-bit sRGB channel value, so the luminance of an 8-bit color is
    /// three lookups instead of three powers (suggestion searches evaluate thousands of 8-bit colors).
    @usableFromInline static let linearized8Bit: [Double] = (0...255).map {
        TransferFunction.sRGBDecode(Double($0) / 255)
    }

    /// Relative luminance of an sRGB color whose channels are exact multiples of 1/255, by table lookup;
    /// `nil` for any other color.
    @inlinable
    package static func luminance8Bit(_ color: Color) -> Double? {
        guard color.space == .sRGB else { return nil }
        // Channel by channel: the joint fixer asks this millions of times, and the vector's `min()` and
        // `max()` were calls of their own (issue 15, sixth pass).
        let components = color.components
        let (x, y, z) = (components.x * 255, components.y * 255, components.z * 255)
        let (red, green, blue) = (x.rounded(.toNearestOrEven), y.rounded(.toNearestOrEven), z.rounded(.toNearestOrEven))
        guard abs(x - red) < 1e-9, abs(y - green) < 1e-9, abs(z - blue) < 1e-9,
            red >= 0, green >= 0, blue >= 0, red <= 255, green <= 255, blue <= 255
        else { return nil }
        return luminance8Bit(red: Int(red), green: Int(green), blue: Int(blue))
    }

    /// Relative luminance of the sRGB color with these 8-bit channels (each in 0...255): what
    /// `luminance8Bit(_:)` gives the color whose components are `red / 255`, `green / 255`, `blue / 255`,
    /// computed by the same expression.
    @inlinable
    package static func luminance8Bit(red: Int, green: Int, blue: Int) -> Double {
        let table = linearized8Bit
        let linear = SIMD3(table[red], table[green], table[blue])
        return (linear * coefficients).sum()
    }

    /// Relative luminance of a color (its alpha is ignored: composite first).
    @inlinable
    public static func luminance(_ color: Color) -> Double {
        luminance(linear: color.linearSRGB)
    }

    /// The ratio of two relative luminances, lighter over darker.
    @inlinable
    package static func ratio(luminance first: Double, _ second: Double) -> Double {
        first > second ? (first + flare) / (second + flare) : (second + flare) / (first + flare)
    }

    /// The contrast ratio of two opaque colors.
    @inlinable
    public static func ratio(_ first: Color, _ second: Color) -> Double {
        ratio(luminance: luminance(first), luminance(second))
    }

    package func contrast(foreground: Color, background: Color) -> Double {
        Self.ratio(foreground, background)
    }

    package func passes(_ value: Double, minimum: Double) -> Bool {
        Self.id.passes(value, minimum: minimum)
    }
}
