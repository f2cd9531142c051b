/// What an app's status-bar logic compares with its threshold to pick light or dark content.
///
/// Apps write this rule in several ways, and the same bar can get different text under each: HSB brightness
/// (`getHue(_:saturation:brightness:alpha:)`, the classic `< 0.7`), WCAG relative luminance (the Rec. 709
/// weights on linearized channels), the same weights on the encoded channels without linearizing (a common
/// shortcut that reads mid-tones lighter), and YIQ brightness (`(299 r + 587 g + 114 b) / 1000`). Every
/// measure here is on a 0...1 scale, from the gamma-encoded sRGB channels clamped to 0...1 (what UIKit's
/// getters return for a color inside sRGB; for a Display P3 color outside it, UIKit's extended components
/// would give other values, and the clamped ones are what the bar can show on an sRGB display).
public enum StatusBarMeasure: String, Sendable, Hashable, Codable, CaseIterable {
    /// `max(r, g, b)` of the encoded channels.
    case hsbBrightness = "hsb-brightness"
    /// WCAG 2 relative luminance (linearized channels, Rec. 709 weights).
    case relativeLuminance = "relative-luminance"
    /// The Rec. 709 weights applied to the encoded channels, without linearizing.
    case encodedLuma = "encoded-luma"
    /// YIQ brightness: the Rec. 601 weights 0.299, 0.587, 0.114 on the encoded channels.
    case yiq = "yiq"

    /// The measure of an opaque color (its alpha is ignored: composite first).
    public func value(of color: Color) -> Double {
        let encoded = color.sRGBComponents
        let clamped = SIMD3(min(max(encoded.x, 0), 1), min(max(encoded.y, 0), 1), min(max(encoded.z, 0), 1))
        return value(encoded: clamped) { WCAG2Contrast.luminance(color) }
    }

    /// The measure from encoded channels already in 0...1, with the WCAG luminance computed only when the
    /// measure needs it (from a byte table when the caller has one).
    package func value(encoded: SIMD3<Double>, luminance: () -> Double) -> Double {
        switch self {
        case .hsbBrightness: return encoded.max()
        case .relativeLuminance: return luminance()
        case .encodedLuma: return min(max((encoded * SIMD3(0.2126, 0.7152, 0.0722)).sum(), 0), 1)
        case .yiq: return min(max((encoded * SIMD3(0.299, 0.587, 0.114)).sum(), 0), 1)
        }
    }

    /// How reports name the measure: "brightness", "relative luminance"...
    public var phrase: String {
        switch self {
        case .hsbBrightness: return "brightness"
        case .relativeLuminance: return "relative luminance"
        case .encodedLuma: return "luma (Rec. 709 weights, not linearized)"
        case .yiq: return "YIQ brightness"
        }
    }
}
