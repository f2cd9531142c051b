// Deliberately not @testable, in a target without package access: this file sees only what an app sees.
import ContrastAudit
import Foundation
import Testing

/// The README's Swift examples, as written there, compile against the public API and do what it says.
@Suite struct ReadmeExamplesTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// README, "From Swift".
    @Test func fromSwift() throws {
        let report = try Auditor(paths: ["Examples/catchup.json"], base: Self.root).audit()
        var lines: [String] = []
        for result in report.results where result.status == .fail {
            lines.append((result.location.map { "\($0): " } ?? "") + result.message)
        }
        #expect(lines.first == "Examples/catchup.json:9:52: contrast 4.43:1 is below 4.5:1 in dark.elevated")
        // Themes of any format from files or folders, a scheme from its bytes; any renderer.
        let themes = try ThemeLoader.load(paths: ["Examples/catchup.json"], base: Self.root)
        let data = try Data(contentsOf: Self.root.appendingPathComponent("Examples/catchup.json"))
        let pasted = try SchemeReader.read(Array(data), path: "pasted.json")
        #expect(themes.first?.tokens.count == pasted.tokens.count)
        #expect(pasted.path == "pasted.json")
        let sarif = ReportRenderers.renderer(for: "sarif")!.render(report, options: RenderOptions())
        #expect(sarif.contains("\"ruleId\": \"wcag2-aa/text-contrast\""))
        let outcome = try Auditor(paths: ["Examples/catchup.json"], base: Self.root).run()
        let (fixed, plan) = try Auditor(paths: ["Examples/catchup.json"], base: Self.root).planFixes(for: outcome)
        #expect(!plan.fixes.isEmpty)
        #expect(fixed.results.count == report.results.count)
    }

    /// README, "Checking colors from Swift".
    @Test func checkingColorsFromSwift() throws {
        var scheme = SchemeBuilder(name: "Four colors")
        scheme.color("background", Color(red8: 0xF6, green8: 0xF1, blue8: 0xE7))
        scheme.color("text", Color(red8: 0x2B, green8: 0x21, blue8: 0x18))
        scheme.color("accent", Color(hsb: HSB(hue: 8, saturation: 0.8, brightness: 0.9)))
        scheme.color("bar", Color(hsb: HSB(hue: 32, saturation: 0.25, brightness: 0.6)))
        scheme.pair("text", on: "background")
        scheme.pair("accent", on: "background", role: .ui)
        scheme.pair("background", on: "accent", role: .largeText)
        scheme.statusBar(on: "bar")

        var checker = try LiveChecker(scheme: try scheme.build(), appearances: [Appearance(.light)])
        let accent = try checker.slot("accent")
        let pickedColor = Color(red8: 0xF0, green8: 0xA0, blue8: 0x90)

        let result = checker.check(accent, pickedColor)
        var printed: [String] = []
        for failure in result.failures {
            printed.append(
                "\(failure.pairing): \(Wording.ratio(failure.value)), needs \(Wording.threshold(failure.minimum))")
        }
        #expect(!printed.isEmpty)
        let nearest = try #require(result.nearestPassingPick)
        #expect(nearest.color.hex.hasPrefix("#"))
        checker.set(accent, pickedColor)
    }
}
