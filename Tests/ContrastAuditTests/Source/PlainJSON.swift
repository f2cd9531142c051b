@testable import ContrastAudit
@testable import audit

/// A JSON value without locations, so tests can state the expected structure of a parse in a few characters.
indirect enum PlainJSON: Hashable, Sendable, CustomStringConvertible {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([PlainJSON])
    case object([Member])

    struct Member: Hashable, Sendable {
        var key: String
        var value: PlainJSON
    }

    static func object(_ pairs: KeyValuePairs<String, PlainJSON>) -> PlainJSON {
        .object(pairs.map { Member(key: $0.key, value: $0.value) })
    }

    init(_ node: JSONNode) {
        switch node.value {
        case .null: self = .null
        case .bool(let bool): self = .bool(bool)
        case .number(let number): self = .number(number)
        case .string(let string): self = .string(string)
        case .array(let elements): self = .array(elements.map(PlainJSON.init))
        case .object(let members): self = .object(members.map { Member(key: $0.key, value: PlainJSON($0.value)) })
        }
    }

    var description: String {
        switch self {
        case .null: "null"
        case .bool(let bool): "\(bool)"
        case .number(let number): "\(number)"
        case .string(let string): "\(string.debugDescription)"
        case .array(let elements): "[" + elements.map(\.description).joined(separator: ", ") + "]"
        case .object(let members):
            "{" + members.map { "\($0.key.debugDescription): \($0.value)" }.joined(separator: ", ") + "}"
        }
    }
}

/// Parses `text` as the file `test.json`.
func parseJSON(_ text: String, options: JSONParser.Options = .init()) throws(Diagnostic) -> JSONNode {
    try JSONParser.parse(Array(text.utf8), path: "test.json", options: options)
}
