/// The grid spacing of a sweep: hue in degrees, saturation and brightness in percent.
public struct SweepStep: Sendable, Hashable, CustomStringConvertible {
    /// Degrees between hue values.
    public var hue: Double
    /// Percent between saturation values.
    public var saturation: Double
    /// Percent between brightness values.
    public var brightness: Double

    /// Creates a step.
    public init(hue: Double = 1, saturation: Double = 1, brightness: Double = 1) {
        self.hue = hue
        self.saturation = saturation
        self.brightness = brightness
    }

    /// The default: every degree of hue and every percent of saturation and brightness.
    public static let `default` = SweepStep()

    /// `--step N` (N° of hue, N% of saturation and brightness) or `--step H,S[,B]`.
    public init(parsing text: String) throws(InvalidSetting) {
        let parts = text.split(separator: ",", omittingEmptySubsequences: false).map {
            String($0).trimmingSpaces
        }
        var numbers: [Double] = []
        for part in parts {
            guard let value = Double(part), value.isFinite, value > 0 else {
                throw InvalidSetting(
                    "invalid --step \(ColorSyntaxError.quote(text)); expected a positive number (degrees of hue "
                        + "and percent of saturation and brightness) or three, like 5,2,2")
            }
            numbers.append(value)
        }
        guard (1...3).contains(numbers.count) else {
            throw InvalidSetting(
                "invalid --step \(ColorSyntaxError.quote(text)); expected one number or hue,saturation[,brightness]")
        }
        let hue = numbers[0]
        let saturation = numbers.count > 1 ? numbers[1] : numbers[0]
        let brightness = numbers.count > 2 ? numbers[2] : saturation
        guard hue <= 360, saturation <= 100, brightness <= 100 else {
            throw InvalidSetting(
                "invalid --step \(ColorSyntaxError.quote(text)); hue steps are at most 360 degrees and "
                    + "saturation and brightness steps at most 100 percent")
        }
        self.init(hue: hue, saturation: saturation, brightness: brightness)
    }

    /// `1°, 1%, 1%`.
    public var description: String {
        "\(Wording.number(hue))°, \(Wording.number(saturation))%, \(Wording.number(brightness))%"
    }
}

/// The picks a sweep evaluates for one input: every combination of the hue, saturation and (when the
/// pick's brightness matters) brightness values; the other inputs stay at their default picks.
///
/// Values are the multiples of the step from 0 (hue below 360°, saturation and brightness up to 100%),
/// plus 100% when the step does not reach it exactly. Point `index` is
/// `(brightnessIndex · saturations + saturationIndex) · hues + hueIndex`.
package struct SweepGrid: Sendable, Hashable {
    /// The input swept.
    package var input: Int
    /// Degrees.
    package var hues: [Double]
    /// 0...1.
    package var saturations: [Double]
    /// 0...1; the default pick's brightness alone when brightness does not matter.
    package var brightnesses: [Double]
    /// Whether brightness varies.
    package var sweepsBrightness: Bool

    /// Creates the grid for `input` with `step`; without `sweepsBrightness` brightness stays at
    /// `defaultBrightness`.
    package init(input: Int, step: SweepStep, sweepsBrightness: Bool, defaultBrightness: Double) {
        self.input = input
        hues = Self.values(step: step.hue, upTo: 360, inclusive: false).map { $0 }
        saturations = Self.values(step: step.saturation, upTo: 100, inclusive: true).map { $0 / 100 }
        brightnesses =
            sweepsBrightness
            ? Self.values(step: step.brightness, upTo: 100, inclusive: true).map { $0 / 100 } : [defaultBrightness]
        self.sweepsBrightness = sweepsBrightness
    }

    /// Multiples of `step` from 0 (computed as `k · step`, so they do not drift), below `limit` or up to
    /// it with `limit` itself added when `inclusive`.
    static func values(step: Double, upTo limit: Double, inclusive: Bool) -> [Double] {
        var values: [Double] = []
        var k = 0.0
        while true {
            let value = (k * step * 1e9).rounded() / 1e9
            if value > limit || (!inclusive && value >= limit) { break }
            values.append(value)
            k += 1
        }
        if inclusive, let last = values.last, last < limit { values.append(limit) }
        return values
    }

    /// The number of picks.
    package var count: Int { hues.count * saturations.count * brightnesses.count }

    /// Picks per saturation row.
    package var rowLength: Int { hues.count }

    /// The grid position of point `index`.
    package func position(_ index: Int) -> (hue: Int, saturation: Int, brightness: Int) {
        let hue = index % hues.count
        let row = index / hues.count
        return (hue, row % saturations.count, row / saturations.count)
    }

    /// The point at a grid position.
    package func index(hue: Int, saturation: Int, brightness: Int) -> Int {
        (brightness * saturations.count + saturation) * hues.count + hue
    }

    /// The pick at point `index`.
    package func pick(_ index: Int) -> HSB {
        let position = position(index)
        return HSB(
            hue: hues[position.hue], saturation: saturations[position.saturation],
            brightness: brightnesses[position.brightness])
    }
}
