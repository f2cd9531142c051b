import Foundation
import Testing

@testable import ContrastAudit

@Suite struct AssetAccessorTests {
    static let fixture = Fixtures.packageRoot.appendingPathComponent("Tests/ContrastAuditTests/Fixtures/SwiftGen").path

    @Test func identifiersFollowTheGeneratorsRules() {
        #expect(AssetAccessor.lowerFirstWord(AssetAccessor.identifier("brand-primary")) == "brandPrimary")
        #expect(AssetAccessor.lowerFirstWord(AssetAccessor.identifier("Title Text")) == "titleText")
        #expect(AssetAccessor.lowerFirstWord(AssetAccessor.identifier("URL_color")) == "urlColor")
        #expect(AssetAccessor.lowerFirstWord(AssetAccessor.identifier("Brand")) == "brand")
    }

    @Test func matchingIsExactOrUnresolvable() throws {
        let assets: Set<String> = ["brand-primary", "Domain/light", "Dup", "dup"]
        #expect(
            try AssetAccessor.resolve(.swiftGen, ["Colors", "brandPrimary"], assets: assets).get() == "brand-primary")
        #expect(try AssetAccessor.resolve(.swiftGen, ["Domain", "light"], assets: assets).get() == "Domain/light")
        #expect(try AssetAccessor.resolve(.rSwift, ["domain", "light"], assets: assets).get() == "Domain/light")
        // R.swift has no catalog part: `R.color.Colors.brandPrimary` is not the asset.
        #expect((try? AssetAccessor.resolve(.rSwift, ["colors", "brandPrimary"], assets: assets).get()) == nil)
        #expect((try? AssetAccessor.resolve(.rSwift, ["dup"], assets: assets).get()) == nil)
        #expect((try? AssetAccessor.resolve(.swiftGen, ["brand"], assets: assets).get()) == nil)
    }

    @Test func declarationsAndUsesResolveToTheAssetColors() throws {
        let outcome = try Auditor(paths: [Self.fixture], base: Fixtures.packageRoot).run()
        let tokens = outcome.themes.flatMap(\.tokens)
        // `Palette.brand = Asset.Colors.brandPrimary.color` is the asset "brand-primary" (light #102030, dark
        // #F0E0D0 in its Contents.json).
        let brand = try #require(tokens.first { $0.name == "Palette.brand" })
        let referenced = brand.variants.compactMap { variant -> String? in
            if case .reference(let name, _) = variant.value { return name }
            return nil
        }
        #expect(referenced == ["brand-primary"])
        let title = try #require(tokens.first { $0.name == "Palette.title" })
        #expect(title.variants.contains { if case .reference("Title Text", _) = $0.value { true } else { false } })
        let legacy = try #require(tokens.first { $0.name == "Palette.legacy" })
        #expect(legacy.variants.contains { if case .reference("Title Text", _) = $0.value { true } else { false } })
        // The use site pairs the two asset tokens, in both appearances.
        let results = outcome.report.results.filter { $0.pairing?.origin == "usage" }
        let pair = results.filter { $0.pairing?.id == "Title Text on brand-primary" }
        #expect(pair.count >= 2, "\(results.map { $0.pairing?.id ?? "" })")
        // White on #102030 (light), black on #F0E0D0 (dark): WCAG ratios computed here from the hex values.
        func lum(_ r: Double, _ g: Double, _ b: Double) -> Double {
            func c(_ v: Double) -> Double { v <= 0.04045 ? v / 12.92 : pow((v + 0.055) / 1.055, 2.4) }
            return 0.2126 * c(r) + 0.7152 * c(g) + 0.0722 * c(b)
        }
        let light = (1 + 0.05) / (lum(0x10 / 255, 0x20 / 255, 0x30 / 255) + 0.05)
        let dark = (lum(0xF0 / 255, 0xE0 / 255, 0xD0 / 255) + 0.05) / 0.05
        let values = Set(pair.compactMap(\.value).map { ($0 * 1000).rounded() })
        #expect(values == Set([light, dark].map { ($0 * 1000).rounded() }))
    }

    @Test func unmatchedAndAmbiguousAccessorsAreReportedNotGuessed() throws {
        let outcome = try Auditor(paths: [Self.fixture], base: Fixtures.packageRoot).run()
        let text = "\(outcome.report)"
        #expect(text.contains("`Asset.nothingHere` names no asset color"))
        #expect(text.contains("matches more than one asset color (\"Dup\", \"dup\")"))
        #expect(text.contains("App.swift:6:"))
    }

    /// SwiftGen output under a custom enum name (`enumName: Theme`) among the inputs: `Theme.Colors.x.color`,
    /// `UIColor(asset:)` and the handles themselves are the asset colors in every appearance, and the generated
    /// `ColorAsset` class is not a color of the theme.
    @Test func generatedAccessorsUnderACustomEnumName() throws {
        let folder = Fixtures.packageRoot.appendingPathComponent("Tests/ContrastAuditTests/Fixtures/SwiftGenCustom")
        let outcome = try Auditor(paths: [folder.path], base: Fixtures.packageRoot).run()
        let theme = try #require(outcome.themes.first)
        func referenced(_ name: String) throws -> [String] {
            let token = try #require(theme.tokens.first { $0.name == name }, "\(name)")
            return token.variants.compactMap { variant -> String? in
                if case .reference(let target, _) = variant.value { return target }
                return nil
            }
        }
        #expect(try referenced("Theme.Colors.brandPrimary") == ["brand-primary"])
        #expect(try referenced("Palette.title") == ["Theme.Colors.titleText"])
        #expect(try referenced("Palette.brand") == ["Theme.Colors.brandPrimary"])
        #expect(!theme.tokens.contains { $0.name.hasPrefix("ColorAsset") })
        #expect(!theme.warnings.contains { $0.severity == .warning })
        // The use site: Title Text (#FFFFFF light, #000000 dark) on brand-primary (#102030, #F0E0D0).
        func lum(_ r: Double, _ g: Double, _ b: Double) -> Double {
            func c(_ v: Double) -> Double { v <= 0.04045 ? v / 12.92 : pow((v + 0.055) / 1.055, 2.4) }
            return 0.2126 * c(r) + 0.7152 * c(g) + 0.0722 * c(b)
        }
        let expected: [Double] = [
            1.05 / (lum(0x10 / 255, 0x20 / 255, 0x30 / 255) + 0.05),
            (lum(0xF0 / 255, 0xE0 / 255, 0xD0 / 255) + 0.05) / 0.05,
        ]
        let pair = outcome.report.results.filter {
            $0.pairing?.id == "Theme.Colors.titleText on Theme.Colors.brandPrimary"
        }
        #expect(pair.count == 2)
        for (result, value) in zip(pair, expected) { #expect(abs((result.value ?? 0) - value) < 1e-9) }
    }

    /// The names Xcode 15 gives the symbols it generates (as in its `GeneratedAssetSymbols.swift`).
    @Test func xcodeAssetSymbolNames() {
        #expect(AssetAccessor.xcodeSymbol("AccentColor") == "accent")
        #expect(AssetAccessor.xcodeSymbol("backgroundColor") == "background")
        #expect(AssetAccessor.xcodeSymbol("DSActionForeground") == "dsActionForeground")
        #expect(AssetAccessor.xcodeSymbol("chip_aqua_pastel") == "chipAquaPastel")
        #expect(AssetAccessor.xcodeSymbol("Frame 74") == "frame74")
        #expect(AssetAccessor.xcodeSymbol("10_back_arm") == "_10BackArm")
        #expect(AssetAccessor.xcodeSymbol("pastelbabyblue") == "pastelbabyblue")
        // A folder that provides a namespace is a type of its name (`ColorResource.Brand.primary`).
        #expect(AssetAccessor.xcodeSymbol("Brand/Primary") == "Brand.primary")
        // Two assets with one symbol: Xcode generates neither, so neither is chosen.
        #expect(AssetAccessor.xcodeSymbols(["Brand", "brand"])["brand"] == .some(nil))
        #expect(AssetAccessor.xcodeSymbols(["Brand", "Ink"])["brand"] == .some("Brand"))
    }
}
