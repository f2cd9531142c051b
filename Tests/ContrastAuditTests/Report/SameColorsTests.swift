import Foundation
import Testing

@testable import ContrastAudit
@testable import audit

/// Issue 13 item 4: a result whose pairing resolves to the same colors as in an earlier appearance is marked
/// `sameAs`, shown once in text, counted once in the summary; formats without a level skip elevated.
@Suite struct SameColorsTests {
    /// `text` differs only in dark.elevated; `muted` on `background` is the same at both levels.
    static let scheme = """
        { "colors": {
            "background": { "light": "#FFFFFF", "dark": "#000000" },
            "text": { "light": "#767676", "dark": "#777777", "dark.elevated": "#5A5A5A" },
            "muted": "#AAAAAA" },
          "pairings": [ { "foreground": "text", "background": "background" },
                        { "foreground": "muted", "background": "background" } ] }
        """

    @Test func repeatsAreMarkedAndCountedOnce() throws {
        let tree = try TemporaryTree(["theme.json": Self.scheme])
        let report = try Auditor(paths: ["theme.json"], base: tree.url).audit()
        func result(_ id: String, _ appearance: String) throws -> AuditResult {
            try #require(report.results.first { $0.pairing?.id == id && $0.appearance?.name == appearance })
        }
        #expect(try result("text on background", "light.elevated").sameAs == Appearance(.light))
        #expect(try result("text on background", "dark.elevated").sameAs == nil, "dark.elevated has its own text")
        #expect(try result("muted on background", "light").sameAs == nil)
        #expect(try result("muted on background", "light.elevated").sameAs == Appearance(.light))
        // muted #AAAAAA on white fails text contrast in light and light.elevated: one distinct failure, one repeat.
        let failing = report.results.filter { $0.status == .fail }
        let distinct = failing.filter { $0.sameAs == nil }
        #expect(report.summary.distinctFailures == distinct.count)
        #expect(distinct.count < failing.count)
    }

    @Test func textShowsSameAsOnOneRow() throws {
        let tree = try TemporaryTree(["theme.json": Self.scheme])
        let outcome = tree.run(["check", "theme.json", "--color", "never"])
        #expect(outcome.stdout.contains("    light (= light.elevated)  "), "\(outcome.stdout)")
        #expect(!outcome.stdout.contains("\n    light.elevated "), "\(outcome.stdout)")
        #expect(outcome.stdout.contains("distinct failure"), "\(outcome.stdout)")
    }

    @Test func formatsWithoutALevelSkipElevatedUnlessAsked() throws {
        let xml = """
            <resources>
                <color name="colorOnBackground">#222222</color>
                <color name="colorBackground">#FFFFFF</color>
            </resources>
            """
        let tree = try TemporaryTree(["res/values/colors.xml": xml])
        let automatic = try Auditor(paths: ["res"], base: tree.url).audit()
        #expect(automatic.appearances == [Appearance(.light), Appearance(.dark)])
        let asked = try Auditor(paths: ["res"], base: tree.url, appearances: .list(Appearance.standard)).audit()
        #expect(asked.appearances == Appearance.standard)
    }

    /// An inferred pairing whose background is fully transparent in an appearance is not evaluated there, and
    /// a warning says so; declared pairings are evaluated as written.
    @Test func aTransparentBackgroundSkipsAnInferredPairing() throws {
        let tokens = """
            { "color": {
                "text": { "primary": { "$type": "color", "$value": "#222222" } },
                "bg": { "canvas": { "$type": "color", "$value": "#FFFFFF00" } } } }
            """
        let tree = try TemporaryTree(["tokens.json": tokens])
        let report = try Auditor(paths: ["tokens.json"], base: tree.url).audit()
        #expect(!report.results.contains { $0.pairing?.id == "color.text.primary on color.bg.canvas" })
        #expect(
            report.warnings.contains {
                $0.message.contains(
                    "inferred pairing \"color.text.primary on color.bg.canvas\" is not evaluated in light: "
                        + "background \"color.bg.canvas\" is fully transparent there")
            }, "\(report.warnings.map(\.message))")
    }
}
