/// The range of colors the tool can compute with: every conversion, metric, margin and suggestion of a
/// color inside it is a finite number, so no report ever needs to print infinity or NaN.
///
/// CSS leaves OKLab/Lab `a`/`b`, chroma and `color()` components unbounded, and a number like `1e308`
/// is finite as written but overflows once it is raised to the 2.4th power or cubed on its way to linear
/// light. Rather than checking each later stage, a color is accepted only when its linear-light sRGB
/// components lie within ±`linearLimit`: a million times the white point, far beyond any display (Display
/// P3's red is 1.22 in linear extended sRGB) and far enough below `Double`'s range that every later
/// product, power and distance stays finite.
extension Color {
    /// Largest magnitude of a linear-light sRGB component that the tool computes with.
    static let linearLimit = 1e6

    /// Why the color cannot be computed with, or `nil` when it can; lowercase, no final period.
    var representabilityProblem: String? {
        guard alpha.isFinite, alpha >= 0, alpha <= 1 else {
            return "alpha is out of range; expected 0...1"
        }
        let linear = linearSRGB
        // NaN fails every comparison, so a component that overflowed to infinity and back is caught too.
        guard components.x.isFinite, components.y.isFinite, components.z.isFinite, abs(linear.x) <= Self.linearLimit,
            abs(linear.y) <= Self.linearLimit, abs(linear.z) <= Self.linearLimit
        else {
            return "out of range: a component exceeds ±1e6 once converted to linear sRGB"
        }
        return nil
    }
}
