import Foundation
import Testing

@testable import ContrastAudit
@testable import audit

/// Extreme but valid values (huge hues, -0.0, subnormal components and alphas, stacks of transparent layers
/// whose compositing divides 0 by 0) through every path that prints numbers: every value printed must be
/// finite, and every JSON output must parse.
@Suite struct ExtremeValueTests {
    static let scheme = """
        {
          "colors": {
            "a": "color(srgb 1 1 1 / 1e-320)",
            "c": "color(srgb -0.0 4.9e-324 0 / 4.9e-324)",
            "h": "oklch(.5 .1 1e300)",
            "l": "hsl(-1e300 50% 50%)",
            "n": "rgb(-0 -0 -0)",
            "s": "color(srgb-linear 2.2250738585072014e-308 0 1)",
            "z": "#0000",
            "w": "#FFF0",
            "p": "color(display-p3 100 -100 0.5)"
          },
          "pairings": [
            {"foreground": "a", "background": ["c", "z", "w"]},
            {"foreground": "h", "background": ["z", "w"]},
            {"foreground": "c", "background": "z"},
            {"foreground": "l", "background": "n", "role": "ui"},
            {"foreground": "s", "background": ["a", "n"]},
            {"foreground": "p", "background": "n"},
            {"statusBar": ["z", "w"]}
          ]
        }
        """

    /// `nan`, `inf` or `-inf` as Swift prints them, as a word of their own.
    static func nonFinite(in text: String) -> String? {
        text.firstMatch(of: /(^|[^A-Za-z0-9_])-?(nan|inf)(?![A-Za-z0-9_])/).map { String($0.output.0) }
    }

    static func expectClean(_ outcome: CommandOutcome, json: Bool, _ what: String) {
        #expect(outcome.exitCode != .invalidInput, "\(what): \(outcome.stderr)")
        #expect(nonFinite(in: outcome.stdout) == nil, "\(what) printed a non-finite number")
        #expect(nonFinite(in: outcome.stderr) == nil, "\(what) printed a non-finite number")
        if json {
            #expect(
                (try? JSONSerialization.jsonObject(with: Data(outcome.stdout.utf8))) != nil,
                "\(what) is not JSON")
        }
    }

    @Test(arguments: ReportRenderers.formats)
    func schemeThroughEveryFormat(format: String) throws {
        let tree = try TemporaryTree(["x.json": Self.scheme])
        for extra in [[], ["--fixes"], ["--appearances", "all"]] {
            let outcome = tree.run(["check", "x.json", "--format", format] + extra)
            Self.expectClean(outcome, json: format == "json" || format == "sarif", "\(format) \(extra)")
        }
    }

    static let colors = [
        "color(srgb 1 1 1 / 1e-320)", "color(srgb -0.0 4.9e-324 0 / 4.9e-324)", "oklch(.5 .1 1e300)",
        "hsl(-1e300 50% 50%)", "rgb(-0 -0 -0)", "#0000", "color(display-p3 100 -100 0.5)",
        "oklab(0 0 0 / 0)", "color(srgb-linear 1e-310 1e-310 1e-310)", "color(srgb-linear 1e6 -1e6 0)",
    ]

    @Test func contrastAndSuggestOnTheCommandLine() {
        for foreground in Self.colors {
            for backgrounds in [["#FFF"], ["#0000"], ["color(srgb 0 0 0 / 1e-320)", "#FFF0"], Self.colors] {
                for format in ["text", "json"] {
                    let contrast = runAudit(["contrast", foreground] + backgrounds + ["--format", format])
                    Self.expectClean(contrast, json: format == "json", "contrast \(foreground) \(backgrounds)")
                    let suggest = runAudit(["suggest", foreground] + backgrounds + ["--format", format])
                    Self.expectClean(suggest, json: format == "json", "suggest \(foreground) \(backgrounds)")
                }
            }
        }
    }

    @Test func batch() {
        let lines = Self.colors.map { "\($0) \(Self.colors.reversed().joined(separator: " "))" }
        for format in ["text", "json"] {
            let outcome = runAudit(
                ["contrast", "--batch", "-", "--format", format], stdin: Array(lines.joined(separator: "\n").utf8))
            Self.expectClean(outcome, json: format == "json", "batch \(format)")
        }
    }
}
