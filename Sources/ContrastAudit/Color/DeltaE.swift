import Foundation

/// Color differences.
public enum DeltaE {
    /// ΔE_OK: the Euclidean distance in OKLab (scale 0...~1). Used to rank suggested colors, since OKLab
    /// distances track perceived difference well at the scale of a small adjustment.
    public static func ok(_ first: Color, _ second: Color) -> Double {
        first.okLab.distance(to: second.okLab)
    }

    /// CIEDE2000 between two CIELAB colors (same white point), from Sharma, Wu and Dalal, "The CIEDE2000
    /// Color-Difference Formula: Implementation Notes, Supplementary Test Data, and Mathematical
    /// Observations" (2005), with kL = kC = kH = 1.
    package static func ciede2000(_ first: Lab, _ second: Lab) -> Double {
        let pow25to7 = 6103515625.0  // 25^7
        let c1 = (first.a * first.a + first.b * first.b).squareRoot()
        let c2 = (second.a * second.a + second.b * second.b).squareRoot()
        let meanC = (c1 + c2) / 2
        let meanC7 = pow(meanC, 7)
        let g = 0.5 * (1 - (meanC7 / (meanC7 + pow25to7)).squareRoot())
        let a1 = first.a * (1 + g)
        let a2 = second.a * (1 + g)
        let cPrime1 = (a1 * a1 + first.b * first.b).squareRoot()
        let cPrime2 = (a2 * a2 + second.b * second.b).squareRoot()

        func hueDegrees(_ b: Double, _ a: Double) -> Double {
            if a == 0 && b == 0 { return 0 }
            let h = atan2(b, a) * 180 / .pi
            return h < 0 ? h + 360 : h
        }
        let h1 = hueDegrees(first.b, a1)
        let h2 = hueDegrees(second.b, a2)

        let deltaL = second.l - first.l
        let deltaC = cPrime2 - cPrime1
        var deltaH = 0.0
        if cPrime1 * cPrime2 != 0 {
            deltaH = h2 - h1
            if deltaH > 180 { deltaH -= 360 } else if deltaH < -180 { deltaH += 360 }
        }
        let deltaBigH = 2 * (cPrime1 * cPrime2).squareRoot() * sin(deltaH * .pi / 360)

        let meanL = (first.l + second.l) / 2
        let meanCPrime = (cPrime1 + cPrime2) / 2
        var meanH = h1 + h2
        if cPrime1 * cPrime2 != 0 {
            if abs(h1 - h2) <= 180 {
                meanH = (h1 + h2) / 2
            } else if h1 + h2 < 360 {
                meanH = (h1 + h2 + 360) / 2
            } else {
                meanH = (h1 + h2 - 360) / 2
            }
        }
        func cosDegrees(_ x: Double) -> Double { cos(x * .pi / 180) }
        let t =
            1 - 0.17 * cosDegrees(meanH - 30) + 0.24 * cosDegrees(2 * meanH)
            + 0.32 * cosDegrees(3 * meanH + 6) - 0.20 * cosDegrees(4 * meanH - 63)
        let deltaTheta = 30 * exp(-pow((meanH - 275) / 25, 2))
        let meanCPrime7 = pow(meanCPrime, 7)
        let rC = 2 * (meanCPrime7 / (meanCPrime7 + pow25to7)).squareRoot()
        let lOffset = (meanL - 50) * (meanL - 50)
        let sL = 1 + 0.015 * lOffset / (20 + lOffset).squareRoot()
        let sC = 1 + 0.045 * meanCPrime
        let sH = 1 + 0.015 * meanCPrime * t
        let rT = -sin(2 * deltaTheta * .pi / 180) * rC
        let termL = deltaL / sL
        let termC = deltaC / sC
        let termH = deltaBigH / sH
        return (termL * termL + termC * termC + termH * termH + rT * termC * termH).squareRoot()
    }

    /// CIEDE2000 between two colors, in CIELAB relative to `white`.
    package static func ciede2000(_ first: Color, _ second: Color, white: WhitePoint = .d65) -> Double {
        ciede2000(first.lab(white), second.lab(white))
    }
}
