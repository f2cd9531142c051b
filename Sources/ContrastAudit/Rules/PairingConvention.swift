/// One naming convention from `Rules/pairings/*.json`: which tokens of a theme are drawn on which, inferred
/// from their names, for the many files (asset catalogs, Android resources, design tokens) that declare no
/// pairings at all.
///
/// A convention pairs a token matching one of its `foreground` patterns with each token of the same theme
/// matching one of its `background` patterns, where every capture the two patterns share holds the same words
/// (``NamePattern``). Conventions only propose what to check; the rule sets decide thresholds, so a
/// convention carries a role and never a minimum (a design system's own target belongs in its description).
package struct PairingConvention: Sendable {
    /// Where a convention looks for backgrounds.
    package enum Background: Sendable, Hashable {
        /// Tokens of the theme whose names match the pattern.
        case pattern(NamePattern)
        /// A built-in color named as is (`ios.systemBackground`), for colors an app draws on system backgrounds.
        case builtIn(String)
    }

    /// One pairing a convention proposes: indexes into the candidates it was given, or a built-in background.
    package struct Match: Sendable, Hashable {
        package var foreground: Int
        package var background: Target

        /// The background of a match.
        package enum Target: Sendable, Hashable {
            case token(Int)
            case builtIn(String)
        }
    }

    /// A token a convention may pair, with its name split once.
    package struct Candidate: Sendable {
        package var name: String
        package var words: [String]

        /// Splits `name` into words.
        package init(name: String) {
            self.name = name
            words = NameWords.split(name)
        }

        /// A candidate whose words are not those of its name (a merged palette token leaves the palette
        /// word out).
        package init(name: String, words: [String]) {
            self.name = name
            self.words = words
        }
    }

    /// Unique across every convention file; shown in reports as the pairing's origin.
    package var id: String
    /// Why the convention holds, in a sentence or two.
    package var description: String
    /// The role of every pairing the convention makes.
    package var role: Role
    package var foregrounds: [NamePattern]
    package var backgrounds: [Background]
    /// Names never taken as foregrounds, backgrounds.
    package var excludedForegrounds: [NamePattern] = []
    package var excludedBackgrounds: [NamePattern] = []
    /// A fallback convention pairs only foregrounds that no other convention (and no declared or configured
    /// pairing) paired, and runs after all others.
    package var isFallback = false
    /// The formats the convention applies to; `nil` for all.
    package var formats: [ThemeFormat]?
    /// The most pairings the convention adds to one theme; more are dropped with a warning, so a broad pattern
    /// on a large token set cannot flood a report.
    package var limit = PairingConvention.defaultLimit
    /// Where the convention is written.
    package var location: SourceLocation

    /// The default ``limit``: well above the largest real design system in the corpus (about 70 pairings
    /// for one convention in one theme), well below a report nobody reads.
    package static let defaultLimit = 250

    static let keys = [
        "id", "description", "role", "foreground", "background", "exclude", "fallback", "formats", "limit",
    ]
    static let excludeKeys = ["foreground", "background"]

    /// Creates a convention.
    package init(
        id: String, description: String, role: Role, foregrounds: [NamePattern], backgrounds: [Background],
        location: SourceLocation
    ) {
        self.id = id
        self.description = description
        self.role = role
        self.foregrounds = foregrounds
        self.backgrounds = backgrounds
        self.location = location
    }

    /// Reads one entry of a convention file's `conventions` array.
    package static func read(_ node: JSONNode) throws(Diagnostic) -> PairingConvention {
        _ = try node.objectMembers("a pairing convention")
        try node.checkKeys(keys, in: "a pairing convention")
        guard let idNode = node["id"] else { throw node.error("a pairing convention needs an \"id\"") }
        let id = try idNode.string("\"id\"")
        guard !id.isEmpty else { throw idNode.error("a pairing convention's \"id\" is empty") }
        guard let descriptionNode = node["description"] else {
            throw node.error("pairing convention \"\(id)\" needs a \"description\" saying why it holds")
        }
        let description = try descriptionNode.string("\"description\"")
        guard let roleNode = node["role"] else {
            throw node.error("pairing convention \"\(id)\" needs a \"role\"")
        }
        let roleText = try roleNode.string("\"role\"")
        let roles = Role.drawn.map(\.rawValue)
        guard let role = Role(rawValue: roleText), Role.drawn.contains(role) else {
            throw roleNode.error(
                "unknown role \(ColorSyntaxError.quote(roleText)); expected \(JSONNode.list(roles))"
                    + DidYouMean.hint(for: roleText, among: roles))
        }
        guard let foregroundNode = node["foreground"] else {
            throw node.error("pairing convention \"\(id)\" needs a \"foreground\" pattern")
        }
        guard let backgroundNode = node["background"] else {
            throw node.error("pairing convention \"\(id)\" needs a \"background\" pattern")
        }
        var convention = PairingConvention(
            id: id, description: description, role: role, foregrounds: try patterns(foregroundNode, "\"foreground\""),
            backgrounds: try backgrounds(backgroundNode), location: node.location)
        if let exclude = node["exclude"] {
            _ = try exclude.objectMembers("\"exclude\"")
            try exclude.checkKeys(excludeKeys, in: "\"exclude\"")
            if let list = exclude["foreground"] {
                convention.excludedForegrounds = try patterns(list, "\"exclude\" \"foreground\"")
            }
            if let list = exclude["background"] {
                convention.excludedBackgrounds = try patterns(list, "\"exclude\" \"background\"")
            }
        }
        if let fallback = node["fallback"] { convention.isFallback = try fallback.bool("\"fallback\"") }
        if let formatsNode = node["formats"] {
            let names = ThemeReaders.formats.map(\.name)
            var formats: [ThemeFormat] = []
            for (name, element) in try formatsNode.stringList("\"formats\"") {
                guard let format = ThemeReaders.format(named: name) else {
                    throw element.error(
                        "unknown format \(ColorSyntaxError.quote(name)); expected \(JSONNode.list(names))"
                            + DidYouMean.hint(for: name, among: names))
                }
                formats.append(format)
            }
            convention.formats = formats
        }
        if let limitNode = node["limit"] {
            let value = try limitNode.number("\"limit\"")
            guard value >= 1, value == value.rounded(), value <= 100_000 else {
                let shown = value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
                throw limitNode.error("\"limit\" must be a whole number from 1 to 100000, found \(shown)")
            }
            convention.limit = Int(value)
        }
        return convention
    }

    /// A pattern or a list of them.
    static func patterns(_ node: JSONNode, _ what: String) throws(Diagnostic) -> [NamePattern] {
        var result: [NamePattern] = []
        for (text, element) in try node.stringList(what) {
            result.append(try pattern(text, at: element))
        }
        return result
    }

    /// Parses one pattern, reporting a syntax error at the character it concerns.
    static func pattern(_ text: String, at node: JSONNode) throws(Diagnostic) -> NamePattern {
        do {
            return try NamePattern(parsing: text)
        } catch {
            var location = node.location
            // The string's text is its source when it has no escapes: then the column can point into it.
            if node.byteRange.count == text.utf8.count + 2 {
                let scalars = text.prefix(error.offset).unicodeScalars.count
                location.column += 1 + scalars
                location.offset += 1 + text.prefix(error.offset).utf8.count
            }
            throw Diagnostic(
                severity: .error, location: location,
                message: "\(error.message) in pattern \(ColorSyntaxError.quote(text))")
        }
    }

    /// Patterns and built-in color names.
    static func backgrounds(_ node: JSONNode) throws(Diagnostic) -> [Background] {
        var result: [Background] = []
        for (text, element) in try node.stringList("\"background\"") {
            if SystemColors.isBuiltIn(text) {
                guard SystemColors.color(text, in: Appearance(.light)) != nil else {
                    throw element.error(
                        "unknown built-in color \(ColorSyntaxError.quote(text))"
                            + DidYouMean.hint(for: text, among: SystemColors.allReferences))
                }
                result.append(.builtIn(text))
            } else {
                result.append(.pattern(try pattern(text, at: element)))
            }
        }
        return result
    }

    /// Whether the convention applies to a theme of `format`.
    package func applies(to format: ThemeFormat) -> Bool {
        formats.map { $0.contains(format) } ?? true
    }

    /// The pairings the convention finds among `candidates` (the tokens of one theme), ordered by foreground,
    /// then by background pattern, then by background; a token is never paired with itself.
    package func matches(among candidates: [Candidate]) -> [Match] {
        var foregroundBindings: [(index: Int, bindings: [NamePattern.Bindings])] = []
        for (index, candidate) in candidates.enumerated()
        where !excludedForegrounds.contains(where: { $0.matches(candidate.words) }) {
            var bindings: [NamePattern.Bindings] = []
            for pattern in foregrounds {
                for found in pattern.bindings(matching: candidate.words) where !bindings.contains(found) {
                    bindings.append(found)
                }
            }
            if !bindings.isEmpty { foregroundBindings.append((index, bindings)) }
        }
        guard !foregroundBindings.isEmpty else { return [] }

        let allowed = candidates.indices.filter { index in
            !excludedBackgrounds.contains { $0.matches(candidates[index].words) }
        }
        var indexes = backgrounds.map { BackgroundIndex(background: $0, candidates: candidates, allowed: allowed) }
        var result: [Match] = []
        for (foreground, bindings) in foregroundBindings {
            for position in indexes.indices {
                var targets: [Match.Target] = []
                if case .builtIn(let name) = indexes[position].background {
                    targets = [.builtIn(name)]
                } else {
                    var tokens = Set<Int>()
                    for binding in bindings { tokens.formUnion(indexes[position].tokens(matching: binding)) }
                    tokens.remove(foreground)
                    targets = tokens.sorted().map { .token($0) }
                }
                result += targets.map { Match(foreground: foreground, background: $0) }
            }
        }
        return result
    }

    /// The tokens one background pattern matches, indexed by the words of the captures it may share with a
    /// foreground, so joining is one lookup per foreground rather than one match per pair.
    private struct BackgroundIndex {
        let background: Background
        /// Each allowed token's bindings for the pattern.
        private var bindings: [(index: Int, bindings: [NamePattern.Bindings])] = []
        /// Tokens by the capture names a foreground binds (sorted), then by those captures' words.
        private var byKey: [[String]: [[[String]]: [Int]]] = [:]

        init(background: Background, candidates: [Candidate], allowed: [Int]) {
            self.background = background
            guard case .pattern(let pattern) = background else { return }
            for index in allowed {
                let found = pattern.bindings(matching: candidates[index].words)
                if !found.isEmpty { bindings.append((index, found)) }
            }
        }

        /// The tokens whose bindings agree with `foreground` on every capture both have.
        mutating func tokens(matching foreground: NamePattern.Bindings) -> [Int] {
            guard case .pattern(let pattern) = background else { return [] }
            let shared = pattern.captureNames.filter { foreground[$0] != nil }.sorted()
            if byKey[shared] == nil {
                var table: [[[String]]: [Int]] = [:]
                for (index, options) in bindings {
                    for option in options {
                        let key = shared.map { option[$0] ?? [] }
                        if table[key]?.last != index { table[key, default: []].append(index) }
                    }
                }
                byKey[shared] = table
            }
            return byKey[shared]?[shared.map { foreground[$0] ?? [] }] ?? []
        }
    }
}
