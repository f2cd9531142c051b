/// The color spaces a `Color`'s components can be written in.
///
/// The raw values are the names used by CSS `color()` and by Xcode asset catalogs where they agree;
/// `ColorSpace(assetCatalogName:)` maps the asset-catalog spellings.
public enum ColorSpace: String, Sendable, Hashable, Codable, CaseIterable {
    /// sRGB with its standard curve, components 0...1.
    case sRGB = "srgb"
    /// sRGB primaries and curve, components allowed outside 0...1 (Apple's extended sRGB).
    case extendedSRGB = "extended-srgb"
    /// sRGB primaries with linear components, extended range (CSS `srgb-linear`, Apple's extended linear sRGB).
    case linearSRGB = "srgb-linear"
    /// Display P3: DCI-P3 primaries, D65 white and the sRGB curve.
    case displayP3 = "display-p3"
    /// Gray with a 2.2 power curve, extended range (Apple's generic gray gamma 2.2 and extended gray).
    case gray = "gray"

    /// Hashes one small number per space: the hash a `String`-backed enum derives goes through its raw
    /// string, and colors key the suggestion searches' caches (issue 15, sixth pass).
    public func hash(into hasher: inout Hasher) {
        let number: UInt8
        switch self {
        case .sRGB: number = 0
        case .extendedSRGB: number = 1
        case .linearSRGB: number = 2
        case .displayP3: number = 3
        case .gray: number = 4
        }
        hasher.combine(number)
    }

    /// Whether the three components are one repeated gray level.
    package var isGray: Bool { self == .gray }

    /// Whether components outside 0...1 are meaningful rather than an input error.
    package var allowsExtendedRange: Bool {
        switch self {
        case .sRGB, .displayP3: false
        case .extendedSRGB, .linearSRGB, .gray: true
        }
    }

    /// The curve that encodes the components.
    package var transferFunction: TransferFunction {
        switch self {
        case .sRGB, .extendedSRGB, .displayP3: .sRGB
        case .linearSRGB: .linear
        case .gray: .gamma22
        }
    }

    /// The matrix from this space's linear components to linear sRGB.
    var toLinearSRGB: Matrix3? {
        switch self {
        case .sRGB, .extendedSRGB, .linearSRGB, .gray: nil
        case .displayP3: ColorMatrices.displayP3ToLinearSRGB
        }
    }

    /// The matrix from linear sRGB to this space's linear components.
    var fromLinearSRGB: Matrix3? {
        switch self {
        case .sRGB, .extendedSRGB, .linearSRGB, .gray: nil
        case .displayP3: ColorMatrices.linearSRGBToDisplayP3
        }
    }
}
