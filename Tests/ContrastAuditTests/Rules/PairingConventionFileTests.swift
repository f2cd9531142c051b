import Foundation
import Testing

@testable import ContrastAudit
@testable import audit

/// Malformed convention files: each is one error at the offending value, `file:line:column`, with a hint
/// where one helps.
@Suite struct PairingConventionFileTests {
    struct BadFile: CustomTestStringConvertible, Sendable {
        let name: String
        let text: String
        /// The whole first line of the error.
        let error: String
        var testDescription: String { name }
    }

    /// A valid convention with one member replaced or added (`MEMBER` in the template).
    static func convention(_ member: String) -> String {
        """
        {
          "conventions": [
            { "id": "x", "description": "d.", "role": "text",
              "foreground": "on {c}", "background": "{c}"\(member) }
          ]
        }
        """
    }

    static let badFiles: [BadFile] = [
        .init(
            name: "truncated", text: "{ \"conventions\": [",
            error: #"p.json:1:19: error: unexpected end of file: expected "]" to close the array opened at 1:18"#),
        .init(
            name: "unknown file key", text: #"{ "convention": [] }"#,
            error: #"p.json:1:3: error: unknown key "convention" in a pairing-convention file; expected "$schema", "#
                + #""description" or "conventions"; did you mean "conventions"?"#),
        .init(
            name: "no conventions", text: #"{ "description": "d" }"#,
            error: #"p.json:1:1: error: a pairing-convention file needs a "conventions" array"#),
        .init(
            name: "unknown convention key", text: convention(#", "backgrounds": "x""#),
            error: #"p.json:4:52: error: unknown key "backgrounds" in a pairing convention; expected "id", "#
                + #""description", "role", "foreground", "background", "exclude", "fallback", "formats" or "#
                + #""limit"; did you mean "background"?"#),
        .init(
            name: "missing id", text: #"{ "conventions": [ { "description": "d", "role": "text" } ] }"#,
            error: #"p.json:1:20: error: a pairing convention needs an "id""#),
        .init(
            name: "missing description",
            text: #"{ "conventions": [ { "id": "x", "role": "text", "foreground": "a", "background": "b" } ] }"#,
            error: #"p.json:1:20: error: pairing convention "x" needs a "description" saying why it holds"#),
        .init(
            name: "unknown role",
            text: #"{ "conventions": [ { "id": "x", "description": "d", "role": "txt" } ] }"#,
            error: #"p.json:1:61: error: unknown role "txt"; expected "text", "large-text", "ui" or "decorative"; "#
                + #"did you mean "text"?"#),
        .init(
            name: "status-bar role",
            text: #"{ "conventions": [ { "id": "x", "description": "d", "role": "status-bar" } ] }"#,
            error: #"p.json:1:61: error: unknown role "status-bar"; expected "text", "large-text", "ui" or "#
                + #""decorative""#),
        .init(
            name: "no background",
            text: #"{ "conventions": [ { "id": "x", "description": "d", "role": "ui", "foreground": "a" } ] }"#,
            error: #"p.json:1:20: error: pairing convention "x" needs a "background" pattern"#),
        .init(
            name: "unclosed capture, pointed at inside the string",
            text: #"{ "conventions": [ { "id": "x", "description": "d", "role": "ui", "foreground": "on {c", "#
                + #""background": "b" } ] }"#,
            error: #"p.json:1:85: error: unclosed "{" in pattern "on {c""#),
        .init(
            name: "empty pattern list",
            text: #"{ "conventions": [ { "id": "x", "description": "d", "role": "ui", "foreground": [], "#
                + #""background": "b" } ] }"#,
            error: #"p.json:1:81: error: "foreground" is an empty array; expected at least one name"#),
        .init(
            name: "unknown built-in background",
            text: convention(#", "fallback": true"#).replacingOccurrences(
                of: #""{c}""#, with: #""ios.systemBackgroud""#),
            error: #"p.json:4:45: error: unknown built-in color "ios.systemBackgroud"; did you mean "#
                + #""ios.systemBackground"?"#),
        .init(
            name: "exclude with an unknown side", text: convention(#", "exclude": { "foregrounds": [] }"#),
            error: #"p.json:4:65: error: unknown key "foregrounds" in "exclude"; expected "foreground" or "#
                + #""background"; did you mean "foreground"?"#),
        .init(
            name: "fallback not a boolean", text: convention(#", "fallback": "yes""#),
            error: #"p.json:4:64: error: "fallback" must be true or false, found a string"#),
        .init(
            name: "unknown format", text: convention(#", "formats": ["asset-catalogue"]"#),
            error: #"p.json:4:64: error: unknown format "asset-catalogue"; expected "scheme-json", "figma-variables", "#
                + #""tokens-studio", "design-tokens", "asset-catalog", "android-xml", "swift-source" or "objc-source"; "#
                + #"did you mean "#
                + #""asset-catalog"?"#),
        .init(
            name: "limit zero", text: convention(#", "limit": 0"#),
            error: #"p.json:4:61: error: "limit" must be a whole number from 1 to 100000, found 0"#),
    ]

    @Test(arguments: badFiles)
    func reportsTheOffendingValue(_ item: BadFile) {
        #expect {
            _ = try PairingConventions.read(Array(item.text.utf8), path: "p.json")
        } throws: { error in
            let formatted = (error as? Diagnostic)?.formatted ?? "\(error)"
            if formatted != item.error { Issue.record("got: \(formatted)") }
            return formatted == item.error
        }
    }

    @Test func aFolderIsReadInNameOrderAndAnIDUsedTwiceIsAnError() throws {
        let one =
            #"{ "conventions": [ { "id": "a", "description": "d", "role": "text", "foreground": "x", "background": "y" } ] }"#
        let two =
            #"{ "conventions": [ { "id": "b", "description": "d", "role": "ui", "foreground": "x", "background": "z", "fallback": true }, { "id": "c", "description": "d", "role": "ui", "foreground": "x", "background": "w" } ] }"#
        let tree = try TemporaryTree(["p/2.json": two, "p/1.json": one, "p/notes.md": "not read"])
        let loaded = try PairingConventions.load(directory: tree.url.appendingPathComponent("p"))
        // Fallbacks run last whatever their file.
        #expect(loaded.conventions.map(\.id) == ["a", "c", "b"])

        let clash = try TemporaryTree([
            "p/1.json": one, "p/2.json": one.replacingOccurrences(of: "\"x\"", with: "\"q\""),
        ])
        let folder = clash.url.appendingPathComponent("p")
        #expect {
            _ = try PairingConventions.load(directory: folder)
        } throws: { error in
            let diagnostics = (error as? DiagnosticList)?.diagnostics ?? []
            return diagnostics.map(\.formatted) == [
                "\(folder.path)/2.json:1:20: error: pairing convention \"a\" is defined twice (first at "
                    + "\(folder.path)/1.json:1:20)"
            ]
        }
        let missing = try PairingConventions.load(directory: clash.url.appendingPathComponent("none"))
        #expect(missing.conventions.isEmpty)
    }

    @Test func aBrokenConventionFileStopsTheAuditWithExitTwo() throws {
        let rules = Fixtures.packageRoot.appendingPathComponent("Rules/wcag2-aa.json")
        let tree = try TemporaryTree([
            "Rules/wcag2-aa.json": try String(contentsOf: rules, encoding: .utf8),
            "Rules/pairings/mine.json": #"{ "conventions": [ { "id": "x", "descripton": "d" } ] }"#,
            "theme.json": ##"{ "colors": { "text": "#000000", "background": "#FFFFFF" } }"##,
        ])
        let variables = [RuleLibrary.environmentVariable: tree.url.appendingPathComponent("Rules").path]
        let outcome = runAudit(["check", "theme.json"], directory: tree.url.path, variables: variables)
        #expect(outcome.exitCode == .invalidInput)
        #expect(outcome.stdout.isEmpty)
        #expect(
            outcome.stderr.hasSuffix(
                "Rules/pairings/mine.json:1:33: error: unknown key \"descripton\" in a pairing convention; expected "
                    + "\"id\", \"description\", \"role\", \"foreground\", \"background\", \"exclude\", \"fallback\", "
                    + "\"formats\" or \"limit\"; did you mean \"description\"?\n"),
            "\(outcome.stderr)")
        // With conventions off, the file is not read at all.
        let off = runAudit(
            ["check", "theme.json", "--conventions", "never", "--allow-empty"], directory: tree.url.path,
            variables: variables)
        #expect(off.exitCode == .success, "\(off.stderr)")
    }
}
