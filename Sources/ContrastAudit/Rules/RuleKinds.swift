/// The registry of rule kinds, written out by hand; a test checks ids are unique and that every
/// `Rules/` file uses only registered kinds.
public enum RuleKinds {
    /// Every kind.
    public static let all: [any Rule.Type] = [ContrastRule.self, StatusBarRule.self, CoverageRule.self]

    /// The ids of every kind.
    public static var kindNames: [String] {
        var names: [String] = []
        for kind in all { names.append(kind.kind) }
        return names
    }

    /// Creates the rule an entry of a rule-set file describes.
    ///
    /// A switch rather than `kind.init` through the metatype: Swift 6.3 crashes compiling a typed-throws
    /// initializer called on an existential metatype. A test checks that every kind in `all` is handled.
    public static func make(_ configuration: RuleConfiguration) throws(Diagnostic) -> any Rule {
        switch configuration.kind {
        case ContrastRule.kind: return try ContrastRule(configuration)
        case StatusBarRule.kind: return try StatusBarRule(configuration)
        case CoverageRule.kind: return try CoverageRule(configuration)
        default:
            let names = kindNames
            let node = configuration.node["kind"] ?? configuration.node
            throw node.error(
                "unknown rule kind \(ColorSyntaxError.quote(configuration.kind)); expected \(JSONNode.list(names))"
                    + DidYouMean.hint(for: configuration.kind, among: names))
        }
    }
}
