import Foundation
import Testing

@testable import ContrastAudit
@testable import audit

/// Issue 14 item 9: the README's commands run as shown. Every `$ swift run audit …` block prints what the
/// README shows (a line `...` stands for any number of lines), and every `audit …` line of a `sh` block is
/// a command the tool accepts (no usage or input error).
@Suite struct ReadmeCommandTests {
    static let readme: String = {
        (try? String(contentsOf: Fixtures.packageRoot.appendingPathComponent("README.md"), encoding: .utf8)) ?? ""
    }()

    /// A fenced block: its info string (`sh`, `json`, or empty) and its lines.
    struct Block: CustomTestStringConvertible, Sendable {
        var info: String
        var lines: [String]
        var testDescription: String { lines.first ?? "(empty)" }
    }

    static var blocks: [Block] {
        var blocks: [Block] = []
        var current: Block?
        for line in readme.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            if line.hasPrefix("```") {
                if let block = current {
                    blocks.append(block)
                    current = nil
                } else {
                    current = Block(info: String(line.dropFirst(3)), lines: [])
                }
            } else {
                current?.lines.append(line)
            }
        }
        return blocks
    }

    /// Blocks that show a command and its output.
    static var shown: [Block] { blocks.filter { $0.lines.first?.hasPrefix("$ swift run audit ") == true } }

    /// Shell blocks: commands to type.
    static var shell: [Block] { blocks.filter { $0.info == "sh" } }

    /// Splits a command line as a POSIX shell would for the quoting the README uses; `$NAME` inside
    /// double quotes or bare is replaced from `variables`.
    static func words(_ line: String, variables: [String: String] = [:]) -> [String] {
        var words: [String] = []
        var word = ""
        var inWord = false
        var quote: Character?
        var characters = Array(line)[...]
        while let character = characters.popFirst() {
            if quote == "'" {
                if character == "'" { quote = nil } else { word.append(character) }
            } else if character == "$", quote == "\"" || quote == nil,
                let first = characters.first, first.isLetter || first == "_"
            {
                var name = ""
                while let next = characters.first, next.isLetter || next.isNumber || next == "_" {
                    name.append(next)
                    characters.removeFirst()
                }
                word += variables[name] ?? ""
                inWord = true
            } else if quote == "\"" {
                if character == "\"" { quote = nil } else { word.append(character) }
            } else if character == "'" || character == "\"" {
                quote = character
                inWord = true
            } else if character == "#" && !inWord {
                break
            } else if character == " " {
                if inWord { words.append(word) }
                word = ""
                inWord = false
            } else {
                word.append(character)
                inWord = true
            }
        }
        if inWord { words.append(word) }
        return words
    }

    /// Whether `actual` matches `expected`, where an expected line `...` (any indentation) matches any
    /// number of lines.
    static func matches(_ expected: ArraySlice<String>, _ actual: ArraySlice<String>) -> Bool {
        guard let first = expected.first else { return actual.isEmpty }
        if first.trimmingCharacters(in: .whitespaces) == "..." {
            let rest = expected.dropFirst()
            var tail = actual
            while true {
                if matches(rest, tail) { return true }
                if tail.isEmpty { return false }
                tail = tail.dropFirst()
            }
        }
        guard let line = actual.first, line == first else { return false }
        return matches(expected.dropFirst(), actual.dropFirst())
    }

    @Test func theReadmeHasCommandBlocks() {
        #expect(Self.shown.count >= 6)
        #expect(Self.shell.count >= 4)
    }

    @Test(arguments: shown)
    func shownCommandPrintsWhatTheReadmeShows(_ block: Block) {
        let command = Self.words(String(block.lines[0].dropFirst("$ swift run audit ".count)))
        let outcome = runAudit(command, directory: Fixtures.packageRoot.path)
        #expect(outcome.exitCode != .invalidInput, "\(outcome.stderr)")
        var actual = outcome.stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        while actual.last == "" { actual.removeLast() }
        var expected = Array(block.lines.dropFirst())
        while expected.last == "" { expected.removeLast() }
        #expect(
            Self.matches(expected[...], actual[...]),
            "README block differs from the output:\n\(outcome.stdout)")
    }

    /// Each `audit` line of the README's shell blocks, run in a folder holding the example theme as
    /// `Theme.json` and `App/Theme.json` (`$SRCROOT` is that folder), is accepted: it may report failures
    /// (exit 1) but never a usage or input error (exit 2).
    @Test(arguments: shell)
    func shellCommandsAreAccepted(_ block: Block) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("ca-readme-\(UUID().uuidString)")
        try FileManager.default.createDirectory(
            at: folder.appendingPathComponent("App"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let example = Fixtures.packageRoot.appendingPathComponent("Examples")
        try FileManager.default.copyItem(at: example, to: folder.appendingPathComponent("Examples"))
        for target in ["Theme.json", "App/Theme.json"] {
            try FileManager.default.copyItem(
                at: example.appendingPathComponent("catchup.json"), to: folder.appendingPathComponent(target))
        }
        for line in block.lines {
            var words = Self.words(line, variables: ["SRCROOT": folder.path])
            if words.starts(with: ["swift", "run", "audit"]) {
                words.removeFirst(3)
            } else if words.first == "audit" {
                words.removeFirst()
            } else {
                continue
            }
            let outcome = runAudit(words, directory: folder.path)
            #expect(outcome.exitCode != .invalidInput, "\(line)\n\(outcome.stderr)")
        }
    }
}
