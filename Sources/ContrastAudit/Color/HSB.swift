import Foundation

/// Hue, saturation and brightness of gamma-encoded sRGB, as UIKit's
/// `getHue(_:saturation:brightness:alpha:)` reports them (HSV). Hue is in degrees 0..<360.
public struct HSB: Sendable, Hashable, Codable {
    /// Hue in degrees, 0..<360.
    public var hue: Double
    /// Saturation, 0...1.
    public var saturation: Double
    /// Brightness (value), 0...1.
    public var brightness: Double

    /// Creates an HSB triple (hue in degrees, the others in 0...1).
    public init(hue: Double, saturation: Double, brightness: Double) {
        self.hue = hue
        self.saturation = saturation
        self.brightness = brightness
    }

    /// Gamma-encoded sRGB components.
    package var sRGBComponents: SIMD3<Double> {
        let s = min(max(saturation, 0), 1)
        let v = min(max(brightness, 0), 1)
        // A non-finite hue has no angle; treat it as 0 rather than trap converting NaN to an index.
        var h = hue.isFinite ? hue.truncatingRemainder(dividingBy: 360) : 0
        if h < 0 { h += 360 }
        let sector = h / 60
        let index = Int(sector.rounded(.down)) % 6
        let fraction = sector - sector.rounded(.down)
        let p = v * (1 - s)
        let q = v * (1 - s * fraction)
        let t = v * (1 - s * (1 - fraction))
        switch index {
        case 0: return SIMD3(v, t, p)
        case 1: return SIMD3(q, v, p)
        case 2: return SIMD3(p, v, t)
        case 3: return SIMD3(p, q, v)
        case 4: return SIMD3(t, p, v)
        default: return SIMD3(v, p, q)
        }
    }
}

extension Color {
    /// Creates an sRGB color from hue (degrees), saturation and brightness, like `UIColor(hue:saturation:brightness:alpha:)`.
    public init(hsb: HSB, alpha: Double = 1) {
        self.init(space: .sRGB, components: hsb.sRGBComponents, alpha: alpha)
    }

    /// Creates an sRGB color from CSS `hsl()` hue (degrees), saturation and lightness (0...1).
    package init(hue: Double, saturation: Double, lightness: Double, alpha: Double = 1) {
        let s = min(max(saturation, 0), 1)
        let l = min(max(lightness, 0), 1)
        let brightness = l + s * min(l, 1 - l)
        let hsbSaturation = brightness == 0 ? 0 : 2 * (1 - l / brightness)
        self.init(hsb: HSB(hue: hue, saturation: hsbSaturation, brightness: brightness), alpha: alpha)
    }

    /// Hue, saturation and brightness of the sRGB components clamped to 0...1.
    public var hsb: HSB {
        let c = sRGBComponents.clamped(lowerBound: SIMD3(repeating: 0), upperBound: SIMD3(repeating: 1))
        let maximum = c.max()
        let minimum = c.min()
        let delta = maximum - minimum
        var hue = 0.0
        if delta > 0 {
            if maximum == c.x {
                hue = 60 * ((c.y - c.z) / delta).truncatingRemainder(dividingBy: 6)
            } else if maximum == c.y {
                hue = 60 * ((c.z - c.x) / delta + 2)
            } else {
                hue = 60 * ((c.x - c.y) / delta + 4)
            }
            if hue < 0 { hue += 360 }
        }
        return HSB(hue: hue, saturation: maximum == 0 ? 0 : delta / maximum, brightness: maximum)
    }
}
