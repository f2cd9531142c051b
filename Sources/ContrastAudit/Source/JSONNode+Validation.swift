/// Typed access to a `JSONNode` that fails with a diagnostic at the node's position, so every reader
/// reports the same way: `file:line:column: error: "colors" must be an object, found an array`.
extension JSONNode {
    /// The node's members, or an error naming `what` and the kind found.
    package func objectMembers(_ what: String) throws(Diagnostic) -> [JSONMember] {
        guard let members else { throw mismatch(what, expected: "an object") }
        return members
    }

    /// The node's elements, or an error.
    package func arrayElements(_ what: String) throws(Diagnostic) -> [JSONNode] {
        guard let elements else { throw mismatch(what, expected: "an array") }
        return elements
    }

    /// The node's string, or an error.
    package func string(_ what: String) throws(Diagnostic) -> String {
        guard let stringValue else { throw mismatch(what, expected: "a string") }
        return stringValue
    }

    /// The node's number, or an error.
    package func number(_ what: String) throws(Diagnostic) -> Double {
        guard let doubleValue else { throw mismatch(what, expected: "a number") }
        return doubleValue
    }

    /// The node's boolean, or an error.
    package func bool(_ what: String) throws(Diagnostic) -> Bool {
        guard let boolValue else { throw mismatch(what, expected: "true or false") }
        return boolValue
    }

    /// A string or an array of strings (one token or a list), as a list; an empty list is an error.
    package func stringList(_ what: String) throws(Diagnostic) -> [(String, JSONNode)] {
        if let stringValue { return [(stringValue, self)] }
        guard let elements else { throw mismatch(what, expected: "a string or an array of strings") }
        if elements.isEmpty { throw error("\(what) is an empty array; expected at least one name") }
        var result: [(String, JSONNode)] = []
        for element in elements {
            result.append((try element.string("each entry of \(what)"), element))
        }
        return result
    }

    /// Checks that an object has only `allowed` keys; an unknown key is an error at the key, with a hint.
    package func checkKeys(_ allowed: [String], in what: String) throws(Diagnostic) {
        for member in members ?? [] where !allowed.contains(member.key) {
            let hint = DidYouMean.hint(for: member.key, among: allowed)
            throw Diagnostic(
                severity: .error, location: member.keyLocation,
                message: "unknown key \"\(member.key)\" in \(what); expected \(Self.list(allowed))\(hint)")
        }
    }

    /// An error at this node.
    package func error(_ message: String) -> Diagnostic {
        Diagnostic(severity: .error, location: location, message: message)
    }

    /// `what must be EXPECTED, found KIND`.
    package func mismatch(_ what: String, expected: String) -> Diagnostic {
        error("\(what) must be \(expected), found \(kindNameWithArticle)")
    }

    static func list(_ items: [String]) -> String {
        let quoted = items.map { "\"\($0)\"" }
        guard quoted.count > 1 else { return quoted.first ?? "nothing" }
        return quoted.dropLast().joined(separator: ", ") + " or " + quoted.last!
    }
}
