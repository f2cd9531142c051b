/// One `"key": value` member of a JSON object, with the location of the key for errors about the key itself
/// (unknown keys, duplicates).
public struct JSONMember: Sendable, Hashable {
    /// The key with its escapes decoded.
    public var key: String
    /// Where the key's opening quote is.
    public var keyLocation: SourceLocation
    /// The member's value.
    public var value: JSONNode

    /// Creates a member.
    public init(key: String, keyLocation: SourceLocation, value: JSONNode) {
        self.key = key
        self.keyLocation = keyLocation
        self.value = value
    }
}
