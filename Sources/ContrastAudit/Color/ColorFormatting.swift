import Foundation

extension Color {
    /// One 8-bit channel: clip to 0...1, then `floor(v·255 + 0.5)` (DESIGN.md §9, the same rounding as
    /// the reference vectors).
    @inlinable
    package static func quantize(_ value: Double) -> UInt8 {
        let clipped = value.isNaN ? 0 : min(max(value, 0), 1)
        return UInt8((clipped * 255 + 0.5).rounded(.down))
    }

    /// The 8-bit sRGB channels and alpha after clipping to the sRGB gamut.
    package var rgba8: (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8) {
        let c = sRGBComponents
        return (Self.quantize(c.x), Self.quantize(c.y), Self.quantize(c.z), Self.quantize(alpha))
    }

    /// The color rounded to 8-bit sRGB, as it would be stored in a hex literal.
    package var quantized: Color {
        let bytes = rgba8
        return Color(red8: bytes.red, green8: bytes.green, blue8: bytes.blue, alpha8: bytes.alpha)
    }

    /// Uppercase `#RRGGBB`, or `#RRGGBBAA` when the quantized alpha is below 255. Components outside
    /// the sRGB gamut are clipped; use `gamutMapped()` first for a perceptually closer hex.
    public var hex: String {
        let bytes = rgba8
        let count = bytes.alpha < 255 ? 9 : 7
        // Written in place: reports format two or more colors per result, tens of thousands of times.
        return String(unsafeUninitializedCapacity: count) { buffer in
            func digit(_ value: UInt8) -> UInt8 { value < 10 ? 48 + value : 55 + value }
            buffer[0] = UInt8(ascii: "#")
            buffer[1] = digit(bytes.red >> 4)
            buffer[2] = digit(bytes.red & 0xF)
            buffer[3] = digit(bytes.green >> 4)
            buffer[4] = digit(bytes.green & 0xF)
            buffer[5] = digit(bytes.blue >> 4)
            buffer[6] = digit(bytes.blue & 0xF)
            if count == 9 {
                buffer[7] = digit(bytes.alpha >> 4)
                buffer[8] = digit(bytes.alpha & 0xF)
            }
            return count
        }
    }

    /// Whether the color is exactly an 8-bit sRGB color (so `hex` loses nothing).
    package var isExact8Bit: Bool {
        guard space == .sRGB || space == .extendedSRGB else { return false }
        for value in [components.x, components.y, components.z, alpha] {
            let scaled = value * 255
            if scaled < 0 || scaled > 255 || abs(scaled - scaled.rounded()) > 1e-9 { return false }
        }
        return true
    }

    /// A lossless text form in the syntax `Color(parsing:)` reads: hex for 8-bit sRGB colors,
    /// otherwise `color(space r g b / a)` with enough digits to round-trip.
    package var cssText: String {
        if isExact8Bit { return hex }
        let spaceName: String
        var values = components
        switch space {
        case .sRGB, .extendedSRGB: spaceName = "srgb"
        case .linearSRGB: spaceName = "srgb-linear"
        case .displayP3: spaceName = "display-p3"
        case .gray:
            spaceName = "srgb"
            values = sRGBComponents
        }
        var text =
            "color(\(spaceName) \(Self.shortNumber(values.x)) \(Self.shortNumber(values.y)) \(Self.shortNumber(values.z))"
        if alpha < 1 { text += " / \(Self.shortNumber(alpha))" }
        return text + ")"
    }

    /// The shortest decimal that reads back as the same `Double`, without an exponent for ordinary values.
    static func shortNumber(_ value: Double) -> String {
        if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
        return "\(value)"
    }
}

extension Color {
    /// How reports write a color: uppercase hex (DESIGN.md §4), except Display P3 colors, which hex would
    /// clip to sRGB; they are written `color(display-p3 r g b [/ a])` with four decimals.
    package var reportText: String {
        guard space == .displayP3 else { return hex }
        func number(_ value: Double) -> String {
            let text = String(format: "%.4f", value)
            var trimmed = Substring(text)
            while trimmed.hasSuffix("0") { trimmed = trimmed.dropLast() }
            if trimmed.hasSuffix(".") { trimmed = trimmed.dropLast() }
            return String(trimmed)
        }
        let c = components
        var text = "color(display-p3 \(number(c.x)) \(number(c.y)) \(number(c.z))"
        if alpha < 1 { text += " / \(number(alpha))" }
        return text + ")"
    }
}

extension Color: CustomStringConvertible {
    /// The color as `cssText`.
    public var description: String { cssText }
}
