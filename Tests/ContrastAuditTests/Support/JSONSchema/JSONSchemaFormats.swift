import Foundation

/// The `format` values the validator checks, and a compiled `pattern`.
///
/// Only the formats our outputs use are asserted: `uri`, `uri-reference` and `date-time` (SARIF 2.1.0) and,
/// loosely, `email`. Any other format name is an annotation and always passes, as the spec allows ("implementations
/// MAY treat format as an annotation"); a test that needs another format should add a checker here rather than
/// rely on it silently.
///
/// The checks are syntactic and hand-written rather than Foundation's `URL(string:)` or `ISO8601DateFormatter`,
/// whose leniency differs between Darwin and Linux (and `URL` accepts spaces on some versions).
enum JSONSchemaFormats {
    /// Formats that are checked; the rest are annotations.
    static let checked: Set<String> = ["uri", "uri-reference", "date-time", "email"]

    /// Why `string` is not a valid `format`, or `nil` when it is (or the format is not checked).
    static func failure(_ string: String, format: String) -> String? {
        switch format {
        case "uri": return uriFailure(string, requireScheme: true)
        case "uri-reference": return uriFailure(string, requireScheme: false)
        case "date-time": return dateTimeFailure(string)
        case "email": return emailFailure(string)
        default: return nil
        }
    }

    // MARK: - uri, uri-reference (RFC 3986)

    /// A loose RFC 3986 check: the scheme's spelling, that every character is one a URI may contain (no spaces,
    /// no non-ASCII: that would be an IRI), that `%` starts a two-digit hex escape, that `#` appears at most once,
    /// that brackets appear only around an IP-literal host, and that a port is all digits. It does not validate
    /// IP addresses or host names, nor the path segments' finer grammar.
    static func uriFailure(_ string: String, requireScheme: Bool) -> String? {
        let scalars = Array(string.unicodeScalars)
        if let bad = scalars.first(where: { !isURICharacter($0) }) {
            return "character \(describe(bad)) is not allowed in a uri (percent-encode it)"
        }
        if let escapeFailure = percentEscapeFailure(scalars) { return escapeFailure }

        // Split off the fragment and query, which may contain anything allowed except `#` and brackets.
        var rest = Substring(string)
        if let hash = rest.firstIndex(of: "#") {
            let fragment = rest[rest.index(after: hash)...]
            if fragment.contains("#") { return "a uri has at most one \"#\"" }
            if fragment.contains(where: { $0 == "[" || $0 == "]" }) {
                return "brackets are not allowed in the fragment"
            }
            rest = rest[..<hash]
        }
        if let question = rest.firstIndex(of: "?") {
            if rest[question...].contains(where: { $0 == "[" || $0 == "]" }) {
                return "brackets are not allowed in the query"
            }
            rest = rest[..<question]
        }

        // A scheme is present when a `:` comes before any `/`; a relative reference cannot have that (RFC 3986
        // §4.2: its first segment must not contain a colon).
        if let colon = rest.firstIndex(of: ":"), !rest[..<colon].contains("/") {
            let scheme = rest[..<colon]
            if let failure = schemeFailure(scheme) { return failure }
            rest = rest[rest.index(after: colon)...]
        } else if requireScheme {
            return "a uri must start with a scheme such as \"https:\" (use uri-reference for relative references)"
        }

        if rest.hasPrefix("//") {
            let authorityStart = rest.index(rest.startIndex, offsetBy: 2)
            let authorityEnd = rest[authorityStart...].firstIndex(of: "/") ?? rest.endIndex
            if let failure = authorityFailure(rest[authorityStart..<authorityEnd]) { return failure }
            rest = rest[authorityEnd...]
        }
        if rest.contains(where: { $0 == "[" || $0 == "]" }) { return "brackets are not allowed in the path" }
        return nil
    }

    private static func schemeFailure(_ scheme: Substring) -> String? {
        guard let first = scheme.unicodeScalars.first, isASCIILetter(first) else {
            return "the scheme \(JSONSchemaValue.quoted(String(scheme))) must start with a letter"
        }
        let allowed = scheme.unicodeScalars.allSatisfy {
            isASCIILetter($0) || isASCIIDigit($0) || $0 == "+" || $0 == "-" || $0 == "."
        }
        return allowed
            ? nil : "the scheme \(JSONSchemaValue.quoted(String(scheme))) has a character other than a-z 0-9 + - ."
    }

    /// `[userinfo@]host[:port]`, where host may be a bracketed IP-literal.
    private static func authorityFailure(_ authority: Substring) -> String? {
        var hostPort = authority
        if let at = authority.lastIndex(of: "@") {
            if authority[..<at].contains(where: { $0 == "[" || $0 == "]" }) {
                return "brackets are not allowed in the user information"
            }
            hostPort = authority[authority.index(after: at)...]
        }
        var port: Substring = ""
        if hostPort.hasPrefix("[") {
            guard let close = hostPort.firstIndex(of: "]") else { return "the IP-literal host has no closing \"]\"" }
            let afterHost = hostPort[hostPort.index(after: close)...]
            if afterHost.contains(where: { $0 == "[" || $0 == "]" }) {
                return "brackets are allowed only around the host"
            }
            if !afterHost.isEmpty {
                guard afterHost.hasPrefix(":") else { return "only a port may follow an IP-literal host" }
                port = afterHost.dropFirst()
            }
        } else {
            if hostPort.contains(where: { $0 == "[" || $0 == "]" }) {
                return "brackets are allowed only around the host"
            }
            if let colon = hostPort.lastIndex(of: ":") { port = hostPort[hostPort.index(after: colon)...] }
        }
        if !port.unicodeScalars.allSatisfy(isASCIIDigit) {
            return "the port \(JSONSchemaValue.quoted(String(port))) is not a number"
        }
        return nil
    }

    /// RFC 3986 §2: unreserved, reserved (gen-delims and sub-delims) and `%`.
    private static func isURICharacter(_ scalar: Unicode.Scalar) -> Bool {
        if isASCIILetter(scalar) || isASCIIDigit(scalar) { return true }
        return "-._~:/?#[]@!$&'()*+,;=%".unicodeScalars.contains(scalar)
    }

    private static func percentEscapeFailure(_ scalars: [Unicode.Scalar]) -> String? {
        for (index, scalar) in scalars.enumerated() where scalar == "%" {
            guard index + 2 < scalars.count, isHexDigit(scalars[index + 1]), isHexDigit(scalars[index + 2]) else {
                return "\"%\" must be followed by two hex digits"
            }
        }
        return nil
    }

    // MARK: - date-time (RFC 3339 §5.6)

    /// `YYYY-MM-DDThh:mm:ss[.frac](Z|±hh:mm)`, with `T` and `Z` in either case (RFC 3339 §5.6 note), real
    /// calendar days (leap years included), and a leap second `:60` only at 23:59 UTC.
    static func dateTimeFailure(_ string: String) -> String? {
        let expected = "expected YYYY-MM-DDThh:mm:ss[.fraction] followed by Z or ±hh:mm"
        let characters = Array(string.unicodeScalars)
        var index = 0

        func digits(_ count: Int) -> Int? {
            guard index + count <= characters.count else { return nil }
            var value = 0
            for scalar in characters[index..<index + count] {
                guard isASCIIDigit(scalar) else { return nil }
                value = value * 10 + Int(scalar.value - 48)
            }
            index += count
            return value
        }
        func literal(_ options: Set<Unicode.Scalar>) -> Bool {
            guard index < characters.count, options.contains(characters[index]) else { return false }
            index += 1
            return true
        }

        guard let year = digits(4), literal(["-"]), let month = digits(2), literal(["-"]), let day = digits(2),
            literal(["T", "t"]), let hour = digits(2), literal([":"]), let minute = digits(2), literal([":"]),
            let second = digits(2)
        else { return expected }
        if literal(["."]) {
            let start = index
            while index < characters.count, isASCIIDigit(characters[index]) { index += 1 }
            if index == start { return "the fraction of a second needs at least one digit" }
        }
        var offsetMinutes = 0
        if literal(["Z", "z"]) {
            offsetMinutes = 0
        } else if index < characters.count, characters[index] == "+" || characters[index] == "-" {
            let sign = characters[index] == "-" ? -1 : 1
            index += 1
            guard let offsetHour = digits(2), literal([":"]), let offsetMinute = digits(2) else { return expected }
            guard offsetHour <= 23, offsetMinute <= 59 else { return "the offset is out of range" }
            offsetMinutes = sign * (offsetHour * 60 + offsetMinute)
        } else {
            return expected
        }
        guard index == characters.count else { return expected }

        guard (1...12).contains(month) else { return "month \(month) is out of range" }
        let isLeapYear = year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
        let daysInMonth = [31, isLeapYear ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1]
        guard (1...daysInMonth).contains(day) else { return "day \(day) is out of range for month \(month)" }
        guard hour <= 23 else { return "hour \(hour) is out of range" }
        guard minute <= 59 else { return "minute \(minute) is out of range" }
        guard second <= 60 else { return "second \(second) is out of range" }
        if second == 60 {
            // Leap seconds are inserted at the end of a UTC day, so local time minus the offset must be 23:59.
            let utcMinutes = ((hour * 60 + minute - offsetMinutes) % 1440 + 1440) % 1440
            guard utcMinutes == 23 * 60 + 59 else { return "a leap second is only valid at 23:59:60 UTC" }
        }
        return nil
    }

    // MARK: - email

    /// Deliberately loose: one `@` between a non-empty local part and a non-empty domain, no whitespace or
    /// control characters. RFC 5321's full grammar (quoted local parts, address literals) is not worth its
    /// complexity for test support.
    static func emailFailure(_ string: String) -> String? {
        let parts = string.split(separator: "@", omittingEmptySubsequences: false)
        guard parts.count == 2, !parts[0].isEmpty, !parts[1].isEmpty else {
            return "expected one \"@\" between a local part and a domain"
        }
        if string.unicodeScalars.contains(where: { $0.properties.isWhitespace || $0.value < 0x20 }) {
            return "whitespace is not allowed"
        }
        return nil
    }

    // MARK: - Characters

    private static func isASCIILetter(_ scalar: Unicode.Scalar) -> Bool {
        ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
    }

    private static func isASCIIDigit(_ scalar: Unicode.Scalar) -> Bool { ("0"..."9").contains(scalar) }

    private static func isHexDigit(_ scalar: Unicode.Scalar) -> Bool {
        isASCIIDigit(scalar) || ("a"..."f").contains(scalar) || ("A"..."F").contains(scalar)
    }

    private static func describe(_ scalar: Unicode.Scalar) -> String {
        let hex = String(scalar.value, radix: 16, uppercase: true)
        let code = "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
        return scalar.properties.isWhitespace || scalar.value < 0x20 ? code : "\"\(Character(scalar))\" (\(code))"
    }
}

/// A `pattern` or `patternProperties` regular expression.
///
/// JSON Schema asks for ECMA-262 regular expressions; `NSRegularExpression` (ICU) agrees on the common subset
/// our schemas use (classes, quantifiers, anchors, groups, alternation). Known differences: `\d` and `\w` also
/// match non-ASCII digits and letters in ICU, and ICU rejects a few ECMA-only forms such as `\cX` edge cases.
/// Matching is an unanchored search, as the spec requires: `"b"` matches `"abc"`; schemas anchor with `^…$`.
struct JSONSchemaPattern {
    let source: String
    private let expression: NSRegularExpression

    init(_ source: String) throws {
        self.source = source
        self.expression = try NSRegularExpression(pattern: source)
    }

    func matches(_ string: String) -> Bool {
        expression.firstMatch(in: string, range: NSRange(string.startIndex..., in: string)) != nil
    }
}
