import Foundation
import Testing

@testable import ContrastAudit
@testable import audit

/// What the gate in front of `XMLParser` lets through, and where it stops the rest.
@Suite struct XMLInputGateTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let name: String
        let bytes: [UInt8]
        /// `line:column: message`, or `nil` when the bytes pass.
        let error: String?
        var testDescription: String { name }

        init(_ name: String, _ text: String, _ error: String?) {
            self.init(name, Array(text.utf8), error)
        }

        init(_ name: String, _ bytes: [UInt8], _ error: String?) {
            self.name = name
            self.bytes = bytes
            self.error = error
        }
    }

    static let body = "<resources>\n  <color name=\"a\">#FFF</color>\n</resources>\n"

    static let cases: [Case] = [
        .init("no declaration", body, nil),
        .init("utf-8 declaration", "<?xml version=\"1.0\" encoding=\"utf-8\"?>\n" + body, nil),
        .init("single quotes and standalone", "<?xml version='1.0' encoding='UTF8' standalone='yes' ?>" + body, nil),
        .init("byte order mark", [0xEF, 0xBB, 0xBF] + Array(("<?xml version=\"1.0\"?>\n" + body).utf8), nil),
        .init("comment mentioning a doctype", "<!-- <!DOCTYPE x> -->\n" + body, nil),
        .init(
            "utf7", "<?xml version=\"1.0\" encoding=\"utf7\"?>\n" + body,
            "1:31: encoding \"utf7\" is not supported; Android resource files are read as UTF-8 only"),
        .init(
            "declared utf-16 in UTF-8 bytes", "<?xml version=\"1.0\" encoding=\"UTF-16\"?>" + body,
            "1:31: encoding \"UTF-16\" is not supported; Android resource files are read as UTF-8 only"),
        .init(
            "declaration cut short", "<?xml version=\"1.0\" encoding=\"utf-8\"",
            "1:1: the XML declaration is not closed; expected <?xml version=\"1.0\" encoding=\"utf-8\"?>"),
        .init(
            "encoding before version", "<?xml encoding=\"utf-8\" version=\"1.0\"?>" + body,
            "1:7: malformed XML declaration: expected version, then optionally encoding and standalone; "
                + "expected <?xml version=\"1.0\" encoding=\"utf-8\"?>"),
        .init(
            "unquoted value", "<?xml version=1.0?>" + body,
            "1:15: malformed XML declaration: the value of version must be in quotes"),
        .init("version 2", "<?xml version=\"2.0\"?>" + body, "1:16: unsupported XML version \"2.0\"; expected \"1.0\""),
        .init(
            "declaration after a comment", "<!-- x -->\n<?xml version=\"1.0\" encoding=\"utf7\"?>" + body,
            "2:1: an XML declaration is allowed only at the very start of the file"),
        .init(
            "doctype", "<?xml version=\"1.0\"?>\n<!DOCTYPE r [<!ENTITY a \"aaaa\">]>\n" + body,
            "2:1: document type declarations are not supported; Android resource files have none, "
                + "expected <resources>"),
        // FoundationXML read a NULL pointer for a processing instruction without data (the `android` fuzz
        // target, 2026-11-26): no processing instruction reaches it.
        .init(
            "processing instruction without data", "<?x?> ver<)",
            "1:1: processing instructions are not supported; Android resource files have none, expected <resources>"),
        .init(
            "processing instruction inside", "<resources>\n<?php echo 1 ?>\n</resources>",
            "2:1: processing instructions are not supported; Android resource files have none, expected <resources>"),
        .init("invalid byte", Array("<resources>\n  <".utf8) + [0xC3, 0x28], "2:4: invalid UTF-8 byte 0xC3"),
        .init("NUL byte", Array("<resources>".utf8) + [0], "1:12: NUL byte; an XML file cannot contain one"),
        .init(
            "UTF-16 with a byte order mark", [0xFF, 0xFE, 0x3C, 0x00], "1:1: file is UTF-16 encoded; expected UTF-8"),
    ]

    @Test(arguments: cases)
    func gate(_ test: Case) {
        do {
            try XMLInputGate.check(test.bytes, path: "colors.xml")
            #expect(test.error == nil, "passed, expected \(test.error ?? "")")
        } catch {
            let shown = "\(error.location?.line ?? 0):\(error.location?.column ?? 0): \(error.message)"
            #expect(shown == test.error)
        }
    }
}
