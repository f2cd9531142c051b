import Foundation
import Testing

@testable import ContrastAudit
@testable import audit

@Suite struct AndroidResourcesReaderTests {
    /// A values file with one `<color>` per line, starting on line 3.
    static func values(_ colors: [(String, String)]) -> String {
        "<?xml version=\"1.0\" encoding=\"utf-8\"?>\n<resources>\n"
            + colors.map { "    <color name=\"\($0.0)\">\($0.1)</color>\n" }.joined() + "</resources>\n"
    }

    /// Reads one `res` folder built from `files` (paths relative to `res/`).
    static func read(_ files: [String: String]) throws -> Theme {
        var tree: [String: String] = [:]
        for (path, contents) in files { tree["app/src/main/res/" + path] = contents }
        let folder = try TemporaryTree(tree)
        return try onlyTheme(try folder.load(["app/src/main/res"]))
    }

    // MARK: - Hex, alpha first

    struct HexCase: CustomTestStringConvertible, Sendable {
        let name: String
        let value: String
        /// Red, green, blue, alpha.
        let bytes: [Int]
        var testDescription: String { name }
    }

    static let hexCases: [HexCase] = [
        .init(name: "#RGB", value: "#fff", bytes: [255, 255, 255, 255]),
        .init(name: "#RGB digits", value: "#999", bytes: [0x99, 0x99, 0x99, 255]),
        .init(name: "#ARGB: alpha first, iosched's transparent", value: "#0fff", bytes: [255, 255, 255, 0]),
        .init(name: "#ARGB half", value: "#8F00", bytes: [255, 0, 0, 0x88]),
        .init(name: "#RRGGBB", value: "#1a73e8", bytes: [0x1A, 0x73, 0xE8, 255]),
        .init(name: "#AARRGGBB: alpha first", value: "#99EAECF0", bytes: [0xEA, 0xEC, 0xF0, 0x99]),
        .init(name: "#AARRGGBB is not CSS's #RRGGBBAA", value: "#80FF0000", bytes: [255, 0, 0, 0x80]),
        .init(name: "mixed case", value: "#F8F9Fa", bytes: [0xF8, 0xF9, 0xFA, 255]),
        .init(name: "lowercase ARGB", value: "#1fffffff", bytes: [255, 255, 255, 0x1F]),
        .init(name: "white space around the value", value: "\n        #B3000000\n    ", bytes: [0, 0, 0, 0xB3]),
        .init(name: "@android:color/white", value: "@android:color/white", bytes: [255, 255, 255, 255]),
        .init(name: "@android:color/black", value: "@android:color/black", bytes: [0, 0, 0, 255]),
        .init(name: "@android:color/transparent", value: "@android:color/transparent", bytes: [0, 0, 0, 0]),
    ]

    @Test(arguments: hexCases)
    func decodesAndroidHexWithAlphaFirst(_ testCase: HexCase) throws {
        let theme = try Self.read(["values/colors.xml": Self.values([("c", testCase.value)])])
        #expect(theme.warnings.isEmpty)
        let color = try #require(theme.token(named: "c")?.literal())
        #expect(color.space == .sRGB)
        #expect(color.bytes == testCase.bytes)
    }

    @Test func literalKnowsItsTextLocationAndBytes() throws {
        let xml = Self.values([("a", "#fff"), ("é", "  #0fff  ")])
        let folder = try TemporaryTree(["res/values/colors.xml": xml])
        let theme = try onlyTheme(try folder.load(["res"]))
        guard case .literal(let literal)? = theme.token(named: "é")?.variants.first?.value else {
            Issue.record("not a literal")
            return
        }
        #expect(literal.text == "#0fff")
        // `    <color name="é">` is 20 characters (21 bytes); two spaces precede the value.
        #expect(
            literal.location
                == SourceLocation(path: "res/values/colors.xml", line: 4, column: 23, offset: literal.location.offset))
        let range = try #require(literal.byteRange)
        #expect(String(decoding: Array(xml.utf8)[range], as: UTF8.self) == "#0fff")
        #expect(literal.location.offset == range.lowerBound)
        #expect(theme.token(named: "a")?.location.line == 3)
        #expect(theme.token(named: "a")?.location.column == 21)
    }

    // MARK: - Qualifiers and versions

    @Test func nightAndNotnightBecomeDarkAndLight() throws {
        let theme = try Self.read([
            "values/colors.xml": Self.values([("surface", "#ffffff"), ("scrim", "#40000000"), ("accent", "#03A9F4")]),
            "values-night/colors.xml": Self.values([("surface", "#121212"), ("scrim", "#B3000000")]),
            "values-notnight-v23/colors.xml": Self.values([("scrim", "#B3FFFFFF")]),
        ])
        #expect(theme.name == "app")
        #expect(theme.format == .androidXML)
        #expect(theme.path == "app/src/main/res")
        #expect(theme.tokens.map(\.name) == ["surface", "scrim", "accent"])
        let scrim = try #require(theme.token(named: "scrim"))
        #expect(scrim.variants.map(\.selector.description) == ["any", "light", "dark"])
        #expect(scrim.literal("light")?.bytes == [255, 255, 255, 0xB3])
        let resolved = try ResolvedTheme(theme: theme, appearances: Appearance.all)
        #expect(resolved.color("surface", in: appearance("dark.elevated"))?.color.bytes == [0x12, 0x12, 0x12, 255])
        #expect(resolved.color("surface", in: appearance("light.high-contrast"))?.color.bytes == [255, 255, 255, 255])
        #expect(resolved.color("accent", in: appearance("dark"))?.color.bytes == [0x03, 0xA9, 0xF4, 255])
        #expect(!theme.definesHighContrast)
    }

    struct QualifierCase: CustomTestStringConvertible, Sendable {
        let folder: String
        let night: Bool?
        let version: Int
        let others: [String]
        var testDescription: String { folder }
    }

    static let qualifierCases: [QualifierCase] = [
        .init(folder: "values", night: nil, version: 0, others: []),
        .init(folder: "values-night", night: true, version: 0, others: []),
        .init(folder: "values-notnight", night: false, version: 0, others: []),
        .init(folder: "values-night-v31", night: true, version: 31, others: []),
        .init(folder: "values-notnight-v27", night: false, version: 27, others: []),
        .init(folder: "values-v31", night: nil, version: 31, others: []),
        .init(folder: "values-land", night: nil, version: 0, others: ["land"]),
        .init(folder: "values-sw600dp-night", night: true, version: 0, others: ["sw600dp"]),
        .init(folder: "values-b+sr+Latn", night: nil, version: 0, others: ["b+sr+Latn"]),
    ]

    @Test(arguments: qualifierCases)
    func parsesQualifiers(_ testCase: QualifierCase) throws {
        let qualifiers = try #require(AndroidResourcesReader.qualifiers(ofFolder: testCase.folder))
        #expect(qualifiers.night == testCase.night)
        #expect(qualifiers.version == testCase.version)
        #expect(qualifiers.others == testCase.others)
    }

    @Test func nonValuesFoldersHaveNoQualifiers() {
        #expect(AndroidResourcesReader.qualifiers(ofFolder: "layout") == nil)
        #expect(AndroidResourcesReader.qualifiers(ofFolder: "valuesx") == nil)
        #expect(AndroidResourcesReader.qualifiers(ofFolder: "color") == nil)
    }

    @Test func theHighestStaticVersionWins() throws {
        let theme = try Self.read([
            "values/colors.xml": Self.values([("bar", "#000000")]),
            "values-v23/colors.xml": Self.values([("bar", "#111111")]),
            "values-v27/colors.xml": Self.values([("bar", "#222222")]),
        ])
        #expect(theme.token(named: "bar")?.variants.count == 1)
        #expect(theme.token(named: "bar")?.literal()?.bytes.first == 0x22)
        #expect(theme.warnings.isEmpty)
    }

    @Test func dynamicV31OverridesGiveWayToTheStaticFallback() throws {
        let theme = try Self.read([
            "values/colors.xml": Self.values([("widget", "#FFFFFF")]),
            "values-v31/colors.xml": Self.values([("widget", "@android:color/system_accent2_50")]),
        ])
        #expect(theme.token(named: "widget")?.literal()?.bytes == [255, 255, 255, 255])
        #expect(
            theme.warnings.map(\.formatted) == [
                "app/src/main/res/values-v31/colors.xml:3:26: warning: color \"widget\" in values-v31 is "
                    + "@android:color/system_accent2_50, a dynamic color that follows the wallpaper (Android 12+) and "
                    + "cannot be resolved statically; auditing the fallback #FFFFFF from "
                    + "app/src/main/res/values/colors.xml:3:26 instead"
            ])
    }

    @Test func otherQualifiersAreSkippedWithAWarning() throws {
        let theme = try Self.read([
            "values/colors.xml": Self.values([("a", "#FFFFFF")]),
            "values-land/colors.xml": Self.values([("a", "#000000")]),
        ])
        #expect(theme.token(named: "a")?.variants.count == 1)
        #expect(
            theme.warnings.map(\.formatted) == [
                "app/src/main/res/values-land/colors.xml: warning: colors in values-land are not audited: qualifier "
                    + "\"land\" does not select an appearance; only night, notnight and version qualifiers are read"
            ])
    }

    @Test func aColorOnlyDefinedAtNightHasNoLightValue() throws {
        let theme = try Self.read([
            "values/colors.xml": Self.values([("a", "#FFFFFF")]),
            "values-night/colors.xml": Self.values([("nightOnly", "#000000")]),
        ])
        let token = try #require(theme.token(named: "nightOnly"))
        guard case .unresolvable(let reason, _)? = token.variant("any")?.value else {
            Issue.record("no unresolvable any variant")
            return
        }
        #expect(reason == "color \"nightOnly\" is defined only in values-night, so it has no value in light mode")
        #expect(theme.warnings.map(\.message) == [reason])
        let resolved = try ResolvedTheme(theme: theme, appearances: Appearance.all)
        #expect(resolved.color("nightOnly", in: appearance("light")) == nil)
        #expect(resolved.color("nightOnly", in: appearance("dark"))?.color.bytes == [0, 0, 0, 255])
    }

    // MARK: - References

    @Test func colorReferencesChainAndFollowNightOverrides() throws {
        let theme = try Self.read([
            "values/colors.xml": Self.values([
                ("color_primary", "@color/brand"), ("brand", "@color/deep_sky_blue"), ("deep_sky_blue", "#1a73e8"),
                ("carolina_blue", "#8ab4f8"),
            ]),
            "values-night/colors.xml": Self.values([("brand", "@color/carolina_blue")]),
        ])
        #expect(theme.warnings.isEmpty)
        let primary = try #require(theme.token(named: "color_primary"))
        #expect(primary.variants.first?.value == .reference(name: "brand", location: primary.location))
        let resolved = try ResolvedTheme(theme: theme, appearances: Appearance.all)
        let light = try #require(resolved.color("color_primary", in: appearance("light")))
        #expect(light.chain == ["color_primary", "brand", "deep_sky_blue"])
        #expect(light.color.bytes == [0x1A, 0x73, 0xE8, 255])
        let dark = try #require(resolved.color("color_primary", in: appearance("dark")))
        #expect(dark.chain == ["color_primary", "brand", "carolina_blue"])
    }

    struct UnresolvableCase: CustomTestStringConvertible, Sendable {
        let name: String
        let value: String
        let reason: String
        var extraFiles: [String: String] = [:]
        var testDescription: String { name }
    }

    static let unresolvableCases: [UnresolvableCase] = [
        .init(
            name: "Material You dynamic color", value: "@android:color/system_accent1_600",
            reason: "a dynamic color that follows the wallpaper (Android 12+) and cannot be resolved statically"),
        .init(
            name: "Android 14 dynamic role", value: "@android:color/system_primary_light",
            reason: "a dynamic color that follows the wallpaper"),
        .init(
            name: "framework color without a built-in value", value: "@android:color/holo_blue_light",
            reason: "a framework color whose value is not built in (only white, black and transparent are)"),
        .init(
            name: "theme attribute", value: "?attr/colorPrimary",
            reason: "a theme attribute, which the theme resolves at run time"),
        .init(
            name: "framework theme attribute", value: "?android:attr/textColorPrimary",
            reason: "a theme attribute, which the theme resolves at run time"),
        .init(
            name: "color of another module", value: "@color/deep_sky_blue",
            reason: "which is not defined in this res folder (another module or a library may define it)"),
        .init(
            name: "color of another package", value: "@com.example.lib:color/brand",
            reason: "a color of package com.example.lib, which is not read"),
        .init(
            name: "color state list", value: "@color/button_text",
            reason: "a color state list (color/button_text.xml), which is not read",
            extraFiles: ["color/button_text.xml": "<selector/>"]),
    ]

    @Test(arguments: unresolvableCases)
    func unresolvableValuesAreWarnings(_ testCase: UnresolvableCase) throws {
        var files = testCase.extraFiles
        files["values/colors.xml"] = Self.values([("c", testCase.value)])
        let theme = try Self.read(files)
        guard case .unresolvable(let reason, let location)? = theme.token(named: "c")?.variants.first?.value else {
            Issue.record("not unresolvable")
            return
        }
        #expect(reason.hasPrefix("color \"c\" is \(testCase.value), "))
        #expect(reason.contains(testCase.reason))
        #expect(location.line == 3)
        #expect(location.column == 21)
        #expect(theme.warnings.map(\.message) == [reason])
        // Nothing pairs it, so the audit still runs.
        _ = try ResolvedTheme(theme: theme, appearances: Appearance.all)
    }

    // MARK: - Inputs

    @Test func aSingleValuesFileCanBeGivenDirectly() throws {
        let folder = try TemporaryTree([
            "res/values-night/colors.xml": Self.values([("a", "#000000")]),
            "res/values/colors.xml": Self.values([("a", "#FFFFFF")]),
        ])
        let theme = try onlyTheme(try folder.load(["res/values/colors.xml"]))
        #expect(theme.path == "res/values/colors.xml")
        #expect(theme.name == "res")
        #expect(theme.token(named: "a")?.variants.map(\.selector) == [.any])
    }

    @Test func colorsInOtherFilesAndItemElementsAreRead() throws {
        let theme = try Self.read([
            "values/tokens.xml": "<resources>\n  <item name=\"fromItem\" type=\"color\">#123456</item>\n"
                + "  <item name=\"aDimension\" type=\"dimen\">4dp</item>\n  <string name=\"s\">#fff</string>\n"
                + "  <color name=\"c\"><!-- note -->#ABCDEF</color>\n</resources>\n",
            "values/strings.xml": "<resources><string name=\"app\">App</string></resources>",
        ])
        #expect(theme.tokens.map(\.name) == ["fromItem", "c"])
        #expect(theme.token(named: "fromItem")?.literal()?.bytes == [0x12, 0x34, 0x56, 255])
        #expect(theme.token(named: "c")?.literal()?.bytes == [0xAB, 0xCD, 0xEF, 255])
    }

    struct ThemeNameCase: CustomTestStringConvertible, Sendable {
        let path: String
        let name: String
        var testDescription: String { path }
    }

    static let themeNameCases: [ThemeNameCase] = [
        .init(path: "common/src/main/res", name: "common"),
        .init(path: "iosched/mobile/src/main/res", name: "mobile"),
        .init(path: "app/src/debug/res", name: "app (debug)"),
        .init(path: "lib/java/com/google/android/material/color/res", name: "res"),
        .init(path: "app/src/main/res/values-night/colors.xml", name: "app"),
    ]

    @Test(arguments: themeNameCases)
    func namesThemesAfterTheirModule(_ testCase: ThemeNameCase) {
        #expect(AndroidResourcesReader.themeName(testCase.path) == testCase.name)
    }

    @Test func claimsResFoldersAndValuesFilesOnly() throws {
        let folder = try TemporaryTree([
            "res/values/colors.xml": Self.values([("a", "#FFFFFF")]),
            "strings/values/strings.xml": "<resources><string name=\"s\">x</string></resources>",
            "res/layout/main.xml": "<LinearLayout/>",
        ])
        let url = folder.url
        #expect(AndroidResourcesReader.claims(url.appendingPathComponent("res"), isDirectory: true, root: nil) == .yes)
        #expect(
            AndroidResourcesReader.claims(url.appendingPathComponent("res/values"), isDirectory: true, root: nil)
                == .yes)
        #expect(
            AndroidResourcesReader.claims(url.appendingPathComponent("strings"), isDirectory: true, root: nil) == .no)
        #expect(AndroidResourcesReader.claims(url, isDirectory: true, root: nil) == .no)
        #expect(
            AndroidResourcesReader.claims(
                url.appendingPathComponent("res/values/colors.xml"), isDirectory: false, root: nil)
                == .yes)
        #expect(
            AndroidResourcesReader.claims(
                url.appendingPathComponent("res/layout/main.xml"), isDirectory: false, root: nil)
                == .no)
        // The folder search finds the res folder and ignores the rest.
        let themes = try folder.load(["."])
        #expect(themes.map(\.path) == ["./res"])
    }
}
