import Foundation
import Testing

@testable import ContrastAudit
@testable import audit

/// Issue 13 item 7: a color set's own `Contents.json` given as the path is read as that color set, not as a
/// native scheme (which failed with "unknown key info"); a set with entries for one idiom only is read with
/// that idiom unless `--idiom` says otherwise.
@Suite struct ColorSetContentsTests {
    static let contents = """
        {"colors": [{"idiom": "universal", "color": {"color-space": "srgb",
          "components": {"red": "0.2", "green": "0.4", "blue": "0.6", "alpha": "1"}}}],
         "info": {"author": "xcode", "version": 1}}
        """

    @Test func aColorSetContentsFileIsReadAsTheColorSet() throws {
        let tree = try TemporaryTree(["Assets.xcassets/Brand.colorset/Contents.json": Self.contents])
        let theme = try onlyTheme(try tree.load(["Assets.xcassets/Brand.colorset/Contents.json"]))
        #expect(theme.format == .assetCatalog)
        #expect(theme.tokens.map(\.name) == ["Brand"])
        let outcome = tree.run(["check", "Assets.xcassets/Brand.colorset/Contents.json", "--allow-empty"])
        #expect(outcome.exitCode == .success, "\(outcome.stderr)")
        #expect(!outcome.stderr.contains("unknown key"))
    }

    @Test func aSchemeNamedContentsElsewhereIsStillAScheme() throws {
        let scheme = ##"{"colors": {"text": "#111111", "bg": "#FFFFFF"}}"##
        let tree = try TemporaryTree(["theme/Contents.json": scheme])
        let theme = try onlyTheme(try tree.load(["theme/Contents.json"]))
        #expect(theme.format == .schemeJSON)
    }

    @Test func aSingleIdiomSetIsReadWithThatIdiomUnlessAskedOtherwise() throws {
        let mac = """
            {"colors": [{"idiom": "mac", "color": {"color-space": "srgb",
              "components": {"red": "1", "green": "0", "blue": "0", "alpha": "1"}}}]}
            """
        let tree = try TemporaryTree(["Mac.xcassets/Red.colorset/Contents.json": mac])
        let theme = try onlyTheme(try tree.load(["Mac.xcassets"]))
        #expect(theme.tokens.map(\.name) == ["Red"])
        let asked = try onlyTheme(try tree.load(["Mac.xcassets"], options: ReaderOptions(idiom: "iphone")))
        #expect(asked.tokens.isEmpty)
        #expect(asked.warnings.contains { $0.message.contains("has entries only for the mac idiom") })
    }
}
