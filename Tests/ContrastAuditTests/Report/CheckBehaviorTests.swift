import Foundation
import Testing

@testable import ContrastAudit
@testable import audit

@Suite struct CheckBehaviorTests {
    static let showcase = "Tests/ContrastAuditTests/Fixtures/Check/showcase.json"
    static let example = "Examples/catchup.json"

    @Test func twoRunsAndReorderedInputsGiveIdenticalBytes() {
        for format in ["text", "json"] {
            let first = runAudit(
                ["check", Self.example, Self.showcase, "--format", format], directory: Fixtures.packageRoot.path)
            let second = runAudit(
                ["check", Self.example, Self.showcase, "--format", format], directory: Fixtures.packageRoot.path)
            let reversed = runAudit(
                ["check", Self.showcase, Self.example, "--format", format], directory: Fixtures.packageRoot.path)
            #expect(first.exitCode == .failures)
            #expect(first.stdout == second.stdout)
            #expect(first.stdout == reversed.stdout, "input order must not change the \(format) report")
            #expect(first.stdout.utf8.count > 1_000)
        }
    }

    /// Every numeric field of a sample of results, recomputed from the reference formulas with code that
    /// does not go through the engine: hex parsing, straight-alpha blending and WCAG luminance written out.
    @Test func resultValuesMatchAnIndependentComputation() throws {
        let outcome = runAudit(
            ["check", Self.example, Self.showcase, "--format", "json"], directory: Fixtures.packageRoot.path)
        let report = try #require(try JSONSerialization.jsonObject(with: Data(outcome.stdout.utf8)) as? [String: Any])
        let results = try #require(report["results"] as? [[String: Any]])
        var checked = 0
        for result in results {
            guard let colors = result["colors"] as? [String: String], result["metric"] as? String == "wcag2",
                result["backdropRange"] == nil, let value = result["value"] as? Double
            else { continue }
            let fg = try #require(Independent.rgba(colors["foreground"]!))
            let bg = try #require(Independent.rgba(colors["background"]!))
            #expect(fg.3 == 1 && bg.3 == 1, "compared colors are opaque")
            // The reported colors are 8-bit; the engine compares unrounded composites, so allow the
            // difference one quantization step can make.
            let ratio = Independent.ratio(fg, bg)
            #expect(abs(ratio - value) <= 0.05 * value, "\(result["message"]!)")
            let threshold = try #require(result["threshold"] as? Double)
            #expect(abs((result["margin"] as! Double) - (value - threshold)) <= 1e-12)
            #expect(
                (result["status"] as! String == "pass") == (value >= threshold) || result["statusBar"] != nil
                    || (result["message"] as! String).hasPrefix("decorative"))
            checked += 1
        }
        #expect(checked >= 50)
        // Opaque 8-bit pairs need no quantization: their values must agree to 1e-9.
        let exact = results.first { ($0["pairing"] as? [String: Any])?["id"] as? String == "text on background" }!
        let colors = exact["colors"] as! [String: String]
        let ratio = Independent.ratio(
            Independent.rgba(colors["foreground"]!)!, Independent.rgba(colors["background"]!)!)
        #expect(abs(ratio - (exact["value"] as! Double)) <= 1e-9)
    }

    /// The status-bar fields, recomputed: HSB brightness, the pick, both text ratios.
    @Test func statusBarFieldsMatchAnIndependentComputation() throws {
        let outcome = runAudit(["check", Self.example, "--format", "json"], directory: Fixtures.packageRoot.path)
        let report = try #require(try JSONSerialization.jsonObject(with: Data(outcome.stdout.utf8)) as? [String: Any])
        for result in report["results"] as! [[String: Any]] {
            guard let bar = result["statusBar"] as? [String: Any] else { continue }
            let colors = result["colors"] as! [String: String]
            let background = Independent.rgba(colors["background"]!)!
            let brightness = max(background.0, background.1, background.2)
            #expect(abs(brightness - (bar["brightness"] as! Double)) <= 1 / 255)
            let light = Independent.ratio((1, 1, 1, 1), background)
            let dark = Independent.ratio((0, 0, 0, 1), background)
            let style = bar["style"] as! String
            #expect(style == (brightness < 0.7 ? "light-content" : "dark-content"))
            #expect((bar["luminanceStyle"] as! String) == (light >= dark ? "light-content" : "dark-content"))
            let picked = style == "light-content" ? light : dark
            // A declared-style result judges whether the declared style is the pick, and has no value.
            guard let value = result["value"] as? Double else {
                #expect(result["rule"] as? String == "status-bar-declared-style")
                continue
            }
            #expect(abs(picked - value) <= 0.05)
        }
    }

    @Test func failOnControlsTheExitCode() {
        let root = Fixtures.packageRoot.path
        #expect(runAudit(["check", Self.example], directory: root).exitCode == .failures)
        #expect(runAudit(["check", Self.example, "--fail-on", "never"], directory: root).exitCode == .success)
        // The showcase has errors and warnings; a theme with warnings only exits 0 by default, 1 with warning.
        let warningsOnly = Fixtures.url("Check/warnings-only.json").path
        #expect(runAudit(["check", warningsOnly], directory: root).exitCode == .success)
        #expect(runAudit(["check", warningsOnly, "--fail-on", "warning"], directory: root).exitCode == .failures)
    }

    @Test func onlyFailuresDropsPassesButKeepsTheSummary() throws {
        let root = Fixtures.packageRoot.path
        let all = runAudit(["check", Self.example, "--format", "json"], directory: root)
        let failures = runAudit(["check", Self.example, "--format", "json", "--only-failures"], directory: root)
        let allReport = try #require(try JSONSerialization.jsonObject(with: Data(all.stdout.utf8)) as? [String: Any])
        let failReport = try #require(
            try JSONSerialization.jsonObject(with: Data(failures.stdout.utf8)) as? [String: Any])
        let failing = (failReport["results"] as! [[String: Any]])
        #expect(failing.allSatisfy { $0["status"] as? String == "fail" })
        #expect(
            failing.count
                == (allReport["results"] as! [[String: Any]]).filter { $0["status"] as? String == "fail" }.count)
        #expect(
            NSDictionary(dictionary: allReport["summary"] as! [String: Any])
                == NSDictionary(dictionary: failReport["summary"] as! [String: Any]))
    }

    @Test func outputIsWrittenAtomicallyAndStdoutStaysEmpty() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("ca-out-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = folder.appendingPathComponent("report.json")
        let outcome = runAudit(
            ["check", Self.example, "--format", "json", "--output", output.path], directory: Fixtures.packageRoot.path)
        #expect(outcome.exitCode == .failures)
        #expect(outcome.stdout.isEmpty)
        let written = try String(contentsOf: output, encoding: .utf8)
        #expect(
            written
                == runAudit(["check", Self.example, "--format", "json"], directory: Fixtures.packageRoot.path).stdout)
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["report.json"],
            "no temporary file left")
        let missingFolder = runAudit(
            ["check", Self.example, "--output", folder.appendingPathComponent("nope/report.txt").path],
            directory: Fixtures.packageRoot.path)
        #expect(missingFolder.exitCode == .invalidInput)
    }

    @Test func highContrastAppearancesAreAddedOnlyWhenDefined() throws {
        let root = Fixtures.packageRoot.path
        let example = try #require(
            try JSONSerialization.jsonObject(
                with: Data(runAudit(["check", Self.example, "--format", "json"], directory: root).stdout.utf8))
                as? [String: Any])
        #expect(example["appearances"] as? [String] == ["light", "dark", "light.elevated", "dark.elevated"])
        let showcase = try #require(
            try JSONSerialization.jsonObject(
                with: Data(runAudit(["check", Self.showcase, "--format", "json"], directory: root).stdout.utf8))
                as? [String: Any])
        #expect((showcase["appearances"] as? [String])?.count == 8)
        let chosen = try #require(
            try JSONSerialization.jsonObject(
                with: Data(
                    runAudit(
                        ["check", Self.showcase, "--format", "json", "--appearances", "dark,light"], directory: root
                    ).stdout.utf8))
                as? [String: Any])
        #expect(chosen["appearances"] as? [String] == ["light", "dark"])
    }

    @Test func bareAuditPathAndConfigDiscovery() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("ca-config-\(UUID().uuidString)")
        let nested = folder.appendingPathComponent("App/Sources")
        try FileManager.default.createDirectory(at: nested, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.copyItem(
            at: Fixtures.packageRoot.appendingPathComponent(Self.example),
            to: folder.appendingPathComponent("theme.json"))
        try Data(
            #"""
            {"themes": ["theme.json"], "appearances": "standard", "failOn": "never",
             "pairings": [{"foreground": "secondaryText", "background": "background", "role": "large-text"}]}
            """#.utf8
        ).write(to: folder.appendingPathComponent(".contrastaudit.json"))
        // Run from a subfolder: the configuration in a parent folder is found and its paths are relative to it.
        let outcome = runAudit(["--format", "json"], directory: nested.path)
        #expect(outcome.exitCode == .success, "\(outcome.stderr)")
        let report = try #require(try JSONSerialization.jsonObject(with: Data(outcome.stdout.utf8)) as? [String: Any])
        let results = report["results"] as! [[String: Any]]
        #expect(results.contains { ($0["pairing"] as? [String: Any])?["origin"] as? String == "config" })
        let bare = runAudit([Fixtures.packageRoot.appendingPathComponent(Self.example).path], directory: folder.path)
        #expect(bare.stdout.contains("errors"), "a bare path is `check PATH`")
    }
}

/// Reference formulas written out independently of the library (DESIGN.md §9).
enum Independent {
    static func rgba(_ hex: String) -> (Double, Double, Double, Double)? {
        let digits = Array(hex.dropFirst())
        guard hex.first == "#", digits.count == 6 || digits.count == 8 else { return nil }
        func byte(_ i: Int) -> Double? { UInt8(String(digits[i..<i + 2]), radix: 16).map { Double($0) / 255 } }
        guard let r = byte(0), let g = byte(2), let b = byte(4) else { return nil }
        return (r, g, b, digits.count == 8 ? byte(6) ?? 1 : 1)
    }

    static func luminance(_ c: (Double, Double, Double, Double)) -> Double {
        func channel(_ v: Double) -> Double { v <= 0.04045 ? v / 12.92 : pow((v + 0.055) / 1.055, 2.4) }
        return 0.2126 * channel(c.0) + 0.7152 * channel(c.1) + 0.0722 * channel(c.2)
    }

    static func ratio(_ a: (Double, Double, Double, Double), _ b: (Double, Double, Double, Double)) -> Double {
        let la = luminance(a)
        let lb = luminance(b)
        return (max(la, lb) + 0.05) / (min(la, lb) + 0.05)
    }
}
