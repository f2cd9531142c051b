import Foundation

/// A token found while walking a design-token tree (DTCG, Tokens Studio, Figma export), before its value is
/// read: where it is, what it holds and the type it declares or inherits.
struct RawToken: Sendable {
    /// The names from the root, `["color", "text", "primary"]`; `$root` is kept as a segment.
    var path: [String]
    /// The path joined by `.`, the name aliases use: `color.text.primary`.
    var name: String
    /// The token object.
    var node: JSONNode
    /// Its `$value` (or legacy Tokens Studio `value`).
    var value: JSONNode
    /// The token's own `$type` (or legacy `type`).
    var declaredType: String?
    /// The `$type` of the nearest group that has one.
    var inheritedType: String?
    /// Where the token's key is written.
    var location: SourceLocation

    /// The type written on the token or inherited from a group (the alias target's type is looked up later).
    var writtenType: String? { declaredType ?? inheritedType }
    /// The token's `$extensions`.
    var extensions: JSONNode? { node["$extensions"] }
}

/// Which key marks a token.
enum TokenSyntax: Sendable {
    /// DTCG: `$value`, `$type`; a token cannot have children.
    case dtcg
    /// Tokens Studio: `$value`/`$type`, or the legacy `value`/`type`/`description` without `$`.
    case tokensStudio
}

/// A `color`-typed value as written, before aliases are matched against token names.
enum RawColorValue: Sendable {
    /// A color.
    case literal(ColorLiteral)
    /// `"{group.token}"`: the text between the braces.
    case alias(target: String, node: JSONNode)
    /// `{"$ref": "#/colors/blue/$value"}`: the pointer text.
    case pointer(String, node: JSONNode)
    /// A color function around a reference, `"rgba({color.red}, 0.5)"`, which needs the referenced color.
    case embeddedReference(String, node: JSONNode)
    /// A Tokens Studio color modifier (`$extensions["studio.tokens"].modify`), which needs evaluation.
    case modified(description: String, node: JSONNode)
}

/// Walking token trees and reading the values the three token readers share (DTCG, Tokens Studio, Figma).
///
/// Token paths become names joined by `.`, so `{"text": {"primary": {"$value": …}}}` is `text.primary`: the
/// name an alias `{text.primary}` uses, and the name pairings and reports show.
enum DesignTokenTree {
    /// Walks a group (or a whole document) and returns its tokens in file order; structural problems are
    /// appended to `errors` and the walk goes on, so one run reports all of them.
    static func tokens(
        in root: JSONNode, prefix: [String] = [], syntax: TokenSyntax, errors: inout [Diagnostic]
    ) -> [RawToken] {
        var walker = Walker(syntax: syntax)
        walker.walkGroup(root, path: prefix, inheritedType: nil)
        errors += walker.errors
        return extend(walker.tokens, with: walker.extensions, errors: &errors)
    }

    /// Applies `$extends` (DTCG Format §6.4): a group that extends `{other}` gets every token of `other` it
    /// does not define itself, under its own path. Chains are followed; extending the group itself or an
    /// ancestor (a cycle), a token, or nothing is an error at the `$extends` value.
    static func extend(
        _ tokens: [RawToken], with extensions: [(group: [String], target: String, node: JSONNode)],
        errors: inout [Diagnostic]
    ) -> [RawToken] {
        guard !extensions.isEmpty else { return tokens }
        var result = tokens
        var names = Set(tokens.map(\.name))
        var valid: [(group: [String], target: String)] = []
        for (group, target, node) in extensions {
            let groupName = group.joined(separator: ".")
            if target == groupName || groupName.hasPrefix(target + ".") {
                errors.append(node.error("group \"\(groupName)\" extends \"{\(target)}\", which contains it: a cycle"))
            } else if names.contains(target) {
                errors.append(node.error("group \"\(groupName)\" extends \"{\(target)}\", a token; expected a group"))
            } else if !tokens.contains(where: { $0.name.hasPrefix(target + ".") }) {
                let groups = Set(
                    tokens.flatMap { token in
                        token.path.indices.dropLast().map { token.path[...$0].joined(separator: ".") }
                    })
                errors.append(
                    node.error(
                        "group \"\(groupName)\" extends unknown group \"{\(target)}\""
                            + DidYouMean.hint(for: target, among: groups)))
            } else {
                valid.append((group, target))
            }
        }
        // Each pass copies one more link of a chain; the number of links bounds the passes.
        for _ in 0...valid.count {
            var added = false
            for (group, target) in valid {
                for token in result where token.name.hasPrefix(target + ".") {
                    let rest = token.path.dropFirst(target.split(separator: ".").count)
                    var copy = token
                    copy.path = group + rest
                    copy.name = copy.path.joined(separator: ".")
                    if names.insert(copy.name).inserted {
                        result.append(copy)
                        added = true
                    }
                }
            }
            if !added { break }
        }
        return result
    }

    /// Whether `node` holds a token marked by `key` (`$value`, or `value` next to a string `type`), looking
    /// at most `depth` levels down; for format detection, so it never throws.
    static func containsToken(_ node: JSONNode, legacy: Bool, depth: Int = 12) -> Bool {
        guard depth > 0, let members = node.members else { return false }
        if legacy {
            if node["value"] != nil, node["type"]?.stringValue != nil { return true }
        } else if node["$value"] != nil {
            return true
        }
        for member in members where member.value.members != nil {
            if containsToken(member.value, legacy: legacy, depth: depth - 1) { return true }
        }
        return false
    }

    /// `"{group.token}"` → `group.token`; `nil` when the text is not exactly one alias.
    static func aliasTarget(_ text: String) -> String? {
        let trimmed = text.trimmingSpaces
        guard trimmed.hasPrefix("{"), trimmed.hasSuffix("}"), trimmed.count > 2 else { return nil }
        let inner = String(trimmed.dropFirst().dropLast()).trimmingSpaces
        guard !inner.isEmpty, !inner.contains("{"), !inner.contains("}") else { return nil }
        return inner
    }

    /// Reads the value of a `color` token: a color string (DESIGN.md §6, so hex with alpha last, `hsl()`,
    /// `hsla()` and the 4-argument `hsl(h, s%, l%, a)`), a DTCG color object, an alias or a `$ref`.
    static func colorValue(of token: RawToken) throws(Diagnostic) -> RawColorValue {
        if let modify = token.extensions?["studio.tokens"]?["modify"] {
            return .modified(description: modifierDescription(modify), node: modify)
        }
        return try colorValue(token.value, token: token.name)
    }

    /// Reads one color value node (a token's `$value`, or one mode's value).
    static func colorValue(_ node: JSONNode, token: String) throws(Diagnostic) -> RawColorValue {
        switch node.value {
        case .string(let text):
            if let target = aliasTarget(text) { return .alias(target: target, node: node) }
            if text.contains("{") && text.contains("}") { return .embeddedReference(text, node: node) }
            do {
                let color = try Color(parsing: text)
                return .literal(
                    ColorLiteral(color: color, location: node.location, byteRange: node.byteRange, text: text))
            } catch {
                throw node.error("color token \"\(token)\" has \(error.message)")
            }
        case .object:
            if let reference = node["$ref"] {
                return .pointer(try reference.string("\"$ref\" in color token \"\(token)\""), node: node)
            }
            if node["colorSpace"] != nil || node["components"] != nil {
                let color = try DesignTokensReader.color(fromObject: node, token: token)
                return .literal(ColorLiteral(color: color, location: node.location))
            }
            throw node.error(
                "color token \"\(token)\" has an object value without \"colorSpace\"; " + expectedColor)
        default:
            throw node.error("color token \"\(token)\" has \(node.kindNameWithArticle) value; " + expectedColor)
        }
    }

    /// What a color value may be, for messages.
    static let expectedColor =
        "expected a color object like {\"colorSpace\": \"srgb\", \"components\": [1, 0, 0]}, a color string "
        + "like \"#RRGGBB\" or an alias like \"{group.token}\""

    /// `lighten 0.2 in hsl`, for messages about modifiers that are not evaluated.
    static func modifierDescription(_ node: JSONNode) -> String {
        let type = node["type"]?.stringValue ?? "modify"
        var text = type
        if let value = node["value"] {
            switch value.value {
            case .string(let string): text += " " + string
            case .number(let number): text += " " + String(number)
            default: break
            }
        }
        if let space = node["space"]?.stringValue { text += " in " + space }
        return text
    }

    /// The type of each token: written on it or a group, else the type of the token its alias names
    /// (DTCG Format §8: "the token's `$type`, else the alias target's type, else the nearest group's").
    ///
    /// `index` maps names to tokens; `target` reads the alias target of a value (readers match names
    /// differently). Cycles end with no type; the resolver reports them.
    static func effectiveTypes(
        _ tokens: [RawToken], index: [String: Int], target: (RawToken) -> String?
    ) -> [String?] {
        var types = [String?](repeating: nil, count: tokens.count)
        var known = [Bool](repeating: false, count: tokens.count)
        for start in tokens.indices where !known[start] {
            var chain: [Int] = []
            var visiting = Set<Int>()
            var current: Int? = start
            var found: String?
            while let position = current {
                if known[position] {
                    found = types[position]
                    break
                }
                let token = tokens[position]
                if let declared = token.declaredType {
                    found = declared
                    chain.append(position)
                    break
                }
                guard visiting.insert(position).inserted else { break }
                chain.append(position)
                if let name = target(token), let next = index[name] {
                    current = next
                } else {
                    found = token.inheritedType
                    break
                }
            }
            for position in chain {
                // A token between the start and the answer keeps its own group type if the chain found none.
                types[position] = tokens[position].declaredType ?? found ?? tokens[position].inheritedType
                known[position] = true
            }
        }
        return types
    }

    /// A warning about tokens skipped because they have no type at all.
    static func untypedWarning(_ tokens: [RawToken], types: [String?]) -> Diagnostic? {
        let untyped = tokens.indices.filter { types[$0] == nil }
        guard let first = untyped.first else { return nil }
        let count = untyped.count
        return Diagnostic(
            severity: .warning, location: tokens[first].location,
            message:
                "\(count) token\(count == 1 ? "" : "s") (first \"\(tokens[first].name)\") \(count == 1 ? "has" : "have") "
                + "no \"$type\" on the token, its groups or its alias target and \(count == 1 ? "is" : "are") skipped; "
                + "give color tokens \"$type\": \"color\"")
    }

    /// Builds a theme token from its value in each slot (a theme or mode mapped to an appearance).
    ///
    /// When every slot holds the very same written value and the slots cover every appearance, the token
    /// gets one `any` variant; otherwise each
    /// slot becomes a variant of its selector, a slot the token is missing from becomes an `.unresolvable`
    /// variant naming it (an error only when a pairing needs it), and if the slots leave appearances
    /// uncovered an `.unresolvable` `any` variant says which. This way resolving an appearance reproduces
    /// exactly the value the design tool shows for the matching theme.
    static func makeToken(
        name: String, location: SourceLocation, slots: [TokenSlot], uncovered: String
    ) -> Token {
        let values = slots.map(\.value)
        if let first = values.first, let value = first, values.allSatisfy({ $0 == value }),
            covers(slots.map(\.selector))
        {
            return Token(name: name, value: value, location: location)
        }
        var variants: [Variant] = []
        for slot in slots {
            let value = slot.value ?? .unresolvable(reason: "it is not defined in \(slot.label)", location: location)
            variants.append(Variant(selector: slot.selector, value: value))
        }
        if !covers(slots.map(\.selector)) {
            variants.append(Variant(selector: .any, value: .unresolvable(reason: uncovered, location: location)))
        }
        return Token(name: name, variants: variants, location: location)
    }

    /// Whether every appearance matches one of `selectors`.
    static func covers(_ selectors: [AppearanceSelector]) -> Bool {
        Appearance.all.allSatisfy { appearance in selectors.contains { $0.matches(appearance) } }
    }

    /// The appearances none of `selectors` matches, by name, for messages.
    static func uncoveredAppearances(_ selectors: [AppearanceSelector]) -> [String] {
        Appearance.all.filter { appearance in !selectors.contains { $0.matches(appearance) } }.map(\.name)
    }

    /// Walks one tree; kept as a value so the recursion can append to its lists.
    private struct Walker {
        let syntax: TokenSyntax
        var tokens: [RawToken] = []
        var errors: [Diagnostic] = []
        /// Groups with `$extends`: the group's path, the extended group's name and the value.
        var extensions: [(group: [String], target: String, node: JSONNode)] = []

        init(syntax: TokenSyntax) {
            self.syntax = syntax
        }

        func isToken(_ node: JSONNode) -> Bool {
            guard node.members != nil else { return false }
            return node["$value"] != nil || (syntax == .tokensStudio && node["value"] != nil)
        }

        func label(_ path: [String]) -> String {
            path.isEmpty ? "the top level" : "group \"\(path.joined(separator: "."))\""
        }

        mutating func walkGroup(_ node: JSONNode, path: [String], inheritedType: String?) {
            guard let members = node.members else { return }
            var groupType = inheritedType
            if let typeNode = node["$type"] {
                if let type = typeNode.stringValue {
                    groupType = type
                } else {
                    errors.append(typeNode.mismatch("\"$type\" of \(label(path))", expected: "a string like \"color\""))
                }
            } else if syntax == .tokensStudio, let type = node["type"]?.stringValue {
                groupType = type
            }
            if let extendsNode = node["$extends"] {
                if let text = extendsNode.stringValue, let target = DesignTokenTree.aliasTarget(text) {
                    extensions.append((path, target, extendsNode))
                } else {
                    errors.append(
                        extendsNode.error(
                            "\"$extends\" of \(label(path)) must name a group in braces like \"{button}\""))
                }
            }
            for member in members {
                let key = member.key
                let child = member.value
                if key == "$root" {
                    if isToken(child) {
                        addToken(child, key: member, path: path + [key], inheritedType: groupType)
                    } else {
                        errors.append(child.error("\"$root\" of \(label(path)) must be a token with \"$value\""))
                    }
                    continue
                }
                if key.hasPrefix("$") { continue }
                if syntax == .tokensStudio, ["type", "description"].contains(key), child.members == nil { continue }
                if let problem = Self.nameProblem(key) {
                    errors.append(
                        Diagnostic(
                            severity: .error, location: member.keyLocation,
                            message: "token or group name \(ColorSyntaxError.quote(key)) in \(label(path)) \(problem)"))
                    continue
                }
                guard child.members != nil else {
                    errors.append(
                        child.mismatch(
                            "\"\(key)\" in \(label(path))",
                            expected: "a token (an object with \"$value\") or a group of tokens"))
                    continue
                }
                if isToken(child) {
                    addToken(child, key: member, path: path + [key], inheritedType: groupType)
                } else {
                    walkGroup(child, path: path + [key], inheritedType: groupType)
                }
            }
        }

        /// Why a key cannot be a token or group name (DTCG Format §5.1.1), or `nil`.
        static func nameProblem(_ key: String) -> String? {
            if key.isEmpty { return "is empty" }
            if key.contains(".") { return "contains \".\", which separates the names in an alias path" }
            if key.contains("{") || key.contains("}") { return "contains \"{\" or \"}\", which mark aliases" }
            return nil
        }

        mutating func addToken(_ node: JSONNode, key: JSONMember, path: [String], inheritedType: String?) {
            let dollar = node.member("$value")
            let valueMember = dollar ?? node.member("value")!
            if dollar != nil {
                // DTCG Format §6: a token has no child tokens.
                if let child = node.members?.first(where: { !$0.key.hasPrefix("$") && !isLegacyMetadata($0) }) {
                    errors.append(
                        Diagnostic(
                            severity: .error, location: child.keyLocation,
                            message: "token \"\(path.joined(separator: "."))\" has both \"$value\" and a child "
                                + "\"\(child.key)\"; a token cannot contain tokens, so move the child into a group"))
                    return
                }
            }
            var declared: String?
            let typeNode = dollar != nil ? node["$type"] : (node["type"] ?? node["$type"])
            if let typeNode {
                guard let type = typeNode.stringValue else {
                    errors.append(
                        typeNode.mismatch(
                            "the type of token \"\(path.joined(separator: "."))\"", expected: "a string like \"color\"")
                    )
                    return
                }
                declared = type
            }
            tokens.append(
                RawToken(
                    path: path, name: path.joined(separator: "."), node: node, value: valueMember.value,
                    declaredType: declared, inheritedType: inheritedType, location: key.keyLocation))
        }

        /// Legacy Tokens Studio keys that may sit next to `$value` in mixed files.
        func isLegacyMetadata(_ member: JSONMember) -> Bool {
            syntax == .tokensStudio && ["type", "description", "value"].contains(member.key)
        }
    }
}

/// One theme or mode a token takes a value in: its appearance selector, a label for messages, and the
/// token's value there (`nil` when the token is not defined in it).
struct TokenSlot: Sendable {
    var selector: AppearanceSelector
    var label: String
    var value: TokenValue?
}

/// Maps the names of themes and modes (`Dark HC`, `sds_light`) to appearance selectors: the configuration's
/// `modes` first, then the names themselves.
///
/// Default rules, documented in docs/design-tokens.md: a name containing `dark` means dark, else one
/// containing `light` means light (case-insensitive); a name containing `high contrast`, `high-contrast`,
/// `highcontrast` or the word `HC` adds high contrast; `elevated` adds the elevated level. A name that
/// says none of these maps to nothing.
struct ModeMapper: Sendable {
    /// Name → selector, from `.contrastaudit.json` `modes`.
    let configured: [String: AppearanceSelector]

    /// Reads the configured map; a selector that does not parse is an error (the configuration reader
    /// checks them too, but options can also come from the library API).
    init(_ options: ReaderOptions) throws(Diagnostic) {
        var map: [String: AppearanceSelector] = [:]
        for (name, text) in options.modes {
            do {
                map[name] = try AppearanceSelector(parsing: text)
            } catch {
                throw Diagnostic(
                    severity: .error, location: nil,
                    message: "configured mode \"\(name)\": \(error.message)")
            }
        }
        configured = map
    }

    /// The selector for a theme or mode name, or `nil` when neither the configuration nor the name says one.
    func selector(for name: String) -> AppearanceSelector? {
        if let exact = configured[name] { return exact }
        if let folded = configured.first(where: { $0.key.lowercased() == name.lowercased() }) { return folded.value }
        return Self.defaultSelector(for: name)
    }

    /// The selector a name implies by itself.
    static func defaultSelector(for name: String) -> AppearanceSelector? {
        let lower = name.lowercased()
        var selector = AppearanceSelector()
        if lower.contains("dark") {
            selector.luminosity = .dark
        } else if lower.contains("light") {
            selector.luminosity = .light
        }
        let squeezed = lower.filter { $0 != " " && $0 != "-" && $0 != "_" }
        if squeezed.contains("highcontrast") || words(name).contains("hc") {
            selector.contrast = .high
        }
        if lower.contains("elevated") { selector.level = .elevated }
        return selector == .any ? nil : selector
    }

    /// Words of a name, split at anything but letters and digits and at lower-to-upper case changes:
    /// `darkHC` → `dark`, `hc`.
    static func words(_ name: String) -> [String] {
        var words: [String] = []
        var current = ""
        var previousLower = false
        for character in name {
            if !(character.isLetter || character.isNumber) {
                if !current.isEmpty { words.append(current.lowercased()) }
                current = ""
                previousLower = false
                continue
            }
            if character.isUppercase && previousLower && !current.isEmpty {
                words.append(current.lowercased())
                current = ""
            }
            current.append(character)
            previousLower = character.isLowercase
        }
        if !current.isEmpty { words.append(current.lowercased()) }
        return words
    }

    /// Assigns selectors to an ordered list of names (the modes of a collection, the themes of a group).
    ///
    /// The first name for a selector wins; a later one with the same selector is ignored (an alternative,
    /// such as a second brand's light mode). When the assigned selectors leave appearances uncovered, the
    /// first name that maps to nothing fills them as `any` (a `Default` theme next to `Dark`).
    func assign(_ names: [String]) -> ModeAssignment {
        var result = ModeAssignment()
        for name in names {
            guard let selector = selector(for: name) else {
                result.unmapped.append(name)
                continue
            }
            if let first = result.assigned.first(where: { $0.selector == selector }) {
                result.duplicates.append((name, first.name))
                continue
            }
            result.assigned.append((name, selector))
        }
        if !DesignTokenTree.covers(result.assigned.map(\.selector)), !result.unmapped.isEmpty {
            result.fallback = result.unmapped.removeFirst()
        }
        return result
    }
}

/// How `ModeMapper.assign` placed a list of names.
struct ModeAssignment: Sendable {
    /// Names with their selectors, in input order.
    var assigned: [(name: String, selector: AppearanceSelector)] = []
    /// The name that fills the appearances the assigned ones leave uncovered (`any`), if any.
    var fallback: String?
    /// Names ignored because an earlier name has the same selector, with that name.
    var duplicates: [(name: String, sameAs: String)] = []
    /// Names that map to no appearance and are not the fallback.
    var unmapped: [String] = []

    /// The slots in order: the assigned names, then the fallback as `any`.
    var slots: [(name: String, selector: AppearanceSelector)] {
        assigned + (fallback.map { [($0, AppearanceSelector.any)] } ?? [])
    }

    /// Whether any name maps to an appearance.
    var mapsAppearances: Bool { !assigned.isEmpty }

    /// Every ignored name with why, for warnings.
    var ignored: [(name: String, reason: String)] {
        duplicates.map { ($0.name, "maps to the same appearance as \"\($0.sameAs)\"") }
            + unmapped.map { ($0, "maps to no appearance") }
    }
}
