/// Reads the top-level `generator` object of a native scheme file (`docs/generators.md`): inputs (picked
/// colors with a default pick) and derived tokens (HSB or OKLCH transforms of an input or of another
/// derived token, optionally per appearance).
///
/// Every error points at the offending key or value with a "did you mean" hint for names, because a
/// generator's mistakes (`"brightnes"`, `"from": "pik"`) otherwise surface as wrong colors, not errors.
package enum GeneratorReader {
    static let generatorKeys = ["description", "inputs", "tokens"]
    static let inputKeys = ["default", "description"]
    static let derivationKeys = ["from", "space", "description"] + GeneratorComponent.allCases.map(\.rawValue)
    static let transformKeys = GeneratorParameter.allCases.map(\.rawValue)

    /// Reads the generator of a scheme whose fixed tokens and pairings are already read.
    package static func read(
        _ node: JSONNode, name: String, path: String, fixedTokens: [Token], pairings: [Pairing]
    ) throws(Diagnostic) -> Generator {
        _ = try node.objectMembers("\"generator\"")
        try node.checkKeys(generatorKeys, in: "\"generator\"")
        if let description = node["description"] { _ = try description.string("\"description\"") }
        guard let inputsNode = node["inputs"] else {
            throw node.error(
                "a generator needs \"inputs\": the picked colors, each with a default pick, like "
                    + "{\"pick\": \"hsb(210, 60%, 80%)\"}")
        }
        guard let tokensNode = node["tokens"] else {
            throw node.error("a generator needs \"tokens\": the tokens it derives from its inputs")
        }
        let fixedNames = Set(fixedTokens.map(\.name))
        var inputs: [GeneratorInput] = []
        let inputMembers = try inputsNode.objectMembers("\"inputs\"")
        if inputMembers.isEmpty { throw inputsNode.error("\"inputs\" is empty; a generator needs at least one input") }
        for member in inputMembers {
            try checkName(member, kind: "input", fixedNames: fixedNames, taken: inputs.map(\.name))
            inputs.append(try readInput(member))
        }
        let inputNames = inputs.map(\.name)
        let tokenMembers = try tokensNode.objectMembers("\"tokens\"")
        if tokenMembers.isEmpty {
            throw tokensNode.error("\"tokens\" is empty; a generator derives at least one token")
        }
        var derivedNames: [String] = []
        for member in tokenMembers {
            try checkName(member, kind: "token", fixedNames: fixedNames, taken: derivedNames)
            if inputNames.contains(member.key) {
                throw Diagnostic(
                    severity: .error, location: member.keyLocation,
                    message: "token \"\(member.key)\" has the name of an input; give it another name")
            }
            derivedNames.append(member.key)
        }
        var tokens: [DerivedToken] = []
        for member in tokenMembers {
            tokens.append(try readToken(member, inputs: inputNames, derived: derivedNames))
        }
        return Generator(
            name: name, path: path, inputs: inputs, tokens: tokens, fixedTokens: fixedTokens, pairings: pairings,
            location: node.location)
    }

    /// A name must be non-empty, unreserved, unique, and not a fixed token's.
    static func checkName(
        _ member: JSONMember, kind: String, fixedNames: Set<String>, taken: [String]
    )
        throws(Diagnostic)
    {
        let name = member.key
        func fail(_ message: String) -> Diagnostic {
            Diagnostic(severity: .error, location: member.keyLocation, message: message)
        }
        if name.isEmpty { throw fail("empty \(kind) name") }
        if SystemColors.isBuiltIn(name) {
            throw fail(
                "\(kind) name \"\(name)\" uses a reserved prefix; names starting with \"ios.\" or \"uikit.\" "
                    + "refer to built-in colors")
        }
        if fixedNames.contains(name) {
            throw fail("\(kind) \"\(name)\" is also defined in \"colors\"; a token is either fixed or derived")
        }
        if taken.contains(name) { throw fail("\(kind) \"\(name)\" is defined twice") }
    }

    /// `"pick": "hsb(210, 60%, 80%)"` or `"pick": {"default": "...", "description": "..."}`.
    static func readInput(_ member: JSONMember) throws(Diagnostic) -> GeneratorInput {
        var valueNode = member.value
        if member.value.members != nil {
            try member.value.checkKeys(inputKeys, in: "input \"\(member.key)\"")
            if let description = member.value["description"] { _ = try description.string("\"description\"") }
            guard let defaultNode = member.value["default"] else {
                throw member.value.error(
                    "input \"\(member.key)\" needs a \"default\" pick, the color `audit check` evaluates")
            }
            valueNode = defaultNode
        }
        let text = try valueNode.string("the default pick of input \"\(member.key)\"")
        let color: Color
        do {
            color = try Color(parsing: text)
        } catch {
            throw valueNode.error(error.message)
        }
        if !color.isOpaque {
            throw valueNode.error(
                "the default pick of input \"\(member.key)\" is translucent; a picked color is opaque "
                    + "(derive a translucent token with \"alpha\")")
        }
        if !color.isInSRGBGamut(tolerance: 1e-6) {
            throw valueNode.error(
                "the default pick of input \"\(member.key)\" is outside sRGB; picks are swept in HSB, which "
                    + "covers sRGB")
        }
        return GeneratorInput(name: member.key, defaultPick: color.hsb, location: member.keyLocation)
    }

    /// A derivation, or an object of variants keyed by appearance selectors.
    static func readToken(
        _ member: JSONMember, inputs: [String], derived: [String]
    ) throws(Diagnostic)
        -> DerivedToken
    {
        let name = member.key
        let node = member.value
        guard let members = node.members else {
            if node.stringValue != nil {
                throw node.error(
                    "derived token \"\(name)\" is a plain value; put fixed colors and aliases in \"colors\", or "
                        + "derive it with an object like {\"brightness\": 0.6}")
            }
            throw node.mismatch("derived token \"\(name)\"", expected: "an object")
        }
        // Variants when the first key is an appearance selector; otherwise a single derivation.
        guard let first = members.first, isSelector(first.key) else {
            let derivation = try readDerivation(node, token: name, inputs: inputs, derived: derived)
            return DerivedToken(
                name: name,
                variants: [
                    DerivedVariant(selector: .any, value: .derivation(derivation), selectorLocation: node.location)
                ],
                location: member.keyLocation)
        }
        var variants: [DerivedVariant] = []
        var seen: [AppearanceSelector: SourceLocation] = [:]
        for variant in members {
            let selector = try SchemeReader.variantSelector(variant, token: name, seen: &seen)
            let value: DerivedVariant.Value
            if variant.value.members != nil {
                value = .derivation(
                    try readDerivation(variant.value, token: name, inputs: inputs, derived: derived))
            } else if variant.value.stringValue != nil {
                value = .value(try SchemeReader.readValue(variant.value, token: name))
            } else {
                throw variant.value.mismatch(
                    "variant \(selector) of token \"\(name)\"",
                    expected: "a derivation object, a color, or an alias like \"{base}\"")
            }
            variants.append(DerivedVariant(selector: selector, value: value, selectorLocation: variant.keyLocation))
        }
        return DerivedToken(name: name, variants: variants, location: member.keyLocation)
    }

    /// Whether `key` parses as an appearance selector.
    static func isSelector(_ key: String) -> Bool {
        do {
            _ = try AppearanceSelector(parsing: key)
            return true
        } catch {
            return false
        }
    }

    /// `{"from": "pick", "space": "hsb", "brightness": 0.2, "saturation": {"divide": 1.5}}`.
    static func readDerivation(
        _ node: JSONNode, token: String, inputs: [String], derived: [String]
    )
        throws(Diagnostic) -> Derivation
    {
        let members = try node.objectMembers("a derivation")
        // Selector names are in the hint list so that a misspelled variant ("drak") is recognized too.
        for member in members where !derivationKeys.contains(member.key) {
            let hint = DidYouMean.hint(for: member.key, among: derivationKeys + AppearanceSelector.traitNames + ["any"])
            throw Diagnostic(
                severity: .error, location: member.keyLocation,
                message: "unknown key \"\(member.key)\" in the derivation of token \"\(token)\"; expected "
                    + "\(JSONNode.list(derivationKeys)) (or appearance selectors for variants)\(hint)")
        }
        if let description = node["description"] { _ = try description.string("\"description\"") }
        var source: String
        var sourceLocation: SourceLocation?
        if let fromNode = node["from"] {
            source = try fromNode.string("\"from\"")
            sourceLocation = fromNode.location
            if source == token {
                throw fromNode.error("token \"\(token)\" derives from itself; \"from\" names an input or another token")
            }
            guard inputs.contains(source) || derived.contains(source) else {
                let hint = DidYouMean.hint(for: source, among: inputs + derived)
                throw fromNode.error(
                    "unknown input or derived token \"\(source)\" in \"from\"; expected "
                        + "\(JSONNode.list(inputs + derived.filter { $0 != token }))\(hint)")
            }
        } else {
            guard inputs.count == 1 else {
                throw node.error(
                    "the derivation of token \"\(token)\" needs \"from\": the generator has several inputs "
                        + "(\(JSONNode.list(inputs)))")
            }
            source = inputs[0]
        }
        let written = members.compactMap { GeneratorComponent(rawValue: $0.key) }
        var space: GeneratorSpace
        if let spaceNode = node["space"] {
            let text = try spaceNode.string("\"space\"")
            let names = GeneratorSpace.allCases.map(\.rawValue)
            guard let value = GeneratorSpace(rawValue: text) else {
                throw spaceNode.error(
                    "unknown space \"\(text)\"; expected \(JSONNode.list(names))"
                        + DidYouMean.hint(for: text, among: names))
            }
            space = value
        } else {
            let spaces = Set(written.compactMap(\.onlySpace))
            space = spaces.count == 1 ? spaces.first! : .hsb
            if spaces.count > 1 {
                let member = members.first { GeneratorComponent(rawValue: $0.key)?.onlySpace == .oklch }!
                throw Diagnostic(
                    severity: .error, location: member.keyLocation,
                    message: "the derivation of token \"\(token)\" mixes HSB components (saturation, brightness) "
                        + "and OKLCH ones (lightness, chroma); a derivation transforms in one space")
            }
        }
        var components: [GeneratorComponent: ComponentTransform] = [:]
        for member in members {
            guard let component = GeneratorComponent(rawValue: member.key) else { continue }
            guard space.components.contains(component) else {
                let allowed = space.components.map(\.rawValue)
                throw Diagnostic(
                    severity: .error, location: member.keyLocation,
                    message: "\"\(member.key)\" is not a component of \(space.rawValue); expected "
                        + JSONNode.list(allowed))
            }
            components[component] = try readTransform(member.value, component: component, token: token)
        }
        return Derivation(
            source: source, sourceLocation: sourceLocation, space: space, components: components,
            location: node.location)
    }

    /// A number (set the component), or `{"set"|"scale"|"divide": n, "add": n, "min": n, "max": n}`.
    static func readTransform(
        _ node: JSONNode, component: GeneratorComponent, token: String
    ) throws(Diagnostic)
        -> ComponentTransform
    {
        let what = "\(component.rawValue) of token \"\(token)\""
        if let number = node.doubleValue {
            try checkRange(number, node, "the value", component: component, what: what)
            return ComponentTransform(operation: .set(number), locations: [.set: node.location])
        }
        guard let members = node.members else {
            throw node.mismatch(
                "the \(what)", expected: "a number (the value it takes) or an object like {\"scale\": 0.5}")
        }
        try node.checkKeys(transformKeys, in: "the \(what)")
        if members.isEmpty {
            throw node.error("the \(what) is empty; write a number (the value it takes) or {\"scale\": 0.5}")
        }
        var operation = ComponentTransform.Operation.keep
        var transform = ComponentTransform(operation: .keep)
        var operationKey: String?
        for member in members {
            guard let parameter = GeneratorParameter(rawValue: member.key) else { continue }
            let number = try member.value.number("\"\(member.key)\"")
            transform.locations[parameter] = member.value.location
            switch parameter {
            case .set, .scale, .divide:
                if let operationKey {
                    throw Diagnostic(
                        severity: .error, location: member.keyLocation,
                        message: "the \(what) has both \"\(operationKey)\" and \"\(member.key)\"; use one of "
                            + "\"set\", \"scale\" or \"divide\"")
                }
                operationKey = member.key
                operation = try readOperation(parameter, number, member.value, component: component, what: what)
            case .add:
                transform.add = number
            case .min, .max:
                if component == .hue {
                    throw Diagnostic(
                        severity: .error, location: member.keyLocation,
                        message: "hue wraps around, so it has no \"\(member.key)\"; use \"set\" or \"add\"")
                }
                try checkRange(number, member.value, "\"\(member.key)\"", component: component, what: what)
                if parameter == .min { transform.minimum = number } else { transform.maximum = number }
            }
        }
        if case .set = operation, let extra = members.first(where: { $0.key != "set" }) {
            throw Diagnostic(
                severity: .error, location: extra.keyLocation,
                message: "\"\(extra.key)\" has no effect after \"set\" in the \(what); write the value itself")
        }
        if let minimum = transform.minimum, let maximum = transform.maximum, minimum > maximum {
            throw node.error(
                "the \(what) has \"min\" \(Wording.number(minimum)) above \"max\" \(Wording.number(maximum))")
        }
        transform.operation = operation
        return transform
    }

    /// The operation of `"set"`, `"scale"` or `"divide"` (`parameter`) with its checked `number`.
    static func readOperation(
        _ parameter: GeneratorParameter, _ number: Double, _ node: JSONNode, component: GeneratorComponent,
        what: String
    ) throws(Diagnostic) -> ComponentTransform.Operation {
        switch parameter {
        case .set:
            try checkRange(number, node, "\"set\"", component: component, what: what)
            return .set(number)
        case .scale:
            guard number >= 0 else {
                throw node.error("\"scale\" must be 0 or more, found \(Wording.number(number))")
            }
            return .scale(number)
        default:
            guard number > 0 else {
                throw node.error("\"divide\" must be more than 0, found \(Wording.number(number))")
            }
            return .divide(number)
        }
    }

    /// Throws when a value written for `component` (`label`: "the value", "\"set\"", "\"min\"") is outside
    /// its domain; hue's domain excludes 360.
    static func checkRange(
        _ value: Double, _ node: JSONNode, _ label: String, component: GeneratorComponent, what: String
    ) throws(Diagnostic) {
        let range = component == .hue ? 0...360 : component.domain
        guard range.contains(value), !(component == .hue && value == 360) else {
            let upper = component == .hue ? "360 (exclusive)" : Wording.number(range.upperBound)
            throw node.error(
                "\(label) \(Wording.number(value)) is outside \(Wording.number(range.lowerBound))...\(upper) "
                    + "for the \(what)")
        }
    }
}
