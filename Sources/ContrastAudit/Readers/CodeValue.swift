import Foundation

/// A color the evaluator produced, before it becomes a token variant.
enum CodeColor: Sendable, Hashable {
    /// A color written in the code (an initializer with literal or computed components).
    case literal(Color, SourceLocation)
    /// Another declaration that is itself a token (kept as an alias).
    case declaration(Int)
    /// A built-in color: `ios.label`, `uikit.white`.
    case builtIn(String)
    /// A color of an asset catalog: `UIColor(named: "Brand")`.
    case asset(String, SourceLocation)
}

/// How a number was written, which decides what `/` means: Swift literals are inferred as floating point in
/// the color code this reads (`28/255` is 0.1098...), typed integers divide with truncation as in the language.
enum NumberKind: Sendable, Hashable {
    case literal
    case integer
    case float
}

/// The traits an evaluation read (luminosity, elevation level, contrast setting), which decide the variants a
/// token gets: a bit set, without the allocation of a `Set` (every memoized declaration value carries one).
struct CodeTraits: OptionSet, Sendable, Hashable {
    let rawValue: UInt8
    static let luminosity = CodeTraits(rawValue: 1)
    static let level = CodeTraits(rawValue: 2)
    static let contrast = CodeTraits(rawValue: 4)
    static let all: CodeTraits = [.luminosity, .level, .contrast]
}

/// A value while evaluating code.
indirect enum CodeValue: Sendable {
    case number(Double, NumberKind)
    case string(String)
    case bool(Bool)
    case color(CodeColor)
    /// An enum case or implicit member with no other meaning here: `.dark`, `.elevated`, `.normal`.
    case enumCase(String)
    /// An enum case with associated values (`.filled(.systemIndigo)`), by case name.
    case enumPayload(String, [(label: String?, value: CodeValue)])
    /// A trait collection (a dynamic provider's argument, `UITraitCollection.current`, `traitCollection`).
    case traits
    /// A type: `UIColor`, `Theme.Colors`.
    case type([String])
    /// An instance of an app type: its stored properties.
    case object([String], [String: CodeValue])
    case tuple([(label: String?, value: CodeValue)])
    case array([CodeValue])
    /// A dictionary literal whose keys are enum cases, strings or numbers (`[.textPrimary: .white]`), by the
    /// key as written; a theme table keyed by a role enum is read through its subscript.
    case dictionary([(key: String, value: CodeValue)])
    case range(Double, Double)
    case closure(CodeClosure, CodeScope)
    /// A function or method declaration, with the value it is called on (`nil` for static ones).
    case function([Int], CodeValue?)
    /// An `&name` argument.
    case reference(String)
    case nothing
    /// Not knowable from the code: why.
    case unknown(String)

    var number: Double? {
        if case .number(let value, _) = self { return value }
        if case .bool(let flag) = self { return flag ? 1 : 0 }
        return nil
    }

    /// An instance a computed property runs on: an app object or an enum case (with or without values).
    var isInstance: Bool {
        switch self {
        case .object, .enumCase, .enumPayload: return true
        default: return false
        }
    }

    var unknownReason: String? {
        if case .unknown(let reason) = self { return reason }
        return nil
    }
}

/// The local names of one scope and their values. A scope holds a handful (a helper's parameters and locals):
/// a list searched from the start is cheaper than a dictionary, which hashed the name at every read and
/// allocated its table for the first one. The names are unique, as a dictionary's keys were.
struct CodeLocals {
    private var names: [String] = []
    private var stored: [CodeValue] = []
    /// Positions by name, kept once a scope holds more than `listLimit` names (a generated body with thousands
    /// of locals stays linear, not quadratic).
    private var positions: [String: Int]?
    private static let listLimit = 16

    private func position(of name: String) -> Int? {
        if let positions { return positions[name] }
        for position in names.indices where names[position] == name { return position }
        return nil
    }

    subscript(name: String) -> CodeValue? {
        get { position(of: name).map { stored[$0] } }
        set {
            if let position = position(of: name) {
                if let newValue {
                    stored[position] = newValue
                } else {
                    names.remove(at: position)
                    stored.remove(at: position)
                    reindex()
                }
            } else if let newValue {
                names.append(name)
                stored.append(newValue)
                if positions != nil {
                    positions?[name] = names.count - 1
                } else if names.count > Self.listLimit {
                    reindex()
                }
            }
        }
    }

    private mutating func reindex() {
        guard names.count > Self.listLimit else {
            positions = nil
            return
        }
        var table: [String: Int] = [:]
        for (position, name) in names.enumerated() { table[name] = position }
        positions = table
    }

    func contains(where test: (CodeValue) -> Bool) -> Bool { stored.contains(where: test) }

    mutating func removeAll(where test: (CodeValue) -> Bool) {
        var position = 0
        while position < stored.count {
            if test(stored[position]) {
                names.remove(at: position)
                stored.remove(at: position)
            } else {
                position += 1
            }
        }
        reindex()
    }
}

/// Local names while a body runs, with the instance being built or read (`self`).
final class CodeScope: @unchecked Sendable {
    var values = CodeLocals()
    let parent: CodeScope?
    /// The type whose members unqualified names reach (`["UIColor"]` in `extension UIColor`).
    let typePath: [String]
    /// `self`: an object being initialized or read, or the type in a static context.
    var selfValue: CodeValue?
    /// The color an initializer produced with `self.init(...)`.
    var initResult: CodeValue?
    /// The file whose declaration is running (for locations).
    let file: Int
    /// `typePath` joined with dots (`Theme.Colors`), computed once when first needed.
    lazy var typeKey: String = typePath.joined(separator: ".")

    init(parent: CodeScope?, typePath: [String], selfValue: CodeValue?, file: Int) {
        self.parent = parent
        self.typePath = typePath
        self.selfValue = selfValue
        self.file = file
    }

    func lookup(_ name: String) -> CodeValue? {
        var scope: CodeScope? = self
        while let current = scope {
            if let value = current.values[name] { return value }
            scope = current.parent
        }
        return nil
    }

    /// Assigns to the nearest scope that has `name`; returns false when none has it.
    @discardableResult
    func assign(_ name: String, _ value: CodeValue) -> Bool {
        var scope: CodeScope? = self
        while let current = scope {
            if current.values[name] != nil {
                current.values[name] = value
                return true
            }
            scope = current.parent
        }
        return false
    }

    /// Called when the body that owns this scope has run. A closure made in this scope (or in a block inside
    /// it) and stored back in it captured the scope: scope → value → closure → scope is a reference cycle that
    /// reference counting never frees (the `code` fuzz target's leak report, `var r { e = { ... } }`). Such
    /// values are dropped, with the initializer's result; the value the body returned keeps what it captured.
    /// A returned closure that calls a closure held in this scope then finds it missing: it evaluates to
    /// "unknown", never to a wrong color.
    func release() {
        dropValues(reaching: self)
        initResult = nil
        if let value = selfValue, value.reaches(self) { selfValue = nil }
    }

    /// Drops the values holding a closure that captured `scope` or a scope nested in it.
    func dropValues(reaching scope: CodeScope) {
        if values.contains(where: { $0.reaches(scope) }) {
            values.removeAll { $0.reaches(scope) }
        }
    }

    /// Whether this scope is `scope` or nested in it.
    func isWithin(_ scope: CodeScope) -> Bool {
        var current: CodeScope? = self
        var steps = 0
        while let next = current, steps < 256 {
            if next === scope { return true }
            current = next.parent
            steps += 1
        }
        return false
    }

    /// The scope holding `self` (a closure's scope reaches its initializer's).
    var selfScope: CodeScope? {
        var scope: CodeScope? = self
        while let current = scope {
            if current.selfValue != nil { return current }
            scope = current.parent
        }
        return nil
    }
}

extension CodeValue {
    /// Whether the value holds a closure that captured `scope` or a scope nested in it.
    /// A value that holds no scope, closure, function or object (numbers, strings, colors, cases, and tuples and
    /// cases of them).
    func isPlain(depth: Int = 0) -> Bool {
        guard depth < 16 else { return false }
        switch self {
        case .number, .string, .bool, .color, .enumCase, .nothing, .range, .type: return true
        case .tuple(let elements), .enumPayload(_, let elements):
            return elements.allSatisfy { $0.value.isPlain(depth: depth + 1) }
        case .array(let elements): return elements.allSatisfy { $0.isPlain(depth: depth + 1) }
        case .dictionary(let entries): return entries.allSatisfy { $0.value.isPlain(depth: depth + 1) }
        default: return false
        }
    }

    func reaches(_ scope: CodeScope, depth: Int = 0) -> Bool {
        guard depth < 64 else { return false }
        switch self {
        case .closure(_, let captured): return captured.isWithin(scope)
        case .object(_, let fields): return fields.values.contains { $0.reaches(scope, depth: depth + 1) }
        case .tuple(let elements), .enumPayload(_, let elements):
            return elements.contains { $0.value.reaches(scope, depth: depth + 1) }
        case .array(let elements): return elements.contains { $0.reaches(scope, depth: depth + 1) }
        case .dictionary(let entries): return entries.contains { $0.value.reaches(scope, depth: depth + 1) }
        case .function(_, let base?): return base.reaches(scope, depth: depth + 1)
        default: return false
        }
    }

    /// Integer conversion of a number (`Int(x)` truncates), `nil` if not a finite number in range.
    var integer: Int64? {
        guard let value = number, value.isFinite, abs(value) < 9.2e18 else { return nil }
        return Int64(value)
    }

    /// The value converted for a declared type: integers truncate, floating types keep fractions.
    func converted(toType type: String?) -> CodeValue {
        guard let type else { return self }
        if case .tuple(let elements) = self { return Self.labelled(elements, type) }
        guard case .number(let value, _) = self else { return self }
        switch CodeValue.numericTypes[CodeValue.plainType(type)] {
        case true?:
            guard value.isFinite, abs(value) < 9.2e18 else { return .unknown("integer out of range") }
            return .number(Double(Int64(value)), .integer)
        case false?: return .number(value, .float)
        case nil: return self
        }
    }

    /// `(51, 55, 58)` passed for `(red: CGFloat, green: CGFloat, blue: CGFloat)`: the parameter type's labels
    /// and number types, element by element (an element's own label stays).
    private static func labelled(_ elements: [(label: String?, value: CodeValue)], _ type: String) -> CodeValue {
        guard type.hasPrefix("("), type.hasSuffix(")") else { return .tuple(elements) }
        var parts: [Substring] = []
        var depth = 0
        var start = type.index(after: type.startIndex)
        let end = type.index(before: type.endIndex)
        var at = start
        while at < end {
            switch type[at] {
            case "(", "<", "[": depth += 1
            case ")", ">", "]": depth -= 1
            case "," where depth == 0:
                parts.append(type[start..<at])
                start = type.index(after: at)
            default: break
            }
            at = type.index(after: at)
        }
        parts.append(type[start..<end])
        guard parts.count == elements.count else { return .tuple(elements) }
        return .tuple(
            zip(elements, parts).map { element, part in
                let pieces = part.split(separator: ":", maxSplits: 1)
                let label = pieces.count == 2 ? pieces[0].trimmingCharacters(in: .whitespaces) : nil
                let elementType = String(pieces.last ?? "").trimmingCharacters(in: .whitespaces)
                return (element.label ?? label, element.value.converted(toType: elementType))
            })
    }

    /// A type without optional markers (`UIColor?` → `UIColor`), without Foundation's string search.
    static func plainType(_ type: String) -> String {
        guard type.utf8.contains(where: { $0 == UInt8(ascii: "?") || $0 == UInt8(ascii: "!") }) else { return type }
        return String(type.filter { $0 != "?" && $0 != "!" })
    }

    static let integerTypes: Set<String> = [
        "Int", "UInt", "Int8", "UInt8", "Int16", "UInt16", "Int32", "UInt32", "Int64", "UInt64", "NSInteger",
        "NSUInteger", "int", "long", "unsigned", "uint32_t", "uint8_t", "int32_t", "uint64_t", "UInt32*", "unsignedint",
        "unsignedlong", "longlong", "unsignedlonglong",
    ]
    static let floatTypes: Set<String> = ["CGFloat", "Double", "Float", "Float32", "Float64", "double", "float"]
    /// Whether a number type is an integer type (`true`) or a floating-point one (`false`): one lookup where
    /// asking both sets was two (conversions run for every number a helper's body binds or converts).
    static let numericTypes: [String: Bool] = {
        var table: [String: Bool] = [:]
        for name in floatTypes { table[name] = false }
        for name in integerTypes { table[name] = true }
        return table
    }()
}

/// Arithmetic with the number kinds of `NumberKind`.
enum CodeArithmetic {
    static func apply(_ operation: String, _ left: CodeValue, _ right: CodeValue) -> CodeValue {
        if let reason = left.unknownReason ?? right.unknownReason { return .unknown(reason) }
        if case .string(let a) = left, case .string(let b) = right { return strings(operation, a, b) }
        if case .enumCase(let a) = left, case .enumCase(let b) = right {
            if operation == "==" || operation == "===" { return .bool(a == b) }
            if operation == "!=" || operation == "!==" { return .bool(a != b) }
        }
        if case .bool(let a) = left, case .bool(let b) = right {
            switch operation {
            case "==": return .bool(a == b)
            case "!=": return .bool(a != b)
            default: break
            }
        }
        if case .nothing = left, operation == "==" {
            if case .nothing = right { return .bool(true) } else { return .bool(false) }
        }
        if case .nothing = left, operation == "!=" {
            if case .nothing = right { return .bool(false) } else { return .bool(true) }
        }
        // `dayBold != nil` with a color given: a value is never nil.
        if case .nothing = right, operation == "==" || operation == "!=" { return .bool(operation == "!=") }
        guard case .number(let a, let kindA) = left, case .number(let b, let kindB) = right else {
            if operation == "==" || operation == "!=" { return .unknown("compares values the reader cannot evaluate") }
            return .unknown("applies \(operation) to values the reader cannot evaluate")
        }
        return numbers(operation, a, kindA, b, kindB)
    }

    private static func strings(_ operation: String, _ a: String, _ b: String) -> CodeValue {
        switch operation {
        case "+": .string(a + b)
        case "==": .bool(a == b)
        case "!=": .bool(a != b)
        default: .unknown("applies \(operation) to strings")
        }
    }

    private static func numbers(
        _ operation: String, _ a: Double, _ kindA: NumberKind, _ b: Double, _ kindB: NumberKind
    )
        -> CodeValue
    {
        let integral = kindA != .float && kindB != .float
        let kind: NumberKind = !integral ? .float : (kindA == .integer || kindB == .integer ? .integer : .literal)
        // One-byte operators by their byte, without comparing the string with every case below.
        if operation.utf8.count == 1, let byte = operation.utf8.first {
            switch byte {
            case UInt8(ascii: "+"): return .number(a + b, kind)
            case UInt8(ascii: "-"): return .number(a - b, kind)
            case UInt8(ascii: "*"): return .number(a * b, kind)
            case UInt8(ascii: "/"): return divide(a, b, kind)
            case UInt8(ascii: "<"): return .bool(a < b)
            case UInt8(ascii: ">"): return .bool(a > b)
            default: break
            }
        }
        switch operation {
        case "+", "&+": return .number(a + b, kind)
        case "-", "&-": return .number(a - b, kind)
        case "*", "&*": return .number(a * b, kind)
        case "/": return divide(a, b, kind)
        case "%":
            guard b != 0 else { return .unknown("divides by zero") }
            return .number(a.truncatingRemainder(dividingBy: b), kind)
        case "==": return .bool(a == b)
        case "!=": return .bool(a != b)
        case "<": return .bool(a < b)
        case ">": return .bool(a > b)
        case "<=": return .bool(a <= b)
        case ">=": return .bool(a >= b)
        case "...": return .range(a, b + 1)
        case "..<": return .range(a, b)
        default: return bits(operation, a, b, kind)
        }
    }

    private static func divide(_ a: Double, _ b: Double, _ kind: NumberKind) -> CodeValue {
        if kind == .integer {
            guard b != 0 else { return .unknown("divides by zero") }
            return .number((a / b).rounded(.towardZero), .integer)
        }
        return .number(a / b, kind == .literal ? .float : kind)
    }

    private static func bits(_ operation: String, _ a: Double, _ b: Double, _ kind: NumberKind) -> CodeValue {
        guard a.isFinite, b.isFinite, abs(a) < 9.2e18, abs(b) < 9.2e18 else {
            return .unknown("bit operation on a number out of range")
        }
        let x = Int64(a)
        let y = Int64(b)
        let resultKind: NumberKind = kind == .float ? .integer : kind
        switch operation {
        case "&": return .number(Double(x & y), resultKind)
        case "|": return .number(Double(x | y), resultKind)
        case "^": return .number(Double(x ^ y), resultKind)
        case "<<": return .number(Double(y >= 0 && y < 63 ? x << y : 0), resultKind)
        case ">>": return .number(Double(y >= 0 && y < 64 ? x >> y : (x < 0 ? -1 : 0)), resultKind)
        default: return .unknown("uses the operator \(operation)")
        }
    }
}
