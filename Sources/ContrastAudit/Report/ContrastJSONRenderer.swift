/// The JSON output of `audit contrast --format json` (DESIGN.md §4).
package enum ContrastJSONRenderer {
    /// One object.
    package static func render(_ check: ContrastCheck) -> String {
        JSONOutput.encode(Model(check))
    }

    /// An array in input order, one object per line, for `--batch`: each line written straight into
    /// bytes (`writeCompact`), the bytes the tree encoder writes for `Model` (a test compares them).
    package static func renderBatch(_ checks: [ContrastCheck]) -> String {
        guard !checks.isEmpty else { return JSONOutput.encodeArray([Model](), layout: .elementPerLine) }
        let chunkCount = checks.count < 2_000 ? 1 : 8
        let size = (checks.count + chunkCount - 1) / chunkCount
        let chunks = Parallel.map(count: chunkCount) { chunk -> [UInt8] in
            var writer = JSONWriter()
            for index in (chunk * size)..<min(checks.count, (chunk + 1) * size) {
                writeCompact(checks[index], into: &writer)
                writer.bytes.append(contentsOf: (index == checks.count - 1 ? "\n" : ",\n").utf8)
            }
            return writer.bytes
        }
        var bytes: [UInt8] = Array("[\n".utf8)
        bytes.reserveCapacity(chunks.reduce(4) { $0 + $1.count })
        for chunk in chunks { bytes.append(contentsOf: chunk) }
        bytes.append(contentsOf: "]\n".utf8)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The tree encoder's bytes for one batch line, kept for the test that compares them.
    static func encodedLine(_ check: ContrastCheck) -> String {
        String(JSONOutput.encodeArray([Model(check)], layout: .elementPerLine).dropFirst(2).dropLast(3))
    }

    /// One object in compact form, keys sorted: `apca`, `backgrounds`, `brightness`, `composited`,
    /// `foreground`, `wcag2` (`passes`, `range`, `ratio`).
    static func writeCompact(_ check: ContrastCheck, into w: inout JSONWriter) {
        func raw(_ text: StaticString) { text.withUTF8Buffer { w.bytes.append(contentsOf: $0) } }
        raw("{\"apca\":")
        if let lc = check.apcaLc {
            raw("{\"lc\":")
            w.writeNumber(lc)
            raw("}")
        } else {
            w.writeNull()
        }
        raw(",\"backgrounds\":[")
        for (index, color) in check.backgrounds.enumerated() {
            if index > 0 { raw(",") }
            w.writeString(color.hex)
        }
        raw("],\"brightness\":")
        if let brightness = check.brightness {
            raw("{\"background\":")
            w.writeNumber(brightness.background)
            raw(",\"foreground\":")
            w.writeNumber(brightness.foreground)
            raw("}")
        } else {
            w.writeNull()
        }
        raw(",\"composited\":")
        if let composited = check.composited {
            raw("{\"background\":")
            w.writeString(composited.background.hex)
            raw(",\"foreground\":")
            w.writeString(composited.foreground.hex)
            raw("}")
        } else {
            w.writeNull()
        }
        raw(",\"foreground\":")
        w.writeString(check.foreground.hex)
        raw(",\"wcag2\":{\"passes\":{\"aa\":")
        w.writeBool(check.passes(.aa))
        raw(",\"aaLarge\":")
        w.writeBool(check.passes(.aaLarge))
        raw(",\"aaa\":")
        w.writeBool(check.passes(.aaa))
        raw(",\"aaaLarge\":")
        w.writeBool(check.passes(.aaaLarge))
        raw(",\"nonText\":")
        w.writeBool(check.passes(.nonText))
        raw("}")
        if let range = check.range {
            raw(",\"range\":{\"bestBackdrop\":")
            w.writeString(range.bestBackdrop.hex)
            raw(",\"max\":")
            w.writeNumber(range.max)
            raw(",\"min\":")
            w.writeNumber(range.min)
            raw(",\"worstBackdrop\":")
            w.writeString(range.worstBackdrop.hex)
            raw("}")
        }
        raw(",\"ratio\":")
        w.writeNumber(check.ratio)
        raw("}}")
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
