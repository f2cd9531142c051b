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
