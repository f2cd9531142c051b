/// Text and JSON output of `audit suggest` (DESIGN.md §4).
package enum SuggestionRenderer {
    /// The JSON object: the original value, each side's color (or `null` with a reason), ΔE_OK,
    /// direction, whether chroma was reduced, and which side is the smaller change.
    package static func json(_ result: PairSuggester.Result, foreground: Color, backgrounds: [Color]) -> String {
        JSONOutput.encode(Model(result: result, foreground: foreground, backgrounds: backgrounds))
    }

    /// A short report for a person.
    package static func text(_ result: PairSuggester.Result, foreground: Color, backgrounds: [Color]) -> String {
        var lines = [
            "\(foreground.reportText) on \(backgrounds.map(\.reportText).joined(separator: " on ")): "
                + "\(result.target.format(result.value)), target \(result.target.text)"
        ]
        if result.alreadyPasses {
            lines.append("already passes; the suggestions below are the closest colors at the target")
        }
        for side in result.sides {
            let label = Wording.pad(side.side.rawValue, 11)
            if let adjusted = side.adjusted, let value = side.value {
                var line =
                    "\(label)\(adjusted.color.reportText)  \(result.target.format(value))  ΔE_OK "
                    + "\(Wording.truncated(adjusted.deltaE, decimals: 3))  \(adjusted.direction.rawValue)"
                if adjusted.chromaReduced { line += ", chroma reduced to stay in gamut" }
                if side.side == result.best && result.sides.count > 1 { line += "  (smaller change)" }
                lines.append(line)
            } else {
                lines.append("\(label)none: \(side.reason ?? "no color reaches the target")")
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    struct Model: Encodable {
        let foreground: String
        let backgrounds: [String]
        let metric: MetricID
        let target: Double
        let value: Double
        let suggestions: [Side]
        let best: PairSuggester.Side?

        init(result: PairSuggester.Result, foreground: Color, backgrounds: [Color]) {
            self.foreground = foreground.reportText
            self.backgrounds = backgrounds.map(\.reportText)
            metric = result.target.metric
            target = result.target.minimum
            value = result.value
            suggestions = result.sides.map(Side.init)
            best = result.best
        }

        enum CodingKeys: String, CodingKey { case foreground, backgrounds, metric, target, value, suggestions, best }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(foreground, forKey: .foreground)
            try container.encode(backgrounds, forKey: .backgrounds)
            try container.encode(metric, forKey: .metric)
            try container.encode(target, forKey: .target)
            try container.encode(value, forKey: .value)
            try container.encode(suggestions, forKey: .suggestions)
            try container.encode(best, forKey: .best)
        }
    }

    struct Side: Encodable {
        let side: PairSuggester.Side
        let color: String?
        let value: Double?
        let deltaE: Double?
        let direction: AdjustedColor.Direction?
        let chromaReduced: Bool?
        let reason: String?

        init(_ result: PairSuggester.SideResult) {
            side = result.side
            color = result.adjusted?.color.reportText
            value = result.value
            deltaE = result.adjusted?.deltaE
            direction = result.adjusted?.direction
            chromaReduced = result.adjusted?.chromaReduced
            reason = result.reason
        }

        enum CodingKeys: String, CodingKey { case side, color, value, deltaE, direction, chromaReduced, reason }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(side, forKey: .side)
            try container.encode(color, forKey: .color)
            try container.encodeIfPresent(value, forKey: .value)
            try container.encodeIfPresent(deltaE, forKey: .deltaE)
            try container.encodeIfPresent(direction, forKey: .direction)
            try container.encodeIfPresent(chromaReduced, forKey: .chromaReduced)
            try container.encodeIfPresent(reason, forKey: .reason)
        }
    }
}
