import Foundation
import Testing

@testable import ContrastAudit
@testable import audit

/// Issue 13 item 3: `audit pairings` explains every inferred pairing, and `--write-config` freezes them into
/// `.contrastaudit.json`, keeping what the file already says.
@Suite struct PairingsCommandTests {
    static let colors = """
        <resources>
            <color name="text_primary_light">#222222</color>
            <color name="text_primary_dark">#EEEEEE</color>
            <color name="background_light">#FFFFFF</color>
            <color name="background_dark">#111111</color>
        </resources>
        """

    @Test func listsInferredPairingsWithTheirWordsAndWhy() throws {
        let tree = try TemporaryTree(["res/values/colors.xml": Self.colors])
        let outcome = tree.run(["pairings", "res"])
        #expect(outcome.exitCode == .success, "\(outcome.stderr)")
        let expected = [
            "res  android-xml, 4 tokens: 1 inferred pairing",
            "  text_primary_[light|dark] on background_[light|dark]  (text, inferred by convention text-on-background)",
            "    words: text primary | background",
            "    text_primary_[light|dark] is text_primary_light in light and text_primary_dark in dark",
            "    background_[light|dark] is background_light in light and background_dark in dark",
        ]
        for line in expected { #expect(outcome.stdout.contains(line + "\n"), "\(line)\n\(outcome.stdout)") }
        let json = tree.run(["pairings", "res", "--format", "json"])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        let input = try #require((object["inputs"] as? [[String: Any]])?.first)
        let pairing = try #require((input["pairings"] as? [[String: Any]])?.first)
        #expect(pairing["foreground"] as? String == "text_primary_[light|dark]")
        #expect(pairing["convention"] as? String == "text-on-background")
        #expect((pairing["words"] as? [String: Any])?["foreground"] as? [String] == ["text", "primary"])
    }

    @Test func writeConfigMergesAndTheAuditUsesIt() throws {
        let config = """
            // the team's settings
            {
              "rules": ["wcag2-aa"],
              "pairings": [
                { "foreground": "text_primary_light", "background": "background_light" },
              ]
            }
            """
        let tree = try TemporaryTree(["res/values/colors.xml": Self.colors, ".contrastaudit.json": config])
        // With a configured pairing, `auto` infers nothing; `always` lists what conventions would add.
        let outcome = tree.run(["pairings", "res", "--conventions", "always", "--write-config"])
        #expect(outcome.exitCode == .success, "\(outcome.stderr)")
        #expect(outcome.stderr.hasSuffix(".contrastaudit.json: added 1 pairing\n"), "\(outcome.stderr)")
        let written = String(
            decoding: try Data(contentsOf: tree.url.appendingPathComponent(".contrastaudit.json")), as: UTF8.self)
        #expect(written.hasPrefix("// the team's settings\n{\n  \"rules\": [\"wcag2-aa\"],"), "\(written)")
        #expect(
            written.contains(
                "{ \"foreground\": \"text_primary_[light|dark]\", \"background\": \"background_[light|dark]\", "
                    + "\"role\": \"text\" },"), "\(written)")
        // The file still reads, and the merged token is made again from its two tokens when audited.
        let check = tree.run(["check", "res", "--format", "json"])
        #expect(check.exitCode == .success, "\(check.stderr)")
        #expect(check.stdout.contains("\"id\": \"text_primary_[light|dark] on background_[light|dark]\""))
        // Writing again adds nothing.
        let again = tree.run(["pairings", "res", "--conventions", "always", "--write-config"])
        #expect(again.stderr.hasSuffix("added 0 pairings\n"), "\(again.stderr)")
    }

    @Test func writeConfigFreezesUsagePairings() throws {
        let theme = """
            import UIKit
            enum Ink {
                static let paper = UIColor(red: 1, green: 1, blue: 1, alpha: 1)
                static let body = UIColor(red: 0.2, green: 0.2, blue: 0.2, alpha: 1)
            }
            final class NoteViewController: UIViewController {
                let noteLabel = UILabel()
                override func viewDidLoad() {
                    view.backgroundColor = Ink.paper
                    noteLabel.textColor = Ink.body
                    view.addSubview(noteLabel)
                }
            }
            """
        let tree = try TemporaryTree(["App/Note.swift": theme])
        let outcome = tree.run(["pairings", "App", "--write-config"])
        #expect(outcome.exitCode == .success, "\(outcome.stderr)")
        let config = try AuditConfig.read(
            tree.url.appendingPathComponent(".contrastaudit.json"), displayPath: ".contrastaudit.json")
        #expect(config.pairings.map(\.pairing.id) == ["Ink.body on Ink.paper"])
        // Audited again, the configured pairing replaces the usage one.
        let check = tree.run(["check", "App", "--format", "json"])
        #expect(check.stdout.contains("\"origin\": \"config\""), "\(check.stdout)")
        #expect(!check.stdout.contains("\"origin\": \"usage\""), "\(check.stdout)")
    }

    @Test func writeConfigCreatesAFile() throws {
        let tree = try TemporaryTree(["res/values/colors.xml": Self.colors])
        let outcome = tree.run(["pairings", "res", "--write-config"])
        #expect(outcome.exitCode == .success, "\(outcome.stderr)")
        let config = try AuditConfig.read(
            tree.url.appendingPathComponent(".contrastaudit.json"), displayPath: ".contrastaudit.json")
        #expect(config.pairings.map(\.pairing.id) == ["text_primary_[light|dark] on background_[light|dark]"])
    }
}
