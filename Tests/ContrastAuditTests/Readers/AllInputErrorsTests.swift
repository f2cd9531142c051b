import Foundation
import Testing

@testable import ContrastAudit
@testable import audit

/// Issue 14 item 7: every input error in one run, in file order, across reading and resolving; at most 50
/// printed, with a count of the rest.
@Suite struct AllInputErrorsTests {
    static let root = Fixtures.packageRoot.path

    /// A bad hex (line 3), an alias typo (line 4, found by resolving) and a pairing naming a missing token
    /// (line 9): one run reports all three, in that order.
    @Test func readingAndResolvingErrorsComeTogetherInFileOrder() {
        let path = "Tests/ContrastAuditTests/Fixtures/AllInputErrorsTests/three-mistakes.json"
        let outcome = runAudit(["check", path], directory: Self.root)
        #expect(outcome.exitCode == .invalidInput)
        let lines = outcome.stderr.split(separator: "\n").map(String.init)
        #expect(lines.count == 3, "\(lines)")
        guard lines.count == 3 else { return }
        #expect(lines[0].hasPrefix("\(path):3:19: error: invalid color \"#GGHHII\""))
        #expect(lines[1].hasPrefix("\(path):4:13: error: token \"text\" refers to unknown token \"txet\""))
        #expect(lines[2].hasPrefix("\(path):9:21: error: unknown token \"label\" in pairing"))
    }

    @Test func atMostFiftyErrorsArePrintedAndTheRestCounted() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("ca-errors-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let tokens = (1...63).map { "    \"t\($0)\": \"#12345Z\"" }.joined(separator: ",\n")
        try "{\n  \"colors\": {\n\(tokens)\n  }\n}\n".write(
            to: folder.appendingPathComponent("many.json"), atomically: true, encoding: .utf8)
        let outcome = runAudit(["check", "many.json"], directory: folder.path)
        #expect(outcome.exitCode == .invalidInput)
        let lines = outcome.stderr.split(separator: "\n").map(String.init)
        #expect(lines.count == 51)
        #expect(lines.first?.hasPrefix("many.json:3:") == true)
        #expect(lines[49].hasPrefix("many.json:52:"), "in file order: token 50 is on line 52")
        #expect(lines.last == "error: 13 more errors not shown (the first 50 are above)")
    }
}
