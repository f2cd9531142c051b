import Foundation

/// A JSON value as the schema validator sees it, converted once from what `JSONSerialization.jsonObject(with:)`
/// (or a hand-built `[String: Any]` literal) produces.
///
/// Converting up front keeps the type questions in one place: Foundation hands out `NSNumber` for booleans and
/// numbers alike, and Swift's bridging happily casts `1 as? Bool` and `true as? Int`, so every keyword that
/// looked at `Any` directly would have to get this right again.
enum JSONSchemaValue: Equatable {
    case null
    case boolean(Bool)
    case number(JSONSchemaNumber)
    case string(String)
    case array([JSONSchemaValue])
    case object([String: JSONSchemaValue])

    /// The JSON Schema type names (`integer` is reported for numbers without a fractional part).
    var typeName: String {
        switch self {
        case .null: return "null"
        case .boolean: return "boolean"
        case .number(let number): return number.isInteger ? "integer" : "number"
        case .string: return "string"
        case .array: return "array"
        case .object: return "object"
        }
    }
}

/// A JSON number: exact when Foundation parsed it as an integer, a `Double` otherwise.
///
/// Keeping `Int64` avoids rounding large integers (above 2^53) when two integers are compared or tested
/// with `multipleOf`; mixed comparisons fall back to `Double`, which is what JSON interoperability
/// (RFC 8259 §6) promises anyway.
enum JSONSchemaNumber: Comparable {
    case integer(Int64)
    case real(Double)

    var doubleValue: Double {
        switch self {
        case .integer(let value): return Double(value)
        case .real(let value): return value
        }
    }

    /// Whether the number is mathematically an integer, so `3` and `3.0` both are and `3.5` is not.
    ///
    /// Draft-04 (core §3.5) words it lexically ("a JSON number without a fraction or exponent part"), but
    /// draft-06 and later define it by value ("any number with a zero fractional part"), the official test
    /// suite keeps draft-04's lexical reading only as an optional test, and `JSONSerialization` does not
    /// promise to keep the spelling (`1e2` and `100.0` both come back as the same double). So every dialect
    /// uses the value-based rule.
    var isInteger: Bool {
        switch self {
        case .integer: return true
        case .real(let value): return value.isFinite && value.rounded(.towardZero) == value
        }
    }

    /// Mathematical equality, so `1` equals `1.0` (the spec's definition of equal numbers).
    static func == (lhs: JSONSchemaNumber, rhs: JSONSchemaNumber) -> Bool {
        if case .integer(let left) = lhs, case .integer(let right) = rhs { return left == right }
        return lhs.doubleValue == rhs.doubleValue
    }

    static func < (lhs: JSONSchemaNumber, rhs: JSONSchemaNumber) -> Bool {
        if case .integer(let left) = lhs, case .integer(let right) = rhs { return left < right }
        return lhs.doubleValue < rhs.doubleValue
    }

    /// Whether `self` is an integer multiple of `divisor` (which the schema guarantees is positive).
    ///
    /// Binary doubles make `0.3 / 0.1` come out as 2.9999999999999996, so non-integers are divided as
    /// decimals built from their shortest round-trip spelling (`"0.3"`, `"0.1"`), which is the decimal the
    /// JSON text most likely had. Values outside `Decimal`'s range fall back to a relative tolerance.
    func isMultiple(of divisor: JSONSchemaNumber) -> Bool {
        if case .integer(let value) = self, case .integer(let step) = divisor { return value % step == 0 }
        let value = doubleValue
        let step = divisor.doubleValue
        guard value.isFinite, step.isFinite else { return false }
        if let decimalValue = Decimal(string: "\(value)"), let decimalStep = Decimal(string: "\(step)"),
            !decimalValue.isNaN, !decimalStep.isNaN, !decimalStep.isZero
        {
            var quotient = decimalValue / decimalStep
            var rounded = Decimal()
            NSDecimalRound(&rounded, &quotient, 0, .plain)
            return !quotient.isNaN && rounded == quotient
        }
        let quotient = value / step
        guard quotient.isFinite else { return false }
        return abs(quotient - quotient.rounded()) <= 1e-9 * max(1, abs(quotient))
    }

    /// The number as JSON text: integers without a fraction, others in Swift's shortest round-trip form.
    var jsonText: String {
        switch self {
        case .integer(let value): return String(value)
        case .real(let value): return "\(value)"
        }
    }
}

extension JSONSchemaValue {
    /// Why a Foundation value could not be converted, and where in the value it sits.
    struct ConversionError: Error {
        /// JSON Pointer to the offending value.
        var path: String
        /// What was found instead of a JSON value, e.g. `Date` or `Double.nan`.
        var found: String
    }

    /// Converts a value from `JSONSerialization` or a Swift literal of dictionaries, arrays, strings, numbers,
    /// booleans and `NSNull`.
    init(foundation value: Any) throws(ConversionError) {
        self = try Self.convert(value, path: "")
    }

    private static func convert(_ value: Any, path: String) throws(ConversionError) -> JSONSchemaValue {
        // The order matters: booleans must be recognized before the `NSNumber` cast, which accepts them too.
        if let boolean = JSONSchemaValue.boolean(from: value) { return .boolean(boolean) }
        if let number = value as? NSNumber {
            guard let converted = JSONSchemaNumber(number) else {
                throw ConversionError(path: path, found: "number \(number)")
            }
            return .number(converted)
        }
        if let string = value as? String { return .string(string) }
        if value is NSNull { return .null }
        if let dictionary = value as? [String: Any] {
            var object: [String: JSONSchemaValue] = [:]
            for (key, member) in dictionary {
                object[key] = try convert(member, path: path + "/" + JSONPointer.escape(key))
            }
            return .object(object)
        }
        if let array = value as? [Any] {
            var elements: [JSONSchemaValue] = []
            elements.reserveCapacity(array.count)
            for (index, element) in array.enumerated() {
                elements.append(try convert(element, path: path + "/\(index)"))
            }
            return .array(elements)
        }
        throw ConversionError(path: path, found: String(describing: type(of: value)))
    }

    /// The class Foundation uses for boolean `NSNumber`s (`__NSCFBoolean` on both Darwin and
    /// swift-corelibs-foundation): `JSONSerialization` returns the shared `true`/`false` instances, and
    /// `NSNumber(value: true)` is of the same class.
    private static let booleanNumberClass = ObjectIdentifier(type(of: NSNumber(value: true)))

    /// The JSON boolean in `value`, or `nil` when `value` is not a boolean (numbers `0` and `1` included).
    ///
    /// `value is Bool` is no test: bridging makes `NSNumber(1) is Bool` (and `1.0`) true. Neither is
    /// `objCType` alone: JSON `true` reports `"c"`, the code of a C `char`, which a `char`-sized number would
    /// report too. What tells them apart reliably is the dynamic type: a Swift `Bool`, or an `NSNumber` of
    /// the boolean class. A Swift `Bool` stored in `Any` keeps dynamic type `Bool`; it is not a number yet.
    static func boolean(from value: Any) -> Bool? {
        if type(of: value) == Bool.self { return value as? Bool }
        guard let number = value as? NSNumber,
            ObjectIdentifier(type(of: number)) == booleanNumberClass
        else { return nil }
        return number.boolValue
    }
}

extension JSONSchemaNumber {
    /// Converts a non-boolean `NSNumber`, or returns `nil` for NaN and infinities, which JSON cannot spell.
    init?(_ number: NSNumber) {
        switch String(cString: number.objCType) {
        case "f", "d":
            let value = number.doubleValue
            guard value.isFinite else { return nil }
            self = .real(value)
        case "Q", "L", "I", "S", "C":
            // Unsigned values above Int64.max have no exact Int64; JSON promises only double precision there.
            let value = number.uint64Value
            self = value <= UInt64(Int64.max) ? .integer(Int64(value)) : .real(Double(value))
        default:
            self = .integer(number.int64Value)
        }
    }
}

extension JSONSchemaValue {
    /// JSON equality as the spec defines it for `enum`, `const` and `uniqueItems`: same type, numbers
    /// equal by value (`1 == 1.0`), arrays element by element, objects by the same keys with equal values.
    /// Booleans never equal numbers.
    static func == (lhs: JSONSchemaValue, rhs: JSONSchemaValue) -> Bool {
        switch (lhs, rhs) {
        case (.null, .null): return true
        case (.boolean(let left), .boolean(let right)): return left == right
        case (.number(let left), .number(let right)): return left == right
        case (.string(let left), .string(let right)): return left == right
        case (.array(let left), .array(let right)):
            return left.count == right.count && zip(left, right).allSatisfy { $0 == $1 }
        case (.object(let left), .object(let right)):
            guard left.count == right.count else { return false }
            return left.allSatisfy { key, value in right[key].map { $0 == value } ?? false }
        default: return false
        }
    }

    /// Compact JSON text with sorted keys, for messages; long values are cut to `limit` characters.
    func jsonText(limit: Int = 80) -> String {
        var text = ""
        write(to: &text)
        guard text.count > limit else { return text }
        return String(text.prefix(limit - 1)) + "…"
    }

    private func write(to text: inout String) {
        switch self {
        case .null: text += "null"
        case .boolean(let value): text += value ? "true" : "false"
        case .number(let value): text += value.jsonText
        case .string(let value): text += Self.quoted(value)
        case .array(let elements):
            text += "["
            for (index, element) in elements.enumerated() {
                if index > 0 { text += "," }
                element.write(to: &text)
            }
            text += "]"
        case .object(let members):
            text += "{"
            for (index, key) in members.keys.sorted().enumerated() {
                if index > 0 { text += "," }
                text += Self.quoted(key) + ":"
                members[key]!.write(to: &text)
            }
            text += "}"
        }
    }

    /// A string as a JSON string literal.
    static func quoted(_ string: String) -> String {
        var text = "\""
        for scalar in string.unicodeScalars {
            switch scalar {
            case "\"": text += "\\\""
            case "\\": text += "\\\\"
            case "\n": text += "\\n"
            case "\r": text += "\\r"
            case "\t": text += "\\t"
            case _ where scalar.value < 0x20:
                text +=
                    "\\u" + String(repeating: "0", count: 4 - String(scalar.value, radix: 16).count)
                    + String(scalar.value, radix: 16)
            default: text.unicodeScalars.append(scalar)
            }
        }
        return text + "\""
    }
}

/// JSON Pointer (RFC 6901) tokens, as used in instance paths, schema paths and `$ref` fragments.
enum JSONPointer {
    /// `~` becomes `~0` and `/` becomes `~1`, in that order so that a `/` does not turn into `~01`.
    static func escape(_ token: String) -> String {
        token.replacingOccurrences(of: "~", with: "~0").replacingOccurrences(of: "/", with: "~1")
    }

    /// The reverse of `escape`: `~1` first, so that `~01` decodes to `~1` and not to `/`.
    static func unescape(_ token: String) -> String {
        token.replacingOccurrences(of: "~1", with: "/").replacingOccurrences(of: "~0", with: "~")
    }

    /// Splits a pointer (`""` or starting with `/`) into unescaped tokens; `nil` when it is not a pointer
    /// or has a `~` not followed by `0` or `1`.
    static func tokens(_ pointer: String) -> [String]? {
        if pointer.isEmpty { return [] }
        guard pointer.hasPrefix("/") else { return nil }
        let rawTokens = pointer.dropFirst().split(separator: "/", omittingEmptySubsequences: false)
        var tokens: [String] = []
        for raw in rawTokens {
            for index in raw.indices where raw[index] == "~" {
                let next = raw.index(after: index)
                guard next < raw.endIndex, raw[next] == "0" || raw[next] == "1" else { return nil }
            }
            tokens.append(unescape(String(raw)))
        }
        return tokens
    }

    /// A pointer built from unescaped tokens.
    static func pointer(_ tokens: some Sequence<String>) -> String {
        tokens.map { "/" + escape($0) }.joined()
    }
}
