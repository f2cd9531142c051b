import Foundation

/// The reference white of a CIELAB space.
package enum WhitePoint: String, Sendable, Hashable, Codable {
    /// D65, the white of sRGB and Display P3 (CIELAB without adaptation).
    case d65
    /// D50, the white of CSS `lab()`, reached by Bradford adaptation from D65.
    case d50

    var xyz: SIMD3<Double> {
        switch self {
        case .d65: ColorMatrices.whiteD65
        case .d50: ColorMatrices.whiteD50
        }
    }
}

/// A CIELAB color relative to a white point.
package struct Lab: Sendable, Hashable, Codable {
    package var l: Double
    package var a: Double
    package var b: Double

    /// Creates a CIELAB color.
    package init(l: Double, a: Double, b: Double) {
        self.l = l
        self.a = a
        self.b = b
    }

    /// CIE constants ε = 216/24389 and κ = 24389/27, in the exact rational form of CSS Color 4.
    static let epsilon = 216.0 / 24389
    static let kappa = 24389.0 / 27

    /// Converts CIE XYZ (relative to `white`) to CIELAB.
    package init(xyz: SIMD3<Double>, white: WhitePoint) {
        let scaled = xyz / white.xyz
        func f(_ t: Double) -> Double {
            t > Lab.epsilon ? cbrt(t) : (Lab.kappa * t + 16) / 116
        }
        let fx = f(scaled.x)
        let fy = f(scaled.y)
        let fz = f(scaled.z)
        self.init(l: 116 * fy - 16, a: 500 * (fx - fy), b: 200 * (fy - fz))
    }

    /// CIE XYZ relative to `white`.
    package func xyz(white: WhitePoint) -> SIMD3<Double> {
        let fy = (l + 16) / 116
        let fx = a / 500 + fy
        let fz = fy - b / 200
        let x = fx * fx * fx > Lab.epsilon ? fx * fx * fx : (116 * fx - 16) / Lab.kappa
        let y = l > Lab.kappa * Lab.epsilon ? fy * fy * fy : l / Lab.kappa
        let z = fz * fz * fz > Lab.epsilon ? fz * fz * fz : (116 * fz - 16) / Lab.kappa
        return SIMD3(x, y, z) * white.xyz
    }
}

extension Color {
    /// CIE XYZ relative to D65.
    package var xyzD65: SIMD3<Double> { ColorMatrices.linearSRGBToXYZD65.apply(linearSRGB) }

    /// CIE XYZ relative to D50 (Bradford-adapted).
    package var xyzD50: SIMD3<Double> { ColorMatrices.xyzD65ToD50.apply(xyzD65) }

    /// The color in CIELAB relative to `white` (D50 is CSS `lab()`).
    package func lab(_ white: WhitePoint) -> Lab {
        switch white {
        case .d65: Lab(xyz: xyzD65, white: .d65)
        case .d50: Lab(xyz: xyzD50, white: .d50)
        }
    }

    /// Creates a color in `space` from CIELAB relative to `white`.
    package init(lab: Lab, white: WhitePoint, alpha: Double = 1, in space: ColorSpace = .sRGB) {
        var xyz = lab.xyz(white: white)
        if white == .d50 {
            xyz = ColorMatrices.xyzD50ToD65.apply(xyz)
        }
        self.init(linearSRGB: ColorMatrices.xyzD65ToLinearSRGB.apply(xyz), alpha: alpha, in: space)
    }
}
