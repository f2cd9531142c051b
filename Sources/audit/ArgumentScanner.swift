import ContrastAudit

/// A small command-line parser: `--name value`, `--name=value`, flags, positionals, and `--` to end
/// options. Hand-written because the package takes no dependencies.
struct ArgumentScanner {
    /// An option a command accepts.
    struct Option: Hashable {
        var name: String
        var takesValue: Bool
        var repeatable = false
    }

    /// The parsed command line.
    struct Parsed {
        var values: [String: [String]] = [:]
        var flags: Set<String> = []
        var positionals: [String] = []

        func value(_ name: String) -> String? { values[name]?.last }
        func all(_ name: String) -> [String] { values[name] ?? [] }
        func has(_ name: String) -> Bool { flags.contains(name) || values[name] != nil }
    }

    static func parse(_ arguments: [String], options: [Option], command: String) throws(UsageError) -> Parsed {
        var parsed = Parsed()
        let byName = Dictionary(uniqueKeysWithValues: options.map { ($0.name, $0) })
        var index = 0
        var onlyPositionals = false
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if onlyPositionals || !argument.hasPrefix("-") || argument == "-" {
                parsed.positionals.append(argument)
                continue
            }
            if argument == "--" {
                onlyPositionals = true
                continue
            }
            var name = argument
            var inlineValue: String?
            if let equals = argument.firstIndex(of: "=") {
                name = String(argument[..<equals])
                inlineValue = String(argument[argument.index(after: equals)...])
            }
            guard let option = byName[name] else {
                let hint = DidYouMean.hint(for: name, among: options.map(\.name))
                throw UsageError(
                    "unknown option \(ColorSyntaxError.quote(name)) for 'audit \(command)'\(hint)", command: command)
            }
            if option.takesValue {
                let value: String
                if let inlineValue {
                    value = inlineValue
                } else if index < arguments.count {
                    value = arguments[index]
                    index += 1
                } else {
                    throw UsageError("option \(name) needs a value", command: command)
                }
                if !option.repeatable, parsed.values[name] != nil {
                    throw UsageError("option \(name) is given more than once", command: command)
                }
                parsed.values[name, default: []].append(value)
            } else {
                if inlineValue != nil {
                    throw UsageError("option \(name) takes no value", command: command)
                }
                parsed.flags.insert(name)
            }
        }
        return parsed
    }

    /// Checks that `value` is one of `choices`, naming the option and the choices otherwise.
    static func choice(
        _ value: String?, option: String, among choices: [String], default fallback: String, command: String
    )
        throws(UsageError) -> String
    {
        guard let value else { return fallback }
        guard choices.contains(value) else {
            let hint = DidYouMean.hint(for: value, among: choices)
            throw UsageError(
                "invalid value \(ColorSyntaxError.quote(value)) for \(option); expected \(Self.list(choices))\(hint)",
                command: command)
        }
        return value
    }

    /// `a, b or c`.
    static func list(_ items: [String]) -> String {
        guard items.count > 1 else { return items.first ?? "" }
        return items.dropLast().joined(separator: ", ") + " or " + items.last!
    }
}
