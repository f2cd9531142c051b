import Foundation
import Testing

@testable import ContrastAudit

/// Theme instances (issue 11 item 4) and usage through theme parameters (issue 12), on the fixtures of
/// `Fixtures/ThemeInstances`. Expected colors are the hex literals of the fixtures, written out here; ratios are
/// computed here with the WCAG formula (UsagePairingsTests.wcag), not by the library.
@Suite struct ThemeInstancesTests {
    static func theme(_ folder: String) throws -> Theme {
        let url = Fixtures.url("ThemeInstances/" + folder)
        return try #require(try ThemeLoader.load(paths: [url.path], base: Fixtures.root).first)
    }

    static func rgb(_ hex: Int) -> (Double, Double, Double) {
        (Double((hex >> 16) & 0xFF) / 255, Double((hex >> 8) & 0xFF) / 255, Double(hex & 0xFF) / 255)
    }

    @Test func eachInstanceIsANamespaceOfTokens() throws {
        let theme = try Self.theme("Instances")
        let tokens = SwiftSourceFixtures.dump(theme)
        // Initializer arguments per instance; `.light`/`.dark` are the palette's own instances (typed by the
        // parameter), not trait cases; `link` takes its default argument where it is not passed.
        #expect(tokens["AppTheme.light.palette.background"] == "any={UIColor.ivory}")
        #expect(tokens["AppTheme.light.palette.card"] == "any={uikit.white}")
        #expect(tokens["AppTheme.sepia.palette.secondaryText"] == "any={UIColor.umber}")
        #expect(tokens["AppTheme.dark.palette.card"] == "any={uikit.black}")
        #expect(tokens["AppTheme.light.palette.link"] == "any={UIColor.azure}")
        #expect(tokens["AppTheme.dark.palette.link"] == "any={UIColor.sky}")
        // A computed property of the instance reads the instance's own value.
        #expect(tokens["AppTheme.sepia.palette.caption"] == "any={UIColor.umber}")
        // The palette instances are read as paths of the themes that hold them; `standard` names `light`
        // and `darkDimmed` has the same colors as `dark`: no tokens of their own.
        #expect(!tokens.keys.contains { $0.hasPrefix("Palette.") })
        #expect(!tokens.keys.contains { $0.hasPrefix("AppTheme.standard") || $0.hasPrefix("AppTheme.darkDimmed") })
        #expect(tokens.keys.filter { $0.hasPrefix("AppTheme.") }.count == 18)
        #expect(theme.token(named: "AppTheme.sepia.palette.text")?.instance == "AppTheme.sepia")
        // Not reported as an unresolvable color.
        #expect(!theme.warnings.contains { $0.message.contains("cannot evaluate") })
    }

    @Test func aThemeParameterIsReadOncePerInstance() throws {
        let theme = try Self.theme("Instances")
        let usage = theme.pairings.filter { $0.origin == .usage }
        let ids = Set(usage.map(\.id))
        #expect(
            ids == [
                "AppTheme.light.palette.text on AppTheme.light.palette.card",
                "AppTheme.sepia.palette.text on AppTheme.sepia.palette.card",
                "AppTheme.light.palette.text on AppTheme.light.palette.background",
                "AppTheme.light.palette.caption on AppTheme.light.palette.background",
                "AppTheme.sepia.palette.text on AppTheme.sepia.palette.background",
                "AppTheme.sepia.palette.caption on AppTheme.sepia.palette.background",
                "AppTheme.dark.palette.text on AppTheme.dark.palette.background",
                "AppTheme.dark.palette.caption on AppTheme.dark.palette.background",
            ])
        // Never two instances in one pairing.
        for pairing in usage {
            let instances = Set(pairing.tokens.map { $0.split(separator: ".").prefix(2).joined(separator: ".") })
            #expect(instances.count == 1, "\(pairing.id)")
        }
        let sepia = try #require(usage.first { $0.id.hasPrefix("AppTheme.sepia.palette.caption") })
        #expect(sepia.inference == "`theme` as AppTheme.sepia (one of 3 AppTheme instances)")
        #expect(sepia.location.line == 25)
        // Named instances at the site say nothing more.
        #expect(usage.first { $0.id.hasSuffix("light.palette.card") }?.inference == nil)
        try UsagePairingsTests.checkSites(theme, root: Fixtures.root)
    }

    @Test func perInstanceRatiosAreTheInstancesColors() throws {
        let url = Fixtures.url("ThemeInstances/Instances")
        let outcome = try Auditor(paths: [url.path], base: Fixtures.root, conventions: .never).run()
        func ratio(_ id: String) -> Double? {
            outcome.report.results.first { $0.pairing?.id == id && $0.appearance?.name == "light" }?.value
        }
        let expected: [(String, Int, Int)] = [
            ("AppTheme.light.palette.text on AppTheme.light.palette.background", 0x1B1B1F, 0xFFFDF7),
            ("AppTheme.sepia.palette.caption on AppTheme.sepia.palette.background", 0x7A6A55, 0xF3E9D2),
            ("AppTheme.dark.palette.text on AppTheme.dark.palette.background", 0xC9CDD4, 0x15171C),
            ("AppTheme.dark.palette.caption on AppTheme.dark.palette.background", 0x6B6F76, 0x15171C),
            ("AppTheme.sepia.palette.text on AppTheme.sepia.palette.card", 0x1B1B1F, 0xF3E9D2),
            ("AppTheme.light.palette.text on AppTheme.light.palette.card", 0x1B1B1F, 0xFFFFFF),
        ]
        for (id, foreground, background) in expected {
            let value = try #require(ratio(id), "\(id)")
            let wanted = UsagePairingsTests.wcag(Self.rgb(foreground), Self.rgb(background))
            #expect(abs(value - wanted) < 1e-9, "\(id)")
        }
    }

    @Test func theOnlyLightAndDarkInstancesAreTheAppearancesOfOneTheme() throws {
        let theme = try Self.theme("LightDark")
        let tokens = SwiftSourceFixtures.dump(theme)
        // `ReadingPalette.light`/`.dark`: one namespace, light variants from one, dark from the other; the
        // stored property's default (`link`) is the light instance's value, the dark instance passes its own.
        #expect(tokens["ReadingPalette.text"] == "light=#1C1C1E dark=#F2F2F7")
        #expect(tokens["ReadingPalette.caption"] == "light=#6C6C70 dark=#98989D")
        #expect(tokens["ReadingPalette.link"] == "light=#1D5FC9 dark=#64A8FF")
        #expect(!tokens.keys.contains { $0.hasPrefix("ReadingPalette.light") || $0.hasPrefix("ReadingPalette.dark") })
        #expect(theme.token(named: "ReadingPalette.page")?.instance == "ReadingPalette")
        // Three instances are themes the user picks from: each stays its own, whatever two are called.
        #expect(tokens["ReaderTheme.dark.background"] == "any=#121212")
        #expect(tokens["ReaderTheme.sepia.foreground"] == "any=#5B4636")
        #expect(tokens.keys.filter { $0.hasPrefix("ReaderTheme.") }.count == 6)
        // Beside a third instance, light and dark are one theme only when the code picks them by the appearance.
        #expect(tokens["ArticleTheme.body"] == "light=#333333 dark=#B0B0B0")
        #expect(tokens["ArticleTheme.sepia.body"] == "any=#4F321C")
        #expect(!tokens.keys.contains { $0.hasPrefix("ArticleTheme.light") || $0.hasPrefix("ArticleTheme.current") })
        let picked = try #require(theme.warnings.first { $0.message.hasPrefix("ArticleTheme.light and") })
        #expect(
            picked.message.contains("(ArticleTheme.current picks ArticleTheme.dark when userInterfaceStyle is dark"))
        // A property that picks by the appearance but not between two instances is a theme of its own, read in
        // each appearance (not another name of the instance it equals in light mode).
        #expect(tokens["BannerStyle.current.fill"] == "light=#FFFFFF dark=#101010")
        #expect(tokens["BannerStyle.light.fill"] == "any=#FFFFFF")
        // Two styles named light and dark whose type is not named for colors stay two styles.
        #expect(tokens["ButtonStyle.dark.title"] == "any=#FFFFFF")
        #expect(tokens["ButtonStyle.title"] == nil)
        // The merge is an inference, and says so where the instances are declared.
        let note = try #require(theme.warnings.first { $0.message.hasPrefix("ReadingPalette.light and") })
        #expect(note.severity == .note)
        #expect(note.location?.line == 18)
        #expect(note.message.contains("the only two ReadingPalette instances, named light and dark"))
        let ids = Set(theme.pairings.filter { $0.origin == .usage }.map(\.id))
        #expect(
            ids == [
                "ReadingPalette.text on ReadingPalette.page", "ReadingPalette.caption on ReadingPalette.page",
                "ReadingPalette.caption on ios.systemBackground",
                "ReaderTheme.light.foreground on ReaderTheme.light.background",
                "ReaderTheme.sepia.foreground on ReaderTheme.sepia.background",
                "ReaderTheme.dark.foreground on ReaderTheme.dark.background",
                "ArticleTheme.body on ios.systemBackground", "CardPalette.title on CardPalette.surface",
            ])
        // One reading of `palette`, not one per instance: nothing to explain.
        #expect(theme.pairings.first { $0.id == "ReadingPalette.text on ReadingPalette.page" }?.inference == nil)
        try UsagePairingsTests.checkSites(theme, root: Fixtures.root)
    }

    @Test func aViewThatPicksByColorSchemeMakesTwoInstancesOneTheme() throws {
        let theme = try Self.theme("LightDark")
        // `colorScheme == .dark ? CardPalette.dark : CardPalette.light` in a view: evidence beside `sepia`.
        let surface = try #require(theme.token(named: "CardPalette.surface"))
        #expect(surface.variants.map(\.selector.description) == ["light", "dark"])
        #expect(theme.token(named: "CardPalette.sepia.surface") != nil)
        #expect(theme.token(named: "CardPalette.light.surface") == nil)
        let note = try #require(theme.warnings.first { $0.message.hasPrefix("CardPalette.light and") })
        #expect(
            note.message.contains("the code picks CardPalette.dark in dark mode and CardPalette.light otherwise at"))
        #expect(note.message.hasSuffix("CardView.swift:17:44); their colors are CardPalette.*"))
        // The local that holds the pick is that theme at the use site (both branches reach it).
        let pairing = try #require(theme.pairings.first { $0.id == "CardPalette.title on CardPalette.surface" })
        #expect(pairing.origin == .usage)
        #expect(pairing.location.line == 19)
    }

    @Test(
        arguments: [
            ("colorScheme == .dark", true), ("colorScheme != .dark", false), ("colorScheme == .light", false),
            (".dark == traitCollection.userInterfaceStyle", true), ("isDark == true", nil),
        ] as [(String, Bool?)])
    func conditionsOnTheAppearance(_ text: String, _ darkFirst: Bool?) throws {
        let file = CodeDeclarationScanner.scan(Array("let x = \(text) ? a : b\n".utf8), language: .swift)
        let value = try #require(file.declarations.first?.value)
        guard case .ternary(let condition, _, _, _) = value else {
            Issue.record("not a ternary: \(value)")
            return
        }
        #expect(CodeThemeInstances.picksDarkFirst(condition) == darkFirst)
    }

    @Test func eachAppearanceMeasuresItsOwnInstancesColors() throws {
        let url = Fixtures.url("ThemeInstances/LightDark")
        let outcome = try Auditor(paths: [url.path], base: Fixtures.root, conventions: .never).run()
        func ratio(_ id: String, _ appearance: String) -> Double? {
            outcome.report.results.first { $0.pairing?.id == id && $0.appearance?.name == appearance }?.value
        }
        // The dark palette's caption over the system background in dark mode only (#000000 in the published
        // table); read as two themes it was also measured over white, a false alarm (2.7:1).
        let expected: [(String, String, Int, Int)] = [
            ("ReadingPalette.caption on ios.systemBackground", "light", 0x6C6C70, 0xFFFFFF),
            ("ReadingPalette.caption on ios.systemBackground", "dark", 0x98989D, 0x000000),
            ("ReadingPalette.text on ReadingPalette.page", "light", 0x1C1C1E, 0xFFFFFF),
            ("ReadingPalette.text on ReadingPalette.page", "dark", 0xF2F2F7, 0x1C1C1E),
            // `ArticleTheme.current.body`: the instance the code picks in each appearance.
            ("ArticleTheme.body on ios.systemBackground", "light", 0x333333, 0xFFFFFF),
            ("ArticleTheme.body on ios.systemBackground", "dark", 0xB0B0B0, 0x000000),
        ]
        for (id, appearance, foreground, background) in expected {
            let value = try #require(ratio(id, appearance), "\(id) \(appearance)")
            let wanted = UsagePairingsTests.wcag(Self.rgb(foreground), Self.rgb(background))
            #expect(abs(value - wanted) < 1e-9, "\(id) \(appearance)")
        }
        #expect(!outcome.report.results.contains { $0.status == .fail && $0.pairing != nil })
    }

    @Test(arguments: [
        ("light", "light", ""), ("dark", "dark", ""), ("lightTheme", "light", "theme"),
        ("DarkTheme", "dark", "theme"), ("themeDark", "dark", "theme"), ("palette_light", "light", "palette"),
        ("Light", "light", ""),
    ])
    func namesThatSayLightOrDark(_ name: String, _ luminosity: String, _ rest: String) throws {
        let (found, remainder) = try #require(CodeThemeInstances.appearanceWord(name))
        #expect(found.rawValue == luminosity)
        #expect(remainder == rest)
    }

    @Test(arguments: ["lightning", "darkness", "highlight", "sepia", "lightgray", "Darken"])
    func namesThatDoNot(_ name: String) {
        #expect(CodeThemeInstances.appearanceWord(name) == nil)
    }

    @Test func variantsKeepTheirOtherTraitsAndTheMostSpecificWins() throws {
        func variant(_ selector: String, _ hex: String) throws -> Variant {
            let color = try ColorParser.parse(hex)
            return Variant(
                selector: try AppearanceSelector(parsing: selector),
                value: .literal(ColorLiteral(color: color, location: SourceLocation(path: "x"))))
        }
        let variants = [
            try variant("any", "#111111"), try variant("dark", "#222222"), try variant("high-contrast", "#333333"),
            try variant("light.high-contrast", "#444444"),
        ]
        let light = CodeThemeInstances.restricted(variants, to: .light).map(\.selector.description)
        #expect(light == ["light", "light.high-contrast"])
        let lightValues = CodeThemeInstances.restricted(variants, to: .light).map { variant -> String in
            guard case .literal(let literal) = variant.value else { return "" }
            return literal.color.hex
        }
        #expect(lightValues == ["#111111", "#444444"])
        let dark = CodeThemeInstances.restricted(variants, to: .dark).map(\.selector.description)
        #expect(dark == ["dark", "dark.high-contrast"])
    }

    @Test func switchTablesGiveOneThemePerCase() throws {
        let theme = try Self.theme("Tables")
        let tokens = SwiftSourceFixtures.dump(theme)
        // Each case of the enum the tables switch on is a theme; its color is the constant the switch returns.
        #expect(tokens["Theme.ThemeType.light.primaryText01"] == "any={ThemeColor.primaryText01Light}")
        #expect(tokens["Theme.ThemeType.rosé.primaryUi01"] == "any={ThemeColor.primaryUi01Rosé}")
        #expect(tokens["Theme.ThemeType.dark.primaryUi01"] == "any={ThemeColor.primaryUi01Dark}")
        #expect(theme.token(named: "Theme.ThemeType.rosé.primaryText01")?.instance == "Theme.ThemeType.rosé")
        // A function that also needs a color known at run time is no table.
        #expect(!tokens.keys.contains { $0.hasSuffix("playerHighlight01") })
        #expect(tokens.count == 12)
        let usage = theme.pairings.filter { $0.origin == .usage }
        #expect(
            Set(usage.map(\.id)) == [
                "Theme.ThemeType.light.primaryText01 on Theme.ThemeType.light.primaryUi01",
                "Theme.ThemeType.dark.primaryText01 on Theme.ThemeType.dark.primaryUi01",
                "Theme.ThemeType.rosé.primaryText01 on Theme.ThemeType.rosé.primaryUi01",
            ])
        // Without an argument (the active theme) and through `theme:`, every case; `(for: .dark)` only dark.
        func lines(_ id: String) -> [Int] {
            (usage.first { $0.id == id }?.sites ?? []).map(\.line).sorted()
        }
        #expect(lines("Theme.ThemeType.light.primaryText01 on Theme.ThemeType.light.primaryUi01") == [9, 19])
        #expect(lines("Theme.ThemeType.dark.primaryText01 on Theme.ThemeType.dark.primaryUi01") == [9, 19, 25])
        let rose = try #require(usage.first { $0.id.hasPrefix("Theme.ThemeType.rosé") })
        // Its sites are read two ways (the table called without a theme, and with the `theme` parameter): each said.
        #expect(
            rose.inference
                == "the theme active at run time as Theme.ThemeType.rosé (one of 3 Theme.ThemeType cases); "
                + "`theme` as Theme.ThemeType.rosé (one of 3 Theme.ThemeType cases)")
        try UsagePairingsTests.checkSites(theme, root: Fixtures.root)
        let outcome = try Auditor(
            paths: [Fixtures.url("ThemeInstances/Tables").path], base: Fixtures.root, conventions: .never
        ).run()
        let value = try #require(
            outcome.report.results.first { $0.pairing?.id == rose.id && $0.appearance?.name == "light" }?.value)
        #expect(abs(value - UsagePairingsTests.wcag(Self.rgb(0x8A7F79), Self.rgb(0xFFF0EB))) < 1e-9)
    }

    @Test func conventionsPairATablesThemesNotTheConstantsBehindThem() throws {
        let theme = try Self.theme("TablesOnly")
        // The constants a switch returns are read through the tables: `primaryUi01ContrastLight` is the
        // contrastLight theme's `primaryUi01`, and its name's `Contrast` + `Light` is no role and appearance.
        let storage = Set(theme.tokens.filter(\.isThemeStorage).map(\.name))
        #expect(storage.count == 12)
        // One switch over an enum (shades), or switches over an enum not named for themes (roles): no tables.
        #expect(!theme.tokens.contains { $0.name.hasPrefix("BrandShade.") || $0.name.hasPrefix("ListRole.") })
        #expect(theme.tokens.filter { $0.name.hasPrefix("ThemeType.") }.count == 12)
        #expect(storage.contains("ThemeColor.primaryUi01ContrastLight"))
        #expect(!theme.tokens.contains { $0.isThemeStorage && $0.instance != nil })
        let proposal = CorpusConventionTests.conventions.proposal(for: theme)
        #expect(
            Set(proposal.pairings.map(\.id)) == [
                "ThemeType.light.primaryText01 on ThemeType.light.primaryUi01",
                "ThemeType.dark.primaryText01 on ThemeType.dark.primaryUi01",
                "ThemeType.contrastLight.primaryText01 on ThemeType.contrastLight.primaryUi01",
                "ThemeType.contrastDark.primaryText01 on ThemeType.contrastDark.primaryUi01",
            ])
        #expect(proposal.pairings.allSatisfy { $0.origin == .convention("numbered-text-on-ui") })
        // An unpaired role is one warning, on its first theme's token, not one per constant and theme.
        let outcome = try Auditor(
            paths: [Fixtures.url("ThemeInstances/TablesOnly").path], base: Fixtures.root, conventions: .auto
        ).run()
        let unpaired = outcome.report.results.filter { $0.rule == "unpaired-token" }.compactMap(\.token)
        #expect(unpaired == ["ThemeType.light.primaryIcon01"])
    }

    @Test func theJSONReportSaysWhichInstanceAndValidates() throws {
        let url = Fixtures.url("ThemeInstances/Instances")
        let outcome = try Auditor(paths: [url.path], base: Fixtures.root, conventions: .never).run()
        let json = ReportJSONRenderer.render(outcome.report, options: RenderOptions())
        let object = try JSONSerialization.jsonObject(with: Data(json.utf8))
        let violations = try ReportSchemaTests.validator().validate(object)
        #expect(violations.isEmpty, "\(violations.prefix(5).map(\.description))")
        #expect(json.contains("\"because\": \"`theme` as AppTheme.dark (one of 3 AppTheme instances)\""))
    }

    @Test func subclassesWithOverridesAreInstancesOfTheBaseType() throws {
        let theme = try Self.theme("Overrides")
        let tokens = SwiftSourceFixtures.dump(theme)
        #expect(tokens["DuskStyle.surface"] == "any=#2B2D31")
        let ids = Set(theme.pairings.filter { $0.origin == .usage }.map(\.id))
        #expect(ids == ["BaseStyle.label on BaseStyle.surface", "DuskStyle.label on DuskStyle.surface"])
        let dusk = try #require(theme.pairings.first { $0.id == "DuskStyle.label on DuskStyle.surface" })
        #expect(dusk.inference?.contains("one of 2 BaseStyle instances") == true)
    }

    @Test func conformersOfAThemeProtocolAreItsInstances() throws {
        let url = Fixtures.url("ThemeInstances/Protocols")
        let outcome = try Auditor(paths: [url.path], base: Fixtures.root, conventions: .never).run()
        let theme = try #require(outcome.themes.first)
        // `theme: BrowserTheme` ranges over the three conformers built with their default values; each palette's
        // colors are its own type's tokens. The tint sits on the bar, which shows the appearance's background.
        let expected: [String: (Role, Int, Int)] = [
            "DayPalette.textPrimary on DayPalette.surface": (.text, 0x17161C, 0xF7F7FA),
            "DayPalette.actionPrimary on DayPalette.surface": (.ui, 0x1F5FD6, 0xF7F7FA),
            "DuskPalette.textPrimary on DuskPalette.surface": (.text, 0xF9F9FB, 0x2A2932),
            "DuskPalette.actionPrimary on DuskPalette.surface": (.ui, 0x3BC4F2, 0x2A2932),
            "PrivatePalette.textPrimary on PrivatePalette.surface": (.text, 0xF9F9FB, 0x2B1E4E),
            "PrivatePalette.actionPrimary on PrivatePalette.surface": (.ui, 0x3BC4F2, 0x2B1E4E),
        ]
        let usage = theme.pairings.filter { $0.origin == .usage }
        #expect(Set(usage.map(\.id)) == Set(expected.keys))
        for (id, (role, foreground, background)) in expected {
            #expect(usage.first { $0.id == id }?.role == role, "\(id)")
            let value = outcome.report.results.first { $0.pairing?.id == id }?.value
            let wanted = UsagePairingsTests.wcag(Self.rgb(foreground), Self.rgb(background))
            #expect(abs((value ?? 0) - wanted) < 1e-9, "\(id)")
        }
        #expect(usage.first?.inference?.contains("one of 3 BrowserTheme instances") == true)
        try UsagePairingsTests.checkSites(theme, root: Fixtures.root)
    }

    @Test func subclassesOfAConformerAreInstancesWithTheirOverrides() throws {
        let url = Fixtures.url("ThemeInstances/Subclasses")
        let outcome = try Auditor(paths: [url.path], base: Fixtures.root, conventions: .never).run()
        let theme = try #require(outcome.themes.first)
        // `InkPalette: NightPalette` overrides the page and assigns the ink after `super.init()`;
        // `SepiaPalette: PaperPalette` keeps the paper's page and reads `super.inkColor` at 80% opacity.
        func over(_ ink: Int, _ alpha: Double, _ page: Int) -> (Double, Double, Double) {
            let (a, b) = (Self.rgb(ink), Self.rgb(page))
            return (alpha * a.0 + (1 - alpha) * b.0, alpha * a.1 + (1 - alpha) * b.1, alpha * a.2 + (1 - alpha) * b.2)
        }
        let expected: [String: (Double, Double, Double)] = [
            "PaperPalette": over(0x28241E, 1, 0xFAF7F0),
            "NightPalette": over(0xE0E2E6, 1, 0x1E2024),
            "InkPalette": over(0x969696, 1, 0x000000),
            "SepiaPalette": over(0x28241E, 0.8, 0xFAF7F0),
        ]
        let pages: [String: Int] = [
            "PaperPalette": 0xFAF7F0, "NightPalette": 0x1E2024, "InkPalette": 0x000000, "SepiaPalette": 0xFAF7F0,
        ]
        let usage = theme.pairings.filter { $0.origin == .usage }
        #expect(Set(usage.map(\.id)) == Set(expected.keys.map { "\($0).inkColor on \($0).pageColor" }))
        for (palette, ink) in expected {
            let id = "\(palette).inkColor on \(palette).pageColor"
            let value = outcome.report.results.first { $0.pairing?.id == id }?.value
            let wanted = UsagePairingsTests.wcag(ink, Self.rgb(pages[palette] ?? 0))
            #expect(abs((value ?? 0) - wanted) < 1e-9, "\(id)")
        }
        #expect(usage.first?.inference?.contains("one of 4 ReaderPalette instances") == true)
        // An override is the subclass's own token, listed once.
        let names = theme.tokens.map(\.name)
        #expect(names.count == Set(names).count)
        try UsagePairingsTests.checkSites(theme, root: Fixtures.root)
    }

    @Test func aClearInstanceColorShowsTheContainer() throws {
        let theme = try Self.theme("Clear")
        // `glass` has a clear page: its label shows the cell's white content view, as `.clear` at the site would.
        let ids = Set(theme.pairings.filter { $0.origin == .usage }.map(\.id))
        #expect(ids == ["Skin.solid.text on Skin.solid.page", "Skin.glass.text on uikit.white"])
        #expect(SwiftSourceFixtures.dump(theme)["Skin.glass.page"] == "any={uikit.clear}")
    }

    @Test func conventionsPairTokensOfOneInstanceOnly() throws {
        let url = Fixtures.url("ThemeInstances/Instances")
        let outcome = try Auditor(paths: [url.path], base: Fixtures.root, conventions: .always).run()
        let theme = try #require(outcome.themes.first)
        let inferred = outcome.report.results.compactMap(\.pairing).filter { $0.convention != nil }
        #expect(!inferred.isEmpty)
        for pairing in inferred {
            let names = [pairing.foreground].compactMap { $0 } + pairing.backgrounds
            let instances = Set(names.compactMap { theme.token(named: $0)?.instance })
            #expect(instances.count <= 1, "\(pairing.id)")
            #expect(names.allSatisfy { theme.token(named: $0)?.instance != nil }, "\(pairing.id)")
        }
    }
}
