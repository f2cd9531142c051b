/// Suggestions for misspelled names (keys, token names, rule ids, color names), so that an error about an
/// unknown name can say which known one was probably meant.
package enum DidYouMean {
    /// The candidate closest to `input`, or `nil` when none is close enough to be a likely typo.
    ///
    /// Distance is the case-insensitive optimal string alignment distance (Damerau-Levenshtein where each
    /// substring is edited once): insertions, deletions, substitutions and swaps of adjacent characters cost 1.
    /// A candidate qualifies when its distance is at most `max(1, min(3, input.count / 3))`, so short names
    /// allow one typo and long ones up to three; when it differs from `input` only in case; or when one of the
    /// two is a prefix of the other and that prefix has at least 4 characters (`back` for `background`).
    /// Ties go to the smaller distance, then to the lexicographically smaller candidate, so the answer does not
    /// depend on the candidates' order. When `input` is itself a candidate there is no typo to fix, and the
    /// answer is `nil`.
    package static func suggestion(for input: String, among candidates: some Sequence<String>) -> String? {
        let candidates = Array(candidates)
        guard !candidates.contains(input) else { return nil }
        let folded = Array(input.lowercased())
        let limit = max(1, min(3, input.count / 3))
        var best: (distance: Int, candidate: String)?
        for candidate in candidates {
            let other = Array(candidate.lowercased())
            let distance = optimalStringAlignmentDistance(folded, other)
            let shorter = min(folded.count, other.count)
            let isPrefix = shorter >= 4 && (folded.starts(with: other) || other.starts(with: folded))
            guard distance <= limit || distance == 0 || isPrefix else { continue }
            if let current = best, (current.distance, current.candidate) <= (distance, candidate) { continue }
            best = (distance, candidate)
        }
        return best?.candidate
    }

    /// `; did you mean "x"?` to append to an error message, or an empty string when nothing is close.
    package static func hint(for input: String, among candidates: some Sequence<String>) -> String {
        guard let suggestion = suggestion(for: input, among: candidates) else { return "" }
        return "; did you mean \"\(suggestion)\"?"
    }

    /// Edit distance with adjacent transpositions, over two rows of the classic table plus the one before them.
    static func optimalStringAlignmentDistance(_ source: [Character], _ target: [Character]) -> Int {
        if source.isEmpty { return target.count }
        if target.isEmpty { return source.count }
        var beforePrevious = [Int](repeating: 0, count: target.count + 1)
        var previous = Array(0...target.count)
        var current = [Int](repeating: 0, count: target.count + 1)
        for i in 1...source.count {
            current[0] = i
            for j in 1...target.count {
                let cost = source[i - 1] == target[j - 1] ? 0 : 1
                var distance = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1 && j > 1 && source[i - 1] == target[j - 2] && source[i - 2] == target[j - 1] {
                    distance = min(distance, beforePrevious[j - 2] + 1)
                }
                current[j] = distance
            }
            (beforePrevious, previous, current) = (previous, current, beforePrevious)
        }
        return previous[target.count]
    }
}
