import Foundation
import Testing

@testable import ContrastAudit
@testable import audit

/// A JSON file that no reader claims, but whose top-level key is a typo of a key that identifies a format,
/// is read as that format: the error names the key at its location with a hint, not "not a recognized theme
/// file" at 1:1.
@Suite struct FormatNearMissTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let name: String
        let file: String
        /// The first line of standard error.
        let error: String
        var testDescription: String { name }
    }

    static let unrecognized =
        "t.json:1:1: error: not a recognized theme file; expected scheme-json (a JSON file with a \"colors\" object)"

    static let cases: [Case] = [
        .init(
            name: "colours", file: "{\n  \"colours\": {\n    \"background\": \"#FFFFFF\"\n  }\n}\n",
            error: "t.json:2:3: error: unknown key \"colours\" in a scheme file; expected \"$schema\", \"name\", "
                + "\"description\", \"colors\", \"generator\" or \"pairings\"; did you mean \"colors\"?"),
        .init(
            name: "Colors in another case", file: "{\"name\": \"x\", \"Colors\": {}}",
            error: "t.json:1:15: error: unknown key \"Colors\" in a scheme file; expected \"$schema\", \"name\", "
                + "\"description\", \"colors\", \"generator\" or \"pairings\"; did you mean \"colors\"?"),
        .init(
            name: "generater", file: "{\"generater\": {}}",
            error: "t.json:1:2: error: unknown key \"generater\" in a scheme file; expected \"$schema\", \"name\", "
                + "\"description\", \"colors\", \"generator\" or \"pairings\"; did you mean \"generator\"?"),
        .init(
            name: "pairing without colors", file: "{\n\"pairing\": []}",
            error: "t.json:2:1: error: unknown key \"pairing\" in a scheme file; expected \"$schema\", \"name\", "
                + "\"description\", \"colors\", \"generator\" or \"pairings\"; did you mean \"pairings\"?"),
        .init(
            name: "Tokens Studio $metdata", file: "{\"$metdata\": {\"tokenSetOrder\": []}}",
            error: "t.json:1:2: error: unknown key \"$metdata\" in a tokens-studio file; did you mean \"$metadata\"?"),
        // Only typos count: a longer name that merely starts like a format key, or an unrelated key, is not one.
        .init(name: "colorScheme", file: "{\"colorScheme\": {\"a\": 1}}", error: unrecognized),
        .init(name: "unrelated key", file: "{\"fonts\": {\"a\": 1}}", error: unrecognized),
        .init(name: "short key", file: "{\"cols\": {\"a\": 1}}", error: unrecognized),
    ]

    @Test(arguments: cases)
    func nearMiss(_ test: Case) throws {
        let tree = try TemporaryTree(["t.json": test.file])
        let outcome = tree.run(["check", "t.json"])
        #expect(outcome.exitCode == .invalidInput)
        #expect(outcome.stdout.isEmpty)
        #expect(outcome.stderr.hasPrefix(test.error), "\(outcome.stderr)")
    }
}
