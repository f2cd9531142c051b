import Foundation
import Testing

@testable import ContrastAudit
@testable import audit

/// UIKit's fixed colors keep the components Apple documents (`gray` is white 0.5, not the byte 128), and are
/// rounded to bytes only where a format stores bytes.
@Suite struct UIKitFixedColorTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let name: String
        /// WCAG ratio on white, computed with python3 from the documented components and WCAG 2.2's formulas.
        let ratioOnWhite: Double
        /// The hex form: each component rounded half up to a byte.
        let hex: String
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        .init(name: "gray", ratioOnWhite: 3.976653024912438, hex: "#808080"),
        .init(name: "orange", ratioOnWhite: 2.5259680116277057, hex: "#FF8000"),
        .init(name: "purple", ratioOnWhite: 9.462961879883975, hex: "#800080"),
        .init(name: "brown", ratioOnWhite: 4.880528548109035, hex: "#996633"),
        .init(name: "darkGray", ratioOnWhite: 7.455177810447525, hex: "#555555"),
        .init(name: "lightGray", ratioOnWhite: 2.3231230535045992, hex: "#AAAAAA"),
    ]

    @Test(arguments: cases)
    func documentedComponents(_ test: Case) throws {
        let color = try #require(SystemColors.color("uikit." + test.name, in: Appearance.all[0]))
        #expect(abs(WCAG2Contrast.ratio(color, .white) - test.ratioOnWhite) < 1e-12)
        #expect(color.hex == test.hex)
    }

    /// Through a scheme and the JSON report, where the byte value #808080 would give 3.9490…:1.
    @Test func grayInAReport() throws {
        let tree = try TemporaryTree([
            "t.json":
                ##"{"colors": {"a": "{uikit.gray}", "b": "#FFFFFF"}, "pairings": [{"foreground": "a", "background": "b"}]}"##
        ])
        let outcome = tree.run(["check", "t.json", "--format", "json", "--fail-on", "never"])
        #expect(outcome.exitCode == .success, "\(outcome.stderr)")
        let report = try #require(try JSONSerialization.jsonObject(with: Data(outcome.stdout.utf8)) as? [String: Any])
        let results = try #require(report["results"] as? [[String: Any]])
        let first = try #require(results.first { $0["rule"] as? String == "text-contrast" })
        let value = try #require(first["value"] as? Double)
        #expect(abs(value - 3.976653024912438) < 1e-12)
    }
}
