import Foundation

/// A color in Björn Ottosson's OKLab space: perceptual lightness `l` (0...1) and opponent axes `a`, `b`.
public struct OKLab: Sendable, Hashable, Codable {
    package var l: Double
    package var a: Double
    package var b: Double

    /// Creates an OKLab color.
    public init(l: Double, a: Double, b: Double) {
        self.l = l
        self.a = a
        self.b = b
    }

    /// Converts linear sRGB (extended range) to OKLab.
    package init(linearSRGB linear: SIMD3<Double>) {
        let lms = ColorMatrices.linearSRGBToLMS.apply(linear)
        let root = SIMD3(cbrt(lms.x), cbrt(lms.y), cbrt(lms.z))
        let lab = ColorMatrices.lmsToOKLab.apply(root)
        self.init(l: lab.x, a: lab.y, b: lab.z)
    }

    /// Linear sRGB components of this color, extended range.
    package var linearSRGB: SIMD3<Double> {
        let root = ColorMatrices.okLabToLMS.apply(SIMD3(l, a, b))
        return ColorMatrices.lmsToLinearSRGB.apply(root * root * root)
    }

    /// The polar form.
    public var lch: OKLCH {
        let chroma = (a * a + b * b).squareRoot()
        var hue: Double? = nil
        if chroma >= OKLCH.achromaticChroma {
            let degrees = atan2(b, a) * 180 / .pi
            hue = degrees < 0 ? degrees + 360 : degrees
        }
        return OKLCH(l: l, c: chroma, h: hue)
    }

    /// ΔE_OK: the Euclidean distance in OKLab (scale 0...~1, not ×100).
    package func distance(to other: OKLab) -> Double {
        let dl = l - other.l
        let da = a - other.a
        let db = b - other.b
        return (dl * dl + da * da + db * db).squareRoot()
    }
}

/// OKLab in polar form: lightness `l`, chroma `c` and hue `h` in degrees, `nil` when achromatic.
public struct OKLCH: Sendable, Hashable, Codable {
    /// Chroma below which the hue is undefined (the color is treated as a gray).
    package static let achromaticChroma = 1e-6

    package var l: Double
    package var c: Double
    package var h: Double?

    /// Creates an OKLCH color; a `nil` hue means achromatic.
    public init(l: Double, c: Double, h: Double?) {
        self.l = l
        self.c = c
        self.h = h
    }

    /// The rectangular form; an undefined hue counts as 0 with whatever chroma is given.
    public var lab: OKLab {
        let radians = (h ?? 0) * .pi / 180
        return OKLab(l: l, a: c * cos(radians), b: c * sin(radians))
    }
}

extension Color {
    /// The color in OKLab.
    public var okLab: OKLab { OKLab(linearSRGB: linearSRGB) }

    /// The color in OKLCH.
    public var okLCH: OKLCH { okLab.lch }

    /// Creates a color in `space` from OKLab.
    public init(okLab: OKLab, alpha: Double = 1, in space: ColorSpace = .sRGB) {
        self.init(linearSRGB: okLab.linearSRGB, alpha: alpha, in: space)
    }

    /// Creates a color in `space` from OKLCH.
    public init(okLCH: OKLCH, alpha: Double = 1, in space: ColorSpace = .sRGB) {
        self.init(okLab: okLCH.lab, alpha: alpha, in: space)
    }
}
