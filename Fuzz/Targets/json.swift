// Fuzz target `json`: the source-located JSON parser (Source/JSONParser), lenient and strict, and the
// node accessors every reader uses.
@testable import ContrastAudit

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzJSON(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    for options in [JSONParser.Options(), JSONParser.Options.strict] {
        do {
            let root = try JSONParser.parse(bytes, path: "input.json", options: options)
            visit(root, bytes)
        } catch {
            FuzzSupport.require(error.location != nil, "a parse error without a location: \(error)")
            _ = error.formatted
        }
    }
    return 0
}

/// Walks the tree the way readers do, touching every accessor.
private func visit(_ node: JSONNode, _ bytes: [UInt8], depth: Int = 0) {
    _ = node.rawText(in: bytes)
    _ = try? node.string("value")
    _ = try? node.number("value")
    _ = try? node.bool("value")
    _ = try? node.stringList("value")
    _ = try? node.checkKeys(["colors", "pairings", "name"], in: "the input")
    guard depth < 64 else { return }
    if let members = try? node.objectMembers("value") {
        for member in members {
            _ = node.member(member.key)
            visit(member.value, bytes, depth: depth + 1)
        }
    } else if let elements = try? node.arrayElements("value") {
        for element in elements { visit(element, bytes, depth: depth + 1) }
    }
}
