import Foundation

/// Swift attributed strings in UIKit bodies: attributes set one by one on an `AttributeContainer` or
/// `AttributedString` local (`attrs.foregroundColor = .white`, `attrs.uiKit.font = f`), `AttributeContainer([
/// .foregroundColor: c])` and the builder form `AttributeContainer().foregroundColor(c)`, read where the string
/// is used like an attributes dictionary (`attribute(_:_:)`).
extension UIKitUsageWalker {
    static let attributeTypes: Set<String> = ["AttributeContainer", "AttributedString"]
    /// The attribute scopes a container is reached through (`attrs.uiKit.foregroundColor`).
    static let attributeScopes = [".uiKit", ".swiftUI", ".foundation", ".appKit"]

    /// `attrs.foregroundColor = .white` on an `AttributeContainer` or `AttributedString` local: recorded, and
    /// `true`; `false` for any other receiver.
    mutating func attributeProperty(_ receiver: String, _ property: String, _ value: CodeExpr) -> Bool {
        var local = receiver
        for scope in Self.attributeScopes where local.hasSuffix(scope) { local.removeLast(scope.count) }
        // Byte search: Foundation's `contains` was a percent of the reader's instructions here.
        guard !local.utf8.contains(UInt8(ascii: ".")), isAttributeValue(local) else { return false }
        attributeValues[local, default: []].append((property, value))
        return true
    }

    /// Whether a local holds a Swift attribute container or attributed string.
    private func isAttributeValue(_ local: String) -> Bool {
        var value = resolver.locals[Self.localName(local)]
        while case .postfix(_, let inner, _)? = value { value = inner }
        while case .call(.member(let base, _, _), _, _)? = value, case .call = base { value = base }
        guard case .call(let callee, _, _)? = value, let type = UsageColorResolver.text(callee) else { return false }
        return Self.attributeTypes.contains(type)
    }

    /// An attribute of a call: `NSAttributedString(string:attributes:)` and `AttributedString(_:attributes:)`'s
    /// `attributes:`, `AttributeContainer([.foregroundColor: c])`'s dictionary, the builder form
    /// `AttributeContainer().foregroundColor(c)`; `inner` reads an argument.
    static func attributeCall(
        _ callee: CodeExpr, _ arguments: [CodeArgument], _ keyMatches: (CodeExpr) -> Bool,
        _ inner: (CodeExpr) -> CodeExpr?
    ) -> CodeExpr? {
        if let attributes = arguments.first(where: { $0.label == "attributes" }) { return inner(attributes.value) }
        switch callee {
        case .identifier("AttributeContainer", _):
            guard let first = arguments.first, first.label == nil else { return nil }
            return inner(first.value)
        case .member(let base, let name, let position) where arguments.count == 1 && arguments[0].label == nil:
            // `AttributeContainer().foregroundColor(c).font(f)`: the last setting of the key wins.
            if keyMatches(.implicitMember(name, position)), isAttributeBuilder(base) { return arguments[0].value }
            return isAttributeBuilder(base) ? inner(base) : nil
        default:
            return nil
        }
    }

    /// Whether an expression is a chain of attribute settings that starts at `AttributeContainer()`.
    private static func isAttributeBuilder(_ expression: CodeExpr) -> Bool {
        var current = expression
        for _ in 0..<32 {
            switch current {
            case .call(.identifier("AttributeContainer", _), _, _): return true
            case .call(.member(let base, _, _), _, _): current = base
            default: return false
            }
        }
        return false
    }
}
