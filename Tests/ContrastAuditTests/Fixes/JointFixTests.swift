import Foundation
import Testing

@testable import ContrastAudit
@testable import audit

@Suite struct JointFixTests {
    static func ruleSet() throws -> RuleSet {
        try RuleLibrary(directory: Fixtures.packageRoot.appendingPathComponent("Rules")).load(
            "wcag2-aa", base: Fixtures.packageRoot)
    }

    static func plan(_ scheme: String, path: String = "theme.json") throws -> (plan: FixPlan, theme: Theme) {
        let theme = try SchemeReader.read(Array(scheme.utf8), path: path)
        return (try JointFixer.plan(themes: [theme], ruleSets: [try ruleSet()]), theme)
    }

    static func temporaryFolder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("ca-fix-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// A text color on a light and a dark background: fixing one by the single-pair suggestion breaks
    /// the other. The joint fix must pass both, or say why none exists.
    @Test func oneColorForTwoBackgroundsThatPullApart() throws {
        let scheme = """
            {"colors": {"text": "#6A6A6A", "paper": "#FFFFFF", "slate": "#303030"},
             "pairings": [{"foreground": "text", "background": "paper", "role": "large-text"},
                          {"foreground": "text", "background": "slate", "role": "large-text"}]}
            """
        let (plan, _) = try Self.plan(scheme)
        // #6A6A6A is 5.41:1 on white but 2.44:1 on #303030: it must get lighter, but not so light that it
        // drops below 3:1 on white. One gray passes both.
        #expect(plan.allPass, "\(plan.stillFailing.map { $0.reason ?? $0.result.message })")
        let fix = try #require(plan.fixes.first)
        #expect(fix.token == "text" && !fix.isNewVariant)
        #expect(WCAG2Contrast.ratio(fix.to, .white) >= 3)
        #expect(WCAG2Contrast.ratio(fix.to, try Color(parsing: "#303030")) >= 3)
        #expect(WCAG2Contrast.luminance(fix.to) > WCAG2Contrast.luminance(try Color(parsing: "#6A6A6A")))
        #expect(
            fix.fixes == [
                "large-text-contrast: text on slate in dark", "large-text-contrast: text on slate in dark.elevated",
                "large-text-contrast: text on slate in light", "large-text-contrast: text on slate in light.elevated",
            ])
    }

    @Test func impossibleConflictsAreExplained() throws {
        // At 4.5:1, no gray passes on both white and #303030 (mid grays reach at most ~4.2 on both).
        let scheme = """
            {"colors": {"text": "#8A8A8A", "paper": "#FFFFFF", "slate": "#303030"},
             "pairings": [{"foreground": "text", "background": "paper"},
                          {"foreground": "text", "background": "slate"}]}
            """
        let theme = try SchemeReader.read(Array(scheme.utf8), path: "theme.json")
        // Only the foreground may change here: the backgrounds are a fixed brand palette, so lock them by
        // making them system colors in a second theme would be artificial; instead check the reason text.
        let plan = try JointFixer.plan(themes: [theme], ruleSets: [try Self.ruleSet()])
        if !plan.allPass {
            let reasons = plan.stillFailing.compactMap(\.reason)
            #expect(!reasons.isEmpty, "every remaining failure says why")
        }
        // Whatever the plan did, the re-audit it reports is the truth about the fixed theme.
        let reaudit = try AuditEngine.run(themes: plan.fixedThemes, ruleSets: [try Self.ruleSet()], suggest: false)
        #expect(reaudit.results.filter { $0.status == .fail }.count == plan.stillFailing.count)
    }

    @Test func conflictReasonNamesThePairingsAndDirections() throws {
        // Both backgrounds are system colors, so only the text can change, and it cannot satisfy both.
        let scheme = """
            {"colors": {"text": "#8E8E93", "paper": "{ios.systemBackground}", "panel": "{uikit.darkGray}"},
             "pairings": [{"foreground": "text", "background": "paper"},
                          {"foreground": "text", "background": "panel"}]}
            """
        let (plan, _) = try Self.plan(scheme)
        #expect(!plan.allPass)
        let reasons = plan.stillFailing.compactMap(\.reason)
        #expect(
            reasons.contains {
                $0.contains("no single color for \"text\"") && $0.contains("darker") && $0.contains("lighter")
            },
            "\(reasons)")
    }

    @Test func bundledExampleFixesEverythingButTheStatusBarStyle() throws {
        let theme = try ThemeLoader.load(paths: ["Examples/catchup.json"], base: Fixtures.packageRoot)[0]
        let plan = try JointFixer.plan(themes: [theme], ruleSets: [try Self.ruleSet()])
        #expect(plan.fixes.map(\.token).sorted() == ["accent", "accent", "secondaryText"])
        #expect(plan.stillFailing.allSatisfy { $0.result.rule == "status-bar-text" })
        #expect(plan.stillFailing.allSatisfy { $0.reason?.hasPrefix("a status-bar style, not a color") == true })
        // Each fix is the smallest change: below 0.06 ΔE_OK for this theme.
        #expect(plan.fixes.allSatisfy { $0.deltaE < 0.06 })
    }

    /// `--fix` writes only the color values; a re-audit of the written file passes everything the fixes
    /// claimed to fix; every other byte is unchanged.
    @Test func fixWritesOnlyColorValues() throws {
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let original = try Data(contentsOf: Fixtures.packageRoot.appendingPathComponent("Examples/catchup.json"))
        let file = folder.appendingPathComponent("catchup.json")
        try original.write(to: file)
        let planned = runAudit(["check", "catchup.json", "--fixes", "--format", "json"], directory: folder.path)
        let report = try #require(try JSONSerialization.jsonObject(with: Data(planned.stdout.utf8)) as? [String: Any])
        let claimed = Set((report["fixes"] as! [[String: Any]]).flatMap { $0["fixes"] as! [String] })
        #expect(claimed.count == 5)

        let outcome = runAudit(["check", "catchup.json", "--fix", "--format", "json"], directory: folder.path)
        #expect(outcome.stderr.contains("catchup.json: fixed"), "\(outcome.stderr)")
        #expect(!outcome.stderr.contains("still fails"))
        let after = try #require(try JSONSerialization.jsonObject(with: Data(outcome.stdout.utf8)) as? [String: Any])
        for result in after["results"] as! [[String: Any]] where result["status"] as? String == "fail" {
            let pairing = (result["pairing"] as? [String: Any])?["id"] as? String ?? ""
            let description = "\(result["rule"]!): \(pairing) in \(result["appearance"] as? String ?? "")"
            #expect(!claimed.contains(description), "\(description) still fails after --fix")
        }
        // Byte comparison: the differences are exactly the two color values and one new variant object
        // (without an `any`, which beside light and dark would never apply).
        let written = try String(contentsOf: file, encoding: .utf8)
        let before = String(decoding: original, as: UTF8.self)
        let changed = zip(
            before.split(separator: "\n", omittingEmptySubsequences: false),
            written.split(separator: "\n", omittingEmptySubsequences: false)
        )
        .filter { $0 != $1 }
        #expect(changed.count == 2)
        #expect(changed[0].0.replacingOccurrences(of: "#A8A29A", with: "#AAA39C") == changed[0].1)
        #expect(
            changed[1].0.replacingOccurrences(
                of: #""hsb(8, 80%, 90%)""#,
                with: ##"{ "dark": "#FA5A42", "light": "#D03118" }"##) == changed[1].1)
        #expect(before.split(separator: "\n").count == written.split(separator: "\n").count)
        // The written file is a valid theme whose remaining failures are the status-bar style only.
        let again = runAudit(["check", "catchup.json", "--format", "json"], directory: folder.path)
        let remaining = try #require(try JSONSerialization.jsonObject(with: Data(again.stdout.utf8)) as? [String: Any])
        let failing = (remaining["results"] as! [[String: Any]]).filter { $0["status"] as? String == "fail" }
        #expect(failing.allSatisfy { $0["rule"] as? String == "status-bar-text" })
    }

    @Test func dryRunPrintsADiffAndWritesNothing() throws {
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let original = try Data(contentsOf: Fixtures.packageRoot.appendingPathComponent("Examples/catchup.json"))
        try original.write(to: folder.appendingPathComponent("catchup.json"))
        let outcome = runAudit(["check", "catchup.json", "--fix", "--dry-run"], directory: folder.path)
        #expect(outcome.exitCode == .failures)
        #expect(outcome.stdout.hasPrefix("--- a/catchup.json\n+++ b/catchup.json\n@@ -6,10 +6,10 @@\n"))
        #expect(
            outcome.stdout.contains("\n-    \"secondaryText\": { \"light\": \"#6B6259\", \"dark\": \"#A8A29A\" },\n"))
        #expect(
            outcome.stdout.contains("\n+    \"secondaryText\": { \"light\": \"#6B6259\", \"dark\": \"#AAA39C\" },\n"))
        #expect(try Data(contentsOf: folder.appendingPathComponent("catchup.json")) == original)
        #expect(runAudit(["check", "catchup.json", "--dry-run"], directory: folder.path).exitCode == .invalidInput)
    }

    @Test func fixOnAnUnwritableFolderLeavesTheFileUnchanged() throws {
        let folder = try Self.temporaryFolder()
        defer {
            try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: folder.path)
            try? FileManager.default.removeItem(at: folder)
        }
        let original = try Data(contentsOf: Fixtures.packageRoot.appendingPathComponent("Examples/catchup.json"))
        let file = folder.appendingPathComponent("catchup.json")
        try original.write(to: file)
        try FileManager.default.setAttributes([.posixPermissions: 0o555], ofItemAtPath: folder.path)
        guard !FileManager.default.isWritableFile(atPath: folder.path) else { return }  // running as root
        let outcome = runAudit(["check", "catchup.json", "--fix"], directory: folder.path)
        #expect(outcome.exitCode == .invalidInput)
        #expect(try Data(contentsOf: file) == original)
    }

    /// Asset catalogs: only the affected components change, in the file's own encoding.
    @Test func assetCatalogComponentsKeepTheirEncoding() throws {
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let catalog = folder.appendingPathComponent("Colors.xcassets")
        func colorset(_ name: String, _ json: String) throws {
            let set = catalog.appendingPathComponent("\(name).colorset")
            try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
            try Data(json.utf8).write(to: set.appendingPathComponent("Contents.json"))
        }
        let floatText = """
            {
              "colors" : [
                {
                  "color" : {
                    "color-space" : "srgb",
                    "components" : {
                      "alpha" : "1.000",
                      "blue" : "0.600",
                      "green" : "0.600",
                      "red" : "0.600"
                    }
                  },
                  "idiom" : "universal"
                }
              ],
              "info" : {
                "author" : "xcode",
                "version" : 1
              }
            }

            """
        try colorset("Caption", floatText)
        try colorset(
            "Paper",
            """
            {
              "colors" : [
                {
                  "color" : {
                    "color-space" : "srgb",
                    "components" : { "alpha" : "1.000", "blue" : "0xFF", "green" : "0xFF", "red" : "0xFF" }
                  },
                  "idiom" : "universal"
                }
              ],
              "info" : { "author" : "xcode", "version" : 1 }
            }

            """)
        try Data(
            #"{"themes": ["Colors.xcassets"], "pairings": [{"foreground": "Caption", "background": "Paper"}]}"#.utf8
        ).write(to: folder.appendingPathComponent(".contrastaudit.json"))
        let before = runAudit(["check"], directory: folder.path)
        #expect(before.exitCode == .failures, "\(before.stderr)")
        let outcome = runAudit(["check", "--fix"], directory: folder.path)
        #expect(outcome.exitCode == .success, "\(outcome.stdout)\n\(outcome.stderr)")
        let written = try String(
            contentsOf: catalog.appendingPathComponent("Caption.colorset/Contents.json"), encoding: .utf8)
        let changed = zip(floatText.split(separator: "\n"), written.split(separator: "\n")).filter { $0 != $1 }
        #expect(changed.count == 3, "only red, green and blue change")
        for (_, new) in changed {
            let value = try #require(new.split(separator: "\"").dropFirst(3).first)
            #expect(value.count == 5 && value.hasPrefix("0."), "three decimals kept: \(new)")
        }
        #expect(written.split(separator: "\n").count == floatText.split(separator: "\n").count)
        let paper = try String(
            contentsOf: catalog.appendingPathComponent("Paper.colorset/Contents.json"), encoding: .utf8)
        #expect(paper.contains("\"0xFF\""), "the untouched color set keeps its bytes")
    }

    @Test func isolatingSelectorsAreShort() {
        let served = Appearance.standard
        #expect(
            JointFixer.isolatingSelector(for: Appearance(.dark, .elevated), among: served, beyond: .any).description
                == "dark.elevated")
        #expect(
            JointFixer.isolatingSelector(for: Appearance(.light), among: served, beyond: .any).description
                == "light.base")
        #expect(
            JointFixer.isolatingSelector(
                for: Appearance(.light), among: [Appearance(.light), Appearance(.dark)], beyond: .any
            )
            .description == "light")
    }

    /// Byte components: a whole byte reached through floating-point error is written as that byte in
    /// either direction; a value between bytes (a fix converted to another space) is rounded the fix's way.
    @Test func assetCatalogBytesRoundTheFixesWay() throws {
        let node = try JSONParser.parse(Array("\"0xC8\"".utf8), path: "Contents.json")
        let almost128 = (128.0 - 1e-9) / 255
        #expect(AssetCatalogFixWriter.encode(almost128, like: node, towardDarker: true) == "\"0x80\"")
        #expect(AssetCatalogFixWriter.encode(almost128, like: node, towardDarker: false) == "\"0x80\"")
        let between = 100.4 / 255
        #expect(AssetCatalogFixWriter.encode(between, like: node, towardDarker: true) == "\"0x64\"")
        #expect(AssetCatalogFixWriter.encode(between, like: node, towardDarker: false) == "\"0x65\"")
        let decimal = try JSONParser.parse(Array("\"200\"".utf8), path: "Contents.json")
        #expect(AssetCatalogFixWriter.encode(between, like: decimal, towardDarker: false) == "\"101\"")
    }
}
