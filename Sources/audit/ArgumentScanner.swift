import ContrastAudit

/// A small command-line parser: `--name value`, `--name=value`, flags, positionals, and `--` to end
/// options. Hand-written because the package takes no dependencies.
struct ArgumentScanner {
    /// An option a command accepts: how it parses, and how help and completion scripts describe it (one
    /// declaration feeds all three, so a new option cannot be missing from the help).
    struct Option: Hashable {
        var name: String
        var takesValue: Bool
        var repeatable = false
        /// The value's placeholder in help (`FILE`).
        var valueName: String? = nil
        /// What the option does, for help; lines after the first are continuation lines.
        var help: String = ""
        /// Other spellings (`-q` for `--quiet`); parsed as `name`.
        var aliases: [String] = []
        /// The values it accepts, when there is a fixed list (for completion scripts).
        var choices: [String]? = nil

        /// Every spelling: the name, then the aliases.
        var spellings: [String] { [name] + aliases }

        /// `--help` (and `-h`), which every command accepts.
        static let help = Option(name: "--help", takesValue: false, help: "show this help", aliases: ["-h"])
    }

    /// The options section of a command's help: `  -q, --quiet           text`, continuation lines aligned.
    static func help(_ options: [Option], width: Int = 26) -> String {
        var lines: [String] = []
        for option in options where !option.help.isEmpty {
            var label = (option.aliases + [option.name]).joined(separator: ", ")
            if let value = option.valueName { label += " " + value }
            let helpLines = option.help.split(separator: "\n", omittingEmptySubsequences: false)
            let first = "  " + label
            if first.count + 1 >= width {
                lines.append(first)
                lines.append(String(repeating: " ", count: width) + helpLines[0])
            } else {
                lines.append(first + String(repeating: " ", count: width - first.count) + helpLines[0])
            }
            for line in helpLines.dropFirst() { lines.append(String(repeating: " ", count: width) + line) }
        }
        return lines.joined(separator: "\n")
    }

    /// The parsed command line.
    struct Parsed {
        var values: [String: [String]] = [:]
        var flags: Set<String> = []
        var positionals: [String] = []
        /// The options it was parsed against, by name, so `choice` checks values against their declaration.
        var declarations: [String: Option] = [:]
        /// The command, for usage errors.
        var command = ""

        func value(_ name: String) -> String? { values[name]?.last }
        func all(_ name: String) -> [String] { values[name] ?? [] }
        func has(_ name: String) -> Bool { flags.contains(name) || values[name] != nil }

        /// The value given for the option `name`, checked against the choices its declaration lists;
        /// `fallback` when it is not given.
        func choice(_ name: String, default fallback: String) throws(UsageError) -> String {
            guard let option = declarations[name] else {
                preconditionFailure("\(name) is not an option of 'audit \(command)'")
            }
            return try ArgumentScanner.choice(value(name), of: option, default: fallback, command: command)
        }
    }

    static func parse(_ arguments: [String], options: [Option], command: String) throws(UsageError) -> Parsed {
        var parsed = Parsed()
        parsed.command = command
        parsed.declarations = Dictionary(options.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        let byName = Dictionary(
            uniqueKeysWithValues: options.flatMap { option in option.spellings.map { ($0, option) } })
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
            name = option.name
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

    /// Checks that `value` is one of the choices `option` declares, naming the option and the choices
    /// otherwise; `fallback` when `value` is nil.
    static func choice(
        _ value: String?, of option: Option, default fallback: String, command: String
    ) throws(UsageError) -> String {
        guard let choices = option.choices else { preconditionFailure("\(option.name) declares no choices") }
        return try choice(value, option: option.name, among: choices, default: fallback, command: command)
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
