import Foundation
import Testing

@testable import ContrastAudit
@testable import audit

@Suite struct ThemeReadersTests {
    @Test func registryListsEachFormatOnce() {
        let formats = ThemeReaders.all.map { $0.format }
        #expect(
            formats == [
                .schemeJSON, .figmaVariables, .tokensStudio, .designTokens, .assetCatalog, .androidXML, .swiftSource,
                .objcSource,
            ])
        #expect(Set(formats).count == formats.count)
        for format in formats { #expect(ThemeReaders.reader(for: format)?.format == format) }
    }

    @Test func formatListReadsAsASentence() {
        #expect(
            ThemeReaders.formatList
                == "scheme-json (a JSON file with a \"colors\" object), figma-variables (a Figma variables JSON export), "
                + "tokens-studio (a Tokens Studio folder or file), design-tokens (a design-token JSON file), "
                + "asset-catalog (an Xcode .xcassets folder), android-xml (an Android res folder or a values*/*.xml file), "
                + "swift-source (a .swift file or a folder of them) "
                + "or objc-source (an Objective-C .m or .h file or a folder of them)"
        )
    }

    struct ClaimCase: CustomTestStringConvertible, Sendable {
        let path: String
        let isDirectory: Bool
        let format: ThemeFormat?
        var testDescription: String { path }
    }

    static let tree: [String: String] = [
        "App/Assets.xcassets/A.colorset/Contents.json": "{\"colors\": []}",
        "App/res/values/colors.xml": "<resources><color name=\"a\">#fff</color></resources>",
        "App/theme.json": "{\"colors\": {\"a\": \"#fff\"}}",
        "App/notes.txt": "hello",
    ]

    static let claimCases: [ClaimCase] = [
        .init(path: "App/Assets.xcassets", isDirectory: true, format: .assetCatalog),
        .init(path: "App/Assets.xcassets/A.colorset", isDirectory: true, format: .assetCatalog),
        .init(path: "App/res", isDirectory: true, format: .androidXML),
        .init(path: "App/res/values", isDirectory: true, format: .androidXML),
        .init(path: "App/res/values/colors.xml", isDirectory: false, format: .androidXML),
        .init(path: "App", isDirectory: true, format: nil),
        .init(path: "App/notes.txt", isDirectory: false, format: nil),
    ]

    @Test(arguments: claimCases)
    func exactlyTheRightReaderClaims(_ testCase: ClaimCase) throws {
        let folder = try TemporaryTree(Self.tree)
        let url = folder.url.appendingPathComponent(testCase.path)
        let claiming = ThemeReaders.all.filter { $0.claims(url, isDirectory: testCase.isDirectory, root: nil) == .yes }
        #expect(claiming.map { $0.format } == (testCase.format.map { [$0] } ?? []))
    }

    @Test func inputFormatForcesAReader() throws {
        let folder = try TemporaryTree([
            "Colors/Brand.colorset/Contents.json":
                "{\"colors\": [{\"idiom\": \"universal\", \"color\": {\"color-space\": \"srgb\", \"components\": "
                + "{\"red\": \"1\", \"green\": \"1\", \"blue\": \"1\", \"alpha\": \"1\"}}}]}",
            "Android/colors.xml": "<resources><color name=\"a\">#fff</color></resources>",
        ])
        // A folder without the .xcassets extension is read as a catalog when forced.
        let catalog = try onlyTheme(try folder.load(["Colors"], options: ReaderOptions(forcedFormat: .assetCatalog)))
        #expect(catalog.format == .assetCatalog)
        #expect(catalog.tokens.map(\.name) == ["Brand"])
        #expect(catalog.path == "Colors")
        // Unforced, the folder is searched and the color set found on its own.
        #expect(try folder.load(["Colors"]).map(\.path) == ["Colors/Brand.colorset"])
        // An XML file outside a values folder counts as `values` when forced.
        let android = try onlyTheme(
            try folder.load(["Android/colors.xml"], options: ReaderOptions(forcedFormat: .androidXML)))
        #expect(android.tokens.map(\.name) == ["a"])
        let outcome = folder.run(["check", "Android/colors.xml", "--input-format", "android-xml", "--allow-empty"])
        #expect(outcome.exitCode == .success)
    }
}
