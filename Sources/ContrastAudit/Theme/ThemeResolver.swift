/// A token's color in one appearance, with the path that produced it (for messages and fixes).
public struct ResolvedColor: Sendable, Hashable {
    /// The stored fields, in one shared box (`storage`): a pairing's measurement holds a resolved color per
    /// token in every appearance, and measurements are copied by every rule, suggestion and fix that reads
    /// them, so a copy retains one reference instead of every string and array inside (issue 15). A write
    /// copies the box first when another value shares it.
    struct Fields: Sendable, Hashable {
        var color: Color
        var chain: [String]
        var literal: ColorLiteral?
        var owner: String
        var selector: AppearanceSelector
        var location: SourceLocation
    }

    /// The box of `Fields`: immutable once shared, so it is safe to share between threads.
    final class Storage: @unchecked Sendable {
        var fields: Fields
        init(_ fields: Fields) { self.fields = fields }
    }

    private var storage: Storage

    /// The fields, copied into a new box before a write when the box is shared.
    private var fields: Fields {
        get { storage.fields }
        _modify {
            if !isKnownUniquelyReferenced(&storage) { storage = Storage(storage.fields) }
            yield &storage.fields
        }
    }

    init(
        color: Color, chain: [String], literal: ColorLiteral?, owner: String, selector: AppearanceSelector,
        location: SourceLocation
    ) {
        storage = Storage(
            Fields(color: color, chain: chain, literal: literal, owner: owner, selector: selector, location: location))
    }

    /// Equal when every field is.
    public static func == (lhs: ResolvedColor, rhs: ResolvedColor) -> Bool {
        lhs.storage === rhs.storage || lhs.storage.fields == rhs.storage.fields
    }

    /// Hashes every field.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(storage.fields)
    }

    /// The color, possibly translucent (compositing happens per pairing).
    public var color: Color {
        _read { yield storage.fields.color }
        set { fields.color = newValue }
    }
    /// The tokens followed, starting with the one asked for: `["link", "accent"]`, `["separator", "ios.separator"]`.
    package var chain: [String] {
        _read { yield storage.fields.chain }
        set { fields.chain = newValue }
    }
    /// The literal that produced the color; `nil` for a built-in color.
    package var literal: ColorLiteral? {
        _read { yield storage.fields.literal }
        set { fields.literal = newValue }
    }
    /// The theme token whose variant holds the literal (or the built-in reference), the one a fix changes.
    package var owner: String {
        _read { yield storage.fields.owner }
        set { fields.owner = newValue }
    }
    /// The selector of the variant of `owner` that applied.
    package var selector: AppearanceSelector {
        _read { yield storage.fields.selector }
        set { fields.selector = newValue }
    }
    /// Where the color comes from: the literal, or the reference to a built-in color.
    package var location: SourceLocation {
        _read { yield storage.fields.location }
        set { fields.location = newValue }
    }

    /// Whether the color is a built-in system or UIKit color rather than one the theme defines.
    package var isBuiltIn: Bool { storage.fields.literal == nil }
}

/// A theme with every token resolved in every evaluated appearance: aliases followed, built-in colors
/// looked up. Resolution errors are collected, not thrown one at a time, so a user sees all of them.
public struct ResolvedTheme: Sendable {
    package let theme: Theme
    package let appearances: [Appearance]
    /// `colors[appearance order][token index]`.
    private let colors: [[ResolvedColor?]]
    private let tokenIndex: [String: Int]

    /// Resolves every token of `theme` in each of `appearances`.
    ///
    /// - Throws: every `ThemeError` found, as diagnostics sorted by position.
    public init(theme: Theme, appearances: [Appearance]) throws(DiagnosticList) {
        self.init(resolvingWhatResolves: theme, appearances: appearances)
        if !errors.isEmpty {
            let merged = Self.mergingMissingVariants(errors)
            throw DiagnosticList(merged.map(\.diagnostic).sorted(by: Diagnostic.inSourceOrder))
        }
    }

    /// Every token of `theme` that resolves, in each of `appearances`; a token that does not is `nil`, and
    /// the errors are kept in `errors` rather than thrown (for listings, which show what resolves and leave
    /// the errors to the audit).
    package init(resolvingWhatResolves theme: Theme, appearances: [Appearance]) {
        self.theme = theme
        self.appearances = appearances
        var index: [String: Int] = [:]
        for (position, token) in theme.tokens.enumerated() where index[token.name] == nil {
            index[token.name] = position
        }
        tokenIndex = index
        // A value the format cannot resolve (a dynamic Android color, an unknown system color) is an error only
        // for a token a pairing needs; elsewhere the reader's warning is enough and the token stays unresolved.
        var needed = Set<Int>()
        for pairing in theme.pairings {
            for name in pairing.tokens { if let position = index[name] { needed.insert(position) } }
        }
        var errors = Set<ThemeError>()
        var table = [[ResolvedColor?]](repeating: [], count: Appearance.all.count)
        for appearance in appearances {
            var resolver = Resolver(theme: theme, index: index, appearance: appearance)
            for position in theme.tokens.indices {
                guard case .failure(let error) = resolver.resolve(position, path: []) else { continue }
                if case .unresolvable = error, !needed.contains(position) { continue }
                errors.insert(error)
            }
            table[appearance.order] = resolver.memo.map { entry in
                if case .success(let color) = entry { return color }
                return nil
            }
        }
        // A pairing may name a built-in color directly (`"background": "ios.systemBackground"`); any other name must
        // be a token of the theme.
        for pairing in theme.pairings {
            for name in pairing.tokens
            where index[name] == nil && SystemColors.color(name, in: Appearance(.light)) == nil {
                errors.insert(
                    .unknownPairingToken(
                        name: name, pairing: pairing.id, location: pairing.location,
                        suggestion: DidYouMean.suggestion(for: name, among: theme.tokens.map(\.name))))
            }
        }
        colors = table
        self.errors = errors
    }

    /// The resolution errors found, when built with `init(resolvingWhatResolves:appearances:)`.
    package let errors: Set<ThemeError>

    /// One error per token without a variant, listing every appearance it lacks (in canonical order),
    /// rather than one near-identical line per appearance.
    private static func mergingMissingVariants(_ errors: Set<ThemeError>) -> [ThemeError] {
        struct Key: Hashable {
            var token: String
            var location: SourceLocation
        }
        var result: [ThemeError] = []
        var missing: [Key: (appearances: [Appearance], selectors: [String])] = [:]
        for error in errors {
            guard case .noApplicableVariant(let token, let appearances, let location, let selectors) = error else {
                result.append(error)
                continue
            }
            missing[Key(token: token, location: location), default: ([], selectors)].appearances += appearances
        }
        for (key, entry) in missing {
            result.append(
                .noApplicableVariant(
                    token: key.token, appearances: entry.appearances.sorted(), location: key.location,
                    selectors: entry.selectors))
        }
        return result
    }

    /// The color of `token` in `appearance`, or `nil` for an unknown token or an appearance not evaluated.
    public func color(_ token: String, in appearance: Appearance) -> ResolvedColor? {
        guard let position = tokenIndex[token], appearance.order < colors.count,
            position < colors[appearance.order].count
        else { return nil }
        return colors[appearance.order][position]
    }

    /// Follows references for one appearance, memoizing each token once.
    private struct Resolver {
        let theme: Theme
        let index: [String: Int]
        let appearance: Appearance
        var memo: [Result<ResolvedColor, ThemeError>?]

        init(theme: Theme, index: [String: Int], appearance: Appearance) {
            self.theme = theme
            self.index = index
            self.appearance = appearance
            memo = Array(repeating: nil, count: theme.tokens.count)
        }

        mutating func resolve(_ position: Int, path: [Int]) -> Result<ResolvedColor, ThemeError> {
            if let known = memo[position] { return known }
            let token = theme.tokens[position]
            if let start = path.firstIndex(of: position) {
                let names = (path[start...] + [position]).map { theme.tokens[$0].name }
                return .failure(.cycle(chain: Array(names), location: token.location))
            }
            let result = compute(position, path: path + [position])
            memo[position] = result
            return result
        }

        mutating func compute(_ position: Int, path: [Int]) -> Result<ResolvedColor, ThemeError> {
            let token = theme.tokens[position]
            guard let variant = token.variant(for: appearance) else {
                return .failure(
                    .noApplicableVariant(
                        token: token.name, appearances: [appearance], location: token.location,
                        selectors: token.variants.map(\.selector.description)))
            }
            switch variant.value {
            case .literal(let literal):
                return .success(
                    ResolvedColor(
                        color: literal.color, chain: [token.name], literal: literal, owner: token.name,
                        selector: variant.selector, location: literal.location))
            case .unresolvable(let reason, let location):
                return .failure(.unresolvable(token: token.name, reason: reason, location: location))
            case .reference(let name, let location):
                if let target = index[name] {
                    switch resolve(target, path: path) {
                    case .success(var resolved):
                        resolved.chain.insert(token.name, at: 0)
                        return .success(resolved)
                    case .failure(let error):
                        return .failure(error)
                    }
                }
                if SystemColors.isBuiltIn(name) {
                    guard let color = SystemColors.color(name, in: appearance) else {
                        return .failure(
                            .unknownBuiltIn(
                                name: name, location: location,
                                suggestion: DidYouMean.suggestion(for: name, among: SystemColors.allReferences)))
                    }
                    return .success(
                        ResolvedColor(
                            color: color, chain: [token.name, name], literal: nil, owner: token.name,
                            selector: variant.selector, location: location))
                }
                return .failure(
                    .unknownToken(
                        name: name, referencedBy: token.name, location: location,
                        suggestion: DidYouMean.suggestion(for: name, among: theme.tokens.map(\.name))))
            }
        }
    }
}
