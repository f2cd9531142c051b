import Testing

@testable import ContrastAudit
@testable import audit

/// The exact range over unknown backdrops, checked against dense sampling of backdrops.
@Suite(.tags(.slow)) struct BackdropRangeTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let name: String
        let foreground: String
        let layers: [String]
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(name: "opaque text on a translucent white card", foreground: "#1C1C1E", layers: ["#FFFFFFCC"]),
        Case(name: "white text on a dark scrim", foreground: "#FFFFFF", layers: ["#00000066"]),
        Case(name: "translucent label on a translucent fill", foreground: "#3C3C4399", layers: ["#78788033"]),
        Case(name: "mid gray on nearly clear", foreground: "#777777", layers: ["#FFFFFF0D"]),
        Case(name: "saturated text on tinted glass", foreground: "#FF3B30", layers: ["#0A84FF40"]),
        Case(name: "two translucent layers", foreground: "#F2F2F7", layers: ["#1C1C1ECC", "#00000033"]),
        Case(name: "translucent text over translucent card", foreground: "#FFFFFF99", layers: ["#00000080"]),
        Case(name: "dark text on a light veil", foreground: "#000000", layers: ["#FFFFFFE6"]),
        Case(name: "fully transparent background", foreground: "#336699", layers: ["#00000000"]),
    ]

    static func ratio(_ foreground: Color, _ layers: [Color], backdrop: Color) -> Double {
        let background = Color.flatten(layers + [backdrop])!
        return WCAG2Contrast.ratio(foreground.composited(over: background), background)
    }

    @Test(arguments: cases)
    func rangeBoundsEverySampledBackdrop(_ c: Case) throws {
        let foreground = try Color(parsing: c.foreground)
        let layers = try c.layers.map { try Color(parsing: $0) }
        let range = BackdropRange.wcag2(foreground: foreground, over: layers)

        // The reported extremes are achieved by the reported backdrops.
        #expect(abs(Self.ratio(foreground, layers, backdrop: range.worstBackdrop) - range.min) <= 1e-9)
        #expect(abs(Self.ratio(foreground, layers, backdrop: range.bestBackdrop) - range.max) <= 1e-9)

        // No backdrop on a 33³ grid plus random points lies outside the range, and the grid gets close to it.
        var sampledMin = Double.infinity
        var sampledMax = 0.0
        let steps = 32
        for r in 0...steps {
            for g in 0...steps {
                for b in 0...steps {
                    let backdrop = Color(
                        red: Double(r) / Double(steps), green: Double(g) / Double(steps),
                        blue: Double(b) / Double(steps))
                    let value = Self.ratio(foreground, layers, backdrop: backdrop)
                    sampledMin = min(sampledMin, value)
                    sampledMax = max(sampledMax, value)
                }
            }
        }
        var rng = SplitMix64(seed: 42)
        for _ in 0..<20_000 {
            let backdrop = Color(
                red: Double.random(in: 0...1, using: &rng), green: Double.random(in: 0...1, using: &rng),
                blue: Double.random(in: 0...1, using: &rng))
            let value = Self.ratio(foreground, layers, backdrop: backdrop)
            sampledMin = min(sampledMin, value)
            sampledMax = max(sampledMax, value)
        }
        #expect(sampledMin >= range.min - 1e-9)
        #expect(sampledMax <= range.max + 1e-9)
        #expect(sampledMin - range.min <= 0.02 * range.min)
        #expect(range.max - sampledMax <= 0.02 * range.max)
    }

    @Test func matchedLuminanceGivesOneToOne() throws {
        // A mid-gray foreground on a mostly transparent layer: some backdrop makes them equal.
        let range = BackdropRange.wcag2(
            foreground: try Color(parsing: "#777777"), over: [try Color(parsing: "#FFFFFF1A")])
        #expect(abs(range.min - 1) <= 1e-9)
        #expect(range.max > 4)
    }

    @Test func worstCaseIsNotAlwaysBlackOrWhite() throws {
        // White text on a 40% black scrim: black and white backdrops both look fine, mid tones do not.
        let foreground = try Color(parsing: "#FFFFFF")
        let layers = [try Color(parsing: "#00000066")]
        let range = BackdropRange.wcag2(foreground: foreground, over: layers)
        let onBlack = Self.ratio(foreground, layers, backdrop: .black)
        let onWhite = Self.ratio(foreground, layers, backdrop: .white)
        #expect(range.min <= min(onBlack, onWhite) + 1e-12)
        #expect(range.max >= max(onBlack, onWhite) - 1e-12)
    }

    @Test func opaqueStackHasASingleValue() throws {
        let range = BackdropRange.wcag2(foreground: try Color(parsing: "#767676"), over: [.white])
        #expect(abs(range.min - range.max) <= 1e-12)
        #expect(abs(range.min - 4.542224959605253) <= 1e-9)
    }

    /// Random translucent stacks: the method never reports a range that a random backdrop escapes.
    @Test func randomStacksNeverEscapeTheRange() {
        var rng = SplitMix64(seed: 7)
        for _ in 0..<300 {
            let foreground = rng.color8(alpha: rng.byte() | 0x40)
            let layers = [rng.color8(alpha: rng.byte() % 250), rng.color8(alpha: rng.byte() % 200)]
            let range = BackdropRange.wcag2(foreground: foreground, over: layers)
            #expect(range.min >= 1 - 1e-12 && range.max <= 21 + 1e-9)
            for _ in 0..<200 {
                let backdrop = rng.color8()
                let value = Self.ratio(foreground, layers, backdrop: backdrop)
                #expect(value >= range.min - 1e-9, "\(foreground.hex) on \(layers.map(\.hex))")
                #expect(value <= range.max + 1e-9, "\(foreground.hex) on \(layers.map(\.hex))")
            }
        }
    }
}
