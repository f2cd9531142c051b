import Foundation

/// APCA lightness contrast Lc, algorithm 0.0.98G-4g (the `apca-w3` package), signed: positive for dark
/// text on a light background, negative for light text on dark.
///
/// **Advisory only.** APCA is the candidate contrast method of the WCAG 3 working drafts, not part of
/// any published WCAG recommendation: its constants have changed between versions and its thresholds
/// depend on font size and weight tables that are still in flux. It often ranks real pairs better than
/// WCAG 2 (notably light text on saturated or mid-tone colors), so ContrastAudit reports it, but no
/// conformance claim may rest on it. Rules using it default to severity `warning` and are opt-in.
///
/// Unlike WCAG 2, APCA's luminance uses a plain 2.4 power on the gamma-encoded channels with its own
/// coefficients; colors are converted to sRGB and clipped to 0...1 first, as the reference implementation
/// only accepts sRGB values.
public struct APCAContrast: ContrastMetric {
    package static let id = MetricID.apca
    package static let summary = "APCA lightness contrast Lc 0.0.98G-4g (advisory, WCAG 3 draft)"

    /// The 0.0.98G-4g constants, as published with the `apca-w3` package.
    package enum Constants {
        package static let mainTRC = 2.4
        package static let sRco = 0.2126729
        package static let sGco = 0.7151522
        package static let sBco = 0.0721750
        package static let normBG = 0.56
        package static let normTXT = 0.57
        package static let revTXT = 0.62
        package static let revBG = 0.65
        package static let blkThrs = 0.022
        package static let blkClmp = 1.414
        package static let scaleBoW = 1.14
        package static let scaleWoB = 1.14
        package static let loBoWoffset = 0.027
        package static let loWoBoffset = 0.027
        package static let deltaYmin = 0.0005
        package static let loClip = 0.1
    }

    package init() {}

    /// APCA's screen luminance Ys of a color.
    package static func screenLuminance(_ color: Color) -> Double {
        let c = color.sRGBComponents.clamped(lowerBound: SIMD3(repeating: 0), upperBound: SIMD3(repeating: 1))
        return Constants.sRco * pow(c.x, Constants.mainTRC) + Constants.sGco * pow(c.y, Constants.mainTRC)
            + Constants.sBco * pow(c.z, Constants.mainTRC)
    }

    /// Lc for text luminance `text` on background luminance `background` (both Ys).
    package static func lc(textLuminance text: Double, backgroundLuminance background: Double) -> Double {
        func softClamp(_ y: Double) -> Double {
            y > Constants.blkThrs ? y : y + pow(Constants.blkThrs - y, Constants.blkClmp)
        }
        let yText = softClamp(text)
        let yBackground = softClamp(background)
        if abs(yBackground - yText) < Constants.deltaYmin { return 0 }
        let output: Double
        if yBackground > yText {
            let sapc =
                (pow(yBackground, Constants.normBG) - pow(yText, Constants.normTXT)) * Constants.scaleBoW
            output = sapc < Constants.loClip ? 0 : sapc - Constants.loBoWoffset
        } else {
            let sapc =
                (pow(yBackground, Constants.revBG) - pow(yText, Constants.revTXT)) * Constants.scaleWoB
            output = sapc > -Constants.loClip ? 0 : sapc + Constants.loWoBoffset
        }
        return output * 100
    }

    /// Lc of opaque `text` on opaque `background`.
    public static func lc(text: Color, background: Color) -> Double {
        lc(textLuminance: screenLuminance(text), backgroundLuminance: screenLuminance(background))
    }

    package func contrast(foreground: Color, background: Color) -> Double {
        Self.lc(text: foreground, background: background)
    }

    package func passes(_ value: Double, minimum: Double) -> Bool {
        Self.id.passes(value, minimum: minimum)
    }
}
