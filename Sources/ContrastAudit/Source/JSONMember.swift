/// One `"key": value` member of a JSON object, with the location of the key for errors about the key itself
/// (unknown keys, duplicates).
package struct JSONMember: Sendable, Hashable {
    /// The key with its escapes decoded.
    package var key: String
    /// Where the key's opening quote is.
    package var keyLocation: SourceLocation
    /// The member's value.
    package var value: JSONNode

    /// Creates a member.
    package init(key: String, keyLocation: SourceLocation, value: JSONNode) {
        self.key = key
        self.keyLocation = keyLocation
        self.value = value
    }
}
