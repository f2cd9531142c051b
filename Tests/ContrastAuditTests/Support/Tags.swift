import Testing

extension Tag {
    /// Suites that take more than about a second: property sweeps over many colors, whole sweeps, the
    /// real-world corpus and schema validation. Xcode filters by tag; `swift test` (6.3) filters by name
    /// only, so `swift test --skip 'Sweep|Corpus|SuggestionProperty|BackdropRange|SARIFSchema|PairingQuality'` leaves the same
    /// suites out while iterating. `TagTests` keeps that pattern and the tags in step.
    @Tag static var slow: Self
}
