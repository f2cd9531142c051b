import Foundation
import Testing

@testable import ContrastAudit
@testable import audit

/// `--fix` on colors written in Swift and Objective-C: only the literal's numeric arguments change, in
/// their own form, and the code read again gives the new colors. Expected texts are worked out by hand in
/// the comments (`round(v·255)` is the channel the reader's 8-bit comparison sees).
@Suite struct CodeLiteralFixTests {
    static let swiftPath = "Palette.swift"

    static func swiftText() throws -> String {
        String(decoding: try Fixtures.data("CodeFix/Swift/Palette.swift"), as: UTF8.self)
    }

    /// A fix of `token`'s variant `selector` to `hex`, as the joint fixer would plan it.
    static func fix(
        _ theme: Theme, _ token: String, _ selector: AppearanceSelector = .any, to hex: String
    ) throws
        -> JointFix
    {
        let found = try #require(theme.token(named: token))
        let variant = try #require(found.variants.first { $0.selector == selector })
        guard case .literal(let literal) = variant.value else {
            Issue.record("\(token) is not a literal")
            throw CancellationError()
        }
        return JointFix(
            path: theme.path, token: token, selector: selector, isNewVariant: false, appearances: [],
            from: literal.color, to: try ColorParser.parse(hex), deltaE: 0, fixes: [], literal: literal)
    }

    static func edits(_ fixes: [JointFix], theme: Theme, text: String) throws -> [FixEdits.FileEdits] {
        try FixEdits.edits(
            for: FixPlan(fixes: fixes, stillFailing: [], fixedThemes: []), themes: [theme],
            source: { (_: String) throws(Diagnostic) -> [UInt8] in Array(text.utf8) })
    }

    @Test func everyFormKeepsItsShapeAndNothingElseChanges() throws {
        let text = try Self.swiftText()
        let theme = try #require(SwiftSourceReader.read(text: text, path: Self.swiftPath))
        let dark = AppearanceSelector(luminosity: .dark, level: nil, contrast: nil)
        let fixes = [
            try Self.fix(theme, "Palette.caption", to: "#6B6B6B"),
            try Self.fix(theme, "Palette.note", to: "#6B6B6B"),
            try Self.fix(theme, "Palette.hint", to: "#6B6B6B"),
            try Self.fix(theme, "Palette.tag", to: "#6B6B6B"),
            try Self.fix(theme, "Palette.adaptive", dark, to: "#8A8A8A"),
        ]
        let files = try Self.edits(fixes, theme: theme, text: text)
        #expect(files.count == 1)
        #expect(files.first?.problem == nil)
        let written = String(
            decoding: try FixEdits.apply(try #require(files.first).edits, to: Array(text.utf8)), as: UTF8.self)
        // 0x6B = 107; 107/255 = 0.41961. "0.60" has two decimals: 0.41 (darker: rounded down) gives
        // round(104.55) = 105, not 107, so a third decimal: 0.419 gives round(106.845) = 107. "0.6" likewise
        // needs three. `/255` keeps the division with the new byte; hex keeps lowercase and six digits; the
        // dynamic color's dark branch (0x5A5A5A) changes and its light branch does not.
        var expected = text
        for (old, new) in [
            (
                "UIColor(red: 0.60, green: 0.60, blue: 0.60, alpha: 1.0)  // keep this comment",
                "UIColor(red: 0.419, green: 0.419, blue: 0.419, alpha: 1.0)  // keep this comment"
            ),
            (
                "UIColor(red: 153/255, green: 153 / 255.0, blue: 153/255, alpha: 1)",
                "UIColor(red: 107/255, green: 107 / 255.0, blue: 107/255, alpha: 1)"
            ),
            ("UIColor(hex: 0x9a9a9a)", "UIColor(hex: 0x6b6b6b)"),
            (
                "#colorLiteral(red: 0.6, green: 0.6, blue: 0.6, alpha: 1)",
                "#colorLiteral(red: 0.419, green: 0.419, blue: 0.419, alpha: 1)"
            ),
            ("UIColor(hex: 0x5A5A5A)", "UIColor(hex: 0x8A8A8A)"),
        ] {
            #expect(expected.contains(old))
            expected = expected.replacingOccurrences(of: old, with: new)
        }
        #expect(written == expected)
        // Read again: the fixed colors, everything else as before.
        let again = try #require(SwiftSourceReader.read(text: written, path: Self.swiftPath))
        for name in ["Palette.caption", "Palette.note", "Palette.hint", "Palette.tag"] {
            guard case .literal(let literal)? = again.token(named: name)?.variants.first?.value else {
                Issue.record("\(name) is not a literal after the fix")
                continue
            }
            #expect(literal.color.rgba8 == (107, 107, 107, 255))
        }
        let adaptive = try #require(again.token(named: "Palette.adaptive"))
        guard case .literal(let darkLiteral)? = adaptive.variants.first(where: { $0.selector == dark })?.value,
            case .literal(let lightLiteral)? = adaptive.variants.first(where: { $0.selector != dark })?.value
        else {
            Issue.record("Palette.adaptive lost its variants")
            return
        }
        #expect(darkLiteral.color.rgba8 == (0x8A, 0x8A, 0x8A, 255))
        #expect(lightLiteral.color.rgba8 == (0x99, 0x99, 0x99, 255))
    }

    /// A hex string keeps its `#` and case; eight digits keep the alpha pair where the helper reads it.
    @Test func hexStringsAndEightDigitsKeepTheirShape() throws {
        let text = """
            import UIKit
            extension UIColor {
                convenience init(hexString: String) {
                    var value: UInt64 = 0
                    Scanner(string: hexString.replacingOccurrences(of: "#", with: "")).scanHexInt64(&value)
                    self.init(
                        red: CGFloat((value >> 16) & 0xFF) / 255, green: CGFloat((value >> 8) & 0xFF) / 255,
                        blue: CGFloat(value & 0xFF) / 255, alpha: 1)
                }
                convenience init(rgba: UInt32) {
                    self.init(
                        red: CGFloat((rgba >> 24) & 0xFF) / 255, green: CGFloat((rgba >> 16) & 0xFF) / 255,
                        blue: CGFloat((rgba >> 8) & 0xFF) / 255, alpha: CGFloat(rgba & 0xFF) / 255)
                }
            }
            enum P {
                static let a = UIColor(hexString: "#9A9A9A")
                static let b = UIColor(rgba: 0x9A9A9AFF)
            }
            """
        let theme = try #require(SwiftSourceReader.read(text: text, path: "P.swift"))
        let files = try Self.edits(
            [try Self.fix(theme, "P.a", to: "#6B6B6B"), try Self.fix(theme, "P.b", to: "#6B6B6B")], theme: theme,
            text: text)
        #expect(files.first?.problem == nil)
        let written = String(
            decoding: try FixEdits.apply(try #require(files.first).edits, to: Array(text.utf8)), as: UTF8.self)
        let expected = text.replacingOccurrences(of: "\"#9A9A9A\"", with: "\"#6B6B6B\"")
            .replacingOccurrences(of: "0x9A9A9AFF", with: "0x6B6B6BFF")
        #expect(written == expected)
    }

    /// `hue:saturation:brightness:` is rewritten in HSB. #336699 is (0.2, 0.4, 0.6): brightness 0.6,
    /// saturation 0.4/0.6 = 0.6667, hue 210° = 0.58333 of a turn. With one decimal (0.6, 0.7, 0.6) the color is
    /// (46, 89, 153), with two (0.58, 0.67, 0.60) (50, 104, 153), with three (0.583, 0.667, 0.600)
    /// (51, 102, 153): the target, so three decimals for all three (brightness rounded down: the fix darkens).
    @Test func hueSaturationBrightnessAreRewritten() throws {
        let text = try Self.swiftText()
        let theme = try #require(SwiftSourceReader.read(text: text, path: Self.swiftPath))
        let files = try Self.edits([try Self.fix(theme, "Palette.accent", to: "#336699")], theme: theme, text: text)
        #expect(files.first?.problem == nil)
        let written = String(
            decoding: try FixEdits.apply(try #require(files.first).edits, to: Array(text.utf8)), as: UTF8.self)
        let expected = text.replacingOccurrences(
            of: "UIColor(hue: 0.6, saturation: 0.5, brightness: 0.9, alpha: 1)",
            with: "UIColor(hue: 0.583, saturation: 0.667, brightness: 0.600, alpha: 1)")
        #expect(written == expected)
        // Divisions keep their form: the numerator changes.
        let divided =
            "extension UIColor {\n    static let a = UIColor(hue: 200/360, saturation: 50/100, brightness: 0.9, alpha: 1)\n}\n"
        let dividedTheme = try #require(SwiftSourceReader.read(text: divided, path: "D.swift"))
        let dividedFiles = try Self.edits(
            [try Self.fix(dividedTheme, "UIColor.a", to: "#336699")], theme: dividedTheme, text: divided)
        #expect(dividedFiles.first?.problem == nil)
        let dividedWritten = String(
            decoding: try FixEdits.apply(try #require(dividedFiles.first).edits, to: Array(divided.utf8)), as: UTF8.self
        )
        let again = try #require(SwiftSourceReader.read(text: dividedWritten, path: "D.swift"))
        guard case .literal(let literal) = try #require(again.token(named: "UIColor.a")).variants[0].value else {
            Issue.record("the rewritten color is not a literal")
            return
        }
        #expect(literal.color.rgba8 == (try ColorParser.parse("#336699")).rgba8)
        #expect(dividedWritten.contains("/360") && dividedWritten.contains("/100"), "\(dividedWritten)")
    }

    @Test func whatCannotBeRewrittenIsReportedNotGuessed() throws {
        let text = try Self.swiftText()
        let theme = try #require(SwiftSourceReader.read(text: text, path: Self.swiftPath))
        var newVariant = try Self.fix(theme, "Palette.caption", to: "#6B6B6B")
        newVariant.isNewVariant = true
        newVariant.selector = AppearanceSelector(luminosity: .dark, level: nil, contrast: nil)
        let files = try Self.edits(
            [try Self.fix(theme, "Palette.ink", to: "#6B6B6B"), newVariant], theme: theme, text: text)
        #expect(files.flatMap(\.edits).isEmpty)
        let problem = files.compactMap(\.problem).joined()
        #expect(problem.contains("not fixable in code: \"Palette.ink\""))
        #expect(problem.contains("Display P3"))
        #expect(problem.contains("not fixable in code: \"Palette.caption\" (dark)"))
    }

    /// Copies a fixture folder to a temporary one.
    static func copy(_ fixture: String) throws -> URL {
        let folder = try JointFixTests.temporaryFolder()
        for name in try FileManager.default.contentsOfDirectory(atPath: Fixtures.url(fixture).path) {
            try FileManager.default.copyItem(
                at: Fixtures.url(fixture).appendingPathComponent(name), to: folder.appendingPathComponent(name))
        }
        return folder
    }

    /// The text with every number (decimal or hex) replaced by `#`: equal for two texts that differ only in
    /// numbers.
    static func shape(_ text: String) -> String {
        text.replacingOccurrences(of: "(0x)?[0-9A-Fa-f]*[0-9][0-9A-Fa-f.]*", with: "#", options: .regularExpression)
            .replacingOccurrences(of: "0x[0-9A-Fa-f]+", with: "#", options: .regularExpression)
    }

    @Test(arguments: ["Swift", "ObjC"]) func commandFixesTheCodeAndTheFixedCodePasses(_ language: String) throws {
        let folder = try Self.copy("CodeFix/" + language)
        defer { try? FileManager.default.removeItem(at: folder) }
        let name = language == "Swift" ? "Palette.swift" : "Palette.m"
        let original = String(decoding: try Data(contentsOf: folder.appendingPathComponent(name)), as: UTF8.self)
        let before = runAudit(["check", "."], directory: folder.path)
        #expect(before.exitCode == .failures)
        let dryRun = runAudit(["check", ".", "--fix", "--dry-run"], directory: folder.path)
        #expect(dryRun.stdout.hasPrefix("--- a/./\(name)\n+++ b/./\(name)\n@@ "))
        #expect(
            String(decoding: try Data(contentsOf: folder.appendingPathComponent(name)), as: UTF8.self) == original)
        let outcome = runAudit(["check", ".", "--fix"], directory: folder.path)
        let written = String(decoding: try Data(contentsOf: folder.appendingPathComponent(name)), as: UTF8.self)
        #expect(written != original)
        #expect(Self.shape(written) == Self.shape(original))
        #expect(written.split(separator: "\n").count == original.split(separator: "\n").count)
        // What remains failing is only the color the writer refused (the Swift fixture's Display P3 literal).
        let again = runAudit(["check", "."], directory: folder.path)
        let failing = again.stdout.split(separator: "\n").filter { $0.hasPrefix("✗") }
        if language == "Swift" {
            #expect(outcome.stderr.contains("not fixable in code: \"Palette.ink\""))
            #expect(again.exitCode == .failures)
            #expect(!failing.isEmpty)
            #expect(failing.allSatisfy { $0.contains("Palette.ink on") })
        } else {
            #expect(again.exitCode == .success)
            #expect(failing.isEmpty)
        }
    }
}
