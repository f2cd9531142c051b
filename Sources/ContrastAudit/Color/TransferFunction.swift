import Foundation

/// The encoding curves that map linear light to the stored component values of a color space.
///
/// All of them are extended to the whole real line by odd symmetry (`f(-x) = -f(x)`), which is how
/// Apple's extended color spaces and CSS Color 4 treat components outside 0...1.
package enum TransferFunction: Sendable, Hashable {
    /// The sRGB piecewise curve, also used by Display P3.
    case sRGB
    /// A pure power curve with exponent 2.2, used by Apple's generic gray spaces.
    case gamma22
    /// No encoding: components are linear light.
    case linear

    /// Threshold of the linear segment of the sRGB decoding curve, as in IEC 61966-2-1 and WCAG 2.2.
    package static let sRGBDecodeThreshold = 0.04045
    /// Threshold of the linear segment of the sRGB encoding curve (0.04045 / 12.92, rounded as published).
    package static let sRGBEncodeThreshold = 0.0031308

    /// Converts an encoded component to linear light.
    @inlinable
    package func decode(_ value: Double) -> Double {
        switch self {
        case .sRGB: return Self.sRGBDecode(value)
        case .gamma22:
            let magnitude = pow(abs(value), 2.2)
            return value < 0 ? -magnitude : magnitude
        case .linear: return value
        }
    }

    /// Converts linear light to an encoded component.
    @inlinable
    package func encode(_ value: Double) -> Double {
        switch self {
        case .sRGB: return Self.sRGBEncode(value)
        case .gamma22:
            let magnitude = pow(abs(value), 1 / 2.2)
            return value < 0 ? -magnitude : magnitude
        case .linear: return value
        }
    }

    /// The sRGB decoding curve (electro-optical transfer function), extended by odd symmetry.
    @inlinable
    package static func sRGBDecode(_ value: Double) -> Double {
        let magnitude = abs(value)
        let linear =
            magnitude <= sRGBDecodeThreshold
            ? magnitude / 12.92
            : pow((magnitude + 0.055) / 1.055, 2.4)
        return value < 0 ? -linear : linear
    }

    /// The sRGB encoding curve, extended by odd symmetry.
    @inlinable
    package static func sRGBEncode(_ value: Double) -> Double {
        let magnitude = abs(value)
        let encoded =
            magnitude <= sRGBEncodeThreshold
            ? magnitude * 12.92
            : 1.055 * pow(magnitude, 1 / 2.4) - 0.055
        return value < 0 ? -encoded : encoded
    }
}
