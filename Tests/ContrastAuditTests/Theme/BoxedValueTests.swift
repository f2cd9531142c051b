import Foundation
import Testing

@testable import ContrastAudit

/// Issue 15: `ResolvedColor` and `AuditResult` keep their fields in shared boxes (copy on write); a copy
/// must still behave as an independent value, and `AuditResult.hasPairing` must follow `pairing`.
@Suite struct BoxedValueTests {
    @Test func aResolvedColorCopyIsIndependent() {
        let original = ResolvedColor(
            color: .black, chain: ["text"], literal: nil, owner: "text", selector: .any,
            location: SourceLocation(path: "theme.json"))
        var copy = original
        #expect(copy == original)
        copy.owner = "other"
        copy.chain.append("base")
        copy.color = .white
        #expect(original.owner == "text")
        #expect(original.chain == ["text"])
        #expect(original.color == .black)
        #expect(copy.chain == ["text", "base"])
        #expect(copy != original)
        copy.owner = "text"
        copy.chain = ["text"]
        copy.color = .black
        #expect(copy == original)
        #expect(copy.hashValue == original.hashValue)
    }

    @Test func hasPairingFollowsThePairing() throws {
        let scheme = """
            { "colors": { "background": "#FFFFFF", "text": "#777777", "border": "#123456" },
              "pairings": [ { "foreground": "text", "background": "background" } ] }
            """
        let tree = try TemporaryTree(["theme.json": scheme])
        let report = try Auditor(paths: ["theme.json"], base: tree.url).audit()
        #expect(report.results.contains { $0.pairing == nil }, "a coverage result, without a pairing")
        #expect(report.results.contains { $0.pairing != nil })
        for result in report.results {
            #expect(result.hasPairing == (result.pairing != nil))
            var changed = result
            changed.pairing = nil
            #expect(!changed.hasPairing)
            #expect(result.hasPairing == (result.pairing != nil), "the original keeps its pairing")
        }
    }
}
