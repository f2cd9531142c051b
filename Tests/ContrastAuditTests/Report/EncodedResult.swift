@testable import ContrastAudit

/// The `Encodable` model of one result in the JSON report, kept here as the oracle that `ResultWriter`'s
/// direct bytes are compared with (`ResultWriterTests`): the same keys and values, through the tree
/// encoder, which sorts the keys itself.
struct EncodedResult: Encodable, Sendable {
    let result: AuditResult

    init(_ result: AuditResult) { self.result = result }

    enum Keys: String, CodingKey {
        case rule, ruleSet, status, severity, appearance, pairing, token, colors, metric, value, threshold, margin
        case location, message, suggestions, suggestionReason, statusBar, backdropRange, simulations, sameAs
    }

    /// The members DESIGN.md §8 documents for a result, in any order (the tree encoder sorts them).
    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Keys.self)
        try container.encode(result.rule, forKey: .rule)
        try container.encode(result.ruleSet, forKey: .ruleSet)
        try container.encode(result.status.rawValue, forKey: .status)
        try container.encodeIfPresent(result.severity?.rawValue, forKey: .severity)
        // Coverage results have no appearance and no pairing: written as null, as documented.
        if let appearance = result.appearance {
            try container.encode(appearance.name, forKey: .appearance)
        } else {
            try container.encodeNil(forKey: .appearance)
        }
        try encodePairing(into: &container)
        try container.encodeIfPresent(result.token, forKey: .token)
        if let colors = result.colors {
            var nested = container.nestedContainer(keyedBy: ColorKeys.self, forKey: .colors)
            try nested.encode(colors.foreground, forKey: .foreground)
            try nested.encode(colors.background, forKey: .background)
        }
        try container.encodeIfPresent(result.metric?.rawValue, forKey: .metric)
        try container.encodeIfPresent(result.value, forKey: .value)
        try container.encodeIfPresent(result.threshold, forKey: .threshold)
        try container.encodeIfPresent(result.margin, forKey: .margin)
        if let location = result.location {
            var nested = container.nestedContainer(keyedBy: LocationKeys.self, forKey: .location)
            try nested.encode(location.path, forKey: .path)
            try nested.encode(location.line, forKey: .line)
            try nested.encode(location.column, forKey: .column)
        }
        try container.encode(result.message, forKey: .message)
        try container.encodeIfPresent(result.sameAs?.name, forKey: .sameAs)
        try encodeSuggestions(into: &container)
        try container.encodeIfPresent(result.suggestionReason, forKey: .suggestionReason)
        try encodeDetails(into: &container)
    }

    private func encodePairing(into container: inout KeyedEncodingContainer<Keys>) throws {
        if let pairing = result.pairing {
            var nested = container.nestedContainer(keyedBy: PairingKeys.self, forKey: .pairing)
            try nested.encode(pairing.id, forKey: .id)
            if let foreground = pairing.foreground {
                try nested.encode(foreground, forKey: .foreground)
            } else {
                try nested.encodeNil(forKey: .foreground)
            }
            var backgrounds = nested.nestedUnkeyedContainer(forKey: .backgrounds)
            for name in pairing.backgrounds { try backgrounds.encode(name) }
            try nested.encode(pairing.role.rawValue, forKey: .role)
            try nested.encode(pairing.origin, forKey: .origin)
            try nested.encodeIfPresent(pairing.convention, forKey: .convention)
            if !pairing.sites.isEmpty {
                try nested.encode(pairing.sites, forKey: .sites)
                try nested.encodeIfPresent(pairing.siteCount, forKey: .siteCount)
                try nested.encodeIfPresent(pairing.because, forKey: .because)
            }
        } else {
            try container.encodeNil(forKey: .pairing)
        }
    }

    private func encodeSuggestions(into container: inout KeyedEncodingContainer<Keys>) throws {
        var suggestions = container.nestedUnkeyedContainer(forKey: .suggestions)
        for suggestion in result.suggestions {
            var nested = suggestions.nestedContainer(keyedBy: AuditResult.Suggestion.CodingKeys.self)
            try nested.encode(suggestion.side.rawValue, forKey: .side)
            try nested.encode(suggestion.token, forKey: .token)
            // A style suggestion changes no color: no `color` (its text color would read as a paint).
            if suggestion.side != .style {
                try nested.encode(suggestion.color, forKey: .color)
                try nested.encode(suggestion.deltaE, forKey: .deltaE)
            }
            try nested.encode(suggestion.value, forKey: .value)
            try nested.encodeIfPresent(suggestion.direction?.rawValue, forKey: .direction)
            try nested.encodeIfPresent(suggestion.chromaReduced, forKey: .chromaReduced)
            try nested.encodeIfPresent(suggestion.style?.rawValue, forKey: .style)
            try nested.encodeIfPresent(suggestion.threshold, forKey: .threshold)
            try nested.encodeIfPresent(suggestion.measure?.rawValue, forKey: .measure)
        }
    }

    /// The status bar, backdrop range and color-vision simulations, when the result has them.
    private func encodeDetails(into container: inout KeyedEncodingContainer<Keys>) throws {
        if let bar = result.statusBar {
            var nested = container.nestedContainer(
                keyedBy: AuditResult.StatusBarDetail.CodingKeys.self, forKey: .statusBar)
            try nested.encode(bar.brightness, forKey: .brightness)
            if bar.measure == .hsbBrightness {
                try nested.encode(bar.brightnessThreshold, forKey: .brightnessThreshold)
            } else {
                try nested.encode(
                    AuditResult.StatusBarDetail.MeasureDetail(
                        name: bar.measure, threshold: bar.brightnessThreshold, value: bar.measured),
                    forKey: .measure)
            }
            try nested.encode(bar.style.rawValue, forKey: .style)
            if let declared = bar.declaredStyle {
                try nested.encode(declared.rawValue, forKey: .declaredStyle)
            } else {
                try nested.encodeNil(forKey: .declaredStyle)
            }
            try nested.encode(bar.otherStyleRatio, forKey: .otherStyleRatio)
            try nested.encode(bar.luminanceStyle.rawValue, forKey: .luminanceStyle)
        }
        if let range = result.backdropRange {
            var nested = container.nestedContainer(keyedBy: RangeKeys.self, forKey: .backdropRange)
            try nested.encode(range.min, forKey: .min)
            try nested.encode(range.max, forKey: .max)
            try nested.encode(range.worstBackdrop, forKey: .worstBackdrop)
            try nested.encode(range.bestBackdrop, forKey: .bestBackdrop)
        }
        if let simulations = result.simulations {
            var list = container.nestedUnkeyedContainer(forKey: .simulations)
            for simulation in simulations {
                var nested = list.nestedContainer(keyedBy: SimulationKeys.self)
                try nested.encode(simulation.vision, forKey: .vision)
                var colors = nested.nestedContainer(keyedBy: ColorKeys.self, forKey: .colors)
                try colors.encode(simulation.colors.foreground, forKey: .foreground)
                try colors.encode(simulation.colors.background, forKey: .background)
                try nested.encode(simulation.deltaE, forKey: .deltaE)
            }
        }
    }

    enum PairingKeys: String, CodingKey {
        case id, foreground, backgrounds, role, origin, convention, sites, siteCount, because
    }
    enum ColorKeys: String, CodingKey { case foreground, background }
    enum LocationKeys: String, CodingKey { case path, line, column }
    enum RangeKeys: String, CodingKey { case min, max, worstBackdrop, bestBackdrop }
    enum SimulationKeys: String, CodingKey { case vision, colors, deltaE }
}
