import Foundation
import Testing

@testable import ContrastAudit
@testable import audit

/// Inputs that crashed the tool (issue 15's libFuzzer campaign, and the fuzz targets in `Fuzz/`), each kept
/// as a fixture in `Fixtures/FuzzCrashes/`: every one must now be an error at its location, exit 2, with no
/// partial output.
@Suite struct CrashRegressionTests {
    static let folder = Fixtures.root.appendingPathComponent("FuzzCrashes")

    static func bytes(_ name: String) throws -> [UInt8] {
        [UInt8](try Data(contentsOf: folder.appendingPathComponent(name)))
    }

    /// Colors that overflow to infinity or NaN on their way to linear sRGB: a trap in `JSONWriter.writeNumber`
    /// with `--format json`, and "nan:1" in text.
    @Test(arguments: ["text", "json"])
    func overflowingColorsOnTheCommandLine(format: String) {
        for color in ["oklab(.5 0 1e308)", "color(display-p3 1e308 0 0)", "oklch(.5 1e308 30)", "lab(50 1e308 0)"] {
            let outcome = runAudit(["contrast", color, "#FFA", "--format", format])
            #expect(outcome.exitCode == .invalidInput, "\(color)")
            #expect(outcome.stdout.isEmpty)
            #expect(
                outcome.stderr.hasPrefix(
                    "error: foreground: invalid color \(ColorSyntaxError.quote(color)): out of range: a component "
                        + "exceeds ±1e6 once converted to linear sRGB\nusage: audit contrast"), "\(outcome.stderr)")
        }
    }

    @Test(arguments: ["oklab-overflow.batch", "p3-overflow.batch"])
    func overflowingColorsInABatch(fixture: String) throws {
        let outcome = runAudit(["contrast", "--batch", "-", "--format", "json"], stdin: try Self.bytes(fixture))
        #expect(outcome.exitCode == .invalidInput)
        #expect(outcome.stdout.isEmpty)
        #expect(outcome.stderr.hasPrefix("<stdin>:1:1: error: invalid color \""), "\(outcome.stderr)")
    }

    /// The same colors inside a scheme file, in every report format: the error is at the value.
    @Test(arguments: ReportRenderers.formats)
    func overflowingColorsInASchemeFile(format: String) throws {
        let tree = try TemporaryTree([
            "s.json": """
            {
              "colors": {
                "a": "#000", "b": "color(display-p3 1e308 0 0)",
                "c": "#FFF"
              },
              "pairings": [{"foreground": "a", "background": "b"}, {"foreground": "c", "background": "a"}]
            }
            """,
            "t.json": "{\"colors\": {\"a\": \"oklab(.5 0 1e308)\", \"b\": \"#FFF\"}}",
        ])
        let outcome = tree.run(["check", "s.json", "--format", format])
        #expect(outcome.exitCode == .invalidInput)
        #expect(outcome.stdout.isEmpty)
        #expect(
            outcome.stderr.contains(
                "s.json:3:23: error: invalid color \"color(display-p3 1e308 0 0)\": out of range"), "\(outcome.stderr)")
        let other = tree.run(["check", "t.json", "--format", format])
        #expect(other.exitCode == .invalidInput)
        #expect(other.stdout.isEmpty)
        #expect(other.stderr.contains("t.json:1:18: error: invalid color \"oklab(.5 0 1e308)\": out of range"))
    }

    /// Asset catalogs and design tokens give components as numbers, without the color parser.
    @Test func overflowingComponentsInOtherFormats() throws {
        let tree = try TemporaryTree([
            "T.xcassets/A.colorset/Contents.json": """
            {"colors": [{"idiom": "universal",
              "color": {"color-space": "extended-srgb", "components": {"red": "1e200", "green": "0", "blue": "0"}}}]}
            """,
            "tokens.json": """
            {"a": {"$type": "color",
              "$value": {"colorSpace": "display-p3", "components": [1e308, 0, 0]}}}
            """,
        ])
        let catalog = tree.run(["check", "T.xcassets"])
        #expect(catalog.exitCode == .invalidInput)
        #expect(
            catalog.stderr.hasPrefix(
                "T.xcassets/A.colorset/Contents.json:2:59: error: the color of color set \"A\" (any slot) is out of "
                    + "range"), "\(catalog.stderr)")
        let tokens = tree.run(["check", "tokens.json"])
        #expect(tokens.exitCode == .invalidInput)
        #expect(
            tokens.stderr.hasPrefix(
                "tokens.json:2:56: error: the display-p3 color of token \"a\" is out of range"), "\(tokens.stderr)")
    }

    /// Runs `audit check res` on a fuzz input saved as `res/values/colors.xml`: it must be exit 2 with one
    /// located error and nothing on standard output.
    static func checkAndroidInput(_ fixture: String) throws -> String {
        let tree = try TemporaryTree([:])
        let file = tree.url.appendingPathComponent("res/values/colors.xml")
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(try Self.bytes(fixture)).write(to: file)
        let outcome = tree.run(["check", "res"])
        #expect(outcome.exitCode == .invalidInput)
        #expect(outcome.stdout.isEmpty)
        return outcome.stderr
    }

    /// 36 bytes that made libxml2 read NULL in `xmlSwitchToEncoding` (SIGSEGV) through FoundationXML.
    @Test func androidDeclarationWithAnotherEncoding() throws {
        let stderr = try Self.checkAndroidInput("android/utf7-declaration-then-0xff.xml")
        #expect(stderr == "res/values/colors.xml:1:36: error: invalid UTF-8 byte 0xFF\n")
    }

    /// 11 bytes (`<?x?> ver<)`) that made FoundationXML read NULL (SIGSEGV in `strlen`) for a processing
    /// instruction without data: found by the `android` target on 2026-11-26.
    @Test func processingInstructionWithoutData() throws {
        let stderr = try Self.checkAndroidInput("android/processing-instruction-without-data.xml")
        #expect(
            stderr == "res/values/colors.xml:1:1: error: processing instructions are not supported; "
                + "Android resource files have none, expected <resources>\n")
    }

    /// Unpacks an input of a fuzz target that takes several files: each file starts with a line
    /// `=== relative/path`, the bytes before the first such line belong to `defaultPath` (Fuzz/README.md).
    static func unpack(_ text: String, defaultPath: String, under prefix: String) -> [String: String] {
        var files: [String: String] = [:]
        var path: String?
        var current: [Substring] = []
        func flush() {
            if path != nil || !current.isEmpty {
                files[prefix + (path ?? defaultPath)] = current.joined(separator: "\n")
            }
        }
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("=== ") {
                flush()
                path = String(line.dropFirst(4))
                current = []
            } else {
                current.append(line)
            }
        }
        flush()
        return files
    }

    /// The `android` target's first finding: LeakSanitizer reported the 4 KiB buffer of every file that
    /// format detection read with FoundationEssentials' `FileManager.contents(atPath:)` as leaked. Detection
    /// now reads with `SourceFile` (bounded, like the reader itself); the tree must read exactly as before.
    @Test func androidTreeReadByFormatDetection() throws {
        let text = String(decoding: try Self.bytes("android/leak-values-folders.files"), as: UTF8.self)
        let tree = try TemporaryTree(Self.unpack(text, defaultPath: "values/colors.xml", under: "res/"))
        let theme = try onlyTheme(try tree.load(["res"]))
        #expect(theme.format == .androidXML)
        let primary = try #require(theme.token(named: "md_theme_primary"))
        #expect(primary.variant("any") != nil)
        #expect(primary.variant("dark") != nil)
        let outcome = tree.run(["check", "res", "--format", "json"])
        #expect(outcome.exitCode != .invalidInput, "\(outcome.stderr)")
    }

    /// A mangled copy of the example theme (the `code` target, 2026-11-25) whose unbalanced parentheses nest the
    /// rest of the file into one call: every declaration spent the evaluator's whole step budget, 200,000 then,
    /// in every appearance, and the input timed out under ASan. With 50,000 steps it reads like any other file.
    @Test func swiftSourceThatExhaustsTheStepBudget() throws {
        let tree = try TemporaryTree([
            "Theme.swift": String(decoding: try Self.bytes("code-step-budget.txt"), as: UTF8.self)
        ])
        let first = tree.run(["check", "Theme.swift", "--format", "json"])
        #expect(first.exitCode == .failures || first.exitCode == .success, "\(first.stderr)")
        #expect(!first.stdout.isEmpty)
        #expect(tree.run(["check", "Theme.swift", "--format", "json"]).stdout == first.stdout)
    }

    /// A `WindowGroup` with no content, in a mangled copy of a code seed read as Objective-C (the `code` target in
    /// `.ci/run`, 2026-11-27): walked as a screen's content, it read itself again until the stack overflowed.
    @Test func aWindowGroupWithoutContent() throws {
        let tree = try TemporaryTree([
            "App.m": String(decoding: try Self.bytes("code-window-group-without-content.txt"), as: UTF8.self)
        ])
        let outcome = tree.run(["check", "App.m", "--format", "json"])
        #expect(outcome.exitCode == .failures || outcome.exitCode == .success, "\(outcome.stderr)")
        #expect(!outcome.stdout.isEmpty)
    }

    /// `--fix` on components written with more decimals than a Double holds (the `fixes` target, 2026-11-25:
    /// "0.6001111…" with 35 decimals in a color set trapped converting the rewritten digits to `Int64`; a Swift
    /// literal with more than six decimals trapped on an empty range). They are rewritten with at most 15.
    @Test func fixesOfComponentsWithManyDecimals() throws {
        let long = "0.600111111111111111111111111111111111"
        let catalog = try TemporaryTree([
            "T.xcassets/Ink.colorset/Contents.json": """
            {"colors": [{"idiom": "universal", "color": {"color-space": "srgb",
              "components": {"red": "\(long)", "green": "\(long)", "blue": "\(long)", "alpha": "1.000"}}}]}
            """,
            "T.xcassets/Page.colorset/Contents.json": """
            {"colors": [{"idiom": "universal", "color": {"color-space": "srgb",
              "components": {"red": "1.000", "green": "1.000", "blue": "1.000", "alpha": "1.000"}}}]}
            """,
            ".contrastaudit.json": #"{"pairings": [{"foreground": "Ink", "background": "Page"}]}"#,
        ])
        let code = try TemporaryTree([
            "App/P.swift": """
            import UIKit
            extension UIColor {
                static let page = UIColor(red: 1, green: 1, blue: 1, alpha: 1)
                static let ink = UIColor(red: \(long), green: \(long), blue: 0.60, alpha: 1)
                static let hueInk = UIColor(hue: 0.6, saturation: 0.1, brightness: \(long), alpha: 1)
            }
            final class V: UIView {
                let a = UILabel()
                let b = UILabel()
                func configure() {
                    backgroundColor = .page
                    addSubview(a)
                    addSubview(b)
                    a.textColor = .ink
                    b.textColor = .hueInk
                }
            }
            """
        ])
        for (tree, path) in [(catalog, "T.xcassets"), (code, "App")] {
            let outcome = tree.run(["check", path, "--fix", "--dry-run"])
            #expect(outcome.exitCode == .success || outcome.exitCode == .failures, "\(path): \(outcome.stderr)")
            #expect(outcome.stdout.hasPrefix("--- a/"), "\(path): \(outcome.stdout)")
            // The rewritten numbers have at most 15 decimals.
            let added = outcome.stdout.split(separator: "\n").filter { $0.hasPrefix("+") && !$0.hasPrefix("+++") }
            #expect(!added.isEmpty)
            for line in added {
                #expect(!line.contains("0000000000000000") && !line.contains(long), "\(line)")
            }
        }
    }

    /// The `fixes` fuzz target (2026-11-27): a single value fixed for every appearance and given a new dark
    /// variant by the same joint fix wrote two edits of the same text, and `--fix` refused with "two fixes
    /// change overlapping text". It is now one object holding the changed value and the new variant.
    @Test func aValueChangedAndSplitIsOneEdit() throws {
        let text = String(decoding: try Self.bytes("fixes-changed-and-split-value.json"), as: UTF8.self)
        let tree = try TemporaryTree(["theme.json": text])
        let outcome = tree.run(["check", "theme.json", "--fix", "--dry-run"])
        // Exit 1: the status bar's style is a failure no color fixes.
        #expect(outcome.exitCode == .failures, "\(outcome.stderr)")
        #expect(!outcome.stderr.contains("overlapping"))
        let accent = outcome.stdout.split(separator: "\n").filter { $0.hasPrefix("+") && $0.contains("\"accent\"") }
        #expect(accent.count == 1)
        #expect(accent.first?.contains("{ \"any\": \"#") == true && accent.first?.contains("\"dark\": \"#") == true)
        // Applied, the file reads again and the fixed theme passes what the fixes were for.
        let applied = tree.run(["check", "theme.json", "--fix"])
        #expect(applied.exitCode != .invalidInput, "\(applied.stderr)")
        let again = tree.run(["check", "theme.json"])
        #expect(again.exitCode != .invalidInput, "\(again.stderr)")
    }
}
