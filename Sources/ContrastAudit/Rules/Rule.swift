/// A configured rule: a rule kind (Swift code) with the parameters a rule-set file gives it.
public protocol Rule: Sendable {
    /// The id of the kind (`contrast`, `status-bar`, `coverage`).
    static var kind: String { get }
    /// How the kind describes itself: summary, rationale, reference and examples.
    static var documentation: RuleDocumentation { get }
    /// Reads the rule from its entry in a rule-set file, rejecting unknown or invalid parameters.
    init(_ configuration: RuleConfiguration) throws(Diagnostic)

    /// The common parameters.
    var configuration: RuleConfiguration { get }
    /// The kind-specific parameters in one line, for `audit rules` and the reports' rule descriptions
    /// (`wcag2 >= 4.5:1 for text`).
    var parameterSummary: String { get }
    /// Whether the rule judges the colors of pairings, one pairing in one appearance at a time, through
    /// `requirement(for:in:isBuiltIn:)`. `false` for a rule about the theme as a whole (coverage): the
    /// sweep lists such rules as not evaluated per pick, and live checks leave them out.
    var judgesPairings: Bool { get }
    /// What the rule asks of `pairing` in `appearance`, or `nil` when it does not judge that pairing
    /// there (another role, a decorative pairing, a style the pairing does not declare).
    ///
    /// - Parameter isBuiltIn: whether a token name stands for a built-in system color in `appearance`.
    func requirement(
        for pairing: Pairing, in appearance: Appearance, isBuiltIn: (String) -> Bool
    ) -> RuleRequirement?
    /// What `audit suggest --rule ID` aims for, or `nil` when the rule has no single contrast target.
    var suggestionTarget: SuggestionTarget? { get }
    /// Evaluates the rule on one theme: every result, with the messages and details reports show.
    func evaluate(_ context: RuleContext) -> [AuditResult]

    /// Notes about one theme that are not results (the coverage rule's count of palette primitives it left
    /// out); they join the report's warnings. Most rules have none.
    func notes(_ context: RuleContext) -> [Diagnostic]
}

extension Rule {
    public func notes(_ context: RuleContext) -> [Diagnostic] { [] }

    /// The rule's id within its set.
    public var id: String { configuration.id }
    public var severity: Severity { configuration.severity }
}

/// How a rule kind describes itself, for `audit rules`, SARIF help text and the example tests.
public struct RuleDocumentation: Sendable {
    /// One sentence.
    public var summary: String
    /// Why the rule exists, with its reference.
    public var rationale: String
    /// The guideline (`WCAG 2.2 SC 1.4.3`).
    public var reference: String
    /// Where to read more.
    public var helpURI: String
    /// Themes that pass and themes that fail the rule, run by one parameterized test.
    public var examples: [RuleExample]
}

/// A small scheme with a rule configuration and the statuses it must produce.
public struct RuleExample: Sendable {
    /// A name for test output.
    public var name: String
    /// The rule's entry, as in a rule-set file.
    public var rule: String
    /// A native scheme.
    public var scheme: String
    /// Whether every result passes (`true`) or at least one fails (`false`).
    public var passes: Bool
}

/// The parameters every rule has, and access to the kind-specific ones with precise errors.
public struct RuleConfiguration: Sendable {
    public var id: String
    public var kind: String
    public var severity: Severity
    /// The guideline, e.g. `WCAG 2.2 SC 1.4.3`.
    public var reference: String?
    /// A one-line description overriding the kind's summary.
    public var summary: String?
    /// The rule set it belongs to.
    public var ruleSet: String
    /// The entry in the rule-set file (for kind-specific parameters).
    public var node: JSONNode

    static let commonKeys = ["id", "kind", "severity", "reference", "summary"]

    /// Reads the common parameters of an entry.
    public init(node: JSONNode, ruleSet: String) throws(Diagnostic) {
        _ = try node.objectMembers("a rule")
        guard let idNode = node["id"] else { throw node.error("a rule needs an \"id\"") }
        id = try idNode.string("\"id\"")
        guard let kindNode = node["kind"] else { throw node.error("rule \"\(id)\" needs a \"kind\"") }
        kind = try kindNode.string("\"kind\"")
        severity = .error
        if let severityNode = node["severity"] {
            let text = try severityNode.string("\"severity\"")
            guard let value = Severity(rawValue: text) else {
                let names = Severity.allCases.map(\.rawValue)
                throw severityNode.error(
                    "unknown severity \(ColorSyntaxError.quote(text)); expected \(JSONNode.list(names))"
                        + DidYouMean.hint(for: text, among: names))
            }
            severity = value
        }
        if let referenceNode = node["reference"] { reference = try referenceNode.string("\"reference\"") }
        if let summaryNode = node["summary"] { summary = try summaryNode.string("\"summary\"") }
        self.ruleSet = ruleSet
        self.node = node
    }

    /// Checks that the entry uses only the common keys and `specific` ones.
    public func checkKeys(_ specific: [String]) throws(Diagnostic) {
        try node.checkKeys(Self.commonKeys + specific, in: "rule \"\(id)\" (kind \(kind))")
    }

    /// A required number parameter.
    public func number(_ key: String, in range: ClosedRange<Double>) throws(Diagnostic) -> Double {
        guard let value = node[key] else { throw node.error("rule \"\(id)\" needs \"\(key)\"") }
        let number = try value.number("\"\(key)\"")
        guard range.contains(number) else {
            throw value.error("\"\(key)\" is \(number); expected \(range.lowerBound)...\(range.upperBound)")
        }
        return number
    }

    /// An optional number parameter.
    public func number(
        _ key: String, in range: ClosedRange<Double>, default fallback: Double
    ) throws(Diagnostic)
        -> Double
    {
        node[key] == nil ? fallback : try number(key, in: range)
    }

    /// An optional boolean parameter.
    public func bool(_ key: String, default fallback: Bool) throws(Diagnostic) -> Bool {
        guard let value = node[key] else { return fallback }
        return try value.bool("\"\(key)\"")
    }

    /// An optional string parameter restricted to `choices`.
    public func choice(_ key: String, among choices: [String], default fallback: String) throws(Diagnostic) -> String {
        guard let value = node[key] else { return fallback }
        let text = try value.string("\"\(key)\"")
        guard choices.contains(text) else {
            throw value.error(
                "unknown \(key) \(ColorSyntaxError.quote(text)); expected \(JSONNode.list(choices))"
                    + DidYouMean.hint(for: text, among: choices))
        }
        return text
    }
}
