import Foundation

@testable import ContrastAudit
@testable import audit

/// Turns a schema document into ``JSONSchemaNode``s, checking every keyword's form on the way, so that a malformed
/// schema fails in `init` instead of making every instance pass or fail for the wrong reason.
///
/// The whole document is compiled, `definitions` and `$defs` included, even parts no `$ref` reaches: a typo in an
/// unused definition is still a typo. Nodes are registered by location; a `$ref` stores its spelling, and the
/// spelling's target location is resolved after the walk (when every anchor is known) into `referenceTargets`.
/// References never hold nodes directly, so recursive schemas do not make reference cycles between objects.
struct JSONSchemaCompiler {
    private(set) var nodes: [String: JSONSchemaNode] = [:]
    /// `$ref` spelling → location of its target in `nodes`. One document has one base URI (embedded `$id`s are
    /// rejected), so a spelling means the same target wherever it appears.
    private(set) var referenceTargets: [String: String] = [:]
    let dialect: JSONSchemaDialect

    private let document: JSONSchemaValue
    private let options: JSONSchemaValidator.Options
    /// The root's `$id` (or draft-04 `id`), so that a `$ref` spelled as an absolute URI into this document works.
    private let rootID: String?
    private var anchors: [String: String] = [:]
    private var pendingReferences: [(reference: String, location: String)] = []
    private var unknownKeywords: [String] = []
    private var patterns: [String: JSONSchemaPattern] = [:]

    /// Keywords that only annotate; they never affect validity.
    static let annotations: Set<String> = [
        "$schema", "$id", "id", "$anchor", "$comment", "title", "description", "default", "examples", "readOnly",
        "writeOnly", "deprecated", "contentMediaType", "contentEncoding",
    ]

    /// Keywords whose values hold schemas for `$ref`s to reach, without applying to the instance themselves.
    static let containers: Set<String> = ["definitions", "$defs"]

    /// Keywords that validate.
    static let assertions: Set<String> = [
        "$ref", "type", "enum", "const", "properties", "patternProperties", "additionalProperties", "required",
        "minProperties", "maxProperties", "dependencies", "dependentRequired", "dependentSchemas", "propertyNames",
        "items", "prefixItems", "additionalItems", "minItems", "maxItems", "uniqueItems", "contains", "minimum",
        "maximum", "exclusiveMinimum", "exclusiveMaximum", "multipleOf", "minLength", "maxLength", "pattern",
        "format", "allOf", "anyOf", "oneOf", "not", "if", "then", "else",
    ]

    static let typeNames: Set<String> = ["null", "boolean", "object", "array", "number", "integer", "string"]

    init(document: JSONSchemaValue, options: JSONSchemaValidator.Options) throws {
        self.document = document
        self.options = options
        guard case .object(let members) = document else {
            dialect = .draft7
            rootID = nil
            return
        }
        switch members["$schema"] {
        case nil:
            dialect = .draft7
        case .string(let uri)?:
            guard let known = JSONSchemaDialect(schemaURI: uri) else { throw JSONSchemaError.unsupportedDialect(uri) }
            dialect = known
        case let other?:
            throw JSONSchemaError.invalidKeyword(
                location: "#/$schema", reason: "expected a string, found \(other.typeName)")
        }
        switch members["$id"] ?? members["id"] {
        case .string(let id)? where !id.hasPrefix("#"): rootID = id
        default: rootID = nil
        }
    }

    /// Compiles the document and resolves every reference; returns the root node.
    mutating func compileDocument() throws -> JSONSchemaNode {
        let root = try compile(document, at: [])
        while let (reference, location) = pendingReferences.popLast() {
            guard referenceTargets[reference] == nil else { continue }
            referenceTargets[reference] = try resolve(reference, from: location)
        }
        if options.strictKeywords, !unknownKeywords.isEmpty {
            throw JSONSchemaError.unknownKeywords(unknownKeywords)
        }
        return root
    }

    // MARK: - References

    /// The location of the node a `$ref` names, compiling it if the walk did not reach it (a pointer into a
    /// keyword the validator does not know, for instance).
    private mutating func resolve(_ reference: String, from location: String) throws -> String {
        let hash = reference.firstIndex(of: "#") ?? reference.endIndex
        let base = String(reference[..<hash])
        let fragment = hash < reference.endIndex ? String(reference[reference.index(after: hash)...]) : ""
        if !base.isEmpty, !isThisDocument(base) {
            throw JSONSchemaError.unsupportedReference(location: location, reference: reference)
        }
        // The fragment is a URI fragment: percent-decode it before reading it as a JSON Pointer (RFC 6901 §6).
        guard let decoded = fragment.removingPercentEncoding else {
            throw JSONSchemaError.unsupportedReference(location: location, reference: reference)
        }
        if !decoded.isEmpty, !decoded.hasPrefix("/") {
            guard let anchored = anchors[decoded] else {
                throw JSONSchemaError.unresolvableReference(location: location, reference: reference)
            }
            return anchored
        }
        guard let tokens = JSONPointer.tokens(decoded) else {
            throw JSONSchemaError.unsupportedReference(location: location, reference: reference)
        }
        let target = "#" + JSONPointer.pointer(tokens)
        if nodes[target] != nil { return target }
        var value = document
        for token in tokens {
            switch value {
            case .object(let members) where members[token] != nil:
                value = members[token]!
            case .array(let elements):
                guard let index = Int(token), token == String(index), elements.indices.contains(index) else {
                    throw JSONSchemaError.unresolvableReference(location: location, reference: reference)
                }
                value = elements[index]
            default:
                throw JSONSchemaError.unresolvableReference(location: location, reference: reference)
            }
        }
        _ = try compile(value, at: tokens)
        return target
    }

    /// Whether a `$ref`'s part before `#` names this document: its own `$id`, absolute or relative to it.
    private func isThisDocument(_ base: String) -> Bool {
        guard let rootID, let rootURL = URL(string: rootID) else { return false }
        func withoutFragment(_ url: URL) -> String {
            let text = url.absoluteString
            return String(text[..<(text.firstIndex(of: "#") ?? text.endIndex)])
        }
        guard let resolved = URL(string: base, relativeTo: rootURL)?.absoluteURL else { return false }
        return withoutFragment(resolved) == withoutFragment(rootURL.absoluteURL)
    }

    // MARK: - Schemas

    private mutating func compile(_ value: JSONSchemaValue, at tokens: [String]) throws -> JSONSchemaNode {
        let location = "#" + JSONPointer.pointer(tokens)
        if let existing = nodes[location] { return existing }
        let node: JSONSchemaNode
        switch value {
        case .boolean(let boolean):
            node = JSONSchemaNode(location: location, body: .boolean(boolean))
        case .object(let members):
            node = JSONSchemaNode(location: location, body: .keywords(try compileKeywords(members, at: tokens)))
        default:
            throw JSONSchemaError.notASchema(location: location, found: Self.describe(value))
        }
        nodes[location] = node
        return node
    }

    private mutating func compileKeywords(
        _ members: [String: JSONSchemaValue], at tokens: [String]
    ) throws
        -> [JSONSchemaKeyword]
    {
        let location = "#" + JSONPointer.pointer(tokens)
        try registerIdentifiers(members, at: tokens)

        let referenceHidesSiblings = members["$ref"] != nil && dialect.referenceHidesSiblings
        var keywords: [JSONSchemaKeyword] = []
        // Sorted, so that violations come out in the same order on every run and platform.
        for name in members.keys.sorted() {
            let value = members[name]!
            let keywordTokens = tokens + [name]
            let keywordLocation = location + "/" + JSONPointer.escape(name)
            if Self.annotations.contains(name) { continue }
            if Self.containers.contains(name) {
                try compileSchemaMap(value, at: keywordTokens)
                continue
            }
            guard Self.assertions.contains(name) else {
                let known = Self.annotations.union(Self.containers).union(Self.assertions)
                unknownKeywords.append(
                    "\(keywordLocation): unknown keyword" + DidYouMean.hint(for: name, among: known.sorted()))
                continue
            }
            if referenceHidesSiblings, name != "$ref" {
                unknownKeywords.append("\(keywordLocation): ignored next to $ref in \(dialect)")
                continue
            }
            if let rule = try compileRule(name, value, siblings: members, at: keywordTokens) {
                keywords.append(JSONSchemaKeyword(name: name, rule: rule))
            }
        }
        return keywords
    }

    /// Records anchors (`$anchor`, or a draft-04..07 `$id`/`id` of the form `#name`) and rejects embedded
    /// resources.
    private mutating func registerIdentifiers(_ members: [String: JSONSchemaValue], at tokens: [String]) throws {
        let location = "#" + JSONPointer.pointer(tokens)
        for key in ["$id", "id", "$anchor"] {
            guard let value = members[key] else { continue }
            guard case .string(let identifier) = value else {
                // Draft-04 `id` must be a string, but a property called `id` inside a non-schema position is
                // never seen here; a non-string here is a malformed schema.
                throw JSONSchemaError.invalidKeyword(
                    location: location + "/" + JSONPointer.escape(key),
                    reason: "expected a string, found \(Self.describe(value))")
            }
            if key == "$anchor" {
                anchors[identifier] = location
            } else if identifier.hasPrefix("#") {
                anchors[String(identifier.dropFirst())] = location
            } else if !tokens.isEmpty {
                throw JSONSchemaError.embeddedResource(location: location, id: identifier)
            }
        }
    }

    /// `definitions`, `$defs`, `properties` and the like: an object whose values are all schemas.
    @discardableResult
    private mutating func compileSchemaMap(
        _ value: JSONSchemaValue, at tokens: [String]
    ) throws
        -> [(name: String, schema: JSONSchemaNode)]
    {
        guard case .object(let members) = value else {
            throw invalid(tokens, "expected an object of schemas, found \(Self.describe(value))")
        }
        return try members.keys.sorted().map { name in (name, try compile(members[name]!, at: tokens + [name])) }
    }

    private mutating func compileSchemaList(
        _ value: JSONSchemaValue, at tokens: [String], allowEmpty: Bool
    ) throws
        -> [JSONSchemaNode]
    {
        guard case .array(let elements) = value, allowEmpty || !elements.isEmpty else {
            throw invalid(tokens, "expected a non-empty array of schemas, found \(Self.describe(value))")
        }
        return try elements.indices.map { try compile(elements[$0], at: tokens + [String($0)]) }
    }

    /// One keyword's rule, or `nil` for keywords that only modify a sibling (`then`, `else`, boolean
    /// `exclusiveMinimum`) or have nothing to check.
    private mutating func compileRule(
        _ name: String, _ value: JSONSchemaValue, siblings: [String: JSONSchemaValue], at tokens: [String]
    ) throws -> JSONSchemaKeyword.Rule? {
        switch name {
        case "$ref":
            guard case .string(let reference) = value else { throw invalid(tokens, "expected a string") }
            pendingReferences.append((reference, "#" + JSONPointer.pointer(tokens)))
            return .reference(reference)

        case "type":
            let names: [String]
            switch value {
            case .string(let single): names = [single]
            case .array(let list):
                names = try list.map {
                    guard case .string(let typeName) = $0 else { throw invalid(tokens, "type names must be strings") }
                    return typeName
                }
            default: throw invalid(tokens, "expected a type name or an array of them, found \(Self.describe(value))")
            }
            if let unknown = names.first(where: { !Self.typeNames.contains($0) }) {
                let hint = DidYouMean.hint(for: unknown, among: Self.typeNames.sorted())
                throw invalid(tokens, "\(JSONSchemaValue.quoted(unknown)) is not a type name\(hint)")
            }
            return .type(names)

        case "enum":
            guard case .array(let allowed) = value else { throw invalid(tokens, "expected an array of values") }
            return .enumeration(allowed)

        case "const":
            return .constant(value)

        case "properties":
            return .properties(try compileSchemaMap(value, at: tokens))

        case "patternProperties":
            let schemas = try compileSchemaMap(value, at: tokens)
            return .patternProperties(
                try schemas.map { (try pattern($0.name, at: tokens + [$0.name]), $0.schema) })

        case "additionalProperties":
            let schema = try compile(value, at: tokens)
            var declared: Set<String> = []
            if case .object(let properties)? = siblings["properties"] { declared = Set(properties.keys) }
            var regexes: [JSONSchemaPattern] = []
            if case .object(let patternProperties)? = siblings["patternProperties"] {
                let parent = Array(tokens.dropLast()) + ["patternProperties"]
                regexes = try patternProperties.keys.sorted().map { try pattern($0, at: parent + [$0]) }
            }
            return .additionalProperties(schema, declared: declared, patterns: regexes)

        case "required":
            return .required(try strings(value, at: tokens))

        case "minProperties": return .minProperties(try count(value, at: tokens))
        case "maxProperties": return .maxProperties(try count(value, at: tokens))

        case "dependencies", "dependentRequired", "dependentSchemas":
            // `dependencies` mixes both forms per property (draft-04..07); 2019-09 split it in two.
            guard case .object(let members) = value else { throw invalid(tokens, "expected an object") }
            var required: [(name: String, required: [String])] = []
            var schemas: [(name: String, schema: JSONSchemaNode)] = []
            for property in members.keys.sorted() {
                let member = members[property]!
                if case .array = member, name != "dependentSchemas" {
                    required.append((property, try strings(member, at: tokens + [property])))
                } else if name != "dependentRequired" {
                    schemas.append((property, try compile(member, at: tokens + [property])))
                } else {
                    throw invalid(tokens + [property], "expected an array of property names")
                }
            }
            return .dependencies(required: required, schemas: schemas)

        case "propertyNames":
            return .propertyNames(try compile(value, at: tokens))

        case "items":
            if case .array = value {
                guard dialect < .draft202012 else {
                    throw invalid(tokens, "items must be a schema in 2020-12 (use prefixItems for an array)")
                }
                return .prefixItems(try compileSchemaList(value, at: tokens, allowEmpty: true))
            }
            var start = 0
            if case .array(let prefix)? = siblings["prefixItems"] { start = prefix.count }
            return .items(try compile(value, at: tokens), start: start)

        case "prefixItems":
            return .prefixItems(try compileSchemaList(value, at: tokens, allowEmpty: false))

        case "additionalItems":
            let schema = try compile(value, at: tokens)
            // Only an `items` array leaves positions for additionalItems; otherwise it has no effect.
            guard case .array(let tuple)? = siblings["items"] else { return nil }
            return .additionalItems(schema, start: tuple.count)

        case "minItems": return .minItems(try count(value, at: tokens))
        case "maxItems": return .maxItems(try count(value, at: tokens))

        case "uniqueItems":
            guard case .boolean(let unique) = value else { throw invalid(tokens, "expected a boolean") }
            return unique ? .uniqueItems : nil

        case "contains":
            return .contains(try compile(value, at: tokens))

        case "minimum", "maximum":
            let bound = try number(value, at: tokens)
            let modifier = name == "minimum" ? "exclusiveMinimum" : "exclusiveMaximum"
            var exclusive = false
            if case .boolean(let flag)? = siblings[modifier] { exclusive = flag }
            return name == "minimum" ? .minimum(bound, exclusive: exclusive) : .maximum(bound, exclusive: exclusive)

        case "exclusiveMinimum", "exclusiveMaximum":
            let bounded = name == "exclusiveMinimum" ? "minimum" : "maximum"
            if case .boolean = value {
                // Draft-04 form: a flag on the sibling bound, which compiles it in.
                guard siblings[bounded] != nil else {
                    throw invalid(tokens, "a boolean \(name) needs \(bounded) next to it (draft-04)")
                }
                return nil
            }
            let bound = try number(value, at: tokens)
            return name == "exclusiveMinimum" ? .minimum(bound, exclusive: true) : .maximum(bound, exclusive: true)

        case "multipleOf":
            let divisor = try number(value, at: tokens)
            guard divisor.doubleValue > 0 else { throw invalid(tokens, "expected a number greater than 0") }
            return .multipleOf(divisor)

        case "minLength": return .minLength(try count(value, at: tokens))
        case "maxLength": return .maxLength(try count(value, at: tokens))

        case "pattern":
            guard case .string(let source) = value else {
                throw invalid(tokens, "expected a regular expression string")
            }
            return .pattern(try pattern(source, at: tokens))

        case "format":
            guard case .string(let format) = value else { throw invalid(tokens, "expected a format name") }
            return .format(format)

        case "allOf": return .allOf(try compileSchemaList(value, at: tokens, allowEmpty: false))
        case "anyOf": return .anyOf(try compileSchemaList(value, at: tokens, allowEmpty: false))
        case "oneOf": return .oneOf(try compileSchemaList(value, at: tokens, allowEmpty: false))
        case "not": return .not(try compile(value, at: tokens))

        case "if":
            let parent = Array(tokens.dropLast())
            let then = try siblings["then"].map { try compile($0, at: parent + ["then"]) }
            let otherwise = try siblings["else"].map { try compile($0, at: parent + ["else"]) }
            return .conditional(if: try compile(value, at: tokens), then: then, else: otherwise)

        case "then", "else":
            // Without `if` they do nothing (the spec says so), but they are still schemas and must be well formed.
            if siblings["if"] == nil { _ = try compile(value, at: tokens) }
            return nil

        default:
            return nil
        }
    }

    // MARK: - Keyword values

    private func invalid(_ tokens: [String], _ reason: String) -> JSONSchemaError {
        .invalidKeyword(location: "#" + JSONPointer.pointer(tokens), reason: reason)
    }

    private mutating func pattern(_ source: String, at tokens: [String]) throws -> JSONSchemaPattern {
        if let compiled = patterns[source] { return compiled }
        do {
            let compiled = try JSONSchemaPattern(source)
            patterns[source] = compiled
            return compiled
        } catch {
            throw invalid(tokens, "\(JSONSchemaValue.quoted(source)) is not a valid regular expression")
        }
    }

    private func strings(_ value: JSONSchemaValue, at tokens: [String]) throws -> [String] {
        guard case .array(let elements) = value else {
            throw invalid(tokens, "expected an array of strings, found \(Self.describe(value))")
        }
        return try elements.map {
            guard case .string(let string) = $0 else {
                throw invalid(tokens, "expected an array of strings, found \(Self.describe($0)) in it")
            }
            return string
        }
    }

    private func count(_ value: JSONSchemaValue, at tokens: [String]) throws -> Int {
        guard case .number(let number) = value, number.isInteger, number.doubleValue >= 0,
            number.doubleValue < Double(Int.max)
        else {
            throw invalid(tokens, "expected a non-negative integer, found \(Self.describe(value))")
        }
        return Int(number.doubleValue)
    }

    private func number(_ value: JSONSchemaValue, at tokens: [String]) throws -> JSONSchemaNumber {
        guard case .number(let number) = value else {
            throw invalid(tokens, "expected a number, found \(Self.describe(value))")
        }
        return number
    }

    private static func describe(_ value: JSONSchemaValue) -> String {
        "\(value.typeName) \(value.jsonText(limit: 40))"
    }
}
