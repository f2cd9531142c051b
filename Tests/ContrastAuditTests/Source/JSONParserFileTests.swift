import Foundation
import Testing

@testable import ContrastAudit
@testable import audit

/// Reading files: errors name the path as the user wrote it, and the size limit applies before reading.
@Suite struct JSONParserFileTests {
    /// Runs `body` with a fresh folder that is removed afterwards, even when `body` throws.
    private func withTemporaryFolder(_ body: (URL) throws -> Void) throws {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("JSONParserFileTests-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let outcome = Result { try body(folder) }
        try FileManager.default.removeItem(at: folder)
        try outcome.get()
    }

    @Test func parsesAFileWithItsDisplayPath() throws {
        try withTemporaryFolder { folder in
            let url = folder.appendingPathComponent("theme.json")
            let text = "{\n  // accent\n  \"accent\": \"#FF9500\",\n}\n"
            try Data(text.utf8).write(to: url)

            let node = try JSONParser.parse(contentsOf: url, displayPath: "Themes/theme.json")
            let accent = try #require(node["accent"])
            #expect(accent.location == SourceLocation(path: "Themes/theme.json", line: 3, column: 13, offset: 26))

            let bytes = try SourceFile.read(at: url, displayPath: "Themes/theme.json")
            #expect(bytes == Array(text.utf8))
            #expect(accent.rawText(in: bytes) == "\"#FF9500\"")
        }
    }

    @Test func reportsErrorsInsideTheFileAtTheirPosition() throws {
        try withTemporaryFolder { folder in
            let url = folder.appendingPathComponent("bad.json")
            try Data("[1,\n 2,,]".utf8).write(to: url)
            let diagnostic = #expect(throws: Diagnostic.self) {
                try JSONParser.parse(contentsOf: url, displayPath: "bad.json")
            }
            #expect(diagnostic?.formatted == #"bad.json:2:4: error: unexpected character ",": expected a value"#)
        }
    }

    @Test func missingFile() throws {
        try withTemporaryFolder { folder in
            let diagnostic = #expect(throws: Diagnostic.self) {
                try JSONParser.parse(
                    contentsOf: folder.appendingPathComponent("missing.json"), displayPath: "missing.json")
            }
            #expect(diagnostic?.formatted == "missing.json: error: no such file")
        }
    }

    @Test func fileInsideAFileIsMissing() throws {
        try withTemporaryFolder { folder in
            let url = folder.appendingPathComponent("plain.json")
            try Data("1".utf8).write(to: url)
            let diagnostic = #expect(throws: Diagnostic.self) {
                try SourceFile.read(
                    at: url.appendingPathComponent("inner.json"), displayPath: "plain.json/inner.json")
            }
            #expect(diagnostic?.formatted == "plain.json/inner.json: error: no such file")
        }
    }

    @Test func folderIsNotAFile() throws {
        try withTemporaryFolder { folder in
            let diagnostic = #expect(throws: Diagnostic.self) {
                try JSONParser.parse(contentsOf: folder, displayPath: "Themes")
            }
            #expect(diagnostic?.formatted == "Themes: error: is a directory; expected a file")
        }
    }

    @Test func sizeLimitComesFromTheFileSize() throws {
        try withTemporaryFolder { folder in
            let url = folder.appendingPathComponent("large.json")
            try Data(repeating: UInt8(ascii: " "), count: 100).write(to: url)
            let diagnostic = #expect(throws: Diagnostic.self) {
                try JSONParser.parse(contentsOf: url, displayPath: "large.json", options: .init(maxBytes: 99))
            }
            #expect(diagnostic?.formatted == "large.json:1:1: error: file is 100 bytes; the limit is 99 bytes")
            // At the limit exactly, the file is read (and found empty).
            let atLimit = #expect(throws: Diagnostic.self) {
                try JSONParser.parse(contentsOf: url, displayPath: "large.json", options: .init(maxBytes: 100))
            }
            #expect(atLimit?.formatted == "large.json:1:1: error: empty file: expected a JSON value")
        }
    }

    /// Devices have no size in advance: reading stops once the limit is passed instead of running forever.
    @Test func endlessDeviceStopsAtTheLimit() {
        let diagnostic = #expect(throws: Diagnostic.self) {
            try SourceFile.read(at: URL(fileURLWithPath: "/dev/zero"), displayPath: "/dev/zero", maxBytes: 100_000)
        }
        #expect(diagnostic?.formatted == "/dev/zero:1:1: error: file is larger than the limit of 100000 bytes")
    }

    @Test func emptyDeviceIsAnEmptyFile() {
        let diagnostic = #expect(throws: Diagnostic.self) {
            try JSONParser.parse(contentsOf: URL(fileURLWithPath: "/dev/null"), displayPath: "/dev/null")
        }
        #expect(diagnostic?.formatted == "/dev/null:1:1: error: empty file: expected a JSON value")
    }
}
