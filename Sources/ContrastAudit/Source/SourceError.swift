import Foundation

/// Everything that can be wrong with a source file before a reader looks at what it means: it cannot be read, it
/// is not UTF-8, or it is not JSON (with the comments and trailing commas that ``JSONParser`` accepts).
///
/// The parser throws ``Diagnostic``s, which carry the location; this enum holds the details and builds every
/// message in one place, so wording stays consistent: lowercase, no final period, what is wrong and what was
/// expected.
package enum SourceError: Error, Sendable, Hashable, LocalizedError {
    /// Why reading a file failed.
    package enum ReadFailure: Sendable, Hashable {
        /// Nothing exists at the path.
        case noSuchFile
        /// The path names a folder.
        case isDirectory
        /// The file exists but this process may not read it.
        case permissionDenied
        /// Any other failure, with the system's description.
        case other(String)
    }

    /// What the parser was looking for when it found something else.
    package enum Expectation: Sendable, Hashable {
        /// Any JSON value.
        case value
        /// A member key, after a comma.
        case key
        /// A member key or the end of the object, right after `{`.
        case keyOrObjectEnd
        /// The colon between a key and its value.
        case colon
        /// What may follow an array element.
        case commaOrArrayEnd
        /// What may follow an object member.
        case commaOrObjectEnd
    }

    /// What the parser found instead of what it expected.
    package enum Found: Sendable, Hashable {
        /// A single character, such as a stray bracket or a single quote.
        case character(Unicode.Scalar)
        /// A run of letters, digits and punctuation that is no JSON token, such as `#12G` or `True`.
        case word(String)
    }

    /// The two kinds of containers, for messages about unclosed ones.
    package enum Container: Sendable, Hashable {
        /// `[...]`, closed by `]`.
        case array
        /// `{...}`, closed by `}`.
        case object
    }

    /// Why a number's text does not follow the JSON number grammar.
    package enum NumberProblem: Sendable, Hashable {
        /// `01`: JSON allows a leading zero only before a fraction or exponent.
        case leadingZero
        /// `-`: the minus sign must be followed by digits.
        case missingDigitAfterMinus
        /// `.5` or `+1`: a number must start with a digit or `-`.
        case missingIntegerDigits
        /// `1.`: the decimal point must be followed by digits.
        case missingFractionDigits
        /// `1e`: the exponent needs digits.
        case missingExponentDigits
        /// `1x`, `0x1F`: a character that no number may contain at that position.
        case unexpectedCharacter(Unicode.Scalar)
        /// `NaN`, `Infinity`: JSON has no non-finite numbers.
        case notFinite
    }

    /// The file could not be read.
    case unreadable(ReadFailure)
    /// The file is larger than the parser's limit; `size` is `nil` when the file could not tell its size in advance
    /// (a pipe) and reading stopped at the limit.
    case tooLarge(size: Int?, limit: Int)
    /// The file starts with the byte order mark, or the zero-byte pattern, of another Unicode encoding.
    case notUTF8(encoding: String)
    /// A byte that does not belong to a well-formed UTF-8 sequence.
    case invalidUTF8(byte: UInt8)
    /// The file holds nothing but whitespace and comments.
    case emptyFile
    /// Something other than what the grammar allows at this position.
    case unexpected(Found, expected: Expectation, suggestion: String?)
    /// The file ends inside an array or object.
    case unexpectedEndOfFile(closing: Container, openedAt: SourceLocation)
    /// A string without its closing quote before the end of the file.
    case unterminatedString
    /// A `/*` comment without its `*/`.
    case unterminatedBlockComment
    /// A comment in a file parsed without ``JSONParser/Options/allowComments``.
    case commentNotAllowed
    /// A comma right before `]` or `}` in a file parsed without ``JSONParser/Options/allowTrailingCommas``.
    case trailingCommaNotAllowed(Container)
    /// A backslash followed by a character that is not a JSON escape.
    case invalidEscape(Unicode.Scalar)
    /// `\u` not followed by four hexadecimal digits.
    case invalidUnicodeEscape
    /// A `\u` escape of a UTF-16 surrogate without its other half, which no Unicode string can hold.
    case unpairedSurrogate(UInt16)
    /// A raw control character (U+0000 to U+001F) inside a string, where JSON requires an escape.
    case controlCharacterInString(Unicode.Scalar)
    /// Text that starts like a number but is not a JSON number.
    case invalidNumber(String, NumberProblem)
    /// A well-formed number too large for a `Double`.
    case numberOutOfRange(String)
    /// A key that already occurs in the same object.
    case duplicateKey(String, firstDefinedAt: SourceLocation)
    /// Arrays and objects nested more deeply than the parser's limit.
    case nestingTooDeep(limit: Int)
    /// Something after the complete top-level value.
    case trailingContent(Found)

    /// What is wrong and what was expected; every message of the source stage is written here.
    package var message: String {
        switch self {
        case .unreadable(.noSuchFile):
            return "no such file"
        case .unreadable(.isDirectory):
            return "is a directory; expected a file"
        case .unreadable(.permissionDenied):
            return "permission denied"
        case .unreadable(.other(let reason)):
            return "cannot read the file: \(reason)"
        case .tooLarge(let size?, let limit):
            return "file is \(size) bytes; the limit is \(limit) bytes"
        case .tooLarge(nil, let limit):
            return "file is larger than the limit of \(limit) bytes"
        case .notUTF8(let encoding):
            return "file is \(encoding) encoded; expected UTF-8"
        case .invalidUTF8(let byte):
            return "invalid UTF-8 byte \(Self.hex(byte, digits: 2, prefix: "0x"))"
        case .emptyFile:
            return "empty file: expected a JSON value"
        case .unexpected(let found, let expected, let suggestion):
            return Self.unexpectedMessage(found, expected: expected, suggestion: suggestion)
        case .unexpectedEndOfFile(let container, let openedAt):
            let (closer, name) = container == .array ? ("]", "array") : ("}", "object")
            return
                "unexpected end of file: expected \"\(closer)\" to close the \(name) opened at \(openedAt.lineAndColumn)"
        case .unterminatedString:
            return "unterminated string"
        case .unterminatedBlockComment:
            return "unterminated block comment"
        case .commentNotAllowed:
            return "unexpected comment: expected strict JSON without comments"
        case .trailingCommaNotAllowed(let container):
            let (closer, item) = container == .array ? ("]", "element") : ("}", "member")
            return "trailing comma before \"\(closer)\": expected another \(item) or no comma"
        case .invalidEscape(let scalar):
            if Self.isPrintable(scalar) {
                return "invalid escape \"\\\(scalar)\" in string"
            }
            return "invalid escape: \"\\\" followed by \(Self.hex(scalar.value, digits: 4, prefix: "U+")) in string"
        case .invalidUnicodeEscape:
            return "invalid \\u escape: expected 4 hexadecimal digits"
        case .unpairedSurrogate(let unit):
            return "unpaired surrogate \\u\(Self.hex(unit, digits: 4, prefix: ""))"
        case .controlCharacterInString(let scalar) where scalar == "\n" || scalar == "\r":
            // Almost always a closing quote forgotten at the end of the line.
            return "line break inside a string; expected a closing \" before the end of the line "
                + "(write \\n for a line break in the text)"
        case .controlCharacterInString(let scalar):
            return Self.controlCharacterMessage(scalar)
        case .invalidNumber(let text, let problem):
            return "invalid number \(Self.quoted(text)): \(Self.reason(problem))"
        case .numberOutOfRange(let text):
            return "number \(Self.quoted(text)) is out of range"
        case .duplicateKey(let key, let first):
            return "duplicate key \(Self.quoted(key)) (first defined at \(first.lineAndColumn))"
        case .nestingTooDeep(let limit):
            return "nesting deeper than \(limit) levels"
        case .trailingContent(.character(let scalar)):
            return "unexpected \(Self.quoted(scalar)) after the JSON value"
        case .trailingContent(.word(let word)):
            return "unexpected \(Self.quoted(word)) after the JSON value"
        }
    }

    /// The message for something the grammar does not allow here, with a hint for the usual mistakes
    /// (a near-miss literal, unquoted words and keys, single quotes).
    private static func unexpectedMessage(_ found: Found, expected: Expectation, suggestion: String?) -> String {
        let what: String
        switch found {
        case .character(let scalar): what = "character \(quoted(scalar))"
        case .word(let word): what = quoted(word)
        }
        let phrase: String
        switch expected {
        case .value: phrase = "a value"
        case .key: phrase = "a string key"
        case .keyOrObjectEnd: phrase = "a string key or \"}\""
        case .colon: phrase = "\":\" after the key"
        case .commaOrArrayEnd: phrase = "\",\" or \"]\""
        case .commaOrObjectEnd: phrase = "\",\" or \"}\""
        }
        let hint: String
        if let suggestion {
            hint = "; did you mean \"\(suggestion)\"?"
        } else if case .word = found, expected == .value {
            hint = "; strings must be in double quotes"
        } else if case .word = found, expected == .key || expected == .keyOrObjectEnd {
            hint = "; keys must be in double quotes"
        } else if found == .character("'") {
            hint = "; strings must be in double quotes"
        } else {
            hint = ""
        }
        return "unexpected \(what): expected \(phrase)\(hint)"
    }

    /// The message for a raw control character other than a line break, naming the escape to write instead.
    private static func controlCharacterMessage(_ scalar: Unicode.Scalar) -> String {
        let escape: String
        switch scalar {
        case "\u{08}": escape = "\\b"
        case "\t": escape = "\\t"
        case "\n": escape = "\\n"
        case "\u{0C}": escape = "\\f"
        case "\r": escape = "\\r"
        default: escape = "\\u" + hex(scalar.value, digits: 4, prefix: "")
        }
        return "control character \(hex(scalar.value, digits: 4, prefix: "U+")) in string; "
            + "expected an escaped form like \(escape)"
    }

    /// Why a number's text is not a JSON number, as the part of the message after the number.
    private static func reason(_ problem: NumberProblem) -> String {
        switch problem {
        case .leadingZero: "leading zeros are not allowed"
        case .missingDigitAfterMinus: "expected a digit after \"-\""
        case .missingIntegerDigits: "expected a digit or \"-\" at the start"
        case .missingFractionDigits: "expected a digit after \".\""
        case .missingExponentDigits: "expected a digit in the exponent"
        case .unexpectedCharacter(let scalar): "unexpected \(quoted(scalar)); expected a digit"
        case .notFinite: "expected a finite number"
        }
    }

    /// Same as ``message``; the location is added by ``diagnostic(at:)``.
    package var errorDescription: String? { message }

    /// The error as a diagnostic at `location`, the form the command line prints.
    package func diagnostic(at location: SourceLocation?) -> Diagnostic {
        Diagnostic(severity: .error, location: location, message: message)
    }

    /// Words, numbers and keys from the input are quoted like every other input text in messages: cut
    /// when long, with quotes and control characters escaped so a key cannot forge a line of output.
    private static func quoted(_ text: String) -> String { ColorSyntaxError.quote(text) }

    /// Invisible and ambiguous characters (control characters, non-breaking spaces, byte order marks) are shown
    /// as code points, since quoting them would print nothing recognizable; a double quote is shown in single
    /// quotes so that it stays readable.
    private static func quoted(_ scalar: Unicode.Scalar) -> String {
        if scalar == "\"" { return "'\"'" }
        if isPrintable(scalar) { return "\"\(scalar)\"" }
        return hex(scalar.value, digits: 4, prefix: "U+")
    }

    private static func isPrintable(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII { return scalar.value > 0x20 && scalar.value < 0x7F }
        switch scalar.properties.generalCategory {
        case .control, .format, .spaceSeparator, .lineSeparator, .paragraphSeparator, .privateUse, .surrogate,
            .unassigned, .nonspacingMark, .enclosingMark:
            return false
        default:
            return true
        }
    }

    private static func hex(_ value: some BinaryInteger, digits: Int, prefix: String) -> String {
        let text = String(value, radix: 16, uppercase: true)
        return prefix + String(repeating: "0", count: max(0, digits - text.count)) + text
    }
}
