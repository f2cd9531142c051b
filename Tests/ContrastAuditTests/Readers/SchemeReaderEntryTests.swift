import Foundation
import Testing

@testable import ContrastAudit

/// Issue 14 item 13: apps read a scheme from a URL or from `Data`, not from bytes plus a path string.
@Suite struct SchemeReaderEntryTests {
    static let url = Fixtures.packageRoot.appendingPathComponent("Examples/catchup.json")

    @Test func urlAndDataReadTheSameThemeAsBytes() throws {
        let data = try Data(contentsOf: Self.url)
        let fromBytes = try SchemeReader.read([UInt8](data), path: "catchup.json")
        let fromData = try SchemeReader.read(data, path: "catchup.json")
        let fromURL = try SchemeReader.read(contentsOf: Self.url, displayPath: "catchup.json")
        for theme in [fromData, fromURL] {
            #expect(theme.tokens == fromBytes.tokens)
            #expect(theme.pairings.map(\.id) == fromBytes.pairings.map(\.id))
            #expect(theme.path == "catchup.json" && theme.name == fromBytes.name)
        }
        #expect(fromURL.tokens.count == 10)
    }

    @Test func errorsComeAsOneListAnAppCanShow() throws {
        let data = Data(##"{"colors": {"a": "#12345Z", "b": "{c}"}}"##.utf8)
        do {
            _ = try SchemeReader.read(data, path: "pasted.json")
            Issue.record("expected errors")
        } catch {
            #expect(error.diagnostics.count == 2)
            #expect(error.localizedDescription.hasPrefix("pasted.json:1:18: error: invalid color"))
        }
        let missing = Fixtures.packageRoot.appendingPathComponent("Examples/no-such-file.json")
        #expect(throws: DiagnosticList.self) { try SchemeReader.read(contentsOf: missing) }
    }
}
