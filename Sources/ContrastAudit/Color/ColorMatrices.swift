/// The matrices and white points of the conversions, with their sources.
enum ColorMatrices {
    /// Linear sRGB to CIE XYZ (D65). The exact rational form published in CSS Color 4 §18
    /// ("Sample code for color conversions"), derived from the sRGB primaries and D65 white.
    static let linearSRGBToXYZD65 = Matrix3(
        SIMD3(506752.0 / 1228815, 87881.0 / 245763, 12673.0 / 70218),
        SIMD3(87098.0 / 409605, 175762.0 / 245763, 12673.0 / 175545),
        SIMD3(7918.0 / 409605, 87881.0 / 737289, 1001167.0 / 1053270))

    static let xyzD65ToLinearSRGB = linearSRGBToXYZD65.inverse

    /// Linear Display P3 to CIE XYZ (D65), CSS Color 4 §18 rational form.
    static let linearDisplayP3ToXYZD65 = Matrix3(
        SIMD3(608311.0 / 1250200, 189793.0 / 714400, 198249.0 / 1000160),
        SIMD3(35783.0 / 156275, 247089.0 / 357200, 198249.0 / 2500400),
        SIMD3(0, 32229.0 / 714400, 5220557.0 / 5000800))

    static let displayP3ToLinearSRGB = xyzD65ToLinearSRGB.multiplied(by: linearDisplayP3ToXYZD65)
    static let linearSRGBToDisplayP3 = displayP3ToLinearSRGB.inverse

    /// Bradford chromatic adaptation from D65 to D50, as published in CSS Color 4 §18.
    static let xyzD65ToD50 = Matrix3(
        SIMD3(1.0479297925449969, 0.022946870601609652, -0.05019226628920524),
        SIMD3(0.02962780877005599, 0.9904344267538799, -0.017073799063418826),
        SIMD3(-0.009243040646204504, 0.015055191490298152, 0.7518742814281371))

    static let xyzD50ToD65 = xyzD65ToD50.inverse

    /// D65 white in XYZ from its chromaticity (0.3127, 0.3290), as CSS Color 4 computes it.
    static let whiteD65 = SIMD3(0.3127 / 0.3290, 1.0, (1.0 - 0.3127 - 0.3290) / 0.3290)
    /// D50 white in XYZ from its chromaticity (0.3457, 0.3585).
    static let whiteD50 = SIMD3(0.3457 / 0.3585, 1.0, (1.0 - 0.3457 - 0.3585) / 0.3585)

    /// OKLab M1: linear sRGB to LMS, from Björn Ottosson, "A perceptual color space for image
    /// processing" (2020), published with 10 significant digits.
    static let linearSRGBToLMS = Matrix3(
        SIMD3(0.4122214708, 0.5363325363, 0.0514459929),
        SIMD3(0.2119034982, 0.6806995451, 0.1073969566),
        SIMD3(0.0883024619, 0.2817188376, 0.6299787005))

    /// OKLab M2: nonlinear LMS to Lab, same source.
    static let lmsToOKLab = Matrix3(
        SIMD3(0.2104542553, 0.7936177850, -0.0040720468),
        SIMD3(1.9779984951, -2.4285922050, 0.4505937099),
        SIMD3(0.0259040371, 0.7827717662, -0.8086757660))

    static let lmsToLinearSRGB = linearSRGBToLMS.inverse
    static let okLabToLMS = lmsToOKLab.inverse
}
