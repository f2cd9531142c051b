import Foundation

/// The string and scanner operations hex-color helpers use: trimming, `#` removal, prefixes, counts,
/// index arithmetic and substrings, `Scanner.scanHexInt64(&value)` and `UInt64(text, radix: 16)`.
extension CodeEvaluator {
    func stringProperty(_ text: String, _ name: String) -> CodeValue {
        switch name {
        case "count", "length": return .number(Double(text.count), .integer)
        case "isEmpty": return .bool(text.isEmpty)
        case "utf8", "utf16", "characters", "unicodeScalars", "description", "string": return .string(text)
        case "startIndex": return .number(0, .integer)
        case "endIndex": return .number(Double(text.count), .integer)
        case "first": return text.first.map { .string(String($0)) } ?? .nothing
        case "last": return text.last.map { .string(String($0)) } ?? .nothing
        case "UTF8String": return .string(text)
        default: return .function([], .string(text))
        }
    }

    func stringMethod(_ text: String, _ name: String, _ arguments: [CodeArgumentValue]) -> CodeValue {
        if let reason = arguments.lazy.compactMap(\.value.unknownReason).first { return .unknown(reason) }
        let first = arguments.first?.value
        let count = first?.integer.map { Int(clamping: $0) }
        switch name {
        case "trimmingCharacters", "stringByTrimmingCharactersInSet":
            return .string(Self.trim(text, first))
        case "replacingOccurrences", "stringByReplacingOccurrencesOfString":
            guard case .string(let target)? = first, arguments.count > 1,
                case .string(let replacement) = arguments[1].value,
                !target.isEmpty
            else { return .unknown("replaces text the reader cannot evaluate") }
            return .string(text.replacingOccurrences(of: target, with: replacement))
        case "uppercased", "uppercaseString": return .string(text.uppercased())
        case "lowercased", "lowercaseString": return .string(text.lowercased())
        case "hasPrefix":
            if case .string(let prefix)? = first { return .bool(text.hasPrefix(prefix)) }
        case "hasSuffix":
            if case .string(let suffix)? = first { return .bool(text.hasSuffix(suffix)) }
        case "contains":
            if case .string(let part)? = first { return .bool(text.contains(part)) }
        case "dropFirst", "substringFromIndex": return .string(String(text.dropFirst(max(0, count ?? 1))))
        case "dropLast": return .string(String(text.dropLast(max(0, count ?? 1))))
        case "prefix", "substringToIndex": return .string(String(text.prefix(max(0, count ?? 0))))
        case "suffix": return .string(String(text.suffix(max(0, count ?? 0))))
        case "index":
            guard let start = count else { break }
            if arguments.first?.label == "after" { return .number(Double(start + 1), .integer) }
            if arguments.first?.label == "before" { return .number(Double(start - 1), .integer) }
            if arguments.count > 1, let offset = arguments[1].value.integer {
                return .number(Double(start) + Double(offset), .integer)
            }
        case "substring", "substringWithRange":
            if case .range(let low, let high)? = first {
                let characters = Array(text)
                let lower = max(0, Int(low))
                let upper = min(characters.count, Int(high))
                if lower <= upper { return .string(String(characters[lower..<upper])) }
            }
        default:
            break
        }
        return .unknown("calls the string method `\(name)`, which the reader does not run")
    }

    /// Trims whitespace (`.whitespacesAndNewlines`), non-alphanumerics (`.alphanumerics.inverted`) or the
    /// characters of `CharacterSet(charactersIn:)`.
    private static func trim(_ text: String, _ set: CodeValue?) -> String {
        guard case .enumCase(let name)? = set else { return text.trimmingCharacters(in: .whitespacesAndNewlines) }
        if name.hasPrefix("charactersIn:") {
            return text.trimmingCharacters(
                in: CharacterSet(charactersIn: String(name.dropFirst("charactersIn:".count))))
        }
        if name == "alphanumerics.inverted" { return text.trimmingCharacters(in: CharacterSet.alphanumerics.inverted) }
        if name == "whitespaces" { return text.trimmingCharacters(in: .whitespaces) }
        return text.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// `text.removeFirst()`, `text.remove(at: text.startIndex)` and similar changes of a local string.
    func mutatingCall(_ local: String, _ name: String, _ arguments: [CodeArgument], _ scope: CodeScope) -> CodeValue? {
        guard case .string(let text)? = scope.lookup(local) else { return nil }
        let values = evaluateArguments(arguments, scope)
        let count = values.first?.value.integer.map { Int(clamping: $0) }
        var changed = text
        switch name {
        case "removeFirst": changed = String(text.dropFirst(max(0, count ?? 1)))
        case "removeLast": changed = String(text.dropLast(max(0, count ?? 1)))
        case "remove":
            guard let at = count, at >= 0, at < text.count else { return .unknown("removes a character out of range") }
            var characters = Array(text)
            characters.remove(at: at)
            changed = String(characters)
        default:
            return nil
        }
        scope.assign(local, .string(changed))
        return .nothing
    }

    /// `scanHexInt64(&value)`, `scanHexInt32`, `scanHexInt`, the Objective-C `scanHexInt:`, and
    /// `scanInt32(representation: .hexadecimal)` (which returns the value or nil).
    func scannerMethod(
        _ scanner: CodeValue, _ name: String, _ arguments: [CodeArgumentValue], _ scope: CodeScope
    )
        -> CodeValue
    {
        guard case .object(_, let fields) = scanner, case .string(let text)? = fields["string"] else {
            return .unknown("scans a string the reader cannot evaluate")
        }
        var returnsValue = false
        if arguments.first?.label == "representation", case .enumCase("hexadecimal")? = arguments.first?.value {
            returnsValue = true
        }
        guard name.hasPrefix("scanHex") || name.hasPrefix("scanUnsignedLongLong") || returnsValue else {
            return .unknown("calls the scanner method `\(name)`, which the reader does not run")
        }
        let scanned = Self.scanHex(text, fields).map { CodeValue.number(Double($0), .integer) }
        if returnsValue { return scanned ?? .nothing }
        guard case .reference(let target)? = arguments.first?.value else {
            return .unknown("scans into a value the reader cannot follow")
        }
        let value = scanned ?? .number(0, .integer)
        if !scope.assign(target, value) { scope.values[target] = value }
        return .bool(scanned != nil)
    }

    /// The hexadecimal number at the scanner's position: skipped characters and whitespace, then an
    /// optional `0x`, then hex digits.
    private static func scanHex(_ text: String, _ fields: [String: CodeValue]) -> UInt64? {
        var characters = Substring(text)
        // `currentIndex` (Swift's) is set only by the app; `scanLocation` starts at 0 on every scanner.
        let skip = fields["currentIndex"]?.integer ?? fields["scanLocation"]?.integer ?? 0
        characters = characters.dropFirst(Int(clamping: max(0, skip)))
        if case .enumCase(let skipped)? = fields["charactersToBeSkipped"], skipped.hasPrefix("charactersIn:") {
            let set = Set(skipped.dropFirst("charactersIn:".count))
            while let next = characters.first, set.contains(next) { characters = characters.dropFirst() }
        }
        while let next = characters.first, next.isWhitespace { characters = characters.dropFirst() }
        if characters.hasPrefix("0x") || characters.hasPrefix("0X") { characters = characters.dropFirst(2) }
        let digits = characters.prefix { $0.isHexDigit }
        guard !digits.isEmpty, digits.count <= 16 else { return nil }
        return UInt64(digits, radix: 16)
    }
}
