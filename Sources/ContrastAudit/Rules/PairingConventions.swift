import Foundation

/// The pairing conventions of `Rules/pairings/*.json`, read in file-name order, and how they add pairings to
/// themes that declare none (DESIGN.md §2: pairings come "declared in the theme, from config, or from pairing
/// conventions in Rules/").
///
/// Conventions run in order: every non-fallback convention in file order, then the fallback ones. The first
/// convention to propose a pairing owns it (reports name it as the origin); a later one proposing the same
/// foreground on the same background adds nothing. Tokens whose value the format cannot resolve (an Android
/// dynamic color, a reference to another module) are never paired by a convention: a guess must not turn a
/// reader's warning into an error.
package struct PairingConventions: Sendable {
    /// The conventions in the order they run.
    package var conventions: [PairingConvention]

    /// The folder under the rules folder that holds convention files.
    package static let folderName = "pairings"

    static let fileKeys = ["$schema", "description", "conventions"]

    /// Creates a set; fallback conventions run after the others whatever their position.
    package init(_ conventions: [PairingConvention]) {
        self.conventions = conventions.filter { !$0.isFallback } + conventions.filter(\.isFallback)
    }

    /// Reads one convention file.
    package static func read(_ bytes: [UInt8], path: String) throws(Diagnostic) -> [PairingConvention] {
        let root = try JSONParser.parse(bytes, path: path)
        _ = try root.objectMembers("a pairing-convention file")
        try root.checkKeys(fileKeys, in: "a pairing-convention file")
        if let description = root["description"] { _ = try description.string("\"description\"") }
        guard let list = root["conventions"] else {
            throw root.error("a pairing-convention file needs a \"conventions\" array")
        }
        var result: [PairingConvention] = []
        for element in try list.arrayElements("\"conventions\"") {
            result.append(try PairingConvention.read(element))
        }
        return result
    }

    /// Reads every `*.json` file of `directory` in name order; a missing folder holds no conventions. Errors
    /// of every file are reported together, and an id used twice is an error at its second use.
    package static func load(directory: URL) throws(DiagnosticList) -> PairingConventions {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: directory.path, isDirectory: &isFolder), isFolder.boolValue else {
            return PairingConventions([])
        }
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: directory.path)
        } catch {
            throw DiagnosticList([
                Diagnostic(
                    severity: .error, location: SourceLocation(path: directory.path),
                    message: "cannot list the pairing-convention folder: \(error.localizedDescription)")
            ])
        }
        var conventions: [PairingConvention] = []
        var errors: [Diagnostic] = []
        var seen: [String: SourceLocation] = [:]
        for name in names.filter({ $0.hasSuffix(".json") }).sorted() {
            let url = directory.appendingPathComponent(name)
            do throws(Diagnostic) {
                for convention in try read(try SourceFile.read(at: url, displayPath: url.path), path: url.path) {
                    if let first = seen[convention.id] {
                        throw Diagnostic(
                            severity: .error, location: convention.location,
                            message: "pairing convention \"\(convention.id)\" is defined twice (first at \(first))")
                    }
                    seen[convention.id] = convention.location
                    conventions.append(convention)
                }
            } catch {
                errors.append(error)
            }
        }
        if !errors.isEmpty { throw DiagnosticList(errors) }
        return PairingConventions(conventions)
    }

    /// Adds convention pairings to each theme `mode` applies to; warnings (a convention over its limit) join
    /// the theme's warnings, and merged palette tokens (``PaletteVariants``) that a pairing uses join its tokens.
    package func apply(to themes: inout [Theme], mode: ConventionMode) {
        for index in themes.indices where mode.applies(to: themes[index]) {
            let proposal = proposal(for: themes[index])
            themes[index].tokens += proposal.tokens
            themes[index].pairings += proposal.pairings
            themes[index].warnings += proposal.warnings
        }
    }

    /// What the conventions add to one theme.
    package struct Proposal: Sendable {
        package var pairings: [Pairing] = []
        package var warnings: [Diagnostic] = []
        /// Merged palette tokens the pairings use, to be added to the theme.
        package var tokens: [Token] = []
        /// Why each pairing was inferred, in the order of `pairings`.
        package var explanations: [Explanation] = []
    }

    /// Why a convention inferred a pairing, for `audit pairings`.
    package struct Explanation: Sendable {
        /// The pairing.
        package var pairing: Pairing
        /// The convention that made it.
        package var convention: String
        /// The words of the foreground's and the background's names the convention matched (a merged palette
        /// token without its palette word; an asset catalog's folder words included).
        package var foregroundWords: [String]
        package var backgroundWords: [String]
        /// The convention's description.
        package var why: String
        /// What else decided the pairing: a role changed by a name, palette tokens merged.
        package var notes: [String]
    }

    /// The pairings the conventions propose for `theme`, leaving out any it already has.
    package func pairings(for theme: Theme) -> (pairings: [Pairing], warnings: [Diagnostic]) {
        let proposal = proposal(for: theme)
        return (proposal.pairings, proposal.warnings)
    }

    /// The pairings the conventions propose for `theme`, leaving out any it already has, with the merged
    /// palette tokens they use. A light and a dark token merged into one are offered only as that one token,
    /// and no pairing joins a light-palette token with a dark-palette one.
    package func proposal(for theme: Theme) -> Proposal {
        let offered = Offered(theme)
        let (palettes, tokens, candidates, sides, roles) =
            (offered.palettes, offered.tokens, offered.candidates, offered.sides, offered.roles)
        let resolvable = offered.resolvable
        var proposal = Proposal()
        var known = Set(theme.pairings.map(PairKey.init))
        var paired = Set(theme.pairings.compactMap(\.foreground))
        // A token the code's usage pairs is not paired again by its name, nor is the token it is an alias of
        // (`PassColor.textNorm` = `Color.textNorm`, the asset `TextNorm`: the same colors under a second name).
        // So is one the views pair with a color that cannot be evaluated: the code says what it meets.
        let usagePaired = Set(
            (theme.pairings.filter { $0.origin == .usage }.flatMap(\.tokens) + theme.unevaluatedTokens.sorted())
                .flatMap { Self.aliasChain($0, in: theme) })
        for convention in conventions where convention.applies(to: theme.format) {
            var added: [Pairing] = []
            var dropped = 0
            for match in convention.matches(among: candidates) {
                let foreground = tokens[match.foreground]
                if convention.isFallback && paired.contains(foreground.name) { continue }
                if usagePaired.contains(foreground.name) { continue }
                let background: String
                var locations = [foreground.name: foreground.location]
                switch match.background {
                case .token(let index):
                    guard PaletteVariants.compatible(sides[match.foreground], sides[index]),
                        foreground.instance == tokens[index].instance,
                        NameRoles.allows(foreground: roles[match.foreground], background: roles[index])
                    else { continue }
                    background = tokens[index].name
                    locations[background] = tokens[index].location
                case .builtIn(let name):
                    guard roles[match.foreground].shadows.isEmpty, foreground.instance == nil else { continue }
                    background = name
                }
                guard known.insert(PairKey(foreground: foreground.name, backgrounds: [background])).inserted else {
                    continue
                }
                guard added.count < convention.limit else {
                    dropped += 1
                    continue
                }
                let role = NameRoles.role(convention.role, foreground: roles[match.foreground])
                var pairing = Pairing(
                    foreground: foreground.name, backgrounds: [background], role: role,
                    location: foreground.location, origin: .convention(convention.id))
                pairing.tokenLocations = locations
                added.append(pairing)
                proposal.explanations.append(
                    Self.explanation(
                        pairing, convention: convention, match: match, candidates: candidates, palettes: palettes,
                        tokens: resolvable))
            }
            if dropped > 0 {
                proposal.warnings.append(
                    Diagnostic(
                        severity: .warning, location: SourceLocation(path: theme.path),
                        message: "pairing convention \"\(convention.id)\" matched \(added.count + dropped) pairings; "
                            + "only the first \(convention.limit) are checked (declare the pairings you mean in "
                            + "\(AuditConfig.fileName))"))
            }
            // Foregrounds paired by this convention are not offered to fallbacks, but a later regular convention
            // may still pair them with other backgrounds.
            for pairing in added { if let name = pairing.foreground { paired.insert(name) } }
            proposal.pairings += added
        }
        let rolesByName = Dictionary(
            zip(candidates.map(\.name), roles), uniquingKeysWith: { first, _ in first })
        proposal.pairings = NameRoles.scopeToComponents(proposal.pairings, roles: rolesByName)
        proposal.pairings = Self.withoutAliasCopies(proposal.pairings, existing: theme.pairings, in: theme)
        let kept = Set(proposal.pairings.map(PairKey.init))
        proposal.explanations.removeAll {
            !kept.contains(PairKey($0.pairing))
        }
        let used = Set(proposal.pairings.flatMap(\.tokens))
        proposal.tokens = palettes.merged.map(\.token).filter {
            used.contains($0.name) && theme.token(named: $0.name) == nil
        }
        return proposal
    }

    /// The tokens of a theme as conventions see them: resolvable tokens, a light and a dark palette token
    /// replaced by their merged token, each with its name words (an asset catalog's folder words first),
    /// its palette side and the roles its words give.
    struct Offered {
        /// The theme's tokens that resolve.
        let resolvable: [Token]
        let palettes: PaletteVariants
        /// The tokens offered, by candidate index.
        var tokens: [Token] = []
        var candidates: [PairingConvention.Candidate] = []
        var sides: [PaletteVariants.Side?] = []
        let roles: [NameRoles]

        init(_ theme: Theme) {
            let unresolvable = PairingConventions.unresolvableTokens(in: theme)
            resolvable = theme.tokens.filter { !unresolvable.contains($0.name) && !$0.isThemeStorage }
            palettes = PaletteVariants(tokens: resolvable)
            let replaced = Set(palettes.merged.flatMap { [$0.light, $0.dark] })
            for (index, token) in resolvable.enumerated() where !replaced.contains(index) {
                tokens.append(token)
                let groups = theme.format == .assetCatalog ? PairingConventions.groupWords(of: token) : []
                // An instance's token is named by its role within the instance (`colors.primaryText`).
                let role = token.instance.map { String(token.name.dropFirst($0.count + 1)) } ?? token.name
                candidates.append(PairingConvention.Candidate(name: token.name, words: groups + NameWords.split(role)))
                sides.append(palettes.sides[index])
            }
            for merged in palettes.merged where theme.token(named: merged.token.name) == nil {
                tokens.append(merged.token)
                candidates.append(PairingConvention.Candidate(name: merged.token.name, words: merged.words))
                sides.append(.both)
            }
            roles = candidates.map { NameRoles(words: $0.words) }
        }
    }

    /// Why `pairing` was inferred: the convention, the words it matched, and what else decided it.
    static func explanation(
        _ pairing: Pairing, convention: PairingConvention, match: PairingConvention.Match,
        candidates: [PairingConvention.Candidate], palettes: PaletteVariants, tokens: [Token]
    ) -> Explanation {
        var backgroundWords: [String] = []
        if case .token(let index) = match.background { backgroundWords = candidates[index].words }
        var notes: [String] = []
        if pairing.role != convention.role {
            notes.append(
                "checked as \(pairing.role.rawValue), not \(convention.role.rawValue): its name has a stroke word")
        }
        for name in pairing.tokens {
            guard let merged = palettes.merged.first(where: { $0.token.name == name }) else { continue }
            notes.append("\(name) is \(tokens[merged.light].name) in light and \(tokens[merged.dark].name) in dark")
        }
        return Explanation(
            pairing: pairing, convention: convention.id, foregroundWords: candidates[match.foreground].words,
            backgroundWords: backgroundWords, why: convention.description, notes: notes)
    }

    /// The words of the asset-catalog folders a color set sits in that its name does not include (a folder
    /// without `provides-namespace`): `Text Colors/primary.colorset` says the color is text, `Backgrounds/`
    /// that it is a background. Plural kind words count as singular, and `color`/`colors` add nothing.
    static func groupWords(of token: Token) -> [String] {
        let folders = token.location.path.split(separator: "/").map(String.init)
        guard let catalog = folders.lastIndex(where: { $0.hasSuffix(".xcassets") }),
            let set = folders.lastIndex(where: { $0.hasSuffix(".colorset") }), set > catalog + 1
        else { return [] }
        let named = Set(token.name.split(separator: "/").map(String.init))
        var words: [String] = []
        for folder in folders[(catalog + 1)..<set] where !named.contains(folder) {
            for word in NameWords.split(folder) where word != "color" && word != "colors" {
                words.append(singular[word] ?? word)
            }
        }
        return words
    }

    /// Plural kind words in folder names.
    static let singular = [
        "backgrounds": "background", "texts": "text", "labels": "label", "borders": "border", "strokes": "stroke",
        "surfaces": "surface", "fills": "fill", "buttons": "button", "foregrounds": "foreground",
    ]

    /// Leaves out a pairing of aliases whose targets are paired too (`PassColor.textNorm on
    /// PassColor.backgroundNorm` beside `TextNorm on BackgroundNorm`, the asset colors the code palette names):
    /// the same two colors under second names. Two semantic tokens that alias the same primitives are kept, as
    /// nothing pairs the primitives themselves.
    private static func withoutAliasCopies(_ pairings: [Pairing], existing: [Pairing], in theme: Theme) -> [Pairing] {
        let keys = Set((pairings + existing).map(PairKey.init))
        return pairings.filter { pairing in
            let target = PairKey(
                foreground: pairing.foreground.map { aliasTarget($0, in: theme) },
                backgrounds: pairing.backgrounds.map { aliasTarget($0, in: theme) })
            return target == PairKey(pairing) || !keys.contains(target)
        }
    }

    /// `name` and the tokens it is a plain alias of (one variant, a reference), in order.
    private static func aliasChain(_ name: String, in theme: Theme) -> [String] {
        var chain = [name]
        var current = name
        while chain.count < 16, let token = theme.token(named: current), token.variants.count == 1,
            case .reference(let target, _) = token.variants[0].value, !chain.contains(target)
        {
            chain.append(target)
            current = target
        }
        return chain
    }

    /// The token a chain of plain aliases ends at.
    private static func aliasTarget(_ name: String, in theme: Theme) -> String {
        aliasChain(name, in: theme).last ?? name
    }

    /// A pairing's tokens, for recognizing a pairing already present.
    private struct PairKey: Hashable {
        var foreground: String?
        var backgrounds: [String]

        init(foreground: String?, backgrounds: [String]) {
            self.foreground = foreground
            self.backgrounds = backgrounds
        }

        init(_ pairing: Pairing) {
            self.init(foreground: pairing.foreground, backgrounds: pairing.backgrounds)
        }
    }

    /// The tokens whose value, in some variant, the format cannot resolve statically, directly or through
    /// references. Resolving such a token is an error only when a pairing needs it (``ResolvedTheme``), so a
    /// convention leaves them alone rather than turning a reader's warning into a failed audit.
    package static func unresolvableTokens(in theme: Theme) -> Set<String> {
        // Only a token reaching an unresolvable value is one: without any, no index of names is needed.
        let anyUnresolvable = theme.tokens.contains { token in
            token.variants.contains { if case .unresolvable = $0.value { true } else { false } }
        }
        guard anyUnresolvable else { return [] }
        var index: [String: Int] = [:]
        index.reserveCapacity(theme.tokens.count)
        for (position, token) in theme.tokens.enumerated() where index[token.name] == nil {
            index[token.name] = position
        }
        // 0 unknown, 1 in progress (a cycle: the resolver reports it), 2 resolvable, 3 unresolvable.
        var state = [UInt8](repeating: 0, count: theme.tokens.count)
        func visit(_ position: Int) -> Bool {
            switch state[position] {
            case 2: return false
            case 3: return true
            case 1: return false
            default: break
            }
            state[position] = 1
            var unresolvable = false
            for variant in theme.tokens[position].variants {
                switch variant.value {
                case .unresolvable: unresolvable = true
                case .reference(let name, _): if let target = index[name], visit(target) { unresolvable = true }
                case .literal: break
                }
            }
            state[position] = unresolvable ? 3 : 2
            return unresolvable
        }
        var result = Set<String>()
        for position in theme.tokens.indices where visit(position) {
            result.insert(theme.tokens[position].name)
        }
        return result
    }
}

extension RuleLibrary {
    /// `Rules/pairings/`: the pairing conventions shipped with the rule sets.
    package var pairingsDirectory: URL {
        directory.appendingPathComponent(PairingConventions.folderName)
    }

    /// The conventions of ``pairingsDirectory``.
    package func conventions() throws(DiagnosticList) -> PairingConventions {
        try PairingConventions.load(directory: pairingsDirectory)
    }
}
