/// Reads the native scheme format (DESIGN.md §5): a JSON object (comments and trailing commas allowed)
/// with `colors` (tokens: a color, an alias `{name}`, or variants keyed by appearance selectors) and
/// `pairings`.
public enum SchemeReader {
    /// The top-level keys of a scheme file.
    static let topLevelKeys = ["$schema", "name", "description", "colors", "generator", "pairings"]
    static let pairingKeys = ["id", "foreground", "background", "role", "statusBar", "style", "distinguish"]

    /// Whether a parsed JSON document looks like a native scheme: a top-level `colors` key, or a
    /// `generator` object (`docs/generators.md`). A `colors` that is not an object still claims the file,
    /// so the reader reports it at that value instead of the file going unrecognized; a `colors` (or
    /// `generator`) object with `$`-keys inside is a design-token group instead.
    package static func recognizes(_ root: JSONNode) -> Bool {
        if let generator = root["generator"], generator.members != nil, !containsDollarKey(generator, depth: 8) {
            return true
        }
        guard let colors = root["colors"] else { return false }
        guard colors.members != nil else { return true }
        return !containsDollarKey(colors, depth: 8)
    }

    /// Whether an object nested at most `depth` levels has a key starting with `$`.
    static func containsDollarKey(_ node: JSONNode, depth: Int) -> Bool {
        guard depth > 0, let members = node.members else { return false }
        return members.contains { $0.key.hasPrefix("$") || containsDollarKey($0.value, depth: depth - 1) }
    }

    /// Reads a scheme from bytes; `path` names the file in every diagnostic. Throws the first problem in
    /// file order; ``readAll(_:path:)`` reports every one.
    public static func read(_ bytes: [UInt8], path: String) throws(Diagnostic) -> Theme {
        let root = try JSONParser.parse(bytes, path: path)
        return try read(root, path: path)
    }

    /// Reads a scheme from a parsed document. A scheme with a `generator` becomes the theme its
    /// generator produces at the default picks.
    package static func read(_ root: JSONNode, path: String) throws(Diagnostic) -> Theme {
        do {
            return try readAll(root, path: path)
        } catch {
            throw error.diagnostics[0]
        }
    }

    /// Reads a scheme from a parsed document, reporting every problem at once in file order: each token
    /// and pairing that cannot be read, and then what resolving the rest finds (an alias naming no token),
    /// so a file with three mistakes takes one run, not three.
    package static func readAll(_ root: JSONNode, path: String) throws(DiagnosticList) -> Theme {
        let (theme, generator) = try readScheme(root, path: path)
        do {
            return try generator?.theme() ?? theme
        } catch {
            throw DiagnosticList([error])
        }
    }

    /// Reads the generator of a scheme file, or `nil` when it has none.
    public static func readGenerator(_ bytes: [UInt8], path: String) throws(Diagnostic) -> Generator? {
        let root = try JSONParser.parse(bytes, path: path)
        do {
            return try readScheme(root, path: path).generator
        } catch {
            throw error.diagnostics[0]
        }
    }

    /// The scheme as written (fixed tokens and pairings) and its generator, if any. A problem with the
    /// file's shape stops reading at once; problems in tokens and pairings are collected.
    static func readScheme(
        _ root: JSONNode, path: String
    ) throws(DiagnosticList) -> (theme: Theme, generator: Generator?) {
        var name = defaultName(path)
        let members: [JSONMember]
        do throws(Diagnostic) {
            _ = try root.objectMembers("a scheme file")
            // Keys first: a misspelled "colours" is better reported at the key, with a hint, than as a missing "colors".
            try root.checkKeys(topLevelKeys, in: "a scheme file")
            if root["colors"] == nil && root["generator"] == nil {
                throw root.error(
                    "a scheme file needs a \"colors\" object mapping token names to colors, or a \"generator\"")
            }
            if let nameNode = root["name"] { name = try nameNode.string("\"name\"") }
            if let description = root["description"] { _ = try description.string("\"description\"") }
            members = try root["colors"]?.objectMembers("\"colors\"") ?? []
        } catch {
            throw DiagnosticList([error])
        }
        var errors: [Diagnostic] = []
        var tokens: [Token] = []
        for member in members {
            do {
                tokens.append(try readToken(member))
            } catch {
                errors.append(error)
                // A stand-in keeps aliases and pairings that name the token from being reported as unknown.
                if !member.key.isEmpty && !SystemColors.isBuiltIn(member.key) {
                    tokens.append(
                        Token(
                            name: member.key,
                            value: .literal(ColorLiteral(color: .black, location: member.value.location)),
                            location: member.keyLocation))
                }
            }
        }
        var generator: Generator?
        if let generatorNode = root["generator"] {
            do {
                generator = try GeneratorReader.read(
                    generatorNode, name: name, path: path, fixedTokens: tokens, pairings: [])
            } catch {
                errors.append(error)
            }
        }
        let names = Set(tokens.map(\.name) + (generator?.tokens.map(\.name) ?? []))
        var pairings: [Pairing] = []
        if let pairingsNode = root["pairings"] {
            do {
                for element in try pairingsNode.arrayElements("\"pairings\"") {
                    do {
                        pairings.append(try readPairing(element, tokens: names))
                    } catch {
                        errors.append(error)
                    }
                }
            } catch {
                errors.append(error)
            }
        }
        generator?.pairings = pairings
        if let generator {
            // Cycles through `from` are found by compiling; report them while reading, like alias errors.
            do { _ = try generator.programs() } catch { errors.append(error) }
        }
        let theme = Theme(name: name, path: path, format: .schemeJSON, tokens: tokens, pairings: pairings)
        guard errors.isEmpty else { throw DiagnosticList(allErrors(errors, theme: theme, resolve: generator == nil)) }
        return (theme, generator)
    }

    /// The reading errors with what resolving the readable rest finds (when reading found no problem,
    /// resolving happens later and reports its own), without repeats, in file order.
    static func allErrors(_ errors: [Diagnostic], theme: Theme, resolve: Bool) -> [Diagnostic] {
        var all = errors
        if resolve {
            do {
                _ = try ResolvedTheme(theme: theme, appearances: Appearance.all)
            } catch {
                all += error.diagnostics
            }
        }
        var unique: [Diagnostic] = []
        for error in all where !unique.contains(error) { unique.append(error) }
        return unique.sorted(by: Diagnostic.inSourceOrder)
    }

    static func defaultName(_ path: String) -> String {
        let file = path.split(separator: "/").last.map(String.init) ?? path
        return file.hasSuffix(".json") ? String(file.dropLast(5)) : file
    }

    static func readToken(_ member: JSONMember) throws(Diagnostic) -> Token {
        let name = member.key
        if name.isEmpty {
            throw Diagnostic(severity: .error, location: member.keyLocation, message: "empty token name")
        }
        if SystemColors.isBuiltIn(name) {
            throw Diagnostic(
                severity: .error, location: member.keyLocation,
                message: "token name \"\(name)\" uses a reserved prefix; names starting with \"ios.\" or \"uikit.\" "
                    + "refer to built-in colors")
        }
        let node = member.value
        if node.stringValue != nil {
            var token = Token(name: name, value: try readValue(node, token: name), location: member.keyLocation)
            token.valueByteRange = node.byteRange
            return token
        }
        guard let variantMembers = node.members else {
            throw node.mismatch(
                "token \"\(name)\"", expected: "a color, an alias like \"{accent}\", or an object of variants")
        }
        if variantMembers.isEmpty {
            throw node.error("token \"\(name)\" has no variants; expected keys like \"light\" and \"dark\"")
        }
        var variants: [Variant] = []
        var seen: [AppearanceSelector: SourceLocation] = [:]
        for variant in variantMembers {
            let selector = try SchemeReader.variantSelector(variant, token: name, seen: &seen)
            variants.append(
                Variant(
                    selector: selector, value: try readValue(variant.value, token: name),
                    selectorLocation: variant.keyLocation))
        }
        var token = Token(name: name, variants: variants, location: member.keyLocation)
        token.valueByteRange = node.byteRange
        return token
    }

    /// A color string or an alias `{name}`.
    static func readValue(_ node: JSONNode, token: String) throws(Diagnostic) -> TokenValue {
        let text = try node.string("a value of token \"\(token)\"")
        let trimmed = text.trimmingSpaces
        if trimmed.hasPrefix("{") {
            let target = String(trimmed.dropFirst().dropLast()).trimmingSpaces
            guard trimmed.hasSuffix("}"), !target.isEmpty, !target.contains("{"), !target.contains("}") else {
                throw node.error(
                    "invalid alias \(ColorSyntaxError.quote(text)); expected a token name in braces like \"{accent}\"")
            }
            return .reference(name: target, location: node.location)
        }
        do {
            let color = try Color(parsing: text)
            return .literal(ColorLiteral(color: color, location: node.location, byteRange: node.byteRange, text: text))
        } catch {
            throw node.error(error.message)
        }
    }

    /// Reads one pairing; with `tokens`, names are checked against them (a configuration file checks
    /// them later, against the themes it applies to).
    static func readPairing(
        _ node: JSONNode, tokens: Set<String>?, origin: PairingOrigin = .declared
    )
        throws(Diagnostic) -> Pairing
    {
        _ = try node.objectMembers("a pairing")
        try node.checkKeys(pairingKeys, in: "a pairing")
        var names = PairingNames(tokens: tokens)
        var id: String?
        if let idNode = node["id"] { id = try idNode.string("\"id\"") }
        var pairing: Pairing
        if let barNode = node["statusBar"] {
            pairing = try readStatusBarPairing(node, bar: barNode, names: &names)
        } else if let distinguishNode = node["distinguish"] {
            pairing = try readDistinguishPairing(node, distinguish: distinguishNode, names: &names)
        } else {
            pairing = try readDrawnPairing(node, names: &names)
        }
        pairing.id = id ?? pairing.id
        pairing.origin = origin
        pairing.tokenLocations = names.locations
        return pairing
    }

    /// The token names of one pairing entry, checked against the theme's tokens when they are known, with
    /// where each is first named.
    struct PairingNames {
        let tokens: Set<String>?
        var locations: [String: SourceLocation] = [:]

        mutating func name(_ name: String, _ element: JSONNode) throws(Diagnostic) -> String {
            if locations[name] == nil { locations[name] = element.location }
            if let tokens, !tokens.contains(name), !SystemColors.isBuiltIn(name) {
                let hint = DidYouMean.hint(for: name, among: tokens)
                throw element.error("unknown token \"\(name)\" in pairing\(hint)")
            }
            return name
        }
    }

    /// `{"statusBar": BAR, "style": ...}`.
    static func readStatusBarPairing(
        _ node: JSONNode, bar barNode: JSONNode, names: inout PairingNames
    ) throws(Diagnostic) -> Pairing {
        if let foreground = node.member("foreground") {
            throw Diagnostic(
                severity: .error, location: foreground.keyLocation,
                message: "a status-bar entry has no \"foreground\": the brightness rule picks the text")
        }
        if let background = node.member("background") {
            throw Diagnostic(
                severity: .error, location: background.keyLocation,
                message: "a status-bar entry names its background with \"statusBar\", not \"background\"")
        }
        if let role = node["role"], role.stringValue != Role.statusBar.rawValue {
            throw role.error("a status-bar entry has role \"status-bar\"; remove \"role\"")
        }
        var backgrounds: [String] = []
        for (name, element) in try barNode.stringList("\"statusBar\"") {
            backgrounds.append(try names.name(name, element))
        }
        var styles: [(selector: AppearanceSelector, style: StatusBarStyle)] = []
        if let styleNode = node["style"] { styles = try readStyles(styleNode) }
        return Pairing(
            id: nil, foreground: nil, backgrounds: backgrounds, role: .statusBar, declaredStyles: styles,
            location: node.location)
    }

    /// `{"distinguish": [A, B]}`.
    static func readDistinguishPairing(
        _ node: JSONNode, distinguish distinguishNode: JSONNode, names: inout PairingNames
    ) throws(Diagnostic) -> Pairing {
        for key in ["foreground", "background", "statusBar", "style"] {
            if let member = node.member(key) {
                throw Diagnostic(
                    severity: .error, location: member.keyLocation,
                    message: "a \"distinguish\" entry names its two colors only; remove \"\(key)\"")
            }
        }
        if let role = node["role"], role.stringValue != Role.distinguish.rawValue {
            throw role.error("a \"distinguish\" entry has role \"distinguish\"; remove \"role\"")
        }
        let listed = try distinguishNode.stringList("\"distinguish\"")
        guard listed.count == 2 else {
            throw distinguishNode.error(
                "\"distinguish\" names two tokens that must be told apart, like [\"error\", \"success\"]; "
                    + "found \(listed.count)")
        }
        guard listed[0].0 != listed[1].0 else {
            throw listed[1].1.error("\"distinguish\" names \"\(listed[0].0)\" twice")
        }
        let first = try names.name(listed[0].0, listed[0].1)
        let second = try names.name(listed[1].0, listed[1].1)
        return Pairing(id: nil, foreground: first, backgrounds: [second], role: .distinguish, location: node.location)
    }

    /// `{"foreground": F, "background": B or [B, ...], "role": R}`.
    static func readDrawnPairing(_ node: JSONNode, names: inout PairingNames) throws(Diagnostic) -> Pairing {
        guard let foregroundNode = node["foreground"] else {
            throw node.error(
                "a pairing needs \"foreground\" and \"background\" (or \"statusBar\" for a status bar, "
                    + "\"distinguish\" for two colors that must be told apart)")
        }
        guard let backgroundNode = node["background"] else {
            throw node.error("pairing for \"\(foregroundNode.stringValue ?? "?")\" has no \"background\"")
        }
        if let style = node.member("style") {
            throw Diagnostic(
                severity: .error, location: style.keyLocation, message: "\"style\" applies only to status-bar entries")
        }
        let foreground = try names.name(try foregroundNode.string("\"foreground\""), foregroundNode)
        var backgrounds: [String] = []
        for (name, element) in try backgroundNode.stringList("\"background\"") {
            backgrounds.append(try names.name(name, element))
        }
        var role = Role.text
        if let roleNode = node["role"] {
            let text = try roleNode.string("\"role\"")
            let allowed = Role.drawn.map(\.rawValue)
            guard let value = Role(rawValue: text), Role.drawn.contains(value) else {
                let hint = DidYouMean.hint(for: text, among: allowed)
                throw roleNode.error(
                    "unknown role \(ColorSyntaxError.quote(text)); expected \(JSONNode.list(allowed))\(hint)")
            }
            role = value
        }
        return Pairing(id: nil, foreground: foreground, backgrounds: backgrounds, role: role, location: node.location)
    }

    /// `"light-content"` for every appearance, or an object of selectors to styles.
    static func readStyles(
        _ node: JSONNode
    ) throws(Diagnostic) -> [(selector: AppearanceSelector, style: StatusBarStyle)] {
        func style(_ node: JSONNode) throws(Diagnostic) -> StatusBarStyle {
            let text = try node.string("a status-bar style")
            guard let value = StatusBarStyle(rawValue: text) else {
                let names = StatusBarStyle.allCases.map(\.rawValue)
                throw node.error(
                    "unknown status-bar style \(ColorSyntaxError.quote(text)); expected \(JSONNode.list(names))"
                        + DidYouMean.hint(for: text, among: names))
            }
            return value
        }
        if node.stringValue != nil { return [(.any, try style(node))] }
        var result: [(selector: AppearanceSelector, style: StatusBarStyle)] = []
        for member in try node.objectMembers("\"style\"") {
            result.append((try SchemeReader.selector(ofKey: member), try style(member.value)))
        }
        return result
    }
}

extension SchemeReader {
    /// The appearance selector a member's key names, with a bad selector reported at the key.
    static func selector(ofKey member: JSONMember) throws(Diagnostic) -> AppearanceSelector {
        do {
            return try AppearanceSelector(parsing: member.key)
        } catch {
            throw Diagnostic(severity: .error, location: member.keyLocation, message: error.message)
        }
    }

    /// The selector of a token's variant key, refusing one the token already has: two "dark" values
    /// leave no single answer for dark, and silently taking either would audit a color the app may not use.
    static func variantSelector(
        _ variant: JSONMember, token name: String, seen: inout [AppearanceSelector: SourceLocation]
    ) throws(Diagnostic) -> AppearanceSelector {
        let selector = try selector(ofKey: variant)
        if let first = seen[selector] {
            throw Diagnostic(
                severity: .error, location: variant.keyLocation,
                message: "token \"\(name)\" has two variants for \(selector) (the first at \(first.lineAndColumn))")
        }
        seen[selector] = variant.keyLocation
        return selector
    }
}

extension String {
    /// The string without leading and trailing spaces and tabs.
    var trimmingSpaces: String {
        var scalars = Substring(self)
        while let first = scalars.first, first == " " || first == "\t" { scalars.removeFirst() }
        while let last = scalars.last, last == " " || last == "\t" { scalars.removeLast() }
        return String(scalars)
    }
}
