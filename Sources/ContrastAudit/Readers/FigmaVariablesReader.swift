import Foundation

/// Reads a Figma Variables export in the figma/sds shape (`figma-plugin-token-json`) into one theme.
///
/// Each variable collection is a root key (`@color`, `@color_primitives`); the collection's
/// `$extensions["com.figma.sds"].modes` lists its modes, and each token keeps its value per mode in its own
/// `$extensions["com.figma.sds"].modes` (`$value` is the default mode's). Modes map to appearances by the
/// configuration's `modes`, then by name (`sds_light` → light, `sds_dark` → dark); a mode that maps to an
/// appearance an earlier mode already has (`brand_b_light`) is an alternative brand and is not audited, with
/// one warning. A collection whose modes map to nothing (`value`, `default`) holds for every appearance.
///
/// Figma writes aliases with display names (`{@color_primitives.White.1000}`) while the keys are slugs
/// (`white`), so names are matched exactly first, then ignoring case with spaces as hyphens. An alias that
/// matches nothing is reported per mode as a warning; in an audited mode the token is also unresolvable
/// there, which is an error only if a pairing uses it.
package enum FigmaVariablesReader: ThemeReader {
    package static let format = ThemeFormat.figmaVariables

    package static func claims(_ url: URL, isDirectory: Bool, root: JSONNode?) -> ReaderClaim {
        guard !isDirectory, let root, let members = root.members else { return .no }
        return members.contains { modeList($0.value) != nil } ? .yes : .no
    }

    /// The `$extensions` key and the list of modes of a collection, when it has one.
    static func modeList(_ collection: JSONNode) -> (key: String, modes: JSONNode)? {
        guard let extensions = collection["$extensions"]?.members else { return nil }
        for member in extensions where member.key.hasPrefix("com.figma") {
            if let modes = member.value["modes"], modes.elements != nil { return (member.key, modes) }
        }
        return nil
    }

    package static func read(
        _ url: URL, displayPath: String, root: JSONNode?, options: ReaderOptions
    ) throws(DiagnosticList) -> [Theme] {
        let document = try jsonDocument(url, displayPath: displayPath, root: root)
        return [try read(document, path: displayPath, options: options)]
    }

    /// A collection: its key, its modes and the range of its tokens.
    struct Collection {
        var key: String
        var extensionKey: String?
        var modes: [String]
        var modeLocations: [String: SourceLocation]
        var tokens: Range<Int>
    }

    /// Figma's display name → the slug form its keys use: lowercase, spaces as hyphens.
    static func normalize(_ name: String) -> String {
        name.lowercased().replacingOccurrences(of: " ", with: "-")
    }

    /// Reads a parsed export; every problem found is thrown together.
    package static func read(_ root: JSONNode, path: String, options: ReaderOptions) throws(DiagnosticList) -> Theme {
        var errors: [Diagnostic] = []
        var warnings: [Diagnostic] = []
        let mapper: ModeMapper
        let members: [JSONMember]
        do throws(Diagnostic) {
            mapper = try ModeMapper(options)
            members = try root.objectMembers("a Figma variables export")
        } catch {
            throw DiagnosticList([error])
        }
        let (raw, collections) = readCollections(members, errors: &errors)
        let index = VariableIndex(raw)
        if let warning = DesignTokenTree.untypedWarning(raw, types: index.types) { warnings.append(warning) }

        var tokens: [Token] = []
        for collection in collections {
            tokens += readTokens(
                of: collection, mapper: mapper, index: index, warnings: &warnings, errors: &errors)
        }
        if !errors.isEmpty { throw DiagnosticList(errors.sorted(by: Diagnostic.inSourceOrder)) }
        return Theme(
            name: DesignTokensReader.themeName(path), path: path, format: .figmaVariables, tokens: tokens, pairings: [],
            warnings: warnings)
    }

    /// The export's collections (every root key not starting with `$`) with their modes, and all their tokens.
    static func readCollections(
        _ members: [JSONMember], errors: inout [Diagnostic]
    ) -> (raw: [RawToken], collections: [Collection]) {
        var raw: [RawToken] = []
        var collections: [Collection] = []
        for member in members where !member.key.hasPrefix("$") {
            guard member.value.members != nil else {
                errors.append(member.value.mismatch("collection \"\(member.key)\"", expected: "an object of variables"))
                continue
            }
            var collection = Collection(key: member.key, modes: [], modeLocations: [:], tokens: 0..<0)
            if let (key, list) = modeList(member.value) {
                collection.extensionKey = key
                for element in list.elements ?? [] {
                    guard let mode = element.stringValue else {
                        errors.append(element.mismatch("a mode of collection \"\(member.key)\"", expected: "a string"))
                        continue
                    }
                    collection.modes.append(mode)
                    collection.modeLocations[mode] = element.location
                }
            }
            let start = raw.count
            raw += DesignTokenTree.tokens(in: member.value, prefix: [member.key], syntax: .dtcg, errors: &errors)
            collection.tokens = start..<raw.count
            collections.append(collection)
        }
        return (raw, collections)
    }

    /// Every variable of the export, found by its exact name or by its normalized name, with its effective type.
    struct VariableIndex {
        var raw: [RawToken]
        var exact: [String: Int] = [:]
        var normalized: [String: Int] = [:]
        var types: [String?] = []
        var allNames: [String]

        init(_ raw: [RawToken]) {
            self.raw = raw
            allNames = raw.map(\.name)
            for (position, token) in raw.enumerated() {
                if exact[token.name] == nil { exact[token.name] = position }
                let key = FigmaVariablesReader.normalize(token.name)
                if normalized[key] == nil { normalized[key] = position }
            }
            let index = self
            types = DesignTokenTree.effectiveTypes(raw, index: exact) { token in
                guard let target = token.value.stringValue.flatMap(DesignTokenTree.aliasTarget),
                    let position = index.lookup(target)
                else { return nil }
                return raw[position].name
            }
        }

        /// The position of the variable an alias names: the exact name first, then the normalized one.
        func lookup(_ target: String) -> Int? { exact[target] ?? normalized[FigmaVariablesReader.normalize(target)] }
    }

    /// The color tokens of one collection, one slot per audited mode (plus `$value` for appearances no mode
    /// covers); warns once per mode that is not audited.
    static func readTokens(
        of collection: Collection, mapper: ModeMapper, index: VariableIndex,
        warnings: inout [Diagnostic], errors: inout [Diagnostic]
    ) -> [Token] {
        let colorTokens = collection.tokens.filter { index.types[$0] == "color" }
        guard !colorTokens.isEmpty else { return [] }
        let assignment = mapper.assign(collection.modes)
        for (mode, reason) in assignment.ignored {
            warnings.append(
                Diagnostic(
                    severity: .warning, location: collection.modeLocations[mode],
                    message: "mode \"\(mode)\" of collection \"\(collection.key)\" \(reason) and is not audited "
                        + "(probably an alternative brand); map modes to appearances with \"modes\" in "
                        + "\(AuditConfig.fileName)"))
        }
        var slots: [(name: String?, selector: AppearanceSelector)] = assignment.slots.map { ($0.name, $0.selector) }
        if !DesignTokenTree.covers(slots.map(\.selector)) { slots.append((nil, .any)) }
        let ignoredModes = assignment.ignored.map(\.name)

        var tokens: [Token] = []
        for position in colorTokens {
            let token = index.raw[position]
            let modeValues = collection.extensionKey.flatMap { token.extensions?[$0]?["modes"] }
            do throws(Diagnostic) {
                var tokenSlots: [TokenSlot] = []
                for slot in slots {
                    let node = slot.name.flatMap { modeValues?[$0] }
                    let written: RawColorValue
                    if let node {
                        written = try DesignTokenTree.colorValue(node, token: token.name)
                    } else {
                        written = try DesignTokenTree.colorValue(of: token)
                    }
                    let label = slot.name.map { "mode \"\($0)\"" } ?? "\"$value\""
                    let value = try tokenValue(written, token: token.name, in: label, index: index, warnings: &warnings)
                    tokenSlots.append(TokenSlot(selector: slot.selector, label: label, value: value))
                }
                // Modes that are not audited still get their aliases checked, per mode.
                for mode in ignoredModes {
                    guard let node = modeValues?[mode], let text = node.stringValue,
                        let target = DesignTokenTree.aliasTarget(text), index.lookup(target) == nil
                    else { continue }
                    warnings.append(
                        dangling(
                            target, token: token.name, in: "mode \"\(mode)\"", at: node, names: index.allNames,
                            audited: false))
                }
                tokens.append(
                    DesignTokenTree.makeToken(
                        name: token.name, location: token.location, slots: tokenSlots,
                        uncovered:
                            "no mode of collection \"\(collection.key)\" maps to an appearance it is evaluated in"))
            } catch {
                errors.append(error)
            }
        }
        return tokens
    }

    /// The value of a token in one audited mode (`label`); an alias that names no variable is a warning and
    /// leaves the token unresolvable there.
    static func tokenValue(
        _ written: RawColorValue, token: String, in label: String, index: VariableIndex,
        warnings: inout [Diagnostic]
    ) throws(Diagnostic) -> TokenValue {
        switch written {
        case .literal(let literal):
            return .literal(literal)
        case .alias(let target, let aliasNode):
            if let found = index.lookup(target) {
                if let type = index.types[found], type != "color" {
                    throw aliasNode.error(
                        "color token \"\(token)\" refers to \"\(index.raw[found].name)\", a token of type "
                            + "\"\(type)\"; expected a color token")
                }
                return .reference(name: index.raw[found].name, location: aliasNode.location)
            }
            warnings.append(
                dangling(target, token: token, in: label, at: aliasNode, names: index.allNames, audited: true))
            return .unresolvable(
                reason: "its value in \(label), \(ColorSyntaxError.quote("{" + target + "}")), names no token",
                location: aliasNode.location)
        case .pointer(let pointer, let pointerNode):
            throw pointerNode.error(
                "\"$ref\" \(ColorSyntaxError.quote(pointer)) in token \"\(token)\" is not supported in a "
                    + "Figma export; use an alias like \"{@collection.group.token}\"")
        case .embeddedReference(let text, let embeddedNode):
            return .unresolvable(
                reason: "its value \(ColorSyntaxError.quote(text)) computes a color from a reference, "
                    + "which is not evaluated", location: embeddedNode.location)
        case .modified(let description, let modifierNode):
            return .unresolvable(
                reason: "it uses a color modifier (\(description)), which is not evaluated",
                location: modifierNode.location)
        }
    }

    /// The warning for an alias that names no variable, even after normalizing the name.
    static func dangling(
        _ target: String, token: String, in mode: String, at node: JSONNode, names: [String], audited: Bool
    ) -> Diagnostic {
        let hint = DidYouMean.hint(for: normalize(target), among: names)
        let consequence =
            audited
            ? "; a pairing that uses \"\(token)\" there is an error" : " (\(mode) is not audited)"
        return Diagnostic(
            severity: .warning, location: node.location,
            message: "alias \(ColorSyntaxError.quote("{" + target + "}")) of token \"\(token)\" in \(mode) names no "
                + "token\(hint)\(consequence)")
    }
}

extension ThemeFormat {
    /// A Figma variables JSON export.
    public static let figmaVariables = ThemeFormat("figma-variables", input: "a Figma variables JSON export")
}
