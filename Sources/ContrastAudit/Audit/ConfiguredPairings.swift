/// The pairings of a project configuration (`.contrastaudit.json`), added to the themes they apply to.
enum ConfiguredPairings {
    /// Adds the configuration's pairings to the themes they name (or to every theme that has their
    /// tokens); a pairing that fits no theme is an error naming the closest token. Names with `*` are
    /// patterns (``TokenGlob``): each theme gets one pairing per combination of matching tokens, and a pattern
    /// that matches no token of any theme it may apply to is an error naming the closest tokens.
    static func add(_ config: AuditConfig, to themes: inout [Theme]) throws(DiagnosticList) {
        var errors: [Diagnostic] = []
        for (scope, pairing) in config.pairings {
            var added = false
            let patterns = pairing.tokens.filter(TokenGlob.isPattern)
            var matchedPatterns = Set<String>()
            var scoped: [String] = []
            for index in themes.indices {
                let theme = themes[index]
                if let scope, scope != theme.name, scope != theme.path, !theme.path.hasSuffix("/" + scope) { continue }
                let names = theme.tokens.map(\.name)
                scoped += names
                if patterns.isEmpty {
                    let known = Set(names)
                    // A merged palette token (`text_[light|dark]`, written by `audit pairings --write-config`)
                    // is made again from the two tokens it stands for.
                    let missing = pairing.tokens.filter { !known.contains($0) && !SystemColors.isBuiltIn($0) }
                    let merged = missing.isEmpty ? [] : PaletteVariants(tokens: theme.tokens).merged.map(\.token)
                    let found = merged.filter { missing.contains($0.name) }
                    if found.count == missing.count {
                        themes[index].tokens += found
                        themes[index].pairings.append(pairing)
                        added = true
                    }
                    continue
                }
                let expansion = expand(pairing, among: names)
                matchedPatterns.formUnion(expansion.matchedPatterns)
                themes[index].pairings += expansion.pairings
                added = added || !expansion.pairings.isEmpty
            }
            if added { continue }
            if let pattern = patterns.first(where: { !matchedPatterns.contains($0) }) {
                let closest = TokenGlob(pattern).closest(among: Set(scoped).sorted())
                let hint = closest.isEmpty ? "" : "; closest: " + closest.map { "\"\($0)\"" }.joined(separator: ", ")
                errors.append(
                    Diagnostic(
                        severity: .error, location: pairing.tokenLocations[pattern] ?? pairing.location,
                        message:
                            "pattern \"\(pattern)\" in configured pairing \"\(pairing.id)\" matches no token\(hint)"))
                continue
            }
            let all = Set(themes.flatMap { $0.tokens.map(\.name) })
            let missing = pairing.tokens.first {
                !TokenGlob.isPattern($0) && !all.contains($0) && !SystemColors.isBuiltIn($0)
            }
            let detail =
                missing.map { "token \"\($0)\" is in no theme" + DidYouMean.hint(for: $0, among: all) }
                ?? "no single theme has all of its tokens"
            errors.append(
                Diagnostic(
                    severity: .error, location: missing.flatMap { pairing.tokenLocations[$0] } ?? pairing.location,
                    message: "configured pairing \"\(pairing.id)\" applies to no theme: \(detail)"))
        }
        if !errors.isEmpty { throw DiagnosticList(errors) }
        for index in themes.indices { themes[index].pairings = withoutOverriddenUsage(themes[index].pairings) }
    }

    /// Declared and configured pairings win over usage pairings of the same colors (for a status bar, the
    /// same bar).
    static func withoutOverriddenUsage(_ pairings: [Pairing]) -> [Pairing] {
        let written = pairings.filter { $0.origin != .usage }
        guard !written.isEmpty else { return pairings }
        return pairings.filter { pairing in
            pairing.origin != .usage
                || !written.contains {
                    $0.foreground == pairing.foreground && $0.backgrounds == pairing.backgrounds
                        && ($0.role == .statusBar) == (pairing.role == .statusBar)
                }
        }
    }

    /// One theme's pairings for a configured pairing with patterns: every combination of matching tokens (a
    /// plain name stands for itself), leaving out combinations that use one token twice. Also returns the
    /// patterns that matched some token, for the error about one that matches none.
    static func expand(_ pairing: Pairing, among names: [String]) -> (pairings: [Pairing], matchedPatterns: [String]) {
        let known = Set(names)
        var matched: [String] = []
        func choices(_ name: String) -> [String] {
            guard TokenGlob.isPattern(name) else {
                return known.contains(name) || SystemColors.isBuiltIn(name) ? [name] : []
            }
            let glob = TokenGlob(name)
            let found = names.filter(glob.matches)
            if !found.isEmpty { matched.append(name) }
            return found
        }
        let foregrounds: [String?] = pairing.foreground.map { choices($0) } ?? [nil]
        var stacks: [[String]] = [[]]
        for background in pairing.backgrounds {
            let options = choices(background)
            stacks = stacks.flatMap { stack in options.filter { !stack.contains($0) }.map { stack + [$0] } }
        }
        var result: [Pairing] = []
        for foreground in foregrounds {
            for stack in stacks where foreground.map({ !stack.contains($0) }) ?? true {
                var expanded = pairing
                expanded.foreground = foreground
                expanded.backgrounds = stack
                expanded.id = Pairing.defaultID(foreground: foreground, backgrounds: stack, role: pairing.role)
                var locations: [String: SourceLocation] = [:]
                for (written, name) in zip([pairing.foreground] + pairing.backgrounds, [foreground] + stack) {
                    if let written, let name { locations[name] = pairing.tokenLocations[written] }
                }
                expanded.tokenLocations = locations
                result.append(expanded)
            }
        }
        return (result, matched)
    }
}
