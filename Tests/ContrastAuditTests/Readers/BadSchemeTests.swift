import Foundation
import Testing

@testable import ContrastAudit
@testable import audit

/// The bad-input acceptance suite of issue 3: malformed native schemes (and configuration files) given to
/// `audit check`. Every one exits 2, names the offending key, value or character on the first line of stderr as
/// `path:line:column: error: message`, prints nothing on stdout, and leaves no `--output` file behind.
///
/// Positions are counted by hand from the fixtures in `Fixtures/BadSchemes/`: lines and columns are 1-based and
/// columns count Unicode scalars (a UTF-8 byte order mark takes none).
@Suite struct BadSchemeTests {
    /// Inputs too large to commit, written into the test's temporary folder.
    enum Generated: Sendable {
        /// `{"colors": {"deep": ` followed by 10,000 `[`, 10,000 `]` and `}}`, on one line.
        case deepNesting
        /// A valid scheme padded with spaces to 50 MiB.
        case fiftyMebibytes

        static let deepNestingDepth = 10_000
        static let fiftyMebibytesSize = 50 * 1024 * 1024

        var fileName: String {
            switch self {
            case .deepNesting: "deep-nesting.json"
            case .fiftyMebibytes: "fifty-mebibytes.json"
            }
        }

        var bytes: [UInt8] {
            switch self {
            case .deepNesting:
                let depth = Self.deepNestingDepth
                let text =
                    #"{"colors": {"deep": "# + String(repeating: "[", count: depth)
                    + String(repeating: "]", count: depth) + "}}\n"
                return Array(text.utf8)
            case .fiftyMebibytes:
                var bytes = Array(##"{"colors": {"background": "#FFFFFF"}}"##.utf8) + [0x0A]
                bytes += [UInt8](repeating: 0x20, count: Self.fiftyMebibytesSize - bytes.count)
                return bytes
            }
        }
    }

    struct BadCase: CustomTestStringConvertible, Sendable {
        enum Input: Sendable {
            /// A file in `Fixtures/BadSchemes/`.
            case fixture(String)
            /// A file the test writes.
            case generated(Generated)
        }

        var name: String
        /// The scheme given to `audit check`.
        var input: Input
        /// A configuration file in `Fixtures/BadSchemes/` given with `--config`; the error is then in that file.
        var config: String?
        /// More arguments, such as `--input-format scheme-json`.
        var extraArguments: [String] = []
        /// The expected position; `nil` for an error about the file as a whole, printed as `path: error:`.
        var line: Int?
        var column: Int?
        /// A part of the message that the first line must contain.
        var message: String
        var testDescription: String { name }

        init(_ name: String, _ input: Input, _ line: Int?, _ column: Int?, _ message: String) {
            self.name = name
            self.input = input
            self.line = line
            self.column = column
            self.message = message
        }

        /// A case reading `Fixtures/BadSchemes/<fixture>.json`.
        init(_ fixture: String, _ line: Int, _ column: Int, _ message: String) {
            self.init(fixture, .fixture(fixture + ".json"), line, column, message)
        }

        /// A case reading the fixture as a scheme whatever its shape (`--input-format scheme-json`).
        static func forced(_ fixture: String, _ line: Int, _ column: Int, _ message: String) -> BadCase {
            var bad = BadCase(
                fixture + " (--input-format scheme-json)", .fixture(fixture + ".json"), line, column, message)
            bad.extraArguments = ["--input-format", "scheme-json"]
            return bad
        }

        /// A case auditing a valid scheme with `--config Fixtures/BadSchemes/<config>.contrastaudit.json`.
        static func config(_ config: String, _ line: Int, _ column: Int, _ message: String) -> BadCase {
            var bad = BadCase(config, .fixture("Accepted/base.json"), line, column, message)
            bad.config = config + ".contrastaudit.json"
            return bad
        }

        /// The path of the scheme, writing it into `folder` first when it is generated.
        func schemePath(in folder: URL) throws -> String {
            switch input {
            case .fixture(let file):
                return Fixtures.url("BadSchemes/" + file).path
            case .generated(let generated):
                let url = folder.appendingPathComponent(generated.fileName)
                try Data(generated.bytes).write(to: url)
                return url.path
            }
        }

        /// The arguments of the run, writing the report to `output`.
        func arguments(scheme: String, output: URL) -> [String] {
            var arguments = ["check", scheme, "--format", "json", "--output", output.path] + extraArguments
            if let config { arguments += ["--config", Fixtures.url("BadSchemes/" + config).path] }
            return arguments
        }

        /// `path:line:column: error: ` in the file the error is in.
        func expectedPrefix(scheme: String) -> String {
            let path = config.map { Fixtures.url("BadSchemes/" + $0).path } ?? scheme
            guard let line, let column else { return "\(path): error: " }
            return "\(path):\(line):\(column): error: "
        }
    }

    static let cases: [BadCase] = [
        // JSON syntax, at several positions.
        BadCase("syntax-missing-comma", 4, 5, #"unexpected character '"': expected "," or "}""#),
        BadCase("syntax-missing-comma-in-pairing", 4, 28, #"unexpected character '"': expected "," or "}""#),
        BadCase("syntax-missing-colon", 3, 18, #"unexpected character '"': expected ":" after the key"#),
        // The line break where the closing quote should be.
        BadCase("syntax-unterminated-string", 3, 28, "line break inside a string; expected a closing \""),
        // The file ends inside the string: its opening quote.
        BadCase("syntax-unterminated-string-at-end", 3, 19, "unterminated string"),
        BadCase("syntax-trailing-garbage", 6, 1, #"unexpected "}" after the JSON value"#),
        BadCase("syntax-unterminated-block-comment", 3, 5, "unterminated block comment"),
        BadCase(
            "syntax-single-quotes", 3, 19,
            #"unexpected character "'": expected a value; strings must be in double quotes"#),
        BadCase(
            "syntax-bare-color", 3, 19, ##"unexpected "#12G": expected a value; strings must be in double quotes"##),
        BadCase(
            "syntax-unquoted-key", 3, 5,
            #"unexpected "background": expected a string key or "}"; keys must be in double quotes"#),
        BadCase(
            "syntax-missing-closing-brace", 5, 1,
            #"unexpected end of file: expected "}" to close the object opened at 1:1"#),
        BadCase("syntax-invalid-escape", 3, 20, ##"invalid escape "\#" in string"##),
        // Nothing, or not UTF-8.
        BadCase("empty", 1, 1, "empty file: expected a JSON value"),
        BadCase("whitespace-only", 1, 1, "empty file: expected a JSON value"),
        BadCase("encoding-utf16-with-bom", 1, 1, "file is UTF-16 encoded; expected UTF-8"),
        BadCase("encoding-invalid-utf8-in-string", 2, 15, "invalid UTF-8 byte 0xE9"),
        BadCase("encoding-invalid-utf8-in-comment", 2, 11, "invalid UTF-8 byte 0xC3"),
        // The byte order mark takes no column.
        BadCase("encoding-utf8-bom-then-bad-color", 1, 29, ##"invalid color "#12345""##),
        // Duplicate keys: at the second one, naming the first.
        BadCase("duplicate-key-top-level", 4, 3, #"duplicate key "name" (first defined at 2:3)"#),
        BadCase("duplicate-key-in-colors", 5, 5, #"duplicate key "background" (first defined at 3:5)"#),
        BadCase("duplicate-key-in-variant", 3, 60, #"duplicate key "light" (first defined at 3:21)"#),
        // The shape of the file.
        BadCase("top-level-array", 1, 1, "not a recognized theme file"),
        .forced("top-level-array", 1, 1, "a scheme file must be an object, found an array"),
        BadCase("no-colors", 1, 1, "not a recognized theme file"),
        .forced("no-colors", 1, 1, #"a scheme file needs a "colors" object"#),
        .forced(
            "colors-misspelled", 3, 3, #"unknown key "colours" in a scheme file; expected "$schema", "name", "#),
        BadCase("colors-not-object", 3, 13, #""colors" must be an object, found an array"#),
        BadCase("unknown-top-level-key", 6, 3, #"unknown key "pairing" in a scheme file"#),
        BadCase("name-not-string", 2, 11, #""name" must be a string, found a number"#),
        // Tokens and their variants.
        BadCase("selector-unknown-trait", 3, 41, #"unknown trait "darc" in appearance selector "darc""#),
        BadCase("selector-two-luminosities", 3, 41, #"appearance selector "light.dark" names light or dark twice"#),
        BadCase("selector-empty", 3, 41, "empty appearance selector"),
        BadCase(
            "selector-level-twice", 5, 7, #"appearance selector "elevated.elevated" names base or elevated twice"#),
        BadCase(
            "selector-duplicate-in-other-order", 6, 7,
            #"token "background" has two variants for dark.elevated (the first at 5:7)"#),
        BadCase("variants-empty", 3, 19, #"token "background" has no variants"#),
        BadCase("token-value-number", 3, 19, "found a number"),
        BadCase("token-value-array", 3, 19, "found an array"),
        BadCase("token-value-null", 3, 19, "found null"),
        BadCase("variant-value-number", 3, 49, #"a value of token "background" must be a string, found a number"#),
        BadCase("token-name-reserved-prefix", 4, 5, #"token name "ios.label" uses a reserved prefix"#),
        // Colors.
        BadCase("color-five-hex-digits", 3, 19, ##"invalid color "#12345": expected 3, 4, 6 or 8 hex digits"##),
        BadCase("color-bad-hex-digit", 3, 49, ##"invalid color "#12G""##),
        BadCase("color-rgb-out-of-range", 4, 15, #"invalid color "rgb(300 0 0)": rgb() red 300 is out of range"#),
        BadCase(
            "color-hsb-saturation-out-of-range", 3, 15,
            #"invalid color "hsb(10, 120%, 50%)": hsb() saturation 120% is out of range"#),
        // Aliases.
        BadCase("alias-empty-braces", 4, 13, #"invalid alias "{}""#),
        BadCase("alias-missing-closing-brace", 4, 13, #"invalid alias "{accent""#),
        BadCase(
            "alias-unknown-token", 4, 13, #"token "link" refers to unknown token "acent"; did you mean "accent"?"#),
        BadCase("alias-unknown-builtin", 4, 13, #"unknown built-in color "ios.labl""#),
        BadCase("alias-to-itself", 4, 5, "reference cycle: accent -> accent"),
        BadCase("alias-cycle-two", 3, 5, "reference cycle: link -> accent -> link"),
        BadCase("alias-cycle-three", 4, 5, "reference cycle: primary -> secondary -> tertiary -> primary"),
        BadCase(
            "variant-missing-light", 4, 5,
            #"token "text" has no value for appearances light, light.elevated (its variants: dark)"#),
        BadCase(
            "variant-missing-for-both-luminosities", 4, 5,
            #"token "sheet" has no value for appearances light, dark, light.elevated (its variants: dark.elevated)"#),
        // Pairings.
        BadCase("pairings-not-array", 6, 15, #""pairings" must be an array, found an object"#),
        BadCase("pairing-is-string", 7, 5, "a pairing must be an object, found a string"),
        BadCase("unknown-pairing-key", 4, 57, #"unknown key "rol" in a pairing"#),
        BadCase("pairing-unknown-token", 7, 21, #"unknown token "txt" in pairing; did you mean "text"?"#),
        BadCase(
            "pairing-unknown-background-in-list", 8, 52,
            #"unknown token "backgroud" in pairing; did you mean "background"?"#),
        BadCase("pairing-missing-background", 7, 5, #"pairing for "text" has no "background""#),
        BadCase("pairing-empty-background-list", 7, 43, #""background" is an empty array"#),
        BadCase("pairing-foreground-and-status-bar", 7, 37, #"a status-bar entry has no "foreground""#),
        BadCase("pairing-unknown-role", 7, 65, #"unknown role "body"; expected "text", "large-text", "ui""#),
        BadCase("pairing-bad-status-bar-style", 6, 82, #"unknown status-bar style "white""#),
        // Hostile sizes. The nesting prefix is 20 characters, so the n-th "[" is at column 20 + n; the two objects
        // and 254 arrays make the 256 levels allowed, and the 255th "[" (column 275) is the first one too deep.
        BadCase("depth 10,000 nesting", .generated(.deepNesting), 1, 275, "nesting deeper than 256 levels"),
        // Refused before reading: an error about the whole file's content, reported at 1:1.
        BadCase(
            "50 MiB file", .generated(.fiftyMebibytes), 1, 1,
            "file is 52428800 bytes; the limit is 33554432 bytes"),
        // A bad .contrastaudit.json given with --config.
        .config("config-unknown-key", 3, 3, #"unknown key "theme" in .contrastaudit.json"#),
        .config("config-bad-appearance", 2, 28, #"unknown appearance "drak"; expected standard, all"#),
        .config(
            "config-pairing-unknown-token", 3, 43,
            #"configured pairing "text on backgound" applies to no theme: token "backgound" is in no theme"#),
    ]

    /// Runs `body` with a fresh folder that is removed afterwards, even when `body` throws.
    static func withTemporaryFolder(_ body: (URL) throws -> Void) throws {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("BadSchemeTests-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let outcome = Result { try body(folder) }
        try FileManager.default.removeItem(at: folder)
        try outcome.get()
    }

    /// The files in `folder` other than the generated input: a report, or a temporary file the atomic write left.
    static func leftovers(in folder: URL, besides input: String) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder.path)
            .filter { folder.appendingPathComponent($0).path != input }
    }

    static func firstLine(_ text: String) -> String {
        String(text.prefix { $0 != "\n" })
    }

    @Test(arguments: cases)
    func exitsTwoAtThePosition(_ bad: BadCase) throws {
        try Self.withTemporaryFolder { folder in
            let scheme = try bad.schemePath(in: folder)
            let output = folder.appendingPathComponent("report.json")
            let outcome = runAudit(bad.arguments(scheme: scheme, output: output), directory: folder.path)

            #expect(outcome.exitCode == .invalidInput)
            let first = Self.firstLine(outcome.stderr)
            let prefix = bad.expectedPrefix(scheme: scheme)
            #expect(first.hasPrefix(prefix), "expected \(prefix)…")
            #expect(first.contains(bad.message))
            #expect(outcome.stdout.isEmpty)
            #expect(!FileManager.default.fileExists(atPath: output.path))
            #expect(try Self.leftovers(in: folder, besides: scheme).isEmpty)
        }
    }

    @Test func suiteSize() {
        #expect(Self.cases.count >= 40)
        #expect(Set(Self.cases.map(\.name)).count == Self.cases.count)
    }

    /// Every fixture in the folder is used by a case, and every case's fixture exists.
    @Test func everyFixtureHasACase() throws {
        let folder = Fixtures.url("BadSchemes")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".json") }
        var used = Set<String>()
        for bad in Self.cases {
            if case .fixture(let file) = bad.input, !file.hasPrefix("Accepted/") { used.insert(file) }
            if let config = bad.config { used.insert(config) }
        }
        #expect(Set(files) == used)
        #expect(files.count >= 45)
    }

    /// Valid inputs next to the bad ones: a UTF-8 byte order mark is legal, and the scheme the configuration cases
    /// audit must itself be clean, so that their errors come from the configuration.
    @Test(arguments: ["utf8-bom.json", "base.json"])
    func acceptedInput(_ file: String) throws {
        try Self.withTemporaryFolder { folder in
            let scheme = Fixtures.url("BadSchemes/Accepted/" + file).path
            let output = folder.appendingPathComponent("report.json")
            let outcome = runAudit(
                ["check", scheme, "--format", "json", "--output", output.path], directory: folder.path)

            #expect(outcome.exitCode == .success)
            // With --output, only the one-line summary goes to standard error.
            #expect(outcome.stderr.hasPrefix("0 errors, 0 warnings in "), "\(outcome.stderr)")
            #expect(outcome.stderr.split(separator: "\n").count == 1)
            #expect(outcome.stdout.isEmpty)
            let report = try #require(
                try JSONSerialization.jsonObject(with: Data(contentsOf: output)) as? [String: Any])
            let inputs = try #require(report["inputs"] as? [[String: Any]])
            #expect(inputs.count == 1)
            #expect(inputs.first?["path"] as? String == scheme)
            #expect(inputs.first?["tokens"] as? Int == 2)
        }
    }

    @Test func byteOrderMarkFixtureStartsWithOne() throws {
        let bytes = try Fixtures.data("BadSchemes/Accepted/utf8-bom.json")
        #expect(Array(bytes.prefix(3)) == [0xEF, 0xBB, 0xBF])
    }

    /// The cases also run through the built executable.
    static let binaryCaseNames: Set<String> = [
        "syntax-missing-comma", "encoding-invalid-utf8-in-string", "alias-cycle-three", "variant-missing-light",
        "pairing-unknown-token", "depth 10,000 nesting", "config-bad-appearance",
    ]

    @Test func everyBinaryCaseExists() {
        #expect(Set(Self.cases.map(\.name)).isSuperset(of: Self.binaryCaseNames))
    }

    /// The real executable exits 2 and prints exactly what the in-process run prints.
    @Test(arguments: cases.filter { binaryCaseNames.contains($0.name) })
    func builtBinaryMatches(_ bad: BadCase) throws {
        try Self.withTemporaryFolder { folder in
            let scheme = try bad.schemePath(in: folder)
            let output = folder.appendingPathComponent("report.json")
            let arguments = bad.arguments(scheme: scheme, output: output)
            let result = try BuiltBinary.run(arguments, directory: folder)
            let inProcess = runAudit(arguments, directory: folder.path)

            #expect(result.status == ExitCode.invalidInput.rawValue)
            #expect(result.stdout.isEmpty)
            #expect(Self.firstLine(result.stderr).hasPrefix(bad.expectedPrefix(scheme: scheme)))
            #expect(result.stderr == inProcess.stderr)
            #expect(!FileManager.default.fileExists(atPath: output.path))
            #expect(try Self.leftovers(in: folder, besides: scheme).isEmpty)
        }
    }

    /// A bad input leaves an existing report untouched, byte for byte.
    @Test func existingOutputIsLeftUnchanged() throws {
        try Self.withTemporaryFolder { folder in
            let output = folder.appendingPathComponent("report.json")
            let previous = Data(#"{"schemaVersion": 1, "results": []}"#.utf8) + Data([0x0A, 0x00, 0xFF])
            try previous.write(to: output)
            let scheme = Fixtures.url("BadSchemes/alias-cycle-two.json").path

            let result = try BuiltBinary.run(
                ["check", scheme, "--format", "json", "--output", output.path], directory: folder)

            #expect(result.status == ExitCode.invalidInput.rawValue)
            #expect(result.stderr.hasPrefix("\(scheme):3:5: error: reference cycle: link -> accent -> link"))
            #expect(try Data(contentsOf: output) == previous)
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["report.json"])
        }
    }
}
