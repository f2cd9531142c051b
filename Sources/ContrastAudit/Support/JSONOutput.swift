import Foundation

/// The one JSON encoder every machine format uses: it encodes `Encodable` report models with sorted
/// keys, unescaped slashes and full `Double` precision, so the same input always gives the same bytes
/// on every platform.
///
/// Foundation's `JSONEncoder` does the same job but took more than half the time of a 100,000-line
/// `contrast --batch` run, and its pretty-printing (`"key" : value`) differs from the documented
/// examples. This encoder builds a small tree in which only arrays and objects allocate, then writes
/// it in one pass.
package enum JSONOutput {
    /// How the text is laid out.
    package enum Layout: Sendable {
        /// Two-space indentation, one member per line.
        case pretty
        /// A top-level array with one compact element per line (for long lists such as `--batch`).
        case elementPerLine
    }

    /// Encodes a value, with a final newline. Non-finite numbers are a programming error in a model
    /// (no input can produce them), so they stop the program rather than produce invalid JSON.
    package static func encode(_ value: some Encodable) -> String {
        var writer = JSONWriter()
        writer.defersFragments = true
        writer.write(tree(value), indent: 0, pretty: true)
        writer.bytes.append(UInt8(ascii: "\n"))
        return writer.document()
    }

    /// Encodes an array. `.elementPerLine` writes one compact element per line and encodes elements
    /// one at a time, so a 100,000-element list never needs one 100,000-element tree.
    package static func encodeArray<Element: Encodable & Sendable>(
        _ values: [Element], layout: Layout = .pretty
    )
        -> String
    {
        guard layout == .elementPerLine, !values.isEmpty else { return encode(values) }
        let chunks = encodeInChunks(count: values.count) { index, writer in
            writer.write(tree(values[index]), indent: 0, pretty: false)
            writer.bytes.append(contentsOf: (index == values.count - 1 ? "\n" : ",\n").utf8)
        }
        var bytes: [UInt8] = Array("[\n".utf8)
        bytes.reserveCapacity(chunks.reduce(4) { $0 + $1.count })
        for chunk in chunks { bytes.append(contentsOf: chunk) }
        bytes.append(contentsOf: "]\n".utf8)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// A long array encoded in parallel chunks, pretty-printed for a value that sits at nesting `level`
    /// (a top-level member is at level 1), to embed in a model with `JSONFragment`. The bytes are the same
    /// as encoding the array in place.
    package static func prettyArrayFragment<Element: Encodable & Sendable>(
        _ values: [Element], level: Int
    ) -> JSONFragment {
        prettyArrayFragment(count: values.count, level: level) { index, writer, indent in
            writer.write(tree(values[index]), indent: indent, pretty: true)
        }
    }

    /// A long array written element by element straight into bytes, in parallel chunks, pretty-printed
    /// at nesting `level` like `prettyArrayFragment`: `writeElement(index, &writer, indent)` writes one
    /// element whose members are at `indent + 1` (with `JSONWriter.member`), in sorted key order, so the
    /// bytes are those the tree encoder writes for the same model.
    package static func prettyArrayFragment(
        count: Int, level: Int, _ writeElement: @Sendable (Int, inout JSONWriter, Int) -> Void
    ) -> JSONFragment {
        guard count > 0 else { return JSONFragment(chunks: [Array("[]".utf8)]) }
        var chunks = encodeInChunks(count: count) { index, writer in
            writer.bytes.append(contentsOf: (index == 0 ? "\n" : ",\n").utf8)
            writer.appendIndent(level + 1)
            writeElement(index, &writer, level + 1)
        }
        // The brackets go into the first and last chunks' own bytes: the chunks are copied only once, into
        // the document that holds them.
        chunks[0].insert(UInt8(ascii: "["), at: 0)
        chunks[chunks.count - 1].append(UInt8(ascii: "\n"))
        chunks[chunks.count - 1].append(contentsOf: repeatElement(UInt8(ascii: " "), count: level * 2))
        chunks[chunks.count - 1].append(UInt8(ascii: "]"))
        return JSONFragment(chunks: chunks)
    }

    /// Runs `encodeElement` for elements `0..<count` in contiguous chunks on every core and returns the
    /// chunks' bytes in order. Elements are independent, so joining the chunks gives the same bytes as a
    /// sequential run; small arrays stay on one thread, where splitting costs more than it saves.
    private static func encodeInChunks(
        count: Int, _ encodeElement: @Sendable (Int, inout JSONWriter) -> Void
    ) -> [[UInt8]] {
        let chunkCount = count < 2_000 ? 1 : ProcessInfo.processInfo.activeProcessorCount * 4
        let chunkSize = (count + chunkCount - 1) / chunkCount
        return Parallel.map(count: chunkCount) { chunk -> [UInt8] in
            var writer = JSONWriter()
            let start = chunk * chunkSize
            let end = min(count, start + chunkSize)
            guard start < end else { return [] }
            for index in start..<end {
                encodeElement(index, &writer)
                // Room for the rest of the chunk at the size of its first element (and a quarter more), so
                // a large chunk is not copied again and again as it grows.
                if index == start { writer.bytes.reserveCapacity(writer.bytes.count * (end - start) * 5 / 4) }
            }
            return writer.bytes
        }
    }

    private static func tree(_ value: some Encodable) -> JSONValue {
        let root = JSONRoot()
        do {
            try value.encode(to: TreeEncoder(destination: .root(root), codingPath: []))
        } catch {
            preconditionFailure("report model failed to encode: \(error)")
        }
        return root.value
    }

    /// A JSON string literal, escaped.
    package static func quoted(_ text: String) -> String {
        var writer = JSONWriter()
        writer.writeString(text)
        return String(decoding: writer.bytes, as: UTF8.self)
    }
}

/// JSON text already written by `JSONOutput` (a long array encoded in parallel), placed as is: its
/// bytes, in chunks to be written one after the other. Only `JSONOutput` encodes it; other encoders see a
/// string.
package struct JSONFragment: Encodable, Sendable {
    let chunks: [[UInt8]]

    /// The text of the fragment.
    var text: String { String(decoding: chunks.joined(), as: UTF8.self) }

    package func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(text)
    }
}

/// A value in the tree: leaves inline, containers by reference so nested containers can be filled in
/// after they are handed out.
enum JSONValue {
    case raw([[UInt8]])
    case null
    case bool(Bool)
    case double(Double)
    case integer(Int64)
    case unsigned(UInt64)
    case string(String)
    case container(JSONContainer)
}

/// An array, or an object as parallel key and value lists (sorted when written: small lists beat hashing).
final class JSONContainer {
    let isObject: Bool
    var keys: [String] = []
    var values: [JSONValue] = []

    init(isObject: Bool) {
        self.isObject = isObject
    }

    func set(_ key: String, _ value: JSONValue) {
        if let index = keys.firstIndex(of: key) {
            values[index] = value
        } else {
            keys.append(key)
            values.append(value)
        }
    }
}

final class JSONRoot {
    var value: JSONValue = .null
}

package struct JSONWriter {
    package var bytes: [UInt8] = []
    /// When set, a fragment's chunks are not appended to `bytes` but kept with their offset in it, and
    /// `document()` copies everything once, straight into the string: a 48 MB report's results were
    /// copied into `bytes` first, then again into the string (issue 15).
    var defersFragments = false
    /// The fragments kept by `defersFragments`: where in `bytes` each goes, and its chunks.
    private var fragments: [(offset: Int, chunks: [[UInt8]])] = []

    package init() {
        bytes.reserveCapacity(4096)
    }

    /// The text written: `bytes` with the kept fragments in their places.
    func document() -> String {
        guard !fragments.isEmpty else { return String(decoding: bytes, as: UTF8.self) }
        let total = fragments.reduce(bytes.count) { sum, fragment in
            fragment.chunks.reduce(sum) { $0 + $1.count }
        }
        return String(unsafeUninitializedCapacity: total) { buffer in
            var written = 0
            func copy(_ part: UnsafeBufferPointer<UInt8>) {
                guard let base = part.baseAddress, !part.isEmpty else { return }
                (buffer.baseAddress! + written).initialize(from: base, count: part.count)
                written += part.count
            }
            bytes.withUnsafeBufferPointer { all in
                var start = 0
                for fragment in fragments {
                    copy(UnsafeBufferPointer(rebasing: all[start..<fragment.offset]))
                    for chunk in fragment.chunks { chunk.withUnsafeBufferPointer(copy) }
                    start = fragment.offset
                }
                copy(UnsafeBufferPointer(rebasing: all[start...]))
            }
            return written
        }
    }

    mutating func write(_ value: JSONValue, indent: Int, pretty: Bool) {
        switch value {
        case .raw(let chunks) where defersFragments:
            fragments.append((bytes.count, chunks))
        case .raw(let chunks):
            // Room for what follows the fragment too (at most a small part of it), so the document's
            // bytes are not copied once more when it ends.
            let size = chunks.reduce(0) { $0 + $1.count }
            bytes.reserveCapacity(bytes.count + size + size / 8 + 65_536)
            for chunk in chunks { bytes.append(contentsOf: chunk) }
        case .null: bytes.append(contentsOf: "null".utf8)
        case .bool(let flag): bytes.append(contentsOf: (flag ? "true" : "false").utf8)
        case .double(let number): writeNumber(number)
        case .integer(let number): bytes.append(contentsOf: String(number).utf8)
        case .unsigned(let number): bytes.append(contentsOf: String(number).utf8)
        case .string(let text): writeString(text)
        case .container(let container):
            let (open, close) =
                container.isObject ? (UInt8(ascii: "{"), UInt8(ascii: "}")) : (UInt8(ascii: "["), UInt8(ascii: "]"))
            bytes.append(open)
            if container.values.isEmpty {
                bytes.append(close)
                return
            }
            let order =
                container.isObject
                ? container.keys.indices.sorted { container.keys[$0] < container.keys[$1] }
                : Array(container.values.indices)
            for (position, index) in order.enumerated() {
                if position > 0 { bytes.append(UInt8(ascii: ",")) }
                if pretty {
                    bytes.append(UInt8(ascii: "\n"))
                    appendIndent(indent + 1)
                }
                if container.isObject {
                    writeString(container.keys[index])
                    bytes.append(UInt8(ascii: ":"))
                    if pretty { bytes.append(UInt8(ascii: " ")) }
                }
                write(container.values[index], indent: indent + 1, pretty: pretty)
            }
            if pretty {
                bytes.append(UInt8(ascii: "\n"))
                appendIndent(indent)
            }
            bytes.append(close)
        }
    }

    mutating func appendIndent(_ level: Int) {
        guard level > 0 else { return }
        // From the line of spaces when it is long enough: a contiguous buffer is appended with one copy,
        // a repeated element one byte at a time.
        let end = 2 + level * 2
        guard end <= Self.breakAndSpaces.count else {
            bytes.append(contentsOf: repeatElement(UInt8(ascii: " "), count: level * 2))
            return
        }
        Self.breakAndSpaces.withUnsafeBufferPointer {
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: $0[2..<end]))
        }
    }

    // Streaming pretty output, for models written without building a tree. A container is opened with
    // `open`, each member or element starts with `member`/`element` (which write the separator, the line
    // break and the indentation), and `close` ends it; `count` is how many members were written.

    package mutating func open(_ bracket: Character) { bytes.append(bracket.asciiValue!) }

    /// Starts member number `index` of an object at `indent` (its members at `indent + 1`): `"key": `.
    package mutating func member(_ key: StaticString, index: Int, indent: Int) {
        let start = index > 0 ? 0 : 1
        let end = 2 + 2 * (indent + 1)
        guard end <= Self.breakAndSpaces.count else {
            element(index: index, indent: indent)
            bytes.append(UInt8(ascii: "\""))
            key.withUTF8Buffer { bytes.append(contentsOf: $0) }
            bytes.append(contentsOf: "\": ".utf8)
            return
        }
        // Separator, line break, indentation and `"key": ` assembled on the stack and appended with one
        // copy: a large report starts about 1.4 million members (issue 15, sixth pass).
        key.withUTF8Buffer { key in
            let count = end - start + key.count + 4
            withUnsafeTemporaryAllocation(of: UInt8.self, capacity: count) { buffer in
                let base = buffer.baseAddress!
                Self.breakAndSpaces.withUnsafeBufferPointer {
                    base.initialize(from: $0.baseAddress! + start, count: end - start)
                }
                var at = end - start
                base[at] = UInt8(ascii: "\"")
                at += 1
                if let keyBase = key.baseAddress { (base + at).initialize(from: keyBase, count: key.count) }
                at += key.count
                base[at] = UInt8(ascii: "\"")
                base[at + 1] = UInt8(ascii: ":")
                base[at + 2] = UInt8(ascii: " ")
                bytes.append(contentsOf: UnsafeBufferPointer(start: base, count: count))
            }
        }
    }

    /// Starts the next member of an object at `indent`: number `count`, which it advances.
    package mutating func member(_ key: StaticString, count: inout Int, indent: Int) {
        member(key, index: count, indent: indent)
        count += 1
    }

    /// Writes the member `"key": value` with `write` when `value` is present (advancing `count`, as
    /// `member(_:count:indent:)` does), and nothing when it is `nil`.
    package mutating func optionalMember<Value>(
        _ key: StaticString, _ value: Value?, count: inout Int, indent: Int, _ write: (inout JSONWriter, Value) -> Void
    ) {
        guard let value else { return }
        member(key, count: &count, indent: indent)
        write(&self, value)
    }

    /// `optionalMember` for a string.
    package mutating func optionalString(_ key: StaticString, _ value: String?, count: inout Int, indent: Int) {
        optionalMember(key, value, count: &count, indent: indent) { $0.writeString($1) }
    }

    /// `optionalMember` for a number.
    package mutating func optionalNumber(_ key: StaticString, _ value: Double?, count: inout Int, indent: Int) {
        optionalMember(key, value, count: &count, indent: indent) { $0.writeNumber($1) }
    }

    /// Starts element number `index` of an array at `indent`.
    package mutating func element(index: Int, indent: Int) {
        // The separator, the line break and the indentation in one append, from a line of spaces.
        let start = index > 0 ? 0 : 1
        let end = 2 + 2 * (indent + 1)
        guard end <= Self.breakAndSpaces.count else {
            if index > 0 { bytes.append(UInt8(ascii: ",")) }
            bytes.append(UInt8(ascii: "\n"))
            appendIndent(indent + 1)
            return
        }
        Self.breakAndSpaces.withUnsafeBufferPointer {
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: $0[start..<end]))
        }
    }

    /// `,`, a line break, then spaces: what starts an element, at any indentation up to 30 levels.
    private static let breakAndSpaces: [UInt8] =
        [UInt8(ascii: ","), UInt8(ascii: "\n")] + Array(repeating: 32, count: 60)

    /// Ends a container at `indent` that holds `count` members or elements.
    package mutating func close(_ bracket: Character, count: Int, indent: Int) {
        if count > 0 {
            bytes.append(UInt8(ascii: "\n"))
            appendIndent(indent)
        }
        bytes.append(bracket.asciiValue!)
    }

    package mutating func writeNull() { bytes.append(contentsOf: "null".utf8) }

    package mutating func writeBool(_ flag: Bool) { bytes.append(contentsOf: (flag ? "true" : "false").utf8) }

    package mutating func writeInteger(_ value: Int) { bytes.append(contentsOf: String(value).utf8) }

    /// Integers without a fraction, others in the shortest form that reads back as the same `Double`.
    package mutating func writeNumber(_ value: Double) {
        precondition(value.isFinite, "JSON has no representation for \(value)")
        if value == value.rounded(), abs(value) < 1e15 {
            bytes.append(contentsOf: String(Int64(value)).utf8)
        } else {
            bytes.append(contentsOf: value.description.utf8)
        }
    }

    package mutating func writeString(_ text: String) {
        bytes.append(UInt8(ascii: "\""))
        // Most strings (names, hex colors, messages) need no escaping: copy them whole. The test reads the
        // string's own storage when it can (a generic walk over `utf8` cost a third of the JSON writing).
        func needsEscape(_ byte: UInt8) -> Bool {
            byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\")
        }
        // From the string's own storage, the bytes are appended as one buffer (a report writes about a
        // million strings: appending the `utf8` view cost more than the copy, issue 15, sixth pass).
        let copied =
            text.utf8.withContiguousStorageIfAvailable { storage -> Bool in
                guard !storage.contains(where: needsEscape) else { return false }
                bytes.append(contentsOf: storage)
                return true
            } ?? false
        if copied || !text.utf8.contains(where: needsEscape) {
            if !copied { bytes.append(contentsOf: text.utf8) }
            bytes.append(UInt8(ascii: "\""))
            return
        }
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "\""): bytes.append(contentsOf: "\\\"".utf8)
            case UInt8(ascii: "\\"): bytes.append(contentsOf: "\\\\".utf8)
            case 0x0A: bytes.append(contentsOf: "\\n".utf8)
            case 0x0D: bytes.append(contentsOf: "\\r".utf8)
            case 0x09: bytes.append(contentsOf: "\\t".utf8)
            case 0x08: bytes.append(contentsOf: "\\b".utf8)
            case 0x0C: bytes.append(contentsOf: "\\f".utf8)
            case 0..<0x20:
                let digits = Array("0123456789abcdef".utf8)
                bytes.append(contentsOf: "\\u00".utf8)
                bytes.append(digits[Int(byte >> 4)])
                bytes.append(digits[Int(byte & 0xF)])
            default: bytes.append(byte)
            }
        }
        bytes.append(UInt8(ascii: "\""))
    }
}

/// Where an encoder puts what it is given.
private enum Destination {
    case root(JSONRoot)
    case member(JSONContainer, String)
    case element(JSONContainer, Int)

    func store(_ value: JSONValue) {
        switch self {
        case .root(let root): root.value = value
        case .member(let container, let key): container.set(key, value)
        case .element(let container, let index): container.values[index] = value
        }
    }

    /// The container already stored here, or a new one.
    func container(isObject: Bool) -> JSONContainer {
        let existing: JSONValue
        switch self {
        case .root(let root): existing = root.value
        case .member(let container, let key):
            existing = container.keys.firstIndex(of: key).map { container.values[$0] } ?? .null
        case .element(let container, let index): existing = container.values[index]
        }
        if case .container(let container) = existing, container.isObject == isObject { return container }
        let container = JSONContainer(isObject: isObject)
        store(.container(container))
        return container
    }
}

private struct TreeEncoder: Encoder {
    let destination: Destination
    var codingPath: [any CodingKey]
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        KeyedEncodingContainer(
            KeyedContainer<Key>(container: destination.container(isObject: true), codingPath: codingPath))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        UnkeyedContainer(container: destination.container(isObject: false), codingPath: codingPath)
    }

    func singleValueContainer() -> any SingleValueEncodingContainer {
        SingleContainer(destination: destination, codingPath: codingPath)
    }
}

/// Leaf values reached through the generic `encode<T>` path, recognized by type identity (a pointer
/// comparison) rather than by dynamic casts, which cost more than the rest of the encoding.
private func leaf<T: Encodable>(_ value: T) -> JSONValue? {
    if T.self == JSONFragment.self { return .raw(unsafeBitCast(value, to: JSONFragment.self).chunks) }
    if T.self == String.self { return .string(unsafeBitCast(value, to: String.self)) }
    if T.self == Double.self { return .double(unsafeBitCast(value, to: Double.self)) }
    if T.self == Bool.self { return .bool(unsafeBitCast(value, to: Bool.self)) }
    if T.self == Int.self { return .integer(Int64(unsafeBitCast(value, to: Int.self))) }
    return nil
}

private struct KeyedContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let container: JSONContainer
    var codingPath: [any CodingKey]

    func put(_ key: Key, _ value: JSONValue) { container.set(key.stringValue, value) }

    mutating func encodeNil(forKey key: Key) throws { put(key, .null) }
    mutating func encode(_ value: Bool, forKey key: Key) throws { put(key, .bool(value)) }
    mutating func encode(_ value: String, forKey key: Key) throws { put(key, .string(value)) }
    mutating func encode(_ value: Double, forKey key: Key) throws { put(key, .double(value)) }
    mutating func encode(_ value: Float, forKey key: Key) throws { put(key, .double(Double(value))) }
    mutating func encode(_ value: Int, forKey key: Key) throws { put(key, .integer(Int64(value))) }
    mutating func encode(_ value: Int8, forKey key: Key) throws { put(key, .integer(Int64(value))) }
    mutating func encode(_ value: Int16, forKey key: Key) throws { put(key, .integer(Int64(value))) }
    mutating func encode(_ value: Int32, forKey key: Key) throws { put(key, .integer(Int64(value))) }
    mutating func encode(_ value: Int64, forKey key: Key) throws { put(key, .integer(value)) }
    mutating func encode(_ value: UInt, forKey key: Key) throws { put(key, .unsigned(UInt64(value))) }
    mutating func encode(_ value: UInt8, forKey key: Key) throws { put(key, .unsigned(UInt64(value))) }
    mutating func encode(_ value: UInt16, forKey key: Key) throws { put(key, .unsigned(UInt64(value))) }
    mutating func encode(_ value: UInt32, forKey key: Key) throws { put(key, .unsigned(UInt64(value))) }
    mutating func encode(_ value: UInt64, forKey key: Key) throws { put(key, .unsigned(value)) }
    mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
        if let simple = leaf(value) {
            put(key, simple)
            return
        }
        put(key, .null)
        try value.encode(
            to: TreeEncoder(destination: .member(container, key.stringValue), codingPath: codingPath + [key]))
    }

    mutating func nestedContainer<NestedKey: CodingKey>(
        keyedBy keyType: NestedKey.Type, forKey key: Key
    )
        -> KeyedEncodingContainer<NestedKey>
    {
        let child = Destination.member(container, key.stringValue).container(isObject: true)
        return KeyedEncodingContainer(KeyedContainer<NestedKey>(container: child, codingPath: codingPath + [key]))
    }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
        let child = Destination.member(container, key.stringValue).container(isObject: false)
        return UnkeyedContainer(container: child, codingPath: codingPath + [key])
    }

    mutating func superEncoder() -> any Encoder {
        TreeEncoder(destination: .member(container, "super"), codingPath: codingPath)
    }

    mutating func superEncoder(forKey key: Key) -> any Encoder {
        TreeEncoder(destination: .member(container, key.stringValue), codingPath: codingPath + [key])
    }
}

private struct IndexKey: CodingKey {
    var stringValue: String { String(intValue!) }
    var intValue: Int?
    init(_ index: Int) { intValue = index }
    init?(stringValue: String) { nil }
    init?(intValue: Int) { self.intValue = intValue }
}

private struct UnkeyedContainer: UnkeyedEncodingContainer {
    let container: JSONContainer
    var codingPath: [any CodingKey]
    var count: Int { container.values.count }

    func add(_ value: JSONValue) { container.values.append(value) }

    /// Reserves the next element and returns where an encoder should put it.
    func reserve() -> Destination {
        container.values.append(.null)
        return .element(container, container.values.count - 1)
    }

    mutating func encodeNil() throws { add(.null) }
    mutating func encode(_ value: Bool) throws { add(.bool(value)) }
    mutating func encode(_ value: String) throws { add(.string(value)) }
    mutating func encode(_ value: Double) throws { add(.double(value)) }
    mutating func encode(_ value: Float) throws { add(.double(Double(value))) }
    mutating func encode(_ value: Int) throws { add(.integer(Int64(value))) }
    mutating func encode(_ value: Int8) throws { add(.integer(Int64(value))) }
    mutating func encode(_ value: Int16) throws { add(.integer(Int64(value))) }
    mutating func encode(_ value: Int32) throws { add(.integer(Int64(value))) }
    mutating func encode(_ value: Int64) throws { add(.integer(value)) }
    mutating func encode(_ value: UInt) throws { add(.unsigned(UInt64(value))) }
    mutating func encode(_ value: UInt8) throws { add(.unsigned(UInt64(value))) }
    mutating func encode(_ value: UInt16) throws { add(.unsigned(UInt64(value))) }
    mutating func encode(_ value: UInt32) throws { add(.unsigned(UInt64(value))) }
    mutating func encode(_ value: UInt64) throws { add(.unsigned(value)) }
    mutating func encode<T: Encodable>(_ value: T) throws {
        if let simple = leaf(value) {
            add(simple)
            return
        }
        let path = codingPath + [IndexKey(count)]
        try value.encode(to: TreeEncoder(destination: reserve(), codingPath: path))
    }

    mutating func nestedContainer<NestedKey: CodingKey>(
        keyedBy keyType: NestedKey.Type
    )
        -> KeyedEncodingContainer<NestedKey>
    {
        let path = codingPath + [IndexKey(count)]
        return KeyedEncodingContainer(
            KeyedContainer<NestedKey>(container: reserve().container(isObject: true), codingPath: path))
    }

    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
        let path = codingPath + [IndexKey(count)]
        return UnkeyedContainer(container: reserve().container(isObject: false), codingPath: path)
    }

    mutating func superEncoder() -> any Encoder {
        TreeEncoder(destination: reserve(), codingPath: codingPath)
    }
}

private struct SingleContainer: SingleValueEncodingContainer {
    let destination: Destination
    var codingPath: [any CodingKey]

    mutating func encodeNil() throws { destination.store(.null) }
    mutating func encode(_ value: Bool) throws { destination.store(.bool(value)) }
    mutating func encode(_ value: String) throws { destination.store(.string(value)) }
    mutating func encode(_ value: Double) throws { destination.store(.double(value)) }
    mutating func encode(_ value: Float) throws { destination.store(.double(Double(value))) }
    mutating func encode(_ value: Int) throws { destination.store(.integer(Int64(value))) }
    mutating func encode(_ value: Int8) throws { destination.store(.integer(Int64(value))) }
    mutating func encode(_ value: Int16) throws { destination.store(.integer(Int64(value))) }
    mutating func encode(_ value: Int32) throws { destination.store(.integer(Int64(value))) }
    mutating func encode(_ value: Int64) throws { destination.store(.integer(value)) }
    mutating func encode(_ value: UInt) throws { destination.store(.unsigned(UInt64(value))) }
    mutating func encode(_ value: UInt8) throws { destination.store(.unsigned(UInt64(value))) }
    mutating func encode(_ value: UInt16) throws { destination.store(.unsigned(UInt64(value))) }
    mutating func encode(_ value: UInt32) throws { destination.store(.unsigned(UInt64(value))) }
    mutating func encode(_ value: UInt64) throws { destination.store(.unsigned(value)) }
    mutating func encode<T: Encodable>(_ value: T) throws {
        if let simple = leaf(value) {
            destination.store(simple)
            return
        }
        try value.encode(to: TreeEncoder(destination: destination, codingPath: codingPath))
    }
}
