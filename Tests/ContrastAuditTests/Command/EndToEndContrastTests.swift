import Foundation
import Testing

/// The built `audit` binary, run as a separate process.
@Suite struct EndToEndContrastTests {
    @Test func contrastSucceedsAndPrintsTheRatio() throws {
        let result = try BuiltBinary.run(["contrast", "#767676", "#FFFFFF"])
        #expect(result.status == 0)
        #expect(result.stdout.contains("4.54:1"))
        #expect(result.stderr.isEmpty)
    }

    @Test func badColorExitsTwoWithAMessageOnStderr() throws {
        let result = try BuiltBinary.run(["contrast", "#12345", "#FFFFFF"])
        #expect(result.status == 2)
        #expect(result.stdout.isEmpty)
        #expect(
            result.stderr.hasPrefix("error: foreground: invalid color \"#12345\": expected 3, 4, 6 or 8 hex digits"))
    }

    @Test func batchFromStandardInput() throws {
        let result = try BuiltBinary.run(
            ["contrast", "--batch", "-", "--format", "json"], stdin: Data("#000 #FFF\n".utf8))
        #expect(result.status == 0)
        let array = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [Any])
        #expect(array.count == 1)
    }

    @Test func invalidUTF8InABatchFile() throws {
        let result = try BuiltBinary.run(
            ["contrast", "--batch", "-"], stdin: Data([0x23, 0x30, 0x30, 0x30, 0x20, 0xC3, 0x28]))
        #expect(result.status == 2)
        #expect(result.stderr.contains("<stdin>:1:6: error: invalid UTF-8 byte 0xC3"))
    }
}
