import Foundation

/// Reads a Tokens Studio project into one theme: a folder with `$themes.json` (and `$metadata.json`), a
/// single file holding every set plus `$themes`/`$metadata`, or one legacy set file on its own.
///
/// Tokens Studio keeps light, dark and high-contrast values in separate token sets and says which sets make
/// up each theme in `$themes.json`. Each theme (or combination of grouped themes) that maps to an appearance
/// becomes a variant selector, and a token's variant holds its value in the sets of that theme, merged in
/// `tokenSetOrder` (later sets override earlier ones). Aliases stay references, so the resolver follows
/// them per appearance exactly as Tokens Studio does per theme. Sets with status `source` resolve references
/// but their tokens are not audited; `disabled` sets are ignored. Both the legacy `value`/`type` keys and
/// the `$value`/`$type` format are read. The mapping rules are in docs/design-tokens.md.
package enum TokensStudioReader: ThemeReader {
    package static let format = ThemeFormat.tokensStudio

    static let themesFile = "$themes.json"
    static let metadataFile = "$metadata.json"

    package static func claims(_ url: URL, isDirectory: Bool, root: JSONNode?) -> ReaderClaim {
        if isDirectory {
            let manager = FileManager.default
            for file in [themesFile, metadataFile]
            where manager.fileExists(atPath: url.appendingPathComponent(file).path) {
                return .yes
            }
            return .no
        }
        guard let root, root.members != nil else { return .no }
        if root["$themes"]?.elements != nil || root["$metadata"]?["tokenSetOrder"] != nil { return .yes }
        if SchemeReader.recognizes(root) { return .no }
        // One set in the legacy format: tokens with `value` and `type`, none with `$value` (that is DTCG).
        if DesignTokenTree.containsToken(root, legacy: true) && !DesignTokenTree.containsToken(root, legacy: false) {
            return .yes
        }
        return .no
    }

    package static func read(
        _ url: URL, displayPath: String, root: JSONNode?, options: ReaderOptions
    ) throws(DiagnosticList) -> [Theme] {
        var isDirectory: ObjCBool = false
        let exists = FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory)
        var project: Project
        if exists && isDirectory.boolValue {
            project = try Project(folder: url, displayPath: displayPath)
        } else {
            let document = try jsonDocument(url, displayPath: displayPath, root: root)
            project = try Project(file: document, displayPath: displayPath)
        }
        return [try project.theme(options: options)]
    }

    // MARK: - Project

    /// A set's status in a theme.
    enum SetStatus: String, CaseIterable {
        /// Its tokens are part of the theme.
        case enabled
        /// Its tokens resolve references but are not part of the theme's output.
        case source
        /// Ignored.
        case disabled
    }

    /// One entry of `$themes.json`.
    struct StudioTheme {
        var name: String
        var group: String?
        var sets: [(name: String, status: SetStatus, location: SourceLocation)]
        var location: SourceLocation
    }

    /// A token in the merged sets of one theme, with the status of the set it came from.
    struct Entry {
        var raw: RawToken
        var status: SetStatus
    }

    /// One combination of themes that is audited as an appearance: its selector and its merged tokens.
    struct Combination {
        var label: String
        var selector: AppearanceSelector
        var themes: [StudioTheme]
        var names: [String] = []
        var entries: [String: Entry] = [:]
        var types: [String: String] = [:]
    }

    /// The sets and themes of one Tokens Studio source, however it is stored.
    struct Project {
        var displayPath: String
        var name: String
        var themes: [StudioTheme] = []
        /// `$metadata.json` `tokenSetOrder`.
        var order: [String] = []
        /// Every set, in the order found (used when there are no themes, and for suggestions).
        var setNames: [String] = []
        /// Parsed sets by name.
        var sets: [String: JSONNode] = [:]
        /// Where each set's file is (a folder's set files), or `nil` (sets inside one file).
        var folder: URL?

        /// A folder with `$themes.json`/`$metadata.json` and one file per set (`path/to/set.json`).
        init(folder url: URL, displayPath: String) throws(DiagnosticList) {
            self.displayPath = displayPath
            self.name = url.standardizedFileURL.lastPathComponent
            self.folder = url
            let base = displayPath.hasSuffix("/") ? String(displayPath.dropLast()) : displayPath
            setNames = Self.setFiles(in: url)
            var errors: [Diagnostic] = []
            for (file, isThemes) in [(themesFile, true), (metadataFile, false)] {
                let fileURL = url.appendingPathComponent(file)
                guard FileManager.default.fileExists(atPath: fileURL.path) else { continue }
                do {
                    let root = try JSONParser.parse(contentsOf: fileURL, displayPath: base + "/" + file)
                    if isThemes {
                        themes = try Self.readThemes(root, what: "\(themesFile)")
                    } else {
                        order = try Self.readOrder(root)
                    }
                } catch {
                    errors.append(error)
                }
            }
            if !errors.isEmpty { throw DiagnosticList(errors) }
        }

        /// One file: top-level members are sets, plus `$themes` and `$metadata`; or a single legacy set.
        init(file root: JSONNode, displayPath: String) throws(DiagnosticList) {
            self.displayPath = displayPath
            self.name = SchemeReader.defaultName(displayPath)
            do throws(Diagnostic) {
                let members = try root.objectMembers("a Tokens Studio file")
                if root["$themes"] != nil || root["$metadata"] != nil {
                    for member in members where !member.key.hasPrefix("$") {
                        guard member.value.members != nil else {
                            throw member.value.mismatch("token set \"\(member.key)\"", expected: "an object of tokens")
                        }
                        setNames.append(member.key)
                        sets[member.key] = member.value
                    }
                    if let themesNode = root["$themes"] {
                        themes = try Self.readThemes(themesNode, what: "\"$themes\"")
                    }
                    if let metadata = root["$metadata"] { order = try Self.readOrder(metadata) }
                } else {
                    setNames = [name]
                    sets[name] = root
                }
            } catch {
                throw DiagnosticList([error])
            }
        }

        /// The `.json` files under a folder as set names (`primitives/light`), hidden and `$` files skipped.
        static func setFiles(in folder: URL) -> [String] {
            guard let enumerator = FileManager.default.enumerator(atPath: folder.path) else { return [] }
            var names: [String] = []
            while let relative = enumerator.nextObject() as? String {
                let parts = relative.split(separator: "/")
                if parts.contains(where: { $0.hasPrefix(".") || $0.hasPrefix("$") || $0 == "node_modules" }) {
                    continue
                }
                if relative.hasSuffix(".json") { names.append(String(relative.dropLast(5))) }
            }
            return names.sorted()
        }

        static func readThemes(_ root: JSONNode, what: String) throws(Diagnostic) -> [StudioTheme] {
            var themes: [StudioTheme] = []
            for element in try root.arrayElements(what) {
                _ = try element.objectMembers("a theme in \(what)")
                guard let nameNode = element["name"] else {
                    throw element.error("a theme in \(what) has no \"name\"")
                }
                let name = try nameNode.string("the \"name\" of a theme")
                var group: String?
                if let groupNode = element["group"], !groupNode.isNull {
                    group = try groupNode.string("the \"group\" of theme \"\(name)\"")
                }
                var sets: [(name: String, status: SetStatus, location: SourceLocation)] = []
                if let selected = element["selectedTokenSets"] {
                    for member in try selected.objectMembers("\"selectedTokenSets\" of theme \"\(name)\"") {
                        let text = try member.value.string("the status of token set \"\(member.key)\"")
                        guard let status = SetStatus(rawValue: text) else {
                            let names = SetStatus.allCases.map(\.rawValue)
                            throw member.value.error(
                                "unknown status \(ColorSyntaxError.quote(text)) of token set \"\(member.key)\" in theme "
                                    + "\"\(name)\"; expected \(JSONNode.list(names))"
                                    + DidYouMean.hint(for: text, among: names))
                        }
                        sets.append((member.key, status, member.keyLocation))
                    }
                }
                themes.append(StudioTheme(name: name, group: group, sets: sets, location: nameNode.location))
            }
            return themes
        }

        static func readOrder(_ root: JSONNode) throws(Diagnostic) -> [String] {
            _ = try root.objectMembers("\(metadataFile)")
            guard let order = root["tokenSetOrder"] else { return [] }
            return try order.arrayElements("\"tokenSetOrder\"").map { (element) throws(Diagnostic) -> String in
                try element.string("each entry of \"tokenSetOrder\"")
            }
        }

        /// Whether the set exists.
        func hasSet(_ name: String) -> Bool {
            if sets[name] != nil { return true }
            guard let folder else { return false }
            return FileManager.default.fileExists(atPath: folder.appendingPathComponent(name + ".json").path)
        }

        /// The path reports use for a set's file.
        func setPath(_ name: String) -> String {
            guard folder != nil else { return displayPath }
            let base = displayPath.hasSuffix("/") ? String(displayPath.dropLast()) : displayPath
            return base + "/" + name + ".json"
        }

        /// Parses a set file once.
        mutating func loadSet(_ name: String) throws(Diagnostic) -> JSONNode {
            if let cached = sets[name] { return cached }
            guard let folder else { throw Diagnostic(severity: .error, location: nil, message: "no token set \(name)") }
            let path = setPath(name)
            let root = try JSONParser.parse(
                contentsOf: folder.appendingPathComponent(name + ".json"), displayPath: path)
            sets[name] = root
            return root
        }

        /// Reads the project into one theme.
        mutating func theme(options: ReaderOptions) throws(DiagnosticList) -> Theme {
            var errors: [Diagnostic] = []
            var warnings: [Diagnostic] = []
            let mapper: ModeMapper
            do {
                mapper = try ModeMapper(options)
            } catch {
                throw DiagnosticList([error])
            }
            errors = missingSets()
            if !errors.isEmpty { throw DiagnosticList(errors) }

            let walked = walkSets(errors: &errors)
            func tokens(of set: String) -> [RawToken] { walked[set] ?? [] }
            func hasColors(_ theme: StudioTheme) -> Bool {
                theme.sets.contains { set in
                    set.status == .enabled && tokens(of: set.name).contains { $0.writtenType == "color" }
                }
            }

            var combinations = makeCombinations(mapper: mapper, warnings: &warnings, hasColors: hasColors)
            if !errors.isEmpty { throw DiagnosticList(errors.sorted(by: Diagnostic.inSourceOrder)) }
            merge(walked, into: &combinations, warnings: &warnings)

            var computed: [String] = []
            let result = try auditedTokens(of: combinations, computed: &computed)
            if let first = computed.first, let token = result.first(where: { $0.name == first }) {
                warnings.append(
                    Diagnostic(
                        severity: .warning, location: token.location,
                        message: "\(computed.count) color token\(computed.count == 1 ? "" : "s") (first \"\(first)\") "
                            + "compute their color with a Tokens Studio modifier or a reference inside a color function, "
                            + "which is not evaluated; a pairing that uses one is an error"))
            }
            return Theme(
                name: name, path: displayPath, format: .tokensStudio, tokens: result, pairings: [], warnings: warnings)
        }

        /// A theme naming a set that does not exist is an error at the set's entry in $themes.json.
        func missingSets() -> [Diagnostic] {
            var errors: [Diagnostic] = []
            for theme in themes {
                for set in theme.sets where set.status != .disabled && !hasSet(set.name) {
                    let expectedFile = folder == nil ? "" : " (expected \(setPath(set.name)))"
                    errors.append(
                        Diagnostic(
                            severity: .error, location: set.location,
                            message: "theme \"\(theme.name)\" selects token set \"\(set.name)\", which does not "
                                + "exist\(expectedFile)" + DidYouMean.hint(for: set.name, among: setNames)))
                }
            }
            return errors
        }

        /// Every set a theme uses (all of them without themes), walked once: the tokens of each set.
        mutating func walkSets(errors: inout [Diagnostic]) -> [String: [RawToken]] {
            var walked: [String: [RawToken]] = [:]
            var needed = themes.isEmpty ? (order.isEmpty ? setNames : order.filter(hasSet)) : []
            for theme in themes {
                for set in theme.sets where set.status != .disabled && !needed.contains(set.name) {
                    needed.append(set.name)
                }
            }
            for set in needed {
                do {
                    let root = try loadSet(set)
                    walked[set] = DesignTokenTree.tokens(in: root, syntax: .tokensStudio, errors: &errors)
                } catch {
                    errors.append(error)
                }
            }
            return walked
        }

        /// Merges each combination's sets in tokenSetOrder (later sets override earlier ones) and gives each
        /// token its effective type; warns once about untyped tokens.
        func merge(
            _ walked: [String: [RawToken]], into combinations: inout [Combination], warnings: inout [Diagnostic]
        ) {
            for index in combinations.indices {
                for (set, status) in orderedSets(combinations[index].themes) {
                    for raw in walked[set] ?? [] {
                        if combinations[index].entries[raw.name] == nil { combinations[index].names.append(raw.name) }
                        combinations[index].entries[raw.name] = Entry(raw: raw, status: status)
                    }
                }
                let entries = combinations[index].names.compactMap { combinations[index].entries[$0] }
                var positions: [String: Int] = [:]
                for (position, entry) in entries.enumerated() { positions[entry.raw.name] = position }
                let types = DesignTokenTree.effectiveTypes(entries.map(\.raw), index: positions) { raw in
                    raw.value.stringValue.flatMap(DesignTokenTree.aliasTarget)
                }
                for (entry, type) in zip(entries, types) {
                    if let type { combinations[index].types[entry.raw.name] = type }
                }
                let raws = entries.map(\.raw)
                if let warning = DesignTokenTree.untypedWarning(raws, types: types),
                    !warnings.contains(warning)
                {
                    warnings.append(warning)
                }
            }
        }

        /// The audited tokens, colors that come from an enabled set in some combination, with one slot per
        /// combination; `computed` gets the names of those whose color is computed (not evaluated), in order.
        func auditedTokens(
            of combinations: [Combination], computed: inout [String]
        ) throws(DiagnosticList) -> [Token] {
            var emittedOrder: [String] = []
            var emitted = Set<String>()
            for combination in combinations {
                for name in combination.names
                where combination.types[name] == "color" && combination.entries[name]?.status == .enabled
                    && emitted.insert(name).inserted
                {
                    emittedOrder.append(name)
                }
            }

            var errorSet = Set<Diagnostic>()
            let uncovered =
                "no theme in \(TokensStudioReader.themesFile) maps to "
                + DesignTokenTree.uncoveredAppearances(combinations.map(\.selector)).joined(separator: ", ")
                + "; map one with \"modes\" in \(AuditConfig.fileName)"
            var result: [Token] = []
            for name in emittedOrder {
                var slots: [TokenSlot] = []
                var location: SourceLocation?
                for combination in combinations {
                    var value: TokenValue?
                    if combination.types[name] == "color", let entry = combination.entries[name] {
                        location = location ?? entry.raw.location
                        do {
                            value = try Self.value(of: entry.raw, in: combination, emitted: emitted)
                        } catch {
                            errorSet.insert(error)
                        }
                        if case .unresolvable = value, !computed.contains(name) { computed.append(name) }
                    }
                    slots.append(
                        TokenSlot(selector: combination.selector, label: "theme \"\(combination.label)\"", value: value)
                    )
                }
                guard let location else { continue }
                result.append(
                    DesignTokenTree.makeToken(name: name, location: location, slots: slots, uncovered: uncovered))
            }
            if !errorSet.isEmpty { throw DiagnosticList(errorSet.sorted(by: Diagnostic.inSourceOrder)) }
            return result
        }

        /// The value of a token in one combination: a literal, or a reference to an audited token. A reference
        /// to a token that only a `source` set defines is followed here, since that token is not in the theme.
        static func value(
            of raw: RawToken, in combination: Combination, emitted: Set<String>
        ) throws(Diagnostic)
            -> TokenValue
        {
            var current = raw
            var visited: [String] = [raw.name]
            while true {
                switch try DesignTokenTree.colorValue(of: current) {
                case .literal(let literal):
                    return .literal(literal)
                case .alias(let target, let node):
                    if let type = combination.types[target], type != "color" {
                        throw node.error(
                            "color token \"\(current.name)\" refers to \"\(target)\", a token of type \"\(type)\"; "
                                + "expected a color token")
                    }
                    if emitted.contains(target) { return .reference(name: target, location: node.location) }
                    guard let next = combination.entries[target] else {
                        // Not in this theme at all: the resolver reports it with a suggestion.
                        return .reference(name: target, location: node.location)
                    }
                    if visited.contains(target) {
                        throw node.error("reference cycle: \((visited + [target]).joined(separator: " -> "))")
                    }
                    visited.append(target)
                    current = next.raw
                case .pointer(let pointer, let node):
                    throw node.error(
                        "\"$ref\" \(ColorSyntaxError.quote(pointer)) in token \"\(current.name)\" is not supported in "
                            + "Tokens Studio sets; use an alias like \"{group.token}\"")
                case .embeddedReference(let text, let node):
                    return .unresolvable(
                        reason: "its value \(ColorSyntaxError.quote(text)) computes a color from a reference, which is "
                            + "not evaluated", location: node.location)
                case .modified(let description, let node):
                    return .unresolvable(
                        reason: "it uses a Tokens Studio color modifier (\(description)), which is not evaluated",
                        location: node.location)
                }
            }
        }

        /// The sets of some themes merged: enabled wins over source, disabled is left out; ordered by
        /// `tokenSetOrder`, then by first mention.
        func orderedSets(_ themes: [StudioTheme]) -> [(String, SetStatus)] {
            var statuses: [String: SetStatus] = [:]
            var mentioned: [String] = []
            if self.themes.isEmpty {
                for set in order.isEmpty ? setNames : order where hasSet(set) {
                    statuses[set] = .enabled
                    mentioned.append(set)
                }
            }
            for theme in themes {
                for set in theme.sets where set.status != .disabled {
                    if let existing = statuses[set.name] {
                        if existing == .source && set.status == .enabled { statuses[set.name] = .enabled }
                    } else {
                        statuses[set.name] = set.status
                        mentioned.append(set.name)
                    }
                }
            }
            let rank = Dictionary(order.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
            let sorted = mentioned.enumerated().sorted {
                (rank[$0.element] ?? Int.max, $0.offset) < (rank[$1.element] ?? Int.max, $1.offset)
            }
            return sorted.map { ($0.element, statuses[$0.element]!) }
        }

        /// The combinations to audit: the themes of groups that map to appearances, crossed; the first theme
        /// of every other group.
        func makeCombinations(
            mapper: ModeMapper, warnings: inout [Diagnostic], hasColors: (StudioTheme) -> Bool
        ) -> [Combination] {
            guard !themes.isEmpty else {
                return [Combination(label: name, selector: .any, themes: [])]
            }
            var groupNames: [String?] = []
            for theme in themes where !groupNames.contains(theme.group) { groupNames.append(theme.group) }
            var combinations = [Combination(label: "", selector: .any, themes: [])]
            func describe(_ group: String?) -> String { group.map { "group \"\($0)\"" } ?? "themes without a group" }
            for group in groupNames {
                let options = themes.filter { $0.group == group }
                let assignment = mapper.assign(options.map(\.name))
                func theme(_ name: String) -> StudioTheme { options.first { $0.name == name }! }
                if assignment.mapsAppearances {
                    for (ignored, reason) in assignment.ignored where hasColors(theme(ignored)) {
                        warnings.append(
                            Diagnostic(
                                severity: .warning, location: theme(ignored).location,
                                message: "theme \"\(ignored)\" \(reason) and is not audited; map themes to appearances "
                                    + "with \"modes\" in \(AuditConfig.fileName)"))
                    }
                    var crossed: [Combination] = []
                    for combination in combinations {
                        for slot in assignment.slots {
                            guard let selector = Self.merge(combination.selector, slot.selector) else {
                                warnings.append(
                                    Diagnostic(
                                        severity: .warning, location: theme(slot.name).location,
                                        message: "theme \"\(slot.name)\" (\(slot.selector)) cannot be combined with "
                                            + "\"\(combination.label)\" (\(combination.selector)); that combination is "
                                            + "not audited"))
                                continue
                            }
                            var next = combination
                            next.label = combination.label.isEmpty ? slot.name : combination.label + " + " + slot.name
                            next.selector = selector
                            next.themes.append(theme(slot.name))
                            crossed.append(next)
                        }
                    }
                    combinations = crossed
                } else {
                    let first = options[0]
                    let skipped = options.dropFirst().filter(hasColors)
                    if let second = skipped.first {
                        warnings.append(
                            Diagnostic(
                                severity: .warning, location: second.location,
                                message: "\(describe(group)) does not vary by appearance, so only its first theme, "
                                    + "\"\(first.name)\", is audited; not audited: "
                                    + skipped.map { "\"\($0.name)\"" }.joined(separator: ", ")))
                    }
                    for index in combinations.indices { combinations[index].themes.append(first) }
                }
            }
            for index in combinations.indices where combinations[index].label.isEmpty {
                combinations[index].label = combinations[index].themes.first?.name ?? name
            }
            return combinations
        }

        /// Two selectors joined, or `nil` when they name different values of the same trait.
        static func merge(_ a: AppearanceSelector, _ b: AppearanceSelector) -> AppearanceSelector? {
            func pick<T: Equatable>(_ x: T?, _ y: T?) -> (T?, Bool) {
                if let x, let y { return (x, x == y) }
                return (x ?? y, true)
            }
            let luminosity = pick(a.luminosity, b.luminosity)
            let level = pick(a.level, b.level)
            let contrast = pick(a.contrast, b.contrast)
            guard luminosity.1, level.1, contrast.1 else { return nil }
            return AppearanceSelector(luminosity: luminosity.0, level: level.0, contrast: contrast.0)
        }
    }
}

extension ThemeFormat {
    /// A Tokens Studio folder or file.
    public static let tokensStudio = ThemeFormat("tokens-studio", input: "a Tokens Studio folder or file")
}
