import Foundation

/// What a status-bar pick does over every bar color it may meet: the lowest contrast of the text it picks,
/// on each side of its threshold, among all 8-bit sRGB colors.
///
/// Used where the bar's color is known only at run time (a user's label color, a color from the network): the
/// rule is then all the code fixes, and whether it is safe is a property of the rule alone. Exact over the
/// 16,777,216 colors, found without visiting them all: each measure here rises with the blue byte when red
/// and green are fixed, and so does luminance, so for each red and green the brightest bar that still gets
/// light content is the last blue byte below the threshold, and the darkest bar that gets dark content is the
/// first at or above it.
extension StatusBarPick {
    /// The relative luminance at which white and black text have the same contrast, (L + 0.05)² = 1.05 ×
    /// 0.05, rounded down to four places: a luminance pick at it gives each bar the better of the two.
    package static let balancedLuminance = 0.1791

    /// The worst bar for one style: its color and the ratio of the style's text on it.
    package struct Extreme: Sendable, Hashable {
        package var style: StatusBarStyle
        package var bar: Color
        package var ratio: Double
    }

    /// The worst bar for each style the pick gives to some 8-bit color (light content first). Remembered per
    /// pick: a reader may meet the same rule at every view that uses it.
    package func extremes() -> [Extreme] {
        if let known = ExtremesCache.shared.value(for: self) { return known }
        let found = searchExtremes()
        ExtremesCache.shared.store(found, for: self)
        return found
    }

    private func searchExtremes() -> [Extreme] {
        let table = WCAG2Contrast.linearized8Bit
        var lightest: (luminance: Double, bytes: (Int, Int, Int))? = nil
        var darkest: (luminance: Double, bytes: (Int, Int, Int))? = nil
        for red in 0...255 {
            for green in 0...255 {
                // The first blue byte at or above the threshold (256 when none is).
                var low = 0
                var high = 256
                while low < high {
                    let middle = (low + high) / 2
                    if measure(red, green, middle, table) < threshold { low = middle + 1 } else { high = middle }
                }
                if low > 0 {
                    let luminance = Self.luminance(red, green, low - 1, table)
                    if lightest.map({ luminance > $0.luminance }) ?? true {
                        lightest = (luminance, (red, green, low - 1))
                    }
                }
                if low < 256 {
                    let luminance = Self.luminance(red, green, low, table)
                    if darkest.map({ luminance < $0.luminance }) ?? true { darkest = (luminance, (red, green, low)) }
                }
            }
        }
        var found: [Extreme] = []
        if let lightest {
            let bar = Self.color(lightest.bytes)
            found.append(Extreme(style: .lightContent, bar: bar, ratio: WCAG2Contrast.ratio(.white, bar)))
        }
        if let darkest {
            let bar = Self.color(darkest.bytes)
            found.append(Extreme(style: .darkContent, bar: bar, ratio: WCAG2Contrast.ratio(.black, bar)))
        }
        return found
    }

    /// The measure of an 8-bit color, as `StatusBarMeasure.value(of:)` computes it, from the bytes.
    private func measure(_ red: Int, _ green: Int, _ blue: Int, _ table: [Double]) -> Double {
        let encoded = SIMD3(Double(red), Double(green), Double(blue)) / 255
        return measure.value(encoded: encoded) { Self.luminance(red, green, blue, table) }
    }

    private static func luminance(_ red: Int, _ green: Int, _ blue: Int, _ table: [Double]) -> Double {
        WCAG2Contrast.luminance(linear: SIMD3(table[red], table[green], table[blue]))
    }

    private static func color(_ bytes: (Int, Int, Int)) -> Color {
        Color(
            space: .sRGB, components: SIMD3(Double(bytes.0), Double(bytes.1), Double(bytes.2)) / 255, alpha: 1)
    }
}

/// `StatusBarPick.extremes` already found, shared by every reader on every core.
private final class ExtremesCache: @unchecked Sendable {
    static let shared = ExtremesCache()
    private let lock = NSLock()
    private var found: [StatusBarPick: [StatusBarPick.Extreme]] = [:]

    func value(for pick: StatusBarPick) -> [StatusBarPick.Extreme]? {
        lock.lock()
        defer { lock.unlock() }
        return found[pick]
    }

    func store(_ extremes: [StatusBarPick.Extreme], for pick: StatusBarPick) {
        lock.lock()
        found[pick] = extremes
        lock.unlock()
    }
}
