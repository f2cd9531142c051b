/// A JSON value together with where it is written, as produced by ``JSONParser``.
///
/// Readers use the locations to point every error and every result at `path:line:column`, and `byteRange` lets a
/// fixer replace exactly the text of one value without reformatting the rest of the file.
package struct JSONNode: Sendable, Hashable {
    /// The value itself; containers hold located nodes, so every nested value keeps its location.
    package enum Value: Sendable, Hashable {
        /// `null`.
        case null
        /// `true` or `false`.
        case bool(Bool)
        /// A number; always finite, since JSON has no NaN or infinity and out-of-range numbers are errors.
        case number(Double)
        /// A string with its escapes decoded.
        case string(String)
        /// Elements in file order.
        case array([JSONNode])
        /// Members in file order; duplicate keys only occur when the parser was told to allow them.
        case object([JSONMember])
    }

    /// The value.
    package var value: Value
    /// Where the first byte of the value is (the quote of a string, the bracket of a container).
    package var location: SourceLocation
    /// The UTF-8 byte range of the value's text in the file, quotes and brackets included.
    package var byteRange: Range<Int>

    /// Creates a node; the parser is the usual source of nodes, tests and fixers build them too.
    package init(value: Value, location: SourceLocation, byteRange: Range<Int>) {
        self.value = value
        self.location = location
        self.byteRange = byteRange
    }

    /// The value of the first member named `key` when this is an object, `nil` otherwise.
    ///
    /// The first match wins so that lookups agree with the duplicate-key error, which points at the later key.
    package subscript(key: String) -> JSONNode? {
        member(key)?.value
    }

    /// The first member named `key` when this is an object, with the key's location for errors about the key.
    package func member(_ key: String) -> JSONMember? {
        guard case .object(let members) = value else { return nil }
        return members.first { $0.key == key }
    }

    /// The members in file order when this is an object, `nil` otherwise.
    package var members: [JSONMember]? {
        guard case .object(let members) = value else { return nil }
        return members
    }

    /// The elements when this is an array, `nil` otherwise.
    package var elements: [JSONNode]? {
        guard case .array(let elements) = value else { return nil }
        return elements
    }

    /// The string when this is a string, `nil` otherwise (a number is not converted).
    package var stringValue: String? {
        guard case .string(let string) = value else { return nil }
        return string
    }

    /// The number when this is a number, `nil` otherwise.
    package var doubleValue: Double? {
        guard case .number(let number) = value else { return nil }
        return number
    }

    /// The Boolean when this is `true` or `false`, `nil` otherwise.
    package var boolValue: Bool? {
        guard case .bool(let bool) = value else { return nil }
        return bool
    }

    /// Whether this is `null`.
    package var isNull: Bool {
        if case .null = value { return true }
        return false
    }

    /// The kind of value as messages name it: `expected a string, found an array`.
    package var kindName: String {
        switch value {
        case .null: "null"
        case .bool: "boolean"
        case .number: "number"
        case .string: "string"
        case .array: "array"
        case .object: "object"
        }
    }

    /// The kind with its article, for messages: `an array`, `a string`, `null`.
    package var kindNameWithArticle: String {
        switch value {
        case .null: "null"
        case .array, .object: "an \(kindName)"
        case .bool, .number, .string: "a \(kindName)"
        }
    }

    /// Compares values, locations and ranges with an explicit work list: the synthesized comparison recurses once
    /// per nesting level with large frames, and overflows a 512 KiB secondary-thread stack well before
    /// ``JSONParser/Options/maxDepth``.
    package static func == (lhs: JSONNode, rhs: JSONNode) -> Bool {
        var pending = [(lhs, rhs)]
        while let (left, right) = pending.popLast() {
            guard left.location == right.location, left.byteRange == right.byteRange else { return false }
            switch (left.value, right.value) {
            case (.null, .null):
                continue
            case (.bool(let a), .bool(let b)):
                guard a == b else { return false }
            case (.number(let a), .number(let b)):
                guard a == b else { return false }
            case (.string(let a), .string(let b)):
                guard a == b else { return false }
            case (.array(let a), .array(let b)):
                guard a.count == b.count else { return false }
                pending.append(contentsOf: zip(a, b))
            case (.object(let a), .object(let b)):
                guard a.count == b.count else { return false }
                for (x, y) in zip(a, b) {
                    guard x.key == y.key, x.keyLocation == y.keyLocation else { return false }
                    pending.append((x.value, y.value))
                }
            default:
                return false
            }
        }
        return true
    }

    /// Hashes without recursion, for the same reason as ``==(_:_:)``; visits nodes in a fixed order so that equal
    /// trees feed the hasher identically.
    package func hash(into hasher: inout Hasher) {
        var pending = [self]
        while let node = pending.popLast() {
            hasher.combine(node.location)
            hasher.combine(node.byteRange)
            switch node.value {
            case .null:
                hasher.combine(0)
            case .bool(let bool):
                hasher.combine(1)
                hasher.combine(bool)
            case .number(let number):
                hasher.combine(2)
                hasher.combine(number)
            case .string(let string):
                hasher.combine(3)
                hasher.combine(string)
            case .array(let elements):
                hasher.combine(4)
                hasher.combine(elements.count)
                pending.append(contentsOf: elements.reversed())
            case .object(let members):
                hasher.combine(5)
                hasher.combine(members.count)
                for member in members {
                    hasher.combine(member.key)
                    hasher.combine(member.keyLocation)
                }
                pending.append(contentsOf: members.reversed().map(\.value))
            }
        }
    }

    /// The exact text of the value in `source`, the bytes the node was parsed from: a string keeps its quotes and
    /// escapes, a number its spelling (`1.50e1`), which is what a fixer must match before replacing it.
    package func rawText(in source: [UInt8]) -> String {
        String(decoding: source[byteRange], as: UTF8.self)
    }
}
