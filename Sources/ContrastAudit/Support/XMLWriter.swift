/// A small XML 1.0 writer for the JUnit report: elements, attributes and text, indented two spaces, with
/// every string escaped on the way in, so no caller can build markup out of user text by accident.
///
/// Foundation's `XMLDocument` is missing on some platforms' core libraries and its serialization differs
/// between them; the JUnit report needs the same bytes everywhere.
struct XMLWriter {
    /// The document so far.
    private(set) var text = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
    private var open: [String] = []

    /// Opens `name`; close it with ``close()``.
    mutating func open(_ name: String, _ attributes: [(String, String)] = []) {
        text += indent + "<" + name + Self.attributes(attributes) + ">\n"
        open.append(name)
    }

    /// Closes the innermost open element.
    mutating func close() {
        let name = open.removeLast()
        text += indent + "</" + name + ">\n"
    }

    /// An element with no children, or with `content` as its text (written as is, line breaks included).
    mutating func element(_ name: String, _ attributes: [(String, String)] = [], content: String? = nil) {
        guard let content, !content.isEmpty else {
            text += indent + "<" + name + Self.attributes(attributes) + "/>\n"
            return
        }
        text +=
            indent + "<" + name + Self.attributes(attributes) + ">" + Self.escapedText(content) + "</" + name + ">\n"
    }

    private var indent: String { String(repeating: "  ", count: open.count) }

    private static func attributes(_ list: [(String, String)]) -> String {
        list.map { " \($0.0)=\"\(escapedAttribute($0.1))\"" }.joined()
    }

    /// Text content: `&`, `<` and `>` as entities, a carriage return as `&#13;` (parsers turn a raw one
    /// into a line feed), and characters XML 1.0 cannot hold at all as U+FFFD.
    static func escapedText(_ value: String) -> String {
        escaped(value, inAttribute: false)
    }

    /// An attribute value: as text, plus `"` and the whitespace characters that attribute-value
    /// normalization would turn into spaces (tab, line feed, carriage return) as character references.
    static func escapedAttribute(_ value: String) -> String {
        escaped(value, inAttribute: true)
    }

    private static func escaped(_ value: String, inAttribute: Bool) -> String {
        var out = ""
        out.unicodeScalars.reserveCapacity(value.unicodeScalars.count)
        for scalar in value.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"" where inAttribute: out += "&quot;"
            case "\n" where inAttribute: out += "&#10;"
            case "\t" where inAttribute: out += "&#9;"
            case "\r": out += "&#13;"
            case "\t", "\n": out.unicodeScalars.append(scalar)
            default:
                out.unicodeScalars.append(isAllowed(scalar) ? scalar : "\u{FFFD}")
            }
        }
        return out
    }

    /// XML 1.0 §2.2 `Char`: tab, line feed, carriage return, U+0020–U+D7FF, U+E000–U+FFFD, U+10000 and up
    /// (surrogates cannot occur in a Swift string).
    static func isAllowed(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x9, 0xA, 0xD, 0x20...0xD7FF, 0xE000...0xFFFD, 0x10000...: true
        default: false
        }
    }
}
