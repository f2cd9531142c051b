import Foundation

@testable import ContrastAudit
@testable import audit

/// A JSON Schema validator for tests: checks values from `JSONSerialization.jsonObject(with:)` (or hand-built
/// `[String: Any]` literals) against draft-04, -06, -07, 2019-09 or 2020-12 schemas, so CI validates our SARIF
/// and JSON outputs without Python.
///
/// The schema is compiled once in `init`, which throws ``JSONSchemaError`` when the schema itself is malformed or
/// uses something this validator does not support (references to other documents, embedded `$id` resources),
/// rather than letting those pass silently. ``validate(_:)`` then returns every violation, each with the
/// instance's JSON Pointer, the failing keyword's location in the schema, and a message naming the found and
/// required values.
///
/// Keyword semantics follow the spec in every dialect, with these dialect-independent choices:
/// - `integer` is any number with a zero fractional part, so `3.0` is an integer (see
///   ``JSONSchemaNumber/isInteger``).
/// - `exclusiveMinimum`/`exclusiveMaximum` are read by their value's type: a boolean modifies `minimum`/`maximum`
///   (draft-04), a number is a bound of its own (draft-06 and later).
/// - Keywords from later drafts (`const`, `contains`, `if`, `$defs`, `dependentRequired`, …) work in earlier
///   dialects too, and draft-07's `dependencies` still works in 2019-09 and 2020-12; boolean schemas are accepted
///   everywhere. Only `items` follows its dialect: an array of schemas is rejected in 2020-12 (`prefixItems`).
/// - In draft-04 to draft-07 a `$ref` makes its siblings ignored, as those specs say; from 2019-09 on they apply.
///   A schema without `$schema` is read as draft-07.
/// - `format` is asserted for `uri`, `uri-reference`, `date-time` and `email` (see ``JSONSchemaFormats``); other
///   formats are annotations.
/// - `minLength`/`maxLength` count Unicode scalars (code points), not UTF-16 units or grapheme clusters.
///
/// Not supported (an unknown keyword is ignored, or reported with `strictKeywords`): `unevaluatedProperties`,
/// `unevaluatedItems`, `minContains`/`maxContains`, `$dynamicRef`/`$recursiveRef`, `contentSchema`.
struct JSONSchemaValidator {
    struct Options {
        /// Report keywords the validator does not know (a typo such as `"requird"`), and keywords that a `$ref`
        /// makes ignored, as a ``JSONSchemaError/unknownKeywords(_:)`` error from `init`. Meant for schemas we
        /// write ourselves; the spec says unknown keywords are ignored, which is the default.
        var strictKeywords = false
        /// Check `format` for the formats in ``JSONSchemaFormats/checked``; when false every format is an annotation.
        var validateFormats = true

        /// For schemas we write ourselves, where an unknown keyword is a typo.
        static var strict: Options { Options(strictKeywords: true) }
    }

    private let root: JSONSchemaNode
    private let nodes: [String: JSONSchemaNode]
    private let referenceTargets: [String: String]
    private let options: Options
    let dialect: JSONSchemaDialect

    /// How many schemas may be entered on top of each other before evaluation gives up with a violation, far more
    /// than real documents need and few enough to stay within a test thread's stack.
    static let maximumDepth = 256

    init(schema: Any, options: Options = Options()) throws {
        let value: JSONSchemaValue
        do {
            value = try JSONSchemaValue(foundation: schema)
        } catch {
            throw JSONSchemaError.notJSON(location: "#" + error.path, found: error.found)
        }
        var compiler = try JSONSchemaCompiler(document: value, options: options)
        root = try compiler.compileDocument()
        nodes = compiler.nodes
        referenceTargets = compiler.referenceTargets
        dialect = compiler.dialect
        self.options = options
    }

    /// A validator for a schema file, parsed with `JSONSerialization`.
    init(contentsOf url: URL, options: Options = Options()) throws {
        try self.init(schema: JSONSerialization.jsonObject(with: Data(contentsOf: url)), options: options)
    }

    /// Every way `instance` fails the schema, in document order; empty when it is valid.
    func validate(_ instance: Any) -> [JSONSchemaViolation] {
        let value: JSONSchemaValue
        do {
            value = try JSONSchemaValue(foundation: instance)
        } catch {
            return [
                JSONSchemaViolation(
                    instancePath: error.path, schemaPath: "#", message: "\(error.found) is not a JSON value")
            ]
        }
        let evaluation = Evaluation()
        return evaluate(root, value, at: "", evaluation)
    }

    // MARK: - Evaluation

    /// State of one `validate` call, so that the validator itself stays immutable.
    private final class Evaluation {
        var depth = 0
        /// `$ref` targets being evaluated, each with its instance path. Meeting the same pair again means the
        /// schema loops without descending into the instance (`{"$ref": "#"}`), which would never end.
        var activeReferences: Set<String> = []
    }

    private func evaluate(
        _ schema: JSONSchemaNode, _ value: JSONSchemaValue, at path: String, _ evaluation: Evaluation
    ) -> [JSONSchemaViolation] {
        switch schema.body {
        case .boolean(true):
            return []
        case .boolean(false):
            return [violation(path, schema.location, "no value is allowed here (the schema is false)")]
        case .keywords(let keywords):
            evaluation.depth += 1
            defer { evaluation.depth -= 1 }
            guard evaluation.depth <= Self.maximumDepth else {
                return [violation(path, schema.location, "schemas nest deeper than \(Self.maximumDepth) levels")]
            }
            var violations: [JSONSchemaViolation] = []
            for keyword in keywords {
                violations += apply(keyword, to: value, at: path, in: schema, evaluation)
            }
            return violations
        }
    }

    private func isValid(
        _ schema: JSONSchemaNode, _ value: JSONSchemaValue, at path: String, _ evaluation: Evaluation
    ) -> Bool {
        evaluate(schema, value, at: path, evaluation).isEmpty
    }

    private func violation(_ path: String, _ schemaPath: String, _ message: String) -> JSONSchemaViolation {
        JSONSchemaViolation(instancePath: path, schemaPath: schemaPath, message: message)
    }

    private func apply(
        _ keyword: JSONSchemaKeyword, to value: JSONSchemaValue, at path: String, in schema: JSONSchemaNode,
        _ evaluation: Evaluation
    ) -> [JSONSchemaViolation] {
        let location = schema.location + "/" + JSONPointer.escape(keyword.name)
        func fail(_ message: String, at failurePath: String? = nil) -> [JSONSchemaViolation] {
            [violation(failurePath ?? path, location, message)]
        }

        switch keyword.rule {
        case .reference(let reference):
            let targetLocation = referenceTargets[reference]!
            let marker = targetLocation + " " + path
            guard !evaluation.activeReferences.contains(marker) else {
                return fail("$ref \(JSONSchemaValue.quoted(reference)) loops back to itself without descending")
            }
            evaluation.activeReferences.insert(marker)
            defer { evaluation.activeReferences.remove(marker) }
            return evaluate(nodes[targetLocation]!, value, at: path, evaluation)

        case .type(let types):
            let actual = value.typeName
            let matches = types.contains(actual) || (actual == "integer" && types.contains("number"))
            guard !matches else { return [] }
            return fail("expected \(types.joined(separator: " or ")), found \(Self.describe(value))")

        case .enumeration(let allowed):
            guard !allowed.contains(where: { $0 == value }) else { return [] }
            let list = JSONSchemaValue.array(allowed).jsonText(limit: 160)
            return fail("\(value.jsonText()) is not one of \(list)")

        case .constant(let constant):
            guard !(constant == value) else { return [] }
            return fail("\(value.jsonText()) does not equal the constant \(constant.jsonText())")

        // MARK: Objects

        case .properties(let properties):
            guard case .object(let members) = value else { return [] }
            return properties.flatMap { name, subschema in
                members[name].map { evaluate(subschema, $0, at: path + "/" + JSONPointer.escape(name), evaluation) }
                    ?? []
            }

        case .patternProperties(let patterns):
            guard case .object(let members) = value else { return [] }
            return members.keys.sorted().flatMap { name in
                patterns.filter { $0.pattern.matches(name) }.flatMap {
                    evaluate($0.schema, members[name]!, at: path + "/" + JSONPointer.escape(name), evaluation)
                }
            }

        case .additionalProperties(let subschema, let declared, let patterns):
            guard case .object(let members) = value else { return [] }
            let additional = members.keys.sorted().filter { name in
                !declared.contains(name) && !patterns.contains { $0.matches(name) }
            }
            return additional.flatMap { name in
                let memberPath = path + "/" + JSONPointer.escape(name)
                if case .boolean(false) = subschema.body {
                    let quotedName = JSONSchemaValue.quoted(name)
                    return fail("property \(quotedName) is not allowed (additionalProperties is false)", at: memberPath)
                }
                return evaluate(subschema, members[name]!, at: memberPath, evaluation)
            }

        case .required(let names):
            guard case .object(let members) = value else { return [] }
            return names.filter { members[$0] == nil }.flatMap {
                fail("missing required property \(JSONSchemaValue.quoted($0))")
            }

        case .minProperties(let minimum):
            guard case .object(let members) = value, members.count < minimum else { return [] }
            return fail("object has \(Self.count(members.count, "property", "properties")), fewer than \(minimum)")

        case .maxProperties(let maximum):
            guard case .object(let members) = value, members.count > maximum else { return [] }
            return fail("object has \(Self.count(members.count, "property", "properties")), more than \(maximum)")

        case .dependencies(let required, let schemas):
            guard case .object(let members) = value else { return [] }
            let missing = required.filter { members[$0.name] != nil }.flatMap { name, required in
                required.filter { members[$0] == nil }.flatMap {
                    let quotedName = JSONSchemaValue.quoted(name)
                    return fail(
                        "property \(quotedName) requires property \(JSONSchemaValue.quoted($0)), which is missing")
                }
            }
            return missing
                + schemas.filter { members[$0.name] != nil }.flatMap {
                    evaluate($0.schema, value, at: path, evaluation)
                }

        case .propertyNames(let subschema):
            guard case .object(let members) = value else { return [] }
            // A name is not a location in the instance, so its violations are reported at the object. It is
            // evaluated at the member's path only to keep the loop guard's instance paths distinct.
            return members.keys.sorted().flatMap { name in
                let memberPath = path + "/" + JSONPointer.escape(name)
                return evaluate(subschema, .string(name), at: memberPath, evaluation).map {
                    violation(path, $0.schemaPath, "property name \(JSONSchemaValue.quoted(name)): \($0.message)")
                }
            }

        // MARK: Arrays

        case .items(let subschema, let start):
            guard case .array(let elements) = value, elements.count > start else { return [] }
            return (start..<elements.count).flatMap {
                evaluate(subschema, elements[$0], at: path + "/\($0)", evaluation)
            }

        case .prefixItems(let subschemas):
            guard case .array(let elements) = value else { return [] }
            return zip(subschemas, elements).enumerated().flatMap { index, pair in
                evaluate(pair.0, pair.1, at: path + "/\(index)", evaluation)
            }

        case .additionalItems(let subschema, let start):
            guard case .array(let elements) = value, elements.count > start else { return [] }
            if case .boolean(false) = subschema.body {
                return fail(
                    "array has \(Self.count(elements.count, "item", "items")), but additionalItems is false after"
                        + " the first \(start)",
                    at: path + "/\(start)")
            }
            return (start..<elements.count).flatMap {
                evaluate(subschema, elements[$0], at: path + "/\($0)", evaluation)
            }

        case .minItems(let minimum):
            guard case .array(let elements) = value, elements.count < minimum else { return [] }
            return fail("array has \(Self.count(elements.count, "item", "items")), fewer than \(minimum)")

        case .maxItems(let maximum):
            guard case .array(let elements) = value, elements.count > maximum else { return [] }
            return fail("array has \(Self.count(elements.count, "item", "items")), more than \(maximum)")

        case .uniqueItems:
            guard case .array(let elements) = value else { return [] }
            // Quadratic, but arrays in test outputs are small and JSON equality has no cheap hash (1 == 1.0).
            return elements.indices.flatMap { later -> [JSONSchemaViolation] in
                guard let earlier = elements[..<later].firstIndex(where: { $0 == elements[later] }) else { return [] }
                let duplicate = elements[later].jsonText(limit: 60)
                return fail(
                    "item \(later) equals item \(earlier) (\(duplicate)), but items must be unique",
                    at: path + "/\(later)")
            }

        case .contains(let subschema):
            guard case .array(let elements) = value else { return [] }
            let matches = elements.indices.contains {
                isValid(subschema, elements[$0], at: path + "/\($0)", evaluation)
            }
            return matches
                ? [] : fail("no item matches the contains schema (\(Self.count(elements.count, "item", "items")))")

        // MARK: Numbers

        case .minimum(let bound, let exclusive):
            guard case .number(let number) = value else { return [] }
            if exclusive, number <= bound {
                return fail("\(number.jsonText) is not greater than the exclusive minimum \(bound.jsonText)")
            }
            if !exclusive, number < bound {
                return fail("\(number.jsonText) is less than the minimum \(bound.jsonText)")
            }
            return []

        case .maximum(let bound, let exclusive):
            guard case .number(let number) = value else { return [] }
            if exclusive, bound <= number {
                return fail("\(number.jsonText) is not less than the exclusive maximum \(bound.jsonText)")
            }
            if !exclusive, bound < number {
                return fail("\(number.jsonText) is greater than the maximum \(bound.jsonText)")
            }
            return []

        case .multipleOf(let divisor):
            guard case .number(let number) = value, !number.isMultiple(of: divisor) else { return [] }
            return fail("\(number.jsonText) is not a multiple of \(divisor.jsonText)")

        // MARK: Strings

        case .minLength(let minimum):
            guard case .string(let string) = value else { return [] }
            let length = string.unicodeScalars.count
            guard length < minimum else { return [] }
            return fail(
                "\(value.jsonText()) has \(Self.count(length, "character", "characters")), fewer than \(minimum)")

        case .maxLength(let maximum):
            guard case .string(let string) = value else { return [] }
            let length = string.unicodeScalars.count
            guard length > maximum else { return [] }
            return fail(
                "\(value.jsonText()) has \(Self.count(length, "character", "characters")), more than \(maximum)")

        case .pattern(let pattern):
            guard case .string(let string) = value, !pattern.matches(string) else { return [] }
            return fail("\(value.jsonText()) does not match the pattern \(JSONSchemaValue.quoted(pattern.source))")

        case .format(let format):
            guard options.validateFormats, case .string(let string) = value,
                let reason = JSONSchemaFormats.failure(string, format: format)
            else { return [] }
            return fail("\(value.jsonText()) is not a valid \(format): \(reason)")

        // MARK: Combinators

        case .allOf(let subschemas):
            return subschemas.flatMap { evaluate($0, value, at: path, evaluation) }

        case .anyOf(let subschemas):
            var failures: [[JSONSchemaViolation]] = []
            for subschema in subschemas {
                let branch = evaluate(subschema, value, at: path, evaluation)
                if branch.isEmpty { return [] }
                failures.append(branch)
            }
            return noBranchMatches("anyOf", failures, at: path, location: location)

        case .oneOf(let subschemas):
            let results = subschemas.map { evaluate($0, value, at: path, evaluation) }
            let matching = results.indices.filter { results[$0].isEmpty }
            switch matching.count {
            case 1: return []
            case 0: return noBranchMatches("oneOf", results, at: path, location: location)
            default:
                let branches = matching.map { "#\($0)" }.joined(separator: ", ")
                return fail("matches \(matching.count) oneOf branches (\(branches)), but must match exactly one")
            }

        case .not(let subschema):
            guard isValid(subschema, value, at: path, evaluation) else { return [] }
            return fail("\(value.jsonText()) matches the schema in not, which it must not")

        case .conditional(let condition, let then, let otherwise):
            let branch = isValid(condition, value, at: path, evaluation) ? then : otherwise
            return branch.map { evaluate($0, value, at: path, evaluation) } ?? []
        }
    }

    /// The violations for an `anyOf` or `oneOf` that no branch matches.
    ///
    /// When one branch came strictly closest, its violations are the useful ones: closeness is how deep into the
    /// instance the branch got before failing (a branch that failed at `/a/b` matched the shape better than one
    /// that failed at the top), then how few violations it has. Otherwise the branches failed equally early
    /// (`required: ["text"]` versus `required: ["id"]`), and one violation lists each branch's first problem.
    private func noBranchMatches(
        _ keyword: String, _ failures: [[JSONSchemaViolation]], at path: String, location: String
    ) -> [JSONSchemaViolation] {
        func score(_ violations: [JSONSchemaViolation]) -> (depth: Int, fewness: Int) {
            let depth = violations.map { $0.instancePath.count(where: { $0 == "/" }) }.max() ?? 0
            return (depth, -violations.count)
        }
        let scores = failures.map(score)
        if let best = scores.indices.max(by: { scores[$0] < scores[$1] }),
            scores.indices.filter({ scores[$0] == scores[best] }).count == 1
        {
            let header = violation(
                path, location,
                "matches none of the \(failures.count) \(keyword) branches; the closest, #\(best), fails with:")
            return [header] + failures[best]
        }
        let summaries = failures.enumerated().prefix(5).map { index, violations in
            let first = violations[0]
            let place = first.instancePath == path ? "" : "at \(first.instancePathForDisplay): "
            return "#\(index) \(place)\(first.message)"
        }
        let more = failures.count > 5 ? "; and \(failures.count - 5) more" : ""
        return [
            violation(
                path, location,
                "matches none of the \(keyword) branches: " + summaries.joined(separator: "; ") + more)
        ]
    }

    /// A value for a type message: scalars with their value, containers by type only.
    private static func describe(_ value: JSONSchemaValue) -> String {
        switch value {
        case .object, .array, .null: return value.typeName
        default: return "\(value.typeName) \(value.jsonText(limit: 40))"
        }
    }

    private static func count(_ count: Int, _ singular: String, _ plural: String) -> String {
        "\(count) \(count == 1 ? singular : plural)"
    }
}

/// One way an instance fails a schema.
struct JSONSchemaViolation: CustomStringConvertible, Equatable, Sendable {
    /// JSON Pointer to the failing value, e.g. `/runs/0/results/3/level`; empty for the whole instance.
    let instancePath: String
    /// The failing keyword's location in the schema document, e.g. `#/definitions/result/properties/level/enum`.
    let schemaPath: String
    /// What is wrong, naming the found and required values, e.g. `"fatal" is not one of ["none","note"]`.
    let message: String

    /// The instance path, or `(root)` for the whole instance, whose pointer is the empty string.
    var instancePathForDisplay: String { instancePath.isEmpty ? "(root)" : instancePath }

    var description: String { "\(instancePathForDisplay): \(message) [\(schemaPath)]" }
}

/// The JSON Schema dialects the validator knows, from the root's `$schema`.
enum JSONSchemaDialect: Int, Comparable, CustomStringConvertible {
    case draft4 = 4
    case draft6 = 6
    case draft7 = 7
    case draft201909 = 2019
    case draft202012 = 2020

    /// The dialect a `$schema` URI names (with or without `https`, `www` or the trailing `#`), or `nil`.
    init?(schemaURI: String) {
        let known: [(String, JSONSchemaDialect)] = [
            ("json-schema.org/draft-04/schema", .draft4), ("json-schema.org/draft-06/schema", .draft6),
            ("json-schema.org/draft-07/schema", .draft7), ("json-schema.org/draft/2019-09/schema", .draft201909),
            ("json-schema.org/draft/2020-12/schema", .draft202012),
        ]
        var uri = schemaURI
        for prefix in ["https://", "http://"] where uri.hasPrefix(prefix) { uri.removeFirst(prefix.count) }
        if uri.hasPrefix("www.") { uri.removeFirst(4) }
        if uri.hasSuffix("#") { uri.removeLast() }
        guard let match = known.first(where: { $0.0 == uri }) else { return nil }
        self = match.1
    }

    /// Draft-04 to draft-07: "All other properties in a `$ref` object MUST be ignored."
    var referenceHidesSiblings: Bool { self <= .draft7 }

    static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }

    var description: String {
        switch self {
        case .draft4: return "draft-04"
        case .draft6: return "draft-06"
        case .draft7: return "draft-07"
        case .draft201909: return "2019-09"
        case .draft202012: return "2020-12"
        }
    }
}

/// Why a schema cannot be used; thrown by ``JSONSchemaValidator/init(schema:options:)``. Locations are JSON
/// Pointers into the schema document as URI fragments (`#/definitions/run/properties/tool`).
enum JSONSchemaError: LocalizedError, Equatable {
    /// The schema contains a value JSON cannot represent (a `Date`, NaN), at `location`.
    case notJSON(location: String, found: String)
    /// `$schema` names a dialect the validator does not know, so keyword meanings would be guesses.
    case unsupportedDialect(String)
    /// A value where a schema is expected is neither an object nor a boolean.
    case notASchema(location: String, found: String)
    /// A keyword's value has the wrong form, e.g. `"minLength": -1` or `"type": "strnig"`.
    case invalidKeyword(location: String, reason: String)
    /// A `$ref` points into another document (or has an unusable syntax); only same-document references work.
    case unsupportedReference(location: String, reference: String)
    /// A `$ref`'s pointer or anchor does not exist in the document.
    case unresolvableReference(location: String, reference: String)
    /// A subschema declares its own base URI with `$id`/`id`, which would change how references inside it
    /// resolve; embedded resources are not supported.
    case embeddedResource(location: String, id: String)
    /// With `strictKeywords`: keywords that are unknown or ignored, each as `location: reason`.
    case unknownKeywords([String])

    var errorDescription: String? {
        switch self {
        case .notJSON(let location, let found):
            return "schema \(location): \(found) is not a JSON value"
        case .unsupportedDialect(let uri):
            return "schema #/$schema: \(JSONSchemaValue.quoted(uri)) is not a supported dialect"
                + " (draft-04, -06, -07, 2019-09 or 2020-12)"
        case .notASchema(let location, let found):
            return "schema \(location): expected a schema (object or boolean), found \(found)"
        case .invalidKeyword(let location, let reason):
            return "schema \(location): \(reason)"
        case .unsupportedReference(let location, let reference):
            return "schema \(location): $ref \(JSONSchemaValue.quoted(reference)) points outside this document,"
                + " which the validator does not support"
        case .unresolvableReference(let location, let reference):
            return "schema \(location): $ref \(JSONSchemaValue.quoted(reference)) points to nothing in this document"
        case .embeddedResource(let location, let id):
            return "schema \(location): embedded resource with id \(JSONSchemaValue.quoted(id)) is not supported"
        case .unknownKeywords(let entries):
            return "schema has unknown or ignored keywords: " + entries.joined(separator: "; ")
        }
    }
}

// MARK: - Compiled schema

/// A compiled schema node: a boolean schema, or keywords in the order they are evaluated.
final class JSONSchemaNode {
    enum Body {
        case boolean(Bool)
        case keywords([JSONSchemaKeyword])
    }

    /// JSON Pointer of the node in its document, as a URI fragment (`#/definitions/run`).
    let location: String
    let body: Body

    init(location: String, body: Body) {
        self.location = location
        self.body = body
    }
}

/// One compiled keyword: the name it has in the schema (for locations in violations) and what it checks.
struct JSONSchemaKeyword {
    let name: String
    let rule: Rule

    /// What a keyword checks. Keywords that modify a sibling (`exclusiveMinimum: true`, `additionalItems` after
    /// an `items` array, `additionalProperties`) are compiled with the sibling's information folded in.
    indirect enum Rule {
        case reference(String)
        case type([String])
        case enumeration([JSONSchemaValue])
        case constant(JSONSchemaValue)
        case properties([(name: String, schema: JSONSchemaNode)])
        case patternProperties([(pattern: JSONSchemaPattern, schema: JSONSchemaNode)])
        case additionalProperties(JSONSchemaNode, declared: Set<String>, patterns: [JSONSchemaPattern])
        case required([String])
        case minProperties(Int)
        case maxProperties(Int)
        /// `dependencies` (either form per property), `dependentRequired` or `dependentSchemas`: what applies
        /// when a property is present.
        case dependencies(
            required: [(name: String, required: [String])], schemas: [(name: String, schema: JSONSchemaNode)])
        case propertyNames(JSONSchemaNode)
        /// `items` as one schema, for the items from index `start` on (after any `prefixItems`).
        case items(JSONSchemaNode, start: Int)
        /// `items` as an array (before 2020-12) or `prefixItems`: one schema per position.
        case prefixItems([JSONSchemaNode])
        case additionalItems(JSONSchemaNode, start: Int)
        case minItems(Int)
        case maxItems(Int)
        case uniqueItems
        case contains(JSONSchemaNode)
        case minimum(JSONSchemaNumber, exclusive: Bool)
        case maximum(JSONSchemaNumber, exclusive: Bool)
        case multipleOf(JSONSchemaNumber)
        case minLength(Int)
        case maxLength(Int)
        case pattern(JSONSchemaPattern)
        case format(String)
        case allOf([JSONSchemaNode])
        case anyOf([JSONSchemaNode])
        case oneOf([JSONSchemaNode])
        case not(JSONSchemaNode)
        case conditional(if: JSONSchemaNode, then: JSONSchemaNode?, else: JSONSchemaNode?)
    }
}
