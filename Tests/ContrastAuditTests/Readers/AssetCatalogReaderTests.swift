import Foundation
import Testing

@testable import ContrastAudit
@testable import audit

@Suite struct AssetCatalogReaderTests {
    // MARK: - Building color sets

    /// A color set `Contents.json` holding `entries` (each an entry object's JSON).
    static func colorSet(_ entries: [String]) -> String {
        "{\n  \"colors\" : [\n" + entries.map { "    " + $0 }.joined(separator: ",\n")
            + "\n  ],\n  \"info\" : { \"author\" : \"xcode\", \"version\" : 1 }\n}\n"
    }

    /// One `colors` entry: `color` is the color object's JSON (`nil` for an empty slot).
    static func entry(
        _ color: String?, appearances: [String] = [], idiom: String = "universal", extra: String = ""
    ) -> String {
        var members: [String] = []
        if !appearances.isEmpty {
            let list = appearances.map { appearance -> String in
                let parts = appearance.split(separator: "=")
                return "{ \"appearance\" : \"\(parts[0])\", \"value\" : \"\(parts[1])\" }"
            }
            members.append("\"appearances\" : [ " + list.joined(separator: ", ") + " ]")
        }
        if let color { members.append("\"color\" : " + color) }
        members.append("\"idiom\" : \"\(idiom)\"")
        if !extra.isEmpty { members.append(extra) }
        return "{ " + members.joined(separator: ", ") + " }"
    }

    /// An sRGB color object with hex-byte components all equal to `byte` (as Xcode's "8-bit hex" input writes).
    static func gray8(_ byte: Int, space: String = "srgb") -> String {
        let hex = String(format: "\"0x%02X\"", byte)
        return "{ \"color-space\" : \"\(space)\", \"components\" : { \"alpha\" : \"1.000\", \"blue\" : \(hex), "
            + "\"green\" : \(hex), \"red\" : \(hex) } }"
    }

    static func reference(_ name: String, platform: String = "ios") -> String {
        "{ \"platform\" : \"\(platform)\", \"reference\" : \"\(name)\" }"
    }

    /// Reads a color set from text, as the reader does for each `Contents.json`.
    static func read(
        _ json: String, name: String = "Brand", idioms: [String] = ["iphone", "universal"]
    ) throws -> AssetCatalogReader.ColorSetResult {
        let root = try JSONParser.parse(Array(json.utf8), path: "Brand.colorset/Contents.json")
        return try AssetCatalogReader.readColorSet(root, name: name, idioms: idioms)
    }

    /// The 8-bit gray level of `token` resolved in each of the eight appearances (`nil` where it cannot resolve).
    static func levels(_ token: Token) throws -> [Int?] {
        let theme = Theme(name: "t", path: "t", format: .assetCatalog, tokens: [token], pairings: [])
        let resolved = try ResolvedTheme(theme: theme, appearances: Appearance.all)
        return Appearance.all.map { appearance in
            resolved.color(token.name, in: appearance).map { Int(($0.color.components.x * 255).rounded()) }
        }
    }

    // MARK: - Color spaces and component encodings

    struct EncodingCase: CustomTestStringConvertible, Sendable {
        let name: String
        let color: String
        let space: ColorSpace
        let components: [Double]
        var alpha = 1.0
        var testDescription: String { name }
    }

    static let encodings: [EncodingCase] = [
        .init(
            name: "float strings, 3 decimals",
            color:
                #"{"color-space": "srgb", "components": {"red": "0.500", "green": "0.250", "blue": "1.000", "alpha": "1.000"}}"#,
            space: .sRGB, components: [0.5, 0.25, 1]),
        .init(
            name: "float strings, 4 decimals",
            color:
                #"{"color-space": "srgb", "components": {"red": "0.4549", "green": "0.0000", "blue": "0.1000", "alpha": "0.6000"}}"#,
            space: .sRGB, components: [0.4549, 0, 0.1], alpha: 0.6),
        .init(
            name: "hex bytes",
            color:
                #"{"color-space": "srgb", "components": {"red": "0xC8", "green": "0x00", "blue": "0xFF", "alpha": "1.000"}}"#,
            space: .sRGB, components: [200 / 255, 0, 1]),
        .init(
            name: "lowercase hex bytes",
            color:
                #"{"color-space": "srgb", "components": {"red": "0xc8", "green": "0x0a", "blue": "0xff", "alpha": "1.000"}}"#,
            space: .sRGB, components: [200 / 255, 10 / 255, 1]),
        .init(
            name: "decimal byte strings, \"1\" is 1/255",
            color:
                #"{"color-space": "srgb", "components": {"red": "1", "green": "78", "blue": "169", "alpha": "1.000"}}"#,
            space: .sRGB, components: [1 / 255, 78 / 255, 169 / 255]),
        .init(
            name: "JSON numbers",
            color: #"{"color-space": "srgb", "components": {"red": 0.8784313725, "green": 1, "blue": 0, "alpha": 1}}"#,
            space: .sRGB, components: [0.8784313725, 1, 0]),
        .init(
            name: "mixed encodings in one color",
            color:
                #"{"color-space": "srgb", "components": {"red": "0xFF", "green": "0.500", "blue": "51", "alpha": 0.5}}"#,
            space: .sRGB, components: [1, 0.5, 0.2], alpha: 0.5),
        .init(
            name: "display-p3",
            color:
                #"{"color-space": "display-p3", "components": {"red": "0.918", "green": "0.200", "blue": "0.137", "alpha": "1.000"}}"#,
            space: .displayP3, components: [0.918, 0.2, 0.137]),
        .init(
            name: "extended-srgb beyond 0...1",
            color:
                #"{"color-space": "extended-srgb", "components": {"red": "1.200", "green": "-0.100", "blue": 1.5, "alpha": "1.000"}}"#,
            space: .extendedSRGB, components: [1.2, -0.1, 1.5]),
        .init(
            name: "extended-srgb with hex bytes",
            color:
                #"{"color-space": "extended-srgb", "components": {"red": "0x33", "green": "0x66", "blue": "0x99", "alpha": "1.000"}}"#,
            space: .extendedSRGB, components: [0.2, 0.4, 0.6]),
        .init(
            name: "extended-linear-srgb",
            color:
                #"{"color-space": "extended-linear-srgb", "components": {"red": "0.214", "green": "0.000", "blue": "1.000", "alpha": "1.000"}}"#,
            space: .linearSRGB, components: [0.214, 0, 1]),
        .init(
            name: "gray-gamma-22 uses white",
            color: #"{"color-space": "gray-gamma-22", "components": {"white": "0.900", "alpha": "1.000"}}"#,
            space: .gray, components: [0.9, 0.9, 0.9]),
        .init(
            name: "extended-gray with alpha",
            color: #"{"color-space": "extended-gray", "components": {"white": "0.000", "alpha": "0.150"}}"#,
            space: .gray, components: [0, 0, 0], alpha: 0.15),
        .init(
            name: "alpha \"1\" is opaque, not 1/255",
            color: #"{"color-space": "srgb", "components": {"red": "0", "green": "0", "blue": "0", "alpha": "1"}}"#,
            space: .sRGB, components: [0, 0, 0], alpha: 1),
        .init(
            name: "alpha as a hex byte",
            color: #"{"color-space": "srgb", "components": {"red": "0", "green": "0", "blue": "0", "alpha": "0x80"}}"#,
            space: .sRGB, components: [0, 0, 0], alpha: 128 / 255),
        .init(
            name: "missing alpha is opaque",
            color: #"{"color-space": "srgb", "components": {"red": "0.1", "green": "0.2", "blue": "0.3"}}"#,
            space: .sRGB, components: [0.1, 0.2, 0.3]),
    ]

    @Test(arguments: encodings)
    func decodesColorSpacesAndEncodings(_ testCase: EncodingCase) throws {
        let result = try Self.read(Self.colorSet([Self.entry(testCase.color)]))
        #expect(result.warnings.isEmpty)
        let color = try #require(result.token?.literal())
        #expect(color.space == testCase.space)
        #expect(abs(color.components.x - testCase.components[0]) < 1e-12)
        #expect(abs(color.components.y - testCase.components[1]) < 1e-12)
        #expect(abs(color.components.z - testCase.components[2]) < 1e-12)
        #expect(abs(color.alpha - testCase.alpha) < 1e-12)
    }

    @Test func jsonNumberAboveOneIsReadAsAByteWithAWarning() throws {
        let json = Self.colorSet([
            Self.entry(#"{"color-space": "srgb", "components": {"red": 200, "green": 0.5, "blue": 0, "alpha": 1}}"#)
        ])
        let result = try Self.read(json)
        let color = try #require(result.token?.literal())
        #expect(color.components.x == 200.0 / 255)
        #expect(color.components.y == 0.5)
        try #require(result.warnings.count == 1)
        #expect(result.warnings[0].severity == .warning)
        #expect(result.warnings[0].message.contains("red of color set \"Brand\" is the number 200, above 1"))
        #expect(result.warnings[0].location?.line == 3)
    }

    @Test func literalPointsAtTheColorObject() throws {
        let json = Self.colorSet([
            Self.entry(Self.gray8(0x33)), Self.entry(Self.gray8(0x66), appearances: ["luminosity=dark"]),
        ])
        let token = try #require(try Self.read(json).token)
        #expect(token.location.line == 2)
        #expect(token.location.column == 14)
        guard case .literal(let literal)? = token.variant("dark")?.value else {
            Issue.record("the dark slot is not a literal")
            return
        }
        #expect(literal.text == nil)
        #expect(literal.location.line == 4)
        let bytes = Array(json.utf8)
        let range = try #require(literal.byteRange)
        let text = String(decoding: bytes[range], as: UTF8.self)
        #expect(text.hasPrefix("{ \"color-space\" : \"srgb\""))
        #expect(text.hasSuffix("} }"))
        #expect(literal.location.offset == range.lowerBound)
    }

    // MARK: - Slots and Xcode's fallback

    struct SlotCase: CustomTestStringConvertible, Sendable {
        let name: String
        /// Entries as (appearances, gray level); a level of `nil` is an empty slot.
        let slots: [([String], Int?)]
        /// The gray level resolved in each appearance of `Appearance.all`.
        let expected: [Int?]
        var testDescription: String { name }
    }

    static let slotCases: [SlotCase] = [
        .init(
            name: "any, any + high contrast, dark, dark + high contrast",
            slots: [
                ([], 0x11), (["contrast=high"], 0x22), (["luminosity=dark"], 0x33),
                (["luminosity=dark", "contrast=high"], 0x44),
            ],
            expected: [0x11, 0x33, 0x11, 0x33, 0x22, 0x44, 0x22, 0x44]),
        .init(
            name: "any and dark", slots: [([], 0x11), (["luminosity=dark"], 0x33)],
            expected: [0x11, 0x33, 0x11, 0x33, 0x11, 0x33, 0x11, 0x33]),
        .init(
            name: "any serves dark when no dark slot exists", slots: [([], 0x11), (["contrast=high"], 0x22)],
            expected: [0x11, 0x11, 0x11, 0x11, 0x22, 0x22, 0x22, 0x22]),
        .init(
            name: "dark + high contrast falls back to dark, not any + high contrast",
            slots: [([], 0x11), (["luminosity=dark"], 0x33), (["contrast=high"], 0x22)],
            expected: [0x11, 0x33, 0x11, 0x33, 0x22, 0x33, 0x22, 0x33]),
        .init(
            name: "any, light, dark", slots: [([], 0x11), (["luminosity=light"], 0x55), (["luminosity=dark"], 0x33)],
            expected: [0x55, 0x33, 0x55, 0x33, 0x55, 0x33, 0x55, 0x33]),
        .init(
            name: "only dark + high contrast besides any",
            slots: [([], 0x11), (["luminosity=dark", "contrast=high"], 0x44)],
            expected: [0x11, 0x11, 0x11, 0x11, 0x11, 0x44, 0x11, 0x44]),
        .init(
            name: "an empty dark slot falls back to any", slots: [([], 0x11), (["luminosity=dark"], nil)],
            expected: [0x11, 0x11, 0x11, 0x11, 0x11, 0x11, 0x11, 0x11]),
        .init(
            name: "an empty any slot leaves light unresolved", slots: [([], nil), (["luminosity=dark"], 0x33)],
            expected: [nil, 0x33, nil, 0x33, nil, 0x33, nil, 0x33]),
    ]

    @Test(arguments: slotCases)
    func resolvesEachAppearanceAsXcodeDoes(_ testCase: SlotCase) throws {
        let entries = testCase.slots.map { Self.entry($0.1.map { Self.gray8($0) }, appearances: $0.0) }
        let token = try #require(try Self.read(Self.colorSet(entries)).token)
        #expect(try Self.levels(token) == testCase.expected)
    }

    @Test func catalogsHaveNoElevatedVariant() throws {
        let json = Self.colorSet([
            Self.entry(Self.gray8(0x11)), Self.entry(Self.gray8(0x33), appearances: ["luminosity=dark"]),
        ])
        let token = try #require(try Self.read(json).token)
        #expect(token.variants.allSatisfy { $0.selector.level == nil })
        #expect(!token.hasHighContrastVariant)
    }

    // MARK: - Empty slots and unassigned sets

    @Test func emptyDarkSlotIsAWarningNamingTheSetAndSlot() throws {
        let json = Self.colorSet([Self.entry(Self.gray8(0x11)), Self.entry(nil, appearances: ["luminosity=dark"])])
        let result = try Self.read(json, name: "FluentColors/black")
        let token = try #require(result.token)
        #expect(token.variants.map(\.selector) == [.any])
        try #require(result.warnings.count == 1)
        let warning = result.warnings[0]
        #expect(warning.severity == .warning)
        #expect(
            warning.message
                == "color set \"FluentColors/black\" leaves its dark slot empty; those appearances use the any slot")
        #expect(warning.location?.line == 4)
        #expect(warning.location?.column == 5)
    }

    @Test func emptyAnySlotMakesLightUnresolvableWithOneWarning() throws {
        let json = Self.colorSet([Self.entry(nil), Self.entry(Self.gray8(0x33), appearances: ["luminosity=dark"])])
        let result = try Self.read(json)
        let token = try #require(result.token)
        #expect(
            result.warnings.map(\.message) == [
                "color set \"Brand\" leaves its any slot empty; those appearances have no value"
            ])
        guard case .unresolvable(let reason, _)? = token.variant("any")?.value else {
            Issue.record("the any slot is not unresolvable")
            return
        }
        #expect(reason.contains("has no color for light, light.elevated, light.high-contrast"))
    }

    struct UnassignedCase: CustomTestStringConvertible, Sendable {
        let name: String
        let json: String
        let message: String
        var testDescription: String { name }
    }

    static let unassignedCases: [UnassignedCase] = [
        .init(
            name: "AccentColor with one empty universal entry", json: colorSet([entry(nil)]),
            message: "color set \"Brand\" has no color in any slot; it is not audited"),
        .init(
            name: "every slot empty", json: colorSet([entry(nil), entry(nil, appearances: ["luminosity=dark"])]),
            message: "color set \"Brand\" has no color in any slot; it is not audited"),
        .init(
            name: "empty colors array", json: colorSet([]),
            message: "color set \"Brand\" has no color in any slot; it is not audited"),
        .init(
            name: "no colors key", json: "{ \"info\" : { \"author\" : \"xcode\", \"version\" : 1 } }",
            message: "color set \"Brand\" has no \"colors\" array; it is not audited"),
        .init(
            name: "only another idiom", json: colorSet([entry(gray8(0xC8), idiom: "mac")]),
            message:
                "color set \"Brand\" has entries only for the mac idiom; it is not audited (use --idiom to read them)"),
    ]

    @Test(arguments: unassignedCases)
    func unassignedSetsAreWarningsWithoutToken(_ testCase: UnassignedCase) throws {
        let result = try Self.read(testCase.json)
        #expect(result.token == nil)
        #expect(result.warnings.map(\.message) == [testCase.message])
        #expect(result.warnings.allSatisfy { $0.severity == .warning })
    }

    // MARK: - Idioms and gamuts

    struct IdiomCase: CustomTestStringConvertible, Sendable {
        let name: String
        let idiom: String?
        /// Expected gray levels of the any and dark slots.
        let any: Int
        let dark: Int
        var testDescription: String { name }
    }

    static let idiomCases: [IdiomCase] = [
        .init(name: "default: iphone before universal, universal for the dark slot", idiom: nil, any: 0x22, dark: 0x44),
        .init(name: "--idiom iphone", idiom: "iphone", any: 0x22, dark: 0x44),
        .init(name: "--idiom ipad", idiom: "ipad", any: 0x33, dark: 0x44),
        .init(name: "--idiom universal ignores iphone", idiom: "universal", any: 0x11, dark: 0x44),
        .init(name: "--idiom mac falls back to universal", idiom: "mac", any: 0x11, dark: 0x44),
    ]

    @Test(arguments: idiomCases)
    func idiomsOverrideUniversalSlotBySlot(_ testCase: IdiomCase) throws {
        let json = Self.colorSet([
            Self.entry(Self.gray8(0x11)), Self.entry(Self.gray8(0x22), idiom: "iphone"),
            Self.entry(Self.gray8(0x33), idiom: "ipad"),
            Self.entry(Self.gray8(0x44), appearances: ["luminosity=dark"]),
            Self.entry(Self.gray8(0x55), idiom: "watch"),
        ])
        let idioms = try AssetCatalogReader.idiomPreference(testCase.idiom)
        let result = try Self.read(json, idioms: idioms)
        let token = try #require(result.token)
        #expect(result.warnings.isEmpty)
        #expect(token.literal("any")?.bytes.first == testCase.any)
        #expect(token.literal("dark")?.bytes.first == testCase.dark)
    }

    @Test func unknownIdiomIsAnError() throws {
        let tree = try TemporaryTree([
            "A.xcassets/X.colorset/Contents.json": Self.colorSet([Self.entry(Self.gray8(1))]),
            "B.xcassets/Y.colorset/Contents.json": Self.colorSet([Self.entry(Self.gray8(2))]),
        ])
        let outcome = tree.run(["check", "A.xcassets", "B.xcassets", "--idiom", "ipda"])
        #expect(outcome.exitCode == .invalidInput)
        // Found by both catalogs, reported once.
        #expect(
            outcome.stderr
                == "error: unknown idiom \"ipda\" for --idiom; expected universal, iphone, ipad, mac, tv, watch, car, "
                + "vision; did you mean \"ipad\"?\n")
    }

    struct GamutCase: CustomTestStringConvertible, Sendable {
        let name: String
        let entries: [String]
        let level: Int
        let space: ColorSpace
        var testDescription: String { name }
    }

    static let gamutCases: [GamutCase] = [
        .init(
            name: "sRGB before display-P3",
            entries: [
                entry(gray8(0x11), extra: "\"display-gamut\" : \"sRGB\""),
                entry(gray8(0x22, space: "display-p3"), extra: "\"display-gamut\" : \"display-P3\""),
            ], level: 0x11, space: .sRGB),
        .init(
            name: "sRGB before display-P3 listed first",
            entries: [
                entry(gray8(0x22, space: "display-p3"), extra: "\"display-gamut\" : \"display-P3\""),
                entry(gray8(0x11), extra: "\"display-gamut\" : \"sRGB\""),
            ], level: 0x11, space: .sRGB),
        .init(
            name: "no gamut before display-P3",
            entries: [
                entry(gray8(0x22, space: "display-p3"), extra: "\"display-gamut\" : \"display-P3\""),
                entry(gray8(0x11)),
            ], level: 0x11, space: .sRGB),
        .init(
            name: "display-P3 alone is used",
            entries: [entry(gray8(0x22, space: "display-p3"), extra: "\"display-gamut\" : \"display-P3\"")],
            level: 0x22, space: .displayP3),
    ]

    @Test(arguments: gamutCases)
    func prefersTheSRGBEntryOfASlot(_ testCase: GamutCase) throws {
        let token = try #require(try Self.read(Self.colorSet(testCase.entries)).token)
        #expect(token.variants.count == 1)
        let color = try #require(token.literal())
        #expect(color.space == testCase.space)
        #expect(color.bytes.first == testCase.level)
    }

    @Test func specializedEntriesAreSkippedWithAWarning() throws {
        let json = Self.colorSet([
            Self.entry(Self.gray8(0x11)), Self.entry(Self.gray8(0x22), extra: "\"locale\" : \"de\""),
            Self.entry(Self.gray8(0x33), appearances: ["luminosity=dim"]),
        ])
        let result = try Self.read(json)
        #expect(result.token?.variants.count == 1)
        #expect(result.token?.literal()?.bytes.first == 0x11)
        #expect(
            result.warnings.map(\.message) == [
                "color set \"Brand\" has an entry specialized by \"locale\"; only entries varying by appearance, "
                    + "idiom and gamut are audited",
                "color set \"Brand\" has an entry for appearance luminosity dim, which is not audited; supported: "
                    + "luminosity light or dark, contrast high",
            ])
    }

    // MARK: - System colors

    struct ReferenceCase: CustomTestStringConvertible, Sendable {
        let name: String
        let platform: String
        let reference: String
        /// The built-in reference, or `nil` when the value must be unresolvable with a warning.
        let builtIn: String?
        var testDescription: String { name }
    }

    static let referenceCases: [ReferenceCase] = [
        .init(
            name: "ios systemBackgroundColor", platform: "ios", reference: "systemBackgroundColor",
            builtIn: "ios.systemBackground"),
        .init(name: "universal labelColor", platform: "universal", reference: "labelColor", builtIn: "ios.label"),
        .init(name: "XR systemGray2Color", platform: "XR", reference: "systemGray2Color", builtIn: "ios.systemGray2"),
        .init(
            name: "ios opaqueSeparatorColor", platform: "ios", reference: "opaqueSeparatorColor",
            builtIn: "ios.opaqueSeparator"),
        .init(name: "ios systemTealColor", platform: "ios", reference: "systemTealColor", builtIn: "ios.systemTeal"),
        .init(
            name: "ios lightTextColor is not in the table", platform: "ios", reference: "lightTextColor", builtIn: nil),
        .init(name: "osx quaternaryLabelColor", platform: "osx", reference: "quaternaryLabelColor", builtIn: nil),
        .init(name: "osx labelColor differs from iOS", platform: "osx", reference: "labelColor", builtIn: nil),
    ]

    @Test(arguments: referenceCases)
    func systemColorReferences(_ testCase: ReferenceCase) throws {
        let json = Self.colorSet([
            Self.entry(Self.gray8(0x11)),
            Self.entry(
                Self.reference(testCase.reference, platform: testCase.platform), appearances: ["luminosity=dark"]),
        ])
        let result = try Self.read(json)
        let value = try #require(result.token?.variant("dark")?.value)
        if let builtIn = testCase.builtIn {
            #expect(value == .reference(name: builtIn, location: value.location))
            #expect(result.warnings.isEmpty)
            #expect(value.location.line == 4)
        } else {
            guard case .unresolvable(let reason, _) = value else {
                Issue.record("expected an unresolvable value, found \(value)")
                return
            }
            #expect(reason.contains(testCase.reference))
            #expect(result.warnings.map(\.message) == [reason])
            #expect(result.warnings.first?.location?.line == 4)
        }
    }

    @Test func referencedSystemColorsResolveInEveryAppearance() throws {
        let json = Self.colorSet([Self.entry(Self.reference("systemBackgroundColor"))])
        let token = try #require(try Self.read(json, name: "WidgetBackground").token)
        // systemBackground: white in light, black in dark base, 28 in dark elevated, 36 in dark elevated + HC.
        #expect(try Self.levels(token) == [255, 0, 255, 28, 255, 0, 255, 36])
    }

    // MARK: - Catalogs on disk: names, namespaces, duplicates, folder search

    static let namespaceTree: [String: String] = [
        "App/Colors.xcassets/Contents.json": "{ \"info\" : { \"author\" : \"xcode\", \"version\" : 1 } }",
        "App/Colors.xcassets/Brand.colorset/Contents.json": colorSet([entry(gray8(0x11))]),
        "App/Colors.xcassets/Domain/Contents.json": "{ \"properties\" : { \"provides-namespace\" : true } }",
        "App/Colors.xcassets/Domain/light.colorset/Contents.json": colorSet([entry(gray8(0x22))]),
        "App/Colors.xcassets/Domain/Nested/Contents.json": "{ \"properties\" : { \"provides-namespace\" : true } }",
        "App/Colors.xcassets/Domain/Nested/Deep Color.colorset/Contents.json": colorSet([entry(gray8(0x33))]),
        "App/Colors.xcassets/Plain group/Contents.json": "{ \"info\" : { \"author\" : \"xcode\", \"version\" : 1 } }",
        "App/Colors.xcassets/Plain group/Inner.colorset/Contents.json": colorSet([entry(gray8(0x44))]),
        "App/Colors.xcassets/Off/Contents.json": "{ \"properties\" : { \"provides-namespace\" : false } }",
        "App/Colors.xcassets/Off/Brand.colorset/Contents.json": colorSet([entry(gray8(0x55))]),
        "App/Colors.xcassets/Icon.imageset/Contents.json": "{ \"images\" : [] }",
        "App/Other.xcassets/Accent.colorset/Contents.json": colorSet([entry(gray8(0x66))]),
        "App/Images.xcassets/AppIcon.appiconset/Contents.json": "{ \"images\" : [] }",
    ]

    @Test func namespacesPrefixNamesAndDuplicatesKeepTheFirst() throws {
        let tree = try TemporaryTree(Self.namespaceTree)
        let theme = try onlyTheme(try tree.load(["App/Colors.xcassets"]))
        #expect(theme.name == "Colors.xcassets")
        #expect(theme.path == "App/Colors.xcassets")
        #expect(theme.format == .assetCatalog)
        #expect(theme.pairings.isEmpty)
        // Folders are visited in byte order ("Nested" before "light"); "Off" and "Plain group" add no namespace.
        #expect(theme.tokens.map(\.name) == ["Brand", "Domain/Nested/Deep Color", "Domain/light", "Inner"])
        #expect(theme.token(named: "Brand")?.literal()?.bytes.first == 0x11)
        #expect(
            theme.token(named: "Domain/light")?.location.path
                == "App/Colors.xcassets/Domain/light.colorset/Contents.json")
        try #require(theme.warnings.count == 1)
        #expect(
            theme.warnings[0].message
                == "color set \"Brand\" is defined twice, in App/Colors.xcassets/Brand.colorset/Contents.json and in "
                + "App/Colors.xcassets/Off/Brand.colorset/Contents.json; the first is audited")
        #expect(theme.warnings[0].location?.path == "App/Colors.xcassets/Off/Brand.colorset/Contents.json")
    }

    @Test func folderSearchFindsEveryCatalog() throws {
        let tree = try TemporaryTree(Self.namespaceTree)
        let themes = try tree.load(["App"])
        // The image-only catalog has no color set, so it is no input.
        #expect(themes.map(\.path) == ["App/Colors.xcassets", "App/Other.xcassets"])
        #expect(themes.map(\.tokens.count) == [4, 1])
    }

    @Test func aColorSetFolderCanBeGivenAlone() throws {
        let tree = try TemporaryTree(Self.namespaceTree)
        let theme = try onlyTheme(try tree.load(["App/Colors.xcassets/Domain/light.colorset"]))
        #expect(theme.name == "light")
        #expect(theme.tokens.map(\.name) == ["light"])
        let forced = try onlyTheme(
            try tree.load(
                ["App/Colors.xcassets/Brand.colorset/Contents.json"],
                options: ReaderOptions(forcedFormat: .assetCatalog)))
        #expect(forced.tokens.map(\.name) == ["Brand"])
    }

    @Test func aCatalogWithoutColorsGivenDirectlyIsAnError() throws {
        let tree = try TemporaryTree(Self.namespaceTree)
        let errors = loadErrors { () throws(DiagnosticList) in try tree.load(["App/Images.xcassets"]) }
        #expect(
            errors.map(\.formatted) == [
                "App/Images.xcassets: error: no colors found in this asset-catalog input (an Xcode .xcassets folder)"
            ])
    }

    @Test func checkAuditsACatalogWithCoverageWarningsOnly() throws {
        let tree = try TemporaryTree(Self.namespaceTree)
        // Without conventions nothing is paired (the Accent color set would otherwise be checked on the system
        // backgrounds), so only coverage warnings remain.
        let outcome = tree.run(["check", "App", "--format", "json", "--conventions", "never", "--allow-empty"])
        #expect(outcome.exitCode == .success)
        #expect(outcome.stdout.contains("asset-catalog"))
        #expect(
            outcome.stderr.contains(
                "App/Colors.xcassets/Off/Brand.colorset/Contents.json:2:14: warning: color set \"Brand\" is defined twice"
            ))
    }
}
