/// The JSON output of `audit contrast --format json` (DESIGN.md §4).
package enum ContrastJSONRenderer {
    /// One object.
    package static func render(_ check: ContrastCheck) -> String {
        JSONOutput.encode(Model(check))
    }

    /// An array in input order, one object per line, for `--batch`.
    package static func renderBatch(_ checks: [ContrastCheck]) -> String {
        JSONOutput.encodeArray(checks.map(Model.init), layout: .elementPerLine)
    }

    private struct Model: Encodable, Sendable {
        let foreground: String
        let backgrounds: [String]
        let composited: Pair<String>?
        let wcag2: WCAG
        let apca: APCA?
        let brightness: Pair<Double>?

        init(_ check: ContrastCheck) {
            foreground = check.foreground.hex
            backgrounds = check.backgrounds.map(\.hex)
            composited = check.composited.map { Pair(foreground: $0.foreground.hex, background: $0.background.hex) }
            wcag2 = WCAG(check: check)
            apca = check.apcaLc.map(APCA.init)
            brightness = check.brightness.map { Pair(foreground: $0.foreground, background: $0.background) }
        }

        enum CodingKeys: String, CodingKey {
            case foreground, backgrounds, composited, wcag2, apca, brightness
        }

        // Written out so that `composited`, `apca` and `brightness` appear as null, as documented.
        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(foreground, forKey: .foreground)
            try container.encode(backgrounds, forKey: .backgrounds)
            try container.encode(composited, forKey: .composited)
            try container.encode(wcag2, forKey: .wcag2)
            try container.encode(apca, forKey: .apca)
            try container.encode(brightness, forKey: .brightness)
        }
    }

    private struct Pair<Value: Encodable & Sendable>: Encodable, Sendable {
        let foreground: Value
        let background: Value
    }

    private struct APCA: Encodable, Sendable {
        let lc: Double
    }

    private struct WCAG: Encodable, Sendable {
        let ratio: Double
        let passes: Passes
        let range: Range?

        struct Passes: Encodable, Sendable {
            let aa: Bool
            let aaLarge: Bool
            let aaa: Bool
            let aaaLarge: Bool
            let nonText: Bool
        }

        struct Range: Encodable, Sendable {
            let min: Double
            let max: Double
            let worstBackdrop: String
            let bestBackdrop: String
        }

        init(check: ContrastCheck) {
            ratio = check.ratio
            passes = Passes(
                aa: check.passes(.aa), aaLarge: check.passes(.aaLarge), aaa: check.passes(.aaa),
                aaaLarge: check.passes(.aaaLarge), nonText: check.passes(.nonText))
            range = check.range.map {
                Range(min: $0.min, max: $0.max, worstBackdrop: $0.worstBackdrop.hex, bestBackdrop: $0.bestBackdrop.hex)
            }
        }
    }
}
