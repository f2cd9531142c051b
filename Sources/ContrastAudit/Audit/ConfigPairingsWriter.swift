/// `audit pairings --write-config`: adds pairings to a configuration file's `pairings` so a team reviews
/// the inferred pairings once and the audit stops guessing (issue 13).
///
/// The file is edited in place, not rewritten: every byte already there (comments, order, formatting) is
/// kept, and the new entries are inserted at the end of `pairings` (created when missing). Entries with the
/// same foreground, backgrounds and role as one already there are left out.
public enum ConfigPairingsWriter {
    /// The new file and how many entries were added and already present.
    public struct Outcome: Sendable {
        public var bytes: [UInt8]
        public var added: Int
        public var present: Int
    }

    /// Adds `pairings` to the configuration `existing` (the file's bytes, or `nil` for a new file).
    public static func merge(
        _ pairings: [Pairing], into existing: [UInt8]?, path: String
    ) throws(Diagnostic) -> Outcome {
        guard let existing else {
            let entries = pairings.map { "    " + entry($0) }.joined(separator: ",\n")
            let text = "{\n  \"pairings\": [\n\(entries)\n  ]\n}\n"
            return Outcome(bytes: Array(text.utf8), added: pairings.count, present: 0)
        }
        let root = try JSONParser.parse(existing, path: path)
        _ = try root.objectMembers("a configuration file")
        var present = Set<String>()
        if let list = root["pairings"] {
            for element in list.elements ?? [] {
                if let key = key(element) { present.insert(key) }
            }
            guard list.elements != nil else { throw list.error("\"pairings\" must be an array") }
        }
        var seen = present
        let new = pairings.filter { seen.insert(key($0)).inserted }
        let alreadyThere = pairings.count - new.count
        guard !new.isEmpty else { return Outcome(bytes: existing, added: 0, present: alreadyThere) }
        var bytes = existing
        if let list = root["pairings"], let elements = list.elements {
            let text = new.map { "    " + entry($0) }.joined(separator: ",\n")
            insert(text, after: elements.last?.byteRange.upperBound, opening: list.byteRange.lowerBound, in: &bytes)
        } else {
            let text = "  \"pairings\": [\n" + new.map { "    " + entry($0) }.joined(separator: ",\n") + "\n  ]"
            insert(
                text, after: root.members?.last?.value.byteRange.upperBound, opening: root.byteRange.lowerBound,
                in: &bytes)
        }
        return Outcome(bytes: bytes, added: new.count, present: alreadyThere)
    }

    /// Inserts `text` as new elements after the last element's end (after its comma, if a trailing one is
    /// there), or right after the opening bracket of an empty container.
    static func insert(_ text: String, after last: Int?, opening: Int, in bytes: inout [UInt8]) {
        guard let last else {
            bytes.insert(contentsOf: Array(("\n" + text).utf8), at: opening + 1)
            return
        }
        var position = last
        while position < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[position]) { position += 1 }
        if position < bytes.count, bytes[position] == UInt8(ascii: ",") {
            bytes.insert(contentsOf: Array(("\n" + text + ",").utf8), at: position + 1)
        } else {
            bytes.insert(contentsOf: Array((",\n" + text).utf8), at: last)
        }
    }

    /// One entry, on one line, with keys in a fixed order.
    static func entry(_ pairing: Pairing) -> String {
        var parts: [String] = []
        if let foreground = pairing.foreground { parts.append("\"foreground\": \(JSONOutput.quoted(foreground))") }
        let backgrounds = pairing.backgrounds.map(JSONOutput.quoted)
        parts.append(
            "\"background\": "
                + (backgrounds.count == 1 ? backgrounds[0] : "[" + backgrounds.joined(separator: ", ") + "]"))
        parts.append("\"role\": \(JSONOutput.quoted(pairing.role.rawValue))")
        return "{ " + parts.joined(separator: ", ") + " }"
    }

    /// The key of an entry already in the file (`role` defaults to `text`, as the configuration reader reads it).
    static func key(_ node: JSONNode) -> String? {
        guard let foreground = node["foreground"]?.stringValue, let background = node["background"] else {
            return nil
        }
        let backgrounds = background.stringValue.map { [$0] } ?? (background.elements ?? []).compactMap(\.stringValue)
        let role = node["role"]?.stringValue ?? Role.text.rawValue
        return ([foreground, role] + backgrounds).joined(separator: "\u{1F}")
    }

    /// What makes two entries the same.
    static func key(_ pairing: Pairing) -> String {
        ([pairing.foreground ?? "", pairing.role.rawValue] + pairing.backgrounds).joined(separator: "\u{1F}")
    }
}
