import Foundation

/// The WCAG 2 ratio over every possible opaque backdrop, for a foreground on a background stack whose
/// bottom layer is translucent with nothing declared beneath it.
///
/// Sampling black and white backdrops is not enough: the worst backdrop is usually a mid tone, and when
/// some backdrop gives the foreground and its background equal luminance the worst case is exactly 1:1.
///
/// **Method.** Over an opaque backdrop `X` (sRGB, each channel in 0...1), source-over compositing is
/// affine in each channel: the flattened background becomes `s + t·X` and the foreground `p + u·X`
/// (`t` = the stack's transparency, `u = (1 − a_fg)·t`). Each luminance is then a sum of one-variable
/// functions, one per channel, so:
/// - the luminance difference `Y_fg − Y_bg` is separable: its exact range is the sum of per-channel
///   extremes; if that range contains 0, some backdrop matches the luminances (intermediate value
///   theorem) and the minimum ratio is 1;
/// - otherwise the ratio `N(X)/M(X)` (each term `Y + 0.05`) is a ratio of separable sums, optimized
///   exactly by Dinkelbach's method: `min N/M = λ*` where `min_X N(X) − λ*·M(X) = 0`, and each step's
///   inner problem splits into one-variable problems.
/// A one-variable problem `f(x) = lin(α + βx) − λ·lin(γ + δx)` is solved exactly by evaluating every
/// candidate: the interval ends, the points where either argument crosses the curve's linear-segment
/// threshold, and the stationary points of each piece, which have a closed form because the power
/// pieces' derivatives are both 1.4th powers of affine functions.
package struct BackdropRange: Sendable, Hashable, Codable {
    /// The lowest ratio over all backdrops (the worst case).
    package var min: Double
    /// The highest ratio over all backdrops.
    package var max: Double
    /// A backdrop giving the lowest ratio.
    package var worstBackdrop: Color
    /// A backdrop giving the highest ratio.
    package var bestBackdrop: Color

    /// Whether every backdrop passes `minimum`.
    package func allPass(_ minimum: Double) -> Bool { self.min >= minimum }
    /// Whether no backdrop passes `minimum`.
    package func nonePass(_ minimum: Double) -> Bool { self.max < minimum }

    /// The range for `foreground` drawn on `layers` (nearest first) above an unknown opaque backdrop.
    ///
    /// When the stack is in fact opaque the backdrop does not matter and the range is a single value.
    package static func wcag2(foreground: Color, over layers: [Color]) -> BackdropRange {
        let flattened = Color.flatten(layers) ?? .clear
        let problem = Problem(foreground: foreground, background: flattened)
        return problem.solve()
    }

    struct Problem {
        /// Background per channel: `s + t·x`.
        let s: SIMD3<Double>
        let t: Double
        /// Foreground per channel: `p + u·x`.
        let p: SIMD3<Double>
        let u: Double

        init(foreground: Color, background: Color) {
            let a = Swift.min(Swift.max(background.alpha, 0), 1)
            s = background.sRGBComponents * a
            t = 1 - a
            let fa = Swift.min(Swift.max(foreground.alpha, 0), 1)
            p = foreground.sRGBComponents * fa + s * (1 - fa)
            u = (1 - fa) * t
        }

        func foreground(_ x: SIMD3<Double>) -> SIMD3<Double> { p + u * x }
        func background(_ x: SIMD3<Double>) -> SIMD3<Double> { s + t * x }

        func luminance(_ encoded: SIMD3<Double>) -> Double {
            let linear = SIMD3(
                TransferFunction.sRGBDecode(encoded.x), TransferFunction.sRGBDecode(encoded.y),
                TransferFunction.sRGBDecode(encoded.z))
            return WCAG2Contrast.luminance(linear: linear)
        }

        func ratio(_ x: SIMD3<Double>) -> Double {
            WCAG2Contrast.ratio(luminance: luminance(foreground(x)), luminance(background(x)))
        }

        /// Per channel, the `x` minimizing (or maximizing) `lin(α+βx) − λ·lin(γ+δx)`.
        func optimize(
            numerator: (base: SIMD3<Double>, slope: Double), denominator: (base: SIMD3<Double>, slope: Double),
            lambda: Double, maximize: Bool
        ) -> SIMD3<Double> {
            var result = SIMD3<Double>()
            for channel in 0..<3 {
                result[channel] = OneVariable(
                    alpha: numerator.base[channel], beta: numerator.slope,
                    gamma: denominator.base[channel], delta: denominator.slope, lambda: lambda
                ).extremum(maximize: maximize)
            }
            return result
        }

        func solve() -> BackdropRange {
            let fg = (base: p, slope: u)
            let bg = (base: s, slope: t)
            let gray = SIMD3<Double>(repeating: 0.5)
            if t <= 0 {
                let value = ratio(gray)
                return BackdropRange(
                    min: value, max: value, worstBackdrop: .black, bestBackdrop: .black)
            }
            // Range of Y_fg − Y_bg: separable, so its extremes are per-channel extremes.
            let lowD = optimize(numerator: fg, denominator: bg, lambda: 1, maximize: false)
            let highD = optimize(numerator: fg, denominator: bg, lambda: 1, maximize: true)
            let difference = { (x: SIMD3<Double>) in luminance(foreground(x)) - luminance(background(x)) }
            let dLow = difference(lowD)
            let dHigh = difference(highD)

            var worst: (value: Double, x: SIMD3<Double>)
            if dLow <= 0 && dHigh >= 0 {
                worst = (1, crossing(from: lowD, to: highD, difference: difference))
                worst.value = ratio(worst.x)
            } else if dLow > 0 {
                worst = fractional(numerator: fg, denominator: bg, maximize: false)
            } else {
                worst = fractional(numerator: bg, denominator: fg, maximize: false)
            }
            let lighterForeground = fractional(numerator: fg, denominator: bg, maximize: true)
            let lighterBackground = fractional(numerator: bg, denominator: fg, maximize: true)
            let best = lighterForeground.value >= lighterBackground.value ? lighterForeground : lighterBackground
            return BackdropRange(
                min: worst.value, max: Swift.max(best.value, worst.value),
                worstBackdrop: Color(space: .sRGB, components: worst.x),
                bestBackdrop: Color(space: .sRGB, components: best.x))
        }

        /// A backdrop on the segment `from`…`to` where the luminance difference changes sign, by bisection.
        func crossing(
            from low: SIMD3<Double>, to high: SIMD3<Double>, difference: (SIMD3<Double>) -> Double
        ) -> SIMD3<Double> {
            var a = 0.0
            var b = 1.0
            for _ in 0..<200 {
                let mid = (a + b) / 2
                if difference(low + (high - low) * mid) <= 0 { a = mid } else { b = mid }
                if b - a < 1e-15 { break }
            }
            let x = low + (high - low) * a
            return x
        }

        /// Dinkelbach's method for the extremum of `(Y_n + 0.05) / (Y_d + 0.05)`; returns the ratio as
        /// WCAG reports it at the optimal backdrop (which equals N/M there whenever N ≥ M).
        func fractional(
            numerator: (base: SIMD3<Double>, slope: Double), denominator: (base: SIMD3<Double>, slope: Double),
            maximize: Bool
        ) -> (value: Double, x: SIMD3<Double>) {
            func quotient(_ x: SIMD3<Double>) -> Double {
                (luminance(numerator.base + numerator.slope * x) + WCAG2Contrast.flare)
                    / (luminance(denominator.base + denominator.slope * x) + WCAG2Contrast.flare)
            }
            var x = SIMD3<Double>(repeating: 0.5)
            var lambda = quotient(x)
            for _ in 0..<100 {
                let next = optimize(numerator: numerator, denominator: denominator, lambda: lambda, maximize: maximize)
                let value = quotient(next)
                let improved = maximize ? value > lambda : value < lambda
                if !improved { break }
                let step = abs(value - lambda)
                x = next
                lambda = value
                if step <= 1e-15 * lambda { break }
            }
            return (ratio(x), x)
        }
    }

    /// `f(x) = lin(α + βx) − λ·lin(γ + δx)` on 0...1, with `lin` the sRGB decoding curve.
    struct OneVariable {
        let alpha: Double
        let beta: Double
        let gamma: Double
        let delta: Double
        let lambda: Double

        static let threshold = TransferFunction.sRGBDecodeThreshold
        static let exponent = 1.4  // the derivative of the 2.4 power piece

        func value(_ x: Double) -> Double {
            TransferFunction.sRGBDecode(alpha + beta * x) - lambda * TransferFunction.sRGBDecode(gamma + delta * x)
        }

        /// Every point where an extremum can lie: ends, piece boundaries, stationary points of each piece.
        func candidates() -> [Double] {
            var breaks: [Double] = [0, 1]
            for (base, slope) in [(alpha, beta), (gamma, delta)] where slope > 0 {
                for edge in [-Self.threshold, Self.threshold] {
                    let x = (edge - base) / slope
                    if x > 0 && x < 1 { breaks.append(x) }
                }
            }
            breaks.sort()
            var points = breaks
            for (low, high) in zip(breaks, breaks.dropFirst()) where high > low {
                let mid = (low + high) / 2
                if let x = stationary(near: mid), x >= low, x <= high {
                    points.append(x)
                }
            }
            return points
        }

        /// The stationary point of the piece containing `mid`, from `β·lin'(α+βx) = λ·δ·lin'(γ+δx)`.
        ///
        /// On a power piece `lin'(v) = k·((|v| + 0.055)/1.055)^1.4`, on the linear piece `1/12.92`;
        /// taking 1.4th roots makes the condition affine in `x`.
        func stationary(near mid: Double) -> Double? {
            let first = alpha + beta * mid
            let second = gamma + delta * mid
            let firstPower = abs(first) > Self.threshold
            let secondPower = abs(second) > Self.threshold
            let sign1: Double = first < 0 ? -1 : 1
            let sign2: Double = second < 0 ? -1 : 1
            let k = 2.4 / 1.055
            let rightScale = lambda * delta
            switch (firstPower, secondPower) {
            case (true, true):
                // β^(1/1.4)·(σ1(α+βx)+0.055) = (λδ)^(1/1.4)·(σ2(γ+δx)+0.055)
                guard beta > 0, rightScale > 0 else { return nil }
                let left = pow(beta, 1 / Self.exponent)
                let right = pow(rightScale, 1 / Self.exponent)
                let slope = left * sign1 * beta - right * sign2 * delta
                let constant = right * (sign2 * gamma + 0.055) - left * (sign1 * alpha + 0.055)
                return slope == 0 ? nil : constant / slope
            case (true, false):
                // β·k·((σ1(α+βx)+0.055)/1.055)^1.4 = λδ/12.92
                guard beta > 0, rightScale > 0 else { return nil }
                let target = 1.055 * pow(rightScale / (12.92 * beta * k), 1 / Self.exponent) - 0.055
                return (target / sign1 - alpha) / beta
            case (false, true):
                guard beta > 0, rightScale > 0 else { return nil }
                let target = 1.055 * pow(beta / (12.92 * rightScale * k), 1 / Self.exponent) - 0.055
                return (target / sign2 - gamma) / delta
            case (false, false):
                return nil
            }
        }

        func extremum(maximize: Bool) -> Double {
            var best = 0.0
            var bestValue = maximize ? -Double.infinity : Double.infinity
            for x in candidates() {
                let v = value(x)
                if maximize ? v > bestValue : v < bestValue {
                    best = x
                    bestValue = v
                }
            }
            return best
        }
    }
}
