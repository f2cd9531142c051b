/// A token name with `*` wildcards, as pairings in `.contrastaudit.json` may be written
/// (`{"foreground": "text.*", "background": "bg.canvas.*"}`), so one entry covers a family of tokens.
///
/// `*` stands for any run of characters, dots and slashes included, and everything else must match exactly
/// (token names are case-sensitive). Unlike pairing conventions (``NamePattern``), a glob works on the name
/// as written: the user wrote it against the names `audit check --list-tokens` prints.
package struct TokenGlob: Sendable, Hashable {
    /// The pattern as written.
    package let text: String
    private let characters: [Character]

    /// Creates a glob.
    package init(_ text: String) {
        self.text = text
        characters = Array(text)
    }

    /// Whether `name` contains a wildcard, that is, needs expanding rather than naming one token.
    package static func isPattern(_ name: String) -> Bool {
        name.contains("*")
    }

    /// Whether `name` matches the whole pattern.
    package func matches(_ name: String) -> Bool {
        let name = Array(name)
        var (p, n) = (0, 0)
        // The last `*` seen and the name position it currently stops at, to retry with one more character.
        var star: (pattern: Int, name: Int)?
        while n < name.count {
            if p < characters.count && characters[p] == "*" {
                star = (p, n)
                p += 1
            } else if p < characters.count && characters[p] == name[n] {
                p += 1
                n += 1
            } else if let last = star {
                p = last.pattern + 1
                n = last.name + 1
                star = (last.pattern, last.name + 1)
            } else {
                return false
            }
        }
        while p < characters.count && characters[p] == "*" { p += 1 }
        return p == characters.count
    }

    /// The names among `candidates` closest to the pattern, for an error about a pattern that matches nothing:
    /// fewest edits (insertions, deletions, substitutions) to make the pattern match part of the name, where
    /// each `*` may stand for any text for free (so `text.*` is close to `color.text.primary`); ties go to the
    /// fewest edits to match the whole name, then to the name.
    package func closest(among candidates: some Sequence<String>, count: Int = 3) -> [String] {
        let scored = candidates.map { name -> (part: Int, whole: Int, name: String) in
            let characters = Array(name)
            return (distance(to: characters, anchored: false), distance(to: characters, anchored: true), name)
        }
        return scored.sorted { ($0.part, $0.whole, $0.name) < ($1.part, $1.whole, $1.name) }.prefix(count)
            .map(\.name)
    }

    /// Edit distance between the pattern and `name` (or, when not `anchored`, the closest part of `name`),
    /// where `*` matches any run of characters at no cost.
    func distance(to name: [Character], anchored: Bool) -> Int {
        // previous[j]: cost of matching the pattern so far against the first j characters of the name, which
        // may start anywhere when the match is not anchored.
        var previous = anchored ? Array(0...name.count) : [Int](repeating: 0, count: name.count + 1)
        for character in characters {
            var current = [Int](repeating: 0, count: name.count + 1)
            if character == "*" {
                current[0] = previous[0]
                for j in stride(from: 1, through: name.count, by: 1) {
                    current[j] = min(previous[j], current[j - 1])
                }
            } else {
                current[0] = previous[0] + 1
                for j in stride(from: 1, through: name.count, by: 1) {
                    let substitution = previous[j - 1] + (character == name[j - 1] ? 0 : 1)
                    current[j] = min(substitution, previous[j] + 1, current[j - 1] + 1)
                }
            }
            previous = current
        }
        return anchored ? previous[name.count] : previous.min() ?? 0
    }
}
