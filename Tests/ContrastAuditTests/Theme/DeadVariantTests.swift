import Foundation
import Testing

@testable import ContrastAudit
@testable import audit

/// Issue 14 item 5: a variant that can never apply (`"elevated"` beside `"light"` and `"dark"`, which win
/// the tie by naming luminosity) is a warning at the variant with what to write instead; token listings
/// keep it apart from the live ones; `--fix` never writes one.
@Suite struct DeadVariantTests {
    static let fixture = "Tests/ContrastAuditTests/Fixtures/DeadVariantTests/dead.json"
    static let root = Fixtures.packageRoot.path

    @Test func deadVariantsAreWarnedAtTheirSelectorWithWhatToWriteInstead() throws {
        let themes = try ThemeLoader.load(paths: [Self.fixture], base: Fixtures.packageRoot)
        let warnings = try #require(themes.first).warnings.map(\.formatted)
        // Line 3: `    "surface": { "light": "#FFFFFF", "dark": "#1B1B1D", "elevated": "#24282C" },`
        let line = try String(contentsOf: Fixtures.url("DeadVariantTests/dead.json"), encoding: .utf8)
            .split(separator: "\n")[2]
        let column = line.distance(from: line.startIndex, to: line.range(of: "\"elevated\"")!.lowerBound) + 1
        #expect(
            warnings.contains {
                $0.hasPrefix("\(Self.fixture):3:\(column): warning: variant \"elevated\" of \"surface\" never applies")
                    && $0.hasSuffix("write \"light.elevated\" and \"dark.elevated\" instead")
            }, "\(warnings)")
        #expect(
            warnings.contains { $0.contains("variant \"any\" of \"card\" never applies") && $0.hasSuffix("remove it") })
        #expect(!warnings.contains { $0.contains("\"text\"") }, "light and dark both apply")
        #expect(warnings.count == 2)
    }

    @Test func listingsDoNotShowDeadVariantsAsLive() throws {
        let text = runAudit(["check", "--list-tokens", Self.fixture, "--quiet"], directory: Self.root).stdout
        let surface = try #require(text.split(separator: "\n").first { $0.contains("surface") })
        #expect(surface.contains("light dark (elevated: never applies)"))
        let json = runAudit(["check", "--list-tokens", Self.fixture, "--format", "json"], directory: Self.root).stdout
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let inputs = try #require(object["inputs"] as? [[String: Any]])
        let tokens = try #require(inputs.first?["tokens"] as? [[String: Any]])
        let entry = try #require(tokens.first { $0["name"] as? String == "surface" })
        #expect(entry["variants"] as? [String] == ["light", "dark"])
        #expect(entry["deadVariants"] as? [String] == ["elevated"])
    }

    /// `accent` is one value that must go darker in light and lighter in dark: `--fix` gives it a light and a
    /// dark variant, and an `any` beside those two could never apply.
    @Test func fixNeverWritesAVariantThatCanNeverApply() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("ca-dead-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.copyItem(
            at: Fixtures.packageRoot.appendingPathComponent("Examples/catchup.json"),
            to: folder.appendingPathComponent("catchup.json"))
        _ = runAudit(["check", "catchup.json", "--fix"], directory: folder.path)
        let fixed = try String(contentsOf: folder.appendingPathComponent("catchup.json"), encoding: .utf8)
        let accent = try #require(fixed.split(separator: "\n").first { $0.contains("\"accent\":") })
        #expect(accent.contains("\"light\"") && accent.contains("\"dark\""), "\(accent)")
        #expect(!accent.contains("\"any\""), "\(accent)")
        let themes = try ThemeLoader.load(paths: ["catchup.json"], base: folder)
        #expect(!themes[0].warnings.contains { $0.message.contains("never applies") })
    }
}
