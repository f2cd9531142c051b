/// A pattern over the words of a token name (``NameWords``), the small language pairing conventions are
/// written in (`Rules/pairings/README.md`).
///
/// Matching whole words rather than characters is what keeps conventions from pairing by accident: `** text **`
/// matches `textPrimary` and `ACHeaderText` but not `context`. Captures let one pattern say how two names relate:
/// `{prefix?} on {color}` and `{prefix?} {color}` pair `m3_sys_color_light_on_primary` with
/// `m3_sys_color_light_primary`, never with `m3_sys_color_dark_primary`.
///
/// | element | matches |
/// | --- | --- |
/// | `word` | that word (written in any spelling: `onSurface` is the two words `on surface`) |
/// | `(a\|b c\|)` | one of the alternatives, each zero or more words, `*` or `#` (an empty one makes the group optional) |
/// | `*` | exactly one word |
/// | `#` | exactly one word of digits (`100` in `gray100`, `3` in `decorative.3`) |
/// | `**` | any number of words, none included |
/// | `{name}` | one or more words, captured as `name` |
/// | `{name?}` | zero or more words, captured as `name` |
///
/// A capture name used a second time, in the same pattern or in the background pattern of the same convention,
/// must match the same words.
package struct NamePattern: Sendable, Hashable, CustomStringConvertible {
    /// One element of a pattern.
    package enum Element: Sendable, Hashable {
        /// One literal word, lowercased.
        case word(String)
        /// One of several sequences of one-word elements (`word`, `anyWord`, `number`); an empty sequence makes
        /// the group optional.
        case alternatives([[Element]])
        /// Exactly one word.
        case anyWord
        /// Exactly one word of digits.
        case number
        /// Zero or more words.
        case anyWords
        /// A capture: one or more words, or zero or more when `optional`.
        case capture(name: String, optional: Bool)
    }

    /// What went wrong in a pattern, and where (a position in `Character`s of the pattern text).
    package struct SyntaxError: Error, Sendable, Hashable {
        package var message: String
        package var offset: Int
    }

    /// The elements in order.
    package let elements: [Element]
    /// The pattern as written.
    package let text: String
    /// The capture names, in order of first use.
    package let captureNames: [String]
    /// Words every matching name contains, for a quick rejection before matching.
    let requiredWords: Set<String>
    /// For each group of alternatives that all hold a literal word, those words: a matching name contains at
    /// least one of each set (`(text|fg|label) **` needs `text`, `fg` or `label`).
    let requiredOneOf: [Set<String>]

    package var description: String { text }

    /// Parses a pattern.
    ///
    /// - Throws: ``SyntaxError`` for an unclosed or unexpected bracket, an empty capture name, `***`, a wildcard
    ///   or capture inside alternatives, or a pattern with no elements.
    package init(parsing text: String) throws(SyntaxError) {
        self.text = text
        let elements = try Self.parseElements(Array(text))
        guard !elements.isEmpty else {
            throw SyntaxError(message: "a pattern needs at least one word, wildcard or capture", offset: 0)
        }
        self.elements = elements
        (captureNames, requiredWords, requiredOneOf) = Self.summary(of: elements)
    }

    /// The elements of a pattern's text, in order.
    private static func parseElements(_ characters: [Character]) throws(SyntaxError) -> [Element] {
        var elements: [Element] = []
        var literal = ""
        var index = 0
        func flushLiteral() {
            for word in NameWords.split(literal) { elements.append(.word(word)) }
            literal = ""
        }
        while index < characters.count {
            let character = characters[index]
            switch character {
            case "{":
                flushLiteral()
                let end = try closing("}", in: characters, from: index)
                elements.append(try capture(characters[(index + 1)..<end], at: index))
                index = end + 1
            case "(":
                flushLiteral()
                let end = try closing(")", in: characters, from: index)
                elements.append(try alternatives(characters[(index + 1)..<end], end: end))
                index = end + 1
            case "*":
                flushLiteral()
                var count = 0
                while index + count < characters.count && characters[index + count] == "*" { count += 1 }
                guard count <= 2 else {
                    throw SyntaxError(message: "use * for one word or ** for any number of words", offset: index)
                }
                elements.append(count == 1 ? .anyWord : .anyWords)
                index += count
            case "#":
                flushLiteral()
                elements.append(.number)
                index += 1
            case "}", ")", "|":
                throw SyntaxError(message: "unexpected \"\(character)\"", offset: index)
            default:
                literal.append(character)
                index += 1
            }
        }
        flushLiteral()
        return elements
    }

    /// The index of `bracket` from `start` (the opening bracket's index) on.
    private static func closing(
        _ bracket: Character, in characters: [Character], from start: Int
    ) throws(SyntaxError) -> Int {
        guard let end = characters[start...].firstIndex(of: bracket) else {
            throw SyntaxError(message: "unclosed \"\(characters[start])\"", offset: start)
        }
        return end
    }

    /// `{name}` or `{name?}`: `body` is what the braces hold, `start` the offset of `{`.
    private static func capture(_ body: ArraySlice<Character>, at start: Int) throws(SyntaxError) -> Element {
        var name = String(body)
        let optional = name.hasSuffix("?")
        if optional { name.removeLast() }
        guard !name.isEmpty, name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "-" }) else {
            throw SyntaxError(
                message: "a capture needs a name of letters, digits, \"_\" or \"-\", like {color} or {prefix?}",
                offset: start)
        }
        return .capture(name: name, optional: optional)
    }

    /// `(a|b c|)`: `body` is what the parentheses hold (its indices are offsets in the pattern), `end` the
    /// offset of `)`.
    private static func alternatives(_ body: ArraySlice<Character>, end: Int) throws(SyntaxError) -> Element {
        if let nested = body.firstIndex(where: { "({".contains($0) }) {
            throw SyntaxError(
                message: "alternatives hold words, * and # only; \"\(body[nested])\" cannot appear inside (...)",
                offset: nested)
        }
        if let stars = body.indices.first(where: { body[$0] == "*" && $0 + 1 < end && body[$0 + 1] == "*" }) {
            throw SyntaxError(message: "** cannot appear inside (...); use * for one word", offset: stars)
        }
        var options: [[Element]] = []
        for option in String(body).split(separator: "|", omittingEmptySubsequences: false) {
            var items: [Element] = []
            var word = ""
            for character in option + "|" {
                guard character == "*" || character == "#" || character == "|" else {
                    word.append(character)
                    continue
                }
                items += NameWords.split(word).map(Element.word)
                word = ""
                if character == "*" { items.append(.anyWord) }
                if character == "#" { items.append(.number) }
            }
            if !options.contains(items) { options.append(items) }
        }
        return .alternatives(options)
    }

    /// The capture names in order of first use, the words every match contains, and the sets of words a
    /// match contains one of.
    private static func summary(
        of elements: [Element]
    ) -> (captureNames: [String], requiredWords: Set<String>, requiredOneOf: [Set<String>]) {
        var names: [String] = []
        var required = Set<String>()
        var oneOf: [Set<String>] = []
        for element in elements {
            switch element {
            case .capture(let name, _) where !names.contains(name): names.append(name)
            case .word(let word): required.insert(word)
            case .alternatives(let options):
                // A word in every alternative is required too: (text|label) requires nothing, (on) requires "on".
                var common = Set<String>()
                if let first = options.first {
                    common = options.dropFirst().reduce(Set(first.compactMap(\.literal))) {
                        $0.intersection($1.compactMap(\.literal))
                    }
                    required.formUnion(common)
                }
                let literals = options.map { Set($0.compactMap(\.literal)) }
                if common.isEmpty && literals.allSatisfy({ !$0.isEmpty }) {
                    oneOf.append(literals.reduce(Set()) { $0.union($1) })
                }
            default: break
            }
        }
        return (names, required, oneOf)
    }

    /// Captured words by capture name.
    package typealias Bindings = [String: [String]]

    /// Every way the pattern matches `words`, as the captures each way binds, without repeats. Captures already
    /// in `bound` must match the words they hold. An empty result means no match; a match without captures is
    /// one empty binding.
    package func bindings(matching words: [String], bound: Bindings = [:]) -> [Bindings] {
        guard mayMatch(words) else { return [] }
        var results: [Bindings] = []
        var seen = Set<Bindings>()
        var bindings = bound
        match(element: 0, word: 0, words, &bindings) { found in
            if seen.insert(found).inserted { results.append(found) }
        }
        return results
    }

    /// Whether the pattern matches `words` at all.
    package func matches(_ words: [String]) -> Bool {
        guard mayMatch(words) else { return false }
        var bindings: Bindings = [:]
        var found = false
        match(element: 0, word: 0, words, &bindings) { _ in found = true }
        return found
    }

    /// A quick test before backtracking: the words the pattern cannot match without.
    private func mayMatch(_ words: [String]) -> Bool {
        requiredWords.allSatisfy(words.contains) && requiredOneOf.allSatisfy { !$0.isDisjoint(with: words) }
    }

    /// Backtracking over elements; `report` receives the bindings of each complete match.
    private func match(
        element: Int, word: Int, _ words: [String], _ bindings: inout Bindings, report: (Bindings) -> Void
    ) {
        guard element < elements.count else {
            if word == words.count { report(bindings) }
            return
        }
        let remaining = words.count - word
        switch elements[element] {
        case .word(let expected):
            if word < words.count && words[word] == expected {
                match(element: element + 1, word: word + 1, words, &bindings, report: report)
            }
        case .alternatives(let options):
            for option in options
            where option.count <= remaining && zip(option, words[word...]).allSatisfy({ $0.matchesOneWord($1) }) {
                match(element: element + 1, word: word + option.count, words, &bindings, report: report)
            }
        case .anyWord:
            if word < words.count { match(element: element + 1, word: word + 1, words, &bindings, report: report) }
        case .number:
            if word < words.count && Element.number.matchesOneWord(words[word]) {
                match(element: element + 1, word: word + 1, words, &bindings, report: report)
            }
        case .anyWords:
            for end in word...words.count {
                match(element: element + 1, word: end, words, &bindings, report: report)
            }
        case .capture(let name, let optional):
            if let value = bindings[name] {
                guard value.count <= remaining, optional || !value.isEmpty,
                    words[word..<(word + value.count)].elementsEqual(value)
                else { return }
                match(element: element + 1, word: word + value.count, words, &bindings, report: report)
                return
            }
            for end in (word + (optional ? 0 : 1))..<(words.count + 1) {
                bindings[name] = Array(words[word..<end])
                match(element: element + 1, word: end, words, &bindings, report: report)
            }
            bindings[name] = nil
        }
    }
}

extension NamePattern.Element {
    /// The word of a `.word` element.
    var literal: String? {
        if case .word(let word) = self { return word }
        return nil
    }

    /// Whether a one-word element (a word, `*` or `#`) matches `word`.
    func matchesOneWord(_ word: String) -> Bool {
        switch self {
        case .word(let expected): expected == word
        case .anyWord: true
        case .number: !word.isEmpty && word.allSatisfy(\.isNumber)
        default: false
        }
    }
}
