/// The registry of rule kinds, written out by hand; a test checks ids are unique and that every
/// `Rules/` file uses only registered kinds. Adding a kind is one line here.
package enum RuleKinds {
    /// A registered kind: its type, and how to make a rule of it.
    ///
    /// The maker is a closure over the concrete type rather than `kind.init` through the existential
    /// metatype: Swift 6.3 crashes compiling a typed-throws initializer called on an existential
    /// metatype, but not one called on a generic parameter.
    package struct Registration: Sendable {
        package let type: any Rule.Type
        let make: @Sendable (RuleConfiguration) throws(Diagnostic) -> any Rule

        /// Registers `type`.
        package init<Kind: Rule>(_ type: Kind.Type) {
            self.type = type
            make = { (configuration: RuleConfiguration) throws(Diagnostic) -> any Rule in try Kind(configuration) }
        }
    }

    /// Every kind, in the order `audit rules` lists them.
    package static let registered: [Registration] = [
        Registration(ContrastRule.self),
        Registration(StatusBarRule.self),
        Registration(CoverageRule.self),
        Registration(DistinguishableRule.self),
    ]

    /// Every kind.
    package static var all: [any Rule.Type] { registered.map(\.type) }

    /// The ids of every kind.
    package static var kindNames: [String] {
        var names: [String] = []
        for registration in registered { names.append(registration.type.kind) }
        return names
    }

    /// Creates the rule an entry of a rule-set file describes.
    package static func make(_ configuration: RuleConfiguration) throws(Diagnostic) -> any Rule {
        for registration in registered where registration.type.kind == configuration.kind {
            return try registration.make(configuration)
        }
        let names = kindNames
        let node = configuration.node["kind"] ?? configuration.node
        throw node.error(
            "unknown rule kind \(ColorSyntaxError.quote(configuration.kind)); expected \(JSONNode.list(names))"
                + DidYouMean.hint(for: configuration.kind, among: names))
    }
}
