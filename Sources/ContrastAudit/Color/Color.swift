/// A color: three components in a color space, plus straight (non-premultiplied) alpha.
///
/// The components are kept as given, in their own space and unclipped, so that nothing is lost
/// before it matters: conversions go through extended linear sRGB, contrast is computed on that
/// (DESIGN.md §9), and only the hex formatting for display clips.
public struct Color: Sendable, Hashable, Codable {
    /// The space the components are expressed in.
    public var space: ColorSpace
    /// The components; a gray color repeats its level three times.
    public var components: SIMD3<Double>
    /// Opacity, 0 (transparent) ... 1 (opaque).
    public var alpha: Double

    /// Creates a color from components in a space.
    public init(space: ColorSpace, components: SIMD3<Double>, alpha: Double = 1) {
        self.space = space
        self.components = space.isGray ? SIMD3(repeating: components.x) : components
        self.alpha = alpha
    }

    /// Creates a gamma-encoded sRGB color from components in 0...1.
    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.init(space: .sRGB, components: SIMD3(red, green, blue), alpha: alpha)
    }

    /// Creates a color from 8-bit sRGB channels, as in `#RRGGBBAA`.
    public init(red8 red: UInt8, green8 green: UInt8, blue8 blue: UInt8, alpha8 alpha: UInt8 = 255) {
        self.init(
            red: Double(red) / 255, green: Double(green) / 255, blue: Double(blue) / 255,
            alpha: Double(alpha) / 255)
    }

    /// Creates a gray color with a 2.2 power curve, like `UIColor(white:alpha:)`.
    public init(white: Double, alpha: Double = 1) {
        self.init(space: .gray, components: SIMD3(repeating: white), alpha: alpha)
    }

    /// Opaque black.
    public static let black = Color(red: 0, green: 0, blue: 0)
    /// Opaque white.
    public static let white = Color(red: 1, green: 1, blue: 1)
    /// Fully transparent black, like `UIColor.clear`.
    public static let clear = Color(red: 0, green: 0, blue: 0, alpha: 0)

    /// Whether the color hides what lies beneath it.
    public var isOpaque: Bool { alpha >= 1 }

    /// The same color with another alpha.
    public func withAlpha(_ alpha: Double) -> Color {
        var copy = self
        copy.alpha = alpha
        return copy
    }

    /// Linear-light sRGB components, extended range (nothing is clipped).
    public var linearSRGB: SIMD3<Double> {
        let transfer = space.transferFunction
        let linear = SIMD3(
            transfer.decode(components.x), transfer.decode(components.y), transfer.decode(components.z))
        if let matrix = space.toLinearSRGB {
            return matrix.apply(linear)
        }
        return linear
    }

    /// Gamma-encoded sRGB components, extended range (nothing is clipped).
    package var sRGBComponents: SIMD3<Double> {
        if space == .sRGB || space == .extendedSRGB {
            return components
        }
        let linear = linearSRGB
        return SIMD3(
            TransferFunction.sRGBEncode(linear.x), TransferFunction.sRGBEncode(linear.y),
            TransferFunction.sRGBEncode(linear.z))
    }

    /// Creates a color in `space` from linear sRGB components.
    package init(linearSRGB linear: SIMD3<Double>, alpha: Double = 1, in space: ColorSpace = .sRGB) {
        var spaceLinear = linear
        if let matrix = space.fromLinearSRGB {
            spaceLinear = matrix.apply(linear)
        }
        if space.isGray {
            // Gray keeps the luminance of the input: a neutral input has equal channels anyway.
            let luminance = (ColorMatrices.linearSRGBToXYZD65.row1 * linear).sum()
            spaceLinear = SIMD3(repeating: luminance)
        }
        let transfer = space.transferFunction
        self.init(
            space: space,
            components: SIMD3(
                transfer.encode(spaceLinear.x), transfer.encode(spaceLinear.y), transfer.encode(spaceLinear.z)),
            alpha: alpha)
    }

    /// The same color expressed in another space, without clipping.
    public func converted(to target: ColorSpace) -> Color {
        if target == space { return self }
        if (target == .sRGB || target == .extendedSRGB) && (space == .sRGB || space == .extendedSRGB) {
            return Color(space: target, components: components, alpha: alpha)
        }
        return Color(linearSRGB: linearSRGB, alpha: alpha, in: target)
    }

    /// Whether every sRGB component lies in 0...1 (within `tolerance`).
    package func isInSRGBGamut(tolerance: Double = 1e-7) -> Bool {
        Self.isInUnitRange(sRGBComponents, tolerance: tolerance)
    }

    /// Whether the color lies in the gamut of `space` (within `tolerance`). Extended spaces have no bound.
    package func isInGamut(of target: ColorSpace, tolerance: Double = 1e-7) -> Bool {
        if target.allowsExtendedRange { return true }
        return Self.isInUnitRange(converted(to: target).components, tolerance: tolerance)
    }
}
