import Foundation

/// Single-pair searches already done, by the colors and the target: a search depends on nothing else, so
/// results with the same colors share one (a token without an elevated variant looks the same at both
/// levels; two pairings may draw the same colors), and so do the audits the joint fixer repeats after
/// each round of changes, where most colors have not changed. Safe to use from every core.
package final class SuggestionCache: @unchecked Sendable {
    struct Key: Hashable {
        var foreground: Color
        var backgrounds: [Color]
        var target: SuggestionTarget
    }

    private let lock = NSLock()
    private var found: [Key: PairSuggester.Result] = [:]

    package init() {}

    /// `PairSuggester.suggest` for both sides, computed once per distinct input.
    package func suggest(foreground: Color, backgrounds: [Color], target: SuggestionTarget) -> PairSuggester.Result {
        let key = Key(foreground: foreground, backgrounds: backgrounds, target: target)
        lock.lock()
        let known = found[key]
        lock.unlock()
        if let known { return known }
        // Two threads may search the same key at once; both find the same result, so either may be kept.
        let result = PairSuggester.suggest(foreground: foreground, backgrounds: backgrounds, target: target)
        lock.lock()
        found[key] = result
        lock.unlock()
        return result
    }

    /// How many distinct searches are stored.
    package var count: Int {
        lock.lock()
        defer { lock.unlock() }
        return found.count
    }
}
